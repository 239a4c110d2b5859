// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/core.c - device_create()/device_destroy(): a named device
 * in a class and, when it has a number, its node /dev/NAME
 * (drivers/base/devtmpfs.c), which is all a character-device module
 * needs from Linux's driver core to be opened from user space.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/slab.h"

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
	err = devt ? devtmpfs_create_node(dev->name, devt, 0) : 0;
	if (err) {
		kfree(dev);
		return ERR_PTR(err);
	}
	list_add_tail(&dev->node, &cls->devices);
	return dev;
}
EXPORT_SYMBOL(device_create);

void device_destroy(struct class *cls, dev_t devt)
{
	struct device *dev;

	list_for_each_entry(dev, &cls->devices, node)
		if (dev->devt == devt) {
			list_del(&dev->node);
			devtmpfs_delete_node(dev->name, devt);
			kfree(dev);
			return;
		}
}
EXPORT_SYMBOL(device_destroy);
