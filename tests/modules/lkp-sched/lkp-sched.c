// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkp-sched/lkp-sched.c - what Linux Kernel Programming's
 * examples read about tasks, CPUs and contexts, checked from a module:
 * a CPU set built on the stack (struct cpumask, cpumask_*()) and the
 * kernel's own sets (cpu_online_mask, cpumask_of()), the thread count
 * of the process that loads it (get_nr_threads()), its context
 * switches and page faults (nvcsw, nivcsw, min_flt), the context a
 * timer callback and a bottom-half-disabled section see
 * (in_serving_softirq(), in_task()), fsleep() of three lengths,
 * wake_up_process()'s answer, and a kernel thread that lets SIGUSR1
 * in (allow_signal()) and is woken by kill(2) from user space.  Every line it prints is what the test
 * (tests/kernel/test_lkp_api.py) compares with its own reckoning.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/cpumask.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/kthread.h>
#include <linux/timer.h>
#include <linux/completion.h>
#include <linux/interrupt.h>

static struct timer_list probe_timer;
static struct task_struct *sig_task;
static DECLARE_COMPLETION(probe_done);
static int timer_serving, timer_task;

static void show_cpumask(void)
{
	struct cpumask mask;
	unsigned int cpu, seen = 0;

	cpumask_clear(&mask);
	cpumask_set_cpu(0, &mask);
	cpumask_set_cpu(3, &mask);
	pr_info("mask: weight=%u has0=%d has1=%d has3=%d first=%u\n",
		cpumask_weight(&mask), cpumask_test_cpu(0, &mask),
		cpumask_test_cpu(1, &mask), cpumask_test_cpu(3, &mask),
		cpumask_first(&mask));
	cpumask_clear_cpu(0, &mask);
	for_each_cpu(cpu, &mask)
		seen |= 1U << cpu;
	pr_info("mask: after clear0 bits=%#x empty=%d\n", seen,
		cpumask_empty(&mask));
	pr_info("online: weight=%u num_online=%u nr_cpu_ids=%u of0=%d of1=%u\n",
		cpumask_weight(cpu_online_mask), num_online_cpus(), nr_cpu_ids,
		cpumask_test_cpu(0, cpumask_of(0)),
		cpumask_weight(cpumask_of(1)));
}

static void show_task(void)
{
	unsigned long vol = current->nvcsw;

	msleep(20);	/* a sleep: one voluntary switch at least */
	pr_info("task: threads=%d voluntary_grew=%d involuntary=%lu minflt_some=%d\n",
		get_nr_threads(current), current->nvcsw > vol,
		current->nivcsw, current->min_flt > 0);
}

static void probe_context(struct timer_list *t)
{
	timer_serving = !!in_serving_softirq();
	timer_task = !!in_task();
	complete(&probe_done);
}

static void show_context(void)
{
	int bh_serving, bh_task, bh_soft;

	local_bh_disable();
	bh_serving = !!in_serving_softirq();
	bh_task = !!in_task();
	bh_soft = !!in_softirq();
	local_bh_enable();
	pr_info("context: bh-off in_softirq=%d serving=%d in_task=%d\n",
		bh_soft, bh_serving, bh_task);
	timer_setup(&probe_timer, probe_context, 0);
	mod_timer(&probe_timer, jiffies + 1);
	wait_for_completion(&probe_done);
	del_timer_sync(&probe_timer);
	pr_info("context: timer serving=%d in_task=%d; init serving=%d in_task=%d\n",
		timer_serving, timer_task, !!in_serving_softirq(), !!in_task());
}

/* whether fsleep(usecs) slept at least as long, in jiffies */
static int slept_enough(unsigned long usecs)
{
	unsigned long t0 = jiffies;

	fsleep(usecs);
	return jiffies - t0 >= usecs / (1000000 / HZ);
}

static int idle_thread(void *unused)
{
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

static int show_wakeups(void)
{
	struct task_struct *t = kthread_create(idle_thread, NULL, "lkpsched");
	int fresh, self;

	if (IS_ERR(t))
		return PTR_ERR(t);
	fresh = wake_up_process(t);	/* created asleep */
	self = wake_up_process(current);	/* running */
	kthread_stop(t);
	pr_info("wake: sleeping=%d running=%d\n", fresh, self);
	pr_info("fsleep: 5us=%d 2ms=%d 50ms=%d\n", slept_enough(5),
		slept_enough(2000), slept_enough(50000));
	return 0;
}

/* Sleeps until kill(2) sends it SIGUSR1, says what was pending, and
 * forgets it; SIGTERM, not let in, never wakes it */
static int signalled_thread(void *unused)
{
	allow_signal(SIGUSR1);
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!signal_pending(current) && !kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
		if (!signal_pending(current))
			continue;
		pr_info("signal: usr1=%d term=%d\n",
			sigismember(&current->pending.signal, SIGUSR1),
			sigismember(&current->pending.signal, SIGTERM));
		flush_signals(current);
	}
	return 0;
}

static int __init lkp_sched_init(void)
{
	int err;

	show_cpumask();
	show_task();
	show_context();
	err = show_wakeups();
	if (err)
		return err;
	sig_task = kthread_run(signalled_thread, NULL, "lkpsig");
	if (IS_ERR(sig_task))
		return PTR_ERR(sig_task);
	pr_info("signal: thread %d\n", sig_task->pid);
	return 0;
}

static void __exit lkp_sched_exit(void)
{
	kthread_stop(sig_task);
	pr_info("bye\n");
}

module_init(lkp_sched_init);
module_exit(lkp_sched_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("cpumask, task counters, softirq context, fsleep, wake_up_process, allow_signal");
