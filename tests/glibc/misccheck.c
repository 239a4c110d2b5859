// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/misccheck.c - issue 31's smaller errnos: finit_module(2)
 * of a file open for writing (ETXTBSY) or of an fd not open for reading
 * (EBADF), symbolic-link loops (ELOOP, however long the path), O_NOATIME
 * on another user's file (EPERM).  Run as root in a writable directory
 * DIR; it prints the same lines on Linux 6.1 (tests/kernel/misc.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char path[200] = "l";
	int rw, ro, wo, i, status;

	if (argc != 2 || chdir(argv[1]))
		return 2;
	setvbuf(stdout, NULL, _IONBF, 0);
	rw = open("mod", O_RDWR | O_CREAT, 0644);
	T(write(rw, "not a module", 12));
	T(syscall(SYS_finit_module, rw, "", 0));
	ro = open("mod", O_RDONLY);
	T(syscall(SYS_finit_module, ro, "", 0));
	T(close(rw));
	wo = open("mod", O_WRONLY);
	T(syscall(SYS_finit_module, wo, "", 0));
	T(close(wo));
	T(close(ro));
	T(symlink("b", "a"));
	T(symlink("a", "b"));
	T(open("a", O_RDONLY));
	T(access("a", F_OK));
	T(symlink("l", "l"));
	for (i = 0; i < 45; i++)
		strcat(path, "/l");
	T(open(path, O_RDONLY));
	T(open("l/l/l", O_RDONLY));
	if (!fork()) {
		T(setgid(1000));
		T(setuid(1000));
		T(open("mod", O_RDONLY | O_NOATIME));
		T(open("mod", O_RDONLY) >= 0);
		exit(0);
	}
	wait(&status);
	T(unlink("mod"));
	return 0;
}
