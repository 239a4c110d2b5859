// SPDX-License-Identifier: GPL-2.0
/*
 * tests/dynamic/execerr.c - execve(2) of each program named on the
 * command line, from a child, and the errno it failed with (or its exit
 * status or signal if it ran): what a malformed ELF interpreter or
 * PT_INTERP gives (docs/dynamic.md), the same line for line on Linux 6.1
 * (tests/kernel/execerr.linux).  Built static, so that it runs without
 * the loader it tests.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int i, status, pipefd[2], err;

	for (i = 1; i < argc; i++) {
		char *const args[] = { argv[i], NULL };
		pid_t pid;

		if (pipe2(pipefd, O_CLOEXEC))
			return 1;
		pid = fork();
		if (pid == 0) {
			execve(argv[i], args, (char *const[]){ NULL });
			err = errno;
			if (write(pipefd[1], &err, sizeof(err)) < 0)
				_exit(126);
			_exit(127);
		}
		close(pipefd[1]);
		if (read(pipefd[0], &err, sizeof(err)) != sizeof(err))
			err = 0;
		close(pipefd[0]);
		waitpid(pid, &status, 0);
		if (err)
			printf("%s: %s\n", argv[i], strerrorname_np(err));
		else if (WIFSIGNALED(status))
			printf("%s: ran, killed by %s\n", argv[i],
			       sigabbrev_np(WTERMSIG(status)));
		else
			printf("%s: ran, exit %d\n", argv[i],
			       WEXITSTATUS(status));
	}
	return 0;
}
