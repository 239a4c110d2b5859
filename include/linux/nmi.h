/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/nmi.h - asking another CPU where it is, Linux's
 * interface (arch/i386/kernel/nmi.c): it prints its registers and call
 * trace from a non-maskable interrupt, so that even a CPU spinning with
 * interrupts off answers.  The spinlock debugger uses it for the CPU
 * that holds a lock too long (kernel/locking/spinlock.c).
 */
#ifndef _LINUX_NMI_H
#define _LINUX_NMI_H

#include "linux/types.h"

struct pt_regs;

/* false: cpu is this one or not online, or did not answer in time */
bool trigger_single_cpu_backtrace(int cpu);
void do_nmi(struct pt_regs *regs);	/* vector 2, from do_interrupt() */

#endif /* _LINUX_NMI_H */
