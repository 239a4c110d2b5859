// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/fchdircheck.c - fchdir(2): to a directory an open
 * descriptor names (getcwd(3) says where), and its errnos: a bad
 * descriptor, a regular file, a pipe, a directory a user may not
 * search.  One line a call, as report.h prints it, the same on Linux
 * 6.1 (tests/kernel/fchdircheck.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	char cwd[256];
	int dir, file, p[2];

	setvbuf(stdout, NULL, _IONBF, 0);
	mkdir("/tmp/fchdir.d", 0700);
	dir = open("/tmp/fchdir.d", O_RDONLY | O_DIRECTORY);
	file = open("/tmp/fchdir.f", O_RDWR | O_CREAT, 0600);
	pipe(p);
	T(fchdir(-1));
	T(fchdir(1000));
	T(fchdir(file));
	T(fchdir(p[0]));
	T(fchdir(dir));
	printf("cwd %s\n", getcwd(cwd, sizeof(cwd)));
	T(chdir("/"));
	/* a user without search permission on it (mode 0700, root's) */
	if (!fork()) {
		T(setuid(65534));
		T(fchdir(dir));
		_exit(0);
	}
	wait(NULL);
	rmdir("/tmp/fchdir.d");
	unlink("/tmp/fchdir.f");
	return 0;
}
