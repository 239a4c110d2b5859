/* SPDX-License-Identifier: GPL-2.0 */
/* include/linux/dma-direction.h - which way a streaming mapping's data
 * goes (Linux 6.1's values) */
#ifndef _LINUX_DMA_DIRECTION_H
#define _LINUX_DMA_DIRECTION_H

enum dma_data_direction {
	DMA_BIDIRECTIONAL = 0,
	DMA_TO_DEVICE = 1,
	DMA_FROM_DEVICE = 2,
	DMA_NONE = 3,
};

#endif /* _LINUX_DMA_DIRECTION_H */
