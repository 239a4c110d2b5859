// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/tsc_ctl.c - prctl(2)'s PR_SET_TSC and PR_GET_TSC: may
 * a thread read the time stamp counter?  PR_TSC_SIGSEGV makes its RDTSC
 * a general-protection fault (CR4.TSD, Intel SDM vol. 3, 2.5: RDTSC only
 * at CPL 0), which reaches it as SIGSEGV; PR_TSC_ENABLE, the default,
 * lets it read.  The choice is the thread's (thread_struct.tsc_sigsegv),
 * copied by fork(2) and clone(2) and kept by execve(2), as Linux keeps
 * TIF_NOTSC; each CPU's CR4.TSD follows the thread it runs
 * (tsc_switch(), from switch_to_arch()).  The kernel's own RDTSC, at
 * CPL 0, is never refused.
 */
#include "linux/kernel.h"
#include "linux/preempt.h"
#include "linux/sched.h"
#include "asm/special_insns.h"
#include "asm/tsc.h"
#include "asm/uaccess.h"

#define X86_CR4_TSD	0x00000004	/* RDTSC at CPL 0 only */
#define PR_TSC_ENABLE	1
#define PR_TSC_SIGSEGV	2

/* This CPU's CR4.TSD as next wants it (interrupts off, or no
 * preemption: CR4 is the CPU's) */
void tsc_switch(const struct task_struct *next)
{
	unsigned long cr4 = read_cr4();
	unsigned long want = next->thread.tsc_sigsegv ? cr4 | X86_CR4_TSD :
							cr4 & ~X86_CR4_TSD;

	if (want != cr4)
		write_cr4(want);
}

/* PR_GET_TSC: the mode, into the int at arg2 */
long get_tsc_mode(unsigned long arg2)
{
	int mode = current->thread.tsc_sigsegv ? PR_TSC_SIGSEGV : PR_TSC_ENABLE;

	return put_user(mode, (int __user *)arg2);
}

/* PR_SET_TSC: PR_TSC_ENABLE or PR_TSC_SIGSEGV, else EINVAL */
long set_tsc_mode(unsigned long mode)
{
	if (mode != PR_TSC_ENABLE && mode != PR_TSC_SIGSEGV)
		return -EINVAL;
	preempt_disable();	/* the flag and this CPU's CR4 together */
	current->thread.tsc_sigsegv = mode == PR_TSC_SIGSEGV;
	tsc_switch(current);
	preempt_enable();
	return 0;
}
