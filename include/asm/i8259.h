/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I8259_H
#define _ASM_I8259_H

/* arch/i386/kernel/i8259.c: the PICs behind IRQs 0-15 */
void init_8259A(void);
void disable_8259A_irq(unsigned int irq);

#endif /* _ASM_I8259_H */
