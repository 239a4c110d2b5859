// SPDX-License-Identifier: GPL-2.0
/*
 * main.c - scull's memory devices (LDD3 chapters 3 and 6), written here
 * in the book's manner: scull0..N hold what is written to them, in a
 * list of quantum sets; ioctl changes the quantum and the set size;
 * /proc/scullmem and /proc/scullseq show how the memory is laid out.
 */
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/types.h>
#include <linux/proc_fs.h>
#include <linux/fcntl.h>
#include <linux/seq_file.h>
#include <linux/cdev.h>
#include <linux/uaccess.h>

#include "scull.h"

int scull_major = SCULL_MAJOR;
int scull_minor;
int scull_nr_devs = SCULL_NR_DEVS;
int scull_quantum = SCULL_QUANTUM;
int scull_qset = SCULL_QSET;

module_param(scull_major, int, S_IRUGO);
module_param(scull_minor, int, S_IRUGO);
module_param(scull_nr_devs, int, S_IRUGO);
module_param(scull_quantum, int, S_IRUGO);
module_param(scull_qset, int, S_IRUGO);

MODULE_AUTHOR("oops386, after Alessandro Rubini and Jonathan Corbet");
MODULE_LICENSE("Dual BSD/GPL");

static struct scull_dev *scull_devices;

/* Free every quantum and set: the device is empty again */
int scull_trim(struct scull_dev *dev)
{
	struct scull_qset *next, *dptr;
	int qset = dev->qset;
	int i;

	for (dptr = dev->data; dptr; dptr = next) {
		if (dptr->data) {
			for (i = 0; i < qset; i++)
				kfree(dptr->data[i]);
			kfree(dptr->data);
			dptr->data = NULL;
		}
		next = dptr->next;
		kfree(dptr);
	}
	dev->size = 0;
	dev->quantum = scull_quantum;
	dev->qset = scull_qset;
	dev->data = NULL;
	return 0;
}

/* /proc/scullmem: one seq_file record for all devices */
static int scull_read_procmem(struct seq_file *s, void *v)
{
	int i, j;

	for (i = 0; i < scull_nr_devs; i++) {
		struct scull_dev *d = &scull_devices[i];
		struct scull_qset *qs;

		if (down_interruptible(&d->sem))
			return -ERESTARTSYS;
		seq_printf(s, "\nDevice %i: qset %i, q %i, sz %li\n", i,
			   d->qset, d->quantum, d->size);
		for (qs = d->data; qs; qs = qs->next) {
			seq_printf(s, "  item at %p, qset at %p\n", qs,
				   qs->data);
			if (qs->data && !qs->next)	/* the last only */
				for (j = 0; j < d->qset; j++)
					if (qs->data[j])
						seq_printf(s, "    % 4i: %8p\n",
							   j, qs->data[j]);
		}
		up(&d->sem);
	}
	return 0;
}

/* /proc/scullseq: one record per device, through the iterator */
static void *scull_seq_start(struct seq_file *s, loff_t *pos)
{
	if (*pos >= scull_nr_devs)
		return NULL;
	return scull_devices + *pos;
}

static void *scull_seq_next(struct seq_file *s, void *v, loff_t *pos)
{
	(*pos)++;
	return scull_seq_start(s, pos);
}

static void scull_seq_stop(struct seq_file *s, void *v)
{
}

static int scull_seq_show(struct seq_file *s, void *v)
{
	struct scull_dev *dev = v;
	struct scull_qset *d;
	int i;

	if (down_interruptible(&dev->sem))
		return -ERESTARTSYS;
	seq_printf(s, "\nDevice %i: qset %i, q %i, sz %li\n",
		   (int)(dev - scull_devices), dev->qset, dev->quantum,
		   dev->size);
	for (d = dev->data; d; d = d->next) {
		seq_printf(s, "  item at %p, qset at %p\n", d, d->data);
		if (d->data && !d->next)
			for (i = 0; i < dev->qset; i++)
				if (d->data[i])
					seq_printf(s, "    % 4i: %8p\n", i,
						   d->data[i]);
	}
	up(&dev->sem);
	return 0;
}

static const struct seq_operations scull_seq_ops = {
	.start = scull_seq_start,
	.next = scull_seq_next,
	.stop = scull_seq_stop,
	.show = scull_seq_show,
};

static int scullmem_proc_open(struct inode *inode, struct file *file)
{
	return single_open(file, scull_read_procmem, NULL);
}

static int scullseq_proc_open(struct inode *inode, struct file *file)
{
	return seq_open(file, &scull_seq_ops);
}

static const struct proc_ops scullmem_proc_ops = {
	.proc_open = scullmem_proc_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = single_release,
};

static const struct proc_ops scullseq_proc_ops = {
	.proc_open = scullseq_proc_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = seq_release,
};

static int scull_open(struct inode *inode, struct file *filp)
{
	struct scull_dev *dev = container_of(inode->i_cdev, struct scull_dev,
					     cdev);

	filp->private_data = dev;
	/* opened write-only: start empty, as a file opened with O_TRUNC */
	if ((filp->f_flags & O_ACCMODE) == O_WRONLY) {
		if (down_interruptible(&dev->sem))
			return -ERESTARTSYS;
		scull_trim(dev);
		up(&dev->sem);
	}
	return 0;
}

static int scull_release(struct inode *inode, struct file *filp)
{
	return 0;
}

/* The quantum set n steps down the list, made if missing */
static struct scull_qset *scull_follow(struct scull_dev *dev, int n)
{
	struct scull_qset *qs = dev->data;

	if (!qs) {
		qs = dev->data = kzalloc(sizeof(struct scull_qset), GFP_KERNEL);
		if (!qs)
			return NULL;
	}
	while (n--) {
		if (!qs->next) {
			qs->next = kzalloc(sizeof(struct scull_qset),
					   GFP_KERNEL);
			if (!qs->next)
				return NULL;
		}
		qs = qs->next;
	}
	return qs;
}

ssize_t scull_read(struct file *filp, char __user *buf, size_t count,
		   loff_t *f_pos)
{
	struct scull_dev *dev = filp->private_data;
	struct scull_qset *dptr;
	int quantum = dev->quantum, qset = dev->qset;
	int itemsize = quantum * qset;	/* bytes in a quantum set */
	int item, s_pos, q_pos, rest;
	ssize_t retval = 0;

	if (down_interruptible(&dev->sem))
		return -ERESTARTSYS;
	if (*f_pos >= dev->size)
		goto out;
	if (*f_pos + count > dev->size)
		count = dev->size - *f_pos;

	item = (long)*f_pos / itemsize;
	rest = (long)*f_pos % itemsize;
	s_pos = rest / quantum;
	q_pos = rest % quantum;

	dptr = scull_follow(dev, item);
	if (!dptr || !dptr->data || !dptr->data[s_pos])
		goto out;	/* a hole: nothing was written there */
	/* up to the end of this quantum only */
	if (count > quantum - q_pos)
		count = quantum - q_pos;
	if (copy_to_user(buf, dptr->data[s_pos] + q_pos, count)) {
		retval = -EFAULT;
		goto out;
	}
	*f_pos += count;
	retval = count;
out:
	up(&dev->sem);
	return retval;
}

ssize_t scull_write(struct file *filp, const char __user *buf, size_t count,
		    loff_t *f_pos)
{
	struct scull_dev *dev = filp->private_data;
	struct scull_qset *dptr;
	int quantum = dev->quantum, qset = dev->qset;
	int itemsize = quantum * qset;
	int item, s_pos, q_pos, rest;
	ssize_t retval = -ENOMEM;

	if (down_interruptible(&dev->sem))
		return -ERESTARTSYS;

	item = (long)*f_pos / itemsize;
	rest = (long)*f_pos % itemsize;
	s_pos = rest / quantum;
	q_pos = rest % quantum;

	dptr = scull_follow(dev, item);
	if (!dptr)
		goto out;
	if (!dptr->data) {
		dptr->data = kcalloc(qset, sizeof(char *), GFP_KERNEL);
		if (!dptr->data)
			goto out;
	}
	if (!dptr->data[s_pos]) {
		dptr->data[s_pos] = kmalloc(quantum, GFP_KERNEL);
		if (!dptr->data[s_pos])
			goto out;
	}
	if (count > quantum - q_pos)
		count = quantum - q_pos;
	if (copy_from_user(dptr->data[s_pos] + q_pos, buf, count)) {
		retval = -EFAULT;
		goto out;
	}
	*f_pos += count;
	retval = count;
	if (dev->size < *f_pos)
		dev->size = *f_pos;
out:
	up(&dev->sem);
	return retval;
}

/* A new value for a quantum or set size: a size of at least one byte */
static long scull_set(int *var, int val)
{
	if (val <= 0)
		return -EINVAL;
	*var = val;
	return 0;
}

long scull_ioctl(struct file *filp, unsigned int cmd, unsigned long arg)
{
	int __user *p = (int __user *)arg;
	long retval = 0;
	int tmp, val;

	/* not ours: the wrong magic or a number past the last (ENOTTY) */
	if (_IOC_TYPE(cmd) != SCULL_IOC_MAGIC || _IOC_NR(cmd) > SCULL_IOC_MAXNR)
		return -ENOTTY;
	/* a pointer the command reads or writes must be the user's */
	if ((_IOC_DIR(cmd) & (_IOC_READ | _IOC_WRITE)) &&
	    !access_ok(VERIFY_WRITE, p, _IOC_SIZE(cmd)))
		return -EFAULT;

	switch (cmd) {
	case SCULL_IOCRESET:
		scull_quantum = SCULL_QUANTUM;
		scull_qset = SCULL_QSET;
		break;
	case SCULL_IOCSQUANTUM:		/* set: arg points to the value */
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		retval = __get_user(val, p);
		if (!retval)
			retval = scull_set(&scull_quantum, val);
		break;
	case SCULL_IOCTQUANTUM:		/* tell: arg is the value */
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		retval = scull_set(&scull_quantum, (int)arg);
		break;
	case SCULL_IOCGQUANTUM:		/* get: arg points to the result */
		retval = __put_user(scull_quantum, p);
		break;
	case SCULL_IOCQQUANTUM:		/* query: the value is returned */
		return scull_quantum;
	case SCULL_IOCXQUANTUM:		/* exchange: through arg */
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		tmp = scull_quantum;
		retval = __get_user(val, p);
		if (!retval)
			retval = scull_set(&scull_quantum, val);
		if (!retval)
			retval = __put_user(tmp, p);
		break;
	case SCULL_IOCHQUANTUM:		/* shift: tell, and get the old one */
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		tmp = scull_quantum;
		retval = scull_set(&scull_quantum, (int)arg);
		return retval ? retval : tmp;
	case SCULL_IOCSQSET:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		retval = __get_user(val, p);
		if (!retval)
			retval = scull_set(&scull_qset, val);
		break;
	case SCULL_IOCTQSET:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		retval = scull_set(&scull_qset, (int)arg);
		break;
	case SCULL_IOCGQSET:
		retval = __put_user(scull_qset, p);
		break;
	case SCULL_IOCQQSET:
		return scull_qset;
	case SCULL_IOCXQSET:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		tmp = scull_qset;
		retval = __get_user(val, p);
		if (!retval)
			retval = scull_set(&scull_qset, val);
		if (!retval)
			retval = __put_user(tmp, p);
		break;
	case SCULL_IOCHQSET:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		tmp = scull_qset;
		retval = scull_set(&scull_qset, (int)arg);
		return retval ? retval : tmp;
	default:	/* the pipe's commands: not for this device */
		return -ENOTTY;
	}
	return retval;
}

loff_t scull_llseek(struct file *filp, loff_t off, int whence)
{
	struct scull_dev *dev = filp->private_data;
	loff_t newpos;

	switch (whence) {
	case SEEK_SET:
		newpos = off;
		break;
	case SEEK_CUR:
		newpos = filp->f_pos + off;
		break;
	case SEEK_END:
		newpos = dev->size + off;
		break;
	default:
		return -EINVAL;
	}
	if (newpos < 0)
		return -EINVAL;
	filp->f_pos = newpos;
	return newpos;
}

static const struct file_operations scull_fops = {
	.owner = THIS_MODULE,
	.llseek = scull_llseek,
	.read = scull_read,
	.write = scull_write,
	.unlocked_ioctl = scull_ioctl,
	.open = scull_open,
	.release = scull_release,
};

/* Undo what init did; init calls it too when it fails half way */
static void scull_cleanup_module(void)
{
	dev_t devno = MKDEV(scull_major, scull_minor);
	int i;

	if (scull_devices) {
		for (i = 0; i < scull_nr_devs; i++) {
			scull_trim(scull_devices + i);
			cdev_del(&scull_devices[i].cdev);
		}
		kfree(scull_devices);
	}
	remove_proc_entry("scullmem", NULL);
	remove_proc_entry("scullseq", NULL);
	/* the other devices' numbers are after ours */
	unregister_chrdev_region(devno, scull_nr_devs);
	scull_p_cleanup();
	scull_access_cleanup();
}

static void scull_setup_cdev(struct scull_dev *dev, int index)
{
	int err, devno = MKDEV(scull_major, scull_minor + index);

	cdev_init(&dev->cdev, &scull_fops);
	dev->cdev.owner = THIS_MODULE;
	err = cdev_add(&dev->cdev, devno, 1);
	if (err)	/* as the book: say so, and go on without it */
		printk(KERN_NOTICE "Error %d adding scull%d", err, index);
}

static int __init scull_init_module(void)
{
	int result, i;
	dev_t dev = 0;

	if (scull_major) {
		dev = MKDEV(scull_major, scull_minor);
		result = register_chrdev_region(dev, scull_nr_devs, "scull");
	} else {
		result = alloc_chrdev_region(&dev, scull_minor, scull_nr_devs,
					     "scull");
		scull_major = MAJOR(dev);
	}
	if (result < 0) {
		printk(KERN_WARNING "scull: can't get major %d\n", scull_major);
		return result;
	}

	scull_devices = kcalloc(scull_nr_devs, sizeof(struct scull_dev),
				GFP_KERNEL);
	if (!scull_devices) {
		result = -ENOMEM;
		goto fail;
	}
	for (i = 0; i < scull_nr_devs; i++) {
		scull_devices[i].quantum = scull_quantum;
		scull_devices[i].qset = scull_qset;
		sema_init(&scull_devices[i].sem, 1);
		scull_setup_cdev(&scull_devices[i], i);
	}

	/* the pipes and the access-controlled devices follow our minors */
	dev = MKDEV(scull_major, scull_minor + scull_nr_devs);
	result = scull_p_init(dev);
	if (result < 0)
		goto fail;
	dev += result;
	result = scull_access_init(dev);
	if (result < 0)
		goto fail;

	proc_create("scullmem", 0, NULL, &scullmem_proc_ops);
	proc_create("scullseq", 0, NULL, &scullseq_proc_ops);
	printk(KERN_INFO "scull: major %d, %d devices, quantum %d, qset %d\n",
	       scull_major, scull_nr_devs, scull_quantum, scull_qset);
	return 0;

fail:
	scull_cleanup_module();
	return result;
}

module_init(scull_init_module);
module_exit(scull_cleanup_module);
