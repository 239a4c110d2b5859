// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/dd.c - binding a device to a driver: the bus's match()
 * says whether they fit (no match(): every pair does), then the bus's
 * probe() (or, without one, the driver's) decides; 0 binds them.  A
 * bound pair is linked both ways in /sys (BUS/drivers/DRV/DEV and
 * DEV/driver) and user space is told (KOBJ_BIND, KOBJ_UNBIND).  As in
 * Linux 6.1, a probe that says -ENODEV or -ENXIO ("not mine") is
 * quiet; any other error is reported and the device stays unbound.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "base.h"

int driver_match_device(struct device_driver *drv, struct device *dev)
{
	return drv->bus->match ? drv->bus->match(dev, drv) : 1;
}

static int driver_sysfs_add(struct device *dev)
{
	struct driver_private *priv = dev->driver->p;
	int err;

	err = sysfs_create_link(&priv->kobj, &dev->kobj, dev_name(dev));
	if (err)
		return err;
	err = sysfs_create_link(&dev->kobj, &priv->kobj, "driver");
	if (err)
		sysfs_remove_link(&priv->kobj, dev_name(dev));
	return err;
}

static void driver_sysfs_remove(struct device *dev)
{
	sysfs_remove_link(&dev->driver->p->kobj, dev_name(dev));
	sysfs_remove_link(&dev->kobj, "driver");
}

static int call_driver_probe(struct device *dev, struct device_driver *drv)
{
	if (dev->bus->probe)
		return dev->bus->probe(dev);
	return drv->probe ? drv->probe(dev) : 0;
}

/* 1: drv now has dev; 0: it did not take it (reported, unless "not
 * mine"); the caller has checked they match */
int driver_probe_device(struct device_driver *drv, struct device *dev)
{
	int err;

	if (!dev->registered || dev->driver)
		return 0;
	dev->driver = drv;
	err = driver_sysfs_add(dev);
	if (!err) {
		err = call_driver_probe(dev, drv);
		if (!err)
			err = sysfs_create_groups(&dev->kobj, drv->dev_groups);
		if (err)
			driver_sysfs_remove(dev);
	}
	if (err) {
		devres_release_all(dev);	/* probe()'s devm_*() */
		dev->driver = NULL;
		dev_set_drvdata(dev, NULL);
		if (err != -ENODEV && err != -ENXIO)
			printk(KERN_WARNING "%s: probe of %s failed with "
			       "error %d\n", drv->name, dev_name(dev), err);
		return 0;
	}
	list_add_tail(&dev->driver_node, &drv->p->devices);
	get_device(dev);	/* the driver's list holds it, as Linux's */
	kobject_uevent(&dev->kobj, KOBJ_BIND);
	return 1;
}

/* The first driver on dev's bus that matches and probes it: 1, or 0 */
int device_attach(struct device *dev)
{
	struct driver_private *p, *n;

	if (dev->driver)
		return 1;
	if (!dev->bus || !dev->bus->p)
		return 0;
	list_for_each_entry_safe(p, n, &dev->bus->p->drivers, node)
		if (driver_match_device(p->driver, dev) &&
		    driver_probe_device(p->driver, dev))
			return 1;
	return 0;
}
EXPORT_SYMBOL(device_attach);

/* Every unbound device on drv's bus that matches it is offered to it */
int driver_attach(struct device_driver *drv)
{
	struct device *dev, *n;

	list_for_each_entry_safe(dev, n, &drv->bus->p->devices, bus_node)
		if (!dev->driver && driver_match_device(drv, dev))
			driver_probe_device(drv, dev);
	return 0;
}
EXPORT_SYMBOL(driver_attach);

/* Bound without a probe: the caller knows the driver is right */
int device_bind_driver(struct device *dev)
{
	int err;

	if (!dev->driver || !dev->driver->p)
		return -EINVAL;
	err = driver_sysfs_add(dev);
	if (!err) {
		list_add_tail(&dev->driver_node, &dev->driver->p->devices);
		get_device(dev);
		kobject_uevent(&dev->kobj, KOBJ_BIND);
	}
	return err;
}
EXPORT_SYMBOL(device_bind_driver);

/* The driver's remove() (the bus's, if it has one), then they part */
void device_release_driver(struct device *dev)
{
	struct device_driver *drv = dev->driver;

	if (!drv)
		return;
	sysfs_remove_groups(&dev->kobj, drv->dev_groups);
	driver_sysfs_remove(dev);
	if (dev->bus && dev->bus->remove)
		dev->bus->remove(dev);
	else if (drv->remove)
		drv->remove(dev);
	devres_release_all(dev);	/* after remove(), as Linux */
	list_del_init(&dev->driver_node);
	dev->driver = NULL;
	dev_set_drvdata(dev, NULL);
	kobject_uevent(&dev->kobj, KOBJ_UNBIND);
	put_device(dev);	/* the driver's list's */
}
EXPORT_SYMBOL(device_release_driver);
