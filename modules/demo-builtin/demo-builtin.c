// SPDX-License-Identifier: GPL-2.0
/*
 * modules/demo-builtin/demo-builtin.c - module code built into the
 * kernel (obj-y).  The same source would make a loadable module under
 * obj-m; built in, module_init() makes an initcall, run at boot, and
 * module_param() names the parameter after the module:
 *
 *	kernel command line: demo-builtin.count=3
 *	boot log:	     demo_builtin: count=3
 *	/sys/module/demo_builtin/parameters/count
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/moduleparam.h>

static int count = 1;
module_param(count, int, 0444);
MODULE_PARM_DESC(count, "a number to show at boot");

static int __init demo_builtin_init(void)
{
	printk(KERN_INFO "%s: count=%d\n", KBUILD_MODNAME,
	       count);
	return 0;
}

module_init(demo_builtin_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Module code built into the kernel");
