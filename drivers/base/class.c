// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/class.c - device classes: a name and the devices made in
 * it (include/linux/device.h).  A driver either registers a class of
 * its own (class_register(): LKMPG's vinput) or has one allocated
 * (class_create()).  Linux also shows each as /sys/class/NAME.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/slab.h"

int class_register(struct class *cls)
{
	INIT_LIST_HEAD(&cls->devices);
	return 0;
}
EXPORT_SYMBOL(class_register);

/* Devices still in it go too, with their nodes, and are reported */
void class_unregister(struct class *cls)
{
	struct device *dev, *n;

	list_for_each_entry_safe(dev, n, &cls->devices, node) {
		printk(KERN_WARNING "class %s: device %s still there: "
		       "destroyed\n", cls->name, dev->name);
		device_unregister(dev);
	}
}
EXPORT_SYMBOL(class_unregister);

struct class *class_create_name(const char *name)
{
	struct class *cls = kzalloc(sizeof(*cls), GFP_KERNEL);
	int err;

	if (!cls)
		return ERR_PTR(-ENOMEM);
	cls->name = name;
	err = class_register(cls);
	if (err) {
		kfree(cls);
		return ERR_PTR(err);
	}
	return cls;
}
EXPORT_SYMBOL(class_create_name);

void class_destroy(struct class *cls)
{
	if (IS_ERR_OR_NULL(cls))
		return;
	class_unregister(cls);
	kfree(cls);
}
EXPORT_SYMBOL(class_destroy);
