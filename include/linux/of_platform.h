/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/of_platform.h - platform devices made from a device
 * tree's nodes.  With no tree (i386, linux/of.h) there is nothing to
 * populate: Linux 6.1's stubs say -ENODEV and find no device.
 */
#ifndef _LINUX_OF_PLATFORM_H
#define _LINUX_OF_PLATFORM_H

#include "linux/of_device.h"
#include "linux/platform_device.h"

static inline int of_platform_populate(struct device_node *root,
				       const struct of_device_id *matches,
				       const void *lookup,
				       struct device *parent)
{
	(void)root, (void)matches, (void)lookup, (void)parent;
	return -ENODEV;
}

static inline int of_platform_default_populate(struct device_node *root,
					       const void *lookup,
					       struct device *parent)
{
	(void)root, (void)lookup, (void)parent;
	return -ENODEV;
}

static inline void of_platform_depopulate(struct device *parent)
{
	(void)parent;
}

static inline struct platform_device *of_find_device_by_node(
	struct device_node *np)
{
	(void)np;
	return NULL;
}

#endif /* _LINUX_OF_PLATFORM_H */
