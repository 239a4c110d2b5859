// SPDX-License-Identifier: GPL-2.0
/*
 * modules/multipart/core.c - the module's init and exit; the work is in
 * helper.c, linked into the same multipart.ko ("ld -r").
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include "multipart.h"

#define SUM_TO	10

static int __init multipart_init(void)
{
	printk(KERN_INFO MULTIPART_PREFIX "1 + ... + %d = %d\n", SUM_TO,
	       multipart_sum(SUM_TO));
	return 0;
}

static void __exit multipart_exit(void)
{
	printk(KERN_INFO MULTIPART_PREFIX "unloading\n");
}

module_init(multipart_init);
module_exit(multipart_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("One module built from two source files");
