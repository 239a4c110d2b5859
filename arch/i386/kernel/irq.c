// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/irq.c - hardware interrupts: who handles each IRQ
 * line, and the way from the entry code (arch/i386/kernel/entry.S) to
 * that handler.  Each line belongs to an interrupt controller (struct
 * hw_interrupt_type, linux/irq.h): the 8259 (arch/i386/kernel/i8259.c)
 * from the boot on, an I/O APIC (arch/i386/kernel/io_apic.c) once the
 * other CPUs run.  Each line's interrupts are counted per CPU, for
 * /proc/interrupts.
 */
#include "linux/kernel.h"
#include "linux/interrupt.h"
#include "linux/irq.h"
#include "linux/irqdesc.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/smp.h"
#include "linux/smp_lock.h"
#include "linux/irq_work.h"
#include "linux/init.h"
#include "asm/apic.h"
#include "asm/i8259.h"
#include "asm/ptrace.h"

/* include/linux/irqdesc.h; the lines from NR_IRQS on: kernel/irq/ */
struct irq_desc irq_desc[NR_IRQ_DESCS];
int local_irq_count[NR_CPUS];
EXPORT_SYMBOL(local_irq_count);	/* in_interrupt() */

void __init init_IRQ(void)
{
	unsigned int irq;

	for (irq = 0; irq < NR_IRQS; irq++)
		irq_desc[irq].chip = &i8259A_irq_type;
	init_8259A();
}

/* The line moves to another chip (io_apic.c), interrupts off */
void set_irq_chip(unsigned int irq, struct hw_interrupt_type *chip)
{
	irq_desc[irq].chip = chip;
}

/*
 * The line is a timer tick (arch/i386/kernel/time.c): do_IRQ() only
 * tries for the big kernel lock, and the handler does the work that
 * needs it only if it got it (kernel_locked()).  Every other line's
 * handler is a driver's that counts on the lock, and has it.
 */
void set_irq_tick(unsigned int irq)
{
	irq_desc[irq].tick = true;
}

bool irq_has_action(unsigned int irq)
{
	return irq_desc[irq].handler;
}

/*
 * Interrupts stay off while a handler runs (an interrupt gate cleared IF),
 * so handlers never nest.  On the way out, a task whose time slice ran
 * out is preempted - but never from inside another interrupt.
 */
static struct pt_regs *irq_regs[NR_CPUS];	/* per CPU: ticks run at once */

/* The registers the running interrupt interrupted (Linux's get_irq_regs()) */
struct pt_regs *get_irq_regs(void)
{
	return irq_regs[smp_processor_id()];
}

/* Linux's set_irq_regs(): the registers of the interrupt now handled */
struct pt_regs *set_irq_regs(struct pt_regs *regs)
{
	struct pt_regs *old_regs = irq_regs[smp_processor_id()];

	irq_regs[smp_processor_id()] = regs;
	return old_regs;
}

void irq_enter(void)
{
	local_irq_count[smp_processor_id()]++;
}

/* The end of a hardware interrupt: irq_work (kernel/irq_work.c), still
 * with interrupts off; tasklets, then maybe a preemption
 * (no switch inside a handler: the CPU is the same as at irq_enter()).
 * Both only with the big kernel lock: a tick that did not get it leaves
 * the tasklets (drivers' code) to a later interrupt, and the code it
 * interrupted without the lock (the idle loop, a system call of
 * sys_call_nobkl[]) sees need_resched itself before it halts or
 * returns to user mode. */
void irq_exit(void)
{
	int *count = &local_irq_count[smp_processor_id()];
	bool locked = kernel_locked();

	if (*count == 1 && locked) {
		irq_work_run();
		run_tasklets();		/* kernel/softirq.c */
	}
	(*count)--;
	if (!*count && locked)
		preempt_schedule_irq();
}

/*
 * The big kernel lock for the line's handler (lib/kernel_lock.c); true
 * if taken now.  A tick only tries.  Another line's handler waits for
 * it with interrupts on: every chip has had the acknowledgement that
 * lets this CPU take the next interrupt (an edge's EOI, the 8259's; a
 * level line masked at its I/O APIC pin, then its EOI, io_apic.c), so
 * its tick goes on while another CPU holds the lock in a busy wait for
 * jiffies.  Before the EOI, the line's vector would hold off every
 * vector of its priority class, the tick's included (SDM vol. 3,
 * 10.8.3.1).
 */
static bool irq_lock_kernel(const struct irq_desc *desc)
{
	bool took;

	if (desc->tick)
		return trylock_kernel();
	local_irq_enable();
	took = lock_kernel();
	local_irq_disable();
	return took;
}

/* One interrupt of a line; true if it took the big kernel lock, which
 * do_interrupt() gives back */
bool do_IRQ(struct pt_regs *regs, unsigned int irq)
{
	struct irq_desc *desc = &irq_desc[irq];
	struct pt_regs *old_regs = set_irq_regs(regs);
	bool took;

	irq_enter();
	desc->count[smp_processor_id()]++;
	if (desc->chip->ack)
		desc->chip->ack(irq);
	took = irq_lock_kernel(desc);
	handle_irq_event(desc, irq);
	if (desc->chip->end)
		desc->chip->end(irq);
	set_irq_regs(old_regs);
	irq_exit();
	return took;
}

/* Linux's kstat_irqs(): the line's interrupts on every CPU (/proc/stat) */
unsigned long kstat_irqs(unsigned int irq)
{
	unsigned long n = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		n += irq_desc[irq].count[cpu];
	return n;
}

/*
 * /proc/interrupts as Linux 2.6's i386 show_interrupts(): a column per
 * online CPU, the chip, the handler; then LOC:, each CPU's local APIC
 * timer interrupts, once the local APICs are in use.
 */
void show_interrupts(struct seq_buf *s)
{
	unsigned int irq;
	int cpu;

	seq_printf(s, "           ");
	for_each_online_cpu(cpu)
		seq_printf(s, "CPU%-7d ", cpu);
	seq_printf(s, "\n");
	for (irq = 0; irq < NR_IRQ_DESCS; irq++) {
		struct irq_desc *desc = &irq_desc[irq];

		if (!desc->handler)
			continue;
		seq_printf(s, "%3u: ", irq);
		for_each_online_cpu(cpu)
			seq_printf(s, "%10lu ", desc->count[cpu]);
		seq_printf(s, " %14s  %s\n", desc->chip->typename, desc->name);
	}
	if (!apic_in_use)
		return;
	seq_printf(s, "LOC: ");
	for_each_online_cpu(cpu)
		seq_printf(s, "%10lu ", apic_timer_irqs[cpu]);
	seq_printf(s, "\n");
}
