// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/softirq.c - tasklets (include/linux/interrupt.h).
 *
 * tasklet_schedule() puts a tasklet at the tail of a pending list, once:
 * TASKLET_STATE_SCHED is set until it runs.  The outermost interrupt
 * handler, on its way out (do_IRQ() in arch/i386/kernel/irq.c), calls
 * run_tasklets(): the high-priority list first (tasklet_hi_schedule()),
 * then the normal one, each function with interrupts enabled, as Linux's
 * softirqs run, and with SOFTIRQ_OFFSET in the preempt count, so
 * in_interrupt() and in_softirq() are true, a sleep is reported, and
 * neither timers nor tasklets start in an interrupt that comes meanwhile.
 * A disabled tasklet stays pending until tasklet_enable().
 *
 * A module unloaded with a tasklet still pending would have it run in
 * freed memory; tasklets_module_going() (the module loader calls it after
 * the module's exit function) takes such tasklets off and says so, as
 * kernel/timer.c does for timers.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/interrupt.h"
#include "linux/kallsyms.h"
#include "linux/module.h"
#include "linux/preempt.h"
#include "linux/sched.h"
#include "linux/spinlock.h"
#include "asm/system.h"

/* A singly linked list with a tail, as Linux keeps its per-CPU ones */
struct tasklet_head {
	struct tasklet_struct *head;
	struct tasklet_struct **tail;
};

/*
 * tasklet_lock covers both lists (one for all CPUs, not Linux's one per
 * CPU) and each queued tasklet's next; irq-safe: interrupt handlers
 * schedule tasklets.  A list being run is first taken whole off its
 * head under it (run_list()), so no tasklet runs with it held.
 */
static DEFINE_SPINLOCK(tasklet_lock);
static struct tasklet_head tasklet_vec = { NULL, &tasklet_vec.head };
static struct tasklet_head tasklet_hi_vec = { NULL, &tasklet_hi_vec.head };

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long),
		  unsigned long data)
{
	*t = (struct tasklet_struct){ .count = ATOMIC_INIT(0),
				      .func = func, .data = data };
}
EXPORT_SYMBOL(tasklet_init);

void tasklet_setup(struct tasklet_struct *t,
		   void (*callback)(struct tasklet_struct *))
{
	*t = (struct tasklet_struct){ .count = ATOMIC_INIT(0),
				      .use_callback = true,
				      .callback = callback };
}
EXPORT_SYMBOL(tasklet_setup);

/* tasklet_lock held */
static void queue_tail(struct tasklet_head *list, struct tasklet_struct *t)
{
	t->next = NULL;
	*list->tail = t;
	list->tail = &t->next;
}

static void schedule_on(struct tasklet_head *list, struct tasklet_struct *t)
{
	unsigned long flags;

	spin_lock_irqsave(&tasklet_lock, flags);
	if (!test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
		queue_tail(list, t);
	spin_unlock_irqrestore(&tasklet_lock, flags);
}

void tasklet_schedule(struct tasklet_struct *t)
{
	schedule_on(&tasklet_vec, t);
}
EXPORT_SYMBOL(tasklet_schedule);

void tasklet_hi_schedule(struct tasklet_struct *t)
{
	schedule_on(&tasklet_hi_vec, t);
}
EXPORT_SYMBOL(tasklet_hi_schedule);

static void call_tasklet(struct tasklet_struct *t)
{
	set_bit(TASKLET_STATE_RUN, &t->state);
	clear_bit(TASKLET_STATE_SCHED, &t->state);	/* may reschedule itself */
	local_irq_enable();
	if (t->use_callback)
		t->callback(t);
	else
		t->func(t->data);
	local_irq_disable();
	clear_bit(TASKLET_STATE_RUN, &t->state);
}

/*
 * Run what was pending when called (interrupts off); a disabled tasklet,
 * or one scheduled while these run, waits for the next round.
 */
static void run_list(struct tasklet_head *list)
{
	struct tasklet_struct *t;

	spin_lock(&tasklet_lock);
	t = list->head;
	list->head = NULL;
	list->tail = &list->head;
	spin_unlock(&tasklet_lock);
	while (t) {
		struct tasklet_struct *next = t->next;

		/* disabled, or still running on another CPU (its RUN bit
		 * is set before SCHED is cleared, call_tasklet()) */
		if (atomic_read(&t->count) ||
		    test_bit(TASKLET_STATE_RUN, &t->state)) {
			spin_lock(&tasklet_lock);
			queue_tail(list, t);
			spin_unlock(&tasklet_lock);
		} else {
			call_tasklet(t);
		}
		t = next;
	}
}

/*
 * Linux's __do_softirq() goes round again while softirqs were raised
 * during the round (a tasklet that schedules itself), at most
 * MAX_SOFTIRQ_RESTART times, then leaves the rest to a later interrupt
 * (ksoftirqd there): a disabled tasklet keeps its list non-empty, so the
 * bound is what ends the loop.
 */
#define MAX_SOFTIRQ_RESTART	10

/* Called with interrupts off by the outermost interrupt handler's exit */
void run_tasklets(void)
{
	int round;

	if (softirq_count())
		return;
	preempt_count() += SOFTIRQ_OFFSET;
	for (round = 0; round < MAX_SOFTIRQ_RESTART; round++) {
		if (!tasklet_hi_vec.head && !tasklet_vec.head)
			break;
		run_list(&tasklet_hi_vec);
		run_list(&tasklet_vec);
	}
	preempt_count() -= SOFTIRQ_OFFSET;
}

/* Take t off list if it is there (tasklet_lock held): true if it was */
static bool unlink(struct tasklet_head *list, struct tasklet_struct *t)
{
	struct tasklet_struct **p;

	for (p = &list->head; *p; p = &(*p)->next) {
		if (*p != t)
			continue;
		*p = t->next;
		if (list->tail == &t->next)
			list->tail = p;
		clear_bit(TASKLET_STATE_SCHED, &t->state);
		return true;
	}
	return false;
}

/*
 * Linux waits for a scheduled tasklet to run, then returns; it is not
 * scheduled again unless asked.  A disabled one would never run and
 * Linux would wait forever: here it is taken off, and the log says so.
 */
void tasklet_kill(struct tasklet_struct *t)
{
	unsigned long flags;

	might_sleep();
	while (test_bit(TASKLET_STATE_SCHED, &t->state)) {
		spin_lock_irqsave(&tasklet_lock, flags);
		if (atomic_read(&t->count) &&
		    (unlink(&tasklet_vec, t) || unlink(&tasklet_hi_vec, t)))
			printk(KERN_WARNING "tasklet_kill: the tasklet at %p "
			       "is disabled: taken off without running\n", t);
		spin_unlock_irqrestore(&tasklet_lock, flags);
		yield();	/* the next interrupt runs it */
	}
}
EXPORT_SYMBOL(tasklet_kill);

static unsigned long tasklet_function(const struct tasklet_struct *t)
{
	return t->use_callback ? (unsigned long)t->callback :
				 (unsigned long)t->func;
}

static bool of_module(const struct tasklet_struct *t,
		      const struct module *mod)
{
	return within_module((unsigned long)t, mod) ||
	       within_module(tasklet_function(t), mod);
}

static void drop_module_tasklets(struct tasklet_head *list,
				 const struct module *mod)
{
	struct tasklet_struct *t = list->head, *next;

	for (; t; t = next) {
		next = t->next;
		if (!of_module(t, mod) || !unlink(list, t))
			continue;
		print_symbol(KERN_WARNING "rmmod: tasklet %s",
			     tasklet_function(t));
		printk(" was still scheduled: taken off (%s forgot "
		       "tasklet_kill)\n", mod->name);
	}
}

void tasklets_module_going(const struct module *mod)
{
	unsigned long flags;

	spin_lock_irqsave(&tasklet_lock, flags);
	drop_module_tasklets(&tasklet_hi_vec, mod);
	drop_module_tasklets(&tasklet_vec, mod);
	spin_unlock_irqrestore(&tasklet_lock, flags);
}
