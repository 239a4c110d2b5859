// SPDX-License-Identifier: GPL-2.0
/*
 * access.c - scull devices that choose who may open them, LDD3
 * chapter 6's "Access Control on a Device File", in the book's manner:
 * scullsingle (one open at a time), sculluid (one user at a time, the
 * others get EBUSY), scullwuid (the others wait) and scullpriv (one
 * device per controlling terminal, made at its first open, EINVAL for a
 * process without one).  Each is a scull memory device otherwise.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/types.h>
#include <linux/fcntl.h>
#include <linux/cdev.h>
#include <linux/cred.h>
#include <linux/list.h>
#include <linux/tty.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/spinlock.h>
#include <linux/atomic.h>

#include "scull.h"

static dev_t scull_a_firstdev;

/* scullsingle: the first open wins until it closes */
static struct scull_dev scull_s_device;
static atomic_t scull_s_available = ATOMIC_INIT(1);

static int scull_s_open(struct inode *inode, struct file *filp)
{
	struct scull_dev *dev = &scull_s_device;

	if (!atomic_dec_and_test(&scull_s_available)) {
		atomic_inc(&scull_s_available);
		return -EBUSY;		/* already open */
	}
	if ((filp->f_flags & O_ACCMODE) == O_WRONLY)
		scull_trim(dev);
	filp->private_data = dev;
	return 0;
}

static int scull_s_release(struct inode *inode, struct file *filp)
{
	atomic_inc(&scull_s_available);
	return 0;
}

static const struct file_operations scull_sngl_fops = {
	.owner = THIS_MODULE,
	.llseek = scull_llseek,
	.read = scull_read,
	.write = scull_write,
	.unlocked_ioctl = scull_ioctl,
	.open = scull_s_open,
	.release = scull_s_release,
};

/* sculluid: opens by the owner's user only, counted */
static struct scull_dev scull_u_device;
static int scull_u_count;
static kuid_t scull_u_owner;
static DEFINE_SPINLOCK(scull_u_lock);

/* The user that holds the device, or root, may come in */
static bool scull_u_may_open(void)
{
	return scull_u_count == 0 || uid_eq(scull_u_owner, current_uid()) ||
	       uid_eq(scull_u_owner, current_euid()) || capable(CAP_DAC_OVERRIDE);
}

static int scull_u_open(struct inode *inode, struct file *filp)
{
	struct scull_dev *dev = &scull_u_device;

	spin_lock(&scull_u_lock);
	if (!scull_u_may_open()) {
		spin_unlock(&scull_u_lock);
		return -EBUSY;	/* EPERM would say it is never allowed */
	}
	if (scull_u_count == 0)
		scull_u_owner = current_uid();
	scull_u_count++;
	spin_unlock(&scull_u_lock);

	if ((filp->f_flags & O_ACCMODE) == O_WRONLY)
		scull_trim(dev);
	filp->private_data = dev;
	return 0;
}

static int scull_u_release(struct inode *inode, struct file *filp)
{
	spin_lock(&scull_u_lock);
	scull_u_count--;
	spin_unlock(&scull_u_lock);
	return 0;
}

static const struct file_operations scull_user_fops = {
	.owner = THIS_MODULE,
	.llseek = scull_llseek,
	.read = scull_read,
	.write = scull_write,
	.unlocked_ioctl = scull_ioctl,
	.open = scull_u_open,
	.release = scull_u_release,
};

/* scullwuid: as sculluid, but another user waits instead of failing */
static struct scull_dev scull_w_device;
static int scull_w_count;
static kuid_t scull_w_owner;
static DECLARE_WAIT_QUEUE_HEAD(scull_w_wait);
static DEFINE_SPINLOCK(scull_w_lock);

static bool scull_w_available(void)
{
	return scull_w_count == 0 || uid_eq(scull_w_owner, current_uid()) ||
	       uid_eq(scull_w_owner, current_euid()) || capable(CAP_DAC_OVERRIDE);
}

static int scull_w_open(struct inode *inode, struct file *filp)
{
	struct scull_dev *dev = &scull_w_device;

	spin_lock(&scull_w_lock);
	while (!scull_w_available()) {
		spin_unlock(&scull_w_lock);
		if (filp->f_flags & O_NONBLOCK)
			return -EAGAIN;
		if (wait_event_interruptible(scull_w_wait, scull_w_available()))
			return -ERESTARTSYS;
		spin_lock(&scull_w_lock);
	}
	if (scull_w_count == 0)
		scull_w_owner = current_uid();
	scull_w_count++;
	spin_unlock(&scull_w_lock);

	if ((filp->f_flags & O_ACCMODE) == O_WRONLY)
		scull_trim(dev);
	filp->private_data = dev;
	return 0;
}

static int scull_w_release(struct inode *inode, struct file *filp)
{
	int left;

	spin_lock(&scull_w_lock);
	left = --scull_w_count;
	spin_unlock(&scull_w_lock);
	if (left == 0)
		wake_up_interruptible_sync(&scull_w_wait);
	return 0;
}

static const struct file_operations scull_wusr_fops = {
	.owner = THIS_MODULE,
	.llseek = scull_llseek,
	.read = scull_read,
	.write = scull_write,
	.unlocked_ioctl = scull_ioctl,
	.open = scull_w_open,
	.release = scull_w_release,
};

/*
 * scullpriv: the terminal is the key.  Each terminal's device is made at
 * the first open from it and kept until the module goes, as the book's
 * is; a real cloning driver would free it at its last close.
 */
struct scull_listitem {
	struct scull_dev device;
	dev_t key;
	struct list_head list;
};

static LIST_HEAD(scull_c_list);
static DEFINE_SPINLOCK(scull_c_lock);
static struct scull_dev scull_c_device;	/* only its cdev is used */

/* Called with scull_c_lock held: no sleeping allocation */
static struct scull_dev *scull_c_lookfor_device(dev_t key)
{
	struct scull_listitem *item;

	list_for_each_entry(item, &scull_c_list, list)
		if (item->key == key)
			return &item->device;
	item = kzalloc(sizeof(*item), GFP_ATOMIC);
	if (!item)
		return NULL;
	item->key = key;
	item->device.quantum = scull_quantum;
	item->device.qset = scull_qset;
	sema_init(&item->device.sem, 1);
	list_add(&item->list, &scull_c_list);
	return &item->device;
}

static int scull_c_open(struct inode *inode, struct file *filp)
{
	struct scull_dev *dev;

	if (!current->signal->tty) {
		printk(KERN_DEBUG "scull: \"%s\" has no controlling tty\n",
		       current->comm);
		return -EINVAL;
	}
	spin_lock(&scull_c_lock);
	dev = scull_c_lookfor_device(tty_devnum(current->signal->tty));
	spin_unlock(&scull_c_lock);
	if (!dev)
		return -ENOMEM;
	if ((filp->f_flags & O_ACCMODE) == O_WRONLY)
		scull_trim(dev);
	filp->private_data = dev;
	return 0;
}

static int scull_c_release(struct inode *inode, struct file *filp)
{
	return 0;	/* the device stays: see scull_listitem */
}

static const struct file_operations scull_priv_fops = {
	.owner = THIS_MODULE,
	.llseek = scull_llseek,
	.read = scull_read,
	.write = scull_write,
	.unlocked_ioctl = scull_ioctl,
	.open = scull_c_open,
	.release = scull_c_release,
};

static struct scull_adev_info {
	char *name;
	struct scull_dev *sculldev;
	const struct file_operations *fops;
} scull_access_devs[] = {
	{ "scullsingle", &scull_s_device, &scull_sngl_fops },
	{ "sculluid", &scull_u_device, &scull_user_fops },
	{ "scullwuid", &scull_w_device, &scull_wusr_fops },
	{ "scullpriv", &scull_c_device, &scull_priv_fops },
};
#define SCULL_N_ADEVS ARRAY_SIZE(scull_access_devs)

static void scull_access_setup(dev_t devno, struct scull_adev_info *devinfo)
{
	struct scull_dev *dev = devinfo->sculldev;
	int err;

	dev->quantum = scull_quantum;
	dev->qset = scull_qset;
	sema_init(&dev->sem, 1);
	cdev_init(&dev->cdev, devinfo->fops);
	/* the book names each device through the kobject its cdev embeds */
	kobject_set_name(&dev->cdev.kobj, "%s", devinfo->name);
	dev->cdev.owner = THIS_MODULE;
	err = cdev_add(&dev->cdev, devno, 1);
	if (err) {
		printk(KERN_NOTICE "Error %d adding %s\n", err, devinfo->name);
		kobject_put(&dev->cdev.kobj);
	} else
		printk(KERN_INFO "scull: %s registered at %x\n", devinfo->name,
		       devno);
}

int scull_access_init(dev_t firstdev)
{
	int result, i;

	result = register_chrdev_region(firstdev, SCULL_N_ADEVS, "sculla");
	if (result < 0) {
		printk(KERN_WARNING "sculla: device number registration failed\n");
		return 0;
	}
	scull_a_firstdev = firstdev;
	for (i = 0; i < SCULL_N_ADEVS; i++)
		scull_access_setup(firstdev + i, scull_access_devs + i);
	return SCULL_N_ADEVS;
}

void scull_access_cleanup(void)
{
	struct scull_listitem *item, *next;
	int i;

	if (!scull_a_firstdev)
		return;
	for (i = 0; i < SCULL_N_ADEVS; i++) {
		struct scull_dev *dev = scull_access_devs[i].sculldev;

		cdev_del(&dev->cdev);
		scull_trim(dev);
	}
	list_for_each_entry_safe(item, next, &scull_c_list, list) {
		list_del(&item->list);
		scull_trim(&item->device);
		kfree(item);
	}
	unregister_chrdev_region(scull_a_firstdev, SCULL_N_ADEVS);
	scull_a_firstdev = 0;
}
