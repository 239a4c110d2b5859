// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/irq.c - hardware interrupts through the two cascaded 8259A PICs.
 *
 * The BIOS leaves IRQs 0-7 on vectors 8-15, which are the CPU's own
 * exceptions in protected mode, so the PICs are reprogrammed to deliver
 * IRQs 0-15 on vectors 0x20-0x2f (Intel 8259A data sheet, ICW1-ICW4).
 */
#include "linux/kernel.h"
#include "linux/interrupt.h"
#include "linux/sched.h"
#include "linux/init.h"
#include "asm/io.h"
#include "asm/ptrace.h"

#define PIC1_CMD	0x20
#define PIC1_DATA	0x21
#define PIC2_CMD	0xa0
#define PIC2_DATA	0xa1
#define ICW1_INIT_ICW4	0x11	/* edge triggered, cascade, ICW4 follows */
#define ICW4_8086	0x01
#define PIC_EOI		0x20	/* non-specific end of interrupt (OCW2) */
#define PIC_CASCADE_IRQ	2	/* the slave hangs off master input 2 */

struct irq_desc {
	irq_handler_t handler;
	const char *name;
	void *dev;
	unsigned long count;
};

static struct irq_desc irq_desc[NR_IRQS];
static u16 irq_mask = 0xffff & ~(1 << PIC_CASCADE_IRQ);
int local_irq_count;

static void pic_set_mask(void)
{
	outb(irq_mask & 0xff, PIC1_DATA);
	outb(irq_mask >> 8, PIC2_DATA);
}

void __init init_IRQ(void)
{
	outb(ICW1_INIT_ICW4, PIC1_CMD);
	io_delay();
	outb(ICW1_INIT_ICW4, PIC2_CMD);
	io_delay();
	outb(FIRST_EXTERNAL_VECTOR, PIC1_DATA);		/* ICW2: base */
	io_delay();
	outb(FIRST_EXTERNAL_VECTOR + 8, PIC2_DATA);
	io_delay();
	outb(1 << PIC_CASCADE_IRQ, PIC1_DATA);		/* ICW3 */
	io_delay();
	outb(PIC_CASCADE_IRQ, PIC2_DATA);
	io_delay();
	outb(ICW4_8086, PIC1_DATA);
	io_delay();
	outb(ICW4_8086, PIC2_DATA);
	io_delay();
	pic_set_mask();
}

int request_irq(unsigned int irq, irq_handler_t handler, const char *name,
		void *dev)
{
	if (irq >= NR_IRQS || irq_desc[irq].handler)
		return -EBUSY;
	irq_desc[irq].handler = handler;
	irq_desc[irq].name = name;
	irq_desc[irq].dev = dev;
	irq_mask &= ~(1 << irq);
	pic_set_mask();
	return 0;
}

static void ack_irq(unsigned int irq)
{
	if (irq >= 8)
		outb(PIC_EOI, PIC2_CMD);
	outb(PIC_EOI, PIC1_CMD);
}

/*
 * Interrupts stay off while a handler runs (an interrupt gate cleared IF),
 * so handlers never nest.  On the way out, a task whose time slice ran
 * out is preempted - but never from inside another interrupt.
 */
void do_IRQ(struct pt_regs *regs, unsigned int irq)
{
	struct irq_desc *desc = &irq_desc[irq];

	(void)regs;
	local_irq_count++;
	desc->count++;
	ack_irq(irq);
	if (desc->handler)
		desc->handler((int)irq, desc->dev);
	local_irq_count--;
	if (!local_irq_count)
		preempt_schedule_irq();
}

/* For /proc/interrupts: the count, and the name of the handler if any. */
unsigned long irq_count(unsigned int irq, const char **name)
{
	*name = irq_desc[irq].name;
	return irq_desc[irq].count;
}
