// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/wait.c - the steps of a wait on a wait queue, as Linux splits
 * them: prepare_to_wait() puts the task on the queue and marks it
 * asleep, the caller tests its condition, schedule_timeout() switches
 * away, finish_wait() takes the task off again.  wake_up()
 * (kernel/sched.c) makes every task on the queue runnable; one that was
 * woken between the test and the switch is simply not switched away.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/wait.h"
#include "asm/system.h"

void prepare_to_wait(wait_queue_head_t *q, struct wait_queue_entry *w,
		     int state)
{
	unsigned long flags;

	local_irq_save(flags);
	if (list_empty(&w->entry))
		list_add_tail(&w->entry, &q->task_list);
	set_current_state(state);
	local_irq_restore(flags);
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

	local_irq_save(flags);
	if (signal_pending_state(state, current)) {
		if (!list_empty(&w->entry))
			list_del(&w->entry);
		ret = -ERESTARTSYS;
	} else {
		prepare_to_wait(q, w, state);
	}
	local_irq_restore(flags);
	return ret;
}
EXPORT_SYMBOL(prepare_to_wait_event);

void finish_wait(wait_queue_head_t *q, struct wait_queue_entry *w)
{
	unsigned long flags;

	(void)q;
	local_irq_save(flags);
	__set_current_state(TASK_RUNNING);
	if (!list_empty(&w->entry))
		list_del(&w->entry);	/* leaves it empty (linux/list.h) */
	local_irq_restore(flags);
}
EXPORT_SYMBOL(finish_wait);
