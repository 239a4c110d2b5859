// SPDX-License-Identifier: GPL-2.0
/*
 * modules/crasher/crasher.c - adds the file /proc/crasher; writing an
 * oops kind to it (`echo bug > /proc/crasher`) makes a call chain that
 * goes user -> kernel -> module -> kernel -> BUG():
 *
 *	write(2) reaches sys_write(), then crash_write()	[crasher]
 *	  which calls crasher_fire()			[crasher]
 *	    which calls trigger_oops("bug")	the kernel (drivers/misc/lkdtm.c)
 *	      which hits BUG()
 *
 * so one call trace shows kernel and module frames interleaved.  KIND is
 * any kind the kernel's DIRECT file knows (bug, null, div...).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/oops.h>

#define KIND_MAX	16

static struct dentry *crasher_file;

/* noinline: a module frame between the write and the kernel */
static noinline int crasher_fire(const char *kind)
{
	int ret = trigger_oops(kind);

	/* only an unknown kind returns */
	printk(KERN_ERR "crasher: no oops of kind '%s'\n", kind);
	return ret;
}

static long crash_write(const char *buf, size_t len, void *priv)
{
	char kind[KIND_MAX];
	size_t n = len;

	(void)priv;
	while (n && buf[n - 1] == '\n')
		n--;
	if (!n || n >= sizeof(kind))
		return -EINVAL;
	memcpy(kind, buf, n);
	kind[n] = '\0';
	return crasher_fire(kind) ? -EINVAL : (long)len;
}

static int __init crasher_init(void)
{
	crasher_file = fs_create_gen("proc/crasher", NULL, NULL);
	if (!crasher_file)
		return -ENOMEM;
	crasher_file->d_inode->store = crash_write;
	return 0;
}

static void __exit crasher_exit(void)
{
	fs_remove(crasher_file);
}

module_init(crasher_init);
module_exit(crasher_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("/proc/crasher: an oops across a module");
