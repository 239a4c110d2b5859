// SPDX-License-Identifier: GPL-2.0
/*
 * dma-none: a DMA engine client (linux/dmaengine.h) on a PC that has
 * no DMA engine, as a driver such as Madieu's dma-single-buffer meets
 * it on oops386 and on Linux 6.1's i386 kernel in QEMU: every way of
 * asking for a channel fails, each with Linux's answer, and the
 * capability masks and cookies work without one.
 * tests/kernel/test_dmaengine.py compares its lines with Linux's.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/dmaengine.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/platform_device.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("dmaengine's client calls with no DMA engine");

static void show(const char *how, struct dma_chan *chan)
{
	if (IS_ERR(chan))
		pr_info("%s: error %ld\n", how, PTR_ERR(chan));
	else
		pr_info("%s: %s\n", how, chan ? "a channel" : "NULL");
	if (!IS_ERR_OR_NULL(chan))
		dma_release_channel(chan);
}

static int __init dma_none_init(void)
{
	struct platform_device *pdev;
	dma_cap_mask_t mask;

	pdev = platform_device_register_simple("dma-none", -1, NULL, 0);
	if (IS_ERR(pdev))
		return PTR_ERR(pdev);
	dma_cap_zero(mask);
	dma_cap_set(DMA_MEMCPY, mask);
	pr_info("mask: memcpy %d, slave %d\n", dma_has_cap(DMA_MEMCPY, mask),
		dma_has_cap(DMA_SLAVE, mask));
	show("dma_request_chan", dma_request_chan(&pdev->dev, "rx"));
	show("dma_request_chan_by_mask", dma_request_chan_by_mask(&mask));
	show("dma_request_channel", dma_request_channel(mask, NULL, NULL));
	show("dma_request_slave_channel",
	     dma_request_slave_channel(&pdev->dev, "tx"));
	pr_info("dma_submit_error: %d %d\n", dma_submit_error(-EIO),
		dma_submit_error(3));
	platform_device_unregister(pdev);
	return 0;
}

static void __exit dma_none_exit(void)
{
	pr_info("gone\n");
}

module_init(dma_none_init);
module_exit(dma_none_exit);
