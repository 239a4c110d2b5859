// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/locking/semaphore.c - counting semaphores
 * (include/linux/semaphore.h): the count is tested and changed under
 * sem->lock with interrupts off, so two CPUs never take the same unit,
 * and an up() from an interrupt handler or a timer never finds its own
 * CPU holding the lock.  A sleeper is on the wait queue before it tests
 * the count (kernel/wait.c), so an up() between its test and its sleep
 * wakes it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/preempt.h"
#include "linux/sched.h"
#include "linux/semaphore.h"
#include "asm/system.h"

void sema_init(struct semaphore *sem, int val)
{
	spin_lock_init(&sem->lock);
	sem->count = val;
	init_waitqueue_head(&sem->wait);
}
EXPORT_SYMBOL(sema_init);

/* Take a unit if there is one: true if taken */
static bool take(struct semaphore *sem)
{
	unsigned long flags;
	bool ok;

	spin_lock_irqsave(&sem->lock, flags);
	ok = sem->count > 0;
	if (ok)
		sem->count--;
	spin_unlock_irqrestore(&sem->lock, flags);
	return ok;
}

/*
 * Take a unit, sleeping in state for at most timeout ticks: 0 when
 * taken, -EINTR when a signal the state lets in came first, -ETIME when
 * the time ran out.  Another task may take the unit a wake-up announced,
 * hence the loop.  In atomic context: reported, not taken (-EINTR).
 */
static int down_common(struct semaphore *sem, int state, long timeout)
{
	while (!take(sem)) {
		long left;

		if (!__might_sleep(__FILE__, __LINE__))
			return -EINTR;
		left = __wait_event(sem->wait, sem->count > 0, state, timeout);
		if (left < 0)
			return -EINTR;
		if (!left)
			return -ETIME;
		timeout = left;
	}
	return 0;
}

void down(struct semaphore *sem)
{
	down_common(sem, TASK_UNINTERRUPTIBLE, MAX_SCHEDULE_TIMEOUT);
}
EXPORT_SYMBOL(down);

int down_interruptible(struct semaphore *sem)
{
	return down_common(sem, TASK_INTERRUPTIBLE, MAX_SCHEDULE_TIMEOUT);
}
EXPORT_SYMBOL(down_interruptible);

int down_killable(struct semaphore *sem)
{
	return down_common(sem, TASK_KILLABLE, MAX_SCHEDULE_TIMEOUT);
}
EXPORT_SYMBOL(down_killable);

/* 0 if taken, 1 if not: the opposite of mutex_trylock(), as in Linux */
int down_trylock(struct semaphore *sem)
{
	return take(sem) ? 0 : 1;
}
EXPORT_SYMBOL(down_trylock);

/* 0 if taken within timeout jiffies, -ETIME if not */
int down_timeout(struct semaphore *sem, long timeout)
{
	if (timeout <= 0)
		return take(sem) ? 0 : -ETIME;
	return down_common(sem, TASK_UNINTERRUPTIBLE, timeout);
}
EXPORT_SYMBOL(down_timeout);

void up(struct semaphore *sem)
{
	unsigned long flags;

	spin_lock_irqsave(&sem->lock, flags);
	sem->count++;
	spin_unlock_irqrestore(&sem->lock, flags);
	/* a sleeper that found count 0 is on the queue already */
	wake_up(&sem->wait);
}
EXPORT_SYMBOL(up);
