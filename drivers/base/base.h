/* SPDX-License-Identifier: GPL-2.0 */
/*
 * drivers/base/base.h - what the driver core's files share and modules
 * do not see: a bus's and a driver's private parts (their directories
 * and lists, bus.c and driver.c), and the steps device_add() and
 * device_del() (core.c) take on a device's bus (bus.c, dd.c).
 */
#ifndef _DRIVERS_BASE_BASE_H
#define _DRIVERS_BASE_BASE_H

#include "linux/device.h"

/* A bus's: /sys/bus/NAME (subsys), its devices/ and drivers/ */
struct subsys_private {
	struct kobject subsys;
	struct kobject *devices_kobj;
	struct kobject *drivers_kobj;
	struct list_head devices;	/* struct device's bus_node */
	struct list_head drivers;	/* struct driver_private's node */
	bool drivers_autoprobe;
	struct bus_type *bus;
};

/* A driver's: /sys/bus/BUS/drivers/NAME and the devices it has bound */
struct driver_private {
	struct kobject kobj;
	struct list_head node;		/* in its bus's drivers */
	struct list_head devices;	/* struct device's driver_node */
	struct device_driver *driver;
};

int bus_add_device(struct device *dev);
void bus_probe_device(struct device *dev);
void bus_remove_device(struct device *dev);
int bus_add_driver(struct device_driver *drv);
void bus_remove_driver(struct device_driver *drv);
struct device *bus_find_device_by_name(struct bus_type *bus,
				       const char *name);

int driver_match_device(struct device_driver *drv, struct device *dev);
int driver_probe_device(struct device_driver *drv, struct device *dev);

/* "uevent": the variables a device's events carry (core.c) */
int dev_uevent_vars(struct device *dev, struct kobj_uevent_env *env);

void platform_bus_init(void);
int devres_release_all(struct device *dev);

#endif /* _DRIVERS_BASE_BASE_H */
