// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/timer.c - kernel timers (include/linux/timer.h) and msleep().
 *
 * Pending timers sit on one list sorted by expiry.  Every tick of CPU 0
 * (the PIT's, arch/i386/kernel/time.c) calls run_timers(), which takes
 * the expired ones off the list and runs their callbacks, still in
 * interrupt context and with SOFTIRQ_OFFSET in the preempt count (Linux
 * runs them in the timer softirq; in_softirq() is true in both).  A task
 * inside local_bh_disable() (spin_lock_bh()) holds them off until the
 * next tick.
 *
 * The callbacks run without the big kernel lock, as Linux 2.6's timer
 * softirq did: a tick that waited for it would leave every timer late
 * while another CPU holds it for long (a busy wait for jiffies), and a
 * tick only tries for it (docs/smp.md, "The tick without the big kernel
 * lock").  A callback's data needs a lock of its own against the code
 * that arms and deletes it; del_timer_sync() waits for a callback still
 * running on CPU 0 (running_timer), so that the caller may free what
 * the callback uses.
 *
 * A module unloaded with a timer still pending would have its callback
 * called in freed memory; timers_module_going() (called by the module
 * loader after the module's exit function) deletes such timers and says
 * so, and waits for such a callback still running.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/timer.h"
#include "linux/delay.h"
#include "linux/module.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/kallsyms.h"
#include "asm/system.h"

/* timer_lock protects timer_list_head, every pending timer's entry,
 * running_timer, the timer whose callback run_timers() is in, and
 * running_cpu, its CPU (interrupts off too: the timer interrupt takes it) */
static DEFINE_SPINLOCK(timer_lock);
static LIST_HEAD(timer_list_head);
static struct timer_list *running_timer;
static int running_cpu;

static void detach_timer(struct timer_list *timer)
{
	list_del(&timer->entry);
	timer->entry.next = NULL;
	timer->entry.prev = NULL;
}

static void enqueue_timer(struct timer_list *timer)
{
	struct list_head *pos;

	list_for_each(pos, &timer_list_head) {
		struct timer_list *t = list_entry(pos, struct timer_list, entry);

		if (time_before(timer->expires, t->expires))
			break;
	}
	list_add_tail(&timer->entry, pos);	/* before pos */
}

/* With timer_lock held: 1 if the timer was pending (now it is not). */
static int detach_if_pending(struct timer_list *timer)
{
	if (!timer_pending(timer))
		return 0;
	detach_timer(timer);
	return 1;
}

/* 1 if the timer was pending, as Linux's mod_timer() and del_timer(). */
int mod_timer(struct timer_list *timer, unsigned long expires)
{
	unsigned long flags;
	int was_pending;

	spin_lock_irqsave(&timer_lock, flags);
	was_pending = detach_if_pending(timer);
	timer->expires = expires;
	enqueue_timer(timer);
	spin_unlock_irqrestore(&timer_lock, flags);
	return was_pending;
}
EXPORT_SYMBOL(mod_timer);

void add_timer(struct timer_list *timer)
{
	mod_timer(timer, timer->expires);
}
EXPORT_SYMBOL(add_timer);

int del_timer(struct timer_list *timer)
{
	unsigned long flags;
	int was_pending;

	spin_lock_irqsave(&timer_lock, flags);
	was_pending = detach_if_pending(timer);
	spin_unlock_irqrestore(&timer_lock, flags);
	return was_pending;
}
EXPORT_SYMBOL(del_timer);

/*
 * True while the callback of a timer that match() picks runs on another
 * CPU.  One running on this CPU is the caller itself (a callback
 * deleting its own timer, which Linux's would warn about): the tick
 * that runs callbacks ends before the code it interrupted goes on.
 */
static bool callback_running(bool (*match)(const struct timer_list *,
					   const void *), const void *what)
{
	unsigned long flags;
	bool running;

	spin_lock_irqsave(&timer_lock, flags);
	running = running_timer && match(running_timer, what) &&
		  running_cpu != smp_processor_id();
	spin_unlock_irqrestore(&timer_lock, flags);
	return running;
}

static bool is_timer(const struct timer_list *t, const void *timer)
{
	return t == timer;
}

/* Linux's del_timer_sync(): not pending, and its callback not running */
int del_timer_sync(struct timer_list *timer)
{
	int was_pending = del_timer(timer);

	while (callback_running(is_timer, timer))
		cpu_relax();
	return was_pending;
}
EXPORT_SYMBOL(del_timer_sync);

/* The first timer due, taken off the list and made running_timer, or
 * NULL; interrupts off */
static struct timer_list *next_expired(void)
{
	struct timer_list *t = NULL;

	spin_lock(&timer_lock);
	if (!list_empty(&timer_list_head)) {
		t = list_first_entry(&timer_list_head, struct timer_list,
				     entry);
		if (time_before(jiffies, t->expires))
			t = NULL;
		else
			detach_timer(t);
	}
	running_timer = t;
	running_cpu = smp_processor_id();
	spin_unlock(&timer_lock);
	return t;
}

/* The callback runs without timer_lock: it may re-arm its timer; it
 * stays running_timer until the next is taken (del_timer_sync()). */
void run_timers(void)
{
	struct timer_list *t;

	if (softirq_count())
		return;		/* local_bh_disable(): at the next tick */
	preempt_count() += SOFTIRQ_OFFSET;
	while ((t = next_expired()))
		t->function(t);
	preempt_count() -= SOFTIRQ_OFFSET;
}

/* A timer that lives in, or calls into, the module going away */
static bool in_module(const struct timer_list *t, const void *mod)
{
	return within_module((unsigned long)t, mod) ||
	       within_module((unsigned long)t->function, mod);
}

/* A pending timer that lives in, or calls into, the module going away. */
void timers_module_going(const struct module *mod)
{
	struct timer_list *t, *n;
	unsigned long flags;

	spin_lock_irqsave(&timer_lock, flags);
	list_for_each_entry_safe(t, n, &timer_list_head, entry) {
		if (!in_module(t, mod))
			continue;
		detach_timer(t);
		print_symbol(KERN_WARNING "rmmod: %s", (unsigned long)t->function);
		printk(" was still pending: timer deleted (%s forgot "
		       "del_timer_sync)\n", mod->name);
	}
	spin_unlock_irqrestore(&timer_lock, flags);
	while (callback_running(in_module, mod))
		cpu_relax();
}

void msleep(unsigned int msecs)
{
	unsigned long left = msecs_to_jiffies(msecs) + 1;

	/* +1: the current tick is partly over, Linux rounds up the same way */
	if (!__might_sleep(__FILE__, __LINE__))
		return;
	while (left)
		left = schedule_timeout_uninterruptible(left);
}
EXPORT_SYMBOL(msleep);

/* Cut short by a signal: the milliseconds left, rounded up to a tick */
unsigned long msleep_interruptible(unsigned int msecs)
{
	unsigned long left = msecs_to_jiffies(msecs) + 1;

	if (!__might_sleep(__FILE__, __LINE__))
		return 0;
	while (left && !signal_pending(current))
		left = schedule_timeout_interruptible(left);
	return jiffies_to_msecs(left);
}
EXPORT_SYMBOL(msleep_interruptible);

void usleep_range(unsigned long min, unsigned long max)
{
	(void)max;
	msleep((min + 999) / 1000);
}
EXPORT_SYMBOL(usleep_range);
