// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/memfdcheck.c - memfd_create(2) and its seals (fcntl(2)
 * F_ADD_SEALS, F_GET_SEALS), mincore(2) (untouched, touched and mlocked
 * pages, a file's pages and holes, the errnos), and a pipe's capacity
 * (F_SETPIPE_SZ, F_GETPIPE_SZ, /proc/sys/fs/pipe-max-size).  One line
 * a call, the same on Linux 6.1 (tests/kernel/inotify.linux) and
 * oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define PG 4096

static void memfd(void)
{
	static char longname[300];
	struct stat st;
	char buf[8] = "";
	int fd;
	void *m;

	memset(longname, 'x', 249);
	T(memfd_create("a", 0x100));
	T(memfd_create("a", MFD_HUGETLB | MFD_ALLOW_SEALING | 0x100));
	T(memfd_create(NULL, 0));
	T(close(memfd_create(longname, 0)));
	longname[249] = 'x';
	T(memfd_create(longname, 0));
	fd = memfd_create("plain", MFD_CLOEXEC);
	T(fcntl(fd, F_GETFD));
	T(fcntl(fd, F_GETFL) & O_ACCMODE);
	T(fcntl(fd, F_GET_SEALS));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE));
	T(fstat(fd, &st));
	printf("  mode %o nlink %lu size %lld\n", st.st_mode,
	       (unsigned long)st.st_nlink, (long long)st.st_size);
	T(write(fd, "hello", 5));
	T(pread(fd, buf, 5, 0));
	T(close(fd));
	T(fcntl(0, F_GET_SEALS));
	fd = memfd_create("sealed", MFD_ALLOW_SEALING);
	T(fcntl(fd, F_GET_SEALS));
	T(ftruncate(fd, 2 * PG));
	T(fcntl(fd, F_ADD_SEALS, 0x20));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK));
	T(ftruncate(fd, PG));
	T(ftruncate(fd, 3 * PG));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_GROW));
	T(ftruncate(fd, 3 * PG));
	T(ftruncate(fd, 2 * PG));
	T(pwrite(fd, "ab", 2, 2 * PG - 1));
	T(pwrite(fd, "ab", 2, 0));
	T(fallocate(fd, 0, 0, 3 * PG));
	m = mmap(NULL, PG, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	T(m != MAP_FAILED);
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE));
	T(munmap(m, PG));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE));
	T(fcntl(fd, F_GET_SEALS));
	T(write(fd, "x", 1));
	T(mmap(NULL, PG, PROT_READ, MAP_SHARED, fd, 0) == MAP_FAILED);
	T(mmap(NULL, PG, PROT_READ, MAP_PRIVATE, fd, 0) == MAP_FAILED);
	T(fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, PG));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_SEAL));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK));
	T(fcntl(fd, F_GET_SEALS));
	T(close(fd));
	fd = memfd_create("future", MFD_ALLOW_SEALING);
	T(ftruncate(fd, PG));
	T(fcntl(fd, F_ADD_SEALS, F_SEAL_FUTURE_WRITE));
	T(write(fd, "x", 1));
	T(mmap(NULL, PG, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0) == MAP_FAILED);
	m = mmap(NULL, PG, PROT_READ, MAP_SHARED, fd, 0);
	T(m != MAP_FAILED);
	T(mprotect(m, PG, PROT_READ | PROT_WRITE));
	T(munmap(m, PG));
	T(close(fd));
}

static void show_vec(const unsigned char *vec, int n)
{
	int i;

	printf("  vec");
	for (i = 0; i < n; i++)
		printf(" %d", vec[i] & 1);
	printf("\n");
}

static void mincore_check(void)
{
	unsigned char vec[4];
	char *m = mmap(NULL, 4 * PG, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int fd;

	T(mincore(m + 1, PG, vec));
	T(mincore(m, PG, (unsigned char *)16));
	T(mincore(m, 4 * PG, vec));
	show_vec(vec, 4);
	m[PG] = 1;
	T(mincore(m, 3 * PG + 1, vec));
	show_vec(vec, 4);
	T(mlock(m + 2 * PG, PG));
	T(mincore(m, 4 * PG, vec));
	show_vec(vec, 4);
	T(mincore(m, 0, vec));
	T(munmap(m + 3 * PG, PG));
	T(mincore(m, 4 * PG, vec));
	T(mincore((void *)0xc0000000, PG, vec));
	T(munmap(m, 3 * PG));
	fd = memfd_create("pages", 0);
	T(ftruncate(fd, 4 * PG));
	T(pwrite(fd, "x", 1, 2 * PG));
	m = mmap(NULL, 4 * PG, PROT_READ, MAP_SHARED, fd, 0);
	T(mincore(m, 4 * PG, vec));
	show_vec(vec, 4);
	T(munmap(m, 4 * PG));
	T(close(fd));
}

/* A new pipe's capacity under a pipe-max-size below 64 KiB: root's
 * keeps 16 pages (CAP_SYS_RESOURCE), another user's gets the limit
 * (LTP's fcntl35) */
static void new_pipe_sizes(void)
{
	int p[2];

	pipe(p);
	T(fcntl(p[0], F_GETPIPE_SZ));
	close(p[0]);
	close(p[1]);
	if (!fork()) {
		T(setuid(65534));
		pipe(p);
		T(fcntl(p[0], F_GETPIPE_SZ));
		_exit(0);
	}
	wait(NULL);
}

static void pipe_size(void)
{
	char big[8192] = "";
	int p[2], fd;

	T(pipe(p));
	T(fcntl(p[0], F_GETPIPE_SZ));
	T(fcntl(p[1], F_SETPIPE_SZ, 1));
	T(fcntl(p[0], F_GETPIPE_SZ));
	T(fcntl(p[1], F_SETPIPE_SZ, 5000));
	T(write(p[1], big, 6000));
	T(fcntl(p[1], F_SETPIPE_SZ, PG));
	T(fcntl(p[1], F_SETPIPE_SZ, 3 * PG));
	T(read(p[0], big, 100));
	T(read(p[0], big, sizeof(big)));
	T(fcntl(p[1], F_SETPIPE_SZ, 0));
	T(fcntl(p[1], F_SETPIPE_SZ, -1));
	T(fcntl(p[1], F_SETPIPE_SZ, 1 << 30));
	T(fcntl(p[1], F_SETPIPE_SZ, 1 << 20));
	T(fcntl(0 + p[0], F_GETPIPE_SZ));
	T(write(p[1], big, 8000));
	T(fcntl(p[1], F_SETPIPE_SZ, PG));
	T(fcntl(p[1], F_SETPIPE_SZ, 2 * PG));
	T(read(p[0], big, sizeof(big)));
	fd = open("/proc/sys/fs/pipe-max-size", O_RDONLY);
	memset(big, 0, sizeof(big));
	T(read(fd, big, sizeof(big)));
	printf("  %.*s", 20, big);
	T(close(fd));
	fd = open("/proc/sys/fs/pipe-max-size", O_WRONLY);
	T(write(fd, "5000\n", 5));
	T(close(fd));
	fd = open("/proc/sys/fs/pipe-max-size", O_RDWR);
	memset(big, 0, sizeof(big));
	T(read(fd, big, sizeof(big)));
	printf("  %.*s", 20, big);
	new_pipe_sizes();
	T(pwrite(fd, "1048576\n", 8, 0));
	T(close(fd));
	fd = open("/", O_RDONLY);
	T(fcntl(fd, F_GETPIPE_SZ));
	T(fcntl(fd, F_SETPIPE_SZ, PG));
	T(close(fd));
	T(close(p[0]));
	T(close(p[1]));
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	memfd();
	mincore_check();
	pipe_size();
	return 0;
}
