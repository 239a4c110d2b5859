/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/timekeeping.h - reading the clocks (kernel/time/
 * timekeeping.c).  CLOCK_MONOTONIC counts from boot, read from the
 * clocksource (linux/clocksource.h): the time stamp counter, calibrated
 * against the PIT (arch/i386/kernel/tsc.c), to the nanosecond, or the
 * tick count (jiffies).  It never goes back.  Nothing suspends here, so
 * CLOCK_BOOTTIME is the same clock.  CLOCK_REALTIME adds the CMOS
 * clock's reading at boot (arch/i386/kernel/rtc.c), or what
 * do_settimeofday64() set.  The _coarse readings are the last tick's,
 * as Linux's.
 */
#ifndef _LINUX_TIMEKEEPING_H
#define _LINUX_TIMEKEEPING_H

#include "linux/ktime.h"

ktime_t ktime_get(void);
ktime_t ktime_get_real(void);
ktime_t ktime_get_coarse(void);
ktime_t ktime_get_coarse_real(void);
void ktime_get_ts64(struct timespec64 *ts);
void ktime_get_real_ts64(struct timespec64 *ts);
void ktime_get_coarse_ts64(struct timespec64 *ts);
void ktime_get_coarse_real_ts64(struct timespec64 *ts);
time64_t ktime_get_seconds(void);
time64_t ktime_get_real_seconds(void);

#define ktime_get_boottime()		ktime_get()
#define ktime_get_raw()			ktime_get()
#define ktime_get_boottime_ts64(ts)	ktime_get_ts64(ts)
#define ktime_get_raw_ts64(ts)		ktime_get_ts64(ts)

static inline u64 ktime_get_ns(void)
{
	return ktime_to_ns(ktime_get());
}

static inline u64 ktime_get_real_ns(void)
{
	return ktime_to_ns(ktime_get_real());
}

static inline u64 ktime_get_coarse_ns(void)
{
	return ktime_to_ns(ktime_get_coarse());
}

#define ktime_get_boottime_ns()	ktime_get_ns()
#define ktime_get_raw_ns()	ktime_get_ns()

/* The tick: jiffies_64 and jiffies forward by ticks (the timer interrupt) */
void do_timer(unsigned long ticks);
/* what clock_getres(2) says of the fine clocks: 1, or a tick */
u32 clock_resolution_ns(void);
u64 ktime_into_tick(unsigned long *tick);
void do_settimeofday64(const struct timespec64 *ts);

#endif /* _LINUX_TIMEKEEPING_H */
