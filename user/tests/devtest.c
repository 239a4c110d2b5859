// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/devtest.c - devtest FILE TEXT [PROGRAM ARGS...]: what a
 * shell cannot do with a device in one command.  Opens FILE read-write,
 * writes TEXT, seeks back to 1 and reads (the driver's llseek and read
 * at a position), reports where SEEK_END lands, then - still holding
 * the file open - runs PROGRAM (e.g. rmmod, to see the module pinned)
 * and reports its exit status.
 */
#include "libc.h"

#define SEEK_SET	0
#define SEEK_END	2

/* lseek(2), which libc.h has no wrapper for */
static long lseek(int fd, long off, int whence)
{
	return syscall(__NR_lseek, fd, off, whence);
}

static void run(char **argv)
{
	int status = -1;
	pid_t pid = fork();

	if (!pid) {
		execve(argv[0], argv, environ);
		exit(127);
	}
	waitpid(pid, &status, 0);
	printf("devtest: %s exited %d\n", argv[0], (status >> 8) & 0xff);
}

int main(int argc, char **argv)
{
	char buf[128];
	int fd;
	long n;

	if (argc < 3) {
		dprintf(2, "usage: devtest FILE TEXT [PROGRAM ARGS...]\n");
		return 1;
	}
	fd = open(argv[1], O_RDWR);
	if (fd < 0) {
		printf("devtest: open: %s\n", strerror(errno));
		return 1;
	}
	n = write(fd, argv[2], strlen(argv[2]));
	printf("devtest: wrote %ld\n", n);
	printf("devtest: seek 1 -> %ld\n", (long)lseek(fd, 1, SEEK_SET));
	n = read(fd, buf, sizeof(buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	printf("devtest: read %ld \"%s\"\n", n, buf);
	n = lseek(fd, 0, SEEK_END);
	printf("devtest: end -> %ld%s%s\n", n, n < 0 ? " " : "",
	       n < 0 ? strerror(errno) : "");
	if (argc > 3)
		run(argv + 3);
	close(fd);
	return 0;
}
