/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/task_state.h - what a task is doing (task_struct.state),
 * apart from linux/sched.h so that linux/wait.h's macros can name the
 * state they sleep in.
 */
#ifndef _LINUX_TASK_STATE_H
#define _LINUX_TASK_STATE_H

#define TASK_RUNNING		0
#define TASK_INTERRUPTIBLE	1
#define TASK_UNINTERRUPTIBLE	2	/* a signal does not wake it */
#define TASK_ZOMBIE		4	/* exited; freed once switched away */
#define TASK_STOPPED		8	/* SIGSTOP and friends; SIGCONT wakes */
/* or'ed into TASK_UNINTERRUPTIBLE: SIGKILL wakes it all the same */
#define TASK_WAKEKILL		0x100
#define TASK_KILLABLE		(TASK_WAKEKILL | TASK_UNINTERRUPTIBLE)

#endif /* _LINUX_TASK_STATE_H */
