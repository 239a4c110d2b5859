/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/current.h - Linux 2.5's `current`: the running task, found
 * from the stack pointer alone (its struct thread_info is at the bottom
 * of the 8 KiB kernel stack, include/asm/thread_info.h).  Apart from
 * linux/sched.h so that linux/wait.h can name the current task too.
 */
#ifndef _ASM_CURRENT_H
#define _ASM_CURRENT_H

#include "asm/thread_info.h"

static inline struct task_struct *get_current(void)
{
	return current_thread_info()->task;
}
#define current get_current()

#endif /* _ASM_CURRENT_H */
