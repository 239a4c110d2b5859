// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/kthread-counter/kthread-counter.c - a kernel thread that
 * counts until it is told to stop; kthread_stop() returns what the
 * thread function returned.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/delay.h>
#include <linux/sched.h>

static struct task_struct *counter_task;
static int ticks;

static int counter_fn(void *data)
{
	int *count = data;

	while (!kthread_should_stop()) {
		(*count)++;
		msleep(20);
	}
	pr_info("counter: stopping after %s\n",
		*count > 0 ? "counting" : "nothing");
	return 42;
}

static int __init counter_init(void)
{
	counter_task = kthread_run(counter_fn, &ticks, "counter/%d", 0);
	if (IS_ERR(counter_task))
		return PTR_ERR(counter_task);
	pr_info("counter: started thread %s\n", counter_task->comm);
	return 0;
}

static void __exit counter_exit(void)
{
	int ret = kthread_stop(counter_task);

	pr_info("counter: thread returned %d, counted %s\n", ret,
		ticks > 0 ? "at least once" : "never");
}

module_init(counter_init);
module_exit(counter_exit);
MODULE_LICENSE("GPL");
