// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/cpuburn.c - cpuburn [PROCS [MROUNDS]]: PROCS processes (2
 * unless told) each doing MROUNDS million rounds of arithmetic (80 unless
 * told, about 0.1 s under QEMU's TCG) in user mode, no system call; the
 * parent waits for all of them and prints the wall time, as
 * "bench: cpuburn_ms N ms".  On one CPU that is PROCS times one
 * process's time; on PROCS CPUs, about one's (tests/tools/bench_smp.py
 * compares -smp 1 with -smp 2, with rounds enough that the fork and the
 * first balancing of the run queues are lost in the noise).
 */
#include "libc.h"

#define CLOCK_MONOTONIC	1	/* clock_gettime(2) */

#define MROUNDS	80

static unsigned int burn(unsigned int rounds)
{
	unsigned int x = 1, i;

	for (i = 0; i < rounds; i++)	/* a linear congruential generator */
		x = x * 1103515245U + 12345U;
	return x;
}

static long ms_since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_sec - t0->tv_sec) * 1000 +
	       (t.tv_nsec - t0->tv_nsec) / 1000000;
}

int main(int argc, char **argv)
{
	int procs = argc > 1 ? atoi(argv[1]) : 2, i, status, bad = 0;
	int mrounds = argc > 2 ? atoi(argv[2]) : MROUNDS;
	struct timespec t0;

	if (procs < 1 || procs > 64 || mrounds < 1 || mrounds > 4000) {
		dprintf(2, "usage: cpuburn [PROCS [MROUNDS]], PROCS 1 to 64, "
			"MROUNDS (millions of rounds) 1 to 4000\n");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < procs; i++) {
		pid_t pid = fork();

		if (pid < 0) {
			perror("cpuburn: fork");
			return 1;
		}
		if (pid == 0)
			exit(burn(mrounds * 1000000U) == 0);	/* used, so not optimised out */
	}
	while (waitpid(-1, &status, 0) > 0)
		bad |= status;
	printf("bench: cpuburn_ms %ld ms\n", ms_since(&t0));
	return bad ? 1 : 0;
}
