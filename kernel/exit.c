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

/* Give the children to pid 1 and tell the parent (interrupts off). */
static void exit_notify(struct task_struct *tsk)
{
	struct task_struct *c, *n;

	list_for_each_entry_safe(c, n, &tsk->children, sibling) {
		if (!child_reaper)
			break;
		list_del(&c->sibling);
		c->parent = child_reaper;
		list_add_tail(&c->sibling, &child_reaper->children);
		if (c->state == TASK_ZOMBIE)
			wake_up(&child_reaper->wait_chldexit);
	}
	if (tsk->parent)
		wake_up(&tsk->parent->wait_chldexit);
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

	if (tsk->files) {
		put_files(tsk->files);
		tsk->files = NULL;
	}
	module_task_exit(tsk);	/* an oops in a module's init or exit */
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

/* A matching zombie child, or NULL; *any says whether any child matched */
static struct task_struct *find_zombie(int pid, bool *any)
{
	struct task_struct *c;

	*any = false;
	list_for_each_entry(c, &current->children, sibling) {
		if (!wait_matches(c, pid))
			continue;
		*any = true;
		if (c->state == TASK_ZOMBIE && !c->stack)
			return c;
	}
	return NULL;
}

static long reap(struct task_struct *c, int __user *status)
{
	long pid = c->pid;

	if (status && put_user(c->exit_code, status))
		return -EFAULT;
	release_task(c);
	return pid;
}

long sys_wait4(int pid, int __user *status, int options, void __user *ru)
{
	unsigned long flags;
	long ret;

	if (options & ~(WNOHANG | WUNTRACED | WCONTINUED | __WNOTHREAD |
			__WALL | __WCLONE))
		return -EINVAL;
	/* no resource accounting: the usage is all zero (getrusage(2)) */
	if (ru && clear_user(ru, 72))	/* sizeof(struct rusage), i386 */
		return -EFAULT;
	local_irq_save(flags);
	for (;;) {
		bool any;
		struct task_struct *c = find_zombie(pid, &any);

		if (c) {
			ret = reap(c, status);
			break;
		}
		if (!any) {
			ret = -ECHILD;
			break;
		}
		if (options & WNOHANG) {
			ret = 0;
			break;
		}
		if (current->sigpending) {
			ret = -EINTR;
			break;
		}
		sleep_on_irqoff(&current->wait_chldexit);
	}
	local_irq_restore(flags);
	return ret;
}

long sys_waitpid(int pid, int __user *status, int options)
{
	return sys_wait4(pid, status, options, NULL);
}
