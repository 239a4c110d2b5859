// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/misc.c - misc devices: major 10 belongs to this driver,
 * whose open finds the miscdevice registered at the node's minor and
 * hands the file over to its operations, with file->private_data set to
 * the miscdevice (as Linux's misc_open() does).  A dynamic minor is
 * taken from 63 downwards, as Linux long did; /proc/misc lists them.
 * Each is a device of the class "misc" (/sys/class/misc/NAME, a link to
 * /sys/devices/virtual/misc/NAME), whose node is /dev/NODENAME with the
 * miscdevice's mode.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/miscdevice.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"

#define DYNAMIC_MINORS	64

static LIST_HEAD(misc_list);

static struct miscdevice *misc_find(int minor)
{
	struct miscdevice *c;

	list_for_each_entry(c, &misc_list, list)
		if (c->minor == minor)
			return c;
	return NULL;
}

static int misc_open(struct inode *inode, struct file *f)
{
	struct miscdevice *c = misc_find((int)iminor(inode));
	void *old = f->private_data;
	int err;

	if (!c)
		return -ENODEV;
	f->private_data = c;
	err = open_with_fops(inode, f, c->fops);
	if (err)
		f->private_data = old;
	return err;
}

static const struct file_operations misc_fops = {
	.open = misc_open,
};

static int dynamic_minor(void)
{
	int minor;

	for (minor = DYNAMIC_MINORS - 1; minor >= 0; minor--)
		if (!misc_find(minor))
			return minor;
	return -EBUSY;
}

static struct class *misc_class;

/* The node: nodename if the device has one (a copy), with its mode */
static char *misc_devnode(struct device *dev, umode_t *mode)
{
	struct miscdevice *c = dev_get_drvdata(dev);

	if (c->mode)
		*mode = c->mode;
	return c->nodename ? kstrdup(c->nodename, GFP_KERNEL) : NULL;
}

int misc_register(struct miscdevice *misc)
{
	int minor = misc->minor;

	if (minor == MISC_DYNAMIC_MINOR)
		minor = dynamic_minor();
	else if (minor < 0 || misc_find(minor))
		minor = -EBUSY;
	if (minor < 0)
		return minor;
	misc->this_device = device_create(misc_class, misc->parent,
					  MKDEV(MISC_MAJOR, minor), misc, "%s",
					  misc->name);
	if (IS_ERR(misc->this_device))
		return PTR_ERR(misc->this_device);
	misc->minor = minor;
	list_add(&misc->list, &misc_list);
	return 0;
}
EXPORT_SYMBOL(misc_register);

void misc_deregister(struct miscdevice *misc)
{
	list_del(&misc->list);
	device_destroy(misc_class, MKDEV(MISC_MAJOR, misc->minor));
}
EXPORT_SYMBOL(misc_deregister);

/* /proc/misc: "minor name" per device, newest first as Linux lists it */
static size_t misc_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	struct miscdevice *c;

	(void)priv;
	list_for_each_entry(c, &misc_list, list)
		seq_printf(&s, "%3i %s\n", c->minor, c->name);
	return s.len;
}

static int __init misc_init(void)
{
	int err = register_chrdev(MISC_MAJOR, "misc", &misc_fops);

	if (!err && !fs_create_gen("proc/misc", misc_show, NULL))
		err = -ENOMEM;
	if (!err) {
		misc_class = class_create("misc");
		err = PTR_ERR_OR_ZERO(misc_class);
	}
	if (!err)
		misc_class->devnode = misc_devnode;
	return err;
}
device_initcall(misc_init);
