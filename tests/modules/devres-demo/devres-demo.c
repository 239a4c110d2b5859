// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/devres-demo/devres-demo.c - managed resources as a
 * modern platform driver's probe uses them (LKMPG's dma example): memory
 * from devm_kzalloc(), devm_kcalloc() and devm_kstrdup(), one freed early
 * with devm_kfree(), a coherent DMA buffer from dmam_alloc_coherent(),
 * and two actions from devm_add_action() that print when they run, so
 * the test sees the order: everything goes, newest first, after
 * remove_new(), or at once when probe() fails (fail=1, reported with
 * dev_err_probe()).  No error-unwind ladder: that is the point.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/dma-mapping.h>
#include <linux/slab.h>

static int fail;
module_param(fail, int, 0444);
MODULE_LICENSE("GPL");

static void say(void *what)
{
	pr_info("action: %s\n", (const char *)what);
}

static int demo_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	dma_addr_t handle;
	char *name, *buf;
	u32 *table, *gone;
	int err;

	table = devm_kcalloc(dev, 16, sizeof(*table), GFP_KERNEL);
	gone = devm_kzalloc(dev, 64, GFP_KERNEL);
	name = devm_kstrdup(dev, "devres-demo", GFP_KERNEL);
	if (!table || !gone || !name)
		return -ENOMEM;
	devm_kfree(dev, gone);
	err = devm_add_action_or_reset(dev, say, "first added");
	if (err)
		return err;
	buf = dmam_alloc_coherent(dev, 2 * PAGE_SIZE, &handle, GFP_KERNEL);
	if (!buf)
		return dev_err_probe(dev, -ENOMEM, "no coherent buffer\n");
	err = devm_add_action_or_reset(dev, say, "last added");
	if (err)
		return err;
	if (fail)
		return dev_err_probe(dev, -EIO, "failing on purpose (%d)\n",
				     fail);
	pr_info("probed %s: table zeroed %d, buffer at bus address %s %pad\n",
		name, !table[15], handle == virt_to_phys(buf) ? "phys" : "?",
		&handle);
	return 0;
}

static void demo_remove(struct platform_device *pdev)
{
	pr_info("remove_new\n");
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.remove_new = demo_remove,
	.driver = { .name = "devres_demo" },
};

static struct platform_device *demo_pdev;

static int __init demo_init(void)
{
	int err;

	demo_pdev = platform_device_register_simple("devres_demo", -1,
						    NULL, 0);
	if (IS_ERR(demo_pdev))
		return PTR_ERR(demo_pdev);
	demo_pdev->dev.coherent_dma_mask = DMA_BIT_MASK(32);
	err = platform_driver_register(&demo_driver);
	if (err)
		platform_device_unregister(demo_pdev);
	return err;
}

static void __exit demo_exit(void)
{
	platform_driver_unregister(&demo_driver);
	platform_device_unregister(demo_pdev);
}

module_init(demo_init);
module_exit(demo_exit);
