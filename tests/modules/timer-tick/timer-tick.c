// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/timer-tick/timer-tick.c - a timer that re-arms itself
 * a few times, found from its callback with from_timer(), and a
 * completion that the last tick completes.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/timer.h>
#include <linux/jiffies.h>
#include <linux/completion.h>

struct ticker {
	struct timer_list timer;
	int left;
	unsigned long start;
	struct completion done;
};

static struct ticker t;
static int shots = 3;
module_param(shots, int, 0444);

static void tick(struct timer_list *timer)
{
	struct ticker *tk = from_timer(tk, timer, timer);

	pr_info("tick: %d left, in_interrupt=%d\n", --tk->left,
		in_interrupt() ? 1 : 0);
	if (tk->left)
		mod_timer(&tk->timer, jiffies + msecs_to_jiffies(50));
	else
		complete(&tk->done);
}

static int __init tick_init(void)
{
	unsigned long waited;

	t.left = shots;
	init_completion(&t.done);
	timer_setup(&t.timer, tick, 0);
	t.start = jiffies;
	mod_timer(&t.timer, jiffies + msecs_to_jiffies(50));
	waited = wait_for_completion_timeout(&t.done, 5 * HZ);
	pr_info("tick: done=%d elapsed_ms=%u\n", waited ? 1 : 0,
		jiffies_to_msecs(jiffies - t.start));
	return 0;
}

static void __exit tick_exit(void)
{
	pr_info("tick: del_timer_sync=%d\n", del_timer_sync(&t.timer));
}

module_init(tick_init);
module_exit(tick_exit);
MODULE_LICENSE("GPL");
