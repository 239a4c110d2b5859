// SPDX-License-Identifier: GPL-2.0
/*
 * modules/oops_exit/oops_exit.c - loads quietly, then writes through a
 * NULL pointer when it is removed: the oops is in its exit function, so
 * rmmod's thread dies with the module half torn down (state Unloading).
 * kernel/module/main.c (module_task_exit()) marks such a module, which
 * can then never be removed.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

static int *nowhere;	/* stays NULL */

static int __init oops_exit_init(void)
{
	return 0;
}

static void __exit oops_exit_exit(void)
{
	printk(KERN_INFO "oops_exit: about to write through NULL\n");
	*(volatile int *)nowhere = 1;
}

module_init(oops_exit_init);
module_exit(oops_exit_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Oopses inside its exit function");
