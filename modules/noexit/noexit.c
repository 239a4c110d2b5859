// SPDX-License-Identifier: GPL-2.0
/*
 * modules/noexit/noexit.c - a module_init and no module_exit.  Without an
 * exit function the kernel cannot know the module is safe to remove, so
 * rmmod refuses; rmmod -f removes it anyway and taints the kernel ('R').
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

static int __init noexit_init(void)
{
	printk(KERN_INFO "noexit: loaded, and no exit function\n");
	return 0;
}

module_init(noexit_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Has no exit function: cannot be removed normally");
