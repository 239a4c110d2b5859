// SPDX-License-Identifier: GPL-2.0
/*
 * lib/delay.c - busy-waiting: udelay(), ndelay(), mdelay().
 *
 * The time stamp counter (RDTSC, Intel SDM vol. 2B) counts CPU cycles;
 * how many make a microsecond is the rate arch/i386/kernel/tsc.c
 * measured at boot against the PIT (tsc_khz()), rounded up so that a
 * delay is never too short.  Before that measurement a conservative
 * guess of 4 GHz is used.
 *
 * Counting cycles over one timer tick instead, as this file once did,
 * counts a tick as long as the timer interrupt was late: under QEMU on a
 * busy host, or on SMP, where the tick (CPU 0's, which counts jiffies)
 * waits for the big kernel lock that another CPU in the kernel may hold
 * for seconds (smp-demo's hog=, tests/kernel/test_smp.py).
 *
 * A delay ends at the first test of the TSC past its deadline.  Under
 * QEMU's TCG that test may come milliseconds late (each PAUSE leaves the
 * translated code; a busy host may not run the CPU's thread), so
 * mdelay() is one deadline, not a millisecond's delay repeated: with
 * 1000 deadlines, smp-demo's mdelay(1000) took 4 s on one CPU and 11 s
 * on two.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/delay.h"
#include "asm/msr.h"
#include "asm/tsc.h"

#define GUESS_CYCLES_PER_USEC	4000

static unsigned long usec_cycles(void)
{
	unsigned long khz = tsc_khz();

	return khz ? DIV_ROUND_UP(khz, 1000) : GUESS_CYCLES_PER_USEC;
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
	delay_cycles((u64)msecs * 1000 * usec_cycles());
}
EXPORT_SYMBOL(mdelay);
