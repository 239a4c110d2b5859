// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/fadvcheck.c - posix_fadvise(2) (glibc: fadvise64_64,
 * i386's register pairs) and fadvise64 itself: every advice on a file,
 * offsets and lengths past 4 GiB, and the errnos - a bad descriptor, a
 * pipe, a FIFO, a negative length, unknown advice.  posix_fadvise(3)
 * returns the error number itself.  One line a call, the same on Linux
 * 6.1 (tests/kernel/fadvcheck.linux) and oops386.
 */
#define _FILE_OFFSET_BITS 64
#include "report.h"
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* posix_fadvise's answer: 0 or an errno's name */
static void fadv(const char *what, int err)
{
	printf("%s: %s\n", what, err ? strerrorname_np(err) : "0");
}

#define F(call)	fadv(#call, call)

int main(void)
{
	int fd = open("/tmp/fadv.dat", O_RDWR | O_CREAT | O_TRUNC, 0600);
	int p[2], fifo;

	write(fd, "data", 4);
	for (int advice = 0; advice <= 6; advice++) {
		printf("advice %d ", advice);
		F(posix_fadvise(fd, 0, 0, advice));
	}
	F(posix_fadvise(fd, 1LL << 40, 1LL << 33, POSIX_FADV_WILLNEED));
	F(posix_fadvise(fd, -1, 10, POSIX_FADV_DONTNEED));
	F(posix_fadvise(fd, 0, -1, POSIX_FADV_NORMAL));
	F(posix_fadvise(fd, 0, -(1LL << 40), POSIX_FADV_NORMAL));
	F(posix_fadvise(-1, 0, 0, POSIX_FADV_NORMAL));
	F(posix_fadvise(99, 0, 0, POSIX_FADV_NORMAL));
	pipe(p);
	F(posix_fadvise(p[0], 0, 0, POSIX_FADV_NORMAL));
	F(posix_fadvise(p[1], 0, 0, 99));
	mkfifo("/tmp/fadv.fifo", 0600);
	fifo = open("/tmp/fadv.fifo", O_RDWR);
	F(posix_fadvise(fifo, 0, 0, POSIX_FADV_NORMAL));
	/* the older call: a 32-bit length */
	T(syscall(SYS_fadvise64, fd, 0, 0, 100, POSIX_FADV_RANDOM));
	T(syscall(SYS_fadvise64, fd, 0, 0, 100, 77));
	T(syscall(SYS_fadvise64, p[0], 0, 0, 100, POSIX_FADV_RANDOM));
	unlink("/tmp/fadv.fifo");
	unlink("/tmp/fadv.dat");
	return 0;
}
