// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/epollcheck.c - epoll(7) on pipes: epoll_ctl(2)'s errnos,
 * level- and edge-triggered and one-shot reports, EPOLLHUP and EPOLLERR
 * when the other end goes, an item gone with its file's last close,
 * every ready item reported in turn when maxevents is smaller, epoll
 * files inside each other (5 levels, ELOOP for a loop or a 6th), and
 * epoll_wait(2)'s and epoll_pwait2(2)'s errnos.  One line a call, as
 * report.h prints it, the same on Linux 6.1
 * (tests/kernel/epollcheck.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static struct epoll_event ev[8];
/* out of the compiler's sight: it would refuse them */
static volatile int minus_one = -1;
static struct epoll_event *volatile nowhere = (void *)4;

/* epoll_wait() without waiting, and what it reported */
static void wait_show(const char *what, int ep, int max)
{
	int n = epoll_wait(ep, ev, max, 0);

	show(what, n);
	for (int i = 0; i < n; i++)
		printf("  fd %d events %#x\n", ev[i].data.fd, ev[i].events);
}

static int add(int ep, int fd, unsigned int events)
{
	struct epoll_event e = { .events = events, .data.fd = fd };

	return epoll_ctl(ep, EPOLL_CTL_ADD, fd, &e);
}

static void errnos(void)
{
	struct epoll_event e = { .events = EPOLLIN };
	int ep, p[2], dir;

	T(epoll_create(0));
	T(epoll_create(-1));
	T(epoll_create1(EPOLL_CLOEXEC | 1));
	ep = epoll_create1(EPOLL_CLOEXEC);
	T(fcntl(ep, F_GETFD));
	pipe(p);
	dir = open("/", O_RDONLY | O_DIRECTORY);
	T(epoll_ctl(-1, EPOLL_CTL_ADD, p[0], &e));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, -1, &e));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, dir, &e));
	T(epoll_ctl(p[0], EPOLL_CTL_ADD, p[1], &e));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, ep, &e));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, p[0], NULL));
	T(epoll_ctl(-1, EPOLL_CTL_ADD, p[0], NULL));
	T(epoll_ctl(ep, 7, p[0], &e));
	T(epoll_ctl(ep, EPOLL_CTL_DEL, p[0], NULL));
	T(epoll_ctl(ep, EPOLL_CTL_MOD, p[0], &e));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &e));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &e));
	e.events = EPOLLIN | EPOLLEXCLUSIVE;
	T(epoll_ctl(ep, EPOLL_CTL_MOD, p[0], &e));
	e.events = EPOLLIN | EPOLLEXCLUSIVE | EPOLLONESHOT;
	T(epoll_ctl(ep, EPOLL_CTL_ADD, p[1], &e));
	e.events = EPOLLOUT | EPOLLEXCLUSIVE;
	T(epoll_ctl(ep, EPOLL_CTL_ADD, p[1], &e));
	T(epoll_ctl(ep, EPOLL_CTL_MOD, p[1], &e));
	T(epoll_ctl(ep, EPOLL_CTL_DEL, p[1], &e));
	T(epoll_wait(ep, ev, 0, 0));
	T(epoll_wait(ep, ev, minus_one, 0));
	T(epoll_wait(-1, ev, 1, 0));
	T(epoll_wait(p[0], ev, 1, 0));
	/* unmapped: EFAULT only when there is an event to write */
	T(epoll_wait(ep, nowhere, 1, 0));
	T(write(p[1], "x", 1));
	T(epoll_wait(ep, nowhere, 1, 0));
	close(dir);
	close(p[0]);
	close(p[1]);
	close(ep);
}

/* Level-triggered, edge-triggered and one-shot items of one pipe */
static void triggers(void)
{
	int lt = epoll_create1(0), et = epoll_create1(0), one = epoll_create1(0);
	struct epoll_event e = { .events = EPOLLIN | EPOLLONESHOT };
	int p[2];
	char c;

	pipe2(p, O_NONBLOCK);
	T(add(lt, p[0], EPOLLIN));
	T(add(et, p[0], EPOLLIN | EPOLLET));
	T(add(one, p[0], EPOLLIN | EPOLLONESHOT));
	wait_show("empty, level", lt, 8);
	T(write(p[1], "ab", 2));
	wait_show("written, level", lt, 8);
	wait_show("again, level", lt, 8);
	wait_show("written, edge", et, 8);
	wait_show("again, edge", et, 8);
	wait_show("written, oneshot", one, 8);
	wait_show("again, oneshot", one, 8);
	T(read(p[0], &c, 1));
	wait_show("half read, level", lt, 8);
	wait_show("half read, edge", et, 8);
	T(write(p[1], "c", 1));
	wait_show("more, edge", et, 8);
	wait_show("more, oneshot", one, 8);
	e.data.fd = p[0];
	T(epoll_ctl(one, EPOLL_CTL_MOD, p[0], &e));
	wait_show("rearmed, oneshot", one, 8);
	T(read(p[0], ev, 8));
	wait_show("drained, level", lt, 8);
	/* the write end goes: a hang-up, even not asked for */
	T(close(p[1]));
	wait_show("hung up, level", lt, 8);
	wait_show("hung up, edge", et, 8);
	/* the last close of the read end takes its items away */
	T(close(p[0]));
	wait_show("closed, level", lt, 8);
	close(lt);
	close(et);
	close(one);
}

/* The write end: writable, full, and an error once no reader is left */
static void write_end(void)
{
	int ep = epoll_create1(0), p[2], dup_fd;
	static char big[70000];

	pipe2(p, O_NONBLOCK);
	T(add(ep, p[1], EPOLLOUT));
	wait_show("empty pipe, write end", ep, 8);
	T(write(p[1], big, sizeof(big)));
	wait_show("full pipe, write end", ep, 8);
	/* another descriptor keeps the file and its item */
	dup_fd = dup(p[0]);
	T(close(p[0]));
	wait_show("a reader left", ep, 8);
	T(close(dup_fd));
	wait_show("no reader left", ep, 8);
	close(p[1]);
	close(ep);
}

/* More ready items than maxevents: each reported in turn */
static void rotation(void)
{
	int ep = epoll_create1(0), p[4][2], i;
	int seen[4] = { 0 };

	for (i = 0; i < 4; i++) {
		pipe(p[i]);
		write(p[i][1], "x", 1);
		add(ep, p[i][0], EPOLLIN);
	}
	for (i = 0; i < 6; i++) {
		int n = epoll_wait(ep, ev, 3, 0);

		for (int j = 0; j < n; j++)
			for (int k = 0; k < 4; k++)
				seen[k] += ev[j].data.fd == p[k][0];
	}
	printf("rotation: %d %d %d %d\n", seen[0], seen[1], seen[2], seen[3]);
	for (i = 0; i < 4; i++) {
		close(p[i][0]);
		close(p[i][1]);
	}
	close(ep);
}

/* epoll files in epoll files: readable when one inside is */
static void nesting(void)
{
	int p[2], ep[7], i;

	pipe(p);
	ep[0] = p[0];
	for (i = 1; i <= 5; i++) {
		ep[i] = epoll_create1(0);
		printf("level %d: ", i);
		T(add(ep[i], ep[i - 1], EPOLLIN));
	}
	ep[6] = epoll_create1(0);
	T(add(ep[6], ep[5], EPOLLIN));
	T(add(ep[1], ep[5], EPOLLIN));
	T(add(ep[3], ep[2], EPOLLIN));
	T(add(ep[2], ep[4], EPOLLIN));
	T(add(ep[6], ep[6], EPOLLIN));
	T(add(ep[6], ep[2], EPOLLIN | EPOLLEXCLUSIVE));
	wait_show("nothing written, outermost", ep[5], 8);
	T(write(p[1], "x", 1));
	for (i = 5; i >= 1; i--) {
		printf("level %d ", i);
		wait_show("written", ep[i], 8);
	}
	for (i = 1; i <= 6; i++)
		close(ep[i]);
	close(p[0]);
	close(p[1]);
}

static void on_alarm(int sig)
{
	(void)sig;
}

static void waits(void)
{
	struct timespec bad = { 0, 1000000000 }, neg = { -1, 0 };
	struct timespec ms = { 0, 1000000 };
	struct sigaction sa = { .sa_handler = on_alarm };
	sigset_t block;
	int ep = epoll_create1(0), p[2];

	pipe(p);
	add(ep, p[0], EPOLLIN);
	T(epoll_pwait2(ep, ev, 1, &bad, NULL));
	T(epoll_pwait2(ep, ev, 1, &neg, NULL));
	T(epoll_pwait2(ep, ev, 1, &ms, NULL));
	T(epoll_wait(ep, ev, 1, 20));
	T(epoll_pwait(ep, ev, 1, 20, NULL));
	sigaction(SIGALRM, &sa, NULL);
	alarm(1);
	T(epoll_wait(ep, ev, 1, -1));
	/* SIGALRM blocked for the wait: it times out instead */
	sigemptyset(&block);
	sigaddset(&block, SIGALRM);
	alarm(1);
	T(epoll_pwait(ep, ev, 1, 1500, &block));
	/* a write made ready while waiting (a child writes) */
	if (!fork()) {
		usleep(100000);
		write(p[1], "y", 1);
		_exit(0);
	}
	T(epoll_wait(ep, ev, 1, 5000));
	close(p[0]);
	close(p[1]);
	close(ep);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	errnos();
	triggers();
	write_end();
	rotation();
	nesting();
	waits();
	return 0;
}
