/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/clocksource.h - a counter the clocks are read from
 * (kernel/time/clocksource.c): CLOCK_MONOTONIC moves by
 * (counter delta * mult) >> shift nanoseconds.  The jiffies counter
 * (kernel/time/jiffies.c) is always there; the time stamp counter
 * (arch/i386/kernel/tsc.c) replaces it when the CPU has one.
 */
#ifndef _LINUX_CLOCKSOURCE_H
#define _LINUX_CLOCKSOURCE_H

#include "linux/types.h"

struct clocksource {
	const char *name;
	u64 (*read)(void);
	u32 mult;
	u32 shift;
	int rating;		/* the higher, the better: it wins */
	bool continuous;	/* counts between ticks: ns resolution */
};

extern struct clocksource clocksource_jiffies;

void clocksource_register(struct clocksource *cs);
/* mult for shift, for a counter of khz kHz */
u32 clocksource_khz2mult(unsigned long khz, u32 shift);

/* kernel/time/timekeeping.c: read from cs from now on */
void timekeeping_set_clocksource(struct clocksource *cs);

#endif /* _LINUX_CLOCKSOURCE_H */
