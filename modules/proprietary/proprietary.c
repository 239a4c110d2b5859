// SPDX-License-Identifier: GPL-2.0
/*
 * modules/proprietary/proprietary.c - a module that claims a proprietary
 * license and uses only plain exports (printk).  It loads, but taints
 * the kernel: every later oops says "Tainted: P".  (This file itself is
 * GPL: the license below is the one the module claims.)
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

static int __init proprietary_init(void)
{
	printk(KERN_INFO "proprietary: loaded; the kernel is tainted\n");
	return 0;
}

static void __exit proprietary_exit(void)
{
	printk(KERN_INFO "proprietary: gone; the taint stays\n");
}

module_init(proprietary_init);
module_exit(proprietary_exit);

MODULE_LICENSE("Proprietary");
MODULE_DESCRIPTION("Taints the kernel by its license");
