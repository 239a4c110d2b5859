// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/lockcheck.c - fcntl(2)'s record locks: F_SETLK's errnos,
 * what F_GETLK reports to another process (the lowest lock in the way),
 * an owner's locks merged and split, every POSIX lock of the process on
 * a file gone when any descriptor of it closes, F_SETLKW waiting for a
 * lock to go and EDEADLK when two processes would wait for each other,
 * open file description locks (F_OFD_*) against POSIX ones.  One line a
 * call, as report.h prints it, the same on Linux 6.1
 * (tests/kernel/lockcheck.linux) and oops386.
 */
#define _FILE_OFFSET_BITS 64
#include "report.h"
#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const types[] = { "F_RDLCK", "F_WRLCK", "F_UNLCK" };
static pid_t parent;

static int lk(int fd, int cmd, short type, off_t start, off_t len)
{
	struct flock fl = { .l_type = type, .l_whence = SEEK_SET,
			    .l_start = start, .l_len = len };

	return fcntl(fd, cmd, &fl);
}

/* What F_GETLK (or F_OFD_GETLK) says about a write lock of [start, +len) */
static void getlk(int fd, int cmd, off_t start, off_t len)
{
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET,
			    .l_start = start, .l_len = len };

	if (fcntl(fd, cmd, &fl)) {
		printf("getlk %lld %lld: %s\n", (long long)start,
		       (long long)len, strerrorname_np(errno));
		return;
	}
	printf("getlk %lld %lld: %s", (long long)start, (long long)len,
	       types[fl.l_type]);
	if (fl.l_type != F_UNLCK)
		printf(" start %lld len %lld pid %s", (long long)fl.l_start,
		       (long long)fl.l_len, fl.l_pid == parent ? "parent" :
		       fl.l_pid == -1 ? "-1" : "other");
	printf("\n");
}

/* A child's view of fd's locks: F_GETLK over the file, 1 byte at a time
 * where locks are (0..19), then whether it may lock [0, 20) */
static void from_child(int fd, int cmd)
{
	if (!fork()) {
		getlk(fd, cmd, 0, 0);
		for (int i = 0; i < 20; i += 3)
			getlk(fd, cmd, i, 3);
		T(lk(fd, F_SETLK, F_RDLCK, 0, 20));
		T(lk(fd, F_SETLK, F_WRLCK, 0, 20));
		exit(0);
	}
	wait(NULL);
}

static void errnos(const char *path)
{
	int ro = open(path, O_RDONLY), wo = open(path, O_WRONLY);
	struct flock fl = { .l_type = F_RDLCK, .l_whence = 7 };

	T(lk(ro, F_SETLK, F_WRLCK, 0, 1));
	T(lk(wo, F_SETLK, F_RDLCK, 0, 1));
	T(lk(ro, F_SETLK, 5, 0, 1));
	T(lk(ro, F_GETLK, F_UNLCK, 0, 1));
	T(lk(ro, F_SETLK, F_RDLCK, -1, 1));
	T(lk(ro, F_SETLK, F_RDLCK, 2, -3));
	T(lk(ro, F_SETLK, F_RDLCK, 2, -2));
	T(fcntl(ro, F_SETLK, &fl));
	T(fcntl(ro, F_SETLK, NULL));
	T(lk(ro, F_OFD_SETLK, F_RDLCK, 0, 1));
	fl.l_whence = SEEK_SET;
	fl.l_pid = 1;
	T(fcntl(ro, F_OFD_SETLK, &fl));
	T(lk(ro, F_SETLK, F_UNLCK, 0, 0));
	close(ro);
	close(wo);
}

int main(void)
{
	const char *path = "/tmp/lockcheck.dat";
	int fd, fd2, p[2], r;
	char c;

	setvbuf(stdout, NULL, _IONBF, 0);
	parent = getpid();
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	write(fd, "0123456789abcdefghij", 20);
	errnos(path);

	/* read 0-4, write 10-14, then a write lock in the middle of the
	 * read one and a read lock touching the write one */
	T(lk(fd, F_SETLK, F_RDLCK, 0, 5));
	T(lk(fd, F_SETLK, F_WRLCK, 10, 5));
	T(lk(fd, F_SETLK, F_WRLCK, 2, 1));
	T(lk(fd, F_SETLK, F_RDLCK, 15, 3));
	from_child(fd, F_GETLK);
	/* merged: one write lock 1-17, then 5-7 unlocked in it */
	T(lk(fd, F_SETLK, F_WRLCK, 1, 17));
	T(lk(fd, F_SETLK, F_UNLCK, 5, 3));
	from_child(fd, F_GETLK);
	/* any descriptor's close ends the process's locks on the file */
	fd2 = open(path, O_RDONLY);
	T(close(fd2));
	from_child(fd, F_GETLK);

	/* F_SETLKW waits for the child's lock to go (its exit) */
	pipe(p);
	if (!fork()) {
		lk(fd, F_SETLK, F_WRLCK, 0, 1);
		write(p[1], "x", 1);
		usleep(200000);
		exit(0);
	}
	read(p[0], &c, 1);
	T(lk(fd, F_SETLK, F_WRLCK, 0, 1));
	T(lk(fd, F_SETLKW, F_WRLCK, 0, 1));
	wait(NULL);

	/* the parent holds 0, the child 1 and waits for 0: the parent's
	 * wait for 1 would close the circle */
	if (!fork()) {
		lk(fd, F_SETLK, F_WRLCK, 1, 1);
		write(p[1], "x", 1);
		T(lk(fd, F_SETLKW, F_WRLCK, 0, 1));
		exit(0);
	}
	read(p[0], &c, 1);
	usleep(200000);
	T(lk(fd, F_SETLKW, F_WRLCK, 1, 1));
	/* the child's wait ends: its line first, whoever runs first */
	r = lk(fd, F_SETLK, F_UNLCK, 0, 1);
	wait(NULL);
	show("unlocked for the child", r);

	/* open file description locks: their own owner, pid -1 */
	T(lk(fd, F_SETLK, F_UNLCK, 0, 0));
	fd2 = open(path, O_RDWR);
	T(lk(fd, F_OFD_SETLK, F_WRLCK, 0, 4));
	T(lk(fd2, F_OFD_SETLK, F_RDLCK, 2, 4));
	T(lk(fd2, F_SETLK, F_RDLCK, 2, 4));
	getlk(fd2, F_OFD_GETLK, 0, 10);
	getlk(fd, F_GETLK, 0, 10);
	from_child(fd, F_OFD_GETLK);
	T(close(fd));
	getlk(fd2, F_OFD_GETLK, 0, 10);
	close(fd2);
	unlink(path);
	return 0;
}
