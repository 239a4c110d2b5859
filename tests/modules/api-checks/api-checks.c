// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-checks/api-checks.c - the mistakes the kernel
 * catches, one per value of bug=: a mutex taken twice, a mutex released
 * by another task, a spinlock taken twice, sleeping with a spinlock
 * held, sleeping in a timer callback; and leave=1 unloads with a timer,
 * a work item and a thread still pending.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/kthread.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/delay.h>

static char *bug = "none";
module_param(bug, charp, 0444);
static int leave;
module_param(leave, int, 0444);

static DEFINE_MUTEX(m);
static DEFINE_SPINLOCK(s);
static DECLARE_COMPLETION(fired);
static struct timer_list timer;
static struct delayed_work dwork;

static DECLARE_COMPLETION(unlocked);

static int unlocker(void *data)
{
	mutex_unlock(&m);		/* not ours */
	complete(&unlocked);
	return 0;
}

static void sleepy_timer(struct timer_list *t)
{
	msleep(10);			/* in interrupt context */
	complete(&fired);
}

static void never_fn(struct work_struct *w)
{
	pr_info("checks: this must never run\n");
}

static int idler(void *data)
{
	while (!kthread_should_stop())
		msleep(10);
	return 0;
}

static void run_bug(void)
{
	if (!strcmp(bug, "mutex_twice")) {
		mutex_lock(&m);
		mutex_lock(&m);		/* e.g. in a helper called here */
		mutex_unlock(&m);
		mutex_unlock(&m);
		pr_info("checks: mutex locked=%d\n", mutex_is_locked(&m));
	} else if (!strcmp(bug, "mutex_owner")) {
		struct task_struct *t;

		mutex_lock(&m);
		t = kthread_run(unlocker, NULL, "unlocker");
		if (!IS_ERR(t))
			wait_for_completion(&unlocked);
		pr_info("checks: still locked=%d\n", mutex_is_locked(&m));
		mutex_unlock(&m);
	} else if (!strcmp(bug, "spin_twice")) {
		spin_lock(&s);
		spin_lock(&s);
		spin_unlock(&s);
		pr_info("checks: spinlock still held=%d\n", spin_is_locked(&s));
		spin_unlock(&s);
	} else if (!strcmp(bug, "sleep_atomic")) {
		spin_lock(&s);
		msleep(10);
		spin_unlock(&s);
	} else if (!strcmp(bug, "sleep_irq")) {
		timer_setup(&timer, sleepy_timer, 0);
		mod_timer(&timer, jiffies + 1);
		wait_for_completion(&fired);
	}
}

static int __init checks_init(void)
{
	run_bug();
	if (leave) {
		timer_setup(&timer, sleepy_timer, 0);
		mod_timer(&timer, jiffies + 60 * HZ);
		INIT_DELAYED_WORK(&dwork, never_fn);
		schedule_delayed_work(&dwork, 60 * HZ);
		kthread_run(idler, NULL, "idler");
	}
	pr_info("checks: %s done, preempt_count=%d\n", bug, preempt_count());
	return 0;
}

static void __exit checks_exit(void)
{
	pr_info("checks: exit\n");
}

module_init(checks_init);
module_exit(checks_exit);
MODULE_LICENSE("GPL");
