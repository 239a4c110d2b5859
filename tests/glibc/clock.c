// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/clock.c - time as glibc 2.36 asks for it (the time64
 * system calls): the wall clock (time(2), gettimeofday(2),
 * clock_gettime(CLOCK_REALTIME), which must agree), and a 200 ms
 * nanosleep(2) measured on CLOCK_MONOTONIC.  Prints the seconds since
 * the epoch last, for the test to compare with the host's clock.
 */
#include <stdio.h>
#include <sys/time.h>
#include <time.h>

int main(void)
{
	struct timespec a, b, rt;
	struct timeval tv;
	struct timespec nap = { 0, 200 * 1000 * 1000 };
	time_t t = time(NULL);
	long ms;

	gettimeofday(&tv, NULL);
	clock_gettime(CLOCK_REALTIME, &rt);
	printf("agree: %s\n",
	       tv.tv_sec - t <= 1 && rt.tv_sec - t <= 1 && t > 0 ? "yes" : "no");
	clock_gettime(CLOCK_MONOTONIC, &a);
	nanosleep(&nap, NULL);
	clock_gettime(CLOCK_MONOTONIC, &b);
	ms = (b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000;
	if (ms >= 200 && ms < 1000)
		printf("slept: 200ms\n");
	else
		printf("slept: WRONG (%ld ms)\n", ms);
	printf("epoch: %lld\n", (long long)t);
	return 0;
}
