// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/osc-simple/osc-simple.c - the first kernel module of
 * Operating System Concepts' programming project (chapter 2): print
 * when loaded and removed, and show values only the kernel has - the
 * golden ratio constant of <linux/hash.h>, a gcd() from <linux/gcd.h>,
 * HZ and jiffies.  Written the way the book's students write it: no
 * __init/__exit, non-static entry points, printk with KERN_ levels.
 * Parameters choose the numbers, so the test can check the arithmetic.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/hash.h>
#include <linux/gcd.h>
#include <asm/param.h>
#include <linux/jiffies.h>

static unsigned long a = 3300, b = 24;
module_param(a, ulong, 0444);
module_param(b, ulong, 0444);
static unsigned int key = 12345;
module_param(key, uint, 0444);

static unsigned long start;

/* This function is called when the module is loaded. */
int simple_init(void)
{
	start = jiffies;
	printk(KERN_INFO "Loading Kernel Module\n");
	printk(KERN_INFO "GOLDEN_RATIO_PRIME = %lu\n",
	       (unsigned long)GOLDEN_RATIO_PRIME);
	printk(KERN_INFO "hash_32(%u, 10) = %u, hash_64(%u, 16) = %u\n", key,
	       hash_32(key, 10), key, hash_64((u64)key << 32 | key, 16));
	printk(KERN_INFO "HZ = %d, jiffies = %lu\n", HZ, start);
	return 0;
}

/* This function is called when the module is removed. */
void simple_exit(void)
{
	unsigned long now = jiffies, ticks = now - start;

	printk(KERN_INFO "gcd(%lu, %lu) = %lu\n", a, b, gcd(a, b));
	printk(KERN_INFO "jiffies = %lu, %lu ticks = %u ms since loading\n",
	       now, ticks, jiffies_to_msecs(ticks));
	printk(KERN_INFO "Removing Kernel Module\n");
}

/* Macros for registering module entry and exit points. */
module_init(simple_init);
module_exit(simple_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Simple Module");
MODULE_AUTHOR("oops386");
