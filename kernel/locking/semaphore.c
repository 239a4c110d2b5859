// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/locking/semaphore.c - counting semaphores
 * (include/linux/semaphore.h) for one CPU: the count is tested and
 * changed with interrupts off, so an up() from an interrupt handler
 * or a timer cannot slip between a sleeper's test and its sleep.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/preempt.h"
#include "linux/semaphore.h"
#include "asm/system.h"

void sema_init(struct semaphore *sem, int val)
{
	sem->count = val;
	init_waitqueue_head(&sem->wait);
}
EXPORT_SYMBOL(sema_init);

/* Take a unit if there is one: true if taken */
static bool take(struct semaphore *sem)
{
	unsigned long flags;
	bool ok;

	local_irq_save(flags);
	ok = sem->count > 0;
	if (ok)
		sem->count--;
	local_irq_restore(flags);
	return ok;
}

void down(struct semaphore *sem)
{
	unsigned long flags;

	might_sleep();
	local_irq_save(flags);
	while (sem->count <= 0)
		sleep_on_irqoff(&sem->wait);
	sem->count--;
	local_irq_restore(flags);
}
EXPORT_SYMBOL(down);

/* No signal interrupts a kernel sleep here yet: always 0, as down() */
int down_interruptible(struct semaphore *sem)
{
	down(sem);
	return 0;
}
EXPORT_SYMBOL(down_interruptible);

int down_killable(struct semaphore *sem)
{
	return down_interruptible(sem);
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
	while (!take(sem)) {
		if (timeout <= 0)
			return -ETIME;
		timeout = wait_event_timeout(sem->wait, sem->count > 0,
					     timeout);
	}
	return 0;
}
EXPORT_SYMBOL(down_timeout);

void up(struct semaphore *sem)
{
	unsigned long flags;

	local_irq_save(flags);
	sem->count++;
	wake_up(&sem->wait);
	local_irq_restore(flags);
}
EXPORT_SYMBOL(up);
