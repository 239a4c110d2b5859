/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/gfp.h - how to allocate: the flags kmalloc() and the
 * page allocator take.
 */
#ifndef _LINUX_GFP_H
#define _LINUX_GFP_H

#include "linux/types.h"

/*
 * There is one kind of memory here and allocation never sleeps, so the
 * flags only matter for __GFP_ZERO; the names are Linux's.
 */
#define __GFP_ZERO	0x100u
#define GFP_KERNEL	0u
#define GFP_ATOMIC	0u
#define GFP_NOWAIT	0u
#define GFP_NOIO	0u
#define GFP_NOFS	0u
#define GFP_USER	0u
#define GFP_DMA		0u

#endif /* _LINUX_GFP_H */
