// SPDX-License-Identifier: GPL-2.0
/*
 * smp-demo: the SMP interface a module sees (include/linux/smp.h).
 * Loading it runs a function on every online CPU with on_each_cpu() and
 * says how many ran it and where the loader runs; with hog=N it then
 * keeps its CPU busy in the kernel, interrupts on but preemption off,
 * for N seconds, which
 * the soft-lockup detector reports past softlockup_thresh seconds
 * (kernel/softlockup.c).  tests/kernel/test_smp.py loads it.
 */
#include <linux/module.h>
#include <linux/delay.h>
#include <linux/preempt.h>
#include <linux/smp.h>

static unsigned int hog;
module_param(hog, uint, 0444);
MODULE_PARM_DESC(hog, "seconds to stay busy in init");

static unsigned long ran_on;	/* bit N: CPU N ran count_cpu() */

static void count_cpu(void *info)
{
	(void)info;
	__sync_fetch_and_or(&ran_on, 1UL << smp_processor_id());
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
	return 0;
}

static void __exit smp_demo_exit(void)
{
}

module_init(smp_demo_init);
module_exit(smp_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("on_each_cpu() and a soft lockup, for the SMP tests");
