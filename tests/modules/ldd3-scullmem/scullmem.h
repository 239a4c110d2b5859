/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tests/modules/ldd3-scullmem/scullmem.h - the device all three of
 * LDD3's chapter 8 variants share (scullc, scullp, scullv: the same
 * scull, its quanta from a kmem_cache, from the page allocator, from
 * vmalloc()), read and written only through read_iter and write_iter
 * as the book's aio methods became in Linux 3.16: read(2) and readv(2)
 * alike reach them.  Each variant's .c defines NAME, QUANTUM and its
 * quantum_alloc()/quantum_free()/backend_init()/backend_exit(), then
 * includes this.
 *
 * Device 0 starts with a greeting written at load time through the
 * device's own write_iter, from a kvec and from a page (bvec): the
 * same method serves user and kernel buffers.  Device 1 starts empty.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/aio.h>
#include <linux/uio.h>
#include <linux/bvec.h>
#include <linux/cdev.h>
#include <linux/mm.h>
#include <linux/mutex.h>

#define NR_DEVS 2
#define QSET 256 /* quanta per device: writes past them are ENOSPC */

static int major; /* 0: a dynamic one */
module_param(major, int, 0444);
MODULE_LICENSE("GPL");

struct scull_dev {
	void *data[QSET]; /* NULL: a hole, read as zeros */
	size_t size;
	struct mutex lock;
	struct cdev cdev;
};

static struct scull_dev devs[NR_DEVS];
static dev_t first;

static void *quantum_alloc(void);
static void quantum_free(void *q);
static int backend_init(void);
static void backend_exit(void);

static void scull_trim(struct scull_dev *dev)
{
	int i;

	for (i = 0; i < QSET; i++) {
		if (dev->data[i])
			quantum_free(dev->data[i]);
		dev->data[i] = NULL;
	}
	dev->size = 0;
}

static int scull_open(struct inode *inode, struct file *filp)
{
	struct scull_dev *dev = container_of(inode->i_cdev, struct scull_dev,
					     cdev);

	filp->private_data = dev;
	if ((filp->f_flags & O_ACCMODE) == O_WRONLY) {
		mutex_lock(&dev->lock);
		scull_trim(dev);
		mutex_unlock(&dev->lock);
	}
	return 0;
}

/* The bytes from pos to the end of its quantum, at most max */
static size_t scull_span(unsigned long pos, size_t max)
{
	return min(max, (size_t)(QUANTUM - pos % QUANTUM));
}

static ssize_t scull_read_iter(struct kiocb *iocb, struct iov_iter *to)
{
	struct scull_dev *dev = iocb->ki_filp->private_data;
	ssize_t done = 0;

	mutex_lock(&dev->lock);
	while (iov_iter_count(to) && iocb->ki_pos < dev->size) {
		unsigned long pos = (unsigned long)iocb->ki_pos;
		size_t n = scull_span(pos, min(iov_iter_count(to),
					       dev->size - pos));
		char *q = dev->data[pos / QUANTUM];
		size_t got = q ? copy_to_iter(q + pos % QUANTUM, n, to) :
				 iov_iter_zero(n, to);

		iocb->ki_pos += got;
		done += got;
		if (got < n) { /* a bad user buffer */
			done = done ? done : -EFAULT;
			break;
		}
	}
	mutex_unlock(&dev->lock);
	return done;
}

static ssize_t scull_write_iter(struct kiocb *iocb, struct iov_iter *from)
{
	struct scull_dev *dev = iocb->ki_filp->private_data;
	ssize_t done = 0, err = 0;

	mutex_lock(&dev->lock);
	if (iocb->ki_flags & IOCB_APPEND)
		iocb->ki_pos = dev->size;
	while (iov_iter_count(from)) {
		unsigned long pos = (unsigned long)iocb->ki_pos;
		size_t n = scull_span(pos, iov_iter_count(from)), got;
		void **q = &dev->data[pos / QUANTUM];

		err = -ENOSPC;
		if (iocb->ki_pos >= (loff_t)QSET * QUANTUM)
			break;
		err = -ENOMEM;
		if (!*q)
			*q = quantum_alloc();
		if (!*q)
			break;
		got = copy_from_iter((char *)*q + pos % QUANTUM, n, from);
		iocb->ki_pos += got;
		done += got;
		dev->size = max(dev->size, (size_t)iocb->ki_pos);
		err = -EFAULT;
		if (got < n)
			break;
		err = 0;
	}
	mutex_unlock(&dev->lock);
	return done ? done : err;
}

static const struct file_operations scull_fops = {
	.owner = THIS_MODULE,
	.open = scull_open,
	.llseek = default_llseek,
	.read_iter = scull_read_iter,
	.write_iter = scull_write_iter,
};

/* The greeting, into device 0 through write_iter: "NAME: kvec\n" from
 * a kernel buffer, then "NAME: bvec\n" from the middle of a page */
static int scull_greet(struct file *filp)
{
	static char hello[] = NAME ": kvec\n" NAME ": bvec\n";
	size_t half = sizeof(hello) / 2;
	struct kvec kv = { .iov_base = hello, .iov_len = half };
	struct page *page = alloc_page(GFP_KERNEL);
	struct bio_vec bv = { .bv_page = page, .bv_offset = 100,
			      .bv_len = half };
	struct kiocb kiocb;
	struct iov_iter iter;
	ssize_t n1, n2;

	if (!page)
		return -ENOMEM;
	memcpy((char *)page_address(page) + 100, hello + half, half);
	init_sync_kiocb(&kiocb, filp);
	iov_iter_kvec(&iter, WRITE, &kv, 1, half);
	n1 = scull_write_iter(&kiocb, &iter);
	iov_iter_bvec(&iter, WRITE, &bv, 1, half);
	n2 = scull_write_iter(&kiocb, &iter);
	__free_page(page);
	pr_info("%s: greeting %zd + %zd bytes, %s\n", NAME, n1, n2,
		iov_iter_rw(&iter) == WRITE ? "WRITE" : "READ");
	return n1 + n2 == 2 * (ssize_t)half ? 0 : -EIO;
}

static int __init scull_init(void)
{
	struct file greeter = { .private_data = &devs[0] };
	int i, err;

	err = backend_init();
	if (err)
		return err;
	first = MKDEV(major, 0);
	err = major ? register_chrdev_region(first, NR_DEVS, NAME) :
		      alloc_chrdev_region(&first, 0, NR_DEVS, NAME);
	if (err)
		goto fail_region;
	for (i = 0; i < NR_DEVS; i++)
		mutex_init(&devs[i].lock);
	err = scull_greet(&greeter);
	if (err)
		goto fail_greet;
	for (i = 0; i < NR_DEVS; i++) {
		cdev_init(&devs[i].cdev, &scull_fops);
		devs[i].cdev.owner = THIS_MODULE;
		err = cdev_add(&devs[i].cdev, first + i, 1);
		if (err)
			goto fail_cdev;
	}
	pr_info("%s: major %d, quantum %lu\n", NAME, MAJOR(first),
		(unsigned long)QUANTUM);
	return 0;

fail_cdev:
	while (i--)
		cdev_del(&devs[i].cdev);
fail_greet:
	scull_trim(&devs[0]);
	unregister_chrdev_region(first, NR_DEVS);
fail_region:
	backend_exit();
	return err;
}

static void __exit scull_exit(void)
{
	int i;

	for (i = 0; i < NR_DEVS; i++) {
		cdev_del(&devs[i].cdev);
		scull_trim(&devs[i]);
	}
	unregister_chrdev_region(first, NR_DEVS);
	backend_exit();
	pr_info("%s: unloaded\n", NAME);
}

module_init(scull_init);
module_exit(scull_exit);
