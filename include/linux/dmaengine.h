/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/dmaengine.h - the client side of Linux's DMA engine
 * framework: a driver asks for a channel of a DMA controller, prepares
 * a transfer on it, submits it and is called back when it is done
 * (Madieu's Linux Device Driver Development, chapter 11).
 *
 * A PC has no DMA engine Linux 6.1's i386 kernel drives (the ISA DMA
 * controller is not one: linux/dma-mapping.h is the PC's DMA API), and
 * oops386 has none either, nor the providers' side: every request for a
 * channel fails with Linux's answer there (drivers/dma/dmaengine.c), so
 * a client's error path runs as it does on Linux.  The types, the
 * capability masks and the inline wrappers are Linux's, for drivers
 * that build against them.
 */
#ifndef _LINUX_DMAENGINE_H
#define _LINUX_DMAENGINE_H

#include "linux/bitops.h"
#include "linux/bitmap.h"
#include "linux/device.h"
#include "linux/err.h"
#include "linux/types.h"

/* A submitted transfer's number: > 0 once submitted, < 0 an error */
typedef s32 dma_cookie_t;
#define DMA_MIN_COOKIE	1

static inline int dma_submit_error(dma_cookie_t cookie)
{
	return cookie < 0 ? cookie : 0;
}

enum dma_status {
	DMA_COMPLETE,
	DMA_IN_PROGRESS,
	DMA_PAUSED,
	DMA_ERROR,
	DMA_OUT_OF_ORDER,
};

/* What a channel can do, as bits of a dma_cap_mask_t (Linux's order) */
enum dma_transaction_type {
	DMA_MEMCPY,
	DMA_XOR,
	DMA_PQ,
	DMA_XOR_VAL,
	DMA_PQ_VAL,
	DMA_MEMSET,
	DMA_MEMSET_SG,
	DMA_INTERRUPT,
	DMA_PRIVATE,
	DMA_ASYNC_TX,
	DMA_SLAVE,
	DMA_CYCLIC,
	DMA_INTERLEAVE,
	DMA_COMPLETION_NO_ORDER,
	DMA_REPEAT,
	DMA_LOAD_EOT,
	DMA_TX_TYPE_END,
};

enum dma_transfer_direction {
	DMA_MEM_TO_MEM,
	DMA_MEM_TO_DEV,
	DMA_DEV_TO_MEM,
	DMA_DEV_TO_DEV,
	DMA_TRANS_NONE,
};

/* A device register's width in bytes */
enum dma_slave_buswidth {
	DMA_SLAVE_BUSWIDTH_UNDEFINED = 0,
	DMA_SLAVE_BUSWIDTH_1_BYTE = 1,
	DMA_SLAVE_BUSWIDTH_2_BYTES = 2,
	DMA_SLAVE_BUSWIDTH_3_BYTES = 3,
	DMA_SLAVE_BUSWIDTH_4_BYTES = 4,
	DMA_SLAVE_BUSWIDTH_8_BYTES = 8,
	DMA_SLAVE_BUSWIDTH_16_BYTES = 16,
	DMA_SLAVE_BUSWIDTH_32_BYTES = 32,
	DMA_SLAVE_BUSWIDTH_64_BYTES = 64,
	DMA_SLAVE_BUSWIDTH_128_BYTES = 128,
};

/* The flags argument of the device_prep_* calls */
enum dma_ctrl_flags {
	DMA_PREP_INTERRUPT = (1 << 0),
	DMA_CTRL_ACK = (1 << 1),
	DMA_PREP_PQ_DISABLE_P = (1 << 2),
	DMA_PREP_PQ_DISABLE_Q = (1 << 3),
	DMA_PREP_CONTINUE = (1 << 4),
	DMA_PREP_FENCE = (1 << 5),
	DMA_CTRL_REUSE = (1 << 6),
	DMA_PREP_CMD = (1 << 7),
	DMA_PREP_REPEAT = (1 << 8),
	DMA_PREP_LOAD_EOT = (1 << 9),
};

typedef struct {
	DECLARE_BITMAP(bits, DMA_TX_TYPE_END);
} dma_cap_mask_t;

#define dma_cap_set(tx, mask)	__set_bit(tx, (mask).bits)
#define dma_cap_clear(tx, mask)	__clear_bit(tx, (mask).bits)
#define dma_cap_zero(mask)	bitmap_zero((mask).bits, DMA_TX_TYPE_END)
#define dma_has_cap(tx, mask)	test_bit(tx, (mask).bits)

struct dma_device;

struct dma_chan {
	struct dma_device *device;
	struct device *slave;
	dma_cookie_t cookie;
	dma_cookie_t completed_cookie;
	int chan_id;
	const char *name;
	int client_count;
	void *private;
};

/* How a transfer between memory and a device's register goes */
struct dma_slave_config {
	enum dma_transfer_direction direction;
	phys_addr_t src_addr;
	phys_addr_t dst_addr;
	enum dma_slave_buswidth src_addr_width;
	enum dma_slave_buswidth dst_addr_width;
	u32 src_maxburst;
	u32 dst_maxburst;
	u32 src_port_window_size;
	u32 dst_port_window_size;
	bool device_fc;
	void *peripheral_config;
	size_t peripheral_size;
};

struct dma_tx_state {
	dma_cookie_t last;
	dma_cookie_t used;
	u32 residue;
	u32 in_flight_bytes;
};

typedef void (*dma_async_tx_callback)(void *dma_async_param);

/* A prepared transfer */
struct dma_async_tx_descriptor {
	dma_cookie_t cookie;
	enum dma_ctrl_flags flags;
	dma_addr_t phys;
	struct dma_chan *chan;
	dma_cookie_t (*tx_submit)(struct dma_async_tx_descriptor *tx);
	int (*desc_free)(struct dma_async_tx_descriptor *tx);
	dma_async_tx_callback callback;
	void *callback_param;
};

/* A DMA controller's operations (only a provider fills them in) */
struct dma_device {
	unsigned int chancnt;
	dma_cap_mask_t cap_mask;
	struct device *dev;
	struct module *owner;
	int (*device_alloc_chan_resources)(struct dma_chan *chan);
	void (*device_free_chan_resources)(struct dma_chan *chan);
	struct dma_async_tx_descriptor *(*device_prep_dma_memcpy)(
		struct dma_chan *chan, dma_addr_t dst, dma_addr_t src,
		size_t len, unsigned long flags);
	int (*device_config)(struct dma_chan *chan,
			     struct dma_slave_config *config);
	int (*device_pause)(struct dma_chan *chan);
	int (*device_resume)(struct dma_chan *chan);
	int (*device_terminate_all)(struct dma_chan *chan);
	void (*device_synchronize)(struct dma_chan *chan);
	enum dma_status (*device_tx_status)(struct dma_chan *chan,
					    dma_cookie_t cookie,
					    struct dma_tx_state *txstate);
	void (*device_issue_pending)(struct dma_chan *chan);
};

typedef bool (*dma_filter_fn)(struct dma_chan *chan, void *filter_param);

struct device_node;

/* drivers/dma/dmaengine.c: no engine here, so no channel */
struct dma_chan *dma_request_chan(struct device *dev, const char *name);
struct dma_chan *dma_request_chan_by_mask(const dma_cap_mask_t *mask);
struct dma_chan *__dma_request_channel(const dma_cap_mask_t *mask,
				       dma_filter_fn fn, void *fn_param,
				       struct device_node *np);
void dma_release_channel(struct dma_chan *chan);

#define dma_request_channel(mask, x, y) \
	__dma_request_channel(&(mask), x, y, NULL)

/* Linux 6.1's deprecated form: NULL, not an error pointer */
static inline struct dma_chan *dma_request_slave_channel(struct device *dev,
							  const char *name)
{
	struct dma_chan *ch = dma_request_chan(dev, name);

	return IS_ERR(ch) ? NULL : ch;
}

static inline int dmaengine_slave_config(struct dma_chan *chan,
					 struct dma_slave_config *config)
{
	if (chan->device->device_config)
		return chan->device->device_config(chan, config);
	return -ENOSYS;
}

static inline struct dma_async_tx_descriptor *dmaengine_prep_dma_memcpy(
	struct dma_chan *chan, dma_addr_t dest, dma_addr_t src, size_t len,
	unsigned long flags)
{
	if (!chan || !chan->device || !chan->device->device_prep_dma_memcpy)
		return NULL;
	return chan->device->device_prep_dma_memcpy(chan, dest, src, len,
						     flags);
}

static inline dma_cookie_t dmaengine_submit(struct dma_async_tx_descriptor *desc)
{
	return desc->tx_submit(desc);
}

static inline void dma_async_issue_pending(struct dma_chan *chan)
{
	chan->device->device_issue_pending(chan);
}

static inline int dmaengine_terminate_async(struct dma_chan *chan)
{
	if (chan->device->device_terminate_all)
		return chan->device->device_terminate_all(chan);
	return -EPERM;
}

static inline void dmaengine_synchronize(struct dma_chan *chan)
{
	if (chan->device->device_synchronize)
		chan->device->device_synchronize(chan);
}

static inline int dmaengine_terminate_sync(struct dma_chan *chan)
{
	int ret = dmaengine_terminate_async(chan);

	if (ret)
		return ret;
	dmaengine_synchronize(chan);
	return 0;
}

static inline int dmaengine_pause(struct dma_chan *chan)
{
	if (chan->device->device_pause)
		return chan->device->device_pause(chan);
	return -ENOSYS;
}

static inline int dmaengine_resume(struct dma_chan *chan)
{
	if (chan->device->device_resume)
		return chan->device->device_resume(chan);
	return -ENOSYS;
}

static inline enum dma_status dmaengine_tx_status(struct dma_chan *chan,
						  dma_cookie_t cookie,
						  struct dma_tx_state *state)
{
	return chan->device->device_tx_status(chan, cookie, state);
}

#endif /* _LINUX_DMAENGINE_H */
