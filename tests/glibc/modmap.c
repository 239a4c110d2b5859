// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/modmap.c - a module file handed to init_module(2) from a
 * mapping of it, as LTP's init_module tests do, and a shared mapping
 * written past the end of a file:
 *
 *	modmap FILE [PARAMS]	mmap FILE MAP_PRIVATE, init_module() on it
 *	modmap -w FILE		mmap FILE MAP_SHARED, fill the last page
 *				past the end with 'X', then read(2) it all
 *				back: the file's bytes are as they were
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define PAGE 4096

static int fill_tail(int fd, size_t size)
{
	char *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	char byte;
	size_t end = (size + PAGE - 1) / PAGE * PAGE;

	if (p == MAP_FAILED) {
		printf("mmap: %s\n", strerror(errno));
		return 1;
	}
	memset(p + size, 'X', end - size);
	printf("past the end: %ld bytes written\n", (long)(end - size));
	printf("read(2) there: %ld\n", (long)pread(fd, &byte, 1, size));
	return munmap(p, size);
}

int main(int argc, char **argv)
{
	int writing = argc > 1 && !strcmp(argv[1], "-w");
	const char *path = argv[1 + writing];
	struct stat st;
	void *p;
	int fd;

	if (argc < 2 + writing)
		return 2;
	fd = open(path, writing ? O_RDWR : O_RDONLY);
	if (fd < 0 || fstat(fd, &st)) {
		perror(path);
		return 1;
	}
	if (writing)
		return fill_tail(fd, st.st_size);
	p = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	if (syscall(SYS_init_module, p, (unsigned long)st.st_size,
		    argc > 2 ? argv[2] : "")) {
		perror("init_module");
		return 1;
	}
	printf("init_module: 0\n");
	return munmap(p, st.st_size);
}
