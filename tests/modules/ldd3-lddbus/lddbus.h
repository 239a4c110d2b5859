/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lddbus.h - what lddbus.ko offers the drivers on its bus: a device and
 * a driver type that wrap the driver core's, and their registration.
 */
#ifndef _LDDBUS_H
#define _LDDBUS_H

#include <linux/device.h>

struct ldd_device {
	char *name;
	struct ldd_driver *driver;
	struct device dev;
};

#define to_ldd_device(d) container_of(d, struct ldd_device, dev)

struct ldd_driver {
	char *version;
	struct module *module;
	struct device_driver driver;
	struct driver_attribute version_attr;
};

#define to_ldd_driver(d) container_of(d, struct ldd_driver, driver)

int register_ldd_device(struct ldd_device *ldev);
void unregister_ldd_device(struct ldd_device *ldev);
int register_ldd_driver(struct ldd_driver *ldrv);
void unregister_ldd_driver(struct ldd_driver *ldrv);

#endif
