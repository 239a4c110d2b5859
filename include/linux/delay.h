/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/delay.h - waiting a while: msleep() and ssleep() give
 * the CPU away (kernel/timer.c), udelay() and mdelay() busy-wait
 * (lib/delay.c) and so may be used where sleeping is not allowed.
 */
#ifndef _LINUX_DELAY_H
#define _LINUX_DELAY_H

#include "linux/kernel.h"

void msleep(unsigned int msecs);
unsigned long msleep_interruptible(unsigned int msecs);
void usleep_range(unsigned long min, unsigned long max);
void udelay(unsigned long usecs);
void ndelay(unsigned long nsecs);
void mdelay(unsigned long msecs);

static inline void ssleep(unsigned int seconds)
{
	msleep(seconds * 1000);
}

/*
 * Sleep about usecs, the way that suits the length (Linux 5.8's
 * fsleep()): a few microseconds are cheaper to spin than to schedule
 * away for; up to 20 ms a timer with some slack; longer ones in
 * milliseconds, rounded up so that it never wakes early.
 */
static inline void fsleep(unsigned long usecs)
{
	if (usecs <= 10)
		udelay(usecs);
	else if (usecs <= 20000)
		usleep_range(usecs, 2 * usecs);
	else
		msleep((usecs + 999) / 1000);
}

#endif /* _LINUX_DELAY_H */
