/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/cpuid.h - the cpuid instruction (Intel SDM vol. 2A,
 * CPUID): what the CPU says it is and has, leaf by leaf.
 */
#ifndef _ASM_CPUID_H
#define _ASM_CPUID_H

#include "linux/types.h"

struct cpuid_regs {
	u32 eax, ebx, ecx, edx;
};

static inline struct cpuid_regs cpuid(u32 leaf, u32 subleaf)
{
	struct cpuid_regs r;

	asm volatile("cpuid"
		     : "=a"(r.eax), "=b"(r.ebx), "=c"(r.ecx), "=d"(r.edx)
		     : "a"(leaf), "c"(subleaf));
	return r;
}

#endif /* _ASM_CPUID_H */
