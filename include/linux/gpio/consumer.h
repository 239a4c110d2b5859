/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/gpio/consumer.h - a GPIO line as a driver uses it: the
 * descriptor interface of gpiolib (drivers/gpio/gpiolib.c), Linux
 * 6.1's names.  A NULL descriptor is an optional line that is absent:
 * every call on it does nothing and succeeds, as in Linux.
 */
#ifndef _LINUX_GPIO_CONSUMER_H
#define _LINUX_GPIO_CONSUMER_H

#include "linux/types.h"

struct gpio_desc;

int gpiod_get_direction(struct gpio_desc *desc);
int gpiod_direction_input(struct gpio_desc *desc);
int gpiod_direction_output_raw(struct gpio_desc *desc, int value);
int gpiod_direction_output(struct gpio_desc *desc, int value);
int gpiod_get_raw_value(const struct gpio_desc *desc);
int gpiod_get_value(const struct gpio_desc *desc);
void gpiod_set_raw_value(struct gpio_desc *desc, int value);
void gpiod_set_value(struct gpio_desc *desc, int value);
int gpiod_get_value_cansleep(const struct gpio_desc *desc);
void gpiod_set_value_cansleep(struct gpio_desc *desc, int value);
int gpiod_cansleep(const struct gpio_desc *desc);
int gpiod_to_irq(const struct gpio_desc *desc);
int gpiod_is_active_low(const struct gpio_desc *desc);

struct gpio_desc *gpio_to_desc(unsigned int gpio);
int desc_to_gpio(const struct gpio_desc *desc);

#endif /* _LINUX_GPIO_CONSUMER_H */
