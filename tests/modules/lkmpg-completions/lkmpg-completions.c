// SPDX-License-Identifier: GPL-2.0
/*
 * lkmpg-completions.c - in the manner of LKMPG's completions example:
 * two kernel threads, the flywheel waiting for the crank, each ending
 * with kthread_complete_and_exit() so that the exit function, waiting
 * on the last one, knows no thread is left in the module's code.
 */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/printk.h>
#include <linux/version.h>

static struct completion crank_comp;
static struct completion flywheel_comp;

static int machine_crank_thread(void *arg)
{
	pr_info("Turn the crank\n");
#if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 17, 0)
	kthread_complete_and_exit(&crank_comp, 0);
#else
	complete_and_exit(&crank_comp, 0);
#endif
}

static int machine_flywheel_spinup_thread(void *arg)
{
	wait_for_completion(&crank_comp);
	pr_info("Flywheel spins up\n");
	kthread_complete_and_exit(&flywheel_comp, 0);
}

static int __init completions_init(void)
{
	struct task_struct *crank_thread;
	struct task_struct *flywheel_thread;

	pr_info("completions example\n");
	init_completion(&crank_comp);
	init_completion(&flywheel_comp);

	crank_thread = kthread_create(machine_crank_thread, NULL, "KThread Crank");
	if (IS_ERR(crank_thread))
		return PTR_ERR(crank_thread);
	flywheel_thread = kthread_create(machine_flywheel_spinup_thread, NULL,
					 "KThread Flywheel");
	if (IS_ERR(flywheel_thread)) {
		kthread_stop(crank_thread);
		return PTR_ERR(flywheel_thread);
	}
	wake_up_process(flywheel_thread);
	wake_up_process(crank_thread);
	return 0;
}

/* the flywheel took the crank's completion: its own says both are done */
static void __exit completions_exit(void)
{
	wait_for_completion(&flywheel_comp);
	pr_info("completions exit\n");
}

module_init(completions_init);
module_exit(completions_exit);
MODULE_DESCRIPTION("Completions example");
MODULE_LICENSE("GPL");
