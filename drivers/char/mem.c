// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/mem.c - /dev/null and /dev/zero (null(4)): the first reads
 * end-of-file and swallows writes, the second reads zeroes.  Also makes
 * /dev itself, with the terminal's nodes (drivers/char/tty_io.c), and
 * registers their numbers as Linux's devices.txt assigns them (major 1
 * "mem": 3 null, 5 zero; 5,0 /dev/tty; 5,1 /dev/console), so a node
 * made with mknod(2) reaches them too.
 */
#include "linux/kernel.h"
#include "linux/cdev.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"

static ssize_t null_read(struct file *f, char __user *buf, size_t count,
			 loff_t *pos)
{
	(void)f, (void)buf, (void)count, (void)pos;
	return 0;
}

static ssize_t null_write(struct file *f, const char __user *buf,
			  size_t count, loff_t *pos)
{
	(void)f, (void)buf, (void)pos;
	return (ssize_t)count;
}

static ssize_t zero_read(struct file *f, char __user *buf, size_t count,
			 loff_t *pos)
{
	(void)f, (void)pos;
	return clear_user(buf, count) ? -EFAULT : (ssize_t)count;
}

const struct file_operations null_fops = {
	.read = null_read,
	.write = null_write,
};

const struct file_operations zero_fops = {
	.read = zero_read,
	.write = null_write,
};

#define MEM_MAJOR	1
#define TTYAUX_MAJOR	5

static int memory_open(struct inode *inode, struct file *f)
{
	switch (iminor(inode)) {
	case 3:
		return open_with_fops(inode, f, &null_fops);
	case 5:
		return open_with_fops(inode, f, &zero_fops);
	default:
		return -ENXIO;
	}
}

static const struct file_operations memory_fops = {
	.open = memory_open,
};

static struct cdev tty_cdev, console_cdev;

/* One number of the terminal's, under the name /proc/devices shows */
static void __init tty_region(struct cdev *cdev, dev_t dev, const char *name)
{
	cdev_init(cdev, &tty_fops);
	if (register_chrdev_region(dev, 1, name) || cdev_add(cdev, dev, 1))
		printk(KERN_ERR "%s: cannot register %u:%u\n", name,
		       MAJOR(dev), MINOR(dev));
}

static void __init node(const char *path, const struct file_operations *fops,
			dev_t dev)
{
	struct inode *inode = fs_create_dev(path, fops);

	if (inode)
		inode->i_rdev = dev;
}

void __init dev_init(void)
{
	if (register_chrdev(MEM_MAJOR, "mem", &memory_fops))
		printk(KERN_ERR "mem: cannot register major %d\n", MEM_MAJOR);
	tty_region(&tty_cdev, MKDEV(TTYAUX_MAJOR, 0), "/dev/tty");
	tty_region(&console_cdev, MKDEV(TTYAUX_MAJOR, 1), "/dev/console");
	node("dev/null", &null_fops, MKDEV(MEM_MAJOR, 3));
	node("dev/zero", &zero_fops, MKDEV(MEM_MAJOR, 5));
	node("dev/console", &tty_fops, MKDEV(TTYAUX_MAJOR, 1));
	node("dev/tty", &tty_fops, MKDEV(TTYAUX_MAJOR, 0));
}
