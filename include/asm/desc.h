/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_DESC_H
#define _ASM_DESC_H

#include "linux/types.h"

/* A 32-bit task-state segment, Intel SDM vol. 3, figure 7-2. */
struct tss_struct {
	u16 back_link, __blh;
	u32 esp0;
	u16 ss0, __ss0h;
	u32 esp1;
	u16 ss1, __ss1h;
	u32 esp2;
	u16 ss2, __ss2h;
	u32 cr3;
	u32 eip;
	u32 eflags;
	u32 eax, ecx, edx, ebx;
	u32 esp, ebp, esi, edi;
	u16 es, __esh;
	u16 cs, __csh;
	u16 ss, __ssh;
	u16 ds, __dsh;
	u16 fs, __fsh;
	u16 gs, __gsh;
	u16 ldt, __ldth;
	u16 trace, io_bitmap_base;
} __attribute__((packed));

extern u64 gdt_table[];
/* Each CPU's GDT (CPU 0's is gdt_table) and TSS (arch/i386/kernel/traps.c) */
extern u64 *cpu_gdt_table[];
extern struct tss_struct init_tss[];

void trap_init(void);
void cpu_init(int cpu);
void doublefault_init(int cpu);
void set_tss_desc(unsigned int entry, struct tss_struct *tss);
void set_system_desc(unsigned int entry, unsigned long base,
		     unsigned long limit, u8 type);

#endif /* _ASM_DESC_H */
