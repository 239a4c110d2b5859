// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/ldd3-scullvp/ldd3-scullvp.c - the memory calls of LDD3's
 * scullp and scullv (chapter 8, and 15's mmap of them), each from the
 * header Linux 6.1 declares it in: a quantum of 2^order pages from
 * __get_free_pages() with only linux/slab.h included (gfp.h brings the
 * page allocator), and a vmalloc()ed area handed out page by page with
 * vmalloc_to_page(), as a fault handler does.  Also the small helpers
 * the scull family's shared code reaches for: print_dev_t() for a device
 * number, and -EIOCBQUEUED.  Prints what it finds, for the test.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/slab.h>		/* and nothing else, for __get_free_pages */
#include <linux/errno.h>
#include <linux/kdev_t.h>

static int order = 1;
module_param(order, int, 0444);
static int vpages = 3;
module_param(vpages, int, 0444);
MODULE_LICENSE("GPL");

static unsigned long quantum;	/* kept from init to exit */

/* Fill a quantum through its address, as scullp's write does */
static int check_quantum(void)
{
	unsigned long i, n = PAGE_SIZE << order;

	quantum = __get_free_pages(GFP_KERNEL, order);
	if (!quantum)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		((unsigned char *)quantum)[i] = i & 0xff;
	pr_info("quantum of %lu bytes, last byte %u\n", n,
		((unsigned char *)quantum)[n - 1]);
	return 0;
}

#include <linux/mm.h>		/* vmalloc_to_page, page_address */

/*
 * Each page of a vmalloc()ed area, found by vmalloc_to_page(), holds
 * what was written through the vmalloc address; the page after the
 * area (its guard) maps nothing.
 */
static void check_vmalloc(void)
{
	unsigned long size = vpages * PAGE_SIZE;
	char *area = vmalloc(size);
	int i, same = 0;

	if (!area)
		return;
	for (i = 0; i < vpages; i++)
		snprintf(area + i * PAGE_SIZE, 32, "vpage %d", i);
	for (i = 0; i < vpages; i++) {
		struct page *page = vmalloc_to_page(area + i * PAGE_SIZE + 7);
		char want[32];

		snprintf(want, sizeof(want), "vpage %d", i);
		if (page && !strcmp(page_address(page), want) &&
		    vmalloc_to_pfn(area + i * PAGE_SIZE) == page_to_pfn(page))
			same++;
	}
	pr_info("%d of %d vmalloc pages found, guard %s\n", same, vpages,
		vmalloc_to_page(area + size) ? "mapped" : "NULL");
	vfree(area);
}

static int __init scullvp_init(void)
{
	char buf[16];
	int err = check_quantum();

	if (err)
		return err;
	check_vmalloc();
	print_dev_t(buf, MKDEV(253, 7));
	pr_info("dev %s", buf);
	pr_info("EIOCBQUEUED %d\n", EIOCBQUEUED);
	return 0;
}

static void __exit scullvp_exit(void)
{
	free_pages(quantum, order);
	pr_info("released\n");
}

module_init(scullvp_init);
module_exit(scullvp_exit);
