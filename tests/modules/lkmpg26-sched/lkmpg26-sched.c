// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg26-sched/lkmpg26-sched.c - work the way Linux
 * 2.6.0 to 2.6.19 had it, as LKMPG's 2.6 sched.c uses it: a work
 * function takes a void * (the third argument of DECLARE_WORK,
 * INIT_WORK and PREPARE_WORK), and a plain work_struct is queued with a
 * delay by queue_delayed_work() and schedule_delayed_work(), cancelled
 * by cancel_delayed_work().  A work item requeues itself "shots" times
 * on its own workqueue; /proc/lkmpg26_sched (create_proc_read_entry)
 * says how often it ran.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/init.h>
#include <linux/proc_fs.h>
#include <linux/sched.h>
#include <linux/workqueue.h>
#include <linux/interrupt.h>

#define PROC_ENTRY_FILENAME "lkmpg26_sched"
#define MY_WORK_QUEUE_NAME "WQsched"

static int shots = 5;
module_param(shots, int, 0444);

struct counter {
	int runs;
	int in_irq;		/* runs that were in interrupt context */
	char comm[16];		/* the thread of the last run */
};

static struct counter Counter;
static int die;
static struct workqueue_struct *my_workqueue;

static void intrpt_routine(void *data);

static struct work_struct Task;
static DECLARE_WORK(Task, intrpt_routine, &Counter);

static void intrpt_routine(void *data)
{
	struct counter *c = data;

	c->runs++;
	c->in_irq += in_interrupt() != 0;
	snprintf(c->comm, sizeof(c->comm), "%s", current->comm);
	if (die == 0 && c->runs < shots)
		queue_delayed_work(my_workqueue, &Task, HZ / 20);
}

static struct work_struct Once;

static void first_thought(void *data)
{
	printk(KERN_INFO "sched: first thought: %s\n", (char *)data);
}

static void second_thought(void *data)
{
	printk(KERN_INFO "sched: second thought: %s\n", (char *)data);
}

static struct work_struct Never;

static void never(void *data)
{
	printk(KERN_INFO "sched: this must never run\n");
}

static int procfile_read(char *buffer, char **buffer_location, off_t offset,
			 int buffer_length, int *eof, void *data)
{
	struct counter *c = data;

	*eof = 1;
	if (offset > 0)
		return 0;
	return sprintf(buffer, "ran %d times in %s, %d in interrupt\n",
		       c->runs, c->comm, c->in_irq);
}

int __init init_module(void)
{
	if (!create_proc_read_entry(PROC_ENTRY_FILENAME, 0444, NULL,
				    procfile_read, &Counter))
		return -ENOMEM;
	my_workqueue = create_workqueue(MY_WORK_QUEUE_NAME);
	queue_delayed_work(my_workqueue, &Task, HZ / 20);

	INIT_WORK(&Once, first_thought, "one");
	PREPARE_WORK(&Once, second_thought, "two");
	schedule_work(&Once);
	flush_scheduled_work();

	INIT_WORK(&Never, never, NULL);
	schedule_delayed_work(&Never, 10 * HZ);
	printk(KERN_INFO "sched: cancelled the 10 s one: %d\n",
	       cancel_delayed_work(&Never));
	printk(KERN_INFO "/proc/%s created\n", PROC_ENTRY_FILENAME);
	return 0;
}

void __exit cleanup_module(void)
{
	remove_proc_entry(PROC_ENTRY_FILENAME, &proc_root);
	die = 1;
	cancel_delayed_work(&Task);
	flush_workqueue(my_workqueue);
	destroy_workqueue(my_workqueue);
	printk(KERN_INFO "sched: ran %d times\n", Counter.runs);
}

MODULE_LICENSE("GPL");
