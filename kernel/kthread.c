// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/kthread.c - Linux's kthread API (include/linux/kthread.h) over
 * the scheduler's own threads (create_kernel_thread(), kernel/fork.c).
 *
 * Each thread made here has a struct kthread: its function and data,
 * the stop request, and the exit_notify that do_exit() (kernel/exit.c)
 * completes with the exit code - so kthread_stop() can wait for a
 * thread that may already have ended on its own, without touching its
 * freed task_struct.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/completion.h"
#include "linux/kthread.h"
#include "linux/sched/signal.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "asm/system.h"

struct kthread {
	struct list_head list;
	struct task_struct *task;
	int (*threadfn)(void *data);
	void *data;
	bool should_stop;
	struct exit_notify exit;
};

/* kthread_lock covers the list of kthreads and each one's should_stop;
 * irq-safe, as every lock a wake-up may be made under */
static DEFINE_SPINLOCK(kthread_lock);
static LIST_HEAD(kthreads);

static struct kthread *to_kthread(const struct task_struct *t)
{
	struct kthread *k, *found = NULL;
	unsigned long flags;

	spin_lock_irqsave(&kthread_lock, flags);
	list_for_each_entry(k, &kthreads, list)
		if (k->task == t)
			found = k;	/* the newest: a task may be reused */
	spin_unlock_irqrestore(&kthread_lock, flags);
	return found;
}

static int kthread_trampoline(void *arg)
{
	struct kthread *k = arg;

	if (k->should_stop)	/* stopped before it ever ran */
		return -EINTR;
	return k->threadfn(k->data);
}

struct task_struct *kthread_create(int (*threadfn)(void *data), void *data,
				   const char *namefmt, ...)
{
	struct kthread *k = kzalloc(sizeof(*k), GFP_KERNEL);
	char name[TASK_COMM_LEN];
	unsigned long flags;
	va_list args;

	if (!k)
		return ERR_PTR(-ENOMEM);
	va_start(args, namefmt);
	vsnprintf(name, sizeof(name), namefmt, args);
	va_end(args);
	k->threadfn = threadfn;
	k->data = data;
	init_completion(&k->exit.done);
	k->task = create_kernel_thread(kthread_trampoline, k, name);
	if (!k->task) {
		kfree(k);
		return ERR_PTR(-ENOMEM);
	}
	k->task->exit_notify = &k->exit;
	spin_lock_irqsave(&kthread_lock, flags);
	list_add_tail(&k->list, &kthreads);
	spin_unlock_irqrestore(&kthread_lock, flags);
	return k->task;
}
EXPORT_SYMBOL(kthread_create);

bool kthread_should_stop(void)
{
	struct kthread *k = to_kthread(current);

	return k && k->should_stop;
}
EXPORT_SYMBOL(kthread_should_stop);

static void forget(struct kthread *k)
{
	unsigned long flags;

	spin_lock_irqsave(&kthread_lock, flags);
	list_del(&k->list);
	spin_unlock_irqrestore(&kthread_lock, flags);
	kfree(k);
}

/* Ask k's thread to stop, wait for its end, return its exit code. */
static int stop_kthread(struct kthread *k)
{
	unsigned long flags;
	int ret;

	spin_lock_irqsave(&kthread_lock, flags);
	k->should_stop = true;
	if (!completion_done(&k->exit.done))
		wake_up_process(k->task);	/* else it is gone already */
	spin_unlock_irqrestore(&kthread_lock, flags);
	wait_for_completion(&k->exit.done);
	ret = (int)k->exit.code;
	forget(k);
	return ret;
}

int kthread_stop(struct task_struct *t)
{
	struct kthread *k = to_kthread(t);

	if (!k || !__might_sleep(__FILE__, __LINE__))
		return -EINVAL;
	return stop_kthread(k);
}
EXPORT_SYMBOL(kthread_stop);

/* End the calling kernel thread with code, as returning code would */
void kthread_exit(long code)
{
	do_exit(code);
}
EXPORT_SYMBOL(kthread_exit);

/*
 * Complete comp and end (5.17 on; before, complete_and_exit()): the
 * waiter - a module's exit function - runs only once the thread is past
 * the module's code, so it may then free it.
 */
void kthread_complete_and_exit(struct completion *comp, long code)
{
	if (comp)
		complete(comp);
	kthread_exit(code);
}
EXPORT_SYMBOL(kthread_complete_and_exit);

/*
 * A kernel thread takes no signal unless it asks for it (Linux's
 * allow_signal()): then kill(2) of its pid queues sig, and its
 * interruptible sleeps end, signal_pending() true, as a user task's.
 * Nothing is delivered: the thread looks and acts itself.
 */
void allow_signal(int sig)
{
	unsigned long flags;

	spin_lock_irqsave(&current->sighand->siglock, flags);
	sigaddset(&current->kthread_allowed, sig);
	spin_unlock_irqrestore(&current->sighand->siglock, flags);
}
EXPORT_SYMBOL(allow_signal);

/* Take sig back: no longer queued, and one pending is forgotten */
void disallow_signal(int sig)
{
	unsigned long flags;

	spin_lock_irqsave(&current->sighand->siglock, flags);
	sigdelset(&current->kthread_allowed, sig);
	sigdelset(&current->pending.signal, sig);
	spin_unlock_irqrestore(&current->sighand->siglock, flags);
}
EXPORT_SYMBOL(disallow_signal);

/* Forget every pending signal of t (Linux's flush_signals()), after a
 * kernel thread has seen the one that woke it */
void flush_signals(struct task_struct *t)
{
	unsigned long flags;

	spin_lock_irqsave(&t->sighand->siglock, flags);
	sigemptyset(&t->pending.signal);
	spin_unlock_irqrestore(&t->sighand->siglock, flags);
}
EXPORT_SYMBOL(flush_signals);

/*
 * At rmmod, after the module's exit function: a thread still running
 * the module's code would run in freed memory, so it is stopped, and
 * that is said; one that ended without kthread_stop() is forgotten.
 */
void kthreads_module_going(const struct module *mod)
{
	struct kthread *k, *n;

	list_for_each_entry_safe(k, n, &kthreads, list) {
		if (!within_module((unsigned long)k->threadfn, mod))
			continue;
		if (!completion_done(&k->exit.done))
			printk(KERN_WARNING "rmmod: %s left kthread %s "
			       "running: kthread_stop()\n", mod->name,
			       k->task->comm);
		stop_kthread(k);
	}
}
