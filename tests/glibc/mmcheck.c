// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/mmcheck.c - what LTP's mm tests (mlock05, mlock201,
 * mlock203, mmap14, mmap15, mmap17, mmap20, mprotect01, msync03,
 * munlockall01, madvise02, madvise10, remap_file_pages02, membarrier01,
 * mmap18, mmap12, madvise07, madvise08, userfaultfd01, shmctl05) ask
 * of mmap2(2),
 * mlock(2) and its kin, msync(2), madvise(2), remap_file_pages(2) and
 * membarrier(2): locked areas and their count in /proc/self/status
 * (VmLck) and /proc/self/smaps (Locked), MAP_FIXED_NOREPLACE,
 * MAP_SHARED_VALIDATE's flags, a MAP_GROWSDOWN stack and its guard gap,
 * a thread's fault killing its whole process, /proc/self/pagemap and
 * coredump_filter, userfaultfd(2), MADV_HWPOISON, the errnos. Run as
 * root in a writable directory DIR; it prints the same lines on Linux
 * 6.1 (tests/kernel/mmcheck.linux).
 */
#include "report.h"
#include "meminfo.h"
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <linux/userfaultfd.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define PG		4096L
#define MADV_SOFT_OFFLINE 101	/* linux/mman.h's, not glibc's */

/* /proc/self/status's VmLck, in kB */
static long vmlck(void)
{
	return proc_kb("/proc/self/status", "VmLck");
}

/* FIELD (Rss or Locked) of the smaps entry that starts at addr, in kB */
static long smaps_field(void *addr, const char *field)
{
	FILE *f = fopen("/proc/self/smaps", "r");
	char line[256], want[32];
	unsigned long start, end;
	long kb = -1;
	int in = 0;

	snprintf(want, sizeof(want), "%s: %%ld kB", field);
	while (f && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx ", &start, &end) == 2)
			in = start == (unsigned long)addr;
		else if (in && sscanf(line, want, &kb) == 1)
			break;
	}
	if (f)
		fclose(f);
	return kb;
}

/* How many of n pages from addr mincore(2) finds in memory */
static int resident(void *addr, int n)
{
	unsigned char vec[64];
	int i, r = 0;

	if (mincore(addr, n * PG, vec))
		return -1;
	for (i = 0; i < n; i++)
		r += vec[i] & 1;
	return r;
}

static void *anon(long len, int flags)
{
	return mmap(NULL, len, PROT_READ | PROT_WRITE,
		    MAP_ANONYMOUS | flags, -1, 0);
}

/* A page of anonymous memory at addr */
static void anon_at(char *addr)
{
	mmap(addr, PG, PROT_READ | PROT_WRITE,
	     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
}

static void locks(void)
{
	long base = vmlck();
	char *p = anon(8 * PG, MAP_PRIVATE), *q;
	pid_t pid;
	int st;

	printf("VmLck at start: %ld\n", base);
	T(mlock(p + 100, 2 * PG));
	printf("VmLck after mlock of 2 pages + 100: %ld\n", vmlck() - base);
	printf("smaps Rss %ld Locked %ld\n", smaps_field(p + 0, "Rss"),
	       smaps_field(p, "Locked"));
	T(mlock(p, 3 * PG));
	printf("VmLck after mlock again: %ld\n", vmlck() - base);
	T(syscall(SYS_mlock2, p + 4 * PG, 2 * PG, MLOCK_ONFAULT));
	printf("VmLck after mlock2 ONFAULT: %ld, resident %d\n",
	       vmlck() - base, resident(p + 4 * PG, 2));
	T(syscall(SYS_mlock2, p, PG, 2));
	pid = fork();
	if (!pid) {
		printf("child VmLck: %ld\n", vmlck() - base);
		exit(0);
	}
	waitpid(pid, &st, 0);
	T(munlock(p, 8 * PG));
	printf("VmLck after munlock: %ld\n", vmlck() - base);
	munmap(p, 8 * PG);
	T(munlock(p, PG));
	q = anon(4 * PG, MAP_PRIVATE | MAP_LOCKED);
	printf("MAP_LOCKED: VmLck %ld, resident %d\n", vmlck() - base,
	       resident(q, 4));
	munmap(q, 4 * PG);
	q = anon(4 * PG, MAP_SHARED);
	printf("shared: resident %d\n", resident(q, 4));
	q[PG] = 1;
	T(syscall(SYS_mlock2, q, 2 * PG, MLOCK_ONFAULT));
	printf("shared ONFAULT: VmLck %ld, resident %d\n", vmlck() - base,
	       resident(q, 4));
	T(mlock(q + 3 * PG, PG));
	T(mprotect(q, 4 * PG, PROT_READ));
	printf("shared, page 3 mlocked: resident %d\n", resident(q, 4));
	munlock(q, 4 * PG);
	munmap(q, 4 * PG);
	T(mlockall(MCL_ONFAULT));
	T(mlockall(8));
	T(mlockall(MCL_CURRENT | MCL_FUTURE));
	printf("after mlockall VmLck > 0: %d\n", vmlck() > 0);
	q = anon(PG, MAP_PRIVATE);
	printf("a later mapping's smaps Locked: %ld\n",
	       smaps_field(q, "Locked"));
	T(munlockall());
	printf("after munlockall VmLck: %ld\n", vmlck());
	munmap(q, PG);
}

static void mappings(const char *dir)
{
	char path[256];
	char *p = anon(2 * PG, MAP_PRIVATE), *r;
	int fd, zfd;

	snprintf(path, sizeof(path), "%s/mmfile", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	ftruncate(fd, 2 * PG);
	T(mmap((void *)-PG, PG, PROT_READ, MAP_SHARED | MAP_FIXED, fd, 0) ==
	  MAP_FAILED ? -1 : 0);
	T(mmap(p, PG, PROT_READ, MAP_PRIVATE | MAP_FIXED_NOREPLACE, fd, 0) ==
	  MAP_FAILED ? -1 : 0);
	munmap(p + PG, PG);
	r = mmap(p + PG, PG, PROT_READ, MAP_PRIVATE | MAP_FIXED_NOREPLACE,
		 fd, 0);
	printf("MAP_FIXED_NOREPLACE on a hole: %d\n", r == p + PG);
	T(mmap(NULL, PG, PROT_READ, MAP_SHARED_VALIDATE | 0x400, fd, 0) ==
	  MAP_FAILED ? -1 : 0);
	T(mmap(NULL, PG, PROT_READ, MAP_SHARED_VALIDATE | MAP_POPULATE, fd,
	       0) == MAP_FAILED ? -1 : 0);
	zfd = open("/dev/zero", O_RDONLY);
	r = mmap(NULL, PG, PROT_READ, MAP_SHARED, zfd, 0);
	T(mprotect(r, PG, PROT_WRITE));
	T(mprotect(NULL, PG + 1, PROT_READ));
	close(zfd);
	r = mmap(NULL, PG, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_LOCKED,
		 fd, 0);
	T(msync(r, PG, MS_INVALIDATE));
	T(msync(r, PG, MS_SYNC | MS_INVALIDATE));
	T(msync(r, PG, MS_ASYNC));
	T(msync((char *)sbrk(0) + 4 * PG, PG, MS_SYNC));
	T(msync((char *)sbrk(0) + 4 * PG, PG, MS_ASYNC));
	close(fd);
}

static void advice(const char *dir)
{
	char path[256], *f, *s, *a, *h;
	pid_t pid;
	int fd, st;

	snprintf(path, sizeof(path), "%s/mmfile", dir);
	fd = open(path, O_RDWR);
	f = mmap(NULL, PG, PROT_READ, MAP_PRIVATE, fd, 0);
	s = anon(PG, MAP_SHARED);
	a = anon(4 * PG, MAP_PRIVATE);
	T(madvise(f, PG, MADV_FREE));
	T(madvise(f, PG, MADV_WIPEONFORK));
	T(madvise(s, PG, MADV_WIPEONFORK));
	T(madvise(s, PG, MADV_FREE));
	T(madvise(a, PG, MADV_FREE));
	T(madvise(a, PG, MADV_DONTDUMP));
	T(madvise(a, PG, MADV_DODUMP));
	memset(a, 'x', 4 * PG);
	T(madvise(a + PG, PG, MADV_WIPEONFORK));
	T(madvise(a + 3 * PG, PG, MADV_WIPEONFORK));
	T(madvise(a + 3 * PG, PG, MADV_KEEPONFORK));
	/* a range past the area's end: the area's own EINVAL comes before
	 * the hole's ENOMEM (LTP's madvise02), which a private area gets */
	h = anon(2 * PG, MAP_SHARED);
	munmap(h + PG, PG);
	T(madvise(h, 2 * PG, MADV_WIPEONFORK));
	munmap(h, PG);
	h = anon(2 * PG, MAP_PRIVATE);
	munmap(h + PG, PG);
	T(madvise(h, 2 * PG, MADV_WIPEONFORK));
	munmap(h, PG);
	pid = fork();
	if (!pid) {
		printf("child reads %d %d %d %d\n", a[0], a[PG], a[2 * PG],
		       a[3 * PG]);
		exit(0);
	}
	waitpid(pid, &st, 0);
	printf("parent reads %d %d\n", a[0], a[PG]);
	T(mlock(a, PG));
	T(madvise(a, PG, MADV_DONTNEED));
	T(madvise(a, 2 * PG, MADV_FREE));
	close(fd);
}

static long remap(void *start, long size, int prot, long pgoff)
{
	return syscall(SYS_remap_file_pages, start, size, prot, pgoff, 0);
}

static void remaps(const char *dir)
{
	char path[256], *sh, *pr;
	int fd;

	snprintf(path, sizeof(path), "%s/rfile", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	write(fd, "first page", 10);
	pwrite(fd, "second page", 11, PG);
	sh = mmap(NULL, 2 * PG, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	pr = mmap(NULL, PG, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
	T(remap(pr, PG, 0, 1));
	T(remap(sh + 2 * PG, PG, 0, 1));
	T(remap(sh, 3 * PG, 0, 0));
	T(remap(sh, PG, -1, 1));
	T(remap(sh, PG, 0, 1));
	printf("page 0 now shows: %s\n", sh);
	T(remap(sh, PG, 0, 0));
	printf("and again: %s\n", sh);
	close(fd);
}

/* The pages of the area of /proc/self/maps that ends at end */
static long pages_below(char *end)
{
	FILE *f = fopen("/proc/self/maps", "r");
	unsigned long start, stop;
	char line[256];
	long n = -1;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%lx-%lx ", &start, &stop) == 2 &&
		    stop == (unsigned long)end)
			n = (stop - start) / PG;
	if (f)
		fclose(f);
	return n;
}

/* A MAP_GROWSDOWN stack touched 3 pages below its bottom, in a child:
 * it grows, unless a mapping (at guard pages below the touch) is
 * within the guard gap (256 pages); the child's end is shown */
static void grow_down(int guard)
{
	char *base = anon(300 * PG, MAP_PRIVATE), *top = base + 300 * PG;
	char *st;
	pid_t pid;
	int status;

	munmap(base, 300 * PG);
	st = mmap(top - PG, PG, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_GROWSDOWN, -1,
		  0);
	pid = fork();
	if (!pid) {
		if (guard)
			anon_at(st - (3 + guard) * PG);
		st[-3 * PG] = 1;
		printf("stack of 1 page touched 3 below: %ld pages\n",
		       pages_below(top));
		exit(0);
	}
	waitpid(pid, &status, 0);
	printf("child: exit %d, signal %d\n", WIFEXITED(status) ?
	       WEXITSTATUS(status) : -1, WIFSIGNALED(status) ?
	       WTERMSIG(status) : 0);
	munmap(st, PG);
}

/* /proc/self/pagemap's flags (bits 55-63) for n pages from addr */
static void pagemap(const char *what, char *addr, int n)
{
	int fd = open("/proc/self/pagemap", O_RDONLY);
	unsigned long long e[8];
	int i;

	pread(fd, e, n * 8, (unsigned long)addr / PG * 8);
	printf("pagemap %s:", what);
	for (i = 0; i < n; i++)
		printf(" %llx", e[i] >> 55);
	printf("\n");
	T(pread(fd, e, 4, (unsigned long)addr / PG * 8));
	T(pread(fd, e, 8, (unsigned long)addr / PG * 8 + 1));
	close(fd);
}

static void pagemaps(const char *dir)
{
	char path[256], *a = anon(4 * PG, MAP_PRIVATE), *f;
	int fd;

	a[0] = a[2 * PG] = 1;
	pagemap("anon, pages 0 and 2 touched", a, 4);
	snprintf(path, sizeof(path), "%s/pmfile", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	ftruncate(fd, 3 * PG);
	f = mmap(NULL, 3 * PG, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
	pagemap("file, MAP_POPULATE", f, 3);
	munmap(a, 4 * PG);
	munmap(f, 3 * PG);
	close(fd);
}

/* /proc/self/coredump_filter as read, after writing text (if any) */
static void filter(const char *text)
{
	char line[32] = "";
	FILE *f;
	int fd;

	if (text) {
		fd = open("/proc/self/coredump_filter", O_WRONLY);
		printf("write %s: ", text);
		T(write(fd, text, strlen(text)));
		close(fd);
	}
	f = fopen("/proc/self/coredump_filter", "r");
	if (f && fgets(line, sizeof(line), f))
		printf("coredump_filter: %s", line);
	if (f)
		fclose(f);
}

static void filters(void)
{
	pid_t pid;
	int st;

	filter(NULL);
	filter("0x13");
	pid = fork();
	if (!pid) {
		filter(NULL);
		exit(0);
	}
	waitpid(pid, &st, 0);
	filter("junk");
	filter("0xfff");
	filter("51");
}

/* MADV_HWPOISON: the page's next touch is SIGBUS, in a child */
static void poison(void)
{
	char *a = anon(2 * PG, MAP_PRIVATE), *hole = anon(PG, MAP_PRIVATE);
	pid_t pid;
	int st;

	memset(a, 'p', 2 * PG);
	munmap(hole, PG);
	T(madvise(hole, PG, MADV_HWPOISON));
	T(madvise(a, 0, MADV_HWPOISON));
	T(madvise(a + PG, PG, MADV_SOFT_OFFLINE));
	printf("after MADV_SOFT_OFFLINE: %c\n", a[PG]);
	pid = fork();
	if (!pid) {
		T(madvise(a, PG, MADV_HWPOISON));
		a[1] = 1;
		exit(0);
	}
	waitpid(pid, &st, 0);
	printf("child touching a poisoned page: signal %d\n",
	       WIFSIGNALED(st) ? WTERMSIG(st) : 0);
	munmap(a, 2 * PG);
}

static int uffd;
static char *uffd_src;

/* The reader: the fault's message, then its page filled with 'X' */
static void *uffd_handler(void *arg)
{
	struct pollfd pfd = { .fd = uffd, .events = POLLIN };
	struct uffdio_copy copy = { 0 };
	struct uffd_msg msg;

	poll(&pfd, 1, -1);
	printf("poll: revents %x\n", pfd.revents);
	T(read(uffd, &msg, sizeof(msg)));
	printf("msg: event %x flags %llx at page offset %llx\n", msg.event,
	       (unsigned long long)msg.arg.pagefault.flags,
	       (unsigned long long)(msg.arg.pagefault.address -
				    (unsigned long)arg));
	T(read(uffd, &msg, sizeof(msg)));
	memset(uffd_src, 'X', PG);
	copy.dst = msg.arg.pagefault.address & ~(PG - 1);
	copy.src = (unsigned long)uffd_src;
	copy.len = PG;
	T(ioctl(uffd, UFFDIO_COPY, &copy));
	printf("copied %lld\n", (long long)copy.copy);
	return NULL;
}

/* userfaultfd(2): a page's first touch waits for a reader to fill it */
static void uffds(void)
{
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg = { .mode = UFFDIO_REGISTER_MODE_MISSING };
	struct uffdio_zeropage zp = { .mode = 0 };
	struct uffdio_copy copy = { 0 };
	char *a = anon(3 * PG, MAP_PRIVATE);
	struct uffd_msg msg;
	pthread_t t;
	char c;

	uffd_src = anon(PG, MAP_PRIVATE);
	uffd = syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK);
	printf("userfaultfd: %d\n", uffd >= 0);
	reg.range.start = (unsigned long)a;
	reg.range.len = 3 * PG;
	T(ioctl(uffd, UFFDIO_REGISTER, &reg));
	T(ioctl(uffd, UFFDIO_API, &api));
	printf("api ioctls %llx\n", (unsigned long long)api.ioctls);
	T(ioctl(uffd, UFFDIO_API, &api));
	T(read(uffd, &msg, sizeof(msg)));
	reg.range.start = (unsigned long)a + 1;
	T(ioctl(uffd, UFFDIO_REGISTER, &reg));
	reg.range.start = (unsigned long)a;
	reg.range.len = 3 * PG;
	T(ioctl(uffd, UFFDIO_REGISTER, &reg));
	printf("range ioctls %llx\n", (unsigned long long)reg.ioctls);
	pthread_create(&t, NULL, uffd_handler, a);
	c = a[0xf];	/* shown once the reader is done: its lines first */
	pthread_join(t, NULL);
	printf("a[0xf] is %c\n", c);
	copy.dst = (unsigned long)a;
	copy.src = (unsigned long)uffd_src;
	copy.len = PG;
	T(ioctl(uffd, UFFDIO_COPY, &copy));
	zp.range.start = (unsigned long)a + PG;
	zp.range.len = PG;
	T(ioctl(uffd, UFFDIO_ZEROPAGE, &zp));
	printf("zeropage %lld, a[PG] is %d\n", (long long)zp.zeropage, a[PG]);
	close(uffd);
	printf("after close a[2 * PG] is %d\n", a[2 * PG]);
	munmap(a, 3 * PG);
}

static void *touch_null(void *arg)
{
	*(volatile char *)arg = 1;
	return NULL;
}

/* A thread's fault kills its whole process, not the thread alone */
static void thread_fault(void)
{
	pid_t pid = fork();
	pthread_t t;
	int status;

	if (!pid) {
		pthread_create(&t, NULL, touch_null, NULL);
		pthread_join(t, NULL);
		exit(0);
	}
	waitpid(pid, &status, 0);
	printf("a thread's SIGSEGV: exited %d, signal %d\n",
	       WIFEXITED(status), WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* remap_file_pages(2) of a System V segment: fine while it is there;
 * once removed, its last attach goes and the new mapping fails */
static void shm_remaps(void)
{
	int id = shmget(IPC_PRIVATE, PG, IPC_CREAT | 0600);
	char *a = shmat(id, NULL, 0), *b = shmat(id, NULL, 0);

	T(remap(a, PG, 0, 0));
	T(shmctl(id, IPC_RMID, NULL));
	T(remap(a, PG, 0, 0));
	T(shmdt(b));
	T(remap(a, PG, 0, 0));
	T(shmdt(a));
}

static void barriers(void)
{
	pid_t pid = fork();
	int st;

	if (pid) {
		waitpid(pid, &st, 0);
		return;
	}
	T(syscall(SYS_membarrier, 0, 0));
	T(syscall(SYS_membarrier, 0, 1));
	T(syscall(SYS_membarrier, -1, 0));
	T(syscall(SYS_membarrier, 1, 0));
	T(syscall(SYS_membarrier, 2, 0));
	T(syscall(SYS_membarrier, 8, 0));
	T(syscall(SYS_membarrier, 32, 0));
	T(syscall(SYS_membarrier, 16, 0));
	T(syscall(SYS_membarrier, 8, 0));
	T(syscall(SYS_membarrier, 4, 0));
	T(syscall(SYS_membarrier, 2, 0));
	T(syscall(SYS_membarrier, 8, 1, 0));
	T(syscall(SYS_membarrier, 128, 1, 0));
	T(syscall(SYS_membarrier, 256, 0));
	T(syscall(SYS_membarrier, 128, 1, 0));
	T(syscall(SYS_membarrier, 128, 0));
	T(syscall(SYS_membarrier, 1024, 0));
	exit(0);
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "/tmp";

	setvbuf(stdout, NULL, _IONBF, 0);
	locks();
	mappings(dir);
	advice(dir);
	remaps(dir);
	shm_remaps();
	barriers();
	grow_down(0);
	grow_down(257);
	grow_down(10);
	thread_fault();
	pagemaps(dir);
	filters();
	uffds();
	poison();
	return 0;
}
