// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/smp-locks/smp-locks.c - the SMP lock interface as a
 * module sees it: trylocks of held spinlocks and rwlocks, the cross-CPU
 * calls, a semaphore of two units shared by four threads; and, with
 * bug=lockup, a spinlock whose holder sleeps (on one CPU it can never
 * let go while we spin: the lock debugger says "lockup suspected" and
 * names the holder and its CPU).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/spinlock.h>
#include <linux/rwlock.h>
#include <linux/semaphore.h>
#include <linux/completion.h>
#include <linux/atomic.h>
#include <linux/delay.h>
#include <linux/smp.h>
#include <linux/cpumask.h>

static char *bug = "";
module_param(bug, charp, 0);

static DEFINE_SPINLOCK(l);
static DEFINE_RWLOCK(rw);
static struct semaphore two;
static DECLARE_COMPLETION(held);
static DECLARE_COMPLETION(released);
static DECLARE_COMPLETION(reported);
static atomic_t calls = ATOMIC_INIT(0), inside = ATOMIC_INIT(0);
static atomic_t most = ATOMIC_INIT(0), done = ATOMIC_INIT(0);

static void count_call(void *info)
{
	atomic_inc(info);
}

static void check_trylocks(void)
{
	int a, b, c, d, e;
	unsigned long flags;

	spin_lock(&l);
	a = spin_trylock(&l);
	spin_unlock(&l);
	b = spin_trylock_irqsave(&l, flags);
	if (b)
		spin_unlock_irqrestore(&l, flags);
	read_lock(&rw);
	c = read_trylock(&rw);
	if (c)
		read_unlock(&rw);
	d = write_trylock(&rw);
	read_unlock(&rw);
	write_lock(&rw);
	e = read_trylock(&rw);
	write_unlock(&rw);
	pr_info("locks: trylock held=%d free=%d read+read=%d read+write=%d "
		"write+read=%d\n", a, b, c, d, e);
}

static void check_calls(void)
{
	int r;

	on_each_cpu(count_call, &calls, 1);	/* void, as in Linux 6.1 */
	pr_info("locks: on_each_cpu ran %d times on %u CPUs\n",
		atomic_read(&calls), num_online_cpus());
	r = smp_call_function_single(num_online_cpus(), count_call, &calls, 1);
	pr_info("locks: call on CPU %u (not online)=%d\n", num_online_cpus(),
		r);
}

/* Two units, four threads: never more than two inside. */
static int user(void *unused)
{
	int i, n;

	for (i = 0; i < 10; i++) {
		down(&two);
		n = atomic_inc_return(&inside);
		if (n > atomic_read(&most))
			atomic_set(&most, n);
		msleep(2);
		atomic_dec(&inside);
		up(&two);
	}
	atomic_inc(&done);
	complete(&released);
	return 0;
}

static void check_semaphore(void)
{
	int i;

	sema_init(&two, 2);
	for (i = 0; i < 4; i++)
		kthread_run(user, NULL, "sem%d", i);
	for (i = 0; i < 4; i++)
		wait_for_completion(&released);
	pr_info("locks: semaphore users=%d most inside=%d\n",
		atomic_read(&done), atomic_read(&most));
}

/* Holds l across a sleep, until the lockup is reported: a bug of its own
 * (reported), so that another task finds l held by a task that is not
 * running. */
static int holder(void *unused)
{
	spin_lock(&l);
	complete(&held);
	wait_for_completion(&reported);
	spin_unlock(&l);
	complete(&released);
	return 0;
}

static void check_lockup(void)
{
	kthread_run(holder, NULL, "holder");
	wait_for_completion(&held);
	spin_lock(&l);	/* reported, not taken: the holder sleeps */
	pr_info("locks: after the report, still held=%d\n", spin_is_locked(&l));
	complete(&reported);
	wait_for_completion(&released);
	pr_info("locks: holder let go, held=%d\n", spin_is_locked(&l));
}

static int __init smp_locks_init(void)
{
	if (!strcmp(bug, "lockup")) {
		check_lockup();
		return 0;
	}
	check_trylocks();
	check_calls();
	check_semaphore();
	return 0;
}

static void __exit smp_locks_exit(void)
{
	pr_info("locks: exit\n");
}

module_init(smp_locks_init);
module_exit(smp_locks_exit);
MODULE_LICENSE("GPL");
