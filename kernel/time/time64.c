// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/time64.c - struct timespec64 from nanoseconds, and kept
 * normalised: tv_nsec in [0, NSEC_PER_SEC), the seconds carrying the
 * rest, so a time before the epoch (or a negative duration) is a
 * negative tv_sec and a positive tv_nsec, as Linux keeps it.
 */
#include "linux/time64.h"
#include "linux/export.h"

struct timespec64 ns_to_timespec64(s64 nsec)
{
	struct timespec64 ts = { 0, 0 };
	s32 rem;

	if (!nsec)
		return ts;
	ts.tv_sec = div_s64_rem(nsec, NSEC_PER_SEC, &rem);
	if (rem < 0) {		/* C rounds toward zero; floor instead */
		ts.tv_sec--;
		rem += NSEC_PER_SEC;
	}
	ts.tv_nsec = rem;
	return ts;
}
EXPORT_SYMBOL(ns_to_timespec64);

void set_normalized_timespec64(struct timespec64 *ts, time64_t sec, s64 nsec)
{
	while (nsec >= NSEC_PER_SEC) {
		nsec -= NSEC_PER_SEC;
		++sec;
	}
	while (nsec < 0) {
		nsec += NSEC_PER_SEC;
		--sec;
	}
	ts->tv_sec = sec;
	ts->tv_nsec = nsec;
}
EXPORT_SYMBOL(set_normalized_timespec64);
