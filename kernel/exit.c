// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/exit.c - the end of a task.
 *
 * A task cannot free the stack it is running on, so do_exit() only marks
 * it a zombie and switches away; the next task frees it (schedule()).
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/interrupt.h"
#include "linux/module.h"
#include "asm/system.h"

void do_exit(long code)
{
	struct task_struct *tsk = current;

	/* The 2.5 messages: neither can be recovered by killing a task */
	if (in_interrupt())
		panic("Aiee, killing interrupt handler!");
	if (!tsk->pid)
		panic("Attempted to kill the idle task!");

	module_task_exit(tsk);	/* an oops in a module's init or exit */
	local_irq_disable();
	tsk->exit_code = (int)code;
	if (tsk->exit_notify) {
		tsk->exit_notify->code = code;
		complete(&tsk->exit_notify->done);
	}
	tsk->state = TASK_ZOMBIE;
	schedule();
	panic("zombie %d (%s) was scheduled again", tsk->pid, tsk->comm);
}
