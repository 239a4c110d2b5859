// SPDX-License-Identifier: GPL-2.0
/*
 * devicetree.c - a platform driver that finds its device in a device
 * tree, as LKMPG's device tree example does: an of_match_table of
 * "compatible" strings, and a probe() that reads the node's
 * properties.  On i386 Linux 6.1 has no tree (CONFIG_OF unset): the
 * module loads, registers its driver, and probe() never runs; init
 * also shows what the look-ups give.
 */
#include <linux/kernel.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_device.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>

static int dt_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	const char *label;
	u32 value;

	if (of_property_read_string(np, "label", &label))
		label = "(none)";
	if (of_property_read_u32(np, "my_value", &value))
		value = 0;
	dev_info(&pdev->dev, "probed: label %s, value %u, %s\n", label, value,
		 of_property_read_bool(np, "my-flag") ? "flag" : "no flag");
	return 0;
}

static int dt_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static const struct of_device_id dt_ids[] = {
	{ .compatible = "lkmpg,example-device" },
	{ .compatible = "lkmpg,another-device" },
	{}
};
MODULE_DEVICE_TABLE(of, dt_ids);

static struct platform_driver dt_driver = {
	.probe = dt_probe,
	.remove = dt_remove,
	.driver = {
		.name = "lkmpg_dt_example",
		.of_match_table = of_match_ptr(dt_ids),
	},
};

static int __init dt_init(void)
{
	struct device_node *np = of_find_node_by_path("/");
	u32 v = 7;

	pr_info("dt: root %s, populated %d, compatible node %s, u32 %d (%u)\n",
		np ? "found" : "NULL", of_have_populated_dt(),
		of_find_compatible_node(NULL, NULL, dt_ids[0].compatible) ?
			"found" : "NULL",
		of_property_read_u32(np, "x", &v), v);
	of_node_put(np);
	return platform_driver_register(&dt_driver);
}

static void __exit dt_exit(void)
{
	platform_driver_unregister(&dt_driver);
	pr_info("dt: driver removed\n");
}

module_init(dt_init);
module_exit(dt_exit);

MODULE_LICENSE("GPL");
