// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/ttytest.c - ttytest MODE: the terminal's termios modes as a
 * program sees them, for tests/kernel/test_tty.py to type at.  Each mode
 * prints "ready" when it waits for input and one line per result:
 *   raw    ICANON and ECHO off, VMIN 1: three reads of one byte each
 *   noecho ICANON on, ECHO off: one line, not echoed
 *   vtime  VMIN 0, VTIME 5: a read with nothing typed returns 0
 *   poll   poll(2) and select(2) with timeouts, then FIONREAD
 *   bg     a read from outside the foreground process group: SIGTTIN
 *          stops the reader, or EIO if it ignores SIGTTIN
 * The terminal's settings are restored before it exits.
 */
#include "libc.h"
#include "asm/termbits.h"

#define POLLIN	0x0001		/* poll(2), as include/linux/poll.h */

struct pollfd {
	int fd;
	short events, revents;
};

static struct termios saved;

static void set_mode(tcflag_t lflag_off, int vmin, int vtime)
{
	struct termios t = saved;

	t.c_lflag &= ~lflag_off;
	t.c_cc[VMIN] = (cc_t)vmin;
	t.c_cc[VTIME] = (cc_t)vtime;
	ioctl(0, TCSETSF, &t);
}

static void ready(void)
{
	printf("ready\n");
}

static void raw(void)
{
	int i;

	set_mode(ICANON | ECHO, 1, 0);
	ready();
	for (i = 0; i < 3; i++) {
		unsigned char c = 0;
		ssize_t n = read(0, &c, 1);

		printf("read %ld byte: %02x\n", (long)n, c);
	}
}

static void noecho(void)
{
	char buf[64];
	ssize_t n;

	set_mode(ECHO, 1, 0);
	ready();
	n = read(0, buf, sizeof(buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	printf("line of %ld bytes: %s", (long)n, buf);
}

static void vtime(void)
{
	char c;
	ssize_t n;

	set_mode(ICANON | ECHO, 0, 5);
	n = read(0, &c, 1);
	printf("read with nothing typed: %ld\n", (long)n);
}

static void polls(void)
{
	struct pollfd p = { 0, POLLIN, 0 };
	u32 set = 1;
	struct { long sec, usec; } tv = { 0, 200000 };
	int n, avail = 0;

	set_mode(ICANON | ECHO, 1, 0);
	n = (int)syscall(__NR_poll, &p, 1, 200);
	printf("poll, nothing typed: %d\n", n);
	n = (int)syscall(__NR__newselect, 1, &set, NULL, NULL, &tv);
	printf("select, nothing typed: %d\n", n);
	ready();
	n = (int)syscall(__NR_poll, &p, 1, -1);
	printf("poll: %d, revents 0x%x\n", n, p.revents);
	set = 1;
	n = (int)syscall(__NR__newselect, 1, &set, NULL, NULL, NULL);
	printf("select: %d, set %u\n", n, set);
	ioctl(0, FIONREAD, &avail);
	printf("FIONREAD: %d\n", avail);
}

/* A child in a process group of its own reads the terminal */
static void background_reader(bool ignore)
{
	int status;
	char c;
	pid_t pid = fork();

	if (!pid) {
		setpgid(0, 0);
		signal_ignore(SIGTTIN, ignore);
		if (read(0, &c, 1) < 0)
			printf("background read: %s\n", strerror(errno));
		exit(0);
	}
	waitpid(pid, &status, WUNTRACED);
	if (WIFSTOPPED(status)) {
		printf("background read: stopped by %d\n", WSTOPSIG(status));
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
	}
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	ioctl(0, TCGETS, &saved);
	if (!strcmp(mode, "raw"))
		raw();
	else if (!strcmp(mode, "noecho"))
		noecho();
	else if (!strcmp(mode, "vtime"))
		vtime();
	else if (!strcmp(mode, "poll"))
		polls();
	else if (!strcmp(mode, "bg"))
		background_reader(false), background_reader(true);
	else
		dprintf(2, "usage: ttytest raw|noecho|vtime|poll|bg\n");
	ioctl(0, TCSETSF, &saved);
	return 0;
}
