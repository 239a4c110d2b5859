// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/tsc.c - the time stamp counter (RDTSC, Intel SDM vol.
 * 2B; cpuid leaf 1, edx bit 4) as the clocks' counter.
 *
 * Its rate is the CPU's, which no register states on the CPUs this
 * kernel targets, so it is measured at boot against a clock of known
 * rate: the 8254 PIT's channel 2, counting 1,193,182 Hz.  Channel 2 is
 * the one whose gate software controls and whose output it can read
 * (port 0x61, bit 0 the gate, bit 5 the output: the PC's speaker port):
 * in mode 0 it counts down from what was loaded, and a latch command
 * freezes the count for reading.  A reading of the count between two
 * RDTSCs ties a PIT count to a TSC value within the two reads' span; of
 * SAMPLES such readings the one of the narrowest span is kept, at each
 * end of a CAL_MS window, and the rate is the TSC's movement over the
 * PIT's between them.  Waiting instead for the count to run out (the
 * output rising) and reading the TSC then, as the simplest method goes,
 * measures up to twice the rate under QEMU on a busy host: the QEMU
 * thread that sees the output rise may have been off the CPU since
 * it rose, and the TSC ran on.  Under TCG the TSC is the host's and
 * the PIT follows the host's clock, so the figure is the host's TSC
 * rate, the one the guest's RDTSC moves at.
 *
 * Boot options: "notsc" keeps the jiffies clocksource (the rate is
 * still measured, for /proc/cpuinfo); "clocksource=jiffies" too
 * (kernel/time/clocksource.c).
 */
#include "linux/kernel.h"
#include "linux/clocksource.h"
#include "linux/init.h"
#include "linux/math64.h"
#include "linux/moduleparam.h"
#include "asm/cpuid.h"
#include "asm/io.h"
#include "asm/msr.h"
#include "asm/tsc.h"

#define PIT_CH2		0x42
#define PIT_CMD		0x43
#define PIT_CH2_MODE0	0xb0	/* channel 2, lobyte/hibyte, mode 0 */
#define PIT_CH2_LATCH	0x80	/* channel 2, latch the count */
#define PORT_61		0x61
#define P61_GATE2	0x01
#define P61_SPEAKER	0x02
#define PIT_HZ		1193182	/* the PIT's input clock (Intel 8254) */
#define CAL_MS		10
#define CAL_COUNTS	(PIT_HZ / (1000 / CAL_MS))
#define SAMPLES		5
/* reads of the count in CAL_MS: thousands (an I/O read takes about a
 * microsecond); this many means channel 2 is not counting */
#define MAX_POLLS	1000000
#define TSC_SHIFT	22	/* mult fits 32 bits above 977 kHz */
#define CPUID1_EDX_TSC	(1U << 4)

static bool notsc;
core_param(notsc, notsc, bool, 0444);

static unsigned long khz;

unsigned long tsc_khz(void)
{
	return khz;
}

static u64 tsc_read(void)
{
	return rdtsc();
}

static struct clocksource clocksource_tsc = {
	.name = "tsc",
	.read = tsc_read,
	.rating = 300,
	.continuous = true,
};

struct pit_sample {
	u64 tsc;		/* the middle of the reads' span */
	u32 count;		/* channel 2's count then */
};

static u32 __init pit_count(void)
{
	u32 lo;

	outb(PIT_CH2_LATCH, PIT_CMD);
	lo = inb(PIT_CH2);
	return lo | (u32)inb(PIT_CH2) << 8;
}

/* the count, tied to the TSC by the narrowest of SAMPLES readings */
static struct pit_sample __init pit_sample(void)
{
	struct pit_sample best = { 0, 0 };
	u64 span = ~0ULL;
	int i;

	for (i = 0; i < SAMPLES; i++) {
		u64 t0 = rdtsc();
		u32 count = pit_count();
		u64 t1 = rdtsc();

		if (t1 - t0 < span) {
			span = t1 - t0;
			best.tsc = t0 + span / 2;
			best.count = count;
		}
	}
	return best;
}

/* the TSC's rate in kHz over CAL_MS of channel 2, the speaker silent */
static unsigned long __init pit_calibrate(void)
{
	u8 p61 = inb(PORT_61);
	struct pit_sample a, b;
	u32 polls = 0;

	outb((p61 & ~P61_SPEAKER) | P61_GATE2, PORT_61);
	outb(PIT_CH2_MODE0, PIT_CMD);
	outb(0xff, PIT_CH2);	/* from 0xffff: 55 ms before it wraps */
	outb(0xff, PIT_CH2);
	a = pit_sample();
	while (a.count - pit_count() < CAL_COUNTS && ++polls < MAX_POLLS)
		;
	b = pit_sample();
	outb(p61, PORT_61);
	if (polls == MAX_POLLS || a.count <= b.count)
		return 0;
	return (unsigned long)div_u64((b.tsc - a.tsc) * PIT_HZ,
				      (a.count - b.count) * 1000U);
}

void __init tsc_init(void)
{
	if (!(cpuid(1, 0).edx & CPUID1_EDX_TSC)) {
		printk(KERN_INFO "tsc: no time stamp counter: the clocks "
				 "count ticks\n");
		return;
	}
	khz = pit_calibrate();
	if (khz < 1000) {	/* too slow for TSC_SHIFT: not believed */
		printk(KERN_WARNING "tsc: calibration against the PIT failed "
				    "(%lu kHz): the clocks count ticks\n", khz);
		khz = 0;
		return;
	}
	printk(KERN_INFO "tsc: Detected %lu.%03lu MHz processor\n",
	       khz / 1000, khz % 1000);
	if (notsc)
		return;
	clocksource_tsc.mult = clocksource_khz2mult(khz, TSC_SHIFT);
	clocksource_tsc.shift = TSC_SHIFT;
	clocksource_register(&clocksource_tsc);
}
