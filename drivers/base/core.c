// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/core.c - devices: a name, a place among its parent's and
 * its class's, a reference count (its kobject's) and a release(), its
 * directory /sys/class/CLASS/NAME (with "dev", its numbers, and the
 * class's dev_groups; device_create_file() adds attributes) and, when
 * it has a number, its node /dev/NAME (drivers/base/devtmpfs.c).
 *
 * A driver either embeds a struct device and registers it
 * (dev_set_name(), device_register(), device_unregister(): LKMPG's
 * vinput does) or lets device_create() allocate one.  As in Linux the
 * memory goes when the last reference does: put_device() calls the
 * release() the owner set, and a device without one is reported, as
 * Linux's kobject core reports it.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/slab.h"

static struct device *kobj_to_dev(struct kobject *kobj)
{
	return container_of(kobj, struct device, kobj);
}

static ssize_t dev_attr_show(struct kobject *kobj, struct attribute *attr,
			     char *buf)
{
	struct device_attribute *da = container_of(attr,
						   struct device_attribute,
						   attr);

	return da->show ? da->show(kobj_to_dev(kobj), da, buf) : -EIO;
}

static ssize_t dev_attr_store(struct kobject *kobj, struct attribute *attr,
			      const char *buf, size_t count)
{
	struct device_attribute *da = container_of(attr,
						   struct device_attribute,
						   attr);

	return da->store ? da->store(kobj_to_dev(kobj), da, buf, count) :
			   -EIO;
}

static const struct sysfs_ops dev_sysfs_ops = {
	.show = dev_attr_show,
	.store = dev_attr_store,
};

/* The last reference: the owner's release() frees the device */
static void device_release(struct kobject *kobj)
{
	struct device *dev = kobj_to_dev(kobj);

	if (dev->release)
		dev->release(dev);
	else
		printk(KERN_ERR "Device '%s' does not have a release() "
		       "function, it is broken and must be fixed.\n",
		       dev_name(dev));
}

static const struct kobj_type device_ktype = {
	.release = device_release,
	.sysfs_ops = &dev_sysfs_ops,
};

/* "dev": the device's numbers as MAJOR:MINOR, what udev reads */
static ssize_t dev_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%u:%u\n", MAJOR(dev->devt), MINOR(dev->devt));
}
static DEVICE_ATTR_RO(dev);

int device_create_file(struct device *dev,
		       const struct device_attribute *attr)
{
	return dev ? sysfs_create_file(&dev->kobj, &attr->attr) : -EINVAL;
}
EXPORT_SYMBOL(device_create_file);

void device_remove_file(struct device *dev,
			const struct device_attribute *attr)
{
	if (dev)
		sysfs_remove_file(&dev->kobj, &attr->attr);
}
EXPORT_SYMBOL(device_remove_file);

/* The directory with "dev" (if numbered) and the class's groups; a
 * device of no class has none here */
static int device_add_sysfs(struct device *dev)
{
	int err;

	if (!dev->class)
		return 0;
	err = kobject_add(&dev->kobj, &dev->class->kobj, "%s", dev->name);
	if (!err && dev->devt)
		err = device_create_file(dev, &dev_attr_dev);
	if (!err)
		err = sysfs_create_groups(&dev->kobj, dev->class->dev_groups);
	if (err)
		kobject_del(&dev->kobj);
	return err;
}

static int dev_vset_name(struct device *dev, const char *fmt, va_list ap)
{
	int n = vsnprintf(dev->name, sizeof(dev->name), fmt, ap);

	return n < (int)sizeof(dev->name) ? 0 : -ENAMETOOLONG;
}

int dev_set_name(struct device *dev, const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = dev_vset_name(dev, fmt, ap);
	va_end(ap);
	return err;
}
EXPORT_SYMBOL(dev_set_name);

void device_initialize(struct device *dev)
{
	INIT_LIST_HEAD(&dev->node);
	kobject_init(&dev->kobj, &device_ktype);
}
EXPORT_SYMBOL(device_initialize);

struct device *get_device(struct device *dev)
{
	if (dev)
		kobject_get(&dev->kobj);
	return dev;
}
EXPORT_SYMBOL(get_device);

void put_device(struct device *dev)
{
	if (dev)
		kobject_put(&dev->kobj);
}
EXPORT_SYMBOL(put_device);

/* Visible: in /sys, in its class's list and, with a number, as /dev/NAME */
int device_add(struct device *dev)
{
	int err;

	if (!dev->name[0])
		return -EINVAL;		/* Linux: "error: no name" */
	err = device_add_sysfs(dev);
	if (err)
		return err;
	err = dev->devt ? devtmpfs_create_node(dev->name, dev->devt, 0) : 0;
	if (err) {
		kobject_del(&dev->kobj);
		return err;
	}
	get_device(dev->parent);
	if (dev->class)
		list_add_tail(&dev->node, &dev->class->devices);
	dev->registered = true;
	return 0;
}
EXPORT_SYMBOL(device_add);

void device_del(struct device *dev)
{
	if (!dev->registered)
		return;
	dev->registered = false;
	list_del_init(&dev->node);
	if (dev->devt)
		devtmpfs_delete_node(dev->name, dev->devt);
	kobject_del(&dev->kobj);
	put_device(dev->parent);
}
EXPORT_SYMBOL(device_del);

int device_register(struct device *dev)
{
	device_initialize(dev);
	return device_add(dev);
}
EXPORT_SYMBOL(device_register);

void device_unregister(struct device *dev)
{
	device_del(dev);
	put_device(dev);
}
EXPORT_SYMBOL(device_unregister);

static void device_create_release(struct device *dev)
{
	kfree(dev);
}

struct device *device_create(struct class *cls, struct device *parent,
			     dev_t devt, void *drvdata, const char *fmt, ...)
{
	struct device *dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	va_list ap;
	int err;

	if (!dev)
		return ERR_PTR(-ENOMEM);
	device_initialize(dev);
	dev->parent = parent;
	dev->class = cls;
	dev->devt = devt;
	dev->driver_data = drvdata;
	dev->release = device_create_release;
	va_start(ap, fmt);
	err = dev_vset_name(dev, fmt, ap);
	va_end(ap);
	if (!err)
		err = device_add(dev);
	if (err) {
		put_device(dev);
		return ERR_PTR(err);
	}
	return dev;
}
EXPORT_SYMBOL(device_create);

void device_destroy(struct class *cls, dev_t devt)
{
	struct device *dev;

	list_for_each_entry(dev, &cls->devices, node)
		if (dev->devt == devt) {
			device_unregister(dev);
			return;
		}
}
EXPORT_SYMBOL(device_destroy);

/*
 * Its path under /sys, as Linux's get_device_parent() places it: a
 * class device with no parent lives in /devices/virtual/CLASS/, one
 * whose parent is not a class device in a directory named after its
 * class below the parent (.../serio0/input/input0).
 */
size_t device_path(const struct device *dev, char *buf, size_t size)
{
	size_t n;

	if (dev->parent)
		n = device_path(dev->parent, buf, size);
	else
		n = snprintf(buf, size, "/devices%s",
			     dev->class ? "/virtual" : "");
	if (dev->class && (!dev->parent || !dev->parent->class))
		n += snprintf(buf + min(n, size), size - min(n, size), "/%s",
			      dev->class->name);
	return n + snprintf(buf + min(n, size), size - min(n, size), "/%s",
			    dev->name);
}
EXPORT_SYMBOL(device_path);
