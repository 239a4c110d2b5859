// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/hugecheck.c - huge pages (4 MiB on i386 without PAE): the
 * pool root sets (/proc/sys/vm/nr_hugepages, the sysfs files), the
 * counts /proc/meminfo shows, mmap(2) MAP_HUGETLB shared and private
 * (reservations, fork(2) and copy-on-write), memfd_create(2)
 * MFD_HUGETLB, shmget(2) SHM_HUGETLB, and the bad calls: sizes the
 * kernel has not, cuts inside a huge page, more pages than the pool.
 * One line a call, as report.h prints it, the same on Linux 6.1
 * (tests/kernel/hugecheck.linux) and oops386.
 */
#include "report.h"
#include "meminfo.h"
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define HPS		(4UL << 20)
#define HUGE_SHIFT	26
#define SYSFS		"/sys/kernel/mm/hugepages/hugepages-4096kB/"

/* The HugePages_* and Hugepagesize lines of /proc/meminfo */
static void meminfo(const char *when)
{
	FILE *f = fopen("/proc/meminfo", "r");
	char line[128];

	printf("meminfo %s\n", when);
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "HugePages_", 10) ||
		    !strncmp(line, "Hugepagesize", 12) ||
		    !strncmp(line, "Hugetlb", 7))
			printf("  %s", line);
	if (f)
		fclose(f);
}

static long read_num(const char *path)
{
	FILE *f = fopen(path, "r");
	long n = -1;

	if (f) {
		if (fscanf(f, "%ld", &n) != 1)
			n = -2;
		fclose(f);
	}
	return n;
}

/* write(2) of text to path: its return, or the errno's name */
static void put(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY);
	char what[160];

	snprintf(what, sizeof(what), "write %s to %s", text, path);
	if (fd < 0) {
		show(what, -1);
		return;
	}
	show(what, write(fd, text, strlen(text)) == (ssize_t)strlen(text) ?
			   0 : -1);
	close(fd);
}

static void sysfs(void)
{
	static const char *const names[] = {
		"nr_hugepages", "free_hugepages", "resv_hugepages",
		"surplus_hugepages", "nr_overcommit_hugepages",
	};
	char path[128];
	unsigned int i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		snprintf(path, sizeof(path), SYSFS "%s", names[i]);
		printf("  %s %ld\n", names[i], read_num(path));
	}
	printf("  vm/nr_hugepages %ld\n", read_num("/proc/sys/vm/nr_hugepages"));
}

/* The names of the sysfs directories, sorted */
static void listing(const char *dir)
{
	struct dirent **names;
	int i, n = scandir(dir, &names, NULL, alphasort);

	printf("ls %s:", dir);
	for (i = 0; i < n; i++) {
		if (names[i]->d_name[0] != '.')
			printf(" %s", names[i]->d_name);
		free(names[i]);
	}
	printf("\n");
	if (n >= 0)
		free(names);
}

static void *huge_map(const char *what, int flags)
{
	void *p = mmap(NULL, HPS, PROT_READ | PROT_WRITE, flags, -1, 0);

	show(what, p == MAP_FAILED ? -1 : (long)((unsigned long)p % HPS));
	return p;
}

/* A child writes 'c' at the start of p: does the parent see it? */
static void child_writes(const char *what, char *p)
{
	int st;

	p[0] = 'p';
	if (!fork()) {
		p[0] = 'c';
		p[HPS - 1] = 'c';
		_exit(0);
	}
	wait(&st);
	printf("%s: parent reads %c %c\n", what, p[0], p[HPS - 1] ?: '0');
}

static void shared_anon(void)
{
	char *p = huge_map("mmap shared MAP_HUGETLB",
			   MAP_SHARED | MAP_ANONYMOUS | MAP_HUGETLB);

	meminfo("after mmap shared");
	child_writes("shared", p);
	meminfo("after touch shared");
	T(munmap(p, HPS / 4));
	T(munmap(p + HPS / 4, HPS / 4));
	T(mprotect(p, HPS / 2, PROT_READ));
	T(munmap(p, HPS));
	meminfo("after munmap shared");
}

static void private_anon(void)
{
	char *p = huge_map("mmap private MAP_HUGETLB",
			   MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB);

	meminfo("after mmap private");
	child_writes("private", p);
	meminfo("after fork private");
	T(mprotect(p, HPS, PROT_READ));
	T(munmap(p, HPS));
	meminfo("after munmap private");
}

static void sizes(void)
{
	void *p;

	p = mmap(NULL, HPS, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_HUGETLB | (21 << HUGE_SHIFT), -1, 0);
	show("mmap MAP_HUGE_2MB", p == MAP_FAILED ? -1 : 0);
	p = mmap(NULL, HPS, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_HUGETLB | (22 << HUGE_SHIFT), -1, 0);
	show("mmap MAP_HUGE_4MB", p == MAP_FAILED ? -1 : 0);
	if (p != MAP_FAILED)
		munmap(p, HPS);
	p = mmap(NULL, 3 * HPS, PROT_READ, MAP_SHARED | MAP_ANONYMOUS |
		 MAP_HUGETLB, -1, 0);
	show("mmap 3 huge pages of 2", p == MAP_FAILED ? -1 : 0);
	p = mmap(NULL, 1, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
	show("mmap 1 byte MAP_HUGETLB", p == MAP_FAILED ? -1 : 0);
	if (p != MAP_FAILED)
		T(munmap(p, HPS));
	p = mmap((void *)0x50100000, HPS, PROT_READ, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_HUGETLB | MAP_FIXED, -1, 0);
	show("mmap MAP_FIXED unaligned", p == MAP_FAILED ? -1 : 0);
	p = mmap(NULL, HPS, PROT_READ, MAP_PRIVATE | MAP_HUGETLB, 0, 0);
	show("mmap MAP_HUGETLB of stdin", p == MAP_FAILED ? -1 : 0);
}

static void memfd(void)
{
	int fd = syscall(SYS_memfd_create, "h", 4 /* MFD_HUGETLB */), fd2;
	char *p;

	show("memfd_create MFD_HUGETLB", fd < 0 ? -1 : 0);
	T(syscall(SYS_memfd_create, "h2", 4 | (21 << HUGE_SHIFT)));
	T(syscall(SYS_memfd_create, "h3", 4 | (22 << HUGE_SHIFT)) > 0);
	T(syscall(SYS_memfd_create, "h4", 1 << HUGE_SHIFT));
	T(write(fd, "x", 1));
	T(ftruncate(fd, 4096));
	T(ftruncate(fd, HPS));
	p = mmap(NULL, HPS, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	show("mmap memfd", p == MAP_FAILED ? -1 : 0);
	p[5] = 'm';
	meminfo("after memfd touch");
	T(munmap(p, HPS));
	p = mmap(NULL, HPS, PROT_READ, MAP_SHARED, fd, 0);
	printf("memfd again reads %c\n", p[5]);
	T(munmap(p, HPS));
	T(mmap(NULL, HPS, PROT_READ, MAP_SHARED, fd, 4096) == MAP_FAILED);
	T(ftruncate(fd, 0));
	meminfo("after memfd truncate");
	/* LTP's memfd_create03: a private mapping reserves the pool whole,
	 * and the next one finds nothing left */
	p = mmap(NULL, 2 * HPS, PROT_WRITE, MAP_PRIVATE, fd, 0);
	show("mmap private all", p == MAP_FAILED ? -1 : 0);
	p[0] = 1;
	fd2 = syscall(SYS_memfd_create, "h5", 4);
	T(mmap(NULL, HPS, 0, MAP_PRIVATE, fd2, 0) == MAP_FAILED);
	T(mmap(NULL, HPS, 0, MAP_PRIVATE | MAP_NORESERVE, fd2, 0) ==
	  MAP_FAILED);
	meminfo("with all reserved");
	T(munmap(p, 2 * HPS));
	close(fd2);
	close(fd);
}

static void shm(void)
{
	int id = shmget(IPC_PRIVATE, HPS, SHM_HUGETLB | 0600);
	char *p;

	show("shmget SHM_HUGETLB", id < 0 ? -1 : 0);
	meminfo("after shmget");
	p = shmat(id, NULL, 0);
	show("shmat", p == (void *)-1 ? -1 : (long)((unsigned long)p % HPS));
	if (p != (void *)-1) {
		p[0] = 's';
		T(shmdt(p));
	}
	T(shmctl(id, IPC_RMID, NULL));
	T(shmget(IPC_PRIVATE, 4 * HPS, SHM_HUGETLB | 0600));
	T(shmget(IPC_PRIVATE, HPS, SHM_HUGETLB | (21 << HUGE_SHIFT) | 0600));
	meminfo("after shm");
}

/* The /proc/mounts line of the mount on dir */
static void mounts_line(const char *dir)
{
	FILE *f = fopen("/proc/mounts", "r");
	char line[256];

	while (f && fgets(line, sizeof(line), f))
		if (strstr(line, dir))
			printf("  %s", line);
	if (f)
		fclose(f);
}

/* A mounted hugetlbfs: its files are huge-page files */
static void mounted(void)
{
	const char *dir = "/tmp/hugecheck-mnt", *file = "/tmp/hugecheck-mnt/f";
	struct statfs st;
	struct stat sb;
	char *p;
	int fd;

	mkdir(dir, 0700);
	T(mount("none", dir, "hugetlbfs", 0, NULL));
	mounts_line(dir);
	T(statfs(dir, &st));
	printf("  f_type %#lx f_bsize %ld\n", (unsigned long)st.f_type,
	       (long)st.f_bsize);
	fd = open(file, O_CREAT | O_RDWR, 0600);
	show("open in hugetlbfs", fd < 0 ? -1 : 0);
	T(ftruncate(fd, HPS + 1));
	T(ftruncate(fd, HPS));
	T(fstat(fd, &sb) ? -1 : (long)sb.st_size);
	T(write(fd, "x", 1));
	p = mmap(NULL, HPS, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	show("mmap hugetlbfs file", p == MAP_FAILED ? -1 : 0);
	p[1] = 'f';
	meminfo("after hugetlbfs touch");
	T(munmap(p, HPS));
	close(fd);
	fd = open(file, O_RDWR | O_TRUNC);
	T(fstat(fd, &sb) ? -1 : (long)sb.st_size);
	close(fd);
	T(unlink(file));
	T(umount(dir));
	T(rmdir(dir));
	meminfo("after hugetlbfs");
}

int main(void)
{
	long before;

	setvbuf(stdout, NULL, _IONBF, 0);
	put("/proc/sys/vm/nr_hugepages", "0");
	before = mem_free_kb();
	meminfo("at start");
	listing("/sys/kernel/mm/hugepages");
	listing(SYSFS);
	put("/proc/sys/vm/nr_hugepages", "2");
	meminfo("with 2");
	sysfs();
	/* 8 MiB, but for what the kernel frees meanwhile */
	printf("MemFree fell by 7 MiB or more: %d\n",
	       before - mem_free_kb() >= 7 * 1024);
	shared_anon();
	private_anon();
	sizes();
	memfd();
	shm();
	mounted();
	put("/proc/sys/vm/nr_hugepages", "abc");
	put("/proc/sys/vm/nr_hugepages", "-1");
	put(SYSFS "nr_hugepages", "3");
	put(SYSFS "free_hugepages", "1");
	sysfs();
	put("/proc/sys/vm/nr_hugepages", "100000");
	printf("more than memory: some, fewer: %d\n",
	       read_num("/proc/sys/vm/nr_hugepages") > 3 &&
	       read_num("/proc/sys/vm/nr_hugepages") < 100000);
	put("/proc/sys/vm/nr_hugepages", "0");
	meminfo("at end");
	printf("MemFree back: %d\n", labs(mem_free_kb() - before) < 1024);
	return 0;
}
