/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/timex.h - get_cycles(): the time stamp counter (RDTSC,
 * Intel SDM vol. 2B), CPU cycles since reset, for timing code finer
 * than a tick.  Its rate is the CPU's (QEMU's TCG: the host's clock).
 */
#ifndef _ASM_TIMEX_H
#define _ASM_TIMEX_H

#include "asm/msr.h"

typedef unsigned long long cycles_t;

static inline cycles_t get_cycles(void)
{
	return rdtsc();
}

#endif /* _ASM_TIMEX_H */
