// SPDX-License-Identifier: GPL-2.0
/*
 * pipe.c - scullpipe, LDD3 chapter 6's blocking I/O in the book's
 * manner: a circular buffer per device; a reader sleeps while it is
 * empty, a writer while it is full; poll(2) and select(2) say which
 * would not sleep; an O_ASYNC reader gets SIGIO when data comes.
 */
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/fs.h>
#include <linux/proc_fs.h>
#include <linux/errno.h>
#include <linux/types.h>
#include <linux/fcntl.h>
#include <linux/poll.h>
#include <linux/cdev.h>
#include <linux/sched/signal.h>
#include <linux/uaccess.h>

#include "scull.h"

struct scull_pipe {
	wait_queue_head_t inq, outq;	/* readers wait on inq, writers outq */
	char *buffer, *end;		/* the buffer and its end */
	int buffersize;
	char *rp, *wp;			/* where to read, where to write */
	int nreaders, nwriters;
	struct fasync_struct *async_queue;
	struct mutex lock;
	struct cdev cdev;
};

static int scull_p_nr_devs = SCULL_P_NR_DEVS;
int scull_p_buffer = SCULL_P_BUFFER;
static dev_t scull_p_devno;
static struct scull_pipe *scull_p_devices;

module_param(scull_p_nr_devs, int, 0);
module_param(scull_p_buffer, int, 0);

static int scull_p_fasync(int fd, struct file *filp, int mode);
static int spacefree(struct scull_pipe *dev);

static int scull_p_open(struct inode *inode, struct file *filp)
{
	struct scull_pipe *dev = container_of(inode->i_cdev,
					      struct scull_pipe, cdev);

	filp->private_data = dev;
	if (mutex_lock_interruptible(&dev->lock))
		return -ERESTARTSYS;
	if (!dev->buffer) {
		dev->buffer = kmalloc(scull_p_buffer, GFP_KERNEL);
		if (!dev->buffer) {
			mutex_unlock(&dev->lock);
			return -ENOMEM;
		}
		dev->buffersize = scull_p_buffer;
		dev->end = dev->buffer + dev->buffersize;
		dev->rp = dev->wp = dev->buffer;
	}
	if (filp->f_mode & FMODE_READ)
		dev->nreaders++;
	if (filp->f_mode & FMODE_WRITE)
		dev->nwriters++;
	mutex_unlock(&dev->lock);
	return nonseekable_open(inode, filp);
}

static int scull_p_release(struct inode *inode, struct file *filp)
{
	struct scull_pipe *dev = filp->private_data;

	scull_p_fasync(-1, filp, 0);	/* off the SIGIO list */
	mutex_lock(&dev->lock);
	if (filp->f_mode & FMODE_READ)
		dev->nreaders--;
	if (filp->f_mode & FMODE_WRITE)
		dev->nwriters--;
	if (dev->nreaders + dev->nwriters == 0) {
		kfree(dev->buffer);	/* the last user: data goes too */
		dev->buffer = NULL;
	}
	mutex_unlock(&dev->lock);
	return 0;
}

static ssize_t scull_p_read(struct file *filp, char __user *buf,
			    size_t count, loff_t *f_pos)
{
	struct scull_pipe *dev = filp->private_data;

	if (mutex_lock_interruptible(&dev->lock))
		return -ERESTARTSYS;
	while (dev->rp == dev->wp) {	/* nothing to read */
		mutex_unlock(&dev->lock);
		if (filp->f_flags & O_NONBLOCK)
			return -EAGAIN;
		PDEBUG("\"%s\" reading: going to sleep\n", current->comm);
		if (wait_event_interruptible(dev->inq, dev->rp != dev->wp))
			return -ERESTARTSYS;	/* a signal: let the fs handle it */
		if (mutex_lock_interruptible(&dev->lock))
			return -ERESTARTSYS;
	}
	/* up to the writer, or to the end of the buffer */
	if (dev->wp > dev->rp)
		count = min(count, (size_t)(dev->wp - dev->rp));
	else
		count = min(count, (size_t)(dev->end - dev->rp));
	if (copy_to_user(buf, dev->rp, count)) {
		mutex_unlock(&dev->lock);
		return -EFAULT;
	}
	dev->rp += count;
	if (dev->rp == dev->end)
		dev->rp = dev->buffer;
	mutex_unlock(&dev->lock);

	wake_up_interruptible(&dev->outq);	/* room for writers now */
	PDEBUG("\"%s\" did read %li bytes\n", current->comm, (long)count);
	return count;
}

/* Wait, with the lock dropped, until there is room; -ERESTARTSYS, -EAGAIN */
static int scull_getwritespace(struct scull_pipe *dev, struct file *filp)
{
	while (spacefree(dev) == 0) {
		DEFINE_WAIT(wait);

		mutex_unlock(&dev->lock);
		if (filp->f_flags & O_NONBLOCK)
			return -EAGAIN;
		PDEBUG("\"%s\" writing: going to sleep\n", current->comm);
		prepare_to_wait(&dev->outq, &wait, TASK_INTERRUPTIBLE);
		if (spacefree(dev) == 0)
			schedule();
		finish_wait(&dev->outq, &wait);
		if (signal_pending(current))
			return -ERESTARTSYS;
		if (mutex_lock_interruptible(&dev->lock))
			return -ERESTARTSYS;
	}
	return 0;
}

/* Free bytes: one is always left, so that full is not empty */
static int spacefree(struct scull_pipe *dev)
{
	if (dev->rp == dev->wp)
		return dev->buffersize - 1;
	return ((dev->rp + dev->buffersize - dev->wp) % dev->buffersize) - 1;
}

static ssize_t scull_p_write(struct file *filp, const char __user *buf,
			     size_t count, loff_t *f_pos)
{
	struct scull_pipe *dev = filp->private_data;
	int result;

	if (mutex_lock_interruptible(&dev->lock))
		return -ERESTARTSYS;
	result = scull_getwritespace(dev, filp);
	if (result)
		return result;	/* the lock is not held */

	count = min(count, (size_t)spacefree(dev));
	if (dev->wp >= dev->rp)		/* up to the end of the buffer */
		count = min(count, (size_t)(dev->end - dev->wp));
	else				/* up to just before the reader */
		count = min(count, (size_t)(dev->rp - dev->wp - 1));
	PDEBUG("Going to accept %li bytes to %p from %p\n", (long)count,
	       dev->wp, buf);
	if (copy_from_user(dev->wp, buf, count)) {
		mutex_unlock(&dev->lock);
		return -EFAULT;
	}
	dev->wp += count;
	if (dev->wp == dev->end)
		dev->wp = dev->buffer;
	mutex_unlock(&dev->lock);

	wake_up_interruptible(&dev->inq);	/* readers may go on */
	if (dev->async_queue)
		kill_fasync(&dev->async_queue, SIGIO, POLL_IN);
	PDEBUG("\"%s\" did write %li bytes\n", current->comm, (long)count);
	return count;
}

static unsigned int scull_p_poll(struct file *filp, poll_table *wait)
{
	struct scull_pipe *dev = filp->private_data;
	unsigned int mask = 0;

	mutex_lock(&dev->lock);
	poll_wait(filp, &dev->inq, wait);
	poll_wait(filp, &dev->outq, wait);
	if (dev->rp != dev->wp)
		mask |= POLLIN | POLLRDNORM;
	if (spacefree(dev))
		mask |= POLLOUT | POLLWRNORM;
	mutex_unlock(&dev->lock);
	return mask;
}

static int scull_p_fasync(int fd, struct file *filp, int mode)
{
	struct scull_pipe *dev = filp->private_data;

	return fasync_helper(fd, filp, mode, &dev->async_queue);
}

/* SCULL_P_IOCTSIZE and SCULL_P_IOCQSIZE; the rest as scull's */
static long scull_p_ioctl(struct file *filp, unsigned int cmd,
			  unsigned long arg)
{
	switch (cmd) {
	case SCULL_P_IOCTSIZE:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		if ((long)arg < 2)
			return -EINVAL;
		scull_p_buffer = arg;	/* for buffers made from now on */
		return 0;
	case SCULL_P_IOCQSIZE:
		return scull_p_buffer;
	default:
		return scull_ioctl(filp, cmd, arg);
	}
}

static const struct file_operations scull_pipe_fops = {
	.owner = THIS_MODULE,
	.llseek = no_llseek,
	.read = scull_p_read,
	.write = scull_p_write,
	.poll = scull_p_poll,
	.unlocked_ioctl = scull_p_ioctl,
	.open = scull_p_open,
	.release = scull_p_release,
	.fasync = scull_p_fasync,
};

/* Make the pipes at firstdev; the number of devices, or an error */
int scull_p_init(dev_t firstdev)
{
	int i, result;

	result = register_chrdev_region(firstdev, scull_p_nr_devs, "scullp");
	if (result < 0) {
		printk(KERN_NOTICE "Unable to get scullp region, error %d\n",
		       result);
		return result;
	}
	scull_p_devno = firstdev;
	scull_p_devices = kcalloc(scull_p_nr_devs, sizeof(struct scull_pipe),
				  GFP_KERNEL);
	if (!scull_p_devices) {
		unregister_chrdev_region(firstdev, scull_p_nr_devs);
		scull_p_devno = 0;
		return -ENOMEM;
	}
	for (i = 0; i < scull_p_nr_devs; i++) {
		struct scull_pipe *p = &scull_p_devices[i];

		init_waitqueue_head(&p->inq);
		init_waitqueue_head(&p->outq);
		mutex_init(&p->lock);
		cdev_init(&p->cdev, &scull_pipe_fops);
		p->cdev.owner = THIS_MODULE;
		result = cdev_add(&p->cdev, scull_p_devno + i, 1);
		if (result)
			printk(KERN_NOTICE "Unable to add scullpipe%d: %d\n",
			       i, result);
	}
	return scull_p_nr_devs;
}

void scull_p_cleanup(void)
{
	int i;

	if (!scull_p_devices)
		return;
	for (i = 0; i < scull_p_nr_devs; i++) {
		cdev_del(&scull_p_devices[i].cdev);
		kfree(scull_p_devices[i].buffer);
	}
	kfree(scull_p_devices);
	unregister_chrdev_region(scull_p_devno, scull_p_nr_devs);
	scull_p_devices = NULL;
}
