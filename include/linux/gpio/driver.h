/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/gpio/driver.h - a GPIO controller's side of gpiolib
 * (drivers/gpio/gpiolib.c): struct gpio_chip, its lines' operations,
 * and its registration, with Linux 6.1's names and signatures.
 */
#ifndef _LINUX_GPIO_DRIVER_H
#define _LINUX_GPIO_DRIVER_H

#include "linux/types.h"

struct device;
struct module;
struct seq_file;
struct gpio_device;

/* get_direction()'s answers */
#define GPIO_LINE_DIRECTION_IN	1
#define GPIO_LINE_DIRECTION_OUT	0

/*
 * A controller of ngpio lines, numbered base to base + ngpio - 1 in the
 * global number space (base -1: gpiolib picks them, from the top of
 * the space down, as Linux 6.1 does).  Offsets given to the operations
 * are the chip's own, 0 to ngpio - 1.
 */
struct gpio_chip {
	const char *label;
	struct gpio_device *gpiodev;	/* gpiolib's, while registered */
	struct device *parent;
	struct module *owner;		/* held while any line is requested */

	int (*request)(struct gpio_chip *gc, unsigned int offset);
	void (*free)(struct gpio_chip *gc, unsigned int offset);
	int (*get_direction)(struct gpio_chip *gc, unsigned int offset);
	int (*direction_input)(struct gpio_chip *gc, unsigned int offset);
	int (*direction_output)(struct gpio_chip *gc, unsigned int offset,
				int value);
	int (*get)(struct gpio_chip *gc, unsigned int offset);
	void (*set)(struct gpio_chip *gc, unsigned int offset, int value);
	int (*to_irq)(struct gpio_chip *gc, unsigned int offset);
	void (*dbg_show)(struct seq_file *s, struct gpio_chip *gc);

	int base;
	u16 ngpio;
	const char *const *names;	/* the lines' names, or NULL */
	bool can_sleep;			/* get/set may sleep */
};

int gpiochip_add_data(struct gpio_chip *gc, void *data);
#define gpiochip_add(gc)	gpiochip_add_data(gc, NULL)
void gpiochip_remove(struct gpio_chip *gc);
void *gpiochip_get_data(struct gpio_chip *gc);
const char *gpiochip_is_requested(struct gpio_chip *gc, unsigned int offset);

#endif /* _LINUX_GPIO_DRIVER_H */
