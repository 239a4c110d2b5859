// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg26-print-string/lkmpg26-print-string.c - the
 * terminal of the loading process, as LKMPG's 2.6 edition reaches it:
 * current->signal->tty (2.6.6 on, no reference taken), and the write
 * operation that was the driver's own before 2.6.26, called both ways
 * it was: with a from_user flag of 0 before the buffer (2.6.0-2.6.9),
 * and without it (2.6.10-2.6.25).
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/tty.h>
#include <linux/version.h>

MODULE_LICENSE("GPL");

static void say(char *str)
{
	struct tty_struct *my_tty = current->signal->tty;

	if (my_tty == NULL) {
		printk(KERN_INFO "print_string26: nobody's terminal\n");
		return;
	}
	((my_tty->driver)->write)(my_tty, 0, str, strlen(str));
	((my_tty->driver)->write)(my_tty, "\015\012", 2);
	/* since 2.6.10 */
	(my_tty->driver->write)(my_tty, "[no flag] ", 10);
	(my_tty->driver->write)(my_tty, str, strlen(str));
	(my_tty->driver->write)(my_tty, "\015\012", 2);
}

static int __init print_string26_init(void)
{
	say("print_string26: hello, terminal");
	return 0;
}

static void __exit print_string26_exit(void)
{
	say("print_string26: goodbye, terminal");
}

module_init(print_string26_init);
module_exit(print_string26_exit);
