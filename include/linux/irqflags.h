/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/irqflags.h - where a module finds the interrupt flag's
 * calls under Linux's name: local_irq_disable(), local_irq_enable(),
 * local_irq_save(), local_irq_restore() (asm/system.h: cli, sti and
 * EFLAGS.IF, Intel SDM vol. 3A 6.8.1) and irqs_disabled()
 * (linux/preempt.h).
 */
#ifndef _LINUX_IRQFLAGS_H
#define _LINUX_IRQFLAGS_H

#include "asm/system.h"
#include "linux/preempt.h"

#endif
