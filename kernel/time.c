// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time.c - the time system calls.  The clock is the timer tick
 * (jiffies, HZ a second) counted from boot; CLOCK_REALTIME adds the CMOS
 * clock's reading at boot (arch/i386/kernel/rtc.c).  Each call comes in
 * the i386 ABI's old 32-bit time_t form and in the *_time64 form (Linux
 * 5.1, numbers 403-414) that glibc 2.34+ tries first.
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
#define CLOCK_REALTIME_COARSE	5	/* time(2) in glibc 2.31+ */
#define CLOCK_MONOTONIC_COARSE	6
#define CLOCK_BOOTTIME		7
#define TIMER_ABSTIME		1	/* clock_nanosleep(2) flags */

/* every clock counts ticks, so the coarse ones are the others' twins */
static bool clock_valid(int clock)
{
	return clock >= CLOCK_REALTIME && clock <= CLOCK_BOOTTIME;
}

/* The clock's time now; every clock but the wall clock starts at boot. */
static void now(int clock, struct __kernel_timespec *ts)
{
	unsigned long j = jiffies;

	ts->tv_sec = j / HZ;
	ts->tv_nsec = (j % HZ) * NSEC_PER_TICK;
	if (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)
		ts->tv_sec += boot_wall_seconds;
}

static long put_timespec32(const struct __kernel_timespec *ts,
			   struct old_timespec32 __user *tp)
{
	struct old_timespec32 t = { (s32)ts->tv_sec, (s32)ts->tv_nsec };

	return copy_to_user(tp, &t, sizeof(t)) ? -EFAULT : 0;
}

long sys_clock_gettime(int clock, struct old_timespec32 __user *tp)
{
	struct __kernel_timespec ts;

	if (!clock_valid(clock))
		return -EINVAL;
	now(clock, &ts);
	return put_timespec32(&ts, tp);
}

long sys_clock_gettime64(int clock, struct __kernel_timespec __user *tp)
{
	struct __kernel_timespec ts;

	if (!clock_valid(clock))
		return -EINVAL;
	now(clock, &ts);
	return copy_to_user(tp, &ts, sizeof(ts)) ? -EFAULT : 0;
}

/* Every clock ticks HZ times a second: that is its resolution. */
long sys_clock_getres_time64(int clock, struct __kernel_timespec __user *tp)
{
	struct __kernel_timespec ts = { 0, NSEC_PER_TICK };

	if (!clock_valid(clock))
		return -EINVAL;
	return tp && copy_to_user(tp, &ts, sizeof(ts)) ? -EFAULT : 0;
}

long sys_gettimeofday(struct old_timeval32 __user *tv, void __user *tz)
{
	struct __kernel_timespec ts;
	struct old_timeval32 t;

	now(CLOCK_REALTIME, &ts);
	t.tv_sec = (s32)ts.tv_sec;
	t.tv_usec = (s32)(ts.tv_nsec / 1000);
	if (tv && copy_to_user(tv, &t, sizeof(t)))
		return -EFAULT;
	if (tz && clear_user(tz, 8))	/* struct timezone: UTC */
		return -EFAULT;
	return 0;
}

long sys_time(s32 __user *tloc)
{
	struct __kernel_timespec ts;

	now(CLOCK_REALTIME, &ts);
	if (tloc && put_user((s32)ts.tv_sec, tloc))
		return -EFAULT;
	return (s32)ts.tv_sec;
}

/*
 * Sleep for ts (or until ts on the clock, with TIMER_ABSTIME), rounded
 * up to whole ticks as nanosleep(2) allows, plus one: the current tick
 * is partly over.  A signal ends it early with EINTR, and a relative
 * sleep leaves the time still to sleep in ts (the callers' rem).
 */
static long sleep_for(int clock, int flags, struct __kernel_timespec *ts)
{
	struct __kernel_timespec t;
	unsigned long ticks;

	if (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= NSEC_PER_SEC)
		return -EINVAL;
	if (flags & TIMER_ABSTIME) {
		now(clock, &t);
		ts->tv_sec -= t.tv_sec;
		ts->tv_nsec -= t.tv_nsec;
		if (ts->tv_nsec < 0) {
			ts->tv_nsec += NSEC_PER_SEC;
			ts->tv_sec--;
		}
		if (ts->tv_sec < 0)
			return 0;
	}
	if (ts->tv_sec > (s64)(LONG_MAX / HZ - 1))
		ts->tv_sec = LONG_MAX / HZ - 1;
	ticks = (unsigned long)ts->tv_sec * HZ +
		(unsigned long)(ts->tv_nsec + NSEC_PER_TICK - 1) / NSEC_PER_TICK;
	if (!ticks)
		return 0;
	ticks++;
	while (ticks && !signal_pending(current))
		ticks = schedule_timeout_interruptible(ticks);
	if (!ticks)
		return 0;
	ts->tv_sec = ticks / HZ;
	ts->tv_nsec = (ticks % HZ) * NSEC_PER_TICK;
	return -EINTR;
}

/* The time left of an interrupted relative sleep goes to rem, if asked */
static bool rem_wanted(long err, int flags, const void __user *rem)
{
	return err == -EINTR && !(flags & TIMER_ABSTIME) && rem;
}

static long clock_sleepable(int clock)
{
	if (clock == CLOCK_REALTIME || clock == CLOCK_MONOTONIC ||
	    clock == CLOCK_BOOTTIME)
		return 0;
	return clock_valid(clock) ? -EOPNOTSUPP : -EINVAL;
}

/*
 * clock_nanosleep(2), which glibc's nanosleep(3) calls too: the time64
 * form for a time past 2038, the old one otherwise.  rem is written
 * only when a signal cuts a relative sleep short (EINTR).
 */
long sys_clock_nanosleep_time64(int clock, int flags,
				const struct __kernel_timespec __user *req,
				struct __kernel_timespec __user *rem)
{
	struct __kernel_timespec ts;
	long err = clock_sleepable(clock);

	if (err)
		return err;
	if (copy_from_user(&ts, req, sizeof(ts)))
		return -EFAULT;
	err = sleep_for(clock, flags, &ts);
	if (rem_wanted(err, flags, rem) && copy_to_user(rem, &ts, sizeof(ts)))
		return -EFAULT;
	return err;
}

long sys_clock_nanosleep(int clock, int flags,
			 const struct old_timespec32 __user *req,
			 struct old_timespec32 __user *rem)
{
	struct old_timespec32 t;
	struct __kernel_timespec ts;
	long err = clock_sleepable(clock);

	if (err)
		return err;
	if (copy_from_user(&t, req, sizeof(t)))
		return -EFAULT;
	ts.tv_sec = t.tv_sec;
	ts.tv_nsec = t.tv_nsec;
	err = sleep_for(clock, flags, &ts);
	if (rem_wanted(err, flags, rem) && put_timespec32(&ts, rem))
		return -EFAULT;
	return err;
}

/* Ticks for ts, rounded up, for poll(2) and select(2)'s timeouts */
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
	return sys_clock_nanosleep(CLOCK_MONOTONIC, 0, req, rem);
}
