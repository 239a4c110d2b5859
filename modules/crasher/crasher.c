// SPDX-License-Identifier: GPL-2.0
/*
 * modules/crasher/crasher.c - adds the shell command `crash [KIND]`,
 * whose call chain goes kernel -> module -> kernel -> BUG():
 *
 *	the shell runs crash_cmd()		[crasher]
 *	  which calls crasher_fire()		[crasher]
 *	    which calls trigger_oops("bug")	the kernel (drivers/misc/lkdtm.c)
 *	      which hits BUG()
 *
 * so one call trace shows kernel and module frames interleaved.  KIND is
 * any kind `oops` knows; "bug" by default.  While the command runs its
 * thread holds a reference to the module (.owner).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/oops.h>
#include <linux/shell.h>

#define DEFAULT_KIND	"bug"

/* noinline: a module frame between the command and the kernel */
static noinline int crasher_fire(const char *kind)
{
	int ret = trigger_oops(kind);

	/* only an unknown kind returns */
	printk(KERN_ERR "crasher: no oops of kind '%s'\n", kind);
	return ret;
}

static int crash_cmd(int argc, char **argv)
{
	return crasher_fire(argc > 1 ? argv[1] : DEFAULT_KIND);
}

static struct shell_command crash_command = SHELL_COMMAND(
	"crash", "[KIND]",
	"oops from a module: kernel -> crasher -> kernel -> BUG()", crash_cmd);

static int __init crasher_init(void)
{
	crash_command.owner = THIS_MODULE;
	return register_shell_command(&crash_command);
}

static void __exit crasher_exit(void)
{
	unregister_shell_command(&crash_command);
}

module_init(crasher_init);
module_exit(crasher_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("The shell command crash: an oops across a module");
