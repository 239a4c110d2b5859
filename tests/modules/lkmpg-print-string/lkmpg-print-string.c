// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg-print-string/lkmpg-print-string.c - a message to
 * the terminal of whoever loads or unloads the module, not to the
 * kernel log, the way LKMPG's current edition does it: the tty from
 * get_current_tty(), written through its driver's tty_operations, and
 * the reference given back.  ASCII terminals want "\r\n" to begin a new
 * line.  A loader without a controlling terminal (a daemon) gets NULL:
 * then the module says so with printk.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <linux/tty.h>

static void tell_terminal(const char *text)
{
	struct tty_struct *tty = get_current_tty();
	const struct tty_operations *ops;

	if (!tty) {
		pr_info("print_string: no terminal to say \"%s\" on\n", text);
		return;
	}
	ops = tty->driver->ops;
	ops->write(tty, (const unsigned char *)text, strlen(text));
	ops->write(tty, (const unsigned char *)"\r\n", 2);
	pr_info("print_string: wrote to %s (%u:%u), %u bytes of room\n",
		tty_name(tty), MAJOR(tty_devnum(tty)), MINOR(tty_devnum(tty)),
		tty_write_room(tty));
	tty_kref_put(tty);
}

static int __init print_string_init(void)
{
	tell_terminal("print_string: loaded, and this line is on your tty");
	return 0;
}

static void __exit print_string_exit(void)
{
	tell_terminal("print_string: unloaded, so long from your tty");
}

module_init(print_string_init);
module_exit(print_string_exit);

MODULE_LICENSE("GPL");
