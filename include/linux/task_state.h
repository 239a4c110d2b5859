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
/* Linux's bits, so that task_state_index() finds Linux's letter: a
 * stopped task is __TASK_STOPPED, a zombie EXIT_ZOMBIE (which Linux
 * keeps in exit_state, beside a state of TASK_DEAD) */
#define TASK_STOPPED		4	/* SIGSTOP and friends; SIGCONT wakes */
#define TASK_TRACED		8	/* stopped for its tracer (ptrace(2)) */
#define TASK_ZOMBIE		32	/* exited; freed once switched away */
#define TASK_REPORT		0x7f	/* the states ps(1) tells apart */
/* or'ed into TASK_UNINTERRUPTIBLE: SIGKILL wakes it all the same */
#define TASK_WAKEKILL		0x100
#define TASK_KILLABLE		(TASK_WAKEKILL | TASK_UNINTERRUPTIBLE)

#endif /* _LINUX_TASK_STATE_H */
