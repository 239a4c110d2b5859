// SPDX-License-Identifier: GPL-2.0
/*
 * modules/failinit/failinit.c - an init that fails, as a driver's does
 * when its device is missing.  insmod reports the error and the loader
 * undoes everything: no module in lsmod, no /sys/module/failinit.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

static int __init failinit_init(void)
{
	printk(KERN_INFO "failinit: no device here, giving up\n");
	return -ENODEV;
}

module_init(failinit_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Its init fails with -ENODEV");
