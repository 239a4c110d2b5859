// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/gpio/gpiolib-legacy.c - the integer GPIO interface's
 * requests (include/linux/gpio.h): a line by its number, through its
 * descriptor (gpiolib.c).  A valid number no chip has yet is
 * -EPROBE_DEFER, Linux's "the chip may appear later".
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/gpio.h"
#include "gpiolib.h"

int gpio_request(unsigned int gpio, const char *label)
{
	struct gpio_desc *desc = gpio_to_desc(gpio);

	if (!desc && gpio_is_valid((int)gpio))
		return -EPROBE_DEFER;
	return gpiod_request(desc, label);
}
EXPORT_SYMBOL_GPL(gpio_request);

void gpio_free(unsigned int gpio)
{
	gpiod_free(gpio_to_desc(gpio));
}
EXPORT_SYMBOL_GPL(gpio_free);

/* Request, then set up as flags say (GPIOF_*); freed again on failure */
int gpio_request_one(unsigned int gpio, unsigned long flags,
		     const char *label)
{
	struct gpio_desc *desc = gpio_to_desc(gpio);
	int err;

	if (!desc && gpio_is_valid((int)gpio))
		return -EPROBE_DEFER;
	err = gpiod_request(desc, label);
	if (err || !desc)
		return err;
	if (flags & GPIOF_ACTIVE_LOW)
		set_bit(FLAG_ACTIVE_LOW, &desc->flags);
	if (flags & GPIOF_DIR_IN)
		err = gpiod_direction_input(desc);
	else
		err = gpiod_direction_output_raw(desc,
						 !!(flags & GPIOF_INIT_HIGH));
	if (err)
		gpiod_free(desc);
	return err;
}
EXPORT_SYMBOL_GPL(gpio_request_one);

/* All of them or none: those requested before a failure are freed */
int gpio_request_array(const struct gpio *array, size_t num)
{
	size_t i;
	int err;

	for (i = 0; i < num; i++) {
		err = gpio_request_one(array[i].gpio, array[i].flags,
				       array[i].label);
		if (err)
			goto err_free;
	}
	return 0;

err_free:
	while (i--)
		gpio_free(array[i].gpio);
	return err;
}
EXPORT_SYMBOL_GPL(gpio_request_array);

void gpio_free_array(const struct gpio *array, size_t num)
{
	while (num--)
		gpio_free((array++)->gpio);
}
EXPORT_SYMBOL_GPL(gpio_free_array);
