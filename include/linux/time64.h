/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/time64.h - time as 64-bit seconds and nanoseconds, the
 * kernel's own since Linux 3.17 (struct timespec, 32-bit seconds on
 * i386, ran out in 2038 and is gone since 5.6).  kernel/time/time64.c.
 */
#ifndef _LINUX_TIME64_H
#define _LINUX_TIME64_H

#include "linux/types.h"
#include "linux/math64.h"

typedef s64 time64_t;
typedef u64 timeu64_t;

struct timespec64 {
	time64_t tv_sec;	/* seconds */
	long tv_nsec;		/* nanoseconds, 0 to 999,999,999 */
};

#define MSEC_PER_SEC	1000L
#define USEC_PER_MSEC	1000L
#define NSEC_PER_USEC	1000L
#define NSEC_PER_MSEC	1000000L
#define USEC_PER_SEC	1000000L
#define NSEC_PER_SEC	1000000000L
#define KTIME_MAX	((s64)~((u64)1 << 63))
#define KTIME_SEC_MAX	(KTIME_MAX / NSEC_PER_SEC)
#define TIME64_MAX	((s64)~((u64)1 << 63))

static inline s64 timespec64_to_ns(const struct timespec64 *ts)
{
	return (s64)ts->tv_sec * NSEC_PER_SEC + ts->tv_nsec;
}

/* nsec split into seconds and a nanosecond part in [0, 1e9) */
struct timespec64 ns_to_timespec64(s64 nsec);
/* tv_sec and tv_nsec carried so that tv_nsec is in [0, 1e9) */
void set_normalized_timespec64(struct timespec64 *ts, time64_t sec, s64 nsec);

static inline struct timespec64 timespec64_add(struct timespec64 a,
					       struct timespec64 b)
{
	struct timespec64 r;

	set_normalized_timespec64(&r, a.tv_sec + b.tv_sec,
				  a.tv_nsec + b.tv_nsec);
	return r;
}

static inline struct timespec64 timespec64_sub(struct timespec64 a,
					       struct timespec64 b)
{
	struct timespec64 r;

	set_normalized_timespec64(&r, a.tv_sec - b.tv_sec,
				  a.tv_nsec - b.tv_nsec);
	return r;
}

/* < 0, 0 or > 0 as a is before, at or after b */
static inline int timespec64_compare(const struct timespec64 *a,
				     const struct timespec64 *b)
{
	if (a->tv_sec != b->tv_sec)
		return a->tv_sec < b->tv_sec ? -1 : 1;
	return a->tv_nsec - b->tv_nsec;
}

static inline bool timespec64_equal(const struct timespec64 *a,
				    const struct timespec64 *b)
{
	return a->tv_sec == b->tv_sec && a->tv_nsec == b->tv_nsec;
}

static inline bool timespec64_valid(const struct timespec64 *ts)
{
	return ts->tv_sec >= 0 && (unsigned long)ts->tv_nsec < NSEC_PER_SEC;
}

#endif /* _LINUX_TIME64_H */
