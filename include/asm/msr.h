/* SPDX-License-Identifier: GPL-2.0 */
/* include/asm/msr.h - the time stamp counter (RDTSC, Intel SDM vol. 2B):
 * CPU cycles since reset, in EDX:EAX. */
#ifndef _ASM_MSR_H
#define _ASM_MSR_H

#include "linux/types.h"

/* rdmsr (Intel SDM vol. 2B): only for an MSR the CPU has */
static inline u64 rdmsr(u32 msr)
{
	u32 lo, hi;

	asm volatile("rdmsr" : "=a"(lo), "=d"(hi) : "c"(msr));
	return (u64)hi << 32 | lo;
}

static inline void wrmsr(u32 msr, u64 val)
{
	asm volatile("wrmsr" : : "c"(msr), "a"((u32)val),
		     "d"((u32)(val >> 32)));
}

static inline u64 rdtsc(void)
{
	u32 lo, hi;

	asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return ((u64)hi << 32) | lo;
}

#endif /* _ASM_MSR_H */
