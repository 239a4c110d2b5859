// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/rlimcheck.c - every rlimit a process has and may set
 * (getrlimit(2), setrlimit(2), prlimit(2)), and those the kernel
 * enforces: RLIMIT_FSIZE (a short write, then EFBIG and SIGXFSZ; a
 * truncation past it) and RLIMIT_NPROC (fork(2) EAGAIN for a user).
 * Limits that depend on memory (RLIMIT_NPROC's and RLIMIT_SIGPENDING's
 * defaults) are not printed.  Run as root in a writable directory DIR:
 * it prints the same lines on Linux 6.1 (tests/kernel/rlimit.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static void caught(int sig)
{
	printf("caught %s\n", sigabbrev_np(sig));
}

static void show_limit(const char *name, int resource)
{
	struct rlimit r;

	if (getrlimit(resource, &r)) {
		show(name, -1);
		return;
	}
	printf("%s: %ld %ld\n", name, (long)r.rlim_cur, (long)r.rlim_max);
}

int main(int argc, char **argv)
{
	struct rlimit r = { 1000, RLIM_INFINITY }, bad = { 10, 5 };
	static char buf[2000];
	int fd, status;
	pid_t pid;

	if (argc != 2 || chdir(argv[1]))
		return 2;
	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGXFSZ, caught);
	show_limit("RLIMIT_CPU", RLIMIT_CPU);
	show_limit("RLIMIT_FSIZE", RLIMIT_FSIZE);
	show_limit("RLIMIT_DATA", RLIMIT_DATA);
	show_limit("RLIMIT_STACK", RLIMIT_STACK);
	show_limit("RLIMIT_CORE", RLIMIT_CORE);
	show_limit("RLIMIT_RSS", RLIMIT_RSS);
	show_limit("RLIMIT_NOFILE", RLIMIT_NOFILE);
	show_limit("RLIMIT_MEMLOCK", RLIMIT_MEMLOCK);
	show_limit("RLIMIT_AS", RLIMIT_AS);
	show_limit("RLIMIT_LOCKS", RLIMIT_LOCKS);
	show_limit("RLIMIT_MSGQUEUE", RLIMIT_MSGQUEUE);
	show_limit("RLIMIT_NICE", RLIMIT_NICE);
	show_limit("RLIMIT_RTPRIO", RLIMIT_RTPRIO);
	show_limit("RLIMIT_RTTIME", RLIMIT_RTTIME);
	show_limit("16", 16);
	T(setrlimit(RLIMIT_CORE, &bad));
	T(setrlimit(RLIMIT_CORE, &(struct rlimit){ 0, 0 }));
	show_limit("RLIMIT_CORE", RLIMIT_CORE);
	T(setrlimit(RLIMIT_CORE, &(struct rlimit){ 4096, RLIM_INFINITY }));
	show_limit("RLIMIT_CORE", RLIMIT_CORE);
	T(setrlimit(RLIMIT_STACK, &(struct rlimit){ 1 << 24, RLIM_INFINITY }));
	show_limit("RLIMIT_STACK", RLIMIT_STACK);
	T(setrlimit(RLIMIT_AS, &(struct rlimit){ RLIM_INFINITY, 1 << 30 }));
	show_limit("RLIMIT_AS", RLIMIT_AS);
	T(setrlimit(RLIMIT_FSIZE, &r));
	fd = open("big", O_RDWR | O_CREAT | O_TRUNC, 0644);
	T(write(fd, buf, 600));
	T(write(fd, buf, 600));
	T(write(fd, buf, 600));
	T(write(fd, buf, 0));
	T(ftruncate(fd, 1001));
	T(ftruncate(fd, 1000));
	T(ftruncate(fd, 10));
	T(close(fd));
	T(unlink("big"));
	pid = fork();
	if (!pid) {
		T(setgid(1000));
		T(setuid(1000));
		T(setrlimit(RLIMIT_CORE, &(struct rlimit){ 0, RLIM_INFINITY }));
		T(setrlimit(RLIMIT_CORE, &(struct rlimit){ 0, 100 }));
		T(setrlimit(RLIMIT_CORE, &(struct rlimit){ 0, 200 }));
		T(setrlimit(RLIMIT_NPROC, &(struct rlimit){ 1, 1 }));
		pid = fork();
		if (!pid)
			exit(0);
		show("fork at RLIMIT_NPROC", pid);
		exit(0);
	}
	waitpid(pid, &status, 0);
	printf("child: exit %d\n", WEXITSTATUS(status));
	return 0;
}
