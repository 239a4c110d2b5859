// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/irq.c - hardware interrupts: who handles each IRQ
 * line, and the way from the entry code (arch/i386/kernel/entry.S) to
 * that handler.  The interrupt controller itself is
 * arch/i386/kernel/i8259.c.
 */
#include "linux/kernel.h"
#include "linux/interrupt.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/init.h"
#include "asm/i8259.h"
#include "asm/ptrace.h"

struct irq_desc {
	irq_handler_t handler;
	const char *name;
	void *dev;
	unsigned long count;
};

static struct irq_desc irq_desc[NR_IRQS];
int local_irq_count;
EXPORT_SYMBOL(local_irq_count);	/* in_interrupt() */

void __init init_IRQ(void)
{
	init_8259A();
}

int request_irq(unsigned int irq, irq_handler_t handler, const char *name,
		void *dev)
{
	if (irq >= NR_IRQS || irq_desc[irq].handler)
		return -EBUSY;
	irq_desc[irq].handler = handler;
	irq_desc[irq].name = name;
	irq_desc[irq].dev = dev;
	enable_8259A_irq(irq);
	return 0;
}

/*
 * Interrupts stay off while a handler runs (an interrupt gate cleared IF),
 * so handlers never nest.  On the way out, a task whose time slice ran
 * out is preempted - but never from inside another interrupt.
 */
static struct pt_regs *irq_regs;

/* The registers the running interrupt interrupted (Linux's get_irq_regs()) */
struct pt_regs *get_irq_regs(void)
{
	return irq_regs;
}

/* Linux's set_irq_regs(): the registers of the interrupt now handled */
struct pt_regs *set_irq_regs(struct pt_regs *regs)
{
	struct pt_regs *old_regs = irq_regs;

	irq_regs = regs;
	return old_regs;
}

void irq_enter(void)
{
	local_irq_count++;
}

/* The end of a hardware interrupt: tasklets, then maybe a preemption */
void irq_exit(void)
{
	if (local_irq_count == 1)
		run_tasklets();		/* kernel/softirq.c */
	local_irq_count--;
	if (!local_irq_count)
		preempt_schedule_irq();
}

void do_IRQ(struct pt_regs *regs, unsigned int irq)
{
	struct irq_desc *desc = &irq_desc[irq];
	struct pt_regs *old_regs = set_irq_regs(regs);

	irq_enter();
	desc->count++;
	ack_8259A_irq(irq);
	if (desc->handler)
		desc->handler((int)irq, desc->dev);
	set_irq_regs(old_regs);
	irq_exit();
}

/* For /proc/interrupts: the count, and the name of the handler if any. */
unsigned long irq_count(unsigned int irq, const char **name)
{
	*name = irq_desc[irq].name;
	return irq_desc[irq].count;
}
