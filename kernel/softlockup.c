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
 * Each CPU counts its own timer ticks (cpu_ticks), so that a CPU stuck
 * while holding the big kernel lock - with CPU 0, and jiffies, waiting
 * for it - is measured all the same.  schedule() and the idle loop
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
#include "asm/ptrace.h"

unsigned int softlockup_thresh = 10;	/* seconds, Linux 2.6.16's */
core_param(softlockup_thresh, softlockup_thresh, uint, 0644);

static unsigned long cpu_ticks[NR_CPUS], touch_ticks[NR_CPUS];
static bool reported[NR_CPUS];

void touch_softlockup_watchdog(void)
{
	int cpu = smp_processor_id();

	touch_ticks[cpu] = cpu_ticks[cpu];
	reported[cpu] = false;
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
	stuck = cpu_ticks[cpu] - touch_ticks[cpu];
	if (!softlockup_thresh || reported[cpu] ||
	    stuck < softlockup_thresh * HZ)
		return;
	reported[cpu] = true;
	printk(KERN_EMERG "BUG: soft lockup - CPU#%d stuck for %lus! [%s:%d]\n",
	       cpu, stuck / HZ, current->comm, current->pid);
	show_registers(regs, current, (unsigned long)&regs->esp);
}
