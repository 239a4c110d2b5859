// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg24-hello/lkmpg24-hello.c - a module written the
 * way the 2.4 edition of the Linux Kernel Module Programming Guide
 * (2003) wrote them: MODULE and __KERNEL__ defined by hand before the
 * includes, init_module() and cleanup_module() by those names (no
 * module_init()), log levels spelt "<1>" and "<6>", parameters declared
 * with MODULE_PARM and a type letter - with a count range for arrays -
 * and EXPORT_NO_SYMBOLS.  2.4 told a module nothing of how many array
 * elements were given: unset ones keep their initial value.
 */
#define MODULE
#define __KERNEL__

#include <linux/module.h>
#include <linux/kernel.h>

static unsigned char grade = 'B';
static unsigned short code = 7;
static int times = 1;
static long distance = 40000;
static char *whom = "world";
static int scores[4] = { 10, 20 };
static char *words[3];

MODULE_PARM(grade, "b");
MODULE_PARM_DESC(grade, "a byte, shown as a letter");
MODULE_PARM(code, "h");
MODULE_PARM_DESC(code, "a short, shown signed and unsigned");
MODULE_PARM(times, "i");
MODULE_PARM(distance, "l");
MODULE_PARM(whom, "s");
MODULE_PARM(scores, "1-4i");
MODULE_PARM_DESC(scores, "one to four numbers");
MODULE_PARM(words, "1-3s");

EXPORT_NO_SYMBOLS;

int init_module(void)
{
	int i, sum = 0;

	for (i = 0; i < times; i++)
		printk("<1>lkmpg24: Hello, %s (%d)\n", whom, i + 1);
	printk("<6>lkmpg24: grade %c code %hi/%hu distance %ld\n", grade,
	       code, code, distance);
	for (i = 0; i < 4; i++)
		sum += scores[i];
	printk("<6>lkmpg24: scores %d %d %d %d sum %d\n", scores[0],
	       scores[1], scores[2], scores[3], sum);
	for (i = 0; i < 3 && words[i]; i++)
		printk("<6>lkmpg24: word %d is '%s'\n", i, words[i]);
	return 0;
}

void cleanup_module(void)
{
	printk(KERN_ALERT "lkmpg24: Goodbye, %s\n", whom);
}

MODULE_LICENSE("GPL");
