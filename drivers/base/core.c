// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/core.c - devices: a name, a place in the tree under
 * /sys/devices (below its parent's directory; a class device of no
 * parent in /sys/devices/virtual/CLASS/, one whose parent is of no
 * class in PARENT/CLASS/, as Linux 6.1's get_device_parent() puts
 * them), a reference count (its kobject's) and a release().  Its
 * directory has "uevent" (the variables its events carry), "dev" (its
 * numbers, if it has some) and the groups of its class, bus and own;
 * links lead to it from /sys/class/CLASS/NAME and
 * /sys/bus/BUS/devices/NAME and back ("subsystem").  A numbered device
 * gets its node /dev/NAME (drivers/base/devtmpfs.c), and user space
 * is told (KOBJ_ADD, KOBJ_REMOVE: lib/kobject_uevent.c).
 *
 * A driver either embeds a struct device and registers it
 * (dev_set_name() or init_name, device_register(), device_unregister():
 * LDD3's lddbus, LKMPG's vinput) or lets device_create() allocate one.
 * As in Linux the memory goes when the last reference does:
 * put_device() calls the release() the owner set, and a device without
 * one is reported, as Linux's kobject core reports it.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/slab.h"
#include "base.h"

struct kobject *devices_kobj;		/* /sys/devices */
static struct kobject *virtual_kobj;	/* /sys/devices/virtual */

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

	/* what was got for it with no driver bound goes with it (Linux) */
	devres_release_all(dev);
	if (dev->release)
		dev->release(dev);
	else
		printk(KERN_ERR "Device '%s' does not have a release() "
		       "function, it is broken and must be fixed.\n",
		       dev_name(dev));
}

/* dev's node under /dev and its mode (0: 0600), as its class's
 * devnode() may give them (misc: nodename, mode); *tmp is to be freed */
static const char *device_get_devnode(struct device *dev, umode_t *mode,
				      char **tmp)
{
	*tmp = NULL;
	*mode = 0;
	if (dev->class && dev->class->devnode)
		*tmp = dev->class->devnode(dev, mode);
	return *tmp ?: dev_name(dev);
}

/* What every event of dev says after SUBSYSTEM, and its "uevent" file
 * shows: its numbers and node, its driver, then its bus's own */
int dev_uevent_vars(struct device *dev, struct kobj_uevent_env *env)
{
	int err = 0;

	if (dev->devt) {
		umode_t mode;
		char *tmp;
		const char *name = device_get_devnode(dev, &mode, &tmp);

		err = add_uevent_var(env, "MAJOR=%u", MAJOR(dev->devt));
		if (!err)
			err = add_uevent_var(env, "MINOR=%u", MINOR(dev->devt));
		if (!err)
			err = add_uevent_var(env, "DEVNAME=%s", name);
		if (!err && mode)
			err = add_uevent_var(env, "DEVMODE=%#o", mode & 0777);
		kfree(tmp);
	}
	if (!err && dev->driver)
		err = add_uevent_var(env, "DRIVER=%s", dev->driver->name);
	if (!err && dev->bus && dev->bus->uevent)
		err = dev->bus->uevent(dev, env);
	return err;
}

/* No events from a device of no bus and no class, as Linux filters
 * them out */
static int dev_uevent(struct kobject *kobj, struct kobj_uevent_env *env)
{
	struct device *dev = kobj_to_dev(kobj);
	int err;

	if (dev->bus)
		err = add_uevent_var(env, "SUBSYSTEM=%s", dev->bus->name);
	else if (dev->class)
		err = add_uevent_var(env, "SUBSYSTEM=%s", dev->class->name);
	else
		return -ENOENT;
	return err ?: dev_uevent_vars(dev, env);
}

static const struct kobj_type device_ktype = {
	.release = device_release,
	.sysfs_ops = &dev_sysfs_ops,
	.uevent = dev_uevent,
};

/* "uevent": the variables, a line each; written, that event again */
static ssize_t uevent_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct kobj_uevent_env *env = kzalloc(sizeof(*env), GFP_KERNEL);
	ssize_t n = 0;
	int i, err;

	(void)attr;
	if (!env)
		return -ENOMEM;
	err = dev_uevent_vars(dev, env);
	for (i = 0; !err && i < env->envp_idx; i++)
		n += sysfs_emit_at(buf, (int)n, "%s\n", env->envp[i]);
	kfree(env);
	return err ?: n;
}

static ssize_t uevent_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	int err = kobject_synth_uevent(&dev->kobj, buf, count);

	(void)attr;
	if (err) {
		dev_err(dev, "uevent: failed to send synthetic uevent: %d\n",
			err);
		return err;
	}
	return count;
}
static DEVICE_ATTR_RW(uevent);

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

/*
 * A glue directory: PARENT/CLASS/ (or virtual/CLASS/), shared by the
 * class's devices below one parent, gone with the last of them.
 */
struct glue_dir {
	struct kobject kobj;
	struct list_head node;		/* in its class's glue_dirs */
	struct kobject *parent;
};

static void glue_dir_release(struct kobject *kobj)
{
	struct glue_dir *glue = container_of(kobj, struct glue_dir, kobj);

	list_del(&glue->node);
	kfree(glue);
}

static const struct kobj_type glue_dir_ktype = {
	.release = glue_dir_release,
};

static struct kobject *class_dir_get(struct class *cls,
				     struct kobject *parent)
{
	struct glue_dir *glue;

	list_for_each_entry(glue, &cls->glue_dirs, node)
		if (glue->parent == parent)
			return kobject_get(&glue->kobj);
	glue = kzalloc(sizeof(*glue), GFP_KERNEL);
	if (!glue)
		return NULL;
	if (kobject_init_and_add(&glue->kobj, &glue_dir_ktype, parent, "%s",
				 cls->name)) {
		kfree(glue->kobj.name);
		kfree(glue);
		return NULL;
	}
	glue->parent = parent;
	list_add_tail(&glue->node, &cls->glue_dirs);
	return &glue->kobj;
}

/* Where dev's directory goes (Linux 6.1's get_device_parent()) */
static struct kobject *get_device_parent(struct device *dev)
{
	struct kobject *parent = dev->parent ? &dev->parent->kobj : NULL;

	if (dev->class && !(dev->parent && dev->parent->class)) {
		dev->glue = class_dir_get(dev->class, parent ?: virtual_kobj);
		return dev->glue;
	}
	return parent ?: devices_kobj;
}

/* The class's link to dev and dev's back to it ("subsystem"), and to
 * its parent ("device") */
static int device_add_class_symlinks(struct device *dev)
{
	int err;

	if (!dev->class)
		return 0;
	err = sysfs_create_link(&dev->kobj, &dev->class->kobj, "subsystem");
	if (!err && dev->parent)
		err = sysfs_create_link(&dev->kobj, &dev->parent->kobj,
					"device");
	if (!err)
		err = sysfs_create_link(&dev->class->kobj, &dev->kobj,
					dev_name(dev));
	return err;
}

static void device_remove_class_symlinks(struct device *dev)
{
	if (dev->class)
		sysfs_remove_link(&dev->class->kobj, dev_name(dev));
}

/* The files in dev's directory: "uevent", "dev" if numbered, the
 * groups its class, bus and owner declare */
static int device_add_attrs(struct device *dev)
{
	int err = device_create_file(dev, &dev_attr_uevent);

	if (!err && dev->devt)
		err = device_create_file(dev, &dev_attr_dev);
	if (!err && dev->class)
		err = sysfs_create_groups(&dev->kobj, dev->class->dev_groups);
	if (!err && dev->bus)
		err = sysfs_create_groups(&dev->kobj, dev->bus->dev_groups);
	if (!err)
		err = sysfs_create_groups(&dev->kobj, dev->groups);
	return err;
}

/* The directory, its files and the links to and from it */
static int device_add_sysfs(struct device *dev)
{
	struct kobject *parent = get_device_parent(dev);
	int err;

	if (!parent)
		return -ENOMEM;
	err = kobject_add(&dev->kobj, parent, "%s", dev->name);
	if (err)
		goto out_glue;
	err = device_add_attrs(dev);
	if (!err)
		err = device_add_class_symlinks(dev);
	if (!err)
		err = bus_add_device(dev);
	if (!err)
		return 0;
	device_remove_class_symlinks(dev);
	kobject_del(&dev->kobj);
out_glue:
	kobject_put(dev->glue);
	dev->glue = NULL;
	return err;
}

static void device_del_sysfs(struct device *dev)
{
	device_remove_class_symlinks(dev);
	kobject_del(&dev->kobj);
	kobject_put(dev->glue);
	dev->glue = NULL;
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
	INIT_LIST_HEAD(&dev->bus_node);
	INIT_LIST_HEAD(&dev->driver_node);
	INIT_LIST_HEAD(&dev->devres_head);
	spin_lock_init(&dev->devres_lock);
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

/* A numbered device's node, where and how its class says */
static int devtmpfs_add(struct device *dev)
{
	const char *name;
	umode_t mode;
	char *tmp;
	int err;

	if (!dev->devt)
		return 0;
	name = device_get_devnode(dev, &mode, &tmp);
	err = devtmpfs_create_node(name, dev->devt, mode);
	kfree(tmp);
	return err;
}

static void devtmpfs_del(struct device *dev)
{
	umode_t mode;
	char *tmp;

	if (!dev->devt)
		return;
	devtmpfs_delete_node(device_get_devnode(dev, &mode, &tmp), dev->devt);
	kfree(tmp);
}

/*
 * Visible: in /sys, in its class's and bus's lists and, with a number,
 * as /dev/NAME; user space is told; then a driver on its bus may
 * probe it.
 */
int device_add(struct device *dev)
{
	int err;

	if (dev->init_name && !dev->name[0] &&
	    dev_set_name(dev, "%s", dev->init_name))
		return -ENAMETOOLONG;
	dev->init_name = NULL;	/* Linux's: the name is the kobject's now */
	if (!dev->name[0]) {
		printk(KERN_ERR "device: %p: device_add: error: no name\n",
		       dev);
		return -EINVAL;
	}
	err = device_add_sysfs(dev);
	if (err)
		return err;
	err = devtmpfs_add(dev);
	if (err) {
		bus_remove_device(dev);
		device_del_sysfs(dev);
		return err;
	}
	get_device(dev->parent);
	if (dev->class)
		list_add_tail(&dev->node, &dev->class->devices);
	dev->registered = true;
	kobject_uevent(&dev->kobj, KOBJ_ADD);
	bus_probe_device(dev);
	return 0;
}
EXPORT_SYMBOL(device_add);

/* Its driver lets go, user space is told, then it is out of sight */
void device_del(struct device *dev)
{
	if (!dev->registered)
		return;
	bus_remove_device(dev);
	dev->registered = false;
	list_del_init(&dev->node);
	devtmpfs_del(dev);
	kobject_uevent(&dev->kobj, KOBJ_REMOVE);
	device_del_sysfs(dev);
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

/* /sys/devices and /sys/devices/virtual, before any device is added */
void __init devices_init(void)
{
	devices_kobj = kobject_create_and_add("devices", NULL);
	virtual_kobj = devices_kobj ?
		       kobject_create_and_add("virtual", devices_kobj) : NULL;
	if (!virtual_kobj)
		panic("driver core: cannot create /sys/devices");
}
