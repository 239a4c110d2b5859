/* SPDX-License-Identifier: GPL-2.0 */
/*
 * user/tests/tsc.h - timing inside the guest for the benchmarks.  The
 * kernel's clock ticks at HZ = 100, too coarse for one system call, so
 * the time-stamp counter measures and the clock calibrates it over the
 * whole run (which lasts long enough for 10 ms not to matter).
 */
#ifndef _USER_TESTS_TSC_H
#define _USER_TESTS_TSC_H

#include "libc.h"

static inline u64 rdtsc(void)
{
	u32 lo, hi;

	asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return (u64)hi << 32 | lo;
}

static inline long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(1, &ts);	/* CLOCK_MONOTONIC */
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

#endif
