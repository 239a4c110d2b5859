/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/dma-mapping.h - memory a device reads and writes by
 * itself, as Linux 6.1 gives it to drivers: coherent buffers
 * (dma_alloc_coherent(): the CPU and the device see each other's
 * writes at once) and streaming mappings of the driver's own memory
 * (dma_map_single(), dma_map_page(): the device owns it until unmapped).
 * A PC without an IOMMU maps directly: the bus address is the physical
 * address, and x86's caches snoop DMA, so syncing costs nothing
 * (kernel/dma/mapping.c).  A device's masks say which addresses it can
 * reach; a platform device's are 32 bits (drivers/base/platform.c).
 */
#ifndef _LINUX_DMA_MAPPING_H
#define _LINUX_DMA_MAPPING_H

#include "linux/device.h"
#include "linux/dma-direction.h"
#include "linux/gfp.h"
#include "linux/mm.h"

#define DMA_BIT_MASK(n)	(((n) == 64) ? ~0ULL : ((1ULL << (n)) - 1))
#define DMA_MAPPING_ERROR	(~(dma_addr_t)0)

void *dma_alloc_coherent(struct device *dev, size_t size,
			 dma_addr_t *dma_handle, gfp_t gfp);
void dma_free_coherent(struct device *dev, size_t size, void *cpu_addr,
		       dma_addr_t dma_handle);
/* the managed form (drivers/base/devres.c): freed when dev and its
 * driver part; dmam_free_coherent() before that */
void *dmam_alloc_coherent(struct device *dev, size_t size,
			  dma_addr_t *dma_handle, gfp_t gfp);
void dmam_free_coherent(struct device *dev, size_t size, void *vaddr,
			dma_addr_t dma_handle);

dma_addr_t dma_map_page(struct device *dev, struct page *page,
			size_t offset, size_t size,
			enum dma_data_direction dir);
dma_addr_t dma_map_single(struct device *dev, void *ptr, size_t size,
			  enum dma_data_direction dir);
void dma_unmap_page(struct device *dev, dma_addr_t addr, size_t size,
		    enum dma_data_direction dir);

static inline void dma_unmap_single(struct device *dev, dma_addr_t addr,
				    size_t size, enum dma_data_direction dir)
{
	dma_unmap_page(dev, addr, size, dir);
}

/* The CPU's turn, then the device's: x86 snoops, nothing to do */
static inline void dma_sync_single_for_cpu(struct device *dev,
					   dma_addr_t addr, size_t size,
					   enum dma_data_direction dir)
{
	(void)dev, (void)addr, (void)size, (void)dir;
}

static inline void dma_sync_single_for_device(struct device *dev,
					      dma_addr_t addr, size_t size,
					      enum dma_data_direction dir)
{
	(void)dev, (void)addr, (void)size, (void)dir;
}

static inline int dma_mapping_error(struct device *dev, dma_addr_t addr)
{
	(void)dev;
	return addr == DMA_MAPPING_ERROR ? -ENOMEM : 0;
}

int dma_set_mask(struct device *dev, u64 mask);
int dma_set_coherent_mask(struct device *dev, u64 mask);

static inline int dma_set_mask_and_coherent(struct device *dev, u64 mask)
{
	int err = dma_set_mask(dev, mask);

	return err ?: dma_set_coherent_mask(dev, mask);
}

static inline u64 dma_get_mask(struct device *dev)
{
	return dev && dev->dma_mask && *dev->dma_mask ? *dev->dma_mask :
							DMA_BIT_MASK(32);
}

#endif /* _LINUX_DMA_MAPPING_H */
