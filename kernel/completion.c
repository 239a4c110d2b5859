// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/completion.c - completions (include/linux/completion.h) on top
 * of a wait queue.  done is changed, and the waiters woken, under the
 * queue's lock with interrupts off (complete() may be called from an
 * interrupt handler, a timer callback).  A waiter that found done 0 is
 * on the queue already (kernel/wait.c); one that finds it set leaves
 * through finish_wait(), which takes the same lock, so the completion
 * (often on the waiter's stack) outlives complete()'s use of it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/completion.h"
#include "linux/sched.h"
#include "asm/system.h"

#define COMPLETE_ALL	(~0U / 2)	/* Linux's "everyone may pass" */

void complete(struct completion *x)
{
	unsigned long flags;

	spin_lock_irqsave(&x->wait.lock, flags);
	if (x->done != COMPLETE_ALL)
		x->done++;
	__wake_up_locked(&x->wait);
	spin_unlock_irqrestore(&x->wait.lock, flags);
}
EXPORT_SYMBOL(complete);

void complete_all(struct completion *x)
{
	unsigned long flags;

	spin_lock_irqsave(&x->wait.lock, flags);
	x->done = COMPLETE_ALL;
	__wake_up_locked(&x->wait);
	spin_unlock_irqrestore(&x->wait.lock, flags);
}
EXPORT_SYMBOL(complete_all);

/* Consume one complete(), if there is one. */
bool try_wait_for_completion(struct completion *x)
{
	unsigned long flags;
	bool ok;

	spin_lock_irqsave(&x->wait.lock, flags);
	ok = x->done != 0;
	if (ok && x->done != COMPLETE_ALL)
		x->done--;
	spin_unlock_irqrestore(&x->wait.lock, flags);
	return ok;
}
EXPORT_SYMBOL(try_wait_for_completion);

bool completion_done(struct completion *x)
{
	return x->done != 0;
}
EXPORT_SYMBOL(completion_done);

unsigned long wait_for_completion_timeout(struct completion *x,
					  unsigned long timeout)
{
	return wait_event_timeout(x->wait, try_wait_for_completion(x),
				  timeout);
}
EXPORT_SYMBOL(wait_for_completion_timeout);

void wait_for_completion(struct completion *x)
{
	wait_event(x->wait, try_wait_for_completion(x));
}
EXPORT_SYMBOL(wait_for_completion);

/* 0, or -ERESTARTSYS when a signal came first (the done count unchanged) */
int wait_for_completion_interruptible(struct completion *x)
{
	return __wait_event_state(x->wait, try_wait_for_completion(x),
				  TASK_INTERRUPTIBLE);
}
EXPORT_SYMBOL(wait_for_completion_interruptible);

int wait_for_completion_killable(struct completion *x)
{
	return __wait_event_state(x->wait, try_wait_for_completion(x),
				  TASK_KILLABLE);
}
EXPORT_SYMBOL(wait_for_completion_killable);

/* The ticks left (at least 1), 0 on timeout, -ERESTARTSYS on a signal */
long wait_for_completion_interruptible_timeout(struct completion *x,
					       unsigned long timeout)
{
	return __wait_event(x->wait, try_wait_for_completion(x),
			    TASK_INTERRUPTIBLE, (long)timeout);
}
EXPORT_SYMBOL(wait_for_completion_interruptible_timeout);
