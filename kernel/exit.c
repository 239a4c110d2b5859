// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/exit.c - the end of a task, and its parent's wait for it.
 *
 * A task cannot free the stack it is running on, so do_exit() only marks
 * it a zombie and switches away; the next task frees the stack
 * (schedule()).  A process's task_struct then stays, holding its exit
 * status, until its parent collects it with wait4(2); its own children
 * go to pid 1, which reaps orphans (exit(2) NOTES).
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/interrupt.h"
#include "linux/syscalls.h"
#include "linux/module.h"
#include "linux/tty.h"
#include "asm/system.h"
#include "asm/uaccess.h"

/* wait4(2) options, Linux's values */
#define WNOHANG		0x00000001
#define WUNTRACED	0x00000002
#define WCONTINUED	0x00000008
#define __WNOTHREAD	0x20000000
#define __WALL		0x40000000
#define __WCLONE	0x80000000

struct task_struct *child_reaper;	/* pid 1, once it runs a program */

/* Give the children to pid 1 and tell the parent (interrupts off):
 * SIGCHLD, with CLD_KILLED for a signal's death (sigaction(2)). */
static void exit_notify(struct task_struct *tsk)
{
	struct task_struct *c, *n;

	list_for_each_entry_safe(c, n, &tsk->children, sibling) {
		if (!child_reaper)
			break;
		list_del(&c->sibling);
		c->parent = c->real_parent = child_reaper;
		list_add_tail(&c->sibling, &child_reaper->children);
		if (c->state == TASK_ZOMBIE)
			wake_up(&child_reaper->wait_chldexit);
	}
	do_notify_parent(tsk, tsk->exit_code & 0x7f ? CLD_KILLED : CLD_EXITED);
}

/* A vfork(2) parent waits until its child execs or exits */
void mm_release(struct task_struct *tsk)
{
	if (tsk->vfork_done) {
		complete(tsk->vfork_done);
		tsk->vfork_done = NULL;
	}
}

/* The user half of a process goes now; the kernel runs on swapper_pg_dir */
static void exit_mm(struct task_struct *tsk)
{
	struct mm_struct *mm = tsk->mm;

	load_mm(NULL);
	tsk->mm = NULL;
	mmput(mm);
}

void do_exit(long code)
{
	struct task_struct *tsk = current;

	/* The 2.5 messages: neither can be recovered by killing a task */
	if (in_interrupt())
		panic("Aiee, killing interrupt handler!");
	if (!tsk->pid)
		panic("Attempted to kill the idle task!");
	if (tsk == child_reaper)
		panic("Attempted to kill init! exitcode=0x%08lx", code);

	tty_exit(tsk);		/* a session leader's terminal is freed */
	if (tsk->files) {
		put_files(tsk->files);
		tsk->files = NULL;
	}
	module_task_exit(tsk);	/* an oops in a module's init or exit */
	del_timer(&tsk->real_timer);
	mm_release(tsk);
	local_irq_disable();
	if (tsk->mm)
		exit_mm(tsk);
	tsk->exit_code = (int)code;
	if (tsk->exit_notify) {
		tsk->exit_notify->code = code;
		complete(&tsk->exit_notify->done);
	}
	tsk->state = TASK_ZOMBIE;
	exit_notify(tsk);
	schedule();
	panic("zombie %d (%s) was scheduled again", tsk->pid, tsk->comm);
}

long sys_exit(long code)
{
	do_exit((code & 0xff) << 8);
}

/* One thread per process here: the group is the task */
long sys_exit_group(long code)
{
	do_exit((code & 0xff) << 8);
}

static bool wait_matches(struct task_struct *c, int pid)
{
	if (pid > 0)
		return c->pid == pid;
	if (pid == 0)
		return c->pgrp == current->pgrp;
	if (pid < -1)
		return c->pgrp == -pid;
	return true;
}

/* A zombie is reaped even if its status cannot be stored: the call
 * then fails with EFAULT, as Linux's does (measured on 6.1 by
 * user/tests/userline.c: a second wait4() finds no child) */
static long reap(struct task_struct *c, int __user *status)
{
	long pid = c->pid;
	int code = c->exit_code;

	release_task(c);
	if (status && put_user(code, status))
		return -EFAULT;
	return pid;
}

/* A stop or a continue: reported once, status as wait(2) encodes it */
static long report_state(struct task_struct *c, int __user *status)
{
	int code = c->report == CLD_STOPPED ? (c->stop_sig << 8) | 0x7f :
					      0xffff;

	if (status && put_user(code, status))
		return -EFAULT;
	c->report = 0;
	return c->pid;
}

/* What child c has to say to sys_wait4(): its pid once reported, or 0 */
static long wait_child(struct task_struct *c, int options,
		       int __user *status)
{
	if (c->state == TASK_ZOMBIE && !c->stack && !c->autoreap)
		return reap(c, status);
	if (c->report == CLD_STOPPED && c->state == TASK_STOPPED &&
	    (options & WUNTRACED))
		return report_state(c, status);
	if (c->report == CLD_CONTINUED && (options & WCONTINUED))
		return report_state(c, status);
	return 0;
}

/* One pass over the children: a pid, 0 (wait more), or -ECHILD */
static long wait_children(int pid, int options, int __user *status)
{
	struct task_struct *c, *n;
	bool any = false;

	list_for_each_entry_safe(c, n, &current->children, sibling) {
		long ret;

		if (!wait_matches(c, pid))
			continue;
		any = true;
		ret = wait_child(c, options, status);
		if (ret)
			return ret;
	}
	return any ? 0 : -ECHILD;
}

long sys_wait4(int pid, int __user *status, int options, void __user *ru)
{
	unsigned long flags;
	long ret;

	if (options & ~(WNOHANG | WUNTRACED | WCONTINUED | __WNOTHREAD |
			__WALL | __WCLONE))
		return -EINVAL;
	local_irq_save(flags);
	for (;;) {
		ret = wait_children(pid, options, status);
		if (ret || (options & WNOHANG))
			break;
		if (signal_pending(current)) {
			ret = -ERESTARTSYS;
			break;
		}
		sleep_on_irqoff(&current->wait_chldexit);
	}
	local_irq_restore(flags);
	/* no resource accounting: the usage is all zero (getrusage(2)),
	 * written once a child was collected, so a bad pointer fails the
	 * call but the child is gone all the same, as on Linux */
	if (ret > 0 && ru && clear_user(ru, 72))  /* struct rusage, i386 */
		return -EFAULT;
	return ret;
}

long sys_waitpid(int pid, int __user *status, int options)
{
	return sys_wait4(pid, status, options, NULL);
}
