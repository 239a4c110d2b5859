/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/irq.h - in Linux, the interrupt controllers' side
 * (struct irq_chip, struct irq_desc) that drivers rarely touch; modules
 * of the books include it beside linux/interrupt.h (LKMPG's chardev2
 * does, and uses nothing of it).  oops386 has one controller, the two
 * cascaded 8259s of arch/i386/kernel/i8259.c, and no per-interrupt
 * descriptor a module could use, so this header only brings what a
 * driver of interrupts needs: linux/interrupt.h.
 */
#ifndef _LINUX_IRQ_H
#define _LINUX_IRQ_H

#include "linux/interrupt.h"

#endif /* _LINUX_IRQ_H */
