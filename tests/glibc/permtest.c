// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/permtest.c - file ownership and permission checks
 * (path_resolution(7), chown(2), chmod(2), unlink(2), access(2)), call
 * by call.  Run as root with a fresh directory DIR: it makes files
 * there as root, then forks a child that becomes user 1000 (groups
 * 1000 and 50) and tries what the modes allow and refuse, printing each
 * call's result ("0" or the errno's name) and the owner and mode stat(2)
 * sees.  The same binary runs on Linux (linux-reference) and oops386;
 * tests/kernel/test_cred.py compares.
 */
#include "report.h"
#include <fcntl.h>
#include <grp.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[200];

/* DIR/name (report.h) */
#define at(name)	path_in(dir, name)

static void st(const char *name)
{
	struct stat s;

	if (lstat(at(name), &s))
		printf("stat %s: %s\n", name, strerrorname_np(errno));
	else
		printf("stat %s: uid %u gid %u mode %o\n", name,
		       (unsigned int)s.st_uid, (unsigned int)s.st_gid,
		       (unsigned int)s.st_mode);
}

static int make(const char *name, int mode)
{
	int fd = open(at(name), O_CREAT | O_WRONLY | O_TRUNC, 0600);

	if (fd < 0)
		return -1;
	close(fd);
	return chmod(at(name), mode);
}

/* As root: the files the user will meet */
static void setup(void)
{
	T(chmod(dir, 0777));
	T(make("rootonly", 0600));
	T(make("readable", 0644));
	T(make("groupw", 0664));
	T(chown(at("groupw"), 0, 50));
	T(make("runnable", 0755));
	T(make("noexec", 0644));
	T(make("suid", 06755));
	T(make("victim", 0666));
	T(mkdir(at("locked"), 0700));
	T(mkdir(at("sticky"), 0777));
	T(chmod(at("sticky"), 01777));
	T(mkdir(at("sgid"), 0777));
	T(chown(at("sgid"), 0, 77));
	T(chmod(at("sgid"), 02777));
	T(make("sticky/rootfile", 0666));
	T(make("mine", 0644));
	T(chown(at("mine"), 1000, 1000));
	st("mine");
	T(chown(at("suid"), 2, 3));
	st("suid");
	T(chmod(at("suid"), 06755));
	T(access(at("noexec"), X_OK));
	T(access(at("rootonly"), R_OK | W_OK));
}

static void as_user(void)
{
	gid_t g[2] = { 1000, 50 };

	T(setgroups(2, g));
	T(setgid(1000));
	T(setuid(1000));
	T(open(at("rootonly"), O_RDONLY) >= 0);
	T(open(at("readable"), O_RDONLY) >= 0);
	T(open(at("readable"), O_WRONLY) >= 0);
	T(open(at("readable"), O_RDONLY | O_TRUNC) >= 0);
	T(open(at("groupw"), O_RDWR) >= 0);
	T(open(at("locked/new"), O_CREAT | O_WRONLY, 0644) >= 0);
	T(open(at("new"), O_CREAT | O_WRONLY, 0644) >= 0);
	T(open(at("sticky/new"), O_CREAT | O_WRONLY, 0644) >= 0);
	st("sticky/new");
	T(open(at("sgid/new"), O_CREAT | O_WRONLY, 0644) >= 0);
	st("sgid/new");
	T(mkdir(at("sgid/sub"), 0755));
	st("sgid/sub");
	T(mkdir(at("sticky/sub"), 0755));
	st("sticky/sub");
	T(mkdir(at("sub"), 0755));
	T(unlink(at("sticky/rootfile")));
	T(unlink(at("sticky/new")));
	T(unlink(at("victim")));
	T(access(at("readable"), R_OK));
	T(access(at("readable"), W_OK));
	T(access(at("runnable"), X_OK));
	T(access(at("rootonly"), F_OK));
	T(faccessat(AT_FDCWD, at("rootonly"), R_OK, AT_EACCESS));
	T(chmod(at("readable"), 0777));
	T(chmod(at("mine"), 02755));
	st("mine");
	T(chmod(at("mine"), 0644));
	T(chown(at("mine"), 1000, 50));
	st("mine");
	T(chown(at("mine"), -1, 60));
	T(chown(at("mine"), 0, -1));
	T(chown(at("mine"), 1000, -1));
	T(chown(at("readable"), 1000, -1));
	T(chown(at("readable"), -1, -1));
	T(syscall(SYS_chown, at("mine"), 0xffff, 1000));
	st("mine");
	T(mknod(at("sticky/file"), S_IFREG | 0644, 0));
	st("sticky/file");
	T(execl(at("noexec"), "noexec", NULL));
	T(execl(at("rootonly"), "rootonly", NULL));
}

int main(int argc, char **argv)
{
	int status;

	if (argc != 2) {
		fprintf(stderr, "usage: permtest DIR\n");
		return 2;
	}
	snprintf(dir, sizeof(dir), "%s", argv[1]);
	umask(022);
	setup();
	if (fork() == 0) {
		as_user();
		_exit(0);
	}
	wait(&status);
	st("sticky/sub");
	T(unlink(at("sticky/new")));
	T(chown(at("suid"), -1, -1));
	st("suid");
	T(chmod(at("suid"), 02745));
	T(chown(at("suid"), -1, -1));
	st("suid");
	return 0;
}
