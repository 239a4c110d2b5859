/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H

#include "linux/types.h"

#define GFP_KERNEL	0	/* one kind of memory here; kept for Linux's API */

void *kmalloc(size_t size, int flags);
void *kzalloc(size_t size, int flags);
void kfree(const void *p);
unsigned long slab_pages(void);

#endif /* _LINUX_SLAB_H */
