/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/cdev.h - a character device: the operations behind a
 * range of device numbers.  cdev_add() makes the range live: opening a
 * node (mknod(2), or one misc_register()/device_create() made) whose
 * number falls in it calls these operations (fs/char_dev.c).
 */
#ifndef _LINUX_CDEV_H
#define _LINUX_CDEV_H

#include "linux/kdev_t.h"
#include "linux/kobject.h"
#include "linux/list.h"
#include "linux/device.h"	/* Linux's brings it, and with it linux/ioport.h */

struct file_operations;
struct module;

/*
 * Its life is its kobject's, as in Linux: cdev_init() and cdev_alloc()
 * start the count at one, cdev_del() drops it, and the last put frees a
 * cdev_alloc()'s (LDD3's scull names its devices with
 * kobject_set_name(&cdev.kobj, ...) and puts one whose cdev_add failed).
 * It has no directory in /sys.
 */
struct cdev {
	struct kobject kobj;
	struct module *owner;
	const struct file_operations *ops;
	struct list_head list;		/* in the map of added devices */
	dev_t dev;
	unsigned int count;
};

void cdev_init(struct cdev *cdev, const struct file_operations *fops);
struct cdev *cdev_alloc(void);
int cdev_add(struct cdev *cdev, dev_t dev, unsigned int count);
void cdev_del(struct cdev *cdev);

#endif /* _LINUX_CDEV_H */
