/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/gpio/machine.h - board tables: which GPIO lines a
 * device's driver gets from gpiod_get(dev, con_id, ...) when no device
 * tree or ACPI table says it (drivers/gpio/gpiolib-lookup.c).  A board
 * file (or a test module standing in for one) adds a table for a device
 * by its name; each entry names a chip by its label, a line of it, the
 * function's name (con_id) and index, and the line's polarity.
 */
#ifndef _LINUX_GPIO_MACHINE_H
#define _LINUX_GPIO_MACHINE_H

#include "linux/types.h"
#include "linux/list.h"

enum gpio_lookup_flags {
	GPIO_ACTIVE_HIGH = (0 << 0),
	GPIO_ACTIVE_LOW = (1 << 0),
	GPIO_OPEN_DRAIN = (1 << 1),
	GPIO_OPEN_SOURCE = (1 << 2),
	GPIO_PERSISTENT = (0 << 3),
	GPIO_TRANSITORY = (1 << 3),
	GPIO_PULL_UP = (1 << 4),
	GPIO_PULL_DOWN = (1 << 5),
	GPIO_PULL_DISABLE = (1 << 6),
	GPIO_LOOKUP_FLAGS_DEFAULT = GPIO_ACTIVE_HIGH | GPIO_PERSISTENT,
};

struct gpiod_lookup {
	const char *key;	/* the chip's label */
	u16 chip_hwnum;		/* the line's offset on that chip */
	const char *con_id;	/* the function; NULL matches any */
	unsigned int idx;	/* which of the function's lines */
	unsigned long flags;	/* enum gpio_lookup_flags */
};

struct gpiod_lookup_table {
	struct list_head list;
	const char *dev_id;	/* dev_name() of the device it is for */
	struct gpiod_lookup table[];	/* ends with an entry of key NULL */
};

#define GPIO_LOOKUP_IDX(_key, _chip_hwnum, _con_id, _idx, _flags)	\
	(struct gpiod_lookup) {						\
		.key = _key, .chip_hwnum = _chip_hwnum,			\
		.con_id = _con_id, .idx = _idx, .flags = _flags,	\
	}
#define GPIO_LOOKUP(_key, _chip_hwnum, _con_id, _flags)			\
	GPIO_LOOKUP_IDX(_key, _chip_hwnum, _con_id, 0, _flags)

void gpiod_add_lookup_table(struct gpiod_lookup_table *table);
void gpiod_remove_lookup_table(struct gpiod_lookup_table *table);

#endif /* _LINUX_GPIO_MACHINE_H */
