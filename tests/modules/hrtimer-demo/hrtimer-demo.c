// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/hrtimer-demo/hrtimer-demo.c - linux/hrtimer.h as a
 * driver uses it (kernel/time/hrtimer.c): a periodic timer moved on by
 * hrtimer_forward_now() from its callback, an absolute one on
 * CLOCK_REALTIME, cancelling, and hrtimer_forward()'s overrun count.
 * Each timer's fire time is checked against its expiry: never before.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/completion.h>
#include <linux/hrtimer.h>
#include <linux/ktime.h>

#define FIRES 5
#define PERIOD_MS 20

struct periodic {
	struct hrtimer timer;
	ktime_t due[FIRES], fired[FIRES];
	int n;
	struct completion done;
};

static struct periodic p;

static enum hrtimer_restart periodic_fn(struct hrtimer *timer)
{
	struct periodic *pt = container_of(timer, struct periodic, timer);

	pt->due[pt->n] = hrtimer_get_expires(timer);
	pt->fired[pt->n] = ktime_get();
	if (++pt->n == FIRES) {
		complete(&pt->done);
		return HRTIMER_NORESTART;
	}
	hrtimer_forward_now(timer, ms_to_ktime(PERIOD_MS));
	return HRTIMER_RESTART;
}

static int run_periodic(void)
{
	int i, early = 0;

	init_completion(&p.done);
	hrtimer_init(&p.timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
	p.timer.function = periodic_fn;
	hrtimer_start(&p.timer, ms_to_ktime(PERIOD_MS), HRTIMER_MODE_REL);
	if (!wait_for_completion_timeout(&p.done, 5 * HZ)) {
		hrtimer_cancel(&p.timer);
		pr_err("hrtimer_demo: periodic timer fired %d times\n", p.n);
		return -ETIMEDOUT;
	}
	for (i = 0; i < FIRES; i++)
		early += ktime_before(p.fired[i], p.due[i]);
	pr_info("hrtimer_demo: periodic fired %d times, %d early, active %d\n",
		p.n, early, hrtimer_active(&p.timer));
	return 0;
}

struct oneshot {
	struct hrtimer timer;
	ktime_t fired;
	struct completion done;
};

static struct oneshot o;

static enum hrtimer_restart oneshot_fn(struct hrtimer *timer)
{
	struct oneshot *os = container_of(timer, struct oneshot, timer);

	os->fired = ktime_get_real();
	complete(&os->done);
	return HRTIMER_NORESTART;
}

static void run_oneshot(void)
{
	ktime_t at = ktime_add_ms(ktime_get_real(), 30);

	init_completion(&o.done);
	hrtimer_init(&o.timer, CLOCK_REALTIME, HRTIMER_MODE_ABS);
	o.timer.function = oneshot_fn;
	hrtimer_start(&o.timer, at, HRTIMER_MODE_ABS);
	pr_info("hrtimer_demo: queued %d, remaining > 0: %d\n",
		hrtimer_is_queued(&o.timer),
		hrtimer_get_remaining(&o.timer) > 0);
	wait_for_completion(&o.done);
	pr_info("hrtimer_demo: realtime timer early: %d\n",
		ktime_before(o.fired, at));
}

static void run_cancel(void)
{
	int active, first, second;

	hrtimer_init(&o.timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
	o.timer.function = oneshot_fn;
	hrtimer_start(&o.timer, ktime_set(10, 0), HRTIMER_MODE_REL);
	active = hrtimer_active(&o.timer);
	first = hrtimer_cancel(&o.timer);
	second = hrtimer_try_to_cancel(&o.timer);
	pr_info("hrtimer_demo: active %d, cancel %d, again %d\n", active,
		first, second);
}

/* overruns: 3.5 intervals late is 4, then none until the next is due */
static void run_forward(void)
{
	ktime_t interval = ms_to_ktime(PERIOD_MS);
	ktime_t now = ktime_add(1000, 3 * interval + interval / 2);
	u64 first, second;

	hrtimer_init(&o.timer, CLOCK_MONOTONIC, HRTIMER_MODE_ABS);
	hrtimer_set_expires(&o.timer, 1000);
	first = hrtimer_forward(&o.timer, now, interval);
	second = hrtimer_forward(&o.timer, now, interval);
	pr_info("hrtimer_demo: forward %llu then %llu, expires +%lld ms\n",
		first, second,
		ktime_to_ms(ktime_sub(hrtimer_get_expires(&o.timer), 1000)));
}

static int __init hrtimer_demo_init(void)
{
	int err = run_periodic();

	if (err)
		return err;
	run_oneshot();
	run_cancel();
	run_forward();
	return 0;
}

static void __exit hrtimer_demo_exit(void)
{
	hrtimer_cancel(&p.timer);
	hrtimer_cancel(&o.timer);
	pr_info("hrtimer_demo: bye\n");
}

module_init(hrtimer_demo_init);
module_exit(hrtimer_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("high-resolution timers as a driver uses them");
