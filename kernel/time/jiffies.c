// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/jiffies.c - the tick count as a clocksource: the one every
 * PC has, and the one the clocks use until a better one registers, or
 * for good with "notsc" or "clocksource=jiffies".  It moves once a tick,
 * so the clocks read in whole ticks and clock_getres(2) says a tick.
 */
#include "linux/kernel.h"
#include "linux/clocksource.h"
#include "linux/time.h"

/* read under the timekeeping lock, which do_timer() holds to change it */
static u64 jiffies_read(void)
{
	return jiffies_64;
}

/* a tick in nanoseconds: NSEC_PER_TICK << 8 still fits a u32 at HZ 100 */
#define JIFFIES_SHIFT	8

struct clocksource clocksource_jiffies = {
	.name = "jiffies",
	.read = jiffies_read,
	.mult = NSEC_PER_TICK << JIFFIES_SHIFT,
	.shift = JIFFIES_SHIFT,
	.rating = 1,
	.continuous = false,
};
