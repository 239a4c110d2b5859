// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/procgone.c - the files of /proc/PID, open while PID exits
 * and is reaped (issue 27).  A /proc/PID file once kept a bare pointer
 * to its task: reading or opening it after the reap read the freed task
 * (with the debug allocator: an oops in status_show).  First, once: a
 * child's files are opened and read in part, the child is reaped, and
 * the files are read on, sought back to 0 and read again (Linux: the
 * rest of what was shown, then ESRCH), stat'ed, and their directory
 * searched.  Then ROUNDS children exit on their own (SIGCHLD ignored:
 * each is reaped as it exits) while their status file is opened, read,
 * sought and read again as fast as possible: every answer must be one
 * Linux gives.  Every line is the same on Linux: tests/kernel/procgone.linux.
 *
 *	procgone [ROUNDS]	(default 300)
 */
#include "report.h"
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const files[] = { "status", "stat", "cmdline", "comm" };
#define NFILES	(sizeof(files) / sizeof(files[0]))

static int open_of(pid_t pid, const char *name)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, name);
	return open(path, O_RDONLY);
}

/* The once-through part: what each call says about a reaped child */
static void reaped_while_open(void)
{
	int pipefd[2], fd[NFILES], dir, status;
	char buf[4096], line[64];
	struct stat st;
	size_t i;
	pid_t pid;

	if (pipe(pipefd))
		return;
	pid = fork();
	if (pid == 0) {		/* waits until the pipe is closed */
		close(pipefd[1]);
		_exit(read(pipefd[0], buf, 1) == 0 ? 0 : 1);
	}
	close(pipefd[0]);
	for (i = 0; i < NFILES; i++)
		fd[i] = open_of(pid, files[i]);
	dir = open_of(pid, "");
	show("files opened", (fd[0] >= 0) + (fd[1] >= 0) + (fd[2] >= 0) +
				     (fd[3] >= 0) + (dir >= 0));
	T(read(fd[0], buf, 5));
	printf("status starts: %.5s\n", buf);
	close(pipefd[1]);
	show("child reaped, exit status",
	     waitpid(pid, &status, 0) == pid ? WEXITSTATUS(status) : -1);
	/* the rest of what was shown before the reap */
	T(read(fd[0], buf, 4));
	printf("then: %.4s\n", buf);
	for (i = 0; i < NFILES; i++) {
		snprintf(line, sizeof(line), "lseek(%s, 0, SEEK_SET)",
			 files[i]);
		show(line, lseek(fd[i], 0, SEEK_SET));
		snprintf(line, sizeof(line), "read(%s) after the reap",
			 files[i]);
		show(line, read(fd[i], buf, sizeof(buf)));
		snprintf(line, sizeof(line), "read(%s) once more", files[i]);
		show(line, read(fd[i], buf, sizeof(buf)));
		snprintf(line, sizeof(line), "fstat(%s)", files[i]);
		show(line, fstat(fd[i], &st));
		snprintf(line, sizeof(line), "close(%s)", files[i]);
		show(line, close(fd[i]));
	}
	T(openat(dir, "status", O_RDONLY));
	T(readlinkat(dir, "exe", buf, sizeof(buf)));
	T(fstat(dir, &st));
	T(close(dir));
	T(open_of(pid, "status"));
}

/* One child that exits after a moment, reaped by the kernel (SIGCHLD
 * ignored), its status read meanwhile; false if an answer was not one
 * Linux gives: a read of the open file shows the status or says ESRCH,
 * an open says ENOENT (ESRCH here too if the reap falls between the
 * name's lookup and the open) */
static bool race_once(unsigned int spin)
{
	char buf[4096];
	volatile unsigned int n;
	bool ok = true;
	ssize_t got;
	pid_t pid = fork();
	int fd;

	if (pid == 0) {
		for (n = 0; n < spin; n++)
			;
		_exit(0);
	}
	if (pid < 0)
		return false;
	for (;;) {
		fd = open_of(pid, "status");
		if (fd < 0)
			return ok && (errno == ENOENT || errno == ESRCH);
		got = read(fd, buf, sizeof(buf));
		ok &= got > 5 ? !memcmp(buf, "Name:", 5) : errno == ESRCH;
		ok &= lseek(fd, 0, SEEK_SET) == 0;
		got = read(fd, buf, sizeof(buf));
		ok &= got > 5 ? !memcmp(buf, "Name:", 5) : errno == ESRCH;
		close(fd);
	}
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 300, i, ok = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	reaped_while_open();
	signal(SIGCHLD, SIG_IGN);
	for (i = 0; i < rounds; i++)
		ok += race_once((unsigned int)i * 997 % 20000);
	show("rounds whose every answer Linux gives", ok == rounds);
	return 0;
}
