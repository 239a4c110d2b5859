// SPDX-License-Identifier: GPL-2.0
/*
 * lddbus.c - a virtual bus as LDD3's chapter 14 builds one: the bus
 * type "ldd" (/sys/bus/ldd, with a "version" file), its bus device ldd0
 * (/sys/devices/ldd0, the parent of every device on the bus), and the
 * registration of devices and drivers.  A driver takes the devices
 * whose names begin with its own; every event of a device on the bus
 * carries LDDBUS_VERSION.
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include "lddbus.h"

MODULE_AUTHOR("oops386");
MODULE_LICENSE("Dual BSD/GPL");

static char *version = "1.9";

static int ldd_match(struct device *dev, struct device_driver *driver)
{
	return !strncmp(dev_name(dev), driver->name, strlen(driver->name));
}

static int ldd_uevent(struct device *dev, struct kobj_uevent_env *env)
{
	return add_uevent_var(env, "LDDBUS_VERSION=%s", version);
}

static struct bus_type ldd_bus_type = {
	.name = "ldd",
	.match = ldd_match,
	.uevent = ldd_uevent,
};

static ssize_t version_show(struct bus_type *bus, char *buf)
{
	return sysfs_emit(buf, "%s\n", version);
}
static BUS_ATTR_RO(version);

/* The bus device: static, so its release has nothing to free */
static void ldd_bus_release(struct device *dev)
{
	pr_info("lddbus: %s released\n", dev_name(dev));
}

static struct device ldd_bus = {
	.init_name = "ldd0",
	.release = ldd_bus_release,
};

static void ldd_dev_release(struct device *dev)
{
	pr_info("lddbus: device %s released\n", dev_name(dev));
}

int register_ldd_device(struct ldd_device *ldev)
{
	ldev->dev.bus = &ldd_bus_type;
	ldev->dev.parent = &ldd_bus;
	ldev->dev.release = ldd_dev_release;
	dev_set_name(&ldev->dev, "%s", ldev->name);
	return device_register(&ldev->dev);
}
EXPORT_SYMBOL(register_ldd_device);

void unregister_ldd_device(struct ldd_device *ldev)
{
	device_unregister(&ldev->dev);
}
EXPORT_SYMBOL(unregister_ldd_device);

static ssize_t show_version(struct device_driver *driver, char *buf)
{
	return sysfs_emit(buf, "%s\n", to_ldd_driver(driver)->version);
}

int register_ldd_driver(struct ldd_driver *ldrv)
{
	int ret;

	ldrv->driver.bus = &ldd_bus_type;
	ret = driver_register(&ldrv->driver);
	if (ret)
		return ret;
	ldrv->version_attr.attr.name = "version";
	ldrv->version_attr.attr.mode = 0444;
	ldrv->version_attr.show = show_version;
	ldrv->version_attr.store = NULL;
	ret = driver_create_file(&ldrv->driver, &ldrv->version_attr);
	if (ret)
		driver_unregister(&ldrv->driver);
	return ret;
}
EXPORT_SYMBOL(register_ldd_driver);

void unregister_ldd_driver(struct ldd_driver *ldrv)
{
	driver_remove_file(&ldrv->driver, &ldrv->version_attr);
	driver_unregister(&ldrv->driver);
}
EXPORT_SYMBOL(unregister_ldd_driver);

static int __init ldd_bus_init(void)
{
	int ret;

	ret = bus_register(&ldd_bus_type);
	if (ret)
		return ret;
	ret = bus_create_file(&ldd_bus_type, &bus_attr_version);
	if (ret) {
		pr_notice("lddbus: unable to create version attribute\n");
		goto out_bus;
	}
	ret = device_register(&ldd_bus);
	if (ret) {
		pr_notice("lddbus: unable to register ldd0\n");
		put_device(&ldd_bus);
		goto out_file;
	}
	return 0;

out_file:
	bus_remove_file(&ldd_bus_type, &bus_attr_version);
out_bus:
	bus_unregister(&ldd_bus_type);
	return ret;
}

static void __exit ldd_bus_exit(void)
{
	device_unregister(&ldd_bus);
	bus_remove_file(&ldd_bus_type, &bus_attr_version);
	bus_unregister(&ldd_bus_type);
}

module_init(ldd_bus_init);
module_exit(ldd_bus_exit);
