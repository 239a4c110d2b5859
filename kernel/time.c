// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time.c - the time system calls.  The clock is the timer tick
 * (jiffies, HZ a second) counted from boot; there is no battery clock,
 * so the epoch is the boot (CLOCK_REALTIME == CLOCK_MONOTONIC).
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "asm/uaccess.h"

/* clock_gettime(2) clock ids, Linux's values */
#define CLOCK_REALTIME		0
#define CLOCK_MONOTONIC		1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID	3
#define CLOCK_MONOTONIC_RAW	4
#define CLOCK_BOOTTIME		7

static void now(struct old_timespec32 *ts)
{
	unsigned long j = jiffies;

	ticks_to_timespec(j, ts);
}

long sys_clock_gettime(int clock, struct old_timespec32 __user *tp)
{
	struct old_timespec32 ts;

	if (clock < CLOCK_REALTIME || clock > CLOCK_BOOTTIME || clock == 5 ||
	    clock == 6)
		return -EINVAL;
	now(&ts);
	return copy_to_user(tp, &ts, sizeof(ts)) ? -EFAULT : 0;
}

long sys_gettimeofday(struct old_timeval32 __user *tv, void __user *tz)
{
	struct old_timespec32 ts;
	struct old_timeval32 t;

	now(&ts);
	t.tv_sec = ts.tv_sec;
	t.tv_usec = ts.tv_nsec / 1000;
	if (tv && copy_to_user(tv, &t, sizeof(t)))
		return -EFAULT;
	if (tz && clear_user(tz, 8))	/* struct timezone: UTC */
		return -EFAULT;
	return 0;
}

long sys_time(s32 __user *tloc)
{
	struct old_timespec32 ts;

	now(&ts);
	if (tloc && put_user(ts.tv_sec, tloc))
		return -EFAULT;
	return ts.tv_sec;
}

long timespec_to_ticks(const struct old_timespec32 *ts)
{
	if (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= NSEC_PER_SEC)
		return -EINVAL;
	if (ts->tv_sec >= LONG_MAX / HZ - 1)
		return MAX_SCHEDULE_TIMEOUT;
	return ts->tv_sec * HZ +
	       (ts->tv_nsec + NSEC_PER_TICK - 1) / NSEC_PER_TICK;
}

void ticks_to_timespec(unsigned long ticks, struct old_timespec32 *ts)
{
	ts->tv_sec = (s32)(ticks / HZ);
	ts->tv_nsec = (s32)((ticks % HZ) * NSEC_PER_TICK);
}

long sys_nanosleep(const struct old_timespec32 __user *req,
		   struct old_timespec32 __user *rem)
{
	struct old_timespec32 ts;
	long ticks;

	if (copy_from_user(&ts, req, sizeof(ts)))
		return -EFAULT;
	ticks = timespec_to_ticks(&ts);
	if (ticks < 0)
		return ticks;
	while (ticks && !signal_pending(current))
		ticks = schedule_timeout_interruptible(ticks);
	if (!ticks)
		return 0;
	/* a signal cut it short: EINTR and the time left (nanosleep(2)) */
	ticks_to_timespec(ticks, &ts);
	if (rem && copy_to_user(rem, &ts, sizeof(ts)))
		return -EFAULT;
	return -EINTR;
}
