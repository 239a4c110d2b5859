/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/processor.h - cpu_relax(): the body of a busy-wait loop.
 * PAUSE (Intel SDM vol. 2B; "rep; nop" to CPUs before the Pentium 4)
 * tells the CPU the loop spins, which saves power and, on a
 * hyper-threaded core, gives the other thread the pipeline; the memory
 * clobber makes the compiler read the awaited variable again.
 */
#ifndef _ASM_PROCESSOR_H
#define _ASM_PROCESSOR_H

#include "asm/special_insns.h"	/* read_cr0 and co, reached so in Linux */

static inline void cpu_relax(void)
{
	asm volatile("rep; nop" ::: "memory");
}

#endif /* _ASM_PROCESSOR_H */
