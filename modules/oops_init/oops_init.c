// SPDX-License-Identifier: GPL-2.0
/*
 * modules/oops_init/oops_init.c - dereferences NULL inside its init, so
 * the oops happens in module code that the loader has just placed.  The
 * trace names both functions with the module: "[oops_init]".  insmod's
 * thread dies; the module never becomes live.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

/* noinline: a frame of its own in the call trace */
static noinline void oops_init_poke(int *where)
{
	*(volatile int *)where = 1;
}

static int __init oops_init_init(void)
{
	printk(KERN_INFO "oops_init: about to dereference NULL\n");
	oops_init_poke(NULL);
	printk(KERN_INFO "oops_init: still alive?\n");	/* never printed */
	return 0;
}

module_init(oops_init_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Oopses inside its init function");
