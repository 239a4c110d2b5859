// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/execrace.c - two threads of one process call execve(2) at
 * the same moment (issue 27).  The first to get there kills the other
 * threads and waits until it is alone; the other must then give up and
 * die, not wait in its turn for the first to be alone (each waiting for
 * the other for ever, neither one killable).  Each of ROUNDS children
 * does it once; its new program (this one again, with "ran") exits 0.
 * Every line is the same on Linux: tests/kernel/execrace.linux.
 */
#include "report.h"
#include <pthread.h>
#include <stdbool.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#define ROUNDS		20
#define WAIT_S		10	/* a child still there by then is stuck */

static pthread_barrier_t both;
static const char *self;

static void exec_self(void)
{
	char *const argv[] = { (char *)self, "ran", NULL };

	pthread_barrier_wait(&both);
	execv(self, argv);
	_exit(2);		/* the exec failed: not what Linux does */
}

static void *second(void *arg)
{
	exec_self();
	return arg;
}

static void on_alarm(int sig)
{
	(void)sig;
}

/* One child whose two threads exec at once: did its new program run? */
static bool round_runs(void)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		pthread_t t;

		pthread_barrier_init(&both, NULL, 2);
		if (pthread_create(&t, NULL, second, NULL))
			_exit(3);
		exec_self();
	}
	if (pid < 0)
		return false;
	sigaction(SIGALRM, &sa, NULL);	/* no SA_RESTART: EINTR */
	alarm(WAIT_S);
	if (waitpid(pid, &status, 0) != pid) {
		kill(pid, SIGKILL);
		return false;
	}
	alarm(0);
	return WIFEXITED(status) && !WEXITSTATUS(status);
}

int main(int argc, char **argv)
{
	int i, ran = 0;

	if (argc > 1 && !strcmp(argv[1], "ran"))
		return 0;
	self = argv[0];
	for (i = 0; i < ROUNDS; i++)
		ran += round_runs();
	show("rounds whose two threads' execve ran one program", ran);
	return 0;
}
