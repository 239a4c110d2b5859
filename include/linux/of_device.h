/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/of_device.h - matching a device against a driver's
 * of_match_table, as Linux 6.1 without CONFIG_OF (i386) has it: no
 * device comes from a tree, so nothing matches (linux/of.h).
 */
#ifndef _LINUX_OF_DEVICE_H
#define _LINUX_OF_DEVICE_H

#include "linux/device.h"
#include "linux/of.h"
#include "linux/platform_device.h"

static inline const struct of_device_id *of_match_device(
	const struct of_device_id *matches, const struct device *dev)
{
	(void)matches, (void)dev;
	return NULL;
}

static inline const void *of_device_get_match_data(const struct device *dev)
{
	(void)dev;
	return NULL;
}

static inline int of_driver_match_device(struct device *dev,
					 const struct device_driver *drv)
{
	(void)dev, (void)drv;
	return 0;
}

static inline int of_device_uevent_modalias(struct device *dev,
					    struct kobj_uevent_env *env)
{
	(void)dev, (void)env;
	return -ENODEV;
}

#endif /* _LINUX_OF_DEVICE_H */
