// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/spawn.c - fork + execve + exit + wait of a program that does
 * nothing (/usr/bin/true), timed one by one with the time-stamp counter
 * (tsc.h): "bench: spawn_us N", the median.
 */
#include "tsc.h"

#define RUNS	41

int main(void)
{
	static char *const argv[] = { "/usr/bin/true", NULL };
	u64 cycles[RUNS], total = 0;
	long long ns0 = now_ns(), ns;
	int i, j, status;

	for (i = 0; i < RUNS; i++) {
		u64 t0 = rdtsc();
		pid_t pid = fork();

		if (pid == 0) {
			execve(argv[0], argv, environ);
			exit(127);
		}
		if (pid < 0 || waitpid(pid, &status, 0) != pid ||
		    status != 0) {
			dprintf(2, "spawn: run %d failed\n", i);
			return 1;
		}
		cycles[i] = rdtsc() - t0;
		total += cycles[i];
	}
	ns = now_ns() - ns0;
	for (i = 1; i < RUNS; i++)
		for (j = i; j && cycles[j - 1] > cycles[j]; j--) {
			u64 t = cycles[j];

			cycles[j] = cycles[j - 1];
			cycles[j - 1] = t;
		}
	printf("bench: spawn_us %lu us\n",
	       (unsigned long)(cycles[RUNS / 2] * (u64)ns / total / 1000));
	return 0;
}
