/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/special_insns.h - the control registers (Intel SDM vol. 3,
 * 2.5 "Control Registers"), as Linux names their accessors.  CR0.WP
 * (bit 16) makes ring 0 honour read-only pages too: a module that clears
 * it (LKMPG's syscall-steal) may write anywhere.
 */
#ifndef _ASM_SPECIAL_INSNS_H
#define _ASM_SPECIAL_INSNS_H

static inline unsigned long read_cr0(void)
{
	unsigned long cr0;

	asm volatile("movl %%cr0, %0" : "=r"(cr0));
	return cr0;
}

static inline void write_cr0(unsigned long cr0)
{
	asm volatile("movl %0, %%cr0" : : "r"(cr0) : "memory");
}

static inline unsigned long read_cr4(void)
{
	unsigned long cr4;

	asm volatile("movl %%cr4, %0" : "=r"(cr4));
	return cr4;
}

static inline void write_cr4(unsigned long cr4)
{
	asm volatile("movl %0, %%cr4" : : "r"(cr4) : "memory");
}

#endif /* _ASM_SPECIAL_INSNS_H */
