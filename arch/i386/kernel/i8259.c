// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/i8259.c - the two cascaded 8259A interrupt
 * controllers (PICs).
 *
 * The BIOS leaves IRQs 0-7 on vectors 8-15, which are the CPU's own
 * exceptions in protected mode, so the PICs are reprogrammed to deliver
 * IRQs 0-15 on vectors 0x20-0x2f (Intel 8259A data sheet, ICW1-ICW4).
 * arch/i386/kernel/irq.c decides what an interrupt does; this file only
 * talks to the chips.
 */
#include "linux/kernel.h"
#include "linux/interrupt.h"
#include "linux/init.h"
#include "linux/irq.h"
#include "asm/i8259.h"
#include "asm/io.h"

#define PIC1_CMD	0x20
#define PIC1_DATA	0x21
#define PIC2_CMD	0xa0
#define PIC2_DATA	0xa1
#define ICW1_INIT_ICW4	0x11	/* edge triggered, cascade, ICW4 follows */
#define ICW4_8086	0x01
#define PIC_EOI		0x20	/* non-specific end of interrupt (OCW2) */
#define PIC_CASCADE_IRQ	2	/* the slave hangs off master input 2 */

/* A set bit masks that IRQ (OCW1); all masked but the cascade at first. */
static u16 irq_mask = 0xffff & ~(1 << PIC_CASCADE_IRQ);

static void set_8259A_mask(void)
{
	outb(irq_mask & 0xff, PIC1_DATA);
	outb(irq_mask >> 8, PIC2_DATA);
}

void __init init_8259A(void)
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
	set_8259A_mask();
}

static void enable_8259A_irq(unsigned int irq)
{
	irq_mask &= ~(1 << irq);
	set_8259A_mask();
}

/* The line now goes through the I/O APIC (io_apic.c): the 8259 lets go */
void disable_8259A_irq(unsigned int irq)
{
	irq_mask |= 1 << irq;
	set_8259A_mask();
}

/* End of interrupt: an IRQ from the slave needs an EOI at both chips. */
static void ack_8259A_irq(unsigned int irq)
{
	if (irq >= 8)
		outb(PIC_EOI, PIC2_CMD);
	outb(PIC_EOI, PIC1_CMD);
}

/* Every line's chip at boot; Linux's name for it in /proc/interrupts */
struct hw_interrupt_type i8259A_irq_type = {
	.typename = "XT-PIC",
	.enable = enable_8259A_irq,
	.disable = disable_8259A_irq,
	.ack = ack_8259A_irq,
};
