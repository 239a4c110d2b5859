/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/time.h - the i386 ABI's 32-bit time_t structures, and
 * their conversion to and from timer ticks (kernel/time.c).
 */
#ifndef _LINUX_TIME_H
#define _LINUX_TIME_H

#include "linux/types.h"
#include "linux/time64.h"
#include "asm/param.h"

#define NSEC_PER_TICK	(NSEC_PER_SEC / HZ)

struct old_timespec32 {
	s32 tv_sec, tv_nsec;
};

struct old_timeval32 {
	s32 tv_sec, tv_usec;
};

/* and the time64 one, Linux's include/uapi/linux/time_types.h */
struct __kernel_timespec {
	s64 tv_sec;
	s64 tv_nsec;
};

/* clock_gettime(2) clock ids, Linux's values (its uapi/linux/time.h) */
typedef int clockid_t;
#define CLOCK_REALTIME		0
#define CLOCK_MONOTONIC		1
#define CLOCK_MONOTONIC_RAW	4
#define CLOCK_REALTIME_COARSE	5
#define CLOCK_MONOTONIC_COARSE	6
#define CLOCK_BOOTTIME		7
#define CLOCK_TAI		11

void time_init(void);
/* Ticks for ts, rounded up; -EINVAL for a negative or malformed one */
long timespec_to_ticks(const struct old_timespec32 *ts);
long timespec_timeout(int clock, bool abs, const struct __kernel_timespec *ts);
void ticks_to_timespec(unsigned long ticks, struct old_timespec32 *ts);
/* the CMOS clock's reading at boot, seconds since the epoch (rtc.c) */
void rtc_init(void);
extern s64 boot_wall_seconds;

/* Linux's linux/time.h brings the clocks too (through linux/time64.h) */
#include "linux/timekeeping.h"

#endif /* _LINUX_TIME_H */
