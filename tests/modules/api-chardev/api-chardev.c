// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-chardev/api-chardev.c - a character device in the
 * style of LDD3's scull and LKMPG's chardev: two minors from
 * alloc_chrdev_region(), a struct cdev embedded in each device (found
 * again in open with container_of(inode->i_cdev, ...)), nodes made
 * by device_create(), a buffer read, written and seeked through
 * file->private_data, and THIS_MODULE as the operations' owner.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/uaccess.h>

#define NR_DEVS	2
#define BUF_LEN	64

struct buf_dev {
	struct cdev cdev;
	char data[BUF_LEN];
	size_t len;
	int opens;
};

static dev_t first;
static struct buf_dev devs[NR_DEVS];
static struct class *cls;

static int buf_open(struct inode *inode, struct file *filp)
{
	struct buf_dev *dev = container_of(inode->i_cdev, struct buf_dev, cdev);

	filp->private_data = dev;
	dev->opens++;
	pr_info("chardev: open %u:%u (open #%d)\n", imajor(inode),
		iminor(inode), dev->opens);
	return 0;
}

static int buf_release(struct inode *inode, struct file *filp)
{
	pr_info("chardev: release %u\n", iminor(inode));
	return 0;
}

static ssize_t buf_read(struct file *filp, char __user *ubuf, size_t count,
			loff_t *ppos)
{
	struct buf_dev *dev = filp->private_data;

	if (*ppos >= (loff_t)dev->len)
		return 0;
	if (count > dev->len - *ppos)
		count = dev->len - *ppos;
	if (copy_to_user(ubuf, dev->data + *ppos, count))
		return -EFAULT;
	*ppos += count;
	return count;
}

/* Writes land at the position; the buffer's length grows to cover them */
static ssize_t buf_write(struct file *filp, const char __user *ubuf,
			 size_t count, loff_t *ppos)
{
	struct buf_dev *dev = filp->private_data;

	if (*ppos >= BUF_LEN)
		return -ENOSPC;
	if (count > BUF_LEN - *ppos)
		count = BUF_LEN - *ppos;
	if (copy_from_user(dev->data + *ppos, ubuf, count))
		return -EFAULT;
	*ppos += count;
	if (dev->len < *ppos)
		dev->len = *ppos;
	return count;
}

static loff_t buf_llseek(struct file *filp, loff_t off, int whence)
{
	struct buf_dev *dev = filp->private_data;

	return generic_file_llseek_size(filp, off, whence, BUF_LEN, dev->len);
}

static const struct file_operations buf_fops = {
	.owner = THIS_MODULE,
	.llseek = buf_llseek,
	.read = buf_read,
	.write = buf_write,
	.open = buf_open,
	.release = buf_release,
};

static void remove_devs(int n)
{
	while (n--) {
		device_destroy(cls, MKDEV(MAJOR(first), n));
		cdev_del(&devs[n].cdev);
	}
}

static int __init chardev_init(void)
{
	int i, err = alloc_chrdev_region(&first, 0, NR_DEVS, "apichr");

	if (err)
		return err;
	cls = class_create("apichr");
	if (IS_ERR(cls)) {
		unregister_chrdev_region(first, NR_DEVS);
		return PTR_ERR(cls);
	}
	for (i = 0; i < NR_DEVS; i++) {
		struct device *d;

		cdev_init(&devs[i].cdev, &buf_fops);
		devs[i].cdev.owner = THIS_MODULE;
		err = cdev_add(&devs[i].cdev, MKDEV(MAJOR(first), i), 1);
		d = err ? NULL : device_create(cls, NULL, MKDEV(MAJOR(first), i),
					       NULL, "apichr%d", i);
		if (IS_ERR_OR_NULL(d)) {
			if (!err)
				cdev_del(&devs[i].cdev);
			remove_devs(i);
			class_destroy(cls);
			unregister_chrdev_region(first, NR_DEVS);
			return err ? err : PTR_ERR(d);
		}
	}
	pr_info("chardev: major %d, minors 0-%d\n", MAJOR(first), NR_DEVS - 1);
	return 0;
}

static void __exit chardev_exit(void)
{
	remove_devs(NR_DEVS);
	class_destroy(cls);
	unregister_chrdev_region(first, NR_DEVS);
	pr_info("chardev: gone, minor 0 held \"%.*s\"\n", (int)devs[0].len,
		devs[0].data);
}

module_init(chardev_init);
module_exit(chardev_exit);
MODULE_LICENSE("GPL");
