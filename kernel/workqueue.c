// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/workqueue.c - workqueues (include/linux/workqueue.h).
 *
 * Each workqueue is a list of pending work items and one kernel thread
 * that takes them off in order and calls them, in process context.  A
 * work item is on at most one list: the PENDING bit says so, and
 * queueing a pending item does nothing (returns false), as in Linux.
 * The item is off the list and not pending before its function runs,
 * so the function may queue it again, or free it.
 *
 * Every "done" is announced on one wait queue, work_done: flush and
 * cancel wait there until the items they care about are neither pending
 * nor running.  At rmmod, work_module_going() takes the departing
 * module's items off the lists (and says so), and waits for one that
 * is running its code.
 *
 * 2.6.0-2.6.19's work (a function of a void *, a timer in the
 * work_struct itself) runs through work_call_old(), and its delayed
 * form through old_work_timer_fn().
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/workqueue.h"
#include "linux/kthread.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/spinlock.h"
#include "asm/system.h"

struct workqueue_struct {
	struct list_head worklist;
	struct work_struct *running;	/* being called now, or NULL */
	work_func_t running_func;
	unsigned long running_code;	/* whose code it is (rmmod) */
	wait_queue_head_t more_work;
	struct task_struct *worker;
	struct list_head list;		/* on workqueues */
};

/*
 * workqueue_lock covers the list of workqueues, each one's worklist and
 * running item, and each work item's entry and PENDING bit.  Irq-safe:
 * timers (delayed_work_timer_fn()) and interrupt handlers queue work.
 * The conditions the waiters for work_done test read running without
 * it, and test again after each wake-up.
 */
static DEFINE_SPINLOCK(workqueue_lock);
static LIST_HEAD(workqueues);
static DECLARE_WAIT_QUEUE_HEAD(work_done);
struct workqueue_struct *system_wq;
EXPORT_SYMBOL(system_wq);

/* The code a work item runs: its 2.6.19-style function, if it has one */
static unsigned long work_code(const struct work_struct *w)
{
	return w->func == work_call_old ? (unsigned long)w->old_func :
					  (unsigned long)w->func;
}

/* Take the next item off wq's list. */
static struct work_struct *next_work(struct workqueue_struct *wq)
{
	struct work_struct *w = NULL;
	unsigned long flags;

	spin_lock_irqsave(&workqueue_lock, flags);
	if (!list_empty(&wq->worklist)) {
		w = list_first_entry(&wq->worklist, struct work_struct, entry);
		list_del(&w->entry);
		w->data &= ~WORK_STRUCT_PENDING;
		wq->running = w;
		wq->running_func = w->func;
		wq->running_code = work_code(w);
	}
	spin_unlock_irqrestore(&workqueue_lock, flags);
	return w;
}

static int worker_thread(void *arg)
{
	struct workqueue_struct *wq = arg;

	for (;;) {
		struct work_struct *w;

		/* interruptible: a kernel thread takes no signals, and an
		 * idle worker is then 'S' in ps, not 'D' (uninterruptible) */
		wait_event_interruptible(wq->more_work,
					 !list_empty(&wq->worklist) ||
					 kthread_should_stop());
		w = next_work(wq);
		if (!w)
			return 0;	/* stopped, with nothing left */
		wq->running_func(w);
		spin_lock_irq(&workqueue_lock);
		wq->running = NULL;
		wq->running_func = NULL;
		spin_unlock_irq(&workqueue_lock);
		wake_up(&work_done);
	}
}

struct workqueue_struct *alloc_workqueue(const char *fmt, unsigned int flags,
					 int max_active, ...)
{
	struct workqueue_struct *wq = kzalloc(sizeof(*wq), GFP_KERNEL);
	char name[TASK_COMM_LEN];
	unsigned long irqflags;
	va_list args;

	if (!wq)
		return NULL;
	va_start(args, max_active);
	vsnprintf(name, sizeof(name), fmt, args);
	va_end(args);
	INIT_LIST_HEAD(&wq->worklist);
	init_waitqueue_head(&wq->more_work);
	wq->worker = kthread_run(worker_thread, wq, "%s", name);
	if (IS_ERR(wq->worker)) {
		kfree(wq);
		return NULL;
	}
	if (flags & WQ_HIGHPRI)
		wq->worker->nice = -20;
	spin_lock_irqsave(&workqueue_lock, irqflags);
	list_add_tail(&wq->list, &workqueues);
	spin_unlock_irqrestore(&workqueue_lock, irqflags);
	return wq;
}
EXPORT_SYMBOL(alloc_workqueue);

/* Whether work is being called by some workqueue right now. */
static bool work_running(const struct work_struct *work)
{
	struct workqueue_struct *wq;

	list_for_each_entry(wq, &workqueues, list)
		if (wq->running == work)
			return true;
	return false;
}

static bool wq_idle(const struct workqueue_struct *wq)
{
	return list_empty(&wq->worklist) && !wq->running;
}

void flush_workqueue(struct workqueue_struct *wq)
{
	wait_event(work_done, wq_idle(wq));
}
EXPORT_SYMBOL(flush_workqueue);

void destroy_workqueue(struct workqueue_struct *wq)
{
	unsigned long flags;

	flush_workqueue(wq);
	kthread_stop(wq->worker);
	spin_lock_irqsave(&workqueue_lock, flags);
	list_del(&wq->list);
	spin_unlock_irqrestore(&workqueue_lock, flags);
	kfree(wq);
}
EXPORT_SYMBOL(destroy_workqueue);

/* Queue a work item already marked pending; any context. */
static void insert_work(struct workqueue_struct *wq, struct work_struct *w)
{
	unsigned long flags;

	spin_lock_irqsave(&workqueue_lock, flags);
	list_add_tail(&w->entry, &wq->worklist);
	wake_up(&wq->more_work);
	spin_unlock_irqrestore(&workqueue_lock, flags);
}

static bool test_and_set_pending(struct work_struct *w)
{
	unsigned long flags;
	bool was;

	spin_lock_irqsave(&workqueue_lock, flags);
	was = w->data & WORK_STRUCT_PENDING;
	w->data |= WORK_STRUCT_PENDING;
	spin_unlock_irqrestore(&workqueue_lock, flags);
	return was;
}

bool queue_work(struct workqueue_struct *wq, struct work_struct *work)
{
	if (test_and_set_pending(work))
		return false;
	insert_work(wq, work);
	return true;
}
EXPORT_SYMBOL(queue_work);

void delayed_work_timer_fn(struct timer_list *t)
{
	struct delayed_work *dwork = from_timer(dwork, t, timer);

	insert_work(dwork->wq, &dwork->work);
}
EXPORT_SYMBOL(delayed_work_timer_fn);

#undef queue_delayed_work
#undef cancel_delayed_work
/* Queue work on wq after delay ticks, by timer (which notes wq in *where) */
static bool queue_after(struct workqueue_struct *wq, struct work_struct *work,
			struct timer_list *timer,
			struct workqueue_struct **where, unsigned long delay)
{
	if (test_and_set_pending(work))
		return false;
	if (!delay) {
		insert_work(wq, work);
		return true;
	}
	*where = wq;
	mod_timer(timer, jiffies + delay);
	return true;
}

bool queue_delayed_work(struct workqueue_struct *wq,
			struct delayed_work *dwork, unsigned long delay)
{
	return queue_after(wq, &dwork->work, &dwork->timer, &dwork->wq, delay);
}
EXPORT_SYMBOL(queue_delayed_work);

/* Take work off its timer or its list; true if it was pending. */
static bool grab_pending(struct work_struct *work, struct timer_list *timer)
{
	unsigned long flags;
	bool was;

	spin_lock_irqsave(&workqueue_lock, flags);
	was = work->data & WORK_STRUCT_PENDING;
	if (timer)
		del_timer(timer);
	if (!list_empty(&work->entry))
		list_del(&work->entry);
	work->data &= ~WORK_STRUCT_PENDING;
	spin_unlock_irqrestore(&workqueue_lock, flags);
	return was;
}

bool cancel_delayed_work(struct delayed_work *dwork)
{
	return grab_pending(&dwork->work, &dwork->timer);
}
EXPORT_SYMBOL(cancel_delayed_work);

bool mod_delayed_work(struct workqueue_struct *wq,
		      struct delayed_work *dwork, unsigned long delay)
{
	bool was = cancel_delayed_work(dwork);

	queue_delayed_work(wq, dwork, delay);
	return was;
}
EXPORT_SYMBOL(mod_delayed_work);

bool flush_work(struct work_struct *work)
{
	bool busy = work_pending(work) || work_running(work);

	wait_event(work_done, !work_pending(work) && !work_running(work));
	return busy;
}
EXPORT_SYMBOL(flush_work);

bool flush_delayed_work(struct delayed_work *dwork)
{
	if (del_timer(&dwork->timer))
		insert_work(dwork->wq, &dwork->work);
	return flush_work(&dwork->work);
}
EXPORT_SYMBOL(flush_delayed_work);

bool cancel_work_sync(struct work_struct *work)
{
	bool was = grab_pending(work, NULL);

	wait_event(work_done, !work_running(work));
	return was;
}
EXPORT_SYMBOL(cancel_work_sync);

bool cancel_delayed_work_sync(struct delayed_work *dwork)
{
	bool was;

	/* a callback running on CPU 0 (kernel/timer.c) queues the work:
	 * let it, then take the work off */
	del_timer_sync(&dwork->timer);
	was = grab_pending(&dwork->work, &dwork->timer);

	wait_event(work_done, !work_running(&dwork->work));
	return was;
}
EXPORT_SYMBOL(cancel_delayed_work_sync);

/* 2.6.0-2.6.19: the work's function takes the data it was given */
void work_call_old(struct work_struct *work)
{
	work->old_func(work->old_data);
}
EXPORT_SYMBOL(work_call_old);

void old_work_timer_fn(struct timer_list *t)
{
	struct work_struct *work = from_timer(work, t, old_timer);

	insert_work(work->old_wq, work);
}
EXPORT_SYMBOL(old_work_timer_fn);

/* queue_delayed_work() on a work_struct, with its own timer (2.6.19-) */
bool queue_old_delayed_work(struct workqueue_struct *wq,
			    struct work_struct *work, unsigned long delay)
{
	return queue_after(wq, work, &work->old_timer, &work->old_wq, delay);
}
EXPORT_SYMBOL(queue_old_delayed_work);

bool cancel_old_delayed_work(struct work_struct *work)
{
	return grab_pending(work, &work->old_timer);
}
EXPORT_SYMBOL(cancel_old_delayed_work);

static bool module_work(const struct work_struct *w, unsigned long code,
			const struct module *mod)
{
	return within_module((unsigned long)w, mod) ||
	       within_module(code, mod);
}

static bool module_work_running(const struct module *mod)
{
	struct workqueue_struct *wq;

	list_for_each_entry(wq, &workqueues, list)
		if (wq->running && module_work(wq->running, wq->running_code,
					       mod))
			return true;
	return false;
}

void work_module_going(const struct module *mod)
{
	struct workqueue_struct *wq;
	struct work_struct *w, *n;
	unsigned long flags;

	spin_lock_irqsave(&workqueue_lock, flags);
	list_for_each_entry(wq, &workqueues, list)
		list_for_each_entry_safe(w, n, &wq->worklist, entry) {
			if (!module_work(w, work_code(w), mod))
				continue;
			list_del(&w->entry);
			w->data &= ~WORK_STRUCT_PENDING;
			print_symbol(KERN_WARNING "rmmod: work %s", work_code(w));
			printk(" was still queued: taken off (%s forgot "
			       "cancel_work_sync)\n", mod->name);
		}
	spin_unlock_irqrestore(&workqueue_lock, flags);
	wait_event(work_done, !module_work_running(mod));
}

static int __init workqueue_init(void)
{
	system_wq = alloc_workqueue("events", 0, 0);
	return system_wq ? 0 : -ENOMEM;
}
__define_initcall(workqueue_init);
