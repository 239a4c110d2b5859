// SPDX-License-Identifier: GPL-2.0
/*
 * lib/scatterlist.c - building and walking scatterlists
 * (include/linux/scatterlist.h), and copying between one and a flat
 * buffer: what the crypto API's modes (crypto/skcipher.c) read their
 * data through.
 */
#include "linux/scatterlist.h"
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/printk.h"

void sg_init_table(struct scatterlist *sgl, unsigned int nents)
{
	memset(sgl, 0, sizeof(*sgl) * nents);
	sg_mark_end(&sgl[nents - 1]);
}
EXPORT_SYMBOL(sg_init_table);

/* Only the direct map has a struct page per address (include/asm/page.h) */
static bool sg_addr_valid(const void *buf, unsigned int len)
{
	unsigned long a = (unsigned long)buf;

	return a >= PAGE_OFFSET && a + len >= a &&
	       a + len <= (unsigned long)high_memory;
}

void sg_set_buf(struct scatterlist *sg, const void *buf, unsigned int buflen)
{
	if (!sg_addr_valid(buf, buflen)) {
		/* no page to name: an empty entry, and why in the log */
		pr_err("scatterlist: %p is not in the direct map (vmalloc, "
		       "module or user memory): use kmalloc\n", buf);
		dump_stack();
		sg_set_page(sg, NULL, 0, 0);
		return;
	}
	sg_set_page(sg, virt_to_page(buf), buflen,
		    (unsigned int)((unsigned long)buf & ~PAGE_MASK));
}
EXPORT_SYMBOL(sg_set_buf);

void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen)
{
	sg_init_table(sg, 1);
	sg_set_buf(sg, buf, buflen);
}
EXPORT_SYMBOL(sg_init_one);

struct scatterlist *sg_next(struct scatterlist *sg)
{
	if (sg_is_last(sg))
		return NULL;
	sg++;
	if (sg_is_chain(sg))
		sg = (struct scatterlist *)(sg->page_link & ~SG_PAGE_LINK_MASK);
	return sg;
}
EXPORT_SYMBOL(sg_next);

/* prv's last entry becomes the link to sgl */
void sg_chain(struct scatterlist *prv, unsigned int prv_nents,
	      struct scatterlist *sgl)
{
	struct scatterlist *link = &prv[prv_nents - 1];

	link->offset = 0;
	link->length = 0;
	link->page_link = ((unsigned long)sgl | SG_CHAIN) & ~SG_END;
}
EXPORT_SYMBOL(sg_chain);

int sg_nents(struct scatterlist *sg)
{
	int n;

	for (n = 0; sg; sg = sg_next(sg))
		n++;
	return n;
}
EXPORT_SYMBOL(sg_nents);

/*
 * buflen bytes between buf and the list from byte skip on, at most nents
 * entries; the count copied, short when the list ends first.
 */
static size_t sg_copy_buffer(struct scatterlist *sg, unsigned int nents,
			     void *buf, size_t buflen, off_t skip,
			     bool to_buffer)
{
	size_t done = 0;

	for (; sg && nents && done < buflen; sg = sg_next(sg), nents--) {
		size_t n;
		char *p;

		if (skip >= (off_t)sg->length) {
			skip -= sg->length;
			continue;
		}
		if (!sg_page(sg))	/* sg_set_buf() refused its buffer */
			break;
		p = (char *)sg_virt(sg) + skip;
		n = min_t(size_t, sg->length - (size_t)skip, buflen - done);
		if (to_buffer)
			memcpy((char *)buf + done, p, n);
		else
			memcpy(p, (char *)buf + done, n);
		done += n;
		skip = 0;
	}
	return done;
}

size_t sg_pcopy_to_buffer(struct scatterlist *sgl, unsigned int nents,
			  void *buf, size_t buflen, off_t skip)
{
	return sg_copy_buffer(sgl, nents, buf, buflen, skip, true);
}
EXPORT_SYMBOL(sg_pcopy_to_buffer);

size_t sg_pcopy_from_buffer(struct scatterlist *sgl, unsigned int nents,
			    const void *buf, size_t buflen, off_t skip)
{
	return sg_copy_buffer(sgl, nents, (void *)buf, buflen, skip, false);
}
EXPORT_SYMBOL(sg_pcopy_from_buffer);

size_t sg_copy_to_buffer(struct scatterlist *sgl, unsigned int nents,
			 void *buf, size_t buflen)
{
	return sg_copy_buffer(sgl, nents, buf, buflen, 0, true);
}
EXPORT_SYMBOL(sg_copy_to_buffer);

size_t sg_copy_from_buffer(struct scatterlist *sgl, unsigned int nents,
			   const void *buf, size_t buflen)
{
	return sg_copy_buffer(sgl, nents, (void *)buf, buflen, 0, false);
}
EXPORT_SYMBOL(sg_copy_from_buffer);
