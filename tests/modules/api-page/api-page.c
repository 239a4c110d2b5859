// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-page/api-page.c - struct page as a module sees it
 * (LDD3 chapter 15's "simple" reaches for page->index): the members
 * Linux 6.1 exposes (flags, mapping, index, private, _refcount) and the
 * conversions between a page, its address, its frame number and its
 * physical address, on a block of 2^order pages from alloc_pages().
 * The counts follow Linux's rules for a block: the first page holds the
 * block's references (page_ref_count), every page of it answers
 * page_count() with that number, get_page()/put_page() on any page of
 * the block move it, and the block goes back when the last one goes.
 * Everything it finds it prints, for the test to check.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/gfp.h>
#include <asm/io.h>

static int order = 2;
module_param(order, int, 0444);
MODULE_LICENSE("GPL");

static struct page *block; /* kept from init to exit, one extra ref */

/* pfn, address and physical address all lead back to page */
static bool round_trips(struct page *page)
{
	void *addr = page_address(page);

	return pfn_to_page(page_to_pfn(page)) == page &&
	       virt_to_page(addr) == page &&
	       virt_to_page((char *)addr + PAGE_SIZE - 1) == page &&
	       page_to_phys(page) == virt_to_phys(addr) &&
	       page_to_pfn(page) == virt_to_phys(addr) >> PAGE_SHIFT &&
	       pfn_valid(page_to_pfn(page));
}

static int __init api_page_init(void)
{
	int i, n = 1 << order, trips = 0;
	struct page *last;

	if (order < 0 || order > 4)
		return -EINVAL;
	block = alloc_pages(GFP_KERNEL | __GFP_ZERO, order);
	if (!block)
		return -ENOMEM;
	last = block + n - 1;
	pr_info("fresh: mapping %s index %lu private %lu reserved %d\n",
		block->mapping ? "set" : "NULL", block->index, block->private,
		PageReserved(block));
	for (i = 0; i < n; i++) {
		block[i].index = 100 + i; /* the owner's to use */
		block[i].private = 0xabc0 + i;
		trips += round_trips(block + i);
	}
	pr_info("%d of %d pages round-trip\n", trips, n);
	pr_info("index %lu..%lu private %lx\n", block->index, last->index,
		last->private);
	pr_info("counts: first %d/%d last %d/%d\n", page_ref_count(block),
		page_count(block), page_ref_count(last), page_count(last));
	get_page(last); /* a reference through the block's last page */
	get_page(block);
	pr_info("after 2 get_page: %d\n", page_count(block));
	put_page(last);
	pr_info("after put_page: %d\n", page_count(last));
	__free_pages(block, order); /* the owner's: one still held */
	pr_info("after __free_pages: %d, index %lu kept\n", page_count(block),
		block->index);
	return 0;
}

static void __exit api_page_exit(void)
{
	put_page(block); /* the last: the block goes back */
	pr_info("released\n");
}

module_init(api_page_init);
module_exit(api_page_exit);
