/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_THREAD_INFO_H
#define _ASM_THREAD_INFO_H

/* Every kernel stack is 8 KiB and 8 KiB aligned, as in Linux 2.5 i386 */
#define THREAD_SIZE	8192

#ifndef __ASSEMBLY__
#include "linux/types.h"

struct task_struct;

/*
 * Lives at the lowest address of the task's kernel stack, so the stack
 * pointer alone finds it: round esp down to THREAD_SIZE.
 */
struct thread_info {
	struct task_struct *task;
	unsigned long flags;
	int preempt_count;	/* > 0: do not reschedule (e.g. in an irq) */
	int cpu;		/* the CPU it runs on (smp_processor_id()) */
	/* Linux 2.6's set_fs(KERNEL_DS): while set, a "user" pointer may
	 * point into the kernel (kernel_write(), fs/read_write.c) */
	bool uaccess_kernel;
};

#define TIF_NEED_RESCHED	0
/* stop for the tracer at each system call's entry and exit
 * (PTRACE_SYSCALL, kernel/ptrace.c); entry.S tests it */
#define TIF_SYSCALL_TRACE	1

static inline struct thread_info *current_thread_info(void)
{
	unsigned long esp;

	asm("movl %%esp, %0" : "=r"(esp));
	return (struct thread_info *)(esp & ~(THREAD_SIZE - 1UL));
}
#endif

#endif /* _ASM_THREAD_INFO_H */
