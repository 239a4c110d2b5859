// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/timekeeping.c - the clocks of linux/timekeeping.h, and the
 * tick that drives them (do_timer(), from arch/i386/kernel/time.c).
 *
 * The monotonic clock is jiffies_64 whole ticks plus the part of the
 * current tick gone by, measured with the time stamp counter (RDTSC,
 * Intel SDM vol. 2B, 17.17): the cycles since the last tick, over the
 * cycles the last whole tick lasted.  That fraction is held below one
 * tick, so a reading never passes the next tick's and the clock never
 * goes back, even when the tick interrupt is late.  Before two ticks
 * have been seen, the fraction is 0: the clock is the tick's.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/timekeeping.h"
#include "linux/time.h"
#include "asm/msr.h"
#include "asm/system.h"

volatile unsigned long jiffies;
EXPORT_SYMBOL(jiffies);
u64 jiffies_64;
EXPORT_SYMBOL(jiffies_64);

static u64 tick_tsc;		/* the counter at the last tick */
static u32 tick_cycles;		/* how long the last tick lasted; 0: unknown */

/* Interrupts are off: the timer interrupt */
void do_timer(unsigned long ticks)
{
	u64 now = rdtsc(), len = now - tick_tsc;

	if (tick_tsc && ticks == 1 && len <= 0xffffffffULL)
		tick_cycles = len;
	tick_tsc = now;
	jiffies_64 += ticks;
	jiffies = (unsigned long)jiffies_64;
}

/* The CPU's clock in kHz, from the cycles of the last tick; 0: unknown */
unsigned long tsc_khz(void)
{
	return (unsigned long)((u64)tick_cycles * HZ / 1000);
}

u64 get_jiffies_64(void)
{
	unsigned long flags;
	u64 j;

	local_irq_save(flags);
	j = jiffies_64;
	local_irq_restore(flags);
	return j;
}
EXPORT_SYMBOL(get_jiffies_64);

/* Nanoseconds since boot: ticks, and the fraction of this one if fine */
static s64 monotonic_ns(bool fine)
{
	unsigned long flags;
	u64 ticks, since;
	u32 len;

	local_irq_save(flags);
	ticks = jiffies_64;
	since = rdtsc() - tick_tsc;
	len = tick_cycles;
	local_irq_restore(flags);
	if (!fine || !len)
		return ticks * NSEC_PER_TICK;
	if (since >= len)
		since = len - 1;	/* the tick is late: stay inside this one */
	return ticks * NSEC_PER_TICK + div_u64(since * NSEC_PER_TICK, len);
}

static s64 wall_offset_ns(void)
{
	return boot_wall_seconds * NSEC_PER_SEC;
}

ktime_t ktime_get(void)
{
	return monotonic_ns(true);
}
EXPORT_SYMBOL_GPL(ktime_get);

ktime_t ktime_get_real(void)
{
	return monotonic_ns(true) + wall_offset_ns();
}
EXPORT_SYMBOL_GPL(ktime_get_real);

ktime_t ktime_get_coarse(void)
{
	return monotonic_ns(false);
}
EXPORT_SYMBOL_GPL(ktime_get_coarse);

ktime_t ktime_get_coarse_real(void)
{
	return monotonic_ns(false) + wall_offset_ns();
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
	return get_jiffies_64() / HZ;
}
EXPORT_SYMBOL_GPL(ktime_get_seconds);

time64_t ktime_get_real_seconds(void)
{
	return get_jiffies_64() / HZ + boot_wall_seconds;
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
