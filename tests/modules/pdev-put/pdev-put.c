// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/pdev-put/pdev-put.c - a mistake books make (Madieu's
 * platform-dummy-ins): a platform device added with
 * platform_device_add() and only put, never unregistered, at exit.
 * The bus still holds it (drivers/base/bus.c takes a reference for its
 * list, as Linux's klist does), so it stays registered - a leak, as on
 * Linux - instead of being freed while the bus lists it.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/platform_device.h>

static struct platform_device *pdev;

static int __init pdev_put_init(void)
{
	int err;

	pdev = platform_device_alloc("pdev-put", 0);
	if (!pdev)
		return -ENOMEM;
	err = platform_device_add(pdev);
	if (err)
		platform_device_put(pdev);
	return err;
}

static void __exit pdev_put_exit(void)
{
	platform_device_put(pdev);	/* the mistake: no platform_device_unregister() */
}

module_init(pdev_put_init);
module_exit(pdev_put_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("a platform device put but never unregistered");
