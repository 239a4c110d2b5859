// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/irq/irqdesc.c - interrupt lines of chips in software: a GPIO
 * chip (drivers/gpio/) whose lines interrupt has no 8259 pin, so it
 * takes numbers after the 8259's (irq_alloc_descs(), Linux's name) and
 * delivers each of its interrupts itself, in interrupt context, with
 * generic_handle_irq() - the way Linux's irq_sim and gpio-sim do.
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/export.h"
#include "linux/irqdesc.h"
#include "linux/mutex.h"
#include "linux/string.h"

/* Until the chip's driver names its own: enabling costs nothing */
static void soft_irq_enable(unsigned int irq)
{
	(void)irq;
}

static struct hw_interrupt_type soft_irq_chip = {
	.typename = "simple",
	.enable = soft_irq_enable,
};

static DEFINE_MUTEX(sparse_irq_lock);

/* Is each of the cnt lines from first free? */
static bool irq_range_free(unsigned int first, unsigned int cnt)
{
	unsigned int i;

	for (i = first; i < first + cnt; i++)
		if (irq_desc[i].chip)
			return false;
	return true;
}

/*
 * cnt consecutive lines, the first at from or after (never an 8259
 * line); irq >= 0 asks for exactly that one.  The first line's number,
 * or -EINVAL, -EEXIST, -ENOMEM as Linux's.
 */
int irq_alloc_descs(int irq, unsigned int from, unsigned int cnt, int node)
{
	unsigned int first, i;
	int ret = -ENOMEM;

	(void)node;
	if (!cnt || cnt > NR_DYNAMIC_IRQS)
		return -EINVAL;
	if (irq >= 0)
		from = (unsigned int)irq;
	from = max_t(unsigned int, from, NR_IRQS);
	mutex_lock(&sparse_irq_lock);
	for (first = from; first + cnt <= NR_IRQ_DESCS; first++) {
		if (irq_range_free(first, cnt)) {
			ret = (int)first;
			break;
		}
		if (irq >= 0) {
			ret = -EEXIST;
			break;
		}
	}
	for (i = 0; ret >= 0 && i < cnt; i++)
		irq_desc[ret + i].chip = &soft_irq_chip;
	mutex_unlock(&sparse_irq_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(irq_alloc_descs);

/* The chip a software line belongs to (/proc/interrupts names it) */
int irq_set_chip(unsigned int irq, struct hw_interrupt_type *chip)
{
	if (irq < NR_IRQS || irq >= NR_IRQ_DESCS || !irq_desc[irq].chip ||
	    !chip || !chip->enable)
		return -EINVAL;
	irq_desc[irq].chip = chip;
	return 0;
}
EXPORT_SYMBOL_GPL(irq_set_chip);

/* Lines a driver requested and did not free are its bug: said */
void irq_free_descs(unsigned int from, unsigned int cnt)
{
	unsigned int i;

	if (from < NR_IRQS || from + cnt > NR_IRQ_DESCS)
		return;
	mutex_lock(&sparse_irq_lock);
	for (i = from; i < from + cnt; i++) {
		if (irq_desc[i].handler)
			printk(KERN_WARNING "irq %u freed while %s has it\n", i,
			       irq_desc[i].name);
		memset(&irq_desc[i], 0, sizeof(irq_desc[i]));
	}
	mutex_unlock(&sparse_irq_lock);
}
EXPORT_SYMBOL_GPL(irq_free_descs);

/* One interrupt of a software chip's line: its caller is in interrupt
 * context, as a hardware interrupt's handler would be */
int generic_handle_irq(unsigned int irq)
{
	struct irq_desc *desc;

	if (irq < NR_IRQS || irq >= NR_IRQ_DESCS || !irq_desc[irq].chip)
		return -EINVAL;
	desc = &irq_desc[irq];
	desc->count[smp_processor_id()]++;
	handle_irq_event(desc, irq);
	return 0;
}
EXPORT_SYMBOL_GPL(generic_handle_irq);
