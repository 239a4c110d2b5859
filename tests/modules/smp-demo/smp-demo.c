// SPDX-License-Identifier: GPL-2.0
/*
 * smp-demo: the SMP interface a module sees (include/linux/smp.h).
 * Loading it runs a function on every online CPU with on_each_cpu() and
 * says how many ran it and where the loader runs; with hog=N it then
 * keeps its CPU busy in the kernel, interrupts on but preemption off,
 * for N seconds, which
 * the soft-lockup detector reports past softlockup_thresh seconds
 * (kernel/softlockup.c).  With stop=1 a thread bound to CPU 1 counts
 * in a loop without the big kernel lock, and a function run by
 * stop_machine() (kernel/stop_machine.c) watches the count for 20 ms:
 * it must stand still, every other CPU stopped, while it moved before.
 * tests/kernel/test_smp.py loads it.
 */
#include <linux/module.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/preempt.h>
#include <linux/smp.h>
#include <linux/smp_lock.h>
#include <linux/stop_machine.h>

static unsigned int hog;
module_param(hog, uint, 0444);
MODULE_PARM_DESC(hog, "seconds to stay busy in init");
static bool stop;
module_param(stop, bool, 0444);
MODULE_PARM_DESC(stop, "show stop_machine() stopping a busy CPU 1");

static volatile unsigned long spins;	/* the counter of CPU 1's thread */

static unsigned long ran_on;	/* bit N: CPU N ran count_cpu() */

static void count_cpu(void *info)
{
	(void)info;
	__sync_fetch_and_or(&ran_on, 1UL << smp_processor_id());
}

static int counter(void *data)
{
	(void)data;
	while (!kthread_should_stop()) {
		/* a preemption's schedule() takes the lock back: let go again */
		if (kernel_locked())
			unlock_kernel();
		spins++;
	}
	lock_kernel();		/* the way out of a thread is kernel code */
	return 0;
}

/* How far the counter moves in 20 ms */
static int count_moves(void *moved)
{
	unsigned long before = spins;

	mdelay(20);
	*(unsigned long *)moved = spins - before;
	return 0;
}

static int show_stop_machine(void)
{
	unsigned long running, stopped;
	struct task_struct *t;
	int tries = 0;

	t = kthread_create(counter, NULL, "smp_demo");
	if (IS_ERR(t))
		return PTR_ERR(t);
	kthread_bind(t, 1);
	wake_up_process(t);
	while (!spins)
		msleep(1);
	/* QEMU's thread for CPU 1 may be off the host's CPUs a while */
	do
		count_moves(&running);
	while (!running && ++tries < 50);
	stop_machine(count_moves, &stopped, NULL);
	kthread_stop(t);
	pr_info("smp_demo: CPU 1's counter moved %lu in 20 ms, %s under "
		"stop_machine() on CPU %d\n", running,
		stopped ? "and moved too" : "stood still", smp_processor_id());
	return 0;
}

static int __init smp_demo_init(void)
{
	on_each_cpu(count_cpu, NULL, 1);
	pr_info("smp_demo: on_each_cpu() ran on %u of %u online CPUs, "
		"loaded on CPU %d\n", cpus_weight(ran_on),
		num_online_cpus(), smp_processor_id());
	if (hog) {		/* as LKDTM's SOFTLOCKUP: no preemption */
		preempt_disable();
		mdelay(hog * 1000UL);
		preempt_enable();
	}
	if (stop && num_online_cpus() > 1)
		return show_stop_machine();
	return 0;
}

static void __exit smp_demo_exit(void)
{
}

module_init(smp_demo_init);
module_exit(smp_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("on_each_cpu() and a soft lockup, for the SMP tests");
