/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/highmem.h - a page's bytes in the kernel's address space.
 * Every page here is low memory (the kernel maps all of it,
 * include/linux/mm.h), so mapping one is page_address(): nothing to set
 * up or undo.  Block drivers reach a bio_vec's bytes this way.
 */
#ifndef _LINUX_HIGHMEM_H
#define _LINUX_HIGHMEM_H

#include "linux/mm.h"
#include "linux/blk_types.h"

static inline void *kmap(struct page *page)
{
	return page_address(page);
}

static inline void kunmap(struct page *page)
{
	(void)page;
}

static inline void *kmap_atomic(struct page *page)
{
	return page_address(page);
}

static inline void *kmap_local_page(struct page *page)
{
	return page_address(page);
}

static inline void __kunmap_addr(void *addr)
{
	(void)addr;
}
#define kunmap_atomic(addr)	__kunmap_addr(addr)
#define kunmap_local(addr)	__kunmap_addr(addr)

/* a bio_vec's first byte, mapped */
static inline void *bvec_kmap_local(struct bio_vec *bvec)
{
	return (char *)kmap_local_page(bvec->bv_page) + bvec->bv_offset;
}

#endif /* _LINUX_HIGHMEM_H */
