// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/process.c - the per-task CPU state besides registers:
 * the stack the CPU enters the kernel on (TSS esp0), the address space
 * (CR3), the thread-local-storage segments of set_thread_area(2), and
 * arch_prctl(2).
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/debugreg.h"
#include "asm/desc.h"
#include "asm/ldt.h"
#include "asm/segment.h"
#include "asm/system.h"
#include "asm/tsc.h"
#include "asm/uaccess.h"

/* Put t's TLS descriptors into this CPU's GDT (it runs their task now) */
static void load_TLS(const struct thread_struct *t)
{
	u64 *gdt = cpu_gdt_table[smp_processor_id()];
	unsigned int i;

	for (i = 0; i < GDT_TLS_ENTRIES; i++)
		gdt[GDT_ENTRY_TLS_MIN + i] = t->tls[i];
}

/*
 * Called by schedule() just before the stacks are switched.  %fs and
 * %gs are the user's (the kernel never uses them): saved here, and
 * next's loaded back after its TLS entries.  A selector whose entry
 * next cleared in the meantime loads as 0 (loadsegment(), asm/system.h)
 * instead of faulting in ring 0.
 */
/* A tracer's breakpoints (arch/i386/kernel/ptrace.c) are in the CPU
 * while their task runs, and only then */
static void switch_debugregs(const struct thread_struct *prev,
			     const struct thread_struct *next)
{
	if (!prev->debugreg[7] && !next->debugreg[7])
		return;
	set_debugreg(next->debugreg[0], 0);
	set_debugreg(next->debugreg[1], 1);
	set_debugreg(next->debugreg[2], 2);
	set_debugreg(next->debugreg[3], 3);
	set_debugreg(next->debugreg[7] & DR7_LOADED, 7);
}

void switch_to_arch(struct task_struct *prev, struct task_struct *next)
{
	/* an interrupt or int $0x80 in ring 3 lands on this stack
	 * (Intel SDM vol. 3, 6.12.1: the new SS:ESP come from the TSS) */
	init_tss[smp_processor_id()].esp0 =
		(unsigned long)next->stack + THREAD_SIZE;
	load_mm(next->mm);	/* and its LDT: %fs and %gs may name it */
	savesegment(fs, prev->thread.fs);
	savesegment(gs, prev->thread.gs);
	load_TLS(&next->thread);
	loadsegment(fs, next->thread.fs);
	loadsegment(gs, next->thread.gs);
	fpu_switch(&prev->thread.fpu, &next->thread.fpu);
	switch_debugregs(&prev->thread, &next->thread);
	tsc_switch(next);
}

/* execve(): the new program starts with no TLS and null %fs, %gs */
void flush_thread_tls(struct task_struct *tsk)
{
	memset(tsk->thread.tls, 0, sizeof(tsk->thread.tls));
	load_TLS(&tsk->thread);
	tsk->thread.fs = tsk->thread.gs = 0;
	loadsegment(fs, tsk->thread.fs);
	loadsegment(gs, tsk->thread.gs);
}

/*
 * A forked child's copy of what the parent holds in the CPU itself, not
 * yet in its thread_struct (that is written only when it is switched
 * out): %fs and %gs (glibc points %gs at its TLS), and the x87/SSE
 * registers.
 */
void copy_thread_live(struct task_struct *child)
{
	savesegment(fs, child->thread.fs);
	savesegment(gs, child->thread.gs);
	fpu_save(&child->thread.fpu);
}

/*
 * The "empty" descriptor that clears a slot: read_exec_only and
 * seg_not_present with all else 0, or everything 0 (asm/ldt.h's
 * LDT_empty and LDT_zero macros; set_thread_area(2) accepts both).
 */
static bool user_desc_clears(const struct user_desc *u)
{
	bool rest_zero = !u->base_addr && !u->limit && !u->contents &&
			 !u->seg_32bit && !u->limit_in_pages && !u->useable;

	return rest_zero && u->read_exec_only == u->seg_not_present;
}

/*
 * What a TLS slot may hold, as Linux allows (measured on Linux 6.1 by
 * user/tests/userline.c): a present 32-bit data segment, expand-up or
 * down, writable or not.  A code segment (contents 2 or 3) or a 16-bit
 * one is EINVAL, and so is one marked not present: the kernel reloads
 * these selectors in ring 0, and a descriptor that cannot be loaded is
 * removed with the empty descriptor instead.
 */
static bool user_desc_ok(const struct user_desc *u)
{
	return user_desc_clears(u) ||
	       (u->seg_32bit && u->contents < 2 && !u->seg_not_present);
}

/*
 * A segment descriptor (Intel SDM vol. 3, 3.4.5): base and limit split
 * over both words; type = contents (data expand-up or down, or code)
 * with the writable (readable) bit unless read_exec_only, and accessed
 * (0x100), as Linux sets it: the CPU need not write it at the first
 * load; S = 1, DPL = 3 (0x7000); P unless seg_not_present; AVL =
 * useable; D/B = seg_32bit; G = limit_in_pages.  Also modify_ldt(2)'s
 * (arch/i386/kernel/ldt.c).
 */
u64 fill_ldt(const struct user_desc *u)
{
	u32 lo = (u->base_addr & 0xffff) << 16 | (u->limit & 0xffff);
	u32 hi = (u->base_addr & 0xff000000) |
		 ((u->base_addr & 0x00ff0000) >> 16) | (u->limit & 0xf0000) |
		 (u32)(!u->read_exec_only) << 9 | (u32)u->contents << 10 |
		 (u32)(!u->seg_not_present) << 15 | (u32)u->seg_32bit << 22 |
		 (u32)u->limit_in_pages << 23 | (u32)u->useable << 20 | 0x7100;

	return (u64)hi << 32 | lo;
}

static u64 user_desc_to_gdt(const struct user_desc *u)
{
	return user_desc_clears(u) ? 0 : fill_ldt(u);
}

/* get_thread_area(2): the fields back from a descriptor; an empty slot
 * reads as the empty descriptor (not present, read_exec_only) */
static void gdt_to_user_desc(u64 desc, struct user_desc *u)
{
	u32 lo = (u32)desc, hi = (u32)(desc >> 32);

	u->base_addr = (lo >> 16) | (hi & 0xff) << 16 | (hi & 0xff000000);
	u->limit = (lo & 0xffff) | (hi & 0xf0000);
	u->seg_32bit = hi >> 22 & 1;
	u->contents = hi >> 10 & 3;
	u->read_exec_only = !(hi >> 9 & 1);
	u->limit_in_pages = hi >> 23 & 1;
	u->seg_not_present = !(hi >> 15 & 1);
	u->useable = hi >> 20 & 1;
}

static bool tls_slot(int idx)
{
	return idx >= GDT_ENTRY_TLS_MIN &&
	       idx < GDT_ENTRY_TLS_MIN + GDT_TLS_ENTRIES;
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
	if (!user_desc_ok(&u))
		return -EINVAL;
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
	if (!tls_slot(idx))
		return -EINVAL;
	p->thread.tls[idx - GDT_ENTRY_TLS_MIN] = user_desc_to_gdt(&u);
	return idx;
}

long sys_set_thread_area(struct user_desc __user *uinfo)
{
	int idx = set_tls_desc(current, uinfo);

	if (idx < 0)
		return idx;
	/* a selector naming this slot in %ds or %es is reloaded on the way
	 * out (restore_all), in %fs or %gs at the next switch: either
	 * way through a fixup, if the slot no longer loads */
	load_TLS(&current->thread);
	return 0;
}

/* clone(2)'s CLONE_SETTLS: the new thread's slot, set_thread_area(2)'s
 * rules; it is loaded when the thread first runs (switch_to_arch()) */
int copy_tls_desc(struct task_struct *p, struct user_desc __user *u)
{
	int idx = set_tls_desc(p, u);

	return idx < 0 ? idx : 0;
}

long sys_get_thread_area(struct user_desc __user *uinfo)
{
	struct user_desc u;
	int idx;

	if (get_user(idx, &uinfo->entry_number))
		return -EFAULT;
	if (!tls_slot(idx))
		return -EINVAL;
	memset(&u, 0, sizeof(u));
	u.entry_number = (u32)idx;
	gdt_to_user_desc(current->thread.tls[idx - GDT_ENTRY_TLS_MIN], &u);
	return copy_to_user(uinfo, &u, sizeof(u)) ? -EFAULT : 0;
}

#define ARCH_GET_CPUID			0x1011
#define ARCH_SET_CPUID			0x1012
#define ARCH_GET_XCOMP_SUPP		0x1021
#define ARCH_GET_XCOMP_PERM		0x1022
#define ARCH_REQ_XCOMP_PERM		0x1023
#define ARCH_GET_XCOMP_GUEST_PERM	0x1024
#define ARCH_REQ_XCOMP_GUEST_PERM	0x1025
/* the state components a task's FXSAVE image holds (arch/i386/kernel/
 * i387.c; Intel SDM vol. 1, 13.1: bit 0 x87, bit 1 SSE): XSAVE's other
 * components are not enabled here */
#define XFEATURE_MASK_FPSSE		3ULL

/*
 * arch_prctl(2) on i386, Linux's do_arch_prctl_common(): the x86-64
 * codes (ARCH_SET_FS...) and any other are EINVAL.  ARCH_GET_CPUID says
 * whether CPUID runs for the thread: always (1).  ARCH_SET_CPUID would
 * need the CPU's CPUID faulting (MSR_PLATFORM_INFO bit 31,
 * MSR_MISC_FEATURES_ENABLES bit 0), which this kernel does not use:
 * ENODEV, as Linux answers on a CPU without it - and /proc/cpuinfo
 * shows no "cpuid_fault", which is how LTP's arch_prctl01 knows.  The
 * XCOMP codes put a u64 at arg2: the state components supported (x87
 * and SSE, the FXSAVE image's) and those permitted, which are XSAVE's
 * and so none (0) on a kernel that does not enable XSAVE, as Linux
 * reports on a CPU without it; asking for more is EOPNOTSUPP on i386
 * (Linux's fpu_xstate_prctl()).
 */
long sys_arch_prctl(int option, unsigned long arg2)
{
	u64 features = option == ARCH_GET_XCOMP_SUPP ? XFEATURE_MASK_FPSSE : 0;

	switch (option) {
	case ARCH_GET_CPUID:
		return 1;
	case ARCH_SET_CPUID:
		return -ENODEV;
	case ARCH_GET_XCOMP_SUPP:
	case ARCH_GET_XCOMP_PERM:
	case ARCH_GET_XCOMP_GUEST_PERM:
		return copy_to_user((void __user *)arg2, &features,
				    sizeof(features)) ? -EFAULT : 0;
	case ARCH_REQ_XCOMP_PERM:
	case ARCH_REQ_XCOMP_GUEST_PERM:
		return -EOPNOTSUPP;
	}
	return -EINVAL;
}
