// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg-tasklet/lkmpg-tasklet.c - tasklets as LKMPG's tasklet
 * example and LDD3's jiq use them: scheduled from process
 * context, run soon after by the next interrupt's exit (in interrupt
 * context) while init busy-waits with mdelay(); both declarations
 * (6.1's callback taking the tasklet, found again with from_tasklet(),
 * and the func(data) form older books use), the high-priority list,
 * disable/enable, a tasklet that schedules itself, and tasklet_kill().
 * With leave_one=1 a disabled, scheduled tasklet is left behind at
 * rmmod, for the kernel to take off.
 */
#include <linux/delay.h>
#include <linux/interrupt.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/version.h>

static int leave_one;
module_param(leave_one, int, 0444);
MODULE_PARM_DESC(leave_one, "leave a disabled tasklet scheduled at rmmod");

struct counted {
	int runs;
	int limit;		/* it schedules itself until it has run limit times */
	struct tasklet_struct tasklet;
};

static struct counted self = { .limit = 3 };
static struct tasklet_struct by_init;
static int order[4], order_len;

static void say_where(const char *who)
{
	pr_info("tasklet: %s, in_interrupt=%d in_softirq=%d\n", who,
		in_interrupt() ? 1 : 0, in_softirq() ? 1 : 0);
}

#if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 9, 0)
static void first_fn(struct tasklet_struct *t)
{
	say_where("6.1 callback");
}

static DECLARE_TASKLET(first, first_fn);
#endif

static void data_fn(unsigned long data)
{
	if (order_len < ARRAY_SIZE(order))
		order[order_len++] = data;
}

/* the three-argument DECLARE_TASKLET of 2.6 to 5.8, and its 5.9 name */
static DECLARE_TASKLET(normal, data_fn, 1);
static DECLARE_TASKLET_OLD(high, data_fn);

static void self_fn(struct tasklet_struct *t)
{
	struct counted *c = from_tasklet(c, t, tasklet);

	if (++c->runs < c->limit)
		tasklet_schedule(t);
}

static void wait_ticks(void)
{
	mdelay(50);		/* several timer ticks: interrupts run tasklets */
}

static int __init tasklet_example_init(void)
{
	unsigned long flags;

#if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 9, 0)
	pr_info("tasklet: scheduling from init\n");
	tasklet_schedule(&first);
	wait_ticks();
	pr_info("tasklet: init continues\n");
#endif
	/* twice before it runs: it runs once; the high list runs first */
	local_irq_save(flags);
	tasklet_schedule(&normal);
	tasklet_schedule(&normal);
	tasklet_hi_schedule(&high);
	local_irq_restore(flags);
	wait_ticks();
	pr_info("tasklet: ran %d times, data in order: %lu %lu\n", order_len,
		order_len > 0 ? (unsigned long)order[0] : 99,
		order_len > 1 ? (unsigned long)order[1] : 99);

	tasklet_init(&by_init, data_fn, 7);
	tasklet_disable(&by_init);
	tasklet_schedule(&by_init);
	wait_ticks();
	pr_info("tasklet: disabled, ran %d times\n", order_len);
	tasklet_enable(&by_init);
	wait_ticks();
	pr_info("tasklet: enabled, ran %d times, last data %d\n", order_len,
		order[order_len - 1]);

	tasklet_setup(&self.tasklet, self_fn);
	tasklet_schedule(&self.tasklet);
	wait_ticks();
	pr_info("tasklet: rescheduled itself, ran %d times\n", self.runs);

	if (leave_one) {
		tasklet_disable(&by_init);
		tasklet_schedule(&by_init);
	}
	return 0;
}

static void __exit tasklet_example_exit(void)
{
	pr_info("tasklet: exit\n");
#if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 9, 0)
	tasklet_kill(&first);
#endif
	tasklet_kill(&normal);
	tasklet_kill(&high);
	tasklet_kill(&self.tasklet);
	if (!leave_one)
		tasklet_kill(&by_init);
}

module_init(tasklet_example_init);
module_exit(tasklet_example_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Tasklets, after LKMPG's tasklet example");
