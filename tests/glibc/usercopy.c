// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/usercopy.c - the kernel's copies to and from user memory
 * (copy_to_user(), copy_from_user(), arch/i386/lib/usercopy.c): the
 * right bytes at every length and alignment, the count of a copy cut
 * short by an unmapped page, and the same with the direction flag set
 * in user mode (the kernel's string instructions must not copy
 * backwards: arch/i386/kernel/entry.S clears it on the way in).
 * One line per check, the same on Linux 6.1 (tests/kernel/usercopy.linux).
 *
 *   usercopy DIR [--counts]     its files go in DIR
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define PAGE		4096
#define FILE_LEN	(3 * PAGE + 13)

static unsigned char pattern(long i)
{
	return (unsigned char)(i * 7 + 3 + i / 251);
}

static char path[256], path2[256];
static unsigned char want[FILE_LEN], buf[FILE_LEN + 64];

/* a system call made with EFLAGS.DF set, as int $0x80 from assembly
 * that forgot a cld would; *df_after: whether DF was still set on
 * return (the user's flags are its own) */
static long syscall3_df(long nr, long a, long b, long c, int *df_after)
{
	long ret, flags;

	asm volatile("std\n\t"
		     "int $0x80\n\t"
		     "pushfl\n\t"
		     "popl %1\n\t"
		     "cld"
		     : "=a"(ret), "=r"(flags)
		     : "0"(nr), "b"(a), "c"(b), "d"(c)
		     : "memory", "cc");
	*df_after = !!(flags & 0x400);
	return ret;
}

static int same(const unsigned char *p, long from, long n)
{
	return !memcmp(p, want + from, n);
}

/* read(2) of every length 0..LEN at a few alignments of file and buffer */
static void lengths(int fd)
{
	int bad = 0;
	long off, at, n;

	for (off = 0; off < 8; off += 3)
		for (at = 0; at < 8; at++)
			for (n = 0; n <= 70; n++) {
				memset(buf, 0xee, sizeof(buf));
				if (pread(fd, buf + at, n, off) != n ||
				    !same(buf + at, off, n) ||
				    buf[at + n] != 0xee || (at && buf[at - 1] != 0xee))
					bad++;
			}
	printf("pread lengths 0-70 at 24 alignments: %s\n",
	       bad ? "WRONG" : "ok");
}

static void direction_flag(int fd)
{
	long st[32], st_df[32];	/* struct stat64 is 96 bytes */
	int df, out;
	long n;

	memset(buf, 0, sizeof(buf));
	lseek(fd, 5, SEEK_SET);
	n = syscall3_df(SYS_read, fd, (long)(buf + 3), 3000, &df);
	printf("read of 3000 with DF set: %ld, bytes %s, DF after: %s\n", n,
	       n == 3000 && same(buf + 3, 5, 3000) ? "right" : "WRONG",
	       df ? "set" : "clear");
	out = open(path2, O_CREAT | O_TRUNC | O_RDWR, 0644);
	n = syscall3_df(SYS_write, out, (long)(want + 1), 2999, &df);
	memset(buf, 0, sizeof(buf));
	printf("write of 2999 with DF set: %ld, read back %s\n", n,
	       pread(out, buf, 2999, 0) == 2999 && same(buf, 1, 2999) ?
		       "right" : "WRONG");
	memset(st, 0, sizeof(st));
	memset(st_df, 0, sizeof(st_df));
	syscall(SYS_fstat64, out, st);
	n = syscall3_df(SYS_fstat64, out, (long)st_df, 0, &df);
	printf("fstat64 with DF set: %ld, %s\n", n,
	       !memcmp(&st, &st_df, sizeof(st)) ? "same" : "DIFFERENT");
	close(out);
}

/* a count, or the errno's name */
static const char *count(long n)
{
	static char text[32];

	if (n < 0)
		return strerrorname_np(errno);
	snprintf(text, sizeof(text), "%ld", n);
	return text;
}

/*
 * k bytes before an unmapped page: read(2) of k + 100 copies at most k
 * bytes, the right ones, or fails with EFAULT.  How many is the
 * kernel's choice: Linux 6.1 copies by words and blocks and stops short
 * (EFAULT for 4 bytes of 104, 64 of 200), oops386 copies exactly k -
 * printed with --counts.  (Not write(2): Linux 6.1 retries such a write
 * for ever, in its generic_perform_write.)
 */
static void short_copies(int fd, int counts)
{
	static const long ks[] = { 1, 2, 3, 4, 5, 7, 8, 13, 100, 4096 };
	unsigned char *map = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE,
				  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned char *end = map + PAGE;
	unsigned int i;

	munmap(end, PAGE);
	for (i = 0; i < sizeof(ks) / sizeof(ks[0]); i++) {
		long k = ks[i], n;

		memset(map, 0, PAGE);
		n = pread(fd, end - k, k + 100, 1);
		printf("read of %ld, %ld bytes mapped: %s, bytes %s\n", k + 100,
		       k, counts ? count(n) : n <= k ? "no more" : "MORE",
		       n < 0 || same(end - k, 1, n) ? "right" : "WRONG");
	}
	munmap(map, PAGE);
}

int main(int argc, char **argv)
{
	long i;
	int fd;

	if (argc != 2 && (argc != 3 || strcmp(argv[2], "--counts"))) {
		fprintf(stderr, "usage: usercopy DIR [--counts]\n");
		return 2;
	}
	snprintf(path, sizeof(path), "%s/usercopy.dat", argv[1]);
	snprintf(path2, sizeof(path2), "%s/usercopy.out", argv[1]);
	for (i = 0; i < FILE_LEN; i++)
		want[i] = pattern(i);
	fd = open(path, O_CREAT | O_TRUNC | O_RDWR, 0644);
	if (fd < 0 || write(fd, want, FILE_LEN) != FILE_LEN) {
		perror(path);
		return 1;
	}
	lengths(fd);
	direction_flag(fd);
	short_copies(fd, argc == 3);
	close(fd);
	unlink(path);
	unlink(path2);
	return 0;
}
