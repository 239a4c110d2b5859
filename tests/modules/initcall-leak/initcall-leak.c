// SPDX-License-Identifier: GPL-2.0
/*
 * initcall-leak: a module whose init returns in a state it should not,
 * as a student's get_cpu_var() without its put_cpu_var() does.
 *
 *	insmod initcall-leak.ko leave=preempt	preemption left off
 *	insmod initcall-leak.ko leave=irqs	interrupts left off
 *	insmod initcall-leak.ko leave=both
 *
 * Linux's do_one_initcall() (and oops386's, init/main.c) puts the count
 * and the interrupt flag back and warns ("initcall ... returned with
 * preemption imbalance"), so insmod goes on and may sleep again.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/irqflags.h>
#include <linux/preempt.h>
#include <linux/string.h>

static char *leave = "preempt";
module_param(leave, charp, 0444);
MODULE_PARM_DESC(leave, "what init leaves behind: preempt, irqs or both");

static int __init initcall_leak_init(void)
{
	bool preempt = !strcmp(leave, "preempt") || !strcmp(leave, "both");
	bool irqs = !strcmp(leave, "irqs") || !strcmp(leave, "both");

	if (!preempt && !irqs)
		return -EINVAL;
	pr_info("initcall_leak: leaving%s%s\n", preempt ? " preemption off" : "",
		irqs ? " interrupts off" : "");
	if (preempt)
		preempt_disable();
	if (irqs)
		local_irq_disable();
	return 0;
}

static void __exit initcall_leak_exit(void)
{
	pr_info("initcall_leak: exit, preemptible=%d irqs_disabled=%d\n",
		preemptible(), irqs_disabled());
}

module_init(initcall_leak_init);
module_exit(initcall_leak_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("an init that leaves preemption or interrupts off");
