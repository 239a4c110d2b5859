// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time.c - the time system calls.  The clocks are
 * linux/timekeeping.h's: from boot, to the nanosecond when the time
 * stamp counter is the clocksource, in ticks otherwise; CLOCK_REALTIME
 * adds the CMOS clock's reading at boot (arch/i386/kernel/rtc.c).
 * Sleeps and timeouts still end on a tick (jiffies).  Each call comes in
 * the i386 ABI's old 32-bit time_t form and in the *_time64 form (Linux
 * 5.1, numbers 403-414) that glibc 2.34+ tries first.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/posix-timers.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/timekeeping.h"
#include "asm/uaccess.h"

/* clock_gettime(2) clock ids, Linux's values */
#define CLOCK_MONOTONIC_RAW	4
#define CLOCK_REALTIME_COARSE	5	/* time(2) in glibc 2.31+ */
#define CLOCK_MONOTONIC_COARSE	6
#define CLOCK_BOOTTIME		7
#define TIMER_ABSTIME		1	/* clock_nanosleep(2) flags */

static bool clock_valid(int clock)
{
	return clock >= CLOCK_REALTIME && clock <= CLOCK_BOOTTIME;
}

/* the coarse clocks, and the CPU-time ones (counted in ticks here) */
static bool clock_coarse(int clock)
{
	return clock == CLOCK_REALTIME_COARSE ||
	       clock == CLOCK_MONOTONIC_COARSE || is_cpu_clock(clock);
}

/*
 * The clock's time now; every clock but the wall clock and the CPU-time
 * ones (kernel/time/posix-cpu-timers.c) starts at boot.  0, or -EINVAL
 * for no such clock (a CPU-time clock that names no task).
 */
static long now(int clock, struct __kernel_timespec *ts)
{
	struct timespec64 t;

	if (is_cpu_clock(clock))
		return cpu_clock_read(clock, ts);
	if (!clock_valid(clock))
		return -EINVAL;
	if (clock == CLOCK_REALTIME)
		ktime_get_real_ts64(&t);
	else if (clock == CLOCK_REALTIME_COARSE)
		ktime_get_coarse_real_ts64(&t);
	else if (clock_coarse(clock))
		ktime_get_coarse_ts64(&t);
	else
		ktime_get_ts64(&t);
	ts->tv_sec = t.tv_sec;
	ts->tv_nsec = t.tv_nsec;
	return 0;
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
	long err = now(clock, &ts);

	return err ?: put_timespec32(&ts, tp);
}

long sys_clock_gettime64(int clock, struct __kernel_timespec __user *tp)
{
	struct __kernel_timespec ts;
	long err = now(clock, &ts);

	if (err)
		return err;
	return copy_to_user(tp, &ts, sizeof(ts)) ? -EFAULT : 0;
}

/*
 * A coarse clock moves once a tick; the others as the clocksource does
 * (clock_resolution_ns(): 1 ns with the time stamp counter).
 */
long sys_clock_getres_time64(int clock, struct __kernel_timespec __user *tp)
{
	struct __kernel_timespec ts;

	if (now(clock, &ts))
		return -EINVAL;
	ts.tv_sec = 0;
	ts.tv_nsec = NSEC_PER_TICK;
	if (!clock_coarse(clock))
		ts.tv_nsec = clock_resolution_ns();
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

/*
 * Setting the wall clock (settimeofday(2), clock_settime(2), stime(2)):
 * a time in range (EINVAL), then CAP_SYS_TIME (EPERM), Linux's order.
 * The new time moves the wall clock's offset from the monotonic one
 * (do_settimeofday64()).
 */
static long settime(s64 sec, long nsec)
{
	struct timespec64 ts = { sec, nsec };

	if (sec < 0 || nsec < 0 || nsec >= NSEC_PER_SEC)
		return -EINVAL;
	if (!capable(CAP_SYS_TIME))
		return -EPERM;
	do_settimeofday64(&ts);
	return 0;
}

/* both NULL: nothing to set, but still root's call (Linux asks first) */
long sys_settimeofday(const struct old_timeval32 __user *tv,
		      const void __user *tz)
{
	struct old_timeval32 t;

	(void)tz;		/* the kernel's time zone is UTC's, kept */
	if (!tv)
		return capable(CAP_SYS_TIME) ? 0 : -EPERM;
	if (copy_from_user(&t, tv, sizeof(t)))
		return -EFAULT;
	if (t.tv_usec < 0 || t.tv_usec >= USEC_PER_SEC)
		return -EINVAL;
	return settime(t.tv_sec, t.tv_usec * NSEC_PER_USEC);
}

long sys_stime(const s32 __user *tptr)
{
	s32 t;

	if (get_user(t, tptr))
		return -EFAULT;
	return settime(t, 0);
}

/* only the wall clock may be set; the others count from boot */
long sys_clock_settime(int clock, const struct old_timespec32 __user *tp)
{
	struct old_timespec32 t;

	if (clock != CLOCK_REALTIME)
		return -EINVAL;
	if (copy_from_user(&t, tp, sizeof(t)))
		return -EFAULT;
	return settime(t.tv_sec, t.tv_nsec);
}

long sys_clock_settime64(int clock, const struct __kernel_timespec __user *tp)
{
	struct __kernel_timespec t;

	if (clock != CLOCK_REALTIME)
		return -EINVAL;
	if (copy_from_user(&t, tp, sizeof(t)))
		return -EFAULT;
	return settime(t.tv_sec, (long)t.tv_nsec);
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
 * ts made relative to now (abs: a time on the clock; 0 once past), at
 * most what a tick count holds: 0, or -EINVAL for a malformed ts.
 */
static long relative_ts(int clock, bool abs, struct __kernel_timespec *t)
{
	struct __kernel_timespec n;

	if (t->tv_sec < 0 || t->tv_nsec < 0 || t->tv_nsec >= NSEC_PER_SEC)
		return -EINVAL;
	if (abs) {
		now(clock, &n);
		t->tv_sec -= n.tv_sec;
		t->tv_nsec -= n.tv_nsec;
		if (t->tv_nsec < 0) {
			t->tv_nsec += NSEC_PER_SEC;
			t->tv_sec--;
		}
		if (t->tv_sec < 0)
			t->tv_sec = t->tv_nsec = 0;
	}
	if (t->tv_sec > (s64)(LONG_MAX / HZ - 1))
		t->tv_sec = LONG_MAX / HZ - 1;
	return 0;
}

/*
 * The ticks a sleep for ts lasts (or until ts on the clock, with abs),
 * rounded up to whole ticks as nanosleep(2) allows, plus one: the
 * current tick is partly over.  0 if the time has passed, -EINVAL for
 * a malformed ts.
 */
long timespec_timeout(int clock, bool abs, const struct __kernel_timespec *ts)
{
	struct __kernel_timespec t = *ts;
	unsigned long ticks;
	long err = relative_ts(clock, abs, &t);

	if (err)
		return err;
	ticks = (unsigned long)t.tv_sec * HZ +
		(unsigned long)(t.tv_nsec + NSEC_PER_TICK - 1) / NSEC_PER_TICK;
	return ticks ? (long)ticks + 1 : 0;
}

/*
 * The ticks a sleep for ts (or until ts on the clock, with
 * TIMER_ABSTIME) lasts from the tick *base: to the first tick at least
 * that far from now, never earlier (nanosleep(2)).  How far into the
 * current tick now is the clocksource says (ktime_into_tick()); so a
 * short sleep ends at the next tick, as usleep(3) loops need (LTP's
 * semop04), not one later, as timespec_timeout()'s count ends.
 * *end: the sleep's end on the monotonic clock.  0 if the time has
 * passed, -EINVAL for a malformed ts.
 */
static long sleep_ticks(int clock, int flags, struct __kernel_timespec *ts,
			unsigned long *base, s64 *end)
{
	struct __kernel_timespec t = *ts;
	long err = relative_ts(clock, flags & TIMER_ABSTIME, &t);
	u64 ns = (u64)t.tv_sec * NSEC_PER_SEC + (u64)t.tv_nsec;
	u64 into = ktime_into_tick(base);

	if (err || !ns)
		return err;
	*end = ktime_get() + (s64)ns;
	return (long)div_u64(into + ns + NSEC_PER_TICK - 1, NSEC_PER_TICK);
}

/*
 * Sleep until jiffies reaches rb's expires and the monotonic clock its
 * end: a tick may come early for the clocksource (QEMU catches up
 * ticks it was late with), so the clock has the last word, a tick more
 * at a time.  0, or -EINTR for a signal.
 */
static long sleep_until(struct restart_block *rb)
{
	unsigned long *expires = &rb->nanosleep.expires;
	long left;

	for (;;) {
		while ((left = (long)(*expires - jiffies)) > 0 &&
		       !signal_pending(current))
			schedule_timeout_interruptible(left);
		if ((long)(*expires - jiffies) > 0)
			return -EINTR;
		if (ktime_get() >= rb->nanosleep.end)
			return 0;
		*expires = jiffies + 1;
	}
}

static long nanosleep_restart(struct restart_block *rb);

/*
 * A relative sleep that a signal cut short: the time left goes to rem
 * (if given), and the call returns -ERESTART_RESTARTBLOCK.  A handler
 * turns that into EINTR (arch/i386/kernel/signal.c); with none (a stop
 * and SIGCONT, an ignored signal) restart_syscall(2) sleeps on to the
 * same end, as Linux's nanosleep does (signal(7), "Interruption of
 * system calls ... by stop signals": not nanosleep since Linux 2.6).
 */
static long sleep_interrupted(struct restart_block *rb)
{
	unsigned long left = rb->nanosleep.expires - jiffies;
	struct __kernel_timespec ts = {
		.tv_sec = left / HZ,
		.tv_nsec = (left % HZ) * NSEC_PER_TICK,
	};
	void __user *rem = rb->nanosleep.rem;

	if ((long)left < 0)
		ts.tv_sec = ts.tv_nsec = 0;
	if (rem && rb->nanosleep.time64 && copy_to_user(rem, &ts, sizeof(ts)))
		return -EFAULT;
	if (rem && !rb->nanosleep.time64 && put_timespec32(&ts, rem))
		return -EFAULT;
	rb->fn = nanosleep_restart;
	return -ERESTART_RESTARTBLOCK;
}

static long nanosleep_restart(struct restart_block *rb)
{
	return sleep_until(rb) ? sleep_interrupted(rb) : 0;
}

/* The sleep of clock_nanosleep(2) in both its forms.  An absolute one
 * cut short is simply made again (-ERESTARTNOHAND): its end is fixed. */
static long do_nanosleep(int clock, int flags, struct __kernel_timespec *ts,
			 void __user *rem, bool time64)
{
	struct restart_block *rb = &current->restart_block;
	unsigned long base;
	long ticks = sleep_ticks(clock, flags, ts, &base, &rb->nanosleep.end);

	if (ticks <= 0)
		return ticks;
	rb->nanosleep.expires = base + (unsigned long)ticks;
	if (!sleep_until(rb))
		return 0;
	if (flags & TIMER_ABSTIME)
		return -ERESTARTNOHAND;
	rb->nanosleep.rem = rem;
	rb->nanosleep.time64 = time64;
	return sleep_interrupted(rb);
}

/* restart_syscall(2): go on with what the interrupted call left */
long sys_restart_syscall(void)
{
	struct restart_block *rb = &current->restart_block;
	long (*fn)(struct restart_block *) = rb->fn;

	rb->fn = NULL;		/* once: a stray call is EINTR, as Linux's */
	return fn ? fn(rb) : -EINTR;
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
 * only when a signal cuts a relative sleep short.
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
	return do_nanosleep(clock, flags, &ts, rem, true);
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
	return do_nanosleep(clock, flags, &ts, rem, false);
}

/*
 * Ticks for ts, for select(2), ppoll(2) and sigtimedwait(2)'s timeouts:
 * rounded up, plus one, as timespec_timeout()'s, since the current tick
 * is partly over: the wait lasts at least ts (select(2)), as the
 * nanosecond clock shows.
 */
long timespec_to_ticks(const struct old_timespec32 *ts)
{
	long ticks;

	if (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= NSEC_PER_SEC)
		return -EINVAL;
	if (ts->tv_sec >= LONG_MAX / HZ - 2)
		return MAX_SCHEDULE_TIMEOUT;
	ticks = ts->tv_sec * HZ +
		(ts->tv_nsec + NSEC_PER_TICK - 1) / NSEC_PER_TICK;
	return ticks ? ticks + 1 : 0;
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
