// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/syscall_trace.c - `syscall_trace=NAME` on the command line logs
 * every system call a program of that name makes, strace-style:
 *	insmod[7]: syscall 128 (bfffe000, 1a2c, bffffe80) = 0
 * (number, first three arguments, result), so a test can see exactly
 * which calls insmod made.  arch/i386/kernel/entry.S calls trace_syscall()
 * after each call only when a name was given.
 */
#include "linux/kernel.h"
#include "linux/moduleparam.h"
#include "linux/sched.h"
#include "asm/ptrace.h"

char *syscall_trace_comm;
core_param(syscall_trace, syscall_trace_comm, charp, 0444);

void trace_syscall(struct pt_regs *regs)
{
	if (strcmp(current->comm, syscall_trace_comm))
		return;
	printk(KERN_DEBUG "%s[%d]: syscall %ld (%lx, %lx, %lx) = %ld\n",
	       current->comm, current->pid, regs->orig_eax, regs->ebx,
	       regs->ecx, regs->edx, regs->eax);
}
