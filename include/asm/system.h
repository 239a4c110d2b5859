/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_SYSTEM_H
#define _ASM_SYSTEM_H

/* EFLAGS.IF, Intel SDM vol. 1, 3.4.3 */
#define X86_EFLAGS_IF	0x00000200

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

static inline void halt(void)
{
	asm volatile("hlt" ::: "memory");
}

static inline unsigned long read_cr2(void)
{
	unsigned long v;

	asm volatile("movl %%cr2, %0" : "=r"(v));
	return v;
}

static inline unsigned long read_cr3(void)
{
	unsigned long v;

	asm volatile("movl %%cr3, %0" : "=r"(v));
	return v;
}

static inline void write_cr3(unsigned long v)
{
	asm volatile("movl %0, %%cr3" : : "r"(v) : "memory");
}

static inline void invlpg(unsigned long addr)
{
	asm volatile("invlpg (%0)" : : "r"(addr) : "memory");
}

#endif /* _ASM_SYSTEM_H */
