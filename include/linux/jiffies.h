/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/jiffies.h - time in timer ticks, as Linux counts it.
 *
 * jiffies counts the timer interrupts since boot (HZ a second,
 * arch/i386/kernel/time.c) and wraps after 2^32 ticks; time_after() and
 * friends compare through a signed difference so that a comparison
 * across the wrap is still right (C11 6.3.1.3: the conversion is
 * modular on gcc and clang).  HZ is 100 and divides 1000, so a tick is
 * exactly 10 ms and the conversions round up to whole ticks.
 */
#ifndef _LINUX_JIFFIES_H
#define _LINUX_JIFFIES_H

#include "linux/types.h"
#include "asm/param.h"

extern volatile unsigned long jiffies;
/* The same count in 64 bits, which never wraps (kernel/time/timekeeping.c);
 * jiffies is its low word.  Linux starts both 5 minutes before the
 * 32-bit wrap to catch careless comparisons; oops386 starts at 0. */
extern u64 jiffies_64;
#define INITIAL_JIFFIES		0UL

/* Read with the tick held off: i386 cannot load 64 bits at once */
u64 get_jiffies_64(void);

#define time_after64(a, b)	((s64)((b) - (a)) < 0)
#define time_before64(a, b)	time_after64(b, a)
#define time_after_eq64(a, b)	((s64)((a) - (b)) >= 0)
#define time_before_eq64(a, b)	time_after_eq64(b, a)

#define MAX_JIFFY_OFFSET	((long)(~0UL >> 1) - 1)
#define MSEC_PER_TICK		(1000 / HZ)
#define TICK_NSEC		(1000000000UL / HZ)	/* a tick in ns, as Linux's */

#define time_after(a, b)	((long)((b) - (a)) < 0)
#define time_before(a, b)	time_after(b, a)
#define time_after_eq(a, b)	((long)((a) - (b)) >= 0)
#define time_before_eq(a, b)	time_after_eq(b, a)
#define time_in_range(a, b, c)	(time_after_eq(a, b) && time_before_eq(a, c))
#define time_is_before_jiffies(a)	time_after(jiffies, a)
#define time_is_after_jiffies(a)	time_before(jiffies, a)

static inline unsigned long msecs_to_jiffies(unsigned int m)
{
	return (m + MSEC_PER_TICK - 1) / MSEC_PER_TICK;
}

static inline unsigned long usecs_to_jiffies(unsigned int u)
{
	return (u + MSEC_PER_TICK * 1000 - 1) / (MSEC_PER_TICK * 1000);
}

static inline unsigned int jiffies_to_msecs(unsigned long j)
{
	return j * MSEC_PER_TICK;
}

static inline unsigned int jiffies_to_usecs(unsigned long j)
{
	return j * MSEC_PER_TICK * 1000;
}

static inline u64 jiffies_to_nsecs(unsigned long j)
{
	return (u64)j * MSEC_PER_TICK * 1000000;
}

static inline u64 jiffies64_to_nsecs(u64 j)
{
	return j * MSEC_PER_TICK * 1000000;
}

static inline u64 jiffies64_to_msecs(u64 j)
{
	return j * MSEC_PER_TICK;
}

/* ns in ticks, rounded down as Linux's nsecs_to_jiffies() (exported:
 * the division is 64-bit) */
u64 nsecs_to_jiffies64(u64 n);
unsigned long nsecs_to_jiffies(u64 n);

#endif /* _LINUX_JIFFIES_H */
