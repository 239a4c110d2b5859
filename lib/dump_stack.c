// SPDX-License-Identifier: GPL-2.0
/*
 * lib/dump_stack.c - dump_stack(): who called me?  The task, the taint
 * flags and a symbolic call trace of the current stack, as the warnings
 * of the lock and sleep checks print them (kernel/preempt.c,
 * kernel/locking/), in the format of an oops's own trace
 * (arch/i386/kernel/dumpstack.c).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/oops.h"
#include "linux/smp.h"

noinline void dump_stack(void)
{
	unsigned long esp, ebp;

	asm volatile("movl %%esp, %0; movl %%ebp, %1" : "=r"(esp), "=r"(ebp));
	printk("CPU: %d PID: %d Comm: %s %s\n", raw_smp_processor_id(),
	       current->pid, current->comm, print_tainted());
	show_trace(current, 0, esp, ebp);
}
EXPORT_SYMBOL(dump_stack);
