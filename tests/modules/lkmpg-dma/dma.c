// SPDX-License-Identifier: GPL-2.0
/*
 * dma.c - the DMA API on a platform device, in the manner of LKMPG's
 * examples: the device's masks set (dma_set_mask_and_coherent()), a
 * coherent buffer allocated, a kmalloc buffer and a page mapped for
 * streaming and unmapped, everything freed at exit.  On a PC without
 * an IOMMU a bus address is the physical address: the module says
 * whether each one is, for the test to check.
 */
#include <linux/dma-mapping.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>

#define COHERENT_SIZE	(3 * PAGE_SIZE)	/* not a power of two pages */
#define STREAM_SIZE	512

static struct platform_device *pdev;
static void *coherent;
static dma_addr_t coherent_handle;

static const char *identity(void *cpu, dma_addr_t bus)
{
	return virt_to_phys(cpu) == bus ? "identity" : "NOT identity";
}

/* A kmalloc buffer and a page, each mapped, written and unmapped */
static int dma_streaming(struct device *dev)
{
	char *buf = kmalloc(STREAM_SIZE, GFP_KERNEL);
	struct page *page = alloc_page(GFP_KERNEL);
	dma_addr_t a, b;
	int ret = -ENOMEM;

	if (!buf || !page)
		goto out;
	a = dma_map_single(dev, buf, STREAM_SIZE, DMA_TO_DEVICE);
	b = dma_map_page(dev, page, 128, STREAM_SIZE, DMA_FROM_DEVICE);
	ret = dma_mapping_error(dev, a) ?: dma_mapping_error(dev, b);
	if (!ret) {
		pr_info("dma: single %s, page %s\n", identity(buf, a),
			identity(page_address(page) + 128, b));
		dma_sync_single_for_cpu(dev, b, STREAM_SIZE, DMA_FROM_DEVICE);
	}
	if (!dma_mapping_error(dev, a))
		dma_unmap_single(dev, a, STREAM_SIZE, DMA_TO_DEVICE);
	if (!dma_mapping_error(dev, b))
		dma_unmap_page(dev, b, STREAM_SIZE, DMA_FROM_DEVICE);
out:
	if (page)
		__free_page(page);
	kfree(buf);
	return ret;
}

/* What a bad driver asks for is refused, not mapped */
static void dma_refusals(struct device *dev)
{
	static char in_module[16];	/* module memory: not the direct map */

	pr_info("dma: 16-bit mask: %d\n", dma_set_mask(dev, DMA_BIT_MASK(16)));
	pr_info("dma: module buffer: %d\n",
		dma_mapping_error(dev, dma_map_single(dev, in_module,
						      sizeof(in_module),
						      DMA_TO_DEVICE)));
}

static int __init dma_example_init(void)
{
	int ret;

	pdev = platform_device_register_simple("dma_example", -1, NULL, 0);
	if (IS_ERR(pdev))
		return PTR_ERR(pdev);
	pr_info("dma: masks %llx %llx\n", *pdev->dev.dma_mask,
		pdev->dev.coherent_dma_mask);
	ret = dma_set_mask_and_coherent(&pdev->dev, DMA_BIT_MASK(32));
	if (ret)
		goto out_dev;
	coherent = dma_alloc_coherent(&pdev->dev, COHERENT_SIZE,
				      &coherent_handle, GFP_KERNEL);
	ret = -ENOMEM;
	if (!coherent)
		goto out_dev;
	memset(coherent, 0x5a, COHERENT_SIZE);
	pr_info("dma: coherent %zu bytes, %s\n", (size_t)COHERENT_SIZE,
		identity(coherent, coherent_handle));
	ret = dma_streaming(&pdev->dev);
	if (ret)
		goto out_free;
	dma_refusals(&pdev->dev);
	return 0;

out_free:
	dma_free_coherent(&pdev->dev, COHERENT_SIZE, coherent,
			  coherent_handle);
out_dev:
	platform_device_unregister(pdev);
	return ret;
}

static void __exit dma_example_exit(void)
{
	dma_free_coherent(&pdev->dev, COHERENT_SIZE, coherent,
			  coherent_handle);
	platform_device_unregister(pdev);
	pr_info("dma: freed\n");
}

module_init(dma_example_init);
module_exit(dma_example_exit);

MODULE_LICENSE("GPL");
