// SPDX-License-Identifier: GPL-2.0
/*
 * gup-demo: a driver reading a user buffer in place, as a device doing
 * direct I/O would (LDD3 chapter 15, "Direct I/O"): a write() to
 * /proc/gup_demo pins the pages of the caller's buffer with
 * pin_user_pages_fast() and reads the bytes through the kernel's own
 * mapping of those pages (page_to_virt()), no copy_from_user().  At
 * load: an address with no memory behind it is -EFAULT, and memset32()
 * fills a pattern.
 */
#include <linux/module.h>
#include <linux/mm.h>
#include <linux/proc_fs.h>
#include <linux/slab.h>
#include <linux/string.h>

#define MAX_PAGES	2

static ssize_t gup_write(struct file *file, const char __user *buf,
			 size_t count, loff_t *ppos)
{
	unsigned long start = (unsigned long)buf;
	unsigned long offset = start & ~PAGE_MASK;
	struct page *pages[MAX_PAGES];
	char text[32];
	size_t n = min(count, sizeof(text) - 1);
	int pinned, i;

	if (offset + n > MAX_PAGES * PAGE_SIZE)
		return -EINVAL;
	pinned = pin_user_pages_fast(start, (offset + n + PAGE_SIZE - 1) >>
				     PAGE_SHIFT, 0, pages);
	if (pinned < 0)
		return pinned;
	for (i = 0; i < (int)n; i++) {
		unsigned long at = offset + i;

		if (at >> PAGE_SHIFT >= (unsigned long)pinned)
			break;
		text[i] = ((char *)page_to_virt(pages[at >> PAGE_SHIFT]))
			[at & ~PAGE_MASK];
	}
	text[i] = '\0';
	if (i && text[i - 1] == '\n')
		text[i - 1] = '\0';
	pr_info("gup: %d page(s) pinned, read in place: '%s'\n", pinned,
		text);
	unpin_user_pages(pages, pinned);
	return count;
}

static const struct proc_ops gup_ops = {
	.proc_write = gup_write,
};

static int __init gup_init(void)
{
	struct page *page;
	u32 *words = kmalloc(4 * sizeof(u32), GFP_KERNEL);

	if (!words)
		return -ENOMEM;
	memset32(words, 0xdeadbeef, 3);
	words[3] = 0;
	pr_info("gup: memset32 gives %08x %08x %08x %08x\n", words[0],
		words[1], words[2], words[3]);
	kfree(words);
	pr_info("gup: pinning address 0: %d\n",
		pin_user_pages_fast(0, 1, 0, &page));
	if (!proc_create("gup_demo", 0200, NULL, &gup_ops))
		return -ENOMEM;
	return 0;
}

static void __exit gup_exit(void)
{
	remove_proc_entry("gup_demo", NULL);
	pr_info("gup: done\n");
}

module_init(gup_init);
module_exit(gup_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pin_user_pages_fast() and page_to_virt(): a user buffer read in place");
