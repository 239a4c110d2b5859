/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/device/bus.h - a bus: the devices on it, the drivers
 * for them, and match(), which says whether a driver is for a device.
 * bus_register() makes /sys/bus/NAME with devices/ (links to each
 * device's directory under /sys/devices) and drivers/ (a directory per
 * driver); drivers/base/bus.c.  Linux 6.1's names and signatures.
 */
#ifndef _LINUX_DEVICE_BUS_H
#define _LINUX_DEVICE_BUS_H

#include "linux/kobject.h"
#include "linux/list.h"

struct device;
struct device_driver;
struct subsys_private;

struct bus_type {
	const char *name;
	const char *dev_name;		/* "NAME%u" for unnamed devices */
	const struct attribute_group **bus_groups;
	const struct attribute_group **dev_groups;
	const struct attribute_group **drv_groups;

	/* nonzero: drv is for dev (then probe() binds them) */
	int (*match)(struct device *dev, struct device_driver *drv);
	/* the bus's variables for a device's uevent (add_uevent_var()) */
	int (*uevent)(struct device *dev, struct kobj_uevent_env *env);
	int (*probe)(struct device *dev);
	void (*remove)(struct device *dev);

	struct subsys_private *p;	/* the driver core's, from bus_register() */
};

/* /sys/bus/NAME/ATTR: 6.1's signatures (Linux 5.1 dropped BUS_ATTR()) */
struct bus_attribute {
	struct attribute attr;
	ssize_t (*show)(struct bus_type *bus, char *buf);
	ssize_t (*store)(struct bus_type *bus, const char *buf, size_t count);
};

#define BUS_ATTR_RW(_name) \
	struct bus_attribute bus_attr_##_name = __ATTR_RW(_name)
#define BUS_ATTR_RO(_name) \
	struct bus_attribute bus_attr_##_name = __ATTR_RO(_name)
#define BUS_ATTR_WO(_name) \
	struct bus_attribute bus_attr_##_name = __ATTR_WO(_name)

int bus_register(struct bus_type *bus);
void bus_unregister(struct bus_type *bus);
int bus_create_file(struct bus_type *bus, struct bus_attribute *attr);
void bus_remove_file(struct bus_type *bus, struct bus_attribute *attr);
int bus_for_each_dev(struct bus_type *bus, struct device *start, void *data,
		     int (*fn)(struct device *dev, void *data));
int bus_for_each_drv(struct bus_type *bus, struct device_driver *start,
		     void *data, int (*fn)(struct device_driver *, void *));
int bus_rescan_devices(struct bus_type *bus);

#endif /* _LINUX_DEVICE_BUS_H */
