/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/irqdesc.h - one interrupt line as the kernel keeps it:
 * its chip, the handler a driver requested (kernel/irq/manage.c), and
 * the thread of a threaded one.  Lines 0-15 are the 8259's (or an I/O
 * APIC's), from NR_IRQS on a software chip's (kernel/irq/irqdesc.c).
 */
#ifndef _LINUX_IRQDESC_H
#define _LINUX_IRQDESC_H

#include "linux/irq.h"
#include "linux/smp.h"

struct task_struct;

struct irq_desc {
	irq_handler_t handler;		/* NULL: nobody requested the line */
	irq_handler_t thread_fn;	/* run by thread, or NULL */
	unsigned long flags;		/* IRQF_* it was requested with */
	const char *name;
	void *dev;
	struct task_struct *thread;	/* "irq/N-name" */
	unsigned long thread_flags;	/* IRQTF_RUNTHREAD */
	struct hw_interrupt_type *chip;	/* NULL: a dynamic line not allocated */
	bool tick;			/* handler never waits for the BKL */
	unsigned long count[NR_CPUS];	/* taken on each CPU */
};

#define IRQTF_RUNTHREAD	0	/* the handler asked for the thread */

extern struct irq_desc irq_desc[NR_IRQ_DESCS];

/* The line's handler, and its thread woken if it asks (manage.c) */
irqreturn_t handle_irq_event(struct irq_desc *desc, unsigned int irq);

#endif /* _LINUX_IRQDESC_H */
