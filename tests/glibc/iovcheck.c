// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/iovcheck.c - readv(2), writev(2), pread(2), pwrite(2),
 * preadv(2) and pwritev(2) on a file, a pipe, /dev/zero and, given as
 * argv[2], a device: what each returns, what lands where, where the
 * file position is after, and the errors (man 2 readv, man 2 pread),
 * one line each, the same on Linux and oops386.
 *
 *	iovcheck DIR [DEV]	DIR: a writable directory
 *	iovcheck -d FILE	FILE empty at the start (a new file on Linux,
 *				a memory device here): 15000 bytes written
 *				and read back in uneven pieces, each piece's
 *				sum printed, so that a device can be held to
 *				what a file does
 */
#include "report.h"	/* first: it asks for glibc's GNU names */
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/uio.h>
#include <unistd.h>

static char a[8], b[8], c[8];
/* bad arguments the compiler cannot see through (glibc's access
 * attributes would refuse them at build time) */
static struct iovec *volatile unmapped = (struct iovec *)8;
static volatile int minus_one = -1;
static struct iovec many[UIO_MAXIOV + 1];

/* The three buffers' bytes, unprintable ones as '.' */
static void buffers(const char *what)
{
	char *bufs[] = { a, b, c };
	int i, j;

	printf("%s:", what);
	for (i = 0; i < 3; i++) {
		printf(" [");
		for (j = 0; j < 8; j++)
			putchar(bufs[i][j] >= ' ' && bufs[i][j] < 127 ?
				bufs[i][j] : '.');
		printf("]");
	}
	printf("\n");
	memset(a, '-', 8), memset(b, '-', 8), memset(c, '-', 8);
}

/* a: 3 bytes, b: 0, c: 8 */
static struct iovec three[3];

static void setup(void)
{
	three[0] = (struct iovec){ a, 3 };
	three[1] = (struct iovec){ b, 0 };
	three[2] = (struct iovec){ c, 8 };
	buffers("start");
}

static void on_file(const char *dir)
{
	char path[256], *w = "0123456789abcdefghij";
	struct iovec out[3] = { { w, 4 }, { w + 4, 0 }, { w + 4, 6 } };
	struct iovec bad[2] = { { a, 4 }, { NULL, 4 } };
	struct iovec neg[2] = { { a, 4 }, { b, (size_t)-1 } };
	struct iovec kern[1] = { { (void *)0xc0100000, 4 } };
	int fd, ro, wo;

	snprintf(path, sizeof(path), "%s/iov", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	T(writev(fd, out, 3));
	T(lseek(fd, 0, SEEK_CUR));
	T(pwrite(fd, "XY", 2, 12));
	T(lseek(fd, 0, SEEK_CUR));
	T(pwritev(fd, out, 1, 20));
	T(lseek(fd, 0, SEEK_CUR));
	T(lseek(fd, 0, SEEK_SET));
	T(readv(fd, three, 3));
	buffers("readv");
	T(lseek(fd, 0, SEEK_CUR));
	T(readv(fd, three, 3));
	buffers("readv at 11");
	T(preadv(fd, three, 3, 1));
	buffers("preadv at 1");
	T(pread(fd, a, 8, 18));
	buffers("pread at 18");
	T(pread(fd, a, 8, 100));
	T(preadv(fd, three, 3, 100));
	T(lseek(fd, 0, SEEK_CUR));
	T(readv(fd, three, 0));
	T(writev(fd, three, 0));
	T(pread(fd, a, 0, 0));
	/* a piece at NULL after a good one: what fits before it */
	T(preadv(fd, bad, 2, 0));
	buffers("preadv into a, NULL");
	T(preadv(fd, bad + 1, 1, 0));
	T(preadv(fd, neg, 2, 0));
	T(preadv(fd, kern, 1, 0));
	T(preadv(fd, unmapped, 1, 0));
	T(preadv(fd, many, UIO_MAXIOV + 1, 0));
	T(preadv(fd, three, minus_one, 0));
	T(pread(fd, a, 4, -1));
	T(preadv(fd, three, 3, -1));
	T(pread(-1, a, 4, -1));
	T(pread(-1, a, 4, 0));
	T(readv(-1, many, UIO_MAXIOV + 1));
	T(readv(-1, three, 3));
	ro = open(path, O_RDONLY);
	wo = open(path, O_WRONLY);
	T(writev(ro, out, 3));
	T(pwritev(ro, out, 3, 0));
	T(readv(wo, three, 3));
	T(readv(wo, three, 0));
	T(readv(wo, unmapped, 1));
	T(pread(wo, a, 4, 0));
	/* O_APPEND: writev goes at the end; pwrite too (man 2 pwrite BUGS) */
	close(wo);
	wo = open(path, O_WRONLY | O_APPEND);
	T(writev(wo, out, 1));
	T(pwrite(wo, "Z", 1, 0));
	T(lseek(wo, 0, SEEK_CUR));
	T(pread(fd, a, 8, 0));
	T(pread(fd, b, 8, 22));
	buffers("after append");
	close(ro), close(wo), close(fd);
	unlink(path);
}

static void on_pipe(void)
{
	struct iovec out[3] = { { "ab", 2 }, { "", 0 }, { "cdefgh", 6 } };
	int p[2];

	if (pipe(p))
		return;
	T(writev(p[1], out, 3));
	T(readv(p[0], three, 3));
	buffers("pipe readv");
	T(pwrite(p[1], "x", 1, 0));
	T(pread(p[0], a, 1, 0));
	T(preadv(p[0], three, 3, 0));
	T(pwritev(p[1], out, 3, 0));
	T(readv(p[0], three, 0));
	T(readv(p[1], three, 3));
	T(writev(p[0], out, 3));
	close(p[0]), close(p[1]);
}

static void on_dev(const char *dev)
{
	int fd = open(dev, O_RDONLY);

	memset(a, 'q', 8), memset(c, 'q', 8);
	T(readv(fd, three, 3));
	buffers(dev);
	T(preadv(fd, three, 3, 5));
	buffers(dev);
	close(fd);
}

/* 10000 bytes with no period a quantum (4000, 4096) would hide */
static unsigned char pattern[10000], back[10000];

static unsigned long sum(const unsigned char *p, size_t len)
{
	unsigned long s = 0;
	size_t i;

	for (i = 0; i < len; i++)
		s = s * 31 + p[i];
	return s;
}

static void sums(const char *what, const struct iovec *v, int n)
{
	int i;

	printf("%s:", what);
	for (i = 0; i < n; i++)
		printf(" %zu/%08lx", v[i].iov_len, sum(v[i].iov_base,
							 v[i].iov_len));
	printf("\n");
}

static void on_memory(const char *path)
{
	struct iovec out[4] = { { pattern, 1000 }, { pattern + 1000, 0 },
				{ pattern + 1000, 3000 },
				{ pattern + 4000, 6000 } };
	struct iovec in[3] = { { back, 5000 }, { back + 5000, 4999 },
			       { back + 9999, 1 } };
	struct iovec ab[2] = { { "AAAAAAAAAA", 10 },
			       { "BBBBBBBBBBBBBBBBBBBB", 20 } };
	struct iovec bad[2] = { { back, 4000 }, { NULL, 10 } };
	int fd = open(path, O_RDWR), i;
	ssize_t n;

	for (i = 0; i < 10000; i++)
		pattern[i] = (unsigned char)(i * 7 + i / 251);
	sums("pattern", out, 4);
	T(writev(fd, out, 4));
	T(lseek(fd, 0, SEEK_CUR));
	T(lseek(fd, 0, SEEK_SET));
	T(readv(fd, in, 3));
	sums("readv", in, 3);
	T(pwritev(fd, ab, 2, 3990));
	memset(back, '-', sizeof(back));
	in[0].iov_len = 25;
	in[1].iov_len = 0;
	in[2] = (struct iovec){ back + 30, 30 };
	T(preadv(fd, in, 3, 3980));
	for (i = 0; i < 60; i++)
		back[i] = back[i] >= ' ' && back[i] < 127 ? back[i] : '.';
	printf("preadv at 3980: %.25s|%.30s\n", back, back + 30);
	T(pread(fd, back, 100, 9990));
	T(pread(fd, back, 100, 20000));
	T(lseek(fd, 15000, SEEK_SET));
	T(write(fd, "end", 3));
	T(pread(fd, back, 5, 14998));
	printf("pread at 14998: %02x %02x %.3s\n", back[0], back[1], back + 2);
	T(lseek(fd, 0, SEEK_SET));
	while ((n = read(fd, back, 7000)) > 0)
		printf("read: %zd %08lx\n", n, sum(back, (size_t)n));
	T(preadv(fd, bad, 2, 0));
	T(lseek(fd, 0, SEEK_CUR));
	close(fd);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "-d")) {
		on_memory(argv[2]);
		return 0;
	}
	if (argc < 2)
		return 2;
	setup();
	on_file(argv[1]);
	on_pipe();
	on_dev("/dev/zero");
	if (argc > 2)
		on_dev(argv[2]);
	return 0;
}
