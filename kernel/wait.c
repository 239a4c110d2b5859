// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/wait.c - the steps of a wait on a wait queue, as Linux splits
 * them: prepare_to_wait() puts the task on the queue and marks it
 * asleep, the caller tests its condition, schedule_timeout() switches
 * away, finish_wait() takes the task off again.  wake_up()
 * (kernel/sched.c) makes every task on the queue runnable; one that was
 * woken between the test and the switch is simply not switched away.
 * The list changes under the queue's lock (q->lock, interrupts off: an
 * interrupt handler may wake the queue), so a wake_up() on another CPU
 * sees the sleeper either not yet queued (then it has not tested its
 * condition yet, and will find it true) or queued: no wake-up is lost.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/wait.h"
#include "asm/system.h"

void add_wait_queue(wait_queue_head_t *q, struct wait_queue_entry *w)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	list_add_tail(&w->entry, &q->task_list);
	spin_unlock_irqrestore(&q->lock, flags);
}
EXPORT_SYMBOL(add_wait_queue);

void remove_wait_queue(wait_queue_head_t *q, struct wait_queue_entry *w)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	list_del(&w->entry);
	spin_unlock_irqrestore(&q->lock, flags);
}
EXPORT_SYMBOL(remove_wait_queue);

void prepare_to_wait(wait_queue_head_t *q, struct wait_queue_entry *w,
		     int state)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	if (list_empty(&w->entry))
		list_add_tail(&w->entry, &q->task_list);
	set_current_state(state);
	spin_unlock_irqrestore(&q->lock, flags);
}
EXPORT_SYMBOL(prepare_to_wait);

/*
 * A step of a wait_event*() loop: -ERESTARTSYS, and off the queue, if a
 * signal would end a sleep in state (signal_pending_state()); else on
 * the queue and in state, 0.
 */
long prepare_to_wait_event(wait_queue_head_t *q, struct wait_queue_entry *w,
			   int state)
{
	unsigned long flags;
	long ret = 0;

	if (signal_pending_state(state, current)) {
		spin_lock_irqsave(&q->lock, flags);
		if (!list_empty(&w->entry))
			list_del(&w->entry);
		spin_unlock_irqrestore(&q->lock, flags);
		ret = -ERESTARTSYS;
	} else {
		prepare_to_wait(q, w, state);
	}
	return ret;
}
EXPORT_SYMBOL(prepare_to_wait_event);

void finish_wait(wait_queue_head_t *q, struct wait_queue_entry *w)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	__set_current_state(TASK_RUNNING);
	if (!list_empty(&w->entry))
		list_del(&w->entry);	/* leaves it empty (linux/list.h) */
	spin_unlock_irqrestore(&q->lock, flags);
}
EXPORT_SYMBOL(finish_wait);
