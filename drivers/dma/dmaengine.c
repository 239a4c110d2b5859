// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/dma/dmaengine.c - a DMA engine client's requests for a
 * channel (include/linux/dmaengine.h) on a machine with no DMA engine
 * driver, answered as Linux 6.1 answers them with its list of DMA
 * devices empty (its i386 kernel on QEMU's PC, checked with
 * tests/modules/dma-none): a request by name or by mask "not yet"
 * (-EPROBE_DEFER: an engine's driver might still come), one with a
 * filter NULL.
 */
#include "linux/kernel.h"
#include "linux/dmaengine.h"
#include "linux/errno.h"
#include "linux/export.h"

struct dma_chan *dma_request_chan(struct device *dev, const char *name)
{
	return ERR_PTR(-EPROBE_DEFER);
}
EXPORT_SYMBOL_GPL(dma_request_chan);

struct dma_chan *dma_request_chan_by_mask(const dma_cap_mask_t *mask)
{
	return ERR_PTR(-EPROBE_DEFER);
}
EXPORT_SYMBOL_GPL(dma_request_chan_by_mask);

struct dma_chan *__dma_request_channel(const dma_cap_mask_t *mask,
				       dma_filter_fn fn, void *fn_param,
				       struct device_node *np)
{
	return NULL;
}
EXPORT_SYMBOL_GPL(__dma_request_channel);

/* No request returns a channel: one given back came from nowhere */
void dma_release_channel(struct dma_chan *chan)
{
	WARN_ON_ONCE(chan);
}
EXPORT_SYMBOL_GPL(dma_release_channel);
