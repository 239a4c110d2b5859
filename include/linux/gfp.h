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
/* No high memory here: the lowmem page a module maps with kmap() */
#define __GFP_HIGHMEM	0u
#define GFP_HIGHUSER	0u
#define GFP_HIGHUSER_MOVABLE	0u

/*
 * The page allocator (mm/page_alloc.c), declared here as Linux 6.1 does:
 * a module that includes only linux/slab.h (LDD3's scullp) gets it.
 */
struct page;
struct page *alloc_pages(gfp_t gfp, unsigned int order);
unsigned long __get_free_pages(gfp_t gfp, unsigned int order);
unsigned long get_zeroed_page(gfp_t gfp);
void __free_pages(struct page *page, unsigned int order);
void free_pages(unsigned long addr, unsigned int order);
void split_page(struct page *page, unsigned int order);
void *alloc_pages_exact(size_t size, gfp_t gfp);
void free_pages_exact(void *virt, size_t size);
#define alloc_page(gfp)		alloc_pages((gfp), 0)
#define __get_free_page(gfp)	__get_free_pages((gfp), 0)
#define __free_page(page)	__free_pages((page), 0)
#define free_page(addr)		free_pages((addr), 0)

#endif /* _LINUX_GFP_H */
