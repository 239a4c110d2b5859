// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/mmapdev.c - a device mapped as LDD3's chapter 15 maps
 * one (its mapper program, in more steps), the same on Linux and
 * oops386:
 *
 *	mmapdev DEV		map DEV's first 4 pages shared: print each
 *				page's first line, write into page 1, fork
 *				(the child reads that and writes page 2),
 *				unmap page 1 alone, map page 3 again at
 *				offset 3, unmap all
 *	mmapdev -p DEV		map page 0 private and write it: the
 *				mapping changes, the device does not
 *	mmapdev -t DEV		map page 0, empty DEV (a write-only open, as
 *				LDD3's scull devices have it): the mapping
 *				still shows the page
 *	mmapdev -b DEV PAGES	touch page PAGES - 1 of a mapping that long
 *				in a child: how the child ended
 *	mmapdev -e FILE...	mmap each FILE shared, private and at a far
 *				offset: "ok" or the errno's name
 */
#include "report.h"	/* first: it asks for glibc's GNU names */
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define PAGE	4096
#define PAGES	4
#define NOTE	100	/* where in a page the notes are written */

static char *map(int fd, size_t len, int prot, int flags, off_t off)
{
	char *p = mmap(NULL, len, prot, flags, fd, off);

	if (p == MAP_FAILED) {
		printf("mmap: %s\n", strerrorname_np(errno));
		exit(1);
	}
	return p;
}

/* The first line of a page */
static void first_line(const char *what, const char *page)
{
	printf("%s: %.*s\n", what, (int)strcspn(page, "\n"), page);
}

static int shared(int fd)
{
	char *p = map(fd, PAGES * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	char name[16], *q;
	int i, status;

	for (i = 0; i < PAGES; i++) {
		snprintf(name, sizeof(name), "page %d", i);
		first_line(name, p + i * PAGE);
	}
	strcpy(p + PAGE + NOTE, "written by the parent");
	if (fork() == 0) {
		printf("child sees: %s\n", p + PAGE + NOTE);
		strcpy(p + 2 * PAGE + NOTE, "written by the child");
		_exit(0);	/* the child's mapping goes with it */
	}
	wait(&status);
	printf("parent sees: %s\n", p + 2 * PAGE + NOTE);
	T(munmap(p + PAGE, PAGE));	/* splits the mapping in three */
	q = map(fd, PAGE, PROT_READ, MAP_SHARED, 3 * PAGE);
	first_line("offset 3", q);
	T(munmap(p, PAGES * PAGE));
	T(munmap(q, PAGE));
	return 0;
}

static int private(int fd)
{
	char *p = map(fd, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE, 0);
	char buf[16] = "";

	strcpy(p, "private copy\n");
	first_line("mapping", p);
	T(read(fd, buf, sizeof(buf) - 1));
	first_line("device", buf);
	return munmap(p, PAGE);
}

static int emptied(const char *path, int fd)
{
	char *p = map(fd, PAGE, PROT_READ, MAP_SHARED, 0);
	char buf[16];

	first_line("mapped", p);
	close(open(path, O_WRONLY));
	first_line("emptied", p);
	T(read(fd, buf, sizeof(buf)));
	return munmap(p, PAGE);
}

static int beyond(int fd, int pages)
{
	char *p = map(fd, pages * PAGE, PROT_READ, MAP_SHARED, 0);
	int status;

	if (fork() == 0) {
		printf("byte: %d\n", p[(pages - 1) * PAGE]);
		_exit(0);
	}
	wait(&status);
	if (WIFSIGNALED(status))
		printf("child: killed by %s\n", sigabbrev_np(WTERMSIG(status)));
	else
		printf("child: exit %d\n", WEXITSTATUS(status));
	return munmap(p, pages * PAGE);
}

static void try_map(const char *path, int fd, int flags, off_t off,
		    const char *how)
{
	void *p = mmap(NULL, PAGE, PROT_READ, flags, fd, off);

	printf("%s %s: %s\n", path, how,
	       p == MAP_FAILED ? strerrorname_np(errno) : "ok");
	if (p != MAP_FAILED)
		munmap(p, PAGE);
}

static int errors(int n, char **paths)
{
	int i;

	for (i = 0; i < n; i++) {
		int fd = open(paths[i], O_RDWR);

		if (fd < 0)
			fd = open(paths[i], O_RDONLY);
		if (fd < 0) {
			printf("%s: open %s\n", paths[i], strerrorname_np(errno));
			continue;
		}
		try_map(paths[i], fd, MAP_SHARED, 0, "shared");
		try_map(paths[i], fd, MAP_PRIVATE, 0, "private");
		try_map(paths[i], fd, MAP_SHARED, 0x7ffff000, "far");
		close(fd);
	}
	return 0;
}

static int open_dev(const char *path)
{
	int fd = open(path, O_RDWR);

	if (fd < 0) {
		printf("open %s: %s\n", path, strerrorname_np(errno));
		exit(1);
	}
	return fd;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);	/* fork: nothing printed twice */
	if (argc > 2 && !strcmp(argv[1], "-e"))
		return errors(argc - 2, argv + 2);
	if (argc == 3 && !strcmp(argv[1], "-p"))
		return private(open_dev(argv[2]));
	if (argc == 3 && !strcmp(argv[1], "-t"))
		return emptied(argv[2], open_dev(argv[2]));
	if (argc == 4 && !strcmp(argv[1], "-b"))
		return beyond(open_dev(argv[2]), atoi(argv[3]));
	if (argc == 2)
		return shared(open_dev(argv[1]));
	fprintf(stderr, "usage: mmapdev [-p | -t | -b PAGES | -e] DEV...\n");
	return 2;
}
