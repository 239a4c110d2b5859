/* SPDX-License-Identifier: GPL-2.0 */
/* include/asm/msr.h - the time stamp counter (RDTSC, Intel SDM vol. 2B):
 * CPU cycles since reset, in EDX:EAX. */
#ifndef _ASM_MSR_H
#define _ASM_MSR_H

#include "linux/types.h"

static inline u64 rdtsc(void)
{
	u32 lo, hi;

	asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return ((u64)hi << 32) | lo;
}

#endif /* _ASM_MSR_H */
