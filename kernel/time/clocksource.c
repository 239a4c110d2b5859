// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/clocksource.c - choosing the counter the clocks are read
 * from.  A counter registers with a rating; the best one wins, unless
 * the boot option "clocksource=NAME" names one: then only that one is
 * taken (a name no counter has is reported, and the best is taken, as
 * Linux does).
 */
#include "linux/kernel.h"
#include "linux/clocksource.h"
#include "linux/init.h"
#include "linux/math64.h"
#include "linux/moduleparam.h"
#include "linux/string.h"
#include "linux/time64.h"

static char *override;
core_param(clocksource, override, charp, 0444);

static struct clocksource *current_cs = &clocksource_jiffies;

static bool wanted(const struct clocksource *cs)
{
	if (override && !strcmp(override, cs->name))
		return true;
	if (override && !strcmp(override, current_cs->name))
		return false;
	if (override)
		printk(KERN_WARNING "clocksource: Override clocksource %s is "
				    "not available\n", override);
	return cs->rating > current_cs->rating;
}

void clocksource_register(struct clocksource *cs)
{
	if (!wanted(cs))
		return;
	timekeeping_set_clocksource(cs);
	current_cs = cs;
	printk(KERN_INFO "clocksource: Switched to clocksource %s\n",
	       cs->name);
}

/*
 * A counter of khz kHz ticks 10^6 / khz ns per count; mult is that in
 * units of 2^-shift ns, rounded to the nearest.  It fits 32 bits while
 * khz >= 10^6 * 2^shift / 2^32 (shift 22: above 977 kHz).
 */
u32 clocksource_khz2mult(unsigned long khz, u32 shift)
{
	return (u32)div_u64(((u64)NSEC_PER_MSEC << shift) + khz / 2, khz);
}
