// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/gpio-consumer/gpio-consumer.c - a driver that gets its
 * GPIO lines by function (gpiod_get(), drivers/gpio/gpiolib-lookup.c)
 * from a board table (linux/gpio/machine.h) that this module adds for
 * its own platform device, as a board file would: two "led" lines on
 * gpio-mock's chip (the second active low) and a "button" taken with
 * devm_gpiod_get(), given back when the driver unbinds.  The other
 * entries and names show the lookup's errors.  Load gpio-mock first.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/err.h>
#include <linux/gpio/consumer.h>
#include <linux/gpio/machine.h>
#include <linux/interrupt.h>
#include <linux/platform_device.h>

static struct gpiod_lookup_table board = {
	.dev_id = "gpio-consumer",
	.table = {
		GPIO_LOOKUP_IDX("gpio-mock", 4, "led", 0, GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP_IDX("gpio-mock", 5, "led", 1, GPIO_ACTIVE_LOW),
		GPIO_LOOKUP("gpio-mock", 17, "button", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("no-such-chip", 0, "absent", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("gpio-mock", 200, "far", GPIO_ACTIVE_HIGH),
		{ },
	},
};

static struct gpio_desc *leds[2];
static struct platform_device *pdev;

static long err_of(struct gpio_desc *desc)
{
	return IS_ERR(desc) ? PTR_ERR(desc) : desc ? 1 : 0;
}

static void show_errors(struct device *dev)
{
	pr_info("gpio_consumer: nothing %ld, optional %ld, absent %ld, far %ld, led again %ld\n",
		err_of(gpiod_get(dev, "nothing", GPIOD_IN)),
		err_of(gpiod_get_optional(dev, "nothing", GPIOD_IN)),
		err_of(gpiod_get(dev, "absent", GPIOD_IN)),
		err_of(gpiod_get(dev, "far", GPIOD_IN)),
		err_of(gpiod_get(dev, "led", GPIOD_ASIS)));
}

static int consumer_probe(struct platform_device *p)
{
	struct device *dev = &p->dev;
	struct gpio_desc *button;
	int i;

	button = devm_gpiod_get(dev, "button", GPIOD_IN);
	if (IS_ERR(button))
		return PTR_ERR(button);
	for (i = 0; i < 2; i++) {
		leds[i] = gpiod_get_index(dev, "led", i, GPIOD_OUT_HIGH);
		if (IS_ERR(leds[i])) {
			while (i--)
				gpiod_put(leds[i]);
			return PTR_ERR(leds[i]);
		}
	}
	pr_info("gpio_consumer: %d leds, raw %d %d, value %d %d, button %d debounce %d\n",
		gpiod_count(dev, "led"), gpiod_get_raw_value(leds[0]),
		gpiod_get_raw_value(leds[1]), gpiod_get_value(leds[0]),
		gpiod_get_value(leds[1]), gpiod_get_value(button),
		gpiod_set_debounce(button, 200));
	show_errors(dev);
	/* no interrupt line at all: a gpio_to_irq() error, which Madieu's
	 * gpio-legacy-module hands to free_irq() unchecked - NULL, silently */
	pr_info("gpio_consumer: free_irq of no line %d\n",
		free_irq((unsigned int)-EINVAL, NULL) != NULL);
	return 0;
}

static int consumer_remove(struct platform_device *p)
{
	(void)p;
	gpiod_put(leds[0]);
	gpiod_put(leds[1]);
	return 0;
}

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.remove = consumer_remove,
	.driver = { .name = "gpio-consumer" },
};

static int __init consumer_init(void)
{
	int err;

	gpiod_add_lookup_table(&board);
	err = platform_driver_register(&consumer_driver);
	if (err)
		goto err_table;
	pdev = platform_device_register_simple("gpio-consumer", -1, NULL, 0);
	if (IS_ERR(pdev)) {
		err = PTR_ERR(pdev);
		goto err_driver;
	}
	return 0;

err_driver:
	platform_driver_unregister(&consumer_driver);
err_table:
	gpiod_remove_lookup_table(&board);
	return err;
}

static void __exit consumer_exit(void)
{
	platform_device_unregister(pdev);
	platform_driver_unregister(&consumer_driver);
	gpiod_remove_lookup_table(&board);
}

module_init(consumer_init);
module_exit(consumer_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("GPIO lines by function from a board table");
