// SPDX-License-Identifier: GPL-2.0
/*
 * modules/consumer/consumer.c - uses provider_add(), exported by
 * provider.ko: insmod fails with "Unknown symbol" until provider is
 * loaded, and provider cannot be removed while this is.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include "../provider/provider.h"

static int __init consumer_init(void)
{
	printk(KERN_INFO "consumer: provider_add(2, 3) = %d\n",
	       provider_add(2, 3));
	return 0;
}

static void __exit consumer_exit(void)
{
	printk(KERN_INFO "consumer: gone\n");
}

module_init(consumer_init);
module_exit(consumer_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Uses a symbol exported by another module");
