// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/sigread.c - sigread FILE MODE [restart]: a read (or, for
 * MODE "open", a second open) of a device that sleeps until a signal
 * comes.  SIGALRM arrives after 300 ms (ualarm(3)): long after the call
 * has gone to sleep, and short enough for tests/kernel/
 * test_classic_lkmpg.py's twelve calls.  Its handler is
 * installed without SA_RESTART, or with it when "restart" is given, and
 * then it also writes "woken" to the device, so a restarted read finds
 * text.
 * Prints what the call returned, as the program would see it (read(2),
 * "Interrupted system call" is EINTR).
 */
#include "libc.h"

static volatile int hits;
static int dev_fd = -1;

static void on_alarm(int sig)
{
	(void)sig;
	hits++;
	if (dev_fd >= 0)
		write(dev_fd, "woken", 5);
}

static void report(const char *what, long n, const char *buf)
{
	printf("sigread: %s returned %ld (%s), handler ran %d\n", what, n,
	       n < 0 ? strerror(errno) : buf, hits);
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	char buf[64];
	long n;
	int fd;

	if (argc < 3) {
		dprintf(2, "usage: sigread FILE MODE [restart]\n");
		return 1;
	}
	fd = open(argv[1], O_RDWR);
	if (fd < 0) {
		printf("sigread: open: %s\n", strerror(errno));
		return 1;
	}
	if (argc > 3 && !strcmp(argv[3], "restart")) {
		sa.sa_flags = SA_RESTART;
		dev_fd = fd;
	}
	sigaction(SIGALRM, &sa, NULL);
	ualarm(300000, 0);
	if (!strcmp(argv[2], "open")) {
		report("second open", open(argv[1], O_RDWR), "opened");
		return 0;
	}
	write(fd, argv[2], strlen(argv[2]));
	n = read(fd, buf, sizeof(buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	report("read", n, buf);
	close(fd);
	return 0;
}
