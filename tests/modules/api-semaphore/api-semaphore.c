// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-semaphore/api-semaphore.c - counting semaphores:
 * DEFINE_SEMAPHORE with a count of 2 lets two kthreads in at once and
 * makes a third wait; one made with sema_init(..., 0) is a signal a
 * kthread gives with up() and init waits for with down(); down_trylock()
 * and down_timeout() on an empty one fail at once and after the time.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/semaphore.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/atomic.h>

#define WORKERS 3

static DEFINE_SEMAPHORE(slots, 2);
static DEFINE_SEMAPHORE(lock);		/* the pre-6.4 form: count 1 */
static struct semaphore done;
static atomic_t inside = ATOMIC_INIT(0);
static int max_inside;

static int worker(void *arg)
{
	int n;

	down(&slots);
	n = atomic_inc_return(&inside);
	down(&lock);
	if (n > max_inside)
		max_inside = n;
	up(&lock);
	msleep(30);
	atomic_dec(&inside);
	up(&slots);
	up(&done);
	return 0;
}

static int __init sem_init(void)
{
	unsigned long t0;
	int i, ret;

	sema_init(&done, 0);
	for (i = 0; i < WORKERS; i++)
		kthread_run(worker, NULL, "semworker/%d", i);
	for (i = 0; i < WORKERS; i++)
		down(&done);
	pr_info("semaphore: %d workers done, at most %d inside\n", WORKERS,
		max_inside);
	pr_info("semaphore: trylock on empty %d, on lock %d\n",
		down_trylock(&done), down_trylock(&lock));
	up(&lock);
	t0 = jiffies;
	ret = down_timeout(&done, msecs_to_jiffies(100));
	pr_info("semaphore: down_timeout %d after >=100 ms: %d\n", ret,
		jiffies_to_msecs(jiffies - t0) >= 100);
	return 0;
}

static void __exit sem_exit(void)
{
	pr_info("semaphore: slots %d lock %d\n", slots.count, lock.count);
}

module_init(sem_init);
module_exit(sem_exit);
MODULE_LICENSE("GPL");
