// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/bus.c - buses: bus_register() makes /sys/bus/NAME with
 * devices/ (a link to each device's directory), drivers/ (a directory
 * per driver) and Linux 6.1's files: drivers_autoprobe (whether a new
 * device or driver is matched at once, 1), drivers_probe (a device's
 * name written: match it now) and uevent.  A device on a bus is in the
 * bus's list and links back to it ("subsystem"); registering either a
 * device or a driver tries the bus's match() on every pair it makes
 * (drivers/base/dd.c).
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/slab.h"
#include "base.h"

static struct kobject *bus_kobj;	/* /sys/bus */

static struct subsys_private *to_subsys(struct kobject *kobj)
{
	return container_of(kobj, struct subsys_private, subsys);
}

static ssize_t bus_attr_show(struct kobject *kobj, struct attribute *attr,
			     char *buf)
{
	struct bus_attribute *ba = container_of(attr, struct bus_attribute,
						attr);

	return ba->show ? ba->show(to_subsys(kobj)->bus, buf) : -EIO;
}

static ssize_t bus_attr_store(struct kobject *kobj, struct attribute *attr,
			      const char *buf, size_t count)
{
	struct bus_attribute *ba = container_of(attr, struct bus_attribute,
						attr);

	return ba->store ? ba->store(to_subsys(kobj)->bus, buf, count) : -EIO;
}

static const struct sysfs_ops bus_sysfs_ops = {
	.show = bus_attr_show,
	.store = bus_attr_store,
};

static void bus_release(struct kobject *kobj)
{
	struct subsys_private *priv = to_subsys(kobj);

	priv->bus->p = NULL;
	kfree(priv);
}

/* A bus's own event: SUBSYSTEM=bus, as Linux's bus_uevent_filter() */
static int bus_kobj_uevent(struct kobject *kobj, struct kobj_uevent_env *env)
{
	(void)kobj;
	return add_uevent_var(env, "SUBSYSTEM=bus");
}

static const struct kobj_type bus_ktype = {
	.release = bus_release,
	.sysfs_ops = &bus_sysfs_ops,
	.uevent = bus_kobj_uevent,
};

int bus_create_file(struct bus_type *bus, struct bus_attribute *attr)
{
	if (!bus || !bus->p)
		return -EINVAL;
	return sysfs_create_file(&bus->p->subsys, &attr->attr);
}
EXPORT_SYMBOL(bus_create_file);

void bus_remove_file(struct bus_type *bus, struct bus_attribute *attr)
{
	if (bus && bus->p)
		sysfs_remove_file(&bus->p->subsys, &attr->attr);
}
EXPORT_SYMBOL(bus_remove_file);

static ssize_t drivers_autoprobe_show(struct bus_type *bus, char *buf)
{
	return sysfs_emit(buf, "%d\n", bus->p->drivers_autoprobe);
}

static ssize_t drivers_autoprobe_store(struct bus_type *bus, const char *buf,
				       size_t count)
{
	bus->p->drivers_autoprobe = buf[0] != '0';
	return count;
}
static BUS_ATTR_RW(drivers_autoprobe);

struct device *bus_find_device_by_name(struct bus_type *bus, const char *name)
{
	struct device *dev;
	size_t len = strcspn(name, "\n");

	list_for_each_entry(dev, &bus->p->devices, bus_node)
		if (strlen(dev_name(dev)) == len &&
		    !strncmp(dev_name(dev), name, len))
			return dev;
	return NULL;
}

/* Linux: ENODEV for no such device, EINVAL when no driver takes it */
static ssize_t drivers_probe_store(struct bus_type *bus, const char *buf,
				   size_t count)
{
	struct device *dev = bus_find_device_by_name(bus, buf);

	if (!dev)
		return -ENODEV;
	return device_attach(dev) > 0 ? (ssize_t)count : -EINVAL;
}
static BUS_ATTR_WO(drivers_probe);

static ssize_t uevent_store(struct bus_type *bus, const char *buf,
			    size_t count)
{
	int err = kobject_synth_uevent(&bus->p->subsys, buf, count);

	return err ?: (ssize_t)count;
}
static BUS_ATTR_WO(uevent);

static struct attribute *bus_default_attrs[] = {
	&bus_attr_drivers_autoprobe.attr,
	&bus_attr_drivers_probe.attr,
	&bus_attr_uevent.attr,
	NULL,
};
ATTRIBUTE_GROUPS(bus_default);

/* /sys/bus/NAME, its devices/ and drivers/, its files and the bus's */
static int bus_add_dirs(struct subsys_private *priv)
{
	struct bus_type *bus = priv->bus;
	int err;

	err = kobject_add(&priv->subsys, bus_kobj, "%s", bus->name);
	if (err)
		return err;
	priv->devices_kobj = kobject_create_and_add("devices", &priv->subsys);
	priv->drivers_kobj = kobject_create_and_add("drivers", &priv->subsys);
	err = priv->devices_kobj && priv->drivers_kobj ? 0 : -ENOMEM;
	if (!err)
		err = sysfs_create_groups(&priv->subsys, bus_default_groups);
	if (!err)
		err = sysfs_create_groups(&priv->subsys, bus->bus_groups);
	if (err) {
		kobject_put(priv->drivers_kobj);
		kobject_put(priv->devices_kobj);
		kobject_del(&priv->subsys);
	}
	return err;
}

int bus_register(struct bus_type *bus)
{
	struct subsys_private *priv;
	int err;

	if (!bus || !bus->name)
		return -EINVAL;
	priv = kzalloc(sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	priv->bus = bus;
	priv->drivers_autoprobe = true;
	INIT_LIST_HEAD(&priv->devices);
	INIT_LIST_HEAD(&priv->drivers);
	bus->p = priv;
	kobject_init(&priv->subsys, &bus_ktype);
	err = bus_add_dirs(priv);
	if (err) {
		kobject_put(&priv->subsys);	/* frees priv */
		return err;
	}
	kobject_uevent(&priv->subsys, KOBJ_ADD);
	return 0;
}
EXPORT_SYMBOL(bus_register);

/* Devices and drivers still on it are a driver's bug: reported, and
 * the directories go anyway (they hold no reference on the bus) */
void bus_unregister(struct bus_type *bus)
{
	struct subsys_private *priv = bus ? bus->p : NULL;

	if (!priv)
		return;
	if (!list_empty(&priv->devices) || !list_empty(&priv->drivers))
		printk(KERN_WARNING "bus: '%s': unregistered with devices or "
		       "drivers still on it\n", bus->name);
	kobject_uevent(&priv->subsys, KOBJ_REMOVE);
	kobject_put(priv->drivers_kobj);
	kobject_put(priv->devices_kobj);
	kobject_put(&priv->subsys);
}
EXPORT_SYMBOL(bus_unregister);

/* /sys/bus/BUS/devices/NAME and dev's "subsystem", and the list */
int bus_add_device(struct device *dev)
{
	struct subsys_private *priv = dev->bus ? dev->bus->p : NULL;
	int err;

	if (!dev->bus)
		return 0;
	if (!priv)
		return -EINVAL;		/* a bus not registered */
	err = sysfs_create_link(priv->devices_kobj, &dev->kobj, dev_name(dev));
	if (err)
		return err;
	err = sysfs_create_link(&dev->kobj, &priv->subsys, "subsystem");
	if (err) {
		sysfs_remove_link(priv->devices_kobj, dev_name(dev));
		return err;
	}
	/* the bus's list counts as a holder, as Linux's klist of devices
	 * does: a driver that puts its device without unregistering it
	 * leaves it on the bus, never freed under the list */
	list_add_tail(&dev->bus_node, &priv->devices);
	get_device(dev);
	return 0;
}

void bus_probe_device(struct device *dev)
{
	if (dev->bus && dev->bus->p->drivers_autoprobe)
		device_attach(dev);
}

void bus_remove_device(struct device *dev)
{
	if (!dev->bus || list_empty(&dev->bus_node))
		return;
	device_release_driver(dev);
	list_del_init(&dev->bus_node);
	sysfs_remove_link(dev->bus->p->devices_kobj, dev_name(dev));
	put_device(dev);	/* the caller holds its own (device_del()) */
}

/* fn(dev, data) for each device after start (all, if NULL) until one
 * says nonzero; fn may take dev off the bus */
int bus_for_each_dev(struct bus_type *bus, struct device *start, void *data,
		     int (*fn)(struct device *dev, void *data))
{
	struct device *dev, *n;
	int err = 0;

	if (!bus || !bus->p)
		return -EINVAL;
	list_for_each_entry_safe(dev, n, &bus->p->devices, bus_node) {
		if (start) {
			if (dev == start)
				start = NULL;
			continue;
		}
		err = fn(dev, data);
		if (err)
			break;
	}
	return err;
}
EXPORT_SYMBOL(bus_for_each_dev);

int bus_for_each_drv(struct bus_type *bus, struct device_driver *start,
		     void *data, int (*fn)(struct device_driver *, void *))
{
	struct driver_private *p, *n;
	int err = 0;

	if (!bus || !bus->p)
		return -EINVAL;
	list_for_each_entry_safe(p, n, &bus->p->drivers, node) {
		if (start) {
			if (p->driver == start)
				start = NULL;
			continue;
		}
		err = fn(p->driver, data);
		if (err)
			break;
	}
	return err;
}
EXPORT_SYMBOL(bus_for_each_drv);

static int rescan_one(struct device *dev, void *data)
{
	(void)data;
	if (!dev->driver)
		device_attach(dev);
	return 0;
}

int bus_rescan_devices(struct bus_type *bus)
{
	return bus_for_each_dev(bus, NULL, NULL, rescan_one);
}
EXPORT_SYMBOL(bus_rescan_devices);

void __init buses_init(void)
{
	bus_kobj = kobject_create_and_add("bus", NULL);
	if (!bus_kobj)
		panic("driver core: cannot create /sys/bus");
}
