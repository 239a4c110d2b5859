// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/forkloop.c - fork until the kernel refuses, then let every
 * child go.  Each child waits on a pipe that only the parent writes to;
 * once the parent closes it, they all read end-of-file and exit, and the
 * parent reaps them.  Prints how many forks succeeded and the error.
 */
#include "libc.h"

#define MAX_CHILDREN	10000

int main(void)
{
	int fds[2], n = 0, reaped = 0, status;
	char c;

	if (pipe(fds)) {
		perror("forkloop: pipe");
		return 1;
	}
	for (; n < MAX_CHILDREN; n++) {
		pid_t pid = fork();

		if (pid < 0)
			break;
		if (pid == 0) {
			close(fds[1]);
			read(fds[0], &c, 1);
			exit(0);
		}
	}
	printf("forkloop: %d children, then fork: %s\n", n,
	       n == MAX_CHILDREN ? "no error" : strerror(errno));
	close(fds[1]);
	while (waitpid(-1, &status, 0) > 0)
		reaped++;
	printf("forkloop: reaped %d\n", reaped);
	return reaped == n ? 0 : 1;
}
