// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/mmap-simple/mmap-simple.c - a driver's mmap in the
 * manner of LDD3's "simple" (chapter 15), over memory the module owns:
 * a block of BUF_PAGES pages from __get_free_pages(), page i starting
 * with "page i".  Minor 0 maps it whole at mmap time with
 * remap_pfn_range(); minor 1 leaves it to its fault handler, which
 * gives one page at each first touch (get_page(), as the book's
 * nopage did); /proc/mmap-simple maps it as minor 0 does, through
 * proc_ops' proc_mmap.  Both minors read the block back, so what a
 * program writes through a mapping shows in read(2).  The vm_ops
 * open and close print, and the module counts them: the totals are
 * printed at unload, so the mapping's life (mmap, fork, munmap, exit)
 * can be checked from the log.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/cdev.h>
#include <linux/mm.h>
#include <linux/proc_fs.h>
#include <asm/page.h>

#define BUF_ORDER 2
#define BUF_PAGES (1 << BUF_ORDER)

static int simple_major;
module_param(simple_major, int, 0);
MODULE_LICENSE("GPL");

static unsigned long buf; /* the block the mappings show */
static int vma_opens, vma_closes, faults;
static struct cdev simple_cdev[2];

static void simple_vma_open(struct vm_area_struct *vma)
{
	vma_opens++;
	printk(KERN_DEBUG "simple: vma open, virt %lx, pgoff %lu\n",
	       vma->vm_start, vma->vm_pgoff);
}

static void simple_vma_close(struct vm_area_struct *vma)
{
	vma_closes++;
	printk(KERN_DEBUG "simple: vma close, virt %lx\n", vma->vm_start);
}

static const struct vm_operations_struct simple_remap_vm_ops = {
	.open = simple_vma_open,
	.close = simple_vma_close,
};

/* Does the mapping fall inside the block?  Past it is the driver's
 * error, EINVAL, as for /dev/mem past the end of memory */
static bool simple_fits(struct vm_area_struct *vma)
{
	unsigned long pages = (vma->vm_end - vma->vm_start) >> PAGE_SHIFT;

	return vma->vm_pgoff < BUF_PAGES && pages <= BUF_PAGES - vma->vm_pgoff;
}

static int simple_remap_mmap(struct file *filp, struct vm_area_struct *vma)
{
	unsigned long pfn =
		(virt_to_phys((void *)buf) >> PAGE_SHIFT) + vma->vm_pgoff;

	if (!simple_fits(vma))
		return -EINVAL;
	if (remap_pfn_range(vma, vma->vm_start, pfn,
			    vma->vm_end - vma->vm_start, vma->vm_page_prot))
		return -EAGAIN;
	vma->vm_ops = &simple_remap_vm_ops;
	simple_vma_open(vma);
	return 0;
}

/* The first touch of a page: the block's page, with a reference for
 * the page-table entry; past the block, SIGBUS */
static vm_fault_t simple_vma_fault(struct vm_fault *vmf)
{
	struct page *page;

	if (vmf->pgoff >= BUF_PAGES)
		return VM_FAULT_SIGBUS;
	page = virt_to_page(buf + (vmf->pgoff << PAGE_SHIFT));
	get_page(page);
	vmf->page = page;
	faults++;
	printk(KERN_DEBUG "simple: fault at %lx, page %lu\n", vmf->address,
	       vmf->pgoff);
	return 0;
}

static const struct vm_operations_struct simple_fault_vm_ops = {
	.open = simple_vma_open,
	.close = simple_vma_close,
	.fault = simple_vma_fault,
};

static int simple_fault_mmap(struct file *filp, struct vm_area_struct *vma)
{
	vma->vm_flags |= VM_DONTEXPAND | VM_DONTDUMP;
	vma->vm_ops = &simple_fault_vm_ops;
	simple_vma_open(vma);
	return 0;
}

static ssize_t simple_read(struct file *filp, char __user *to, size_t count,
			   loff_t *ppos)
{
	return simple_read_from_buffer(to, count, ppos, (void *)buf,
				       BUF_PAGES * PAGE_SIZE);
}

static const struct file_operations simple_remap_ops = {
	.owner = THIS_MODULE,
	.read = simple_read,
	.mmap = simple_remap_mmap,
};

static const struct file_operations simple_fault_ops = {
	.owner = THIS_MODULE,
	.read = simple_read,
	.mmap = simple_fault_mmap,
};

static const struct proc_ops simple_proc_ops = {
	.proc_read = simple_read,
	.proc_mmap = simple_remap_mmap,
};

static int simple_setup(int minor, const struct file_operations *fops)
{
	cdev_init(&simple_cdev[minor], fops);
	simple_cdev[minor].owner = THIS_MODULE;
	return cdev_add(&simple_cdev[minor], MKDEV(simple_major, minor), 1);
}

static int __init simple_init(void)
{
	dev_t dev = MKDEV(simple_major, 0);
	int i, err;

	buf = __get_free_pages(GFP_KERNEL | __GFP_ZERO, BUF_ORDER);
	if (!buf)
		return -ENOMEM;
	for (i = 0; i < BUF_PAGES; i++)
		sprintf((char *)buf + i * PAGE_SIZE, "page %d\n", i);
	err = simple_major ? register_chrdev_region(dev, 2, "simple")
			   : alloc_chrdev_region(&dev, 0, 2, "simple");
	if (err)
		goto fail_region;
	simple_major = MAJOR(dev);
	err = simple_setup(0, &simple_remap_ops);
	if (err)
		goto fail_cdev0;
	err = simple_setup(1, &simple_fault_ops);
	if (err)
		goto fail_cdev1;
	if (!proc_create("mmap-simple", 0644, NULL, &simple_proc_ops)) {
		err = -ENOMEM;
		goto fail_proc;
	}
	pr_info("simple: major %d, %d pages at phys %lx\n", simple_major,
		BUF_PAGES, (unsigned long)virt_to_phys((void *)buf));
	return 0;

fail_proc:
	cdev_del(&simple_cdev[1]);
fail_cdev1:
	cdev_del(&simple_cdev[0]);
fail_cdev0:
	unregister_chrdev_region(dev, 2);
fail_region:
	free_pages(buf, BUF_ORDER);
	return err;
}

static void __exit simple_exit(void)
{
	remove_proc_entry("mmap-simple", NULL);
	cdev_del(&simple_cdev[1]);
	cdev_del(&simple_cdev[0]);
	unregister_chrdev_region(MKDEV(simple_major, 0), 2);
	free_pages(buf, BUF_ORDER);
	pr_info("simple: %d vma opens, %d closes, %d faults\n", vma_opens,
		vma_closes, faults);
}

module_init(simple_init);
module_exit(simple_exit);
