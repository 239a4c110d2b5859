// SPDX-License-Identifier: GPL-2.0
/*
 * modules/gpl_thief/gpl_thief.c - claims a proprietary license and calls
 * provider_secret(), which provider exports with EXPORT_SYMBOL_GPL.  The
 * loader refuses to bind it ("GPL-only symbol ... refused"), so insmod
 * fails and nothing of the module stays.  (This file itself is GPL: the
 * license below is the one the module claims, for the demonstration.)
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include "../provider/provider.h"

static int __init gpl_thief_init(void)
{
	printk(KERN_INFO "gpl_thief: the secret is %d\n", provider_secret());
	return 0;
}

module_init(gpl_thief_init);

MODULE_LICENSE("Proprietary");
MODULE_DESCRIPTION("Tries to use a GPL-only symbol without the GPL");
