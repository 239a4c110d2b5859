// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/mmap-sleepy/mmap-sleepy.c - a device whose mapping gets
 * its pages only from a fault handler that sleeps, as a driver's may (it
 * waits for its hardware, or takes a mutex): /dev/sleepy, a misc device
 * over BUF_PAGES zeroed pages the module owns.  The handler msleep()s
 * before each page, so a kernel path that touches such a page with
 * interrupts off (a futex's word read in atomic context) makes
 * msleep()'s might_sleep() report "BUG: sleeping function called from
 * invalid context".  Each fault is printed and counted; the count is
 * printed at unload.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/delay.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <asm/page.h>

#define BUF_ORDER 4
#define BUF_PAGES (1 << BUF_ORDER)
#define FAULT_MS 5	/* the "hardware's" answer time */

MODULE_LICENSE("GPL");

static unsigned long buf;
static int faults;

/* The first touch of a page: wait, then the module's page with a
 * reference for the page-table entry; past the block, SIGBUS */
static vm_fault_t sleepy_fault(struct vm_fault *vmf)
{
	struct page *page;

	if (vmf->pgoff >= BUF_PAGES)
		return VM_FAULT_SIGBUS;
	msleep(FAULT_MS);
	page = virt_to_page(buf + (vmf->pgoff << PAGE_SHIFT));
	get_page(page);
	vmf->page = page;
	faults++;
	printk(KERN_DEBUG "sleepy: fault at page %lu\n", vmf->pgoff);
	return 0;
}

static const struct vm_operations_struct sleepy_vm_ops = {
	.fault = sleepy_fault,
};

static int sleepy_mmap(struct file *filp, struct vm_area_struct *vma)
{
	vma->vm_flags |= VM_DONTEXPAND | VM_DONTDUMP;
	vma->vm_ops = &sleepy_vm_ops;
	return 0;
}

static const struct file_operations sleepy_fops = {
	.owner = THIS_MODULE,
	.mmap = sleepy_mmap,
};

static struct miscdevice sleepy_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "sleepy",
	.fops = &sleepy_fops,
	.mode = 0666,
};

static int __init sleepy_init(void)
{
	int err;

	buf = __get_free_pages(GFP_KERNEL | __GFP_ZERO, BUF_ORDER);
	if (!buf)
		return -ENOMEM;
	err = misc_register(&sleepy_dev);
	if (err)
		free_pages(buf, BUF_ORDER);
	return err;
}

static void __exit sleepy_exit(void)
{
	misc_deregister(&sleepy_dev);
	free_pages(buf, BUF_ORDER);
	pr_info("sleepy: %d faults\n", faults);
}

module_init(sleepy_init);
module_exit(sleepy_exit);
