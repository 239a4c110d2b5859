/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/platform_device.h - the platform bus: devices no
 * hardware bus announces (a PC's i8042, serial8250, or a module's own),
 * found by name.  A platform device is /sys/devices/platform/NAME[.ID]
 * and on /sys/bus/platform; a platform driver whose name (or id_table)
 * matches probes it.  drivers/base/platform.c; Linux 6.1's API.
 */
#ifndef _LINUX_PLATFORM_DEVICE_H
#define _LINUX_PLATFORM_DEVICE_H

#include "linux/device.h"
#include "linux/ioport.h"
#include "asm/io.h"	/* __iomem */
#include "linux/mod_devicetable.h"
#include "linux/module.h"
#include "linux/pm.h"

#define PLATFORM_DEVID_NONE	(-1)	/* the name alone */
#define PLATFORM_DEVID_AUTO	(-2)	/* NAME.N.auto, N the core's */

struct platform_device {
	const char *name;
	int id;
	bool id_auto;
	struct device dev;
	u64 platform_dma_mask;
	u32 num_resources;
	struct resource *resource;
	const struct platform_device_id *id_entry;
	char *driver_override;		/* kmalloc'd, sysfs's */
};

#define to_platform_device(x) container_of((x), struct platform_device, dev)

struct platform_driver {
	int (*probe)(struct platform_device *pdev);
	int (*remove)(struct platform_device *pdev);
	/* the void form 6.1's later stable kernels (and 6.3) add; one of
	 * the two is set */
	void (*remove_new)(struct platform_device *pdev);
	void (*shutdown)(struct platform_device *pdev);
	struct device_driver driver;
	const struct platform_device_id *id_table;
	bool prevent_deferred_probe;
};

#define to_platform_driver(drv) \
	container_of((drv), struct platform_driver, driver)

extern struct bus_type platform_bus_type;
extern struct device platform_bus;	/* /sys/devices/platform */

int platform_device_register(struct platform_device *pdev);
void platform_device_unregister(struct platform_device *pdev);
int platform_add_devices(struct platform_device **devs, int num);
struct platform_device *platform_device_alloc(const char *name, int id);
int platform_device_add_resources(struct platform_device *pdev,
				  const struct resource *res,
				  unsigned int num);
int platform_device_add_data(struct platform_device *pdev, const void *data,
			     size_t size);
int platform_device_add(struct platform_device *pdev);
void platform_device_del(struct platform_device *pdev);
void platform_device_put(struct platform_device *pdev);
/* What platform_device_register_full() makes a device of */
struct platform_device_info {
	struct device *parent;
	const char *name;
	int id;
	const struct resource *res;
	unsigned int num_res;
	const void *data;		/* copied: its platform_data */
	size_t size_data;
	u64 dma_mask;
};

struct platform_device *platform_device_register_full(
	const struct platform_device_info *pdevinfo);

static inline struct platform_device *platform_device_register_resndata(
	struct device *parent, const char *name, int id,
	const struct resource *res, unsigned int num)
{
	struct platform_device_info info = {
		.parent = parent, .name = name, .id = id,
		.res = res, .num_res = num,
	};

	return platform_device_register_full(&info);
}

static inline struct platform_device *platform_device_register_simple(
	const char *name, int id, const struct resource *res,
	unsigned int num)
{
	return platform_device_register_resndata(NULL, name, id, res, num);
}

static inline struct platform_device *platform_device_register_data(
	struct device *parent, const char *name, int id, const void *data,
	size_t size)
{
	struct platform_device_info info = {
		.parent = parent, .name = name, .id = id,
		.data = data, .size_data = size,
	};

	return platform_device_register_full(&info);
}

struct resource *platform_get_resource(struct platform_device *pdev,
				       unsigned int type, unsigned int num);
void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev,
					     unsigned int index);

int __platform_driver_register(struct platform_driver *drv,
			       struct module *owner);
#define platform_driver_register(drv) \
	__platform_driver_register(drv, THIS_MODULE)
void platform_driver_unregister(struct platform_driver *drv);

static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev,
					void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

/* A module whose init and exit only register and unregister a driver */
#define module_platform_driver(__platform_driver)			\
	module_driver(__platform_driver, platform_driver_register,	\
		      platform_driver_unregister)

#endif /* _LINUX_PLATFORM_DEVICE_H */
