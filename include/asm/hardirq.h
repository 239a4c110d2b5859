/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/hardirq.h - where 2.6 drivers (LDD3's jit) found
 * in_interrupt() and the interrupt counts; Linux keeps them in
 * linux/preempt.h now, and so does oops386.
 */
#ifndef _ASM_HARDIRQ_H
#define _ASM_HARDIRQ_H

#include "linux/preempt.h"

#endif /* _ASM_HARDIRQ_H */
