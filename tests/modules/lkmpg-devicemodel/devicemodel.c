// SPDX-License-Identifier: GPL-2.0
/*
 * devicemodel.c - a platform driver as LKMPG's device model chapter
 * writes one: probe() keeps per-device data (platform_set_drvdata()),
 * remove() frees it, and power-management callbacks are declared (never
 * called: nothing suspends here).  Unlike the book, the module also
 * registers the device it drives (platform_device_alloc(), then
 * platform_device_add()),
 * with platform data, so that probe() really runs: the device is
 * /sys/devices/platform/devicemodel_example.0.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>

struct devicemodel_data {
	char *greeting;
	int number;
};

struct devicemodel_state {
	struct devicemodel_data pdata;	/* a copy of the platform data */
};

static ssize_t greeting_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct devicemodel_state *st = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%s %d\n", st->pdata.greeting, st->pdata.number);
}
static DEVICE_ATTR_RO(greeting);

static struct attribute *devicemodel_attrs[] = {
	&dev_attr_greeting.attr,
	NULL,
};
ATTRIBUTE_GROUPS(devicemodel);

static int devicemodel_probe(struct platform_device *dev)
{
	struct devicemodel_data *pd = dev_get_platdata(&dev->dev);
	struct devicemodel_state *st;

	if (!pd)
		return -EINVAL;
	st = kzalloc(sizeof(*st), GFP_KERNEL);
	if (!st)
		return -ENOMEM;
	st->pdata = *pd;
	platform_set_drvdata(dev, st);
	pr_info("devicemodel probe: %s %d (%s)\n", pd->greeting, pd->number,
		dev_name(&dev->dev));
	return 0;
}

static int devicemodel_remove(struct platform_device *dev)
{
	struct devicemodel_state *st = platform_get_drvdata(dev);

	pr_info("devicemodel example removed: %s\n", st->pdata.greeting);
	kfree(st);
	return 0;
}

static int devicemodel_suspend(struct device *dev)
{
	pr_info("devicemodel example suspend\n");
	return 0;
}

static int devicemodel_resume(struct device *dev)
{
	pr_info("devicemodel example resume\n");
	return 0;
}

static const struct dev_pm_ops devicemodel_pm_ops = {
	.suspend = devicemodel_suspend,
	.resume = devicemodel_resume,
	.poweroff = devicemodel_suspend,
	.freeze = devicemodel_suspend,
	.thaw = devicemodel_resume,
	.restore = devicemodel_resume,
};

static struct platform_driver devicemodel_driver = {
	.driver = {
		.name = "devicemodel_example",
		.pm = &devicemodel_pm_ops,
		.dev_groups = devicemodel_groups,
	},
	.probe = devicemodel_probe,
	.remove = devicemodel_remove,
};

static struct platform_device *devicemodel_device;

static int __init devicemodel_init(void)
{
	static const struct devicemodel_data pdata = {
		.greeting = "Hello",
		.number = 42,
	};
	int ret;

	pr_info("devicemodel init\n");
	ret = platform_driver_register(&devicemodel_driver);
	if (ret) {
		pr_err("Unable to register driver\n");
		return ret;
	}
	devicemodel_device = platform_device_alloc("devicemodel_example", 0);
	ret = -ENOMEM;
	if (!devicemodel_device)
		goto out_driver;
	ret = platform_device_add_data(devicemodel_device, &pdata,
				       sizeof(pdata));
	if (!ret)
		ret = platform_device_add(devicemodel_device);
	if (!ret)
		return 0;
	platform_device_put(devicemodel_device);
out_driver:
	platform_driver_unregister(&devicemodel_driver);
	return ret;
}

static void __exit devicemodel_exit(void)
{
	pr_info("devicemodel exit\n");
	platform_device_unregister(devicemodel_device);
	platform_driver_unregister(&devicemodel_driver);
}

module_init(devicemodel_init);
module_exit(devicemodel_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A platform driver and its device, LKMPG style");
