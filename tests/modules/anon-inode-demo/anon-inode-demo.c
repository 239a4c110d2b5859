// SPDX-License-Identifier: GPL-2.0
/*
 * anon-inode-demo: an ioctl that hands user space a new descriptor
 * (linux/anon_inodes.h), as linux-kernel-module-cheat's anonymous_inode
 * and KVM's KVM_CREATE_VM do.  /sys/kernel/debug/anon_inode_demo's
 * ANON_DEMO_GET_FD makes a file of its own operations, with a counter
 * of its own as priv: each read(2) gives the next power of 16 in hex;
 * its release says how many reads it had and frees the counter.
 * tests/glibc/anoncheck is the process (tests/kernel/test_anon_inode.py).
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/anon_inodes.h>
#include <linux/debugfs.h>
#include <linux/fcntl.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("anon_inode_getfd(): a new descriptor from an ioctl");

#define ANON_DEMO_GET_FD _IOR(0x33, 0, int)

struct counter {
	u32 value;
	int reads;
};

static ssize_t counter_read(struct file *f, char __user *buf, size_t len,
			    loff_t *off)
{
	struct counter *c = f->private_data;
	char text[9];
	size_t n = scnprintf(text, sizeof(text), "%x", c->value);

	if (len < n)
		return -EINVAL;
	if (copy_to_user(buf, text, n))
		return -EFAULT;
	c->value = c->value << 4 ?: 1;
	c->reads++;
	return n;
}

static int counter_release(struct inode *inode, struct file *f)
{
	struct counter *c = f->private_data;

	pr_info("released after %d reads\n", c->reads);
	kfree(c);
	return 0;
}

static const struct file_operations counter_fops = {
	.owner = THIS_MODULE,
	.read = counter_read,
	.release = counter_release,
};

static long demo_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct counter *c;
	int fd;

	if (cmd != ANON_DEMO_GET_FD)
		return -ENOTTY;
	c = kzalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return -ENOMEM;
	c->value = 1;
	fd = anon_inode_getfd("anon_demo", &counter_fops, c,
			      O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		kfree(c);
		return fd;
	}
	pr_info("made a counter\n");
	return put_user(fd, (int __user *)arg);
}

static const struct file_operations demo_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = demo_ioctl,
};

static struct dentry *demo_file;

static int __init anon_demo_init(void)
{
	demo_file = debugfs_create_file("anon_inode_demo", 0400, NULL, NULL,
					&demo_fops);
	return 0;
}

static void __exit anon_demo_exit(void)
{
	debugfs_remove(demo_file);
	pr_info("gone\n");
}

module_init(anon_demo_init);
module_exit(anon_demo_exit);
