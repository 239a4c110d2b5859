/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/of_gpio.h - GPIO numbers from a device-tree node's
 * "NAME-gpios" properties.  i386 has no device tree (linux/of.h), and
 * Linux 6.1 builds it without CONFIG_OF_GPIO: a look-up and a count
 * both say -ENOSYS.  A driver using them builds and loads; its probe, which
 * only a tree would call, never runs.
 */
#ifndef _LINUX_OF_GPIO_H
#define _LINUX_OF_GPIO_H

#include "linux/errno.h"
#include "linux/gpio.h"
#include "linux/gpio/driver.h"
#include "linux/of.h"

/* what a tree's GPIO specifier's flags cell may say */
enum of_gpio_flags {
	OF_GPIO_ACTIVE_LOW = 0x1,
	OF_GPIO_SINGLE_ENDED = 0x2,
	OF_GPIO_OPEN_DRAIN = 0x4,
	OF_GPIO_TRANSITORY = 0x8,
	OF_GPIO_PULL_UP = 0x10,
	OF_GPIO_PULL_DOWN = 0x20,
	OF_GPIO_PULL_DISABLE = 0x40,
};

static inline int of_get_named_gpio_flags(const struct device_node *np,
					  const char *list_name, int index,
					  enum of_gpio_flags *flags)
{
	(void)np, (void)list_name, (void)index;
	if (flags)
		*flags = 0;
	return -ENOSYS;
}

static inline int of_get_named_gpio(const struct device_node *np,
				    const char *propname, int index)
{
	return of_get_named_gpio_flags(np, propname, index, NULL);
}

static inline int of_get_gpio_flags(const struct device_node *np, int index,
				    enum of_gpio_flags *flags)
{
	return of_get_named_gpio_flags(np, "gpios", index, flags);
}

static inline int of_get_gpio(const struct device_node *np, int index)
{
	return of_get_gpio_flags(np, index, NULL);
}

static inline int of_gpio_named_count(const struct device_node *np,
				      const char *propname)
{
	return of_count_phandle_with_args(np, propname, "#gpio-cells");
}

static inline int of_gpio_count(const struct device_node *np)
{
	return of_gpio_named_count(np, "gpios");
}

#endif /* _LINUX_OF_GPIO_H */
