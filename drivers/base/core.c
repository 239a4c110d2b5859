// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/core.c - device_create()/device_destroy(): a named device
 * in a class, its directory /sys/class/CLASS/NAME (with "dev", its
 * numbers, and the class's dev_groups) and, when it has a number, its
 * node /dev/NAME (drivers/base/devtmpfs.c), which is all a
 * character-device module needs from Linux's driver core to be opened
 * from user space; device_create_file() adds attributes.
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

/* device_destroy() frees the device; its kobject has nothing to free */
static void device_release(struct kobject *kobj)
{
	(void)kobj;
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

/* The directory with "dev" (if numbered) and the class's groups */
static int device_add_sysfs(struct device *dev)
{
	int err;

	kobject_init(&dev->kobj, &device_ktype);
	err = kobject_add(&dev->kobj, &dev->class->kobj, "%s", dev->name);
	if (!err && dev->devt)
		err = device_create_file(dev, &dev_attr_dev);
	if (!err)
		err = sysfs_create_groups(&dev->kobj, dev->class->dev_groups);
	if (err)
		kobject_put(&dev->kobj);
	return err;
}

struct device *device_create(struct class *cls, struct device *parent,
			     dev_t devt, void *drvdata, const char *fmt, ...)
{
	struct device *dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	va_list ap;
	int err;

	if (!dev)
		return ERR_PTR(-ENOMEM);
	va_start(ap, fmt);
	vsnprintf(dev->name, sizeof(dev->name), fmt, ap);
	va_end(ap);
	dev->parent = parent;
	dev->class = cls;
	dev->devt = devt;
	dev->driver_data = drvdata;
	err = device_add_sysfs(dev);
	if (err)
		goto free;
	err = devt ? devtmpfs_create_node(dev->name, devt, 0) : 0;
	if (err)
		goto put;
	list_add_tail(&dev->node, &cls->devices);
	return dev;
put:
	kobject_put(&dev->kobj);
free:
	kfree(dev);
	return ERR_PTR(err);
}
EXPORT_SYMBOL(device_create);

void device_destroy(struct class *cls, dev_t devt)
{
	struct device *dev;

	list_for_each_entry(dev, &cls->devices, node)
		if (dev->devt == devt) {
			list_del(&dev->node);
			devtmpfs_delete_node(dev->name, devt);
			kobject_put(&dev->kobj);
			kfree(dev);
			return;
		}
}
EXPORT_SYMBOL(device_destroy);
