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
struct device;

/* what gpiod_get() sets a line to: its direction and first value */
#define GPIOD_FLAGS_BIT_DIR_SET		(1 << 0)
#define GPIOD_FLAGS_BIT_DIR_OUT		(1 << 1)
#define GPIOD_FLAGS_BIT_DIR_VAL		(1 << 2)
#define GPIOD_FLAGS_BIT_OPEN_DRAIN	(1 << 3)
#define GPIOD_FLAGS_BIT_NONEXCLUSIVE	(1 << 4)

enum gpiod_flags {
	GPIOD_ASIS = 0,
	GPIOD_IN = GPIOD_FLAGS_BIT_DIR_SET,
	GPIOD_OUT_LOW = GPIOD_FLAGS_BIT_DIR_SET | GPIOD_FLAGS_BIT_DIR_OUT,
	GPIOD_OUT_HIGH = GPIOD_FLAGS_BIT_DIR_SET | GPIOD_FLAGS_BIT_DIR_OUT |
			 GPIOD_FLAGS_BIT_DIR_VAL,
	GPIOD_OUT_LOW_OPEN_DRAIN = GPIOD_OUT_LOW | GPIOD_FLAGS_BIT_OPEN_DRAIN,
	GPIOD_OUT_HIGH_OPEN_DRAIN = GPIOD_OUT_HIGH |
				    GPIOD_FLAGS_BIT_OPEN_DRAIN,
};

/* A device's lines by function (drivers/gpio/gpiolib-lookup.c, the
 * board tables of linux/gpio/machine.h); ERR_PTR(-ENOENT) when no table
 * names one, NULL from the _optional forms then */
struct gpio_desc *gpiod_get_index(struct device *dev, const char *con_id,
				  unsigned int idx, enum gpiod_flags flags);
struct gpio_desc *gpiod_get(struct device *dev, const char *con_id,
			    enum gpiod_flags flags);
struct gpio_desc *gpiod_get_index_optional(struct device *dev,
					   const char *con_id,
					   unsigned int index,
					   enum gpiod_flags flags);
struct gpio_desc *gpiod_get_optional(struct device *dev, const char *con_id,
				     enum gpiod_flags flags);
void gpiod_put(struct gpio_desc *desc);
int gpiod_count(struct device *dev, const char *con_id);
struct gpio_desc *devm_gpiod_get_index(struct device *dev,
				       const char *con_id, unsigned int idx,
				       enum gpiod_flags flags);
struct gpio_desc *devm_gpiod_get(struct device *dev, const char *con_id,
				 enum gpiod_flags flags);
struct gpio_desc *devm_gpiod_get_optional(struct device *dev,
					  const char *con_id,
					  enum gpiod_flags flags);
int gpiod_set_debounce(struct gpio_desc *desc, unsigned int debounce);

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
