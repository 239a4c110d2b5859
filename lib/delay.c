// SPDX-License-Identifier: GPL-2.0
/*
 * lib/delay.c - busy-waiting: udelay(), ndelay(), mdelay().
 *
 * The time stamp counter (RDTSC, Intel SDM vol. 2B) counts CPU cycles;
 * how many make a microsecond is measured once, the first time a delay
 * is asked for with interrupts on, by counting cycles over one timer
 * tick (1/HZ s).  Until then, and with interrupts off before it, a
 * conservative guess of 4 GHz is used, so a delay is never too short.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/delay.h"
#include "linux/jiffies.h"
#include "linux/preempt.h"
#include "asm/msr.h"

#define GUESS_CYCLES_PER_USEC	4000

static unsigned long cycles_per_usec;

static void wait_next_tick(void)
{
	unsigned long j = jiffies;

	while (jiffies == j)
		barrier();
}

static unsigned long calibrate(void)
{
	u64 start;

	wait_next_tick();
	start = rdtsc();
	wait_next_tick();
	/* a tick is far fewer than 2^32 cycles */
	return (unsigned long)(rdtsc() - start) / (1000000 / HZ);
}

static unsigned long usec_cycles(void)
{
	if (!cycles_per_usec && !irqs_disabled())
		cycles_per_usec = calibrate();
	return cycles_per_usec ? cycles_per_usec : GUESS_CYCLES_PER_USEC;
}

static void delay_cycles(u64 cycles)
{
	u64 start = rdtsc();

	while (rdtsc() - start < cycles)
		asm volatile("pause");
}

void udelay(unsigned long usecs)
{
	delay_cycles((u64)usecs * usec_cycles());
}
EXPORT_SYMBOL(udelay);

void ndelay(unsigned long nsecs)
{
	udelay((nsecs + 999) / 1000);
}
EXPORT_SYMBOL(ndelay);

void mdelay(unsigned long msecs)
{
	while (msecs--)
		udelay(1000);
}
EXPORT_SYMBOL(mdelay);
