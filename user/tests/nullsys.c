// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/nullsys.c - the cost of a system call that does nothing
 * (getppid), in nanoseconds: "bench: syscall_ns N".  The median of
 * batches, each batch timed with the time-stamp counter (tsc.h).
 */
#include "tsc.h"

#define BATCHES		31
#define PER_BATCH	2000

int main(void)
{
	u64 cycles[BATCHES], t0, total = 0;
	long long ns0 = now_ns(), ns;
	int i, j;

	for (i = 0; i < BATCHES; i++) {
		t0 = rdtsc();
		for (j = 0; j < PER_BATCH; j++)
			__syscall(__NR_getppid);
		cycles[i] = rdtsc() - t0;
		total += cycles[i];
	}
	ns = now_ns() - ns0;
	for (i = 1; i < BATCHES; i++)	/* insertion sort: a median */
		for (j = i; j && cycles[j - 1] > cycles[j]; j--) {
			u64 t = cycles[j];

			cycles[j] = cycles[j - 1];
			cycles[j - 1] = t;
		}
	/* cycles per ns from the whole run; ns = cycles / that */
	printf("bench: syscall_ns %lu ns\n",
	       (unsigned long)(cycles[BATCHES / 2] * (u64)ns /
			       (total * (u64)PER_BATCH)));
	return 0;
}
