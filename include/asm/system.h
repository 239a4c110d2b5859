/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_SYSTEM_H
#define _ASM_SYSTEM_H

#include "asm/special_insns.h"	/* read_cr2, write_cr3 and co */
#include "asm/barrier.h"	/* mb(), rmb(), wmb(): 2.6 had them here */

/* EFLAGS.IF, Intel SDM vol. 1, 3.4.3.  Only this CPU's interrupts: on
 * several CPUs that protects this CPU's own state (its per-CPU data, its
 * APIC, a section an interrupt handler of this CPU must not enter)
 * and never data another CPU can reach, which has a lock of its own
 * (docs/smp.md) or rests on the big kernel lock. */
#define X86_EFLAGS_IF	0x00000200
/* the trap flag: a debug exception after each instruction (single
 * step), and the resume flag: none for the next instruction's own
 * breakpoint (SDM vol. 3, 17.3.1.1) - signal frames and ptrace(2) */
#define X86_EFLAGS_TF	0x00000100
#define X86_EFLAGS_RF	0x00010000

#define local_irq_disable()	asm volatile("cli" ::: "memory")
#define local_irq_enable()	asm volatile("sti" ::: "memory")

static inline unsigned long local_save_flags(void)
{
	unsigned long flags;

	asm volatile("pushfl; popl %0" : "=r"(flags) : : "memory");
	return flags;
}

#define local_irq_save(flags)                                   \
	do {                                                    \
		(flags) = local_save_flags();                   \
		local_irq_disable();                            \
	} while (0)

#define local_irq_restore(flags)                                \
	asm volatile("pushl %0; popfl" : : "g"(flags) : "memory", "cc")

/*
 * Load a user's selector into %fs or %gs in ring 0.  Its descriptor may
 * be gone (a cleared TLS entry): the load then faults (#GP or #NP), and
 * the exception table (arch/i386/mm/extable.c) resumes at the fixup,
 * which loads the null selector instead, as Linux's loadsegment() does.
 * The fixup sets `value` to 0 too, so the caller can keep what stuck.
 */
#define loadsegment(seg, value)						\
	asm volatile("1:	movl %k0, %%" #seg "\n"			\
		     "2:\n"						\
		     " .pushsection .fixup, \"ax\"\n"			\
		     "3:	xorl %k0, %k0\n"				\
		     "	movl %k0, %%" #seg "\n"				\
		     "	jmp 2b\n"					\
		     " .popsection\n"					\
		     " .pushsection __ex_table, \"a\"\n"		\
		     " .balign 4\n"					\
		     " .long 1b, 3b\n"					\
		     " .popsection\n"					\
		     : "+r"(value) : : "memory")

#define savesegment(seg, value)						\
	asm volatile("movl %%" #seg ", %k0" : "=r"(value))

static inline void halt(void)
{
	asm volatile("hlt" ::: "memory");
}

static inline void invlpg(unsigned long addr)
{
	asm volatile("invlpg (%0)" : : "r"(addr) : "memory");
}

#endif /* _ASM_SYSTEM_H */
