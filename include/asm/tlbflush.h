/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/tlbflush.h - keeping every CPU's TLB true to the page
 * tables (Intel SDM vol. 3, 4.10.4: a CPU may use a translation it
 * cached until it invalidates it itself; no other CPU can do that for
 * it).  A changed user mapping is flushed on each CPU that has the mm
 * loaded, by IPI (arch/i386/kernel/smp.c): Linux 2.6's "TLB shootdown";
 * a removed kernel mapping on every CPU, each when it next enters kernel
 * code (flush_tlb_kernel_range()).
 */
#ifndef _ASM_TLBFLUSH_H
#define _ASM_TLBFLUSH_H

#include "linux/smp.h"

struct mm_struct;

/* The address space whose page directory each CPU has in CR3 (NULL:
 * the kernel's own, swapper_pg_dir), set by load_mm() */
extern struct mm_struct *cpu_loaded_mm[NR_CPUS];

void flush_tlb_all(void);
void flush_tlb_mm(struct mm_struct *mm);
void flush_tlb_page(struct mm_struct *mm, unsigned long addr);
void flush_tlb_range(struct mm_struct *mm, unsigned long start,
		     unsigned long end);
void flush_tlb_kernel_range(unsigned long start, unsigned long end);
void flush_tlb_stale_kernel(void);

#endif /* _ASM_TLBFLUSH_H */
