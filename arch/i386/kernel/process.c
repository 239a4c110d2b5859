// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/process.c - the per-task CPU state besides registers:
 * the stack the CPU enters the kernel on (TSS esp0), the address space
 * (CR3), and the thread-local-storage segments of set_thread_area(2).
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/desc.h"
#include "asm/segment.h"
#include "asm/uaccess.h"

/* Called by schedule() just before the stacks are switched. */
void switch_to_arch(struct task_struct *prev, struct task_struct *next)
{
	unsigned int i;

	/* an interrupt or int $0x80 in ring 3 lands on this stack
	 * (Intel SDM vol. 3, 6.12.1: the new SS:ESP come from the TSS) */
	init_tss.esp0 = (unsigned long)next->stack + THREAD_SIZE;
	load_mm(next->mm);
	asm volatile("movl %%gs, %0" : "=r"(prev->thread.gs));
	for (i = 0; i < GDT_TLS_ENTRIES; i++)
		gdt_table[GDT_ENTRY_TLS_MIN + i] = next->thread.tls[i];
	asm volatile("movl %0, %%gs" : : "r"(next->thread.gs));
	fpu_switch(&prev->thread.fpu, &next->thread.fpu);
}

/*
 * A forked child's copy of what the parent holds in the CPU itself, not
 * yet in its thread_struct (that is written only when it is switched
 * out): %gs, which glibc points at its TLS, and the x87/SSE registers.
 */
void copy_thread_live(struct task_struct *child)
{
	asm volatile("movl %%gs, %0" : "=r"(child->thread.gs));
	fpu_save(&child->thread.fpu);
}

/* set_thread_area(2)'s argument, as Linux's uapi asm/ldt.h has it */
struct user_desc {
	u32 entry_number;
	u32 base_addr;
	u32 limit;
	u32 seg_32bit : 1, contents : 2, read_exec_only : 1,
		limit_in_pages : 1, seg_not_present : 1, useable : 1;
};

/*
 * A segment descriptor (Intel SDM vol. 3, 3.4.5): base and limit split
 * over both words; type = data or code (contents) with the writable /
 * readable bit unless read_exec_only; S = 1, DPL = 3 (0x7000); P unless
 * seg_not_present; AVL = useable; D/B = seg_32bit; G = limit_in_pages.
 */
static u64 user_desc_to_gdt(const struct user_desc *u)
{
	u32 lo = (u->base_addr & 0xffff) << 16 | (u->limit & 0xffff);
	u32 hi = (u->base_addr & 0xff000000) |
		 ((u->base_addr & 0x00ff0000) >> 16) | (u->limit & 0xf0000) |
		 (u32)(!u->read_exec_only) << 9 | (u32)u->contents << 10 |
		 (u32)(!u->seg_not_present) << 15 | (u32)u->seg_32bit << 22 |
		 (u32)u->limit_in_pages << 23 | (u32)u->useable << 20 | 0x7000;

	/* "empty" (read_exec_only and seg_not_present, all else 0) clears */
	if (!u->base_addr && !u->limit && !u->contents && !u->seg_32bit &&
	    !u->limit_in_pages && !u->useable && u->read_exec_only &&
	    u->seg_not_present)
		return 0;
	return (u64)hi << 32 | lo;
}

/*
 * Fill p's TLS slot from the descriptor at uinfo; entry_number -1
 * takes the first free slot and writes its number back.  The slot's
 * index, or -errno.
 */
static int set_tls_desc(struct task_struct *p, struct user_desc __user *uinfo)
{
	struct user_desc u;
	int idx;

	if (copy_from_user(&u, uinfo, sizeof(u)))
		return -EFAULT;
	idx = (int)u.entry_number;
	if (idx == -1) {	/* the first free slot, reported back */
		for (idx = 0; idx < GDT_TLS_ENTRIES && p->thread.tls[idx];)
			idx++;
		if (idx == GDT_TLS_ENTRIES)
			return -ESRCH;
		idx += GDT_ENTRY_TLS_MIN;
		if (put_user(idx, &uinfo->entry_number))
			return -EFAULT;
	}
	if (idx < GDT_ENTRY_TLS_MIN ||
	    idx >= GDT_ENTRY_TLS_MIN + GDT_TLS_ENTRIES)
		return -EINVAL;
	p->thread.tls[idx - GDT_ENTRY_TLS_MIN] = user_desc_to_gdt(&u);
	return idx;
}

long sys_set_thread_area(struct user_desc __user *uinfo)
{
	int idx = set_tls_desc(current, uinfo);

	if (idx < 0)
		return idx;
	gdt_table[idx] = current->thread.tls[idx - GDT_ENTRY_TLS_MIN];
	return 0;
}

/* clone(2)'s CLONE_SETTLS: the new thread's slot, set_thread_area(2)'s
 * rules; it is loaded when the thread first runs (switch_to_arch()) */
int copy_tls_desc(struct task_struct *p, struct user_desc __user *u)
{
	int idx = set_tls_desc(p, u);

	return idx < 0 ? idx : 0;
}
