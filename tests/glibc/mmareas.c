// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/mmareas.c - every mapping is an area (issue 27): what a
 * mapping of a file may become (mprotect(2) EACCES on a MAP_SHARED
 * mapping of a file opened read-only), page 0 (mmap_min_addr), MAP_FIXED
 * high in user space, a MAP_PRIVATE page copied and then cut off by
 * ftruncate(2) (SIGBUS), and /proc/self/maps as Linux prints it.
 *
 *   mmareas FILE    FILE: a file the caller may read but not write
 *
 * Every line is compared with what the same binary prints on Linux
 * (tests/kernel/mmareas.linux): addresses, device and inode numbers
 * are left out, the rest of each line of /proc/self/maps is printed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

#define PAGE 4096
#define TRUNC_PATH "/tmp/mmareas-trunc"

static sigjmp_buf jump;

static void on_signal(int sig)
{
	siglongjmp(jump, sig);
}

/* "NAME: ok" if reading (or writing) p works, else the signal it got */
static void touch(const char *name, volatile char *p, int write)
{
	int sig = sigsetjmp(jump, 1);

	if (!sig) {
		if (write)
			*p = 'w';
		else
			(void)*p;
		printf("%s: ok\n", name);
	} else {
		printf("%s: %s\n", name, sigabbrev_np(sig));
	}
}

static void show_map(const char *what, void *p)
{
	if (p == MAP_FAILED)
		printf("%s: %s\n", what, strerrorname_np(errno));
	else
		printf("%s: mapped\n", what);
}

/*
 * The line of /proc/self/maps for the area holding addr: its length in
 * pages, permissions, offset and name, and whether the name starts
 * where Linux puts it (after the fields padded to 48 columns, then a
 * space, proc(5))
 */
static void show_area(const char *what, unsigned long addr)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];

	while (f && fgets(line, sizeof(line), f)) {
		unsigned long start, end, off, ino;
		unsigned int maj, min;
		char perms[5];
		int n = 0;

		if (sscanf(line, "%lx-%lx %4s %lx %x:%x %lu %n", &start, &end,
			   perms, &off, &maj, &min, &ino, &n) < 7)
			continue;
		if (addr < start || addr >= end)
			continue;
		line[strcspn(line, "\n")] = 0;
		printf("%s: %lu pages %s %08lx %s%s%s\n", what,
		       (end - start) / PAGE, perms, off,
		       line[n] ? "name at " : "anonymous",
		       line[n] ? (n == 49 ? "49 " : "elsewhere ") : "",
		       line + n);
		fclose(f);
		return;
	}
	printf("%s: no area\n", what);
	if (f)
		fclose(f);
}

/* The labelled areas, [heap] and [stack], found by name */
static void show_named(const char *name)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];
	int found = 0;

	while (f && fgets(line, sizeof(line), f))
		if (strstr(line, name)) {
			char perms[5];

			sscanf(line, "%*x-%*x %4s", perms);
			printf("%s: %s\n", name, perms);
			found = 1;
		}
	if (!found)
		printf("%s: none\n", name);
	if (f)
		fclose(f);
}

/* The program's own areas, its segments and .bss, as the linker laid
 * them out (ld's __executable_start and _end): "PERMS OFFSET NAME" */
static void show_program(void)
{
	extern char __executable_start[], _end[];
	unsigned long first = (unsigned long)__executable_start;
	unsigned long last = ((unsigned long)_end + PAGE - 1) & ~(PAGE - 1UL);
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];

	while (f && fgets(line, sizeof(line), f)) {
		unsigned long start, end, off;
		char perms[5];
		int n = 0;

		if (sscanf(line, "%lx-%lx %4s %lx %*x:%*x %*u %n", &start, &end,
			   perms, &off, &n) < 4 || start < first || end > last)
			continue;
		line[strcspn(line, "\n")] = 0;
		printf("program: %s %08lx %s\n", perms, off,
		       line[n] ? line + n : "anonymous");
	}
	if (f)
		fclose(f);
}

/* issue 27 item 1: a read-only file's shared mapping never writes it */
static void read_only_file(const char *path)
{
	int fd = open(path, O_RDONLY);
	char *p, *q;

	T(fd >= 0);
	p = mmap(NULL, PAGE, PROT_READ, MAP_SHARED, fd, 0);
	show_map("shared read-only", p);
	T(mprotect(p, PAGE, PROT_READ | PROT_WRITE));
	T(mprotect(p, PAGE, PROT_READ | PROT_EXEC));
	show_area("shared read-only area", (unsigned long)p);
	touch("store into it", p, 1);
	show_map("shared writable",
		 mmap(NULL, PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0));
	q = mmap(NULL, PAGE, PROT_READ, MAP_PRIVATE, fd, 0);
	show_map("private", q);
	T(mprotect(q, PAGE, PROT_READ | PROT_WRITE));
	touch("store into the private copy", q, 1);
	show_area("private area", (unsigned long)q);
	T(munmap(p, PAGE));
	T(munmap(q, PAGE));
	close(fd);
	fd = open(path, O_RDONLY);
	p = mmap(NULL, PAGE, PROT_READ, MAP_SHARED, fd, 0);
	printf("file unchanged: %s\n",
	       p != MAP_FAILED && p[0] != 'w' ? "yes" : "no");
	munmap(p, PAGE);
	close(fd);
}

/* issue 27 item 10: page 0 and the lowest 64 KiB, MAP_FIXED high */
static void placement(void)
{
	int anon = MAP_PRIVATE | MAP_ANONYMOUS;
	char *p;

	show_map("fixed at 0", mmap(NULL, PAGE, PROT_READ | PROT_WRITE,
				    anon | MAP_FIXED, -1, 0));
	show_map("fixed at 0x8000", mmap((void *)0x8000, PAGE, PROT_READ,
					 anon | MAP_FIXED, -1, 0));
	p = mmap((void *)0x10000, PAGE, PROT_READ | PROT_WRITE,
		 anon | MAP_FIXED, -1, 0);
	show_map("fixed at 0x10000", p);
	touch("0x10000 written", p, 1);
	p = mmap(NULL, PAGE, PROT_READ, anon, -1, 0);
	printf("hint 0 gives page 0: %s\n", p == NULL ? "yes" : "no");
	p = mmap((void *)0xa0000000, 2 * PAGE, PROT_READ | PROT_WRITE,
		 anon | MAP_FIXED, -1, 0);
	printf("fixed at 0xa0000000: %s\n",
	       p == (void *)0xa0000000 ? "there" : strerrorname_np(errno));
	touch("0xa0000000 written", p, 1);
	touch("0xa0001000 written", p + PAGE, 1);
	show_area("0xa0000000 area", 0xa0000000);
	T(munmap(p, 2 * PAGE));
	touch("0xa0000000 after munmap", p, 0);
	show_map("fixed across 3 GiB",
		 mmap((void *)(0xc0000000 - PAGE), 2 * PAGE, PROT_READ,
		      anon | MAP_FIXED, -1, 0));
	show_map("fixed at 3 GiB", mmap((void *)0xc0000000, PAGE, PROT_READ,
					anon | MAP_FIXED, -1, 0));
}

/* issue 27 item 11: a page cut off by ftruncate is gone from every
 * mapping of the file, a private copy included */
static void truncated(void)
{
	int fd = open(TRUNC_PATH, O_RDWR | O_CREAT | O_TRUNC, 0600);
	char *priv, *shared;

	T(ftruncate(fd, 3 * PAGE));
	priv = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
	shared = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		      0);
	touch("private page 0 copied", priv, 1);
	touch("private page 2 copied", priv + 2 * PAGE, 1);
	touch("shared page 2 written", shared + 2 * PAGE, 1);
	T(ftruncate(fd, PAGE));
	touch("private page 0 after", priv, 0);
	printf("private page 0 holds: %c\n", priv[0]);
	touch("private page 2 after", priv + 2 * PAGE, 0);
	touch("shared page 2 after", shared + 2 * PAGE, 0);
	touch("private page 1 after", priv + PAGE, 0);
	show_area("private file area", (unsigned long)priv);
	T(ftruncate(fd, 3 * PAGE));
	touch("private page 2 regrown", priv + 2 * PAGE, 0);
	printf("private page 2 holds: %d\n", priv[2 * PAGE]);
	munmap(priv, 3 * PAGE);
	munmap(shared, 3 * PAGE);
	close(fd);
	unlink(TRUNC_PATH);
}

/* Areas split and joined by mprotect, munmap and mremap; a child's */
static void areas(void)
{
	int anon = MAP_PRIVATE | MAP_ANONYMOUS;
	char *p = mmap(NULL, 4 * PAGE, PROT_READ | PROT_WRITE, anon, -1, 0);
	char *s = mmap(NULL, PAGE, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	char *none = mmap(NULL, PAGE, PROT_NONE, anon, -1, 0);
	pid_t pid;

	show_area("anonymous", (unsigned long)p);
	show_area("shared anonymous", (unsigned long)s);
	show_area("none", (unsigned long)none);
	T(mprotect(p + PAGE, PAGE, PROT_READ));
	show_area("after mprotect, page 0", (unsigned long)p);
	show_area("after mprotect, page 1", (unsigned long)p + PAGE);
	show_area("after mprotect, page 2", (unsigned long)p + 2 * PAGE);
	touch("page 1 written", p + PAGE, 1);
	T(munmap(p + 2 * PAGE, PAGE));
	show_area("after munmap, page 2", (unsigned long)p + 2 * PAGE);
	show_area("after munmap, page 3", (unsigned long)p + 3 * PAGE);
	T(mprotect(p, 4 * PAGE, PROT_READ));
	T(mprotect(p + PAGE, PAGE, PROT_READ | PROT_WRITE));
	show_area("after mprotect back, page 0", (unsigned long)p);
	p = mremap(p + 3 * PAGE, PAGE, 3 * PAGE, MREMAP_MAYMOVE);
	show_map("mremap", p);
	show_area("mremap'ed", (unsigned long)p);
	touch("mremap'ed page 2 read", p + 2 * PAGE, 0);
	pid = fork();
	if (!pid) {	/* the child's areas are copies of its parent's */
		T(mprotect(p, 3 * PAGE, PROT_READ));
		touch("child's mremap'ed written", p + 2 * PAGE, 1);
		T(mprotect(none, PAGE, PROT_READ));
		touch("child's none read", none, 0);
		s[0] = 'c';
		exit(0);
	}
	waitpid(pid, NULL, 0);
	printf("the child wrote the shared page: %s\n",
	       s[0] == 'c' ? "yes" : "no");
	touch("mremap'ed written after the child's mprotect", p + 2 * PAGE, 1);
	show_named("[heap]");
	show_named("[stack]");
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_signal };

	setvbuf(stdout, NULL, _IONBF, 0);
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	if (argc != 2) {
		fprintf(stderr, "usage: mmareas FILE\n");
		return 2;
	}
	printf("uid %d\n", getuid());
	show_program();
	read_only_file(argv[1]);
	placement();
	truncated();
	areas();
	return 0;
}
