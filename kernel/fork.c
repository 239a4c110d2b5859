// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/fork.c - creating kernel threads.
 *
 * A task is a struct task_struct plus an 8 KiB kernel stack whose lowest
 * bytes hold its struct thread_info (so `current` is found from esp).
 * Stacks come from the vmalloc area, where the page below every area is
 * left unmapped: a stack overflow faults instead of silently overwriting
 * a neighbour, and the double-fault handler can report it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "asm/system.h"

LIST_HEAD(task_list);
static int last_pid;

/*
 * The frame __switch_to_asm() pops when it first switches to a new task:
 * eflags, edi, esi, ebx, ebp, then the return address.
 */
struct switch_frame {
	unsigned long eflags, edi, esi, ebx, ebp, ret;
};

static void copy_thread(struct task_struct *p, int (*fn)(void *), void *arg)
{
	struct switch_frame *f = (struct switch_frame *)
		((char *)p->stack + THREAD_SIZE) - 1;

	memset(f, 0, sizeof(*f));
	f->ebx = (unsigned long)fn;
	f->esi = (unsigned long)arg;
	f->ebp = 0;		/* ends the frame-pointer chain (call traces) */
	f->ret = (unsigned long)ret_from_kernel_thread;
	p->thread.esp = (unsigned long)f;
}

/* Create a thread that runs fn(arg); it starts at wake_up_process(). */
struct task_struct *create_kernel_thread(int (*fn)(void *), void *arg,
					 const char *name)
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
	strlcpy(p->comm, name, sizeof(p->comm));
	copy_thread(p, fn, arg);

	local_irq_save(flags);
	p->pid = ++last_pid;
	list_add_tail(&p->tasks, &task_list);
	local_irq_restore(flags);
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

/* Called once p has exited and the CPU has switched away from its stack. */
void free_task(struct task_struct *p)
{
	unsigned long flags;

	local_irq_save(flags);
	list_del(&p->tasks);
	local_irq_restore(flags);
	vfree(p->stack);
	kfree(p);
}

