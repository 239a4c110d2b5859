// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/timekeeping.c - the clocks of linux/timekeeping.h, and the
 * tick that drives them (do_timer(), from arch/i386/kernel/time.c).
 *
 * CLOCK_MONOTONIC is read from a clocksource (linux/clocksource.h): the
 * nanoseconds it had at the last tick (base_ns), plus the counter's
 * movement since then (cycle_last) scaled by mult >> shift.  Each tick
 * folds that movement into base_ns.  With the time stamp counter that is
 * nanosecond resolution; with the jiffies one the clock moves a tick at
 * a time.  The clock never goes back: a reading is base_ns plus a
 * rounded-down share of a delta that only grows until the tick, and the
 * tick's base_ns is at least the last such reading (floor(a) <= floor(a
 * + b)); a counter read behind cycle_last (another CPU's, a moment
 * before) counts as no movement.  A spinlock, tk_lock, keeps the three
 * values and the wall clock's offset together for readers on any CPU
 * (Linux uses a seqcount; a reader here holds the lock for one RDTSC):
 * the clock system calls read them without the big kernel lock
 * (arch/i386/kernel/syscall_table.c, sys_call_nobkl[]).  The counter on every CPU is taken to
 * be the same one: true of QEMU, whose CPUs all read the host's TSC
 * through one offset, so no per-CPU correction is made.
 */
#include "linux/kernel.h"
#include "linux/clocksource.h"
#include "linux/export.h"
#include "linux/spinlock.h"
#include "linux/timekeeping.h"
#include "linux/time.h"

volatile unsigned long jiffies;
EXPORT_SYMBOL(jiffies);
u64 jiffies_64;
EXPORT_SYMBOL(jiffies_64);

static DEFINE_SPINLOCK(tk_lock);
static struct clocksource *tk_clock = &clocksource_jiffies;
static u64 cycle_last;		/* the counter at the last tick */
static u64 base_ns;		/* CLOCK_MONOTONIC then */
static long wall_nsec;		/* below boot_wall_seconds' second */

/* the counter's movement since cycle_last, in ns (lock held) */
static u64 since_last_ns(u64 *now)
{
	u64 delta;

	*now = tk_clock->read();
	delta = *now - cycle_last;
	if ((s64)delta <= 0)
		return 0;
	return (delta * tk_clock->mult) >> tk_clock->shift;
}

/* base_ns and cycle_last forward to now (lock held) */
static void fold(void)
{
	u64 now, ns = since_last_ns(&now);

	if ((s64)(now - cycle_last) > 0) {
		base_ns += ns;
		cycle_last = now;
	}
}

/* Interrupts are off: the timer interrupt */
void do_timer(unsigned long ticks)
{
	spin_lock(&tk_lock);
	jiffies_64 += ticks;
	jiffies = (unsigned long)jiffies_64;
	fold();
	spin_unlock(&tk_lock);
}

void timekeeping_set_clocksource(struct clocksource *cs)
{
	unsigned long flags;

	spin_lock_irqsave(&tk_lock, flags);
	fold();
	tk_clock = cs;
	cycle_last = cs->read();
	spin_unlock_irqrestore(&tk_lock, flags);
}

/*
 * How far into the current tick (*tick, in jiffies) the time is: the
 * counter's movement since it, or a whole tick when the counter moves
 * only with ticks, the tick then perhaps nearly over (kernel/time.c
 * sleep_ticks())
 */
u64 ktime_into_tick(unsigned long *tick)
{
	unsigned long flags;
	u64 now, ns;

	spin_lock_irqsave(&tk_lock, flags);
	*tick = jiffies;
	ns = tk_clock->continuous ? since_last_ns(&now) : NSEC_PER_TICK;
	spin_unlock_irqrestore(&tk_lock, flags);
	return ns;
}

/* 1 ns with a counter that moves between ticks, else a tick */
u32 clock_resolution_ns(void)
{
	return tk_clock->continuous ? 1 : NSEC_PER_TICK;
}

u64 get_jiffies_64(void)
{
	unsigned long flags;
	u64 j;

	spin_lock_irqsave(&tk_lock, flags);
	j = jiffies_64;
	spin_unlock_irqrestore(&tk_lock, flags);
	return j;
}
EXPORT_SYMBOL(get_jiffies_64);

/* lock held */
static s64 wall_offset_ns(void)
{
	return boot_wall_seconds * NSEC_PER_SEC + wall_nsec;
}

/* Nanoseconds since boot: the last tick's, and the counter's since;
 * plus the wall clock's offset for CLOCK_REALTIME (wall) */
static s64 clock_ns(bool fine, bool wall)
{
	unsigned long flags;
	u64 ns, now;

	spin_lock_irqsave(&tk_lock, flags);
	ns = base_ns + (fine ? since_last_ns(&now) : 0);
	if (wall)
		ns += wall_offset_ns();
	spin_unlock_irqrestore(&tk_lock, flags);
	return ns;
}

/*
 * Set CLOCK_REALTIME to ts (settimeofday(2), clock_settime(2)): the
 * wall clock is the monotonic one plus an offset, kept as the wall
 * time at boot (boot_wall_seconds, /proc/stat's btime) and the
 * nanoseconds below it.
 */
void do_settimeofday64(const struct timespec64 *ts)
{
	s64 boot = ts->tv_sec * NSEC_PER_SEC + ts->tv_nsec - ktime_get();
	unsigned long flags;
	s64 sec;
	s32 rem;

	sec = div_s64_rem(boot, NSEC_PER_SEC, &rem);
	if (rem < 0) {
		rem += NSEC_PER_SEC;
		sec--;
	}
	spin_lock_irqsave(&tk_lock, flags);	/* both halves at once */
	boot_wall_seconds = sec;
	wall_nsec = rem;
	spin_unlock_irqrestore(&tk_lock, flags);
}

ktime_t ktime_get(void)
{
	return clock_ns(true, false);
}
EXPORT_SYMBOL_GPL(ktime_get);

ktime_t ktime_get_real(void)
{
	return clock_ns(true, true);
}
EXPORT_SYMBOL_GPL(ktime_get_real);

ktime_t ktime_get_coarse(void)
{
	return clock_ns(false, false);
}
EXPORT_SYMBOL_GPL(ktime_get_coarse);

ktime_t ktime_get_coarse_real(void)
{
	return clock_ns(false, true);
}
EXPORT_SYMBOL_GPL(ktime_get_coarse_real);

void ktime_get_ts64(struct timespec64 *ts)
{
	*ts = ns_to_timespec64(ktime_get());
}
EXPORT_SYMBOL_GPL(ktime_get_ts64);

void ktime_get_real_ts64(struct timespec64 *ts)
{
	*ts = ns_to_timespec64(ktime_get_real());
}
EXPORT_SYMBOL(ktime_get_real_ts64);

void ktime_get_coarse_ts64(struct timespec64 *ts)
{
	*ts = ns_to_timespec64(ktime_get_coarse());
}
EXPORT_SYMBOL(ktime_get_coarse_ts64);

void ktime_get_coarse_real_ts64(struct timespec64 *ts)
{
	*ts = ns_to_timespec64(ktime_get_coarse_real());
}
EXPORT_SYMBOL(ktime_get_coarse_real_ts64);

time64_t ktime_get_seconds(void)
{
	return div_u64(ktime_get_coarse(), NSEC_PER_SEC);
}
EXPORT_SYMBOL_GPL(ktime_get_seconds);

time64_t ktime_get_real_seconds(void)
{
	return div_s64(ktime_get_coarse_real(), NSEC_PER_SEC);
}
EXPORT_SYMBOL_GPL(ktime_get_real_seconds);

u64 nsecs_to_jiffies64(u64 n)
{
	return n / NSEC_PER_TICK;
}
EXPORT_SYMBOL(nsecs_to_jiffies64);

unsigned long nsecs_to_jiffies(u64 n)
{
	return (unsigned long)nsecs_to_jiffies64(n);
}
EXPORT_SYMBOL_GPL(nsecs_to_jiffies);
