// SPDX-License-Identifier: GPL-2.0
/*
 * sculld.c - scull's memory devices as LDD3's chapter 14 puts them on
 * lddbus: a driver "sculld" (its version in
 * /sys/bus/ldd/drivers/sculld/version), and devices sculld0 and
 * sculld1, each a page of memory behind a character device whose
 * numbers its "dev" attribute gives, for the user to mknod as the
 * book's sculld_load does.
 */
#include <linux/cdev.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include "lddbus.h"

MODULE_AUTHOR("oops386");
MODULE_LICENSE("Dual BSD/GPL");

#define SCULLD_NR_DEVS	2
#define SCULLD_SIZE	PAGE_SIZE

struct sculld_dev {
	char *data;
	size_t size;			/* bytes written so far */
	struct mutex lock;
	struct cdev cdev;
	char devname[20];
	struct ldd_device ldev;
};

static int sculld_major;
static struct sculld_dev *sculld_devices;

static struct ldd_driver sculld_driver = {
	.version = "$Revision: 1.21 $",
	.module = THIS_MODULE,
	.driver = {
		.name = "sculld",
	},
};

static int sculld_open(struct inode *inode, struct file *filp)
{
	struct sculld_dev *dev = container_of(inode->i_cdev, struct sculld_dev,
					      cdev);

	filp->private_data = dev;
	if ((filp->f_flags & O_ACCMODE) == O_WRONLY) {
		mutex_lock(&dev->lock);
		dev->size = 0;		/* opened to write: truncated */
		mutex_unlock(&dev->lock);
	}
	return 0;
}

static ssize_t sculld_read(struct file *filp, char __user *buf, size_t count,
			   loff_t *f_pos)
{
	struct sculld_dev *dev = filp->private_data;
	ssize_t ret;

	mutex_lock(&dev->lock);
	ret = simple_read_from_buffer(buf, count, f_pos, dev->data, dev->size);
	mutex_unlock(&dev->lock);
	return ret;
}

static ssize_t sculld_write(struct file *filp, const char __user *buf,
			    size_t count, loff_t *f_pos)
{
	struct sculld_dev *dev = filp->private_data;
	ssize_t ret;

	if (*f_pos >= SCULLD_SIZE)
		return -ENOSPC;
	mutex_lock(&dev->lock);
	ret = simple_write_to_buffer(dev->data, SCULLD_SIZE, f_pos, buf,
				     count);
	if (ret > 0 && *f_pos > dev->size)
		dev->size = *f_pos;
	mutex_unlock(&dev->lock);
	return ret;
}

static const struct file_operations sculld_fops = {
	.owner = THIS_MODULE,
	.open = sculld_open,
	.read = sculld_read,
	.write = sculld_write,
	.llseek = default_llseek,
};

/* "dev": the numbers to mknod, MAJOR:MINOR as LDD3 prints them */
static ssize_t sculld_show_dev(struct device *ddev,
			       struct device_attribute *attr, char *buf)
{
	struct sculld_dev *dev = dev_get_drvdata(ddev);

	return sysfs_emit(buf, "%d:%d\n", MAJOR(dev->cdev.dev),
			  MINOR(dev->cdev.dev));
}
static DEVICE_ATTR(dev, 0444, sculld_show_dev, NULL);

static int sculld_register_dev(struct sculld_dev *dev, int index)
{
	int ret;

	snprintf(dev->devname, sizeof(dev->devname), "sculld%d", index);
	dev->ldev.name = dev->devname;
	dev->ldev.driver = &sculld_driver;
	dev_set_drvdata(&dev->ldev.dev, dev);
	ret = register_ldd_device(&dev->ldev);
	if (ret) {
		put_device(&dev->ldev.dev);
		return ret;
	}
	ret = device_create_file(&dev->ldev.dev, &dev_attr_dev);
	if (ret)
		unregister_ldd_device(&dev->ldev);
	return ret;
}

static void sculld_unregister_dev(struct sculld_dev *dev)
{
	device_remove_file(&dev->ldev.dev, &dev_attr_dev);
	unregister_ldd_device(&dev->ldev);
}

static void sculld_cleanup(int registered)
{
	int i;

	for (i = 0; i < registered; i++) {
		cdev_del(&sculld_devices[i].cdev);
		sculld_unregister_dev(&sculld_devices[i]);
		kfree(sculld_devices[i].data);
	}
	kfree(sculld_devices);
	unregister_chrdev_region(MKDEV(sculld_major, 0), SCULLD_NR_DEVS);
}

/* Device i: its memory, its place on the bus, then its cdev */
static int sculld_setup_dev(int i)
{
	struct sculld_dev *dev = &sculld_devices[i];
	int ret;

	dev->data = kzalloc(SCULLD_SIZE, GFP_KERNEL);
	if (!dev->data)
		return -ENOMEM;
	mutex_init(&dev->lock);
	ret = sculld_register_dev(dev, i);
	if (ret)
		goto out_free;
	cdev_init(&dev->cdev, &sculld_fops);
	dev->cdev.owner = THIS_MODULE;
	ret = cdev_add(&dev->cdev, MKDEV(sculld_major, i), 1);
	if (!ret)
		return 0;
	sculld_unregister_dev(dev);
out_free:
	kfree(dev->data);
	return ret;
}

static int __init sculld_init(void)
{
	dev_t devno;
	int i, ret;

	ret = alloc_chrdev_region(&devno, 0, SCULLD_NR_DEVS, "sculld");
	if (ret)
		return ret;
	sculld_major = MAJOR(devno);
	ret = register_ldd_driver(&sculld_driver);
	if (ret)
		goto out_region;
	sculld_devices = kcalloc(SCULLD_NR_DEVS, sizeof(*sculld_devices),
				 GFP_KERNEL);
	ret = -ENOMEM;
	if (!sculld_devices)
		goto out_driver;
	for (i = 0; i < SCULLD_NR_DEVS; i++) {
		ret = sculld_setup_dev(i);
		if (ret) {
			sculld_cleanup(i);
			unregister_ldd_driver(&sculld_driver);
			return ret;
		}
	}
	return 0;

out_driver:
	unregister_ldd_driver(&sculld_driver);
out_region:
	unregister_chrdev_region(devno, SCULLD_NR_DEVS);
	return ret;
}

static void __exit sculld_exit(void)
{
	sculld_cleanup(SCULLD_NR_DEVS);
	unregister_ldd_driver(&sculld_driver);
}

module_init(sculld_init);
module_exit(sculld_exit);
