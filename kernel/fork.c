// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/fork.c - creating tasks: kernel threads, and user processes by
 * fork(2), vfork(2) and clone(2).
 *
 * A task is a struct task_struct plus an 8 KiB kernel stack whose lowest
 * bytes hold its struct thread_info (so `current` is found from esp).
 * Stacks come from the vmalloc area, where the page below every area is
 * left unmapped: a stack overflow faults instead of silently overwriting
 * a neighbour, and the double-fault handler can report it.  The top of
 * every stack is kept for a struct pt_regs: a user process's registers
 * (task_pt_regs()), saved there whenever it enters the kernel.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/cred.h"
#include "linux/sched/task.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/ptrace.h"
#include "asm/system.h"

/* How many user processes may exist at once: fork() then fails with
 * EAGAIN, as Linux's RLIMIT_NPROC makes it (fork(2)) */
#define MAX_USER_TASKS	64

LIST_HEAD(task_list);
static int last_pid;
static int nr_user_tasks;

/*
 * The frame __switch_to_asm() pops when it first switches to a new task:
 * eflags, edi, esi, ebx, ebp, then the return address.
 */
struct switch_frame {
	unsigned long eflags, edi, esi, ebx, ebp, ret;
};

static struct switch_frame *new_switch_frame(struct task_struct *p,
					     void (*ret)(void))
{
	struct switch_frame *f = (struct switch_frame *)task_pt_regs(p) - 1;

	memset(f, 0, sizeof(*f));
	f->ebp = 0;		/* ends the frame-pointer chain (call traces) */
	f->ret = (unsigned long)ret;
	p->thread.esp = (unsigned long)f;
	return f;
}

/* A task with a stack and a pid, not yet runnable. */
struct task_struct *alloc_task(const char *name)
{
	struct task_struct *p = kzalloc(sizeof(*p), GFP_KERNEL);
	unsigned long flags;

	if (!p)
		return NULL;
	p->stack = vmalloc_aligned(THREAD_SIZE, THREAD_SIZE);
	if (!p->stack) {
		kfree(p);
		return NULL;
	}
	p->thread_info = p->stack;
	/* vmalloc'd memory is not zeroed: flags and preempt_count start at 0 */
	memset(p->thread_info, 0, sizeof(*p->thread_info));
	p->thread_info->task = p;
	p->state = TASK_INTERRUPTIBLE;
	INIT_LIST_HEAD(&p->run_list);
	INIT_LIST_HEAD(&p->children);
	INIT_LIST_HEAD(&p->sibling);
	init_waitqueue_head(&p->wait_chldexit);
	strlcpy(p->comm, name, sizeof(p->comm));

	local_irq_save(flags);
	p->pid = p->tgid = p->thread_pid.nr = ++last_pid;
	p->usage = 1;
	p->cred = get_cred(&init_cred);	/* a kernel thread's: root */
	list_add_tail(&p->tasks, &task_list);
	local_irq_restore(flags);
	proc_pid_create(p);
	return p;
}

/* Create a thread that runs fn(arg); it starts at wake_up_process(). */
struct task_struct *create_kernel_thread(int (*fn)(void *), void *arg,
					 const char *name)
{
	struct task_struct *p = alloc_task(name);
	struct switch_frame *f;
	unsigned long flags;

	if (!p)
		return NULL;
	/* Linux's kernel threads are kthreadd's children, kthreadd and
	 * init those of the boot task; here there is no kthreadd */
	local_irq_save(flags);
	p->real_parent = &init_task;
	list_add_tail(&p->sibling, &init_task.children);
	local_irq_restore(flags);
	f = new_switch_frame(p, ret_from_kernel_thread);
	f->ebx = (unsigned long)fn;
	f->esi = (unsigned long)arg;
	return p;
}

int kernel_thread(int (*fn)(void *), void *arg, const char *name)
{
	struct task_struct *p = create_kernel_thread(fn, arg, name);

	if (!p)
		return -ENOMEM;
	wake_up_process(p);
	return p->pid;
}
EXPORT_SYMBOL(kernel_thread);

/* The last reference to t is gone (include/linux/sched/task.h) */
void __put_task_struct(struct task_struct *t)
{
	exit_creds(t);
	kfree(t);
}
EXPORT_SYMBOL_GPL(__put_task_struct);

char *__get_task_comm(char *buf, size_t buf_size, struct task_struct *tsk)
{
	unsigned long flags;

	local_irq_save(flags);	/* no half-renamed comm (execve()) */
	strlcpy(buf, tsk->comm, buf_size);
	local_irq_restore(flags);
	return buf;
}
EXPORT_SYMBOL(__get_task_comm);

/* Forget a task whose stack is already gone (or never used). */
void release_task(struct task_struct *p)
{
	unsigned long flags;

	proc_pid_remove(p);
	local_irq_save(flags);
	list_del(&p->tasks);
	list_del(&p->sibling);
	if (p->parent)		/* a forked process (do_fork()) */
		nr_user_tasks--;
	if (p->autoreap)	/* a parent in sys_wait4() may have no child left */
		wake_up(&p->parent->wait_chldexit);
	local_irq_restore(flags);
	put_task_struct(p);
}

/*
 * Called once p has exited and the CPU has switched away from its stack.
 * A process's task_struct stays, a zombie, until its parent reaps it,
 * unless the parent ignores SIGCHLD (do_notify_parent()).
 */
void free_task(struct task_struct *p)
{
	vfree(p->stack);
	p->stack = NULL;
	if (!p->parent || p->autoreap)
		release_task(p);
}

/* The child's copy of everything the parent has (fork(2) NOTES). */
static int copy_process(struct task_struct *p, struct task_struct *parent)
{
	p->mm = dup_mm(parent->mm);
	if (!p->mm)
		return -ENOMEM;
	p->files = dup_files(parent->files);
	if (!p->files)
		return -ENOMEM;
	p->cwd = parent->cwd;
	p->umask = parent->umask;
	copy_creds(p, parent);
	p->pgrp = parent->pgrp;
	p->session = parent->session;
	p->has_ctty = parent->has_ctty;
	p->thread = parent->thread;
	/* handlers, mask and alternate stack are inherited; pending
	 * signals and alarms are not (fork(2)) */
	memcpy(p->sigaction, parent->sigaction, sizeof(p->sigaction));
	p->blocked = parent->blocked;
	p->altstack = parent->altstack;
	copy_thread_live(p);
	p->parent = p->real_parent = parent;
	list_add_tail(&p->sibling, &parent->children);
	return 0;
}

/* newsp: the child's stack pointer, or 0 for the parent's; vfork: the
 * completion the child's execve() or exit signals (mm_release()) */
static long do_fork(unsigned long newsp, struct completion *vfork)
{
	struct task_struct *parent = current, *p;
	unsigned long flags;
	long ret;

	if (nr_user_tasks >= MAX_USER_TASKS)
		return -EAGAIN;
	p = alloc_task(parent->comm);
	if (!p)
		return -ENOMEM;
	if (copy_process(p, parent)) {
		if (p->files)
			put_files(p->files);
		if (p->mm)
			mmput(p->mm);
		p->mm = NULL;
		vfree(p->stack);
		release_task(p);
		return -ENOMEM;
	}
	local_irq_save(flags);
	nr_user_tasks++;
	local_irq_restore(flags);
	*task_pt_regs(p) = *task_pt_regs(parent);
	task_pt_regs(p)->eax = 0;		/* fork() returns 0 in the child */
	if (newsp)
		task_pt_regs(p)->esp = (long)newsp;
	new_switch_frame(p, ret_from_fork);
	p->vfork_done = vfork;
	ret = p->pid;		/* p may be gone once it has run */
	wake_up_process(p);
	if (vfork)
		wait_for_completion(vfork);
	return ret;
}

long sys_fork(void)
{
	return do_fork(0, NULL);
}

/*
 * vfork(2): the parent is suspended until the child calls execve() or
 * exits.  The child gets a copy of the memory, not a loan of it, which
 * vfork(2) allows ("the behavior is undefined if the child modifies
 * memory"): mm_structs here have no reference count to share one by.
 */
static long do_vfork(unsigned long newsp)
{
	struct completion done;

	init_completion(&done);
	return do_fork(newsp, &done);
}

long sys_vfork(void)
{
	return do_vfork(0);
}

/* clone(2) flags, Linux's values */
#define CLONE_VM	0x00000100
#define CLONE_VFORK	0x00004000
#define CLONE_THREAD	0x00010000

/* clone(2) as fork(2): threads (CLONE_VM without CLONE_VFORK) are refused */
long sys_clone(unsigned long flags, unsigned long newsp)
{
	if ((flags & CLONE_THREAD) ||
	    ((flags & CLONE_VM) && !(flags & CLONE_VFORK)))
		return -EINVAL;
	return flags & CLONE_VFORK ? do_vfork(newsp) : do_fork(newsp, NULL);
}
