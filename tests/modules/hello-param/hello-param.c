// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/hello-param/hello-param.c - the first module of every
 * course: pr_info(), a parameter readable by all (S_IRUGO), and the
 * books' macros, as a student types it.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/stat.h>

MODULE_LICENSE("GPL");
MODULE_AUTHOR("oops386");
MODULE_DESCRIPTION("hello, with a parameter");
MODULE_SUPPORTED_DEVICE("none");

static int howmany = 2;
static char *whom = "world";
module_param(howmany, int, S_IRUGO);
module_param(whom, charp, S_IRUGO | S_IWUSR);

static int __init hello_init(void)
{
	int i;

	for (i = 0; i < howmany; i++)
		pr_info("Hello, %s (%d of %d)\n", whom, i + 1, howmany);
	return 0;
}

static void __exit hello_exit(void)
{
	pr_info("Goodbye, %s\n", whom);
}

module_init(hello_init);
module_exit(hello_exit);
