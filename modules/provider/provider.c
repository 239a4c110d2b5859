// SPDX-License-Identifier: GPL-2.0
/*
 * modules/provider/provider.c - a module that exports symbols: loaded
 * first, it lets consumer.ko bind provider_add() and holds a reference
 * while consumer is loaded (rmmod provider then says "in use").
 *
 * Each export is a section of its own, in whatever order the compiler
 * writes them; scripts/module.lds sorts them into one __ksymtab, which
 * the loader searches by name.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include "provider.h"

#define SECRET	42

int provider_secret(void)
{
	return SECRET;
}
EXPORT_SYMBOL_GPL(provider_secret);

int provider_add(int a, int b)
{
	return a + b;
}
EXPORT_SYMBOL(provider_add);

static int __init provider_init(void)
{
	printk(KERN_INFO "provider: exporting provider_add, provider_secret\n");
	return 0;
}

static void __exit provider_exit(void)
{
	printk(KERN_INFO "provider: gone\n");
}

module_init(provider_init);
module_exit(provider_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Exports a symbol, and a GPL-only one");
