// SPDX-License-Identifier: GPL-2.0
/*
 * modules/hello/hello.c - a first module: one parameter of each kind,
 * shown when it loads, and a goodbye when it goes.
 *
 *	insmod /lib/modules/hello.ko whom=Linus times=2 shout
 *	modinfo /lib/modules/hello.ko		(parm: description and type)
 *	rmmod hello
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/moduleparam.h>

#define GREETING_LEN	16	/* the greeting's array, NUL included */

static int times = 1;
module_param(times, int, 0644);
MODULE_PARM_DESC(times, "how many times to greet");

static char *whom = "world";
module_param(whom, charp, 0644);
MODULE_PARM_DESC(whom, "who is greeted");

static bool shout;
module_param(shout, bool, 0644);
MODULE_PARM_DESC(shout, "greet with an exclamation mark");

static short mood = -1;
module_param(mood, short, 0444);
MODULE_PARM_DESC(mood, "below zero: grumpy");

/* module_param_string copies the value into the array */
static char greeting[GREETING_LEN] = "Hello";
module_param_string(greeting, greeting, sizeof(greeting), 0644);
MODULE_PARM_DESC(greeting, "the word of greeting");

/* .bss: counts the greetings, for the goodbye */
static int greeted;

/* .init.data: only needed while loading, freed with the init code */
static char banner[] __initdata = "hello: loading with";

static void greet(void)
{
	printk(KERN_INFO "hello: %s, %s%s\n", greeting, whom,
	       shout ? "!" : ".");
	greeted++;
}

static int __init hello_init(void)
{
	int i;

	printk(KERN_INFO "%s times=%d whom=%s shout=%c mood=%d greeting=%s\n",
	       banner, times, whom, shout ? 'Y' : 'N', mood, greeting);
	for (i = 0; i < times; i++)
		greet();
	return 0;
}

static void __exit hello_exit(void)
{
	printk(KERN_INFO "hello: goodbye, %s (greeted %d time%s)\n", whom,
	       greeted, greeted == 1 ? "" : "s");
}

module_init(hello_init);
module_exit(hello_exit);

MODULE_LICENSE("GPL");
MODULE_AUTHOR("oops386");
MODULE_DESCRIPTION("Greets, with a parameter of each kind");
