// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/eventfdcheck.c - eventfd(2): the flags and their errnos,
 * reads and writes of 8 bytes, the counter's limit (0xfffffffffffffffe,
 * EAGAIN past it), EFD_SEMAPHORE's one at a time, readiness for poll(2)
 * and epoll, and a read that waits for another process's write.  One
 * line a call, as report.h prints it, the same on Linux 6.1
 * (tests/kernel/eventfdcheck.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static uint64_t v;

static void poll_show(const char *what, int fd)
{
	struct pollfd p = { .fd = fd, .events = POLLIN | POLLOUT };

	show(what, poll(&p, 1, 0));
	printf("  revents %#x\n", p.revents);
}

static void put(int fd, uint64_t val)
{
	v = val;
	show("write", write(fd, &v, sizeof(v)));
}

static void get(int fd)
{
	v = 0;
	show("read", read(fd, &v, sizeof(v)));
	printf("  value %#llx\n", (unsigned long long)v);
}

int main(void)
{
	struct epoll_event ev = { .events = EPOLLIN | EPOLLET };
	int fd, sem, ep, st;
	char small[4];

	setvbuf(stdout, NULL, _IONBF, 0);
	T(syscall(SYS_eventfd2, 0, 4));
	T(syscall(SYS_eventfd2, 0, EFD_CLOEXEC | 0x100));
	fd = syscall(SYS_eventfd2, 5, EFD_NONBLOCK | EFD_CLOEXEC);
	T(fcntl(fd, F_GETFD));
	T(fcntl(fd, F_GETFL) & (O_NONBLOCK | O_ACCMODE));
	T(read(fd, small, sizeof(small)));
	T(write(fd, small, sizeof(small)));
	T(lseek(fd, 0, SEEK_SET));
	poll_show("poll, 5", fd);
	get(fd);
	get(fd);
	poll_show("poll, 0", fd);
	put(fd, ~0ULL);
	put(fd, 0xfffffffffffffffeULL);
	put(fd, 1);
	poll_show("poll, full", fd);
	get(fd);
	/* an edge-triggered item: every write is an event */
	ep = epoll_create1(0);
	ev.data.fd = fd;
	T(epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev));
	T(epoll_wait(ep, &ev, 1, 0));
	put(fd, 2);
	T(epoll_wait(ep, &ev, 1, 0));
	printf("  events %#x\n", ev.events);
	T(epoll_wait(ep, &ev, 1, 0));
	put(fd, 3);
	T(epoll_wait(ep, &ev, 1, 0));
	get(fd);
	close(ep);
	close(fd);

	sem = syscall(SYS_eventfd, 3);
	T(fcntl(sem, F_GETFL) & (O_NONBLOCK | O_ACCMODE));
	close(sem);
	sem = eventfd(3, EFD_SEMAPHORE | EFD_NONBLOCK);
	get(sem);
	get(sem);
	get(sem);
	get(sem);
	close(sem);

	/* a blocking read waits for the child's write */
	sem = eventfd(0, EFD_SEMAPHORE);
	if (!fork()) {
		usleep(100000);
		put(sem, 2);
		_exit(0);
	}
	get(sem);
	get(sem);
	wait(&st);
	T(st);
	close(sem);
	return 0;
}
