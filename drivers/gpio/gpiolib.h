/* SPDX-License-Identifier: GPL-2.0 */
/*
 * drivers/gpio/gpiolib.h - what gpiolib.c and gpiolib-legacy.c share:
 * a registered chip (struct gpio_device) and its lines' descriptors.
 */
#ifndef _DRIVERS_GPIO_GPIOLIB_H
#define _DRIVERS_GPIO_GPIOLIB_H

#include "linux/gpio/consumer.h"
#include "linux/gpio/driver.h"
#include "linux/list.h"

struct gpio_device {
	int id;				/* gpiochipN */
	struct gpio_chip *chip;
	struct gpio_desc *descs;	/* ngpio of them */
	int base;
	u16 ngpio;
	void *data;			/* gpiochip_add_data()'s */
	struct list_head list;		/* gpio_devices, by base */
};

/* desc->flags bits */
#define FLAG_REQUESTED	0
#define FLAG_IS_OUT	1
#define FLAG_ACTIVE_LOW	2

struct gpio_desc {
	struct gpio_device *gdev;
	unsigned long flags;
	const char *label;		/* the requester's */
	const char *name;		/* the chip's name for the line */
};

int gpiod_request(struct gpio_desc *desc, const char *label);
void gpiod_free(struct gpio_desc *desc);
struct gpio_device *gpio_device_find_by_label(const char *label);

#endif /* _DRIVERS_GPIO_GPIOLIB_H */
