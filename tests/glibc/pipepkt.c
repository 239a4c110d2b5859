// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/pipepkt.c - pipe2(2)'s O_DIRECT, "packet mode" (pipe(7)):
 * each write of up to PIPE_BUF bytes is one packet, a read returns at
 * most one packet and drops what of it did not fit, a longer write is
 * cut into PIPE_BUF packets; only the write end's F_GETFL shows
 * O_DIRECT.  One line a call, as report.h prints it, the same on
 * Linux 6.1 (tests/kernel/pipepkt.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <unistd.h>

static char buf[3 * 4096];

int main(void)
{
	int fd[2];

	T(pipe2(fd, O_DIRECT | O_NONBLOCK));
	T(fcntl(fd[0], F_GETFL) & O_DIRECT);
	T(fcntl(fd[1], F_GETFL) & O_DIRECT);
	T(write(fd[1], "first", 5));
	T(write(fd[1], "second", 6));
	T(write(fd[1], "x", 1));
	T(read(fd[0], buf, 0));
	T(read(fd[0], buf, 3));		/* "fir", "st" dropped */
	printf("got %.3s\n", buf);
	T(read(fd[0], buf, 100));	/* "second" alone */
	printf("got %.6s\n", buf);
	T(read(fd[0], buf, 100));
	T(read(fd[0], buf, 100));	/* empty: EAGAIN */
	/* PIPE_BUF + 100 bytes: two packets */
	memset(buf, 'a', sizeof(buf));
	T(write(fd[1], buf, 4096 + 100));
	T(read(fd[0], buf, sizeof(buf)));
	T(read(fd[0], buf, sizeof(buf)));
	/* sixteen packets fill the pipe, whatever their size */
	for (int i = 0; i < 17; i++)
		if (write(fd[1], "p", 1) != 1)
			printf("write %d: %s\n", i, strerrorname_np(errno));
	T(read(fd[0], buf, sizeof(buf)));
	T(close(fd[0]));
	T(close(fd[1]));
	/* the flags pipe2() knows, no other */
	T(pipe2(fd, O_APPEND));
	return 0;
}
