// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/memlimit.c - the memory limits of setrlimit(2) and the
 * counts behind them: RLIMIT_AS, RLIMIT_DATA and RLIMIT_MEMLOCK against
 * mmap(2), brk(2), mremap(2), mprotect(2), mlock(2), mlockall(2) and a
 * stack's growth, with /proc/self/status's VmSize, VmData, VmStk, VmLck
 * and VmPeak shown as changes (the layouts of the two kernels differ,
 * the changes must not) and /proc/self/limits' rows.  Run as root; the
 * parts that need no CAP_IPC_LOCK run in a child that became nobody.
 * It prints the same lines on Linux 6.1 (tests/kernel/memlimit.linux).
 */
#include "report.h"
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#define KB		1024L
#define MB		(1024 * KB)
#define FREE_SPOT	((void *)0x30000000)	/* free on both kernels */

/* A /proc/self/status line's value, in kB */
static long vm(const char *name)
{
	char line[128];
	long v = -1;
	FILE *f = fopen("/proc/self/status", "r");
	size_t n = strlen(name);

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, name, n) && line[n] == ':')
			v = atol(line + n + 1);
	if (f)
		fclose(f);
	return v;
}

/* The Vm lines' changes since the last call */
static void deltas(const char *after)
{
	static const char *const names[] = { "VmSize", "VmData", "VmStk",
					     "VmLck", "VmLib" };
	static long last[5];
	long now;
	size_t i;

	printf("%s:", after);
	for (i = 0; i < 5; i++) {
		now = vm(names[i]);
		if (*after)
			printf(" %s %+ld", names[i], now - last[i]);
		last[i] = now;
	}
	printf("\n");
}

/* mmap(2) of len anonymous bytes: 0 for a mapping, or the errno's name */
static void *map(const char *what, size_t len, int prot, int flags)
{
	void *p = mmap(NULL, len, prot, flags | MAP_ANONYMOUS, -1, 0);

	show(what, p == MAP_FAILED ? -1 : 0);
	return p;
}

static void limits_rows(void)
{
	static const char *const rows[] = { "Limit ", "Max data size",
		"Max stack size", "Max locked memory", "Max address space",
		"Max file locks", "Max msgqueue size", "Max nice priority",
		"Max realtime timeout" };
	char line[128];
	FILE *f = fopen("/proc/self/limits", "r");
	size_t i;

	while (f && fgets(line, sizeof(line), f))
		for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
			if (!strncmp(line, rows[i], strlen(rows[i])))
				printf("limits| %s", line);
	if (f)
		fclose(f);
}

/* Does /proc/self/limits' row name show soft and no hard limit? */
static void limit_row(const char *name, long soft)
{
	char line[128], want[128];
	int found = 0;
	FILE *f = fopen("/proc/self/limits", "r");

	snprintf(want, sizeof(want), "%-25s %-20ld %-20s %-10s\n", name, soft,
		 "unlimited", "bytes");
	while (f && fgets(line, sizeof(line), f))
		found |= !strcmp(line, want);
	if (f)
		fclose(f);
	printf("limits shows %s: %d\n", name, found);
}

/* The counts as areas come, change and go */
static void accounting(void)
{
	char *a, *b, *c;
	void *brk0 = sbrk(0);
	long peak;

	deltas("");
	a = map("mmap 1 MiB private rw", MB, PROT_READ | PROT_WRITE,
		MAP_PRIVATE);
	deltas("after");
	T(mprotect(a, MB, PROT_READ));
	deltas("after");
	T(mprotect(a, 256 * KB, PROT_READ | PROT_WRITE));
	deltas("after");
	b = map("mmap 64 KiB shared rw", 64 * KB, PROT_READ | PROT_WRITE,
		MAP_SHARED);
	map("mmap 64 KiB private r-x", 64 * KB, PROT_READ | PROT_EXEC,
	    MAP_PRIVATE);
	map("mmap 64 KiB growsdown", 64 * KB, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_GROWSDOWN);
	deltas("after");
	T(mlock(a, 16 * KB));
	T(mlock(a + 8 * KB, 16 * KB));
	deltas("after");
	T(munlock(a, 8 * KB));
	deltas("after");
	T(mmap(a + 512 * KB, 64 * KB, PROT_READ | PROT_WRITE,
	       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED);
	deltas("after MAP_FIXED");
	c = map("mmap 1 MiB private r", MB, PROT_READ, MAP_PRIVATE);
	c = mremap(c, MB, 2 * MB, MREMAP_MAYMOVE);
	show("mremap 1 to 2 MiB", c == MAP_FAILED ? -1 : 0);
	deltas("after");
	T(sbrk(256 * KB) != (void *)-1);
	deltas("after");
	peak = vm("VmPeak");
	T(munmap(a, MB));
	T(munmap(b, 64 * KB));
	T(munmap(c, 2 * MB));
	T(brk(brk0));
	deltas("after");
	printf("VmPeak kept: %d\n", vm("VmPeak") == peak);
	printf("VmPeak >= VmSize: %d\n", vm("VmPeak") >= vm("VmSize"));
}

/* fork(2)'s child has the parent's counts, but nothing locked */
static void forked(void)
{
	char *a = map("mmap 64 KiB locked", 64 * KB, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_LOCKED);
	long size = vm("VmSize"), data = vm("VmData"), peak = vm("VmPeak");
	pid_t pid = fork();

	if (!pid) {
		printf("child: VmSize same %d, VmData same %d, VmPeak the parent's %d, VmPeak its VmSize %d, VmLck %ld\n",
		       vm("VmSize") == size, vm("VmData") == data,
		       vm("VmPeak") == peak, vm("VmPeak") == vm("VmSize"),
		       vm("VmLck"));
		fflush(stdout);
		_exit(0);
	}
	waitpid(pid, NULL, 0);
	printf("parent: VmLck %ld\n", vm("VmLck"));
	munmap(a, 64 * KB);
}

static void set(int resource, rlim_t soft, rlim_t hard)
{
	struct rlimit r = { soft, hard };

	if (setrlimit(resource, &r))
		printf("setrlimit(%d): %s\n", resource, strerrorname_np(errno));
}

/* RLIMIT_AS: what would pass it is ENOMEM, whatever the call */
static void address_space(void)
{
	long size = vm("VmSize") * KB;
	char *a, *fixed;

	set(RLIMIT_AS, size + MB, RLIM_INFINITY);
	limit_row("Max address space", size + MB);
	map("mmap 2 MiB over RLIMIT_AS", 2 * MB, PROT_READ, MAP_PRIVATE);
	a = map("mmap 512 KiB under it", 512 * KB, PROT_READ, MAP_PRIVATE);
	fixed = mmap(a, 512 * KB, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	show("MAP_FIXED over it, same size", fixed == MAP_FAILED ? -1 : 0);
	show("mremap 512 KiB to 2 MiB",
	     mremap(a, 512 * KB, 2 * MB, MREMAP_MAYMOVE) == MAP_FAILED ? -1 : 0);
	show("sbrk 1 MiB", sbrk(MB) == (void *)-1 ? -1 : 0);
	T(mlockall(MCL_CURRENT));	/* root: the limit is RLIMIT_AS's */
	T(munlockall());
	munmap(a, 512 * KB);
	set(RLIMIT_AS, RLIM_INFINITY, RLIM_INFINITY);
}

/* RLIMIT_DATA: private writable memory only (and the heap) */
static void data(void)
{
	long limit = vm("VmData") * KB + 512 * KB;
	char *r;

	set(RLIMIT_DATA, limit, limit);
	map("mmap 1 MiB private rw over RLIMIT_DATA", MB,
	    PROT_READ | PROT_WRITE, MAP_PRIVATE);
	map("mmap 1 MiB shared rw", MB, PROT_READ | PROT_WRITE, MAP_SHARED);
	r = map("mmap 1 MiB private r", MB, PROT_READ, MAP_PRIVATE);
	T(mprotect(r, MB, PROT_READ | PROT_WRITE));
	T(mprotect(r, 256 * KB, PROT_READ | PROT_WRITE));
	show("sbrk 1 MiB", sbrk(MB) == (void *)-1 ? -1 : 0);
	set(RLIMIT_DATA, 0, RLIM_INFINITY);
	map("soft 0 under an unlimited hard one: mmap 1 MiB private rw", MB,
	    PROT_READ | PROT_WRITE, MAP_PRIVATE);
	show("sbrk 4 KiB", sbrk(4 * KB) == (void *)-1 ? -1 : 0);
}

/* A stack grows by a page at a touch below it, unless RLIMIT_AS says no */
static void stack(void)
{
	char *s = mmap(FREE_SPOT, 64 * KB, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_GROWSDOWN |
		       MAP_FIXED_NOREPLACE, -1, 0);
	int status;
	pid_t pid;

	show("mmap growsdown at 0x30000000", s == FREE_SPOT ? 0 : -1);
	deltas("");
	s[-1] = 1;
	deltas("after a touch below");
	pid = fork();
	if (!pid) {
		set(RLIMIT_AS, vm("VmSize") * KB, RLIM_INFINITY);
		s[-5000] = 1;
		_exit(0);
	}
	waitpid(pid, &status, 0);
	printf("touch below at RLIMIT_AS: %s\n",
	       WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "no signal");
}

/* RLIMIT_MEMLOCK without CAP_IPC_LOCK (as nobody) */
static void memlock(void)
{
	char *a = map("mmap 256 KiB", 256 * KB, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE), *l;

	T(setuid(65534));
	set(RLIMIT_MEMLOCK, 0, 64 * KB);
	T(mlock(a, 4 * KB));
	T(mlockall(MCL_CURRENT));
	map("mmap MAP_LOCKED at limit 0", 4 * KB, PROT_READ, MAP_PRIVATE |
	    MAP_LOCKED);
	T(munlock(a, 4 * KB));
	T(munlockall());
	set(RLIMIT_MEMLOCK, 64 * KB, 64 * KB);
	l = map("mmap 16 KiB", 16 * KB, PROT_READ, MAP_PRIVATE);
	T(mlock(l, 16 * KB));
	T(mlock(a, 16 * KB));
	T(mlock(a + 8 * KB, 32 * KB));
	T(mlock(a + 8 * KB, 64 * KB));
	T(mlock(a, 16 * KB));
	printf("VmLck: %ld\n", vm("VmLck"));
	map("mmap MAP_LOCKED 64 KiB", 64 * KB, PROT_READ, MAP_PRIVATE |
	    MAP_LOCKED);
	map("mmap MAP_LOCKED 12 KiB", 12 * KB, PROT_READ, MAP_PRIVATE |
	    MAP_LOCKED);
	show("mremap of a locked 16 KiB to 64 KiB",
	     mremap(l, 16 * KB, 64 * KB, MREMAP_MAYMOVE) == MAP_FAILED ? -1 : 0);
	T(mlockall(MCL_CURRENT));
	T(mlockall(MCL_FUTURE));
	map("mmap 64 KiB after MCL_FUTURE", 64 * KB, PROT_READ, MAP_PRIVATE);
	show("sbrk 64 KiB after MCL_FUTURE",
	     sbrk(64 * KB) == (void *)-1 ? -1 : 0);
	T(munlockall());
	printf("VmLck: %ld\n", vm("VmLck"));
}

/* Run f in a child of its own, its lines after the parent's */
static void in_child(void (*f)(void))
{
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (!pid) {
		f();
		fflush(stdout);
		_exit(0);
	}
	waitpid(pid, NULL, 0);
}

int main(void)
{
	limits_rows();
	accounting();
	forked();
	in_child(address_space);
	in_child(data);
	in_child(stack);
	in_child(memlock);
	return 0;
}
