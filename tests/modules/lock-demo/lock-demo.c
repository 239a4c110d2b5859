// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lock-demo/lock-demo.c - two kernel threads add to shared
 * counters: one under a mutex (held across a sleep, which a mutex
 * allows), one under a spinlock with interrupts saved, one atomic_t;
 * a wait queue tells the module when both are done.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <linux/atomic.h>
#include <linux/delay.h>

static DEFINE_MUTEX(big_lock);
static DEFINE_SPINLOCK(small_lock);
static DECLARE_WAIT_QUEUE_HEAD(done_wq);
static atomic_t finished = ATOMIC_INIT(0);
static atomic_t atomic_total = ATOMIC_INIT(0);
static int mutex_total, spin_total, inside, max_inside;

static int worker(void *data)
{
	int i;
	unsigned long flags;

	for (i = 0; i < 50; i++) {
		mutex_lock(&big_lock);
		inside++;
		if (inside > max_inside)
			max_inside = inside;
		mutex_total++;
		if (i % 10 == 0)
			msleep(1);	/* the other thread must wait */
		inside--;
		mutex_unlock(&big_lock);

		spin_lock_irqsave(&small_lock, flags);
		spin_total++;
		spin_unlock_irqrestore(&small_lock, flags);
		atomic_inc(&atomic_total);
	}
	atomic_inc(&finished);
	wake_up_interruptible(&done_wq);
	return 0;
}

static int __init lock_init(void)
{
	struct task_struct *a = kthread_run(worker, NULL, "locker-a");
	struct task_struct *b = kthread_run(worker, NULL, "locker-b");

	if (IS_ERR(a) || IS_ERR(b))
		return -ENOMEM;
	if (wait_event_interruptible(done_wq, atomic_read(&finished) == 2))
		return -ERESTARTSYS;
	pr_info("locks: mutex=%d spin=%d atomic=%d max_inside=%d locked=%d\n",
		mutex_total, spin_total, atomic_read(&atomic_total),
		max_inside, mutex_is_locked(&big_lock) ? 1 : 0);
	return 0;
}

static void __exit lock_exit(void)
{
	pr_info("locks: bye\n");
}

module_init(lock_init);
module_exit(lock_exit);
MODULE_LICENSE("GPL");
