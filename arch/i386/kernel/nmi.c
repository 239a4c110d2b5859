// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/nmi.c - another CPU's call trace, on request, by a
 * non-maskable interrupt: Linux's trigger_single_cpu_backtrace() and its
 * lines,
 *
 *	Sending NMI from CPU 0 to CPUs 1:
 *	NMI backtrace for cpu 1
 *	CPU:    1			(show_registers(), traps.c)
 *	...
 *
 * The IPI is sent with the NMI delivery mode (Intel SDM vol. 3A,
 * 10.6.1: the vector is ignored, the target takes vector 2), which the
 * target takes even with interrupts off - a CPU spinning in an IPI
 * handler, or holding a lock taken with spin_lock_irqsave(), is exactly
 * the one whose trace is wanted.  The NMI handler runs without the big
 * kernel lock: the asking CPU holds it while it waits.  The asking CPU
 * waits until the trace is printed, so the two CPUs' lines do not
 * interleave; a CPU that does not answer within a second is said so.
 */
#include "linux/kernel.h"
#include "linux/delay.h"
#include "linux/nmi.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "asm/apic.h"
#include "linux/bitops.h"
#include "asm/ptrace.h"

#define BACKTRACE_WAIT_MS	1000

/* CPUs asked for a trace that have not printed it yet */
static unsigned long backtrace_mask;

bool trigger_single_cpu_backtrace(int cpu)
{
	int me = smp_processor_id(), ms;

	if (cpu == me || cpu < 0 || cpu >= NR_CPUS || !cpu_online(cpu))
		return false;
	printk(KERN_INFO "Sending NMI from CPU %d to CPUs %d:\n", me, cpu);
	set_bit(cpu, &backtrace_mask);
	apic_send_ipi(x86_cpu_to_apicid[cpu], APIC_DM_NMI);
	for (ms = 0; ms < BACKTRACE_WAIT_MS; ms++) {
		if (!test_bit(cpu, &backtrace_mask))
			return true;
		mdelay(1);
	}
	clear_bit(cpu, &backtrace_mask);
	printk(KERN_WARNING "NMI backtrace for cpu %d: no answer\n", cpu);
	return false;
}

/*
 * A trace asked for, or an NMI nobody asked for (LINT1, a board's
 * parity or watchdog line): reported in Linux's words and ignored.  The
 * CPU takes no other NMI until the IRET that ends this one (SDM vol. 3A,
 * 6.7.1), so the handler cannot nest.
 */
void do_nmi(struct pt_regs *regs)
{
	int cpu = smp_processor_id();

	if (!test_bit(cpu, &backtrace_mask)) {
		printk(KERN_EMERG "Uhhuh. NMI received for unknown reason 00 "
		       "on CPU %d.\n", cpu);
		printk(KERN_EMERG "Dazed and confused, but trying to "
		       "continue\n");
		return;
	}
	printk(KERN_WARNING "NMI backtrace for cpu %d\n", cpu);
	/* from kernel mode no esp was pushed: the stack went on where it
	 * would have been (SDM vol. 3A, 6.12.1) */
	show_registers(regs, current,
		       user_mode(regs) ? (unsigned long)regs->esp
				       : (unsigned long)&regs->esp);
	clear_bit(cpu, &backtrace_mask);
}
