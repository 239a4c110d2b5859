// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/driver.c - drivers: driver_register() puts a driver on
 * its bus (/sys/bus/BUS/drivers/NAME with Linux 6.1's bind, unbind and
 * uevent files and the driver's groups) and matches it against every
 * device there not yet bound (drivers/base/dd.c); driver_unregister()
 * unbinds its devices first, calling its remove().
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/slab.h"
#include "base.h"

static struct driver_private *to_driver(struct kobject *kobj)
{
	return container_of(kobj, struct driver_private, kobj);
}

static ssize_t drv_attr_show(struct kobject *kobj, struct attribute *attr,
			     char *buf)
{
	struct driver_attribute *da = container_of(attr,
						   struct driver_attribute,
						   attr);

	return da->show ? da->show(to_driver(kobj)->driver, buf) : -EIO;
}

static ssize_t drv_attr_store(struct kobject *kobj, struct attribute *attr,
			      const char *buf, size_t count)
{
	struct driver_attribute *da = container_of(attr,
						   struct driver_attribute,
						   attr);

	return da->store ? da->store(to_driver(kobj)->driver, buf, count) :
			   -EIO;
}

static const struct sysfs_ops driver_sysfs_ops = {
	.show = drv_attr_show,
	.store = drv_attr_store,
};

static void driver_release(struct kobject *kobj)
{
	kfree(to_driver(kobj));
}

/* A driver's events say SUBSYSTEM=drivers, as Linux's drivers kset */
static int driver_uevent(struct kobject *kobj, struct kobj_uevent_env *env)
{
	(void)kobj;
	return add_uevent_var(env, "SUBSYSTEM=drivers");
}

static const struct kobj_type driver_ktype = {
	.release = driver_release,
	.sysfs_ops = &driver_sysfs_ops,
	.uevent = driver_uevent,
};

int driver_create_file(struct device_driver *drv,
		       const struct driver_attribute *attr)
{
	if (!drv || !drv->p)
		return -EINVAL;
	return sysfs_create_file(&drv->p->kobj, &attr->attr);
}
EXPORT_SYMBOL(driver_create_file);

void driver_remove_file(struct device_driver *drv,
			const struct driver_attribute *attr)
{
	if (drv && drv->p)
		sysfs_remove_file(&drv->p->kobj, &attr->attr);
}
EXPORT_SYMBOL(driver_remove_file);

/* "bind": a device of the bus, by name, that this driver should take;
 * Linux says ENODEV when there is none it matches */
static ssize_t bind_store(struct device_driver *drv, const char *buf,
			  size_t count)
{
	struct device *dev = bus_find_device_by_name(drv->bus, buf);

	if (!dev || dev->driver || !driver_match_device(drv, dev))
		return -ENODEV;
	return driver_probe_device(drv, dev) > 0 ? (ssize_t)count : -ENODEV;
}
static DRIVER_ATTR_WO(bind);

static ssize_t unbind_store(struct device_driver *drv, const char *buf,
			    size_t count)
{
	struct device *dev = bus_find_device_by_name(drv->bus, buf);

	if (!dev || dev->driver != drv)
		return -ENODEV;
	device_release_driver(dev);
	return count;
}
static DRIVER_ATTR_WO(unbind);

static ssize_t uevent_store(struct device_driver *drv, const char *buf,
			    size_t count)
{
	int err = kobject_synth_uevent(&drv->p->kobj, buf, count);

	return err ?: (ssize_t)count;
}
static DRIVER_ATTR_WO(uevent);

static struct attribute *driver_default_attrs[] = {
	&driver_attr_bind.attr,
	&driver_attr_unbind.attr,
	&driver_attr_uevent.attr,
	NULL,
};
ATTRIBUTE_GROUPS(driver_default);

struct device_driver *driver_find(const char *name, struct bus_type *bus)
{
	struct driver_private *p;

	if (!bus || !bus->p)
		return NULL;
	list_for_each_entry(p, &bus->p->drivers, node)
		if (!strcmp(p->driver->name, name))
			return p->driver;
	return NULL;
}
EXPORT_SYMBOL(driver_find);

/* The directory and its files: 0, or the kobject is put and freed */
static int driver_add_dir(struct device_driver *drv,
			  struct driver_private *priv)
{
	int err;

	err = kobject_init_and_add(&priv->kobj, &driver_ktype,
				   drv->bus->p->drivers_kobj, "%s", drv->name);
	if (!err)
		err = sysfs_create_groups(&priv->kobj, driver_default_groups);
	if (!err)
		err = sysfs_create_groups(&priv->kobj, drv->groups);
	if (err) {
		drv->p = NULL;
		kobject_put(&priv->kobj);
	}
	return err;
}

int driver_register(struct device_driver *drv)
{
	struct driver_private *priv;
	int err;

	if (!drv || !drv->name)
		return -EINVAL;
	if (!drv->bus || !drv->bus->p) {
		printk(KERN_ERR "Driver '%s' was unable to register with "
		       "bus_type '%s' because the bus was not initialized.\n",
		       drv->name, drv->bus ? drv->bus->name : "(null)");
		return -EINVAL;
	}
	if (driver_find(drv->name, drv->bus)) {
		printk(KERN_ERR "Error: Driver '%s' is already registered, "
		       "aborting...\n", drv->name);
		return -EBUSY;
	}
	priv = kzalloc(sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	INIT_LIST_HEAD(&priv->devices);
	priv->driver = drv;
	drv->p = priv;
	err = driver_add_dir(drv, priv);
	if (err)
		return err;
	list_add_tail(&priv->node, &drv->bus->p->drivers);
	kobject_uevent(&priv->kobj, KOBJ_ADD);
	if (drv->bus->p->drivers_autoprobe)
		driver_attach(drv);
	return 0;
}
EXPORT_SYMBOL(driver_register);

void driver_unregister(struct device_driver *drv)
{
	struct driver_private *priv = drv ? drv->p : NULL;
	struct device *dev, *n;

	if (!priv) {
		printk(KERN_WARNING "Unexpected driver unregister!\n");
		return;
	}
	list_for_each_entry_safe(dev, n, &priv->devices, driver_node)
		device_release_driver(dev);
	list_del(&priv->node);
	kobject_uevent(&priv->kobj, KOBJ_REMOVE);
	drv->p = NULL;
	kobject_put(&priv->kobj);
}
EXPORT_SYMBOL(driver_unregister);

/* fn for each device bound to drv: the bus's walk, filtered */
struct driver_walk {
	struct device_driver *drv;
	void *data;
	int (*fn)(struct device *dev, void *data);
};

static int driver_walk_one(struct device *dev, void *data)
{
	struct driver_walk *w = data;

	return dev->driver == w->drv ? w->fn(dev, w->data) : 0;
}

int driver_for_each_device(struct device_driver *drv, struct device *start,
			   void *data, int (*fn)(struct device *, void *))
{
	struct driver_walk w = { .drv = drv, .data = data, .fn = fn };

	if (!drv || !drv->p)
		return -EINVAL;
	return bus_for_each_dev(drv->bus, start, &w, driver_walk_one);
}
EXPORT_SYMBOL(driver_for_each_device);
