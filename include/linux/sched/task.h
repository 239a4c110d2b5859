/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sched/task.h - keeping a task_struct: get_task_struct()
 * counts a reference, put_task_struct() drops it, and the structure is
 * freed by the last put, so a module may keep a pointer to a task that
 * exits.  release_task() (kernel/fork.c) drops the task's own.
 */
#ifndef _LINUX_SCHED_TASK_H
#define _LINUX_SCHED_TASK_H

#include "linux/sched.h"
#include "asm/system.h"

void __put_task_struct(struct task_struct *t);

static inline struct task_struct *get_task_struct(struct task_struct *t)
{
	unsigned long flags;

	local_irq_save(flags);
	t->usage++;
	local_irq_restore(flags);
	return t;
}

static inline void put_task_struct(struct task_struct *t)
{
	unsigned long flags;
	bool last;

	local_irq_save(flags);
	last = --t->usage == 0;
	local_irq_restore(flags);
	if (last)
		__put_task_struct(t);
}

#endif /* _LINUX_SCHED_TASK_H */
