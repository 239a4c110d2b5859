/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/irq.h - the interrupt controllers' side, which drivers
 * rarely touch; modules of the books include it beside linux/interrupt.h
 * (LKMPG's chardev2 does, and uses nothing of it), so it brings that.
 * The controllers are Linux 2.6's struct hw_interrupt_type: each line
 * belongs to one chip, the 8259 (arch/i386/kernel/i8259.c) or an I/O
 * APIC (arch/i386/kernel/io_apic.c), which unmasks it and ends its
 * interrupt.  arch/i386/kernel/irq.c keeps which line has which.
 */
#ifndef _LINUX_IRQ_H
#define _LINUX_IRQ_H

#include "linux/interrupt.h"

struct seq_buf;

struct hw_interrupt_type {
	const char *typename;			/* /proc/interrupts' column */
	void (*enable)(unsigned int irq);	/* unmask the line */
	void (*disable)(unsigned int irq);	/* mask it (IRQ probing) */
	void (*ack)(unsigned int irq);		/* before the handler */
	void (*end)(unsigned int irq);		/* after it; either NULL */
};

extern struct hw_interrupt_type i8259A_irq_type;	/* "XT-PIC" */

void set_irq_chip(unsigned int irq, struct hw_interrupt_type *chip);

/* Software chips' lines (kernel/irq/irqdesc.c): Linux's names */
int irq_alloc_descs(int irq, unsigned int from, unsigned int cnt, int node);
void irq_free_descs(unsigned int from, unsigned int cnt);
int irq_set_chip(unsigned int irq, struct hw_interrupt_type *chip);
int generic_handle_irq(unsigned int irq);
unsigned int irq_get_trigger_type(unsigned int irq);
bool irq_has_action(unsigned int irq);
void set_irq_tick(unsigned int irq);
unsigned long kstat_irqs(unsigned int irq);
void show_interrupts(struct seq_buf *s);

#endif /* _LINUX_IRQ_H */
