// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/mmap-scullp/mmap-scullp.c - a memory device in the
 * manner of LDD3's scullp (chapters 8 and 15): its bytes live in blocks
 * of 2^order pages from __get_free_pages(), one block per quantum, and
 * a program may map them: mmap only installs the vm_ops, the fault
 * handler gives each page at its first touch (get_page(): the mapping's
 * reference), open and close count the device's mappings.  As scullp,
 * a mapping needs order 0 (ENODEV otherwise), a write-only open empties
 * the device, and a touch past its end or in a hole is SIGBUS.  Unlike
 * scullp, emptying a mapped device is not refused: its pages stay
 * while mapped, which is what the page counts are for.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/cdev.h>
#include <linux/mm.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

#define NR_DEVS 2
#define MAX_QUANTA 64

static int order;
module_param(order, int, 0444);
static int scullp_major; /* 0: a dynamic one */
module_param(scullp_major, int, 0444);
MODULE_LICENSE("GPL");

struct scullp_dev {
	unsigned long quanta[MAX_QUANTA]; /* blocks, 0: a hole */
	size_t size;
	int vmas; /* mappings of it */
	struct mutex lock;
	struct cdev cdev;
};

static struct scullp_dev devs[NR_DEVS];
static dev_t first;
static int vma_opens, vma_closes;

#define QUANTUM (PAGE_SIZE << order)

static void scullp_trim(struct scullp_dev *dev)
{
	int i;

	if (dev->vmas)
		pr_info("scullp: emptied with %d mappings\n", dev->vmas);
	for (i = 0; i < MAX_QUANTA; i++) {
		free_pages(dev->quanta[i], order);
		dev->quanta[i] = 0;
	}
	dev->size = 0;
}

static int scullp_open(struct inode *inode, struct file *filp)
{
	struct scullp_dev *dev =
		container_of(inode->i_cdev, struct scullp_dev, cdev);

	filp->private_data = dev;
	if ((filp->f_flags & O_ACCMODE) == O_WRONLY) {
		mutex_lock(&dev->lock);
		scullp_trim(dev);
		mutex_unlock(&dev->lock);
	}
	return 0;
}

/* How much of [pos, pos + count) lies in pos's quantum */
static size_t scullp_span(unsigned long pos, size_t count)
{
	return min(count, (size_t)(QUANTUM - pos % QUANTUM));
}

static ssize_t scullp_read(struct file *filp, char __user *buf, size_t count,
			   loff_t *ppos)
{
	struct scullp_dev *dev = filp->private_data;
	ssize_t ret = 0;
	unsigned long q, pos;

	mutex_lock(&dev->lock);
	if (*ppos >= dev->size)
		goto out;
	pos = (unsigned long)*ppos; /* below size: no 64-bit division */
	count = scullp_span(pos, min(count, dev->size - pos));
	q = dev->quanta[pos / QUANTUM];
	ret = -EFAULT;
	if (q ? copy_to_user(buf, (char *)q + pos % QUANTUM, count)
	      : clear_user(buf, count))
		goto out;
	*ppos += count;
	ret = count;
out:
	mutex_unlock(&dev->lock);
	return ret;
}

static ssize_t scullp_write(struct file *filp, const char __user *buf,
			    size_t count, loff_t *ppos)
{
	struct scullp_dev *dev = filp->private_data;
	unsigned long *q, pos;
	ssize_t ret = -ENOSPC;

	mutex_lock(&dev->lock);
	if (*ppos >= MAX_QUANTA * QUANTUM)
		goto out;
	pos = (unsigned long)*ppos;
	q = &dev->quanta[pos / QUANTUM];
	ret = -ENOMEM;
	if (!*q)
		*q = __get_free_pages(GFP_KERNEL | __GFP_ZERO, order);
	if (!*q)
		goto out;
	count = scullp_span(pos, count);
	ret = -EFAULT;
	if (copy_from_user((char *)*q + pos % QUANTUM, buf, count))
		goto out;
	*ppos += count;
	dev->size = max(dev->size, pos + count);
	ret = count;
out:
	mutex_unlock(&dev->lock);
	return ret;
}

static void scullp_vma_open(struct vm_area_struct *vma)
{
	struct scullp_dev *dev = vma->vm_private_data;

	dev->vmas++;
	vma_opens++;
	printk(KERN_DEBUG "scullp: vma open, %d mappings\n", dev->vmas);
}

static void scullp_vma_close(struct vm_area_struct *vma)
{
	struct scullp_dev *dev = vma->vm_private_data;

	dev->vmas--;
	vma_closes++;
	printk(KERN_DEBUG "scullp: vma close, %d mappings\n", dev->vmas);
}

/* A page's first touch: the device's page there, if it has one */
static vm_fault_t scullp_vma_fault(struct vm_fault *vmf)
{
	struct scullp_dev *dev = vmf->vma->vm_private_data;
	unsigned long offset = vmf->pgoff << PAGE_SHIFT;
	vm_fault_t ret = VM_FAULT_SIGBUS;

	mutex_lock(&dev->lock);
	if (offset < dev->size && dev->quanta[offset / QUANTUM]) {
		vmf->page = virt_to_page(dev->quanta[offset / QUANTUM] +
					 offset % QUANTUM);
		get_page(vmf->page);
		ret = 0;
	}
	mutex_unlock(&dev->lock);
	return ret;
}

static const struct vm_operations_struct scullp_vm_ops = {
	.open = scullp_vma_open,
	.close = scullp_vma_close,
	.fault = scullp_vma_fault,
};

static int scullp_mmap(struct file *filp, struct vm_area_struct *vma)
{
	if (order) /* as scullp: only single pages are mapped */
		return -ENODEV;
	vma->vm_ops = &scullp_vm_ops;
	vma->vm_private_data = filp->private_data;
	scullp_vma_open(vma);
	return 0;
}

static const struct file_operations scullp_fops = {
	.owner = THIS_MODULE,
	.open = scullp_open,
	.read = scullp_read,
	.write = scullp_write,
	.mmap = scullp_mmap,
};

static int __init scullp_init(void)
{
	int i, err;

	first = MKDEV(scullp_major, 0);
	err = scullp_major ? register_chrdev_region(first, NR_DEVS, "mscullp")
			   : alloc_chrdev_region(&first, 0, NR_DEVS, "mscullp");
	if (err)
		return err;
	for (i = 0; i < NR_DEVS; i++) {
		mutex_init(&devs[i].lock);
		cdev_init(&devs[i].cdev, &scullp_fops);
		devs[i].cdev.owner = THIS_MODULE;
		err = cdev_add(&devs[i].cdev, first + i, 1);
		if (err)
			goto fail;
	}
	pr_info("scullp: major %d, order %d\n", MAJOR(first), order);
	return 0;

fail:
	while (i--)
		cdev_del(&devs[i].cdev);
	unregister_chrdev_region(first, NR_DEVS);
	return err;
}

static void __exit scullp_exit(void)
{
	int i;

	for (i = 0; i < NR_DEVS; i++) {
		cdev_del(&devs[i].cdev);
		scullp_trim(&devs[i]);
	}
	unregister_chrdev_region(first, NR_DEVS);
	pr_info("scullp: %d vma opens, %d closes\n", vma_opens, vma_closes);
}

module_init(scullp_init);
module_exit(scullp_exit);
