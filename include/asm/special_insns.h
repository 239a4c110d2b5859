/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/special_insns.h - the control registers (Intel SDM vol. 3,
 * 2.5 "Control Registers"), as Linux names their accessors: CR0 (WP,
 * bit 16, makes ring 0 honour read-only pages too: a module that clears
 * it, as LKMPG's syscall-steal does, may write anywhere), CR2 (the
 * faulting address), CR3 (the page directory), CR4.
 */
#ifndef _ASM_SPECIAL_INSNS_H
#define _ASM_SPECIAL_INSNS_H

#define DEFINE_READ_CR(n)						\
static inline unsigned long read_cr##n(void)				\
{									\
	unsigned long v;						\
									\
	asm volatile("movl %%cr" #n ", %0" : "=r"(v));			\
	return v;							\
}

#define DEFINE_WRITE_CR(n)						\
static inline void write_cr##n(unsigned long v)				\
{									\
	asm volatile("movl %0, %%cr" #n : : "r"(v) : "memory");		\
}

DEFINE_READ_CR(0)
DEFINE_READ_CR(2)
DEFINE_READ_CR(3)
DEFINE_READ_CR(4)
DEFINE_WRITE_CR(0)
DEFINE_WRITE_CR(2)
DEFINE_WRITE_CR(3)
DEFINE_WRITE_CR(4)

#endif /* _ASM_SPECIAL_INSNS_H */
