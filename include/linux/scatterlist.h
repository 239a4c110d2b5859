/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/scatterlist.h - a buffer as a list of (page, offset,
 * length) pieces, Linux's struct scatterlist: how the crypto API's
 * requests (skcipher_request_set_crypt()) name their source and
 * destination.  page_link holds the page and two flag bits: SG_END on
 * the last entry, SG_CHAIN on an entry that points to the next array.
 *
 * The memory must be in the kernel's direct map (kmalloc, the page
 * allocator): sg_set_buf() refuses, loudly, a vmalloc or module address,
 * which has no struct page behind it - as Linux's CONFIG_DEBUG_SG does.
 */
#ifndef _LINUX_SCATTERLIST_H
#define _LINUX_SCATTERLIST_H

#include "linux/types.h"
#include "linux/mm.h"
#include "linux/string.h"

struct scatterlist {
	unsigned long page_link;
	unsigned int offset;
	unsigned int length;
	dma_addr_t dma_address;
};

#define SG_CHAIN	0x01UL
#define SG_END		0x02UL
#define SG_PAGE_LINK_MASK (SG_CHAIN | SG_END)

/* The flag bits need struct page's addresses 4-byte aligned */
_Static_assert(sizeof(struct page) % 4 == 0, "struct page alignment");

static inline struct page *sg_page(struct scatterlist *sg)
{
	return (struct page *)(sg->page_link & ~SG_PAGE_LINK_MASK);
}

static inline bool sg_is_last(struct scatterlist *sg)
{
	return sg->page_link & SG_END;
}

static inline bool sg_is_chain(struct scatterlist *sg)
{
	return sg->page_link & SG_CHAIN;
}

static inline void sg_assign_page(struct scatterlist *sg, struct page *page)
{
	sg->page_link = (sg->page_link & SG_END) | (unsigned long)page;
}

static inline void sg_set_page(struct scatterlist *sg, struct page *page,
			       unsigned int len, unsigned int offset)
{
	sg_assign_page(sg, page);
	sg->offset = offset;
	sg->length = len;
}

static inline void *sg_virt(struct scatterlist *sg)
{
	return (char *)page_address(sg_page(sg)) + sg->offset;
}

static inline void sg_mark_end(struct scatterlist *sg)
{
	sg->page_link |= SG_END;
	sg->page_link &= ~SG_CHAIN;
}

static inline void sg_unmark_end(struct scatterlist *sg)
{
	sg->page_link &= ~SG_END;
}

void sg_init_table(struct scatterlist *sgl, unsigned int nents);
void sg_set_buf(struct scatterlist *sg, const void *buf, unsigned int buflen);
void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen);
/* The next entry, through a chain link; NULL after the last */
struct scatterlist *sg_next(struct scatterlist *sg);
void sg_chain(struct scatterlist *prv, unsigned int prv_nents,
	      struct scatterlist *sgl);
int sg_nents(struct scatterlist *sg);
/* Copies between a buffer and the list, from byte skip of the list */
size_t sg_copy_to_buffer(struct scatterlist *sgl, unsigned int nents,
			 void *buf, size_t buflen);
size_t sg_copy_from_buffer(struct scatterlist *sgl, unsigned int nents,
			   const void *buf, size_t buflen);
size_t sg_pcopy_to_buffer(struct scatterlist *sgl, unsigned int nents,
			  void *buf, size_t buflen, off_t skip);
size_t sg_pcopy_from_buffer(struct scatterlist *sgl, unsigned int nents,
			    const void *buf, size_t buflen, off_t skip);

#define for_each_sg(sglist, sg, nr, __i)                                \
	for (__i = 0, sg = (sglist); __i < (nr); __i++, sg = sg_next(sg))

#endif /* _LINUX_SCATTERLIST_H */
