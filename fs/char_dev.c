// SPDX-License-Identifier: GPL-2.0
/*
 * fs/char_dev.c - character devices, as Linux 2.6 gives them to drivers.
 *
 * Two tables.  The regions: a major's range of minors registered under
 * a name (register_chrdev_region(), alloc_chrdev_region()), which is
 * what /proc/devices lists and what keeps two drivers off one number.
 * The map: struct cdevs, each the operations of a range of numbers
 * (cdev_add()).  register_chrdev() is both for minors 0-255, the
 * 2.4-era call LDD3's and LKMPG's examples still use.
 *
 * A device node is an inode with a number (i_rdev) and def_chr_fops;
 * opening it finds the cdev and switches the file to the driver's
 * operations (chrdev_open()), holding a reference on the module that
 * owns them until the last close (fput()).
 */
#include "linux/kernel.h"
#include "linux/cdev.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"

/* Dynamic majors, highest first, as Linux hands them out */
#define CHRDEV_MAJOR_DYN_END	234
#define CHRDEV_MAJOR_DYN_START	254
#define CHRDEV_NAME_LEN		64
#define REGISTER_CHRDEV_MINORS	256

struct char_device_struct {
	struct list_head list;		/* in chrdevs, by major then minor */
	unsigned int major, baseminor, minorct;
	char name[CHRDEV_NAME_LEN];
	struct cdev *cdev;		/* register_chrdev()'s own */
};

static LIST_HEAD(chrdevs);
static LIST_HEAD(cdev_map);

static bool major_in_use(unsigned int major)
{
	struct char_device_struct *cd;

	list_for_each_entry(cd, &chrdevs, list)
		if (cd->major == major)
			return true;
	return false;
}

static int find_dynamic_major(void)
{
	unsigned int major;

	for (major = CHRDEV_MAJOR_DYN_START; major >= CHRDEV_MAJOR_DYN_END;
	     major--)
		if (!major_in_use(major))
			return (int)major;
	return -EBUSY;
}

/* Where a new region goes in chrdevs; NULL if it overlaps one there */
static struct list_head *region_slot(unsigned int major,
				     unsigned int baseminor,
				     unsigned int minorct)
{
	struct char_device_struct *cd;

	list_for_each_entry(cd, &chrdevs, list) {
		if (cd->major < major ||
		    (cd->major == major &&
		     cd->baseminor + cd->minorct <= baseminor))
			continue;
		if (cd->major == major && cd->baseminor < baseminor + minorct)
			return NULL;
		return &cd->list;
	}
	return &chrdevs;
}

static struct char_device_struct *
__register_chrdev_region(unsigned int major, unsigned int baseminor,
			 unsigned int minorct, const char *name)
{
	struct char_device_struct *cd;
	struct list_head *slot;

	if (major >= CHRDEV_MAJOR_MAX || !minorct ||
	    minorct > MINORMASK + 1 - baseminor)
		return ERR_PTR(-EINVAL);
	if (!major) {
		int dyn = find_dynamic_major();

		if (dyn < 0)
			return ERR_PTR(dyn);
		major = (unsigned int)dyn;
	}
	slot = region_slot(major, baseminor, minorct);
	if (!slot)
		return ERR_PTR(-EBUSY);
	cd = kzalloc(sizeof(*cd), GFP_KERNEL);
	if (!cd)
		return ERR_PTR(-ENOMEM);
	cd->major = major;
	cd->baseminor = baseminor;
	cd->minorct = minorct;
	strlcpy(cd->name, name, sizeof(cd->name));
	list_add_tail(&cd->list, slot);
	return cd;
}

static struct char_device_struct *
__unregister_chrdev_region(unsigned int major, unsigned int baseminor,
			   unsigned int minorct)
{
	struct char_device_struct *cd;

	list_for_each_entry(cd, &chrdevs, list)
		if (cd->major == major && cd->baseminor == baseminor &&
		    cd->minorct == minorct) {
			list_del(&cd->list);
			return cd;
		}
	return NULL;
}

/* The numbers of [from, to) up to the end of from's major */
static unsigned int piece(dev_t from, dev_t to)
{
	dev_t next = MKDEV(MAJOR(from) + 1, 0);

	return (unsigned int)((next < to ? next : to) - from);
}

void unregister_chrdev_region(dev_t from, unsigned int count)
{
	dev_t n, to = from + count;

	for (n = from; n < to; n += piece(n, to))
		kfree(__unregister_chrdev_region(MAJOR(n), MINOR(n),
						 piece(n, to)));
}
EXPORT_SYMBOL(unregister_chrdev_region);

/* count numbers from a given one, which may run over several majors */
int register_chrdev_region(dev_t from, unsigned int count, const char *name)
{
	dev_t n, to = from + count;

	if (to < from)
		return -EINVAL;
	for (n = from; n < to; n += piece(n, to)) {
		struct char_device_struct *cd = __register_chrdev_region(
			MAJOR(n), MINOR(n), piece(n, to), name);

		if (IS_ERR(cd)) {
			unregister_chrdev_region(from, (unsigned int)(n - from));
			return (int)PTR_ERR(cd);
		}
	}
	return 0;
}
EXPORT_SYMBOL(register_chrdev_region);

int alloc_chrdev_region(dev_t *dev, unsigned int baseminor,
			unsigned int count, const char *name)
{
	struct char_device_struct *cd =
		__register_chrdev_region(0, baseminor, count, name);

	if (IS_ERR(cd))
		return (int)PTR_ERR(cd);
	*dev = MKDEV(cd->major, cd->baseminor);
	return 0;
}
EXPORT_SYMBOL(alloc_chrdev_region);

int register_chrdev(unsigned int major, const char *name,
		    const struct file_operations *fops)
{
	struct char_device_struct *cd = __register_chrdev_region(
		major, 0, REGISTER_CHRDEV_MINORS, name);
	struct cdev *cdev;
	int err = -ENOMEM;

	if (IS_ERR(cd))
		return (int)PTR_ERR(cd);
	cdev = cdev_alloc();
	if (cdev) {
		cdev->owner = fops->owner;
		cdev->ops = fops;
		err = cdev_add(cdev, MKDEV(cd->major, 0),
			       REGISTER_CHRDEV_MINORS);
	}
	if (err) {
		if (cdev)
			kobject_put(&cdev->kobj);
		list_del(&cd->list);
		kfree(cd);
		return err;
	}
	cd->cdev = cdev;
	return major ? 0 : (int)cd->major;
}
EXPORT_SYMBOL(register_chrdev);

void unregister_chrdev(unsigned int major, const char *name)
{
	struct char_device_struct *cd =
		__unregister_chrdev_region(major, 0, REGISTER_CHRDEV_MINORS);

	(void)name;
	if (cd && cd->cdev)
		cdev_del(cd->cdev);
	kfree(cd);
}
EXPORT_SYMBOL(unregister_chrdev);

/* A cdev in the module's own memory: nothing to free at the last put */
static void cdev_default_release(struct kobject *kobj)
{
	(void)kobj;
}

static const struct kobj_type ktype_cdev_default = {
	.release = cdev_default_release,
};

static void cdev_dynamic_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct cdev, kobj));
}

static const struct kobj_type ktype_cdev_dynamic = {
	.release = cdev_dynamic_release,
};

void cdev_init(struct cdev *cdev, const struct file_operations *fops)
{
	memset(cdev, 0, sizeof(*cdev));
	INIT_LIST_HEAD(&cdev->list);
	kobject_init(&cdev->kobj, &ktype_cdev_default);
	cdev->ops = fops;
}
EXPORT_SYMBOL(cdev_init);

struct cdev *cdev_alloc(void)
{
	struct cdev *cdev = kzalloc(sizeof(*cdev), GFP_KERNEL);

	if (cdev) {
		INIT_LIST_HEAD(&cdev->list);
		kobject_init(&cdev->kobj, &ktype_cdev_dynamic);
	}
	return cdev;
}
EXPORT_SYMBOL(cdev_alloc);

/* The newest cdev covering a number wins, as in Linux's kobj_map */
int cdev_add(struct cdev *cdev, dev_t dev, unsigned int count)
{
	if (!count || dev + count < dev)
		return -EINVAL;
	cdev->dev = dev;
	cdev->count = count;
	list_add(&cdev->list, &cdev_map);
	return 0;
}
EXPORT_SYMBOL(cdev_add);

void cdev_del(struct cdev *cdev)
{
	list_del_init(&cdev->list);
	kobject_put(&cdev->kobj);
}
EXPORT_SYMBOL(cdev_del);

static struct cdev *cdev_lookup(dev_t dev)
{
	struct cdev *p;

	list_for_each_entry(p, &cdev_map, list)
		if (dev >= p->dev && dev - p->dev < p->count)
			return p;
	return NULL;
}

int open_with_fops(struct inode *inode, struct file *f,
		   const struct file_operations *fops)
{
	const struct file_operations *old = f->f_op;
	int err = 0;

	if (!try_module_get(fops->owner))
		return -ENXIO;	/* its module is going away */
	f->f_op = fops;
	if (fops->open)
		err = fops->open(inode, f);
	if (err) {
		f->f_op = old;
		module_put(fops->owner);
	}
	return err;
}
EXPORT_SYMBOL(open_with_fops);

/* A node whose number no driver has: ENXIO (open(2), "No such device") */
static int chrdev_open(struct inode *inode, struct file *f)
{
	struct cdev *p = cdev_lookup(inode->i_rdev);

	if (!p)
		return -ENXIO;
	inode->i_cdev = p;	/* for container_of() in the driver's open */
	return open_with_fops(inode, f, p->ops);
}

const struct file_operations def_chr_fops = {
	.open = chrdev_open,
};

/* /proc/devices: "Character devices:", then "major name" per region */
void chrdev_show(struct seq_buf *s)
{
	struct char_device_struct *cd;

	seq_printf(s, "Character devices:\n");
	list_for_each_entry(cd, &chrdevs, list)
		seq_printf(s, "%3u %s\n", cd->major, cd->name);
}
