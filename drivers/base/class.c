// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/class.c - device classes: a name, the directory
 * /sys/class/NAME with the attributes the class declares (class_groups,
 * class_create_file()), and the devices made in it
 * (include/linux/device.h).  A driver registers a class of its own
 * (class_register(): LKMPG's vinput) or has one allocated
 * (class_create()).  A class is a kobject under /sys/class; its
 * attribute files call the class_attribute's show and store.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/slab.h"

static struct kobject *class_kobj;	/* /sys/class */

static struct class *to_class(struct kobject *kobj)
{
	return container_of(kobj, struct class, kobj);
}

static ssize_t class_attr_show(struct kobject *kobj, struct attribute *attr,
			       char *buf)
{
	struct class_attribute *ca = container_of(attr, struct class_attribute,
						  attr);

	return ca->show ? ca->show(to_class(kobj), ca, buf) : -EIO;
}

static ssize_t class_attr_store(struct kobject *kobj, struct attribute *attr,
				const char *buf, size_t count)
{
	struct class_attribute *ca = container_of(attr, struct class_attribute,
						  attr);

	return ca->store ? ca->store(to_class(kobj), ca, buf, count) : -EIO;
}

static const struct sysfs_ops class_sysfs_ops = {
	.show = class_attr_show,
	.store = class_attr_store,
};

/* The last put: the class's owner frees it, if it asked to */
static void class_release(struct kobject *kobj)
{
	struct class *cls = to_class(kobj);

	if (cls->class_release)
		cls->class_release(cls);
}

static const struct kobj_type class_ktype = {
	.release = class_release,
	.sysfs_ops = &class_sysfs_ops,
};

/* /sys/class/NAME and the class's own attributes in it */
int class_register(struct class *cls)
{
	int err;

	INIT_LIST_HEAD(&cls->devices);
	INIT_LIST_HEAD(&cls->glue_dirs);
	err = kobject_init_and_add(&cls->kobj, &class_ktype, class_kobj, "%s",
				   cls->name);
	if (!err)
		err = sysfs_create_groups(&cls->kobj, cls->class_groups);
	if (err) {	/* the caller still owns cls: only the name goes */
		kobject_del(&cls->kobj);
		kfree(cls->kobj.name);
		cls->kobj.name = NULL;
	}
	return err;
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
	kobject_put(&cls->kobj);
}
EXPORT_SYMBOL(class_unregister);

static void class_create_release(struct class *cls)
{
	kfree(cls);
}

struct class *class_create_name(const char *name)
{
	struct class *cls = kzalloc(sizeof(*cls), GFP_KERNEL);
	int err;

	if (!cls)
		return ERR_PTR(-ENOMEM);
	cls->name = name;
	cls->class_release = class_create_release;
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
	if (!IS_ERR_OR_NULL(cls))
		class_unregister(cls);
}
EXPORT_SYMBOL(class_destroy);

int class_create_file(struct class *cls, const struct class_attribute *attr)
{
	return sysfs_create_file(&cls->kobj, &attr->attr);
}
EXPORT_SYMBOL(class_create_file);

void class_remove_file(struct class *cls, const struct class_attribute *attr)
{
	sysfs_remove_file(&cls->kobj, &attr->attr);
}
EXPORT_SYMBOL(class_remove_file);

void __init classes_init(void)
{
	class_kobj = kobject_create_and_add("class", NULL);
	if (!class_kobj)
		panic("driver core: cannot create /sys/class");
}
