/* SPDX-License-Identifier: GPL-2.0 */
/* include/asm/param.h - HZ, the timer interrupt's rate (arch/i386/kernel/time.c). */
#ifndef _ASM_PARAM_H
#define _ASM_PARAM_H

#define HZ		100	/* timer interrupts per second */

#endif /* _ASM_PARAM_H */
