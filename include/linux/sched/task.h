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
#include "linux/atomic.h"

void __put_task_struct(struct task_struct *t);

/* The count is atomic (Linux's refcount_t): a task is held and let go
 * from any CPU, interrupt handlers included, and only the last put,
 * whichever CPU makes it, frees. */
static inline struct task_struct *get_task_struct(struct task_struct *t)
{
	atomic_inc(&t->usage);
	return t;
}

static inline void put_task_struct(struct task_struct *t)
{
	if (atomic_dec_and_test(&t->usage))
		__put_task_struct(t);
}

#endif /* _LINUX_SCHED_TASK_H */
