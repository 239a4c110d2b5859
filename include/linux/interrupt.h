/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_INTERRUPT_H
#define _LINUX_INTERRUPT_H

#include "linux/types.h"

struct pt_regs;

#define NR_IRQS		16	/* two cascaded 8259s */
#define FIRST_EXTERNAL_VECTOR 0x20 /* vectors 0-31 are the CPU's (SDM 6.2) */

typedef void (*irq_handler_t)(int irq, void *dev);

int request_irq(unsigned int irq, irq_handler_t handler, const char *name,
		void *dev);
void init_IRQ(void);
void do_IRQ(struct pt_regs *regs, unsigned int irq);
unsigned long irq_count(unsigned int irq, const char **name);

/* Interrupt nesting depth: > 0 while any interrupt handler runs. */
extern int local_irq_count;
#define in_interrupt()	(local_irq_count > 0)

#endif /* _LINUX_INTERRUPT_H */
