/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ptrace.h - who may look into another process
 * (kernel/ptrace.c): /proc/PID's links, and ptrace(2): the requests,
 * options and events, Linux's values (include/uapi/linux/ptrace.h).
 */
#ifndef _LINUX_PTRACE_H
#define _LINUX_PTRACE_H

#include "linux/sched.h"

#define PTRACE_TRACEME		0
#define PTRACE_PEEKTEXT		1
#define PTRACE_PEEKDATA		2
#define PTRACE_PEEKUSR		3
#define PTRACE_POKETEXT		4
#define PTRACE_POKEDATA		5
#define PTRACE_POKEUSR		6
#define PTRACE_CONT		7
#define PTRACE_KILL		8
#define PTRACE_SINGLESTEP	9
#define PTRACE_GETREGS		12	/* i386's (asm/ptrace-abi.h) */
#define PTRACE_SETREGS		13
#define PTRACE_GETFPREGS	14
#define PTRACE_SETFPREGS	15
#define PTRACE_ATTACH		16
#define PTRACE_DETACH		17
#define PTRACE_SYSCALL		24
#define PTRACE_SETOPTIONS	0x4200
#define PTRACE_GETEVENTMSG	0x4201
#define PTRACE_GETSIGINFO	0x4202
#define PTRACE_SETSIGINFO	0x4203
#define PTRACE_SEIZE		0x4206

/* PTRACE_SETOPTIONS' bits; the events are the stop's status >> 16 */
#define PTRACE_O_TRACESYSGOOD	0x00000001
#define PTRACE_O_TRACEFORK	0x00000002
#define PTRACE_O_TRACEVFORK	0x00000004
#define PTRACE_O_TRACECLONE	0x00000008
#define PTRACE_O_TRACEEXEC	0x00000010
#define PTRACE_O_TRACEVFORKDONE	0x00000020
#define PTRACE_O_TRACEEXIT	0x00000040
#define PTRACE_O_EXITKILL	0x00100000
#define PTRACE_EVENT_FORK	1
#define PTRACE_EVENT_VFORK	2
#define PTRACE_EVENT_CLONE	3
#define PTRACE_EVENT_EXEC	4
#define PTRACE_EVENT_VFORK_DONE	5
#define PTRACE_EVENT_EXIT	6

/* task->ptrace beside the options: traced, and how */
#define PT_PTRACED		0x80000000
#define PT_SEIZED		0x40000000	/* PTRACE_SEIZE, no SIGSTOP */
#define PT_FORCED_TF		0x20000000	/* TF is the tracer's */
#define PT_FROZEN		0x10000000	/* a request reads its stack:
						 * SIGKILL waits (siglock) */

bool ptrace_may_access(struct task_struct *task);

/* The tracee's side (kernel/ptrace.c) */
int ptrace_signal(int sig, struct sig_origin *from);
void ptrace_group_stop(int sig);
void ptrace_event(int event, unsigned long message);
void ptrace_report_syscall(bool entry);
int ptrace_clone(struct task_struct *child, unsigned long flags);
/* at exit, tasklist_lock held to write: tsk leaves its tracer, and its
 * own tracees go free */
void exit_ptrace(struct task_struct *tsk);

/* The arch half (arch/i386/kernel/ptrace.c) */
long arch_ptrace(struct task_struct *child, long request, unsigned long addr,
		 unsigned long data);
void user_enable_single_step(struct task_struct *child);
void user_disable_single_step(struct task_struct *child);
void flush_ptrace_hw_breakpoint(struct task_struct *tsk);
void ptrace_init_task(struct task_struct *child);
void do_syscall_trace(struct pt_regs *regs, int entryexit);

#endif /* _LINUX_PTRACE_H */
