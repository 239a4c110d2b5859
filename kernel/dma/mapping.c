// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/dma/mapping.c - DMA on a PC without an IOMMU (Linux 6.1's
 * dma-direct): a buffer's bus address is its physical address, and an
 * address is usable if it is within the device's mask.  Coherent
 * buffers are whole zeroed pages of the kernel's direct map; a
 * streaming mapping must be of that memory too (a vmalloc or module
 * address has no single physical address: refused, as Linux's
 * CONFIG_DMA_API_DEBUG refuses it).  x86 caches snoop the bus, so
 * unmapping and syncing have nothing to do.
 */
#include "linux/kernel.h"
#include "linux/dma-mapping.h"
#include "linux/export.h"
#include "linux/mm.h"

/* The narrowest mask dma-direct supports on x86: the ISA DMA zone's */
#define DMA_MIN_MASK	DMA_BIT_MASK(24)
/* The largest block, 4 MiB, as Linux 6.1's MAX_ORDER of 11 allows */
#define DMA_MAX_ORDER	10

/* The order of the block size fits in; DMA_MAX_ORDER + 1 if none */
static unsigned int size_order(size_t size)
{
	unsigned int order = 0;

	while (order <= DMA_MAX_ORDER && (PAGE_SIZE << order) < size)
		order++;
	return order;
}

/* Whether [phys, phys + size) is below mask */
static bool dma_capable(u64 mask, phys_addr_t phys, size_t size)
{
	return size && (u64)phys + size - 1 <= mask;
}

void *dma_alloc_coherent(struct device *dev, size_t size,
			 dma_addr_t *dma_handle, gfp_t gfp)
{
	unsigned int order = size_order(size);
	unsigned long addr;

	if (!dev || !dev->coherent_dma_mask || !size || order > DMA_MAX_ORDER) {
		printk(KERN_WARNING "dma_alloc_coherent: %s: no coherent DMA "
		       "mask, or a size of %zu\n", dev ? dev_name(dev) : "NULL",
		       size);
		return NULL;
	}
	addr = __get_free_pages(gfp | __GFP_ZERO, order);
	if (!addr)
		return NULL;
	if (!dma_capable(dev->coherent_dma_mask, __pa(addr), size)) {
		free_pages(addr, order);	/* no lower zone to retry in */
		return NULL;
	}
	*dma_handle = (dma_addr_t)__pa(addr);
	return (void *)addr;
}
EXPORT_SYMBOL(dma_alloc_coherent);

void dma_free_coherent(struct device *dev, size_t size, void *cpu_addr,
		       dma_addr_t dma_handle)
{
	(void)dev;
	if (!cpu_addr)
		return;
	if (__pa(cpu_addr) != dma_handle)
		printk(KERN_WARNING "dma_free_coherent: %p is not at bus "
		       "address %#x\n", cpu_addr, dma_handle);
	else
		free_pages((unsigned long)cpu_addr, size_order(size));
}
EXPORT_SYMBOL(dma_free_coherent);

/* A bus address for phys, or DMA_MAPPING_ERROR with the reason */
static dma_addr_t dma_direct_map(struct device *dev, phys_addr_t phys,
				 size_t size, enum dma_data_direction dir)
{
	if (!dev || dir == DMA_NONE ||
	    !dma_capable(dma_get_mask(dev), phys, size)) {
		printk(KERN_WARNING "DMA: %s: cannot map %zu bytes at %#llx\n",
		       dev ? dev_name(dev) : "NULL", size, (u64)phys);
		return DMA_MAPPING_ERROR;
	}
	return (dma_addr_t)phys;
}

dma_addr_t dma_map_single(struct device *dev, void *ptr, size_t size,
			  enum dma_data_direction dir)
{
	unsigned long addr = (unsigned long)ptr;

	if (addr < PAGE_OFFSET || addr + size > (unsigned long)high_memory ||
	    addr + size < addr) {
		printk(KERN_WARNING "DMA: %s: rejecting DMA map of %p: not "
		       "in the direct map\n", dev ? dev_name(dev) : "NULL",
		       ptr);
		return DMA_MAPPING_ERROR;
	}
	return dma_direct_map(dev, __pa(ptr), size, dir);
}
EXPORT_SYMBOL(dma_map_single);

dma_addr_t dma_map_page(struct device *dev, struct page *page,
			size_t offset, size_t size,
			enum dma_data_direction dir)
{
	return dma_direct_map(dev, page_to_phys(page) + offset, size, dir);
}
EXPORT_SYMBOL(dma_map_page);

void dma_unmap_page(struct device *dev, dma_addr_t addr, size_t size,
		    enum dma_data_direction dir)
{
	(void)dev, (void)addr, (void)size, (void)dir;
}
EXPORT_SYMBOL(dma_unmap_page);

/* EIO for a device with no mask or one narrower than dma-direct's */
int dma_set_mask(struct device *dev, u64 mask)
{
	if (!dev || !dev->dma_mask || mask < DMA_MIN_MASK)
		return -EIO;
	*dev->dma_mask = mask;
	return 0;
}
EXPORT_SYMBOL(dma_set_mask);

int dma_set_coherent_mask(struct device *dev, u64 mask)
{
	if (!dev || mask < DMA_MIN_MASK)
		return -EIO;
	dev->coherent_dma_mask = mask;
	return 0;
}
EXPORT_SYMBOL(dma_set_coherent_mask);
