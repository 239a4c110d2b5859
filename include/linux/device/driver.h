/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/device/driver.h - a driver: a name, its bus, and the
 * probe() the core calls for each device the bus matches to it (and
 * remove() when they part).  driver_register() makes
 * /sys/bus/BUS/drivers/NAME, with a link to each device it has bound
 * (drivers/base/driver.c, drivers/base/dd.c).  Linux 6.1's names.
 */
#ifndef _LINUX_DEVICE_DRIVER_H
#define _LINUX_DEVICE_DRIVER_H

#include "linux/kobject.h"
#include "linux/pm.h"

struct device;
struct bus_type;
struct module;
struct of_device_id;
struct driver_private;

struct device_driver {
	const char *name;
	struct bus_type *bus;
	struct module *owner;
	const char *mod_name;
	bool suppress_bind_attrs;
	const struct of_device_id *of_match_table;	/* no tree on i386 */
	int (*probe)(struct device *dev);
	int (*remove)(struct device *dev);
	void (*shutdown)(struct device *dev);
	const struct attribute_group **groups;
	const struct attribute_group **dev_groups;
	const struct dev_pm_ops *pm;	/* never called: nothing sleeps */

	struct driver_private *p;	/* the driver core's */
};

/* /sys/bus/BUS/drivers/NAME/ATTR */
struct driver_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device_driver *driver, char *buf);
	ssize_t (*store)(struct device_driver *driver, const char *buf,
			 size_t count);
};

#define DRIVER_ATTR_RW(_name) \
	struct driver_attribute driver_attr_##_name = __ATTR_RW(_name)
#define DRIVER_ATTR_RO(_name) \
	struct driver_attribute driver_attr_##_name = __ATTR_RO(_name)
#define DRIVER_ATTR_WO(_name) \
	struct driver_attribute driver_attr_##_name = __ATTR_WO(_name)

int driver_register(struct device_driver *drv);
void driver_unregister(struct device_driver *drv);
int driver_create_file(struct device_driver *drv,
		       const struct driver_attribute *attr);
void driver_remove_file(struct device_driver *drv,
			const struct driver_attribute *attr);
struct device_driver *driver_find(const char *name, struct bus_type *bus);
int driver_for_each_device(struct device_driver *drv, struct device *start,
			   void *data, int (*fn)(struct device *, void *));

#endif /* _LINUX_DEVICE_DRIVER_H */
