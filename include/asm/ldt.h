/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/ldt.h - a process's own segment descriptors: the TLS
 * slots of set_thread_area(2) (arch/i386/kernel/process.c) and the
 * local descriptor table of modify_ldt(2) (arch/i386/kernel/ldt.c),
 * both described by Linux's uapi struct user_desc.
 */
#ifndef _ASM_LDT_H
#define _ASM_LDT_H

#include "linux/types.h"

#define LDT_ENTRIES	8192	/* a selector's 13-bit index (SDM vol. 3, 3.4.2) */
#define LDT_ENTRY_SIZE	8

struct user_desc {
	u32 entry_number;
	u32 base_addr;
	u32 limit;
	u32 seg_32bit : 1, contents : 2, read_exec_only : 1,
		limit_in_pages : 1, seg_not_present : 1, useable : 1;
};

/* A process's table: nr_entries descriptors (mm->ldt) */
struct ldt_struct {
	unsigned int nr_entries;
	u64 entries[];
};

struct mm_struct;

u64 fill_ldt(const struct user_desc *u);
void switch_ldt(struct mm_struct *next);
int ldt_dup_context(struct mm_struct *old, struct mm_struct *mm);
void destroy_context_ldt(struct mm_struct *mm);

#endif /* _ASM_LDT_H */
