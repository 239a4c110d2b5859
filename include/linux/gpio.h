/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/gpio.h - the legacy integer GPIO interface (Linux 6.1's
 * gpiolib-legacy, drivers/gpio/gpiolib-legacy.c): a line by its number
 * in one global space, 0 to ARCH_NR_GPIOS - 1, each number a line of
 * whichever registered chip covers it.  LKMPG's GPIO examples use it.
 *
 * A number no chip covers: gpio_request() says -EPROBE_DEFER (the
 * chip may come later) for a valid one; a number outside the space is
 * warned about ("invalid GPIO N") and, like an absent optional line,
 * every call on it does nothing and returns 0 - Linux 6.1's behaviour.
 */
#ifndef _LINUX_GPIO_H
#define _LINUX_GPIO_H

#include "linux/types.h"
#include "linux/gpio/consumer.h"
#include "linux/gpio/driver.h"

#define ARCH_NR_GPIOS	512	/* Linux 6.1's default on x86 */

/* gpio_request_one()'s flags */
#define GPIOF_DIR_OUT		(0 << 0)
#define GPIOF_DIR_IN		(1 << 0)
#define GPIOF_INIT_LOW		(0 << 1)
#define GPIOF_INIT_HIGH		(1 << 1)
#define GPIOF_IN		(GPIOF_DIR_IN)
#define GPIOF_OUT_INIT_LOW	(GPIOF_DIR_OUT | GPIOF_INIT_LOW)
#define GPIOF_OUT_INIT_HIGH	(GPIOF_DIR_OUT | GPIOF_INIT_HIGH)
#define GPIOF_ACTIVE_LOW	(1 << 2)
#define GPIOF_OPEN_DRAIN	(1 << 3)
#define GPIOF_OPEN_SOURCE	(1 << 4)
#define GPIOF_EXPORT		(1 << 5)

/* A line of gpio_request_array() */
struct gpio {
	unsigned int gpio;
	unsigned long flags;
	const char *label;
};

static inline bool gpio_is_valid(int number)
{
	return number >= 0 && number < ARCH_NR_GPIOS;
}

int gpio_request(unsigned int gpio, const char *label);
void gpio_free(unsigned int gpio);
int gpio_request_one(unsigned int gpio, unsigned long flags,
		     const char *label);
int gpio_request_array(const struct gpio *array, size_t num);
void gpio_free_array(const struct gpio *array, size_t num);

static inline int gpio_direction_input(unsigned int gpio)
{
	return gpiod_direction_input(gpio_to_desc(gpio));
}

static inline int gpio_direction_output(unsigned int gpio, int value)
{
	return gpiod_direction_output_raw(gpio_to_desc(gpio), value);
}

static inline int gpio_get_value(unsigned int gpio)
{
	return gpiod_get_raw_value(gpio_to_desc(gpio));
}

static inline void gpio_set_value(unsigned int gpio, int value)
{
	gpiod_set_raw_value(gpio_to_desc(gpio), value);
}

static inline int gpio_get_value_cansleep(unsigned int gpio)
{
	return gpiod_get_raw_value(gpio_to_desc(gpio));
}

static inline void gpio_set_value_cansleep(unsigned int gpio, int value)
{
	gpiod_set_raw_value(gpio_to_desc(gpio), value);
}

static inline int gpio_cansleep(unsigned int gpio)
{
	return gpiod_cansleep(gpio_to_desc(gpio));
}

static inline int gpio_to_irq(unsigned int gpio)
{
	return gpiod_to_irq(gpio_to_desc(gpio));
}

#endif /* _LINUX_GPIO_H */
