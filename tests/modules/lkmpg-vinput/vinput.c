// SPDX-License-Identifier: GPL-2.0
/*
 * vinput.c - in the manner of LKMPG's virtual input layer (vinput.h):
 * a class "vinput" of its own whose class attributes export and
 * unexport make and remove devices, each an embedded struct device with
 * a number (so /dev/vinputN appears) and a release() that frees it, and
 * an input device allocated for it that the kind's init() registers.
 *
 *	echo vkbd > /sys/class/vinput/export	# makes vinput0
 *	echo +30 > /dev/vinput0			# KEY_A pressed
 *	echo 0 > /sys/class/vinput/unexport
 *
 * An exported device holds a reference on this module, so rmmod waits
 * for unexport, as in the book.
 */
#include <linux/bitops.h>
#include <linux/cdev.h>
#include <linux/fs.h>
#include <linux/input.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "vinput.h"

#define DRIVER_NAME "vinput"

static DECLARE_BITMAP(vinput_ids, MAX_VINPUT);
static LIST_HEAD(vinput_kinds);		/* struct vinput_device */
static LIST_HEAD(vinput_vdevices);	/* struct vinput */
static DEFINE_SPINLOCK(vinput_lock);
static int vinput_major;
static struct class vinput_class;

/* The kind whose name the written text is (a newline may end it) */
static struct vinput_device *vinput_find_kind(const char *buf)
{
	struct vinput_device *kind, *found = NULL;
	size_t len = strcspn(buf, "\n");

	spin_lock(&vinput_lock);
	list_for_each_entry(kind, &vinput_kinds, list)
		if (strlen(kind->name) == len && !strncmp(buf, kind->name, len))
			found = kind;
	spin_unlock(&vinput_lock);
	return found;
}

static struct vinput *vinput_find(long id)
{
	struct vinput *vinput, *found = NULL;

	spin_lock(&vinput_lock);
	list_for_each_entry(vinput, &vinput_vdevices, list)
		if (vinput->id == id)
			found = vinput;
	spin_unlock(&vinput_lock);
	return found;
}

static int vinput_open(struct inode *inode, struct file *file)
{
	struct vinput *vinput = vinput_find(iminor(inode));

	if (!vinput)
		return -ENODEV;
	file->private_data = vinput;
	return 0;
}

static ssize_t vinput_read(struct file *file, char __user *buf, size_t count,
			   loff_t *ppos)
{
	struct vinput *vinput = file->private_data;
	char text[VINPUT_MAX_LEN + 1];
	int len = vinput->type->ops->read(vinput, text, sizeof(text));

	return simple_read_from_buffer(buf, count, ppos, text, len);
}

static ssize_t vinput_write(struct file *file, const char __user *buf,
			    size_t count, loff_t *ppos)
{
	struct vinput *vinput = file->private_data;
	char text[VINPUT_MAX_LEN + 1];

	if (count > VINPUT_MAX_LEN) {
		dev_warn(&vinput->dev, "too long, %d bytes allowed\n",
			 VINPUT_MAX_LEN);
		return -EINVAL;
	}
	if (copy_from_user(text, buf, count))
		return -EFAULT;
	text[count] = '\0';
	return vinput->type->ops->send(vinput, text, count);
}

static const struct file_operations vinput_fops = {
	.owner = THIS_MODULE,
	.open = vinput_open,
	.read = vinput_read,
	.write = vinput_write,
};

/* The last reference to the device is gone: its memory and id go */
static void vinput_release_dev(struct device *dev)
{
	struct vinput *vinput = container_of(dev, struct vinput, dev);

	spin_lock(&vinput_lock);
	list_del(&vinput->list);
	clear_bit(vinput->id, vinput_ids);
	spin_unlock(&vinput_lock);
	pr_debug("vinput: released vinput%ld\n", vinput->id);
	kfree(vinput);
	module_put(THIS_MODULE);
}

/* A free id, taken, or -ENOBUFS */
static long vinput_take_id(void)
{
	long id;

	spin_lock(&vinput_lock);
	id = find_first_zero_bit(vinput_ids, MAX_VINPUT);
	if (id < MAX_VINPUT)
		set_bit(id, vinput_ids);
	spin_unlock(&vinput_lock);
	return id < MAX_VINPUT ? id : -ENOBUFS;
}

/* The device, registered (with its node), and its input device */
static struct vinput *vinput_create(struct vinput_device *kind)
{
	struct vinput *vinput = kzalloc(sizeof(*vinput), GFP_KERNEL);
	int err;

	if (!vinput)
		return ERR_PTR(-ENOMEM);
	vinput->id = vinput_take_id();
	if (vinput->id < 0) {
		err = vinput->id;
		kfree(vinput);
		return ERR_PTR(err);
	}
	__module_get(THIS_MODULE);	/* given back by vinput_release_dev() */
	spin_lock_init(&vinput->lock);
	vinput->type = kind;
	spin_lock(&vinput_lock);
	list_add(&vinput->list, &vinput_vdevices);
	spin_unlock(&vinput_lock);
	vinput->dev.class = &vinput_class;
	vinput->dev.devt = MKDEV(vinput_major, vinput->id);
	vinput->dev.release = vinput_release_dev;
	dev_set_name(&vinput->dev, DRIVER_NAME "%ld", vinput->id);
	err = device_register(&vinput->dev);
	if (err) {
		put_device(&vinput->dev);	/* release() frees it */
		return ERR_PTR(err);
	}
	return vinput;
}

/* The kind's init() sets what the device can send and registers it */
static int vinput_start(struct vinput *vinput)
{
	struct input_dev *input = input_allocate_device();
	int err;

	if (!input)
		return -ENOMEM;
	input->name = vinput->type->name;
	input->phys = DRIVER_NAME;
	input->dev.parent = &vinput->dev;
	input->id.bustype = BUS_VIRTUAL;
	input->id.vendor = 0x0000;
	input->id.product = 0x0000;
	input->id.version = 0x0000;
	vinput->input = input;
	err = vinput->type->ops->init(vinput);
	if (err) {
		input_free_device(input);
		vinput->input = NULL;
		return err;
	}
	dev_info(&vinput->dev, "registered virtual input %s %ld\n",
		 vinput->type->name, vinput->id);
	return 0;
}

static void vinput_stop(struct vinput *vinput)
{
	input_unregister_device(vinput->input);
	if (vinput->type->ops->kill)
		vinput->type->ops->kill(vinput);
	device_unregister(&vinput->dev);
}

static ssize_t export_store(struct class *class, struct class_attribute *attr,
			    const char *buf, size_t len)
{
	struct vinput_device *kind = vinput_find_kind(buf);
	struct vinput *vinput;
	int err;

	if (!kind) {
		pr_info("vinput: no virtual device of that kind\n");
		return -ENODEV;
	}
	vinput = vinput_create(kind);
	if (IS_ERR(vinput))
		return PTR_ERR(vinput);
	err = vinput_start(vinput);
	if (err) {
		device_unregister(&vinput->dev);
		return err;
	}
	return len;
}
static CLASS_ATTR_WO(export);

static ssize_t unexport_store(struct class *class,
			      struct class_attribute *attr, const char *buf,
			      size_t len)
{
	struct vinput *vinput;
	long id;

	if (kstrtol(buf, 10, &id))
		return -EINVAL;
	vinput = vinput_find(id);
	if (!vinput) {
		pr_err("vinput: no vinput device %ld\n", id);
		return -ENODEV;
	}
	vinput_stop(vinput);
	return len;
}
static CLASS_ATTR_WO(unexport);

static struct attribute *vinput_class_attrs[] = {
	&class_attr_export.attr,
	&class_attr_unexport.attr,
	NULL,
};
ATTRIBUTE_GROUPS(vinput_class);

static struct class vinput_class = {
	.name = DRIVER_NAME,
	.owner = THIS_MODULE,
	.class_groups = vinput_class_groups,
};

int vinput_register(struct vinput_device *kind)
{
	spin_lock(&vinput_lock);
	list_add(&kind->list, &vinput_kinds);
	spin_unlock(&vinput_lock);
	pr_info("vinput: registered virtual input device '%s'\n", kind->name);
	return 0;
}
EXPORT_SYMBOL(vinput_register);

/* Devices of the kind still exported go with it */
void vinput_unregister(struct vinput_device *kind)
{
	struct vinput *vinput, *next;

	spin_lock(&vinput_lock);
	list_del(&kind->list);
	spin_unlock(&vinput_lock);
	list_for_each_entry_safe(vinput, next, &vinput_vdevices, list)
		if (vinput->type == kind)
			vinput_stop(vinput);
	pr_info("vinput: unregistered virtual input device '%s'\n", kind->name);
}
EXPORT_SYMBOL(vinput_unregister);

static int __init vinput_init(void)
{
	int err;

	vinput_major = register_chrdev(0, DRIVER_NAME, &vinput_fops);
	if (vinput_major < 0)
		return vinput_major;
	err = class_register(&vinput_class);
	if (err) {
		unregister_chrdev(vinput_major, DRIVER_NAME);
		return err;
	}
	pr_info("vinput: virtual input driver, major %d\n", vinput_major);
	return 0;
}

static void __exit vinput_exit(void)
{
	class_unregister(&vinput_class);
	unregister_chrdev(vinput_major, DRIVER_NAME);
	pr_info("vinput: unloaded\n");
}

module_init(vinput_init);
module_exit(vinput_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Virtual input devices, exported through sysfs");
