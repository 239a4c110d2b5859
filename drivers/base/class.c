// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/class.c - device classes: a name and the devices made in
 * it (include/linux/device.h).  Linux also shows each as
 * /sys/class/NAME; oops386 keeps only what device_create() needs.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/slab.h"

struct class *class_create_name(const char *name)
{
	struct class *cls = kzalloc(sizeof(*cls), GFP_KERNEL);

	if (!cls)
		return ERR_PTR(-ENOMEM);
	cls->name = name;
	INIT_LIST_HEAD(&cls->devices);
	return cls;
}
EXPORT_SYMBOL(class_create_name);

/* Devices still in it go too, with their nodes, and are reported */
void class_destroy(struct class *cls)
{
	struct device *dev, *n;

	if (IS_ERR_OR_NULL(cls))
		return;
	list_for_each_entry_safe(dev, n, &cls->devices, node) {
		printk(KERN_WARNING "class %s: device %s still there: "
		       "destroyed\n", cls->name, dev->name);
		device_destroy(cls, dev->devt);
	}
	kfree(cls);
}
EXPORT_SYMBOL(class_destroy);
