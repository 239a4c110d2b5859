// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/timer.c - kernel timers (include/linux/timer.h) and msleep().
 *
 * Pending timers sit on one list sorted by expiry.  Every tick the timer
 * interrupt (arch/i386/kernel/time.c) calls run_timers(), which takes the
 * expired ones off the list and runs their callbacks, still in interrupt
 * context and with SOFTIRQ_OFFSET in the preempt count (Linux runs them
 * in the timer softirq; in_softirq() is true in both).  A task inside
 * local_bh_disable() (spin_lock_bh()) holds them off until the next tick.
 *
 * A module unloaded with a timer still pending would have its callback
 * called in freed memory; timers_module_going() (called by the module
 * loader after the module's exit function) deletes such timers and says so.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/timer.h"
#include "linux/delay.h"
#include "linux/module.h"
#include "linux/sched.h"
#include "linux/kallsyms.h"
#include "asm/system.h"

/* timer_lock protects timer_list_head and every pending timer's entry
 * (interrupts off too: the timer interrupt takes it) */
static DEFINE_SPINLOCK(timer_lock);
static LIST_HEAD(timer_list_head);

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

/* The first timer due, taken off the list, or NULL; interrupts off */
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
	spin_unlock(&timer_lock);
	return t;
}

/* The callback runs without timer_lock: it may re-arm its timer. */
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

/* A pending timer that lives in, or calls into, the module going away. */
void timers_module_going(const struct module *mod)
{
	struct timer_list *t, *n;
	unsigned long flags;

	spin_lock_irqsave(&timer_lock, flags);
	list_for_each_entry_safe(t, n, &timer_list_head, entry) {
		if (!within_module((unsigned long)t, mod) &&
		    !within_module((unsigned long)t->function, mod))
			continue;
		detach_timer(t);
		print_symbol(KERN_WARNING "rmmod: %s", (unsigned long)t->function);
		printk(" was still pending: timer deleted (%s forgot "
		       "del_timer_sync)\n", mod->name);
	}
	spin_unlock_irqrestore(&timer_lock, flags);
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
