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
#include "linux/list.h"

struct file_operations;
struct module;

struct cdev {
	struct module *owner;
	const struct file_operations *ops;
	struct list_head list;		/* in the map of added devices */
	dev_t dev;
	unsigned int count;
	bool dynamic;			/* cdev_alloc()'s: cdev_del() frees it */
};

void cdev_init(struct cdev *cdev, const struct file_operations *fops);
struct cdev *cdev_alloc(void);
int cdev_add(struct cdev *cdev, dev_t dev, unsigned int count);
void cdev_del(struct cdev *cdev);

#endif /* _LINUX_CDEV_H */
