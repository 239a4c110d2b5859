// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/rlimcpu.c - RLIMIT_CPU (setrlimit(2)): a child with a soft
 * limit of 1 s and a hard one of 2 s spins; at 1 s of CPU time it gets
 * SIGXCPU and its soft limit is 2 s, at 2 s SIGKILL (LTP's
 * setrlimit06).  A soft limit equal to the hard one: SIGKILL alone.
 * The same lines on Linux 6.1 (tests/kernel/rlimcpu.linux) and
 * oops386.
 */
#include "report.h"
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* shared with the child: SIGXCPUs taken, the soft limit in the first */
static volatile long *seen;

static void xcpu(int sig)
{
	struct rlimit r;

	(void)sig;
	if (!seen[0]++ && getrlimit(RLIMIT_CPU, &r) == 0)
		seen[1] = (long)r.rlim_cur;
}

/* a child spinning under soft and hard; how it ended */
static void spin_child(rlim_t soft, rlim_t hard)
{
	struct rlimit r = { soft, hard };
	int status;

	seen[0] = seen[1] = 0;
	if (fork() == 0) {
		signal(SIGXCPU, xcpu);
		if (setrlimit(RLIMIT_CPU, &r))
			_exit(1);
		alarm(120);	/* not for ever if nothing comes */
		for (;;)
			;
	}
	wait(&status);
	printf("soft %lu hard %lu: killed by %s, SIGXCPU %ld, soft then %ld\n",
	       (unsigned long)soft, (unsigned long)hard,
	       WIFSIGNALED(status) ? sigabbrev_np(WTERMSIG(status)) : "none",
	       seen[0], seen[1]);
}

int main(void)
{
	struct rlimit r;

	setvbuf(stdout, NULL, _IONBF, 0);
	seen = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (seen == MAP_FAILED)
		return 1;
	T(getrlimit(RLIMIT_CPU, &r));
	printf("default: %s\n", r.rlim_cur == RLIM_INFINITY &&
	       r.rlim_max == RLIM_INFINITY ? "unlimited" : "limited");
	spin_child(1, 2);
	spin_child(1, 1);
	return 0;
}
