// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/workqueue-demo/workqueue-demo.c - work on the shared
 * queue (schedule_work), delayed work, and a queue of one's own
 * (create_singlethread_workqueue), each run in process context.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/workqueue.h>
#include <linux/slab.h>
#include <linux/sched.h>
#include <linux/delay.h>

struct job {
	struct work_struct work;
	int id;
};

static struct workqueue_struct *my_wq;
static struct delayed_work later;
static int later_runs;

static void job_fn(struct work_struct *work)
{
	struct job *j = container_of(work, struct job, work);

	pr_info("wq: job %d ran in %s, in_interrupt=%d\n", j->id,
		current->comm, in_interrupt() ? 1 : 0);
	kfree(j);		/* the work item may free itself */
}

static void later_fn(struct work_struct *work)
{
	later_runs++;
	msleep(1);		/* work may sleep */
	pr_info("wq: delayed work ran %d time(s)\n", later_runs);
}

static int queue_job(struct workqueue_struct *wq, int id)
{
	struct job *j = kmalloc(sizeof(*j), GFP_KERNEL);

	if (!j)
		return -ENOMEM;
	INIT_WORK(&j->work, job_fn);
	j->id = id;
	return queue_work(wq, &j->work) ? 0 : -EBUSY;
}

static int __init wq_init(void)
{
	int ret;

	my_wq = create_singlethread_workqueue("mywq");
	if (!my_wq)
		return -ENOMEM;
	ret = queue_job(system_wq, 1);
	if (!ret)
		ret = queue_job(my_wq, 2);
	flush_scheduled_work();
	flush_workqueue(my_wq);
	INIT_DELAYED_WORK(&later, later_fn);
	schedule_delayed_work(&later, msecs_to_jiffies(30));
	pr_info("wq: queued again while pending: %d\n",
		schedule_delayed_work(&later, 1) ? 1 : 0);
	flush_delayed_work(&later);
	schedule_delayed_work(&later, 10 * HZ);
	return ret;
}

static void __exit wq_exit(void)
{
	pr_info("wq: cancel found it pending: %d\n",
		cancel_delayed_work_sync(&later) ? 1 : 0);
	destroy_workqueue(my_wq);
	pr_info("wq: delayed work ran %d time(s) in all\n", later_runs);
}

module_init(wq_init);
module_exit(wq_exit);
MODULE_LICENSE("GPL");
