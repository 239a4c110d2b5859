// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/softlockup.c - the soft-lockup detector of Linux 2.6.16: a
 * CPU that has run kernel code for softlockup_thresh seconds without
 * once scheduling, halting in its idle loop or returning to user mode
 * is reported, with the registers and the call trace of where its timer
 * interrupt found it:
 *
 *	BUG: soft lockup - CPU#1 stuck for 11s! [insmod:42]
 *
 * Each CPU times its own lockup by its time stamp counter, from the last
 * touch, so that a CPU stuck while holding the big kernel lock - with
 * CPU 0, and jiffies, waiting for it - is measured all the same; and
 * because under QEMU on a busy host a CPU's timer ticks come late (about
 * 34 a second were seen, not HZ), while the counter keeps real time.  A
 * CPU without one counts its own ticks instead.  schedule() and the idle loop
 * "touch" the watchdog; so does every tick that finds the CPU in user
 * mode.  The report is made once per lockup.  softlockup_thresh=0 turns
 * the detector off.
 */
#include "linux/kernel.h"
#include "linux/interrupt.h"
#include "linux/moduleparam.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "asm/div64.h"
#include "asm/ptrace.h"
#include "asm/timex.h"
#include "asm/tsc.h"

unsigned int softlockup_thresh = 10;	/* seconds, Linux 2.6.16's */
core_param(softlockup_thresh, softlockup_thresh, uint, 0644);

static unsigned long cpu_ticks[NR_CPUS], touch_ticks[NR_CPUS];
static cycles_t touch_cycles[NR_CPUS];
static bool reported[NR_CPUS];

void touch_softlockup_watchdog(void)
{
	int cpu = smp_processor_id();

	touch_ticks[cpu] = cpu_ticks[cpu];
	touch_cycles[cpu] = get_cycles();
	reported[cpu] = false;
}

/* Seconds since cpu last touched the watchdog */
static unsigned long stuck_seconds(int cpu)
{
	unsigned long khz = tsc_khz();
	u64 elapsed = get_cycles() - touch_cycles[cpu];

	if (!khz)
		return (cpu_ticks[cpu] - touch_ticks[cpu]) / HZ;
	do_div(elapsed, khz * 1000);
	return (unsigned long)elapsed;
}

/* From each CPU's timer tick (scheduler_tick()) */
void softlockup_tick(void)
{
	struct pt_regs *regs = get_irq_regs();
	int cpu = smp_processor_id();
	unsigned long stuck;

	cpu_ticks[cpu]++;
	if (!regs || user_mode(regs)) {
		touch_softlockup_watchdog();
		return;
	}
	stuck = stuck_seconds(cpu);
	if (!softlockup_thresh || reported[cpu] || stuck < softlockup_thresh)
		return;
	reported[cpu] = true;
	printk(KERN_EMERG "BUG: soft lockup - CPU#%d stuck for %lus! [%s:%d]\n",
	       cpu, stuck, current->comm, current->pid);
	show_registers(regs, current, (unsigned long)&regs->esp);
}
