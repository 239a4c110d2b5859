/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/miscdevice.h - a "miscellaneous" character device: one
 * minor of major 10, registered with its operations in one call, which
 * also makes /dev/NAME (drivers/char/misc.c).
 */
#ifndef _LINUX_MISCDEVICE_H
#define _LINUX_MISCDEVICE_H

#include "linux/device.h"	/* dev_info() on this_device, as in Linux */
#include "linux/fs.h"
#include "linux/list.h"
#include "linux/types.h"

#define MISC_MAJOR		10
#define MISC_DYNAMIC_MINOR	255

struct miscdevice {
	int minor;		/* MISC_DYNAMIC_MINOR: one is chosen */
	const char *name;
	const struct file_operations *fops;
	struct list_head list;
	struct device *parent;
	struct device *this_device;
	const char *nodename;	/* the node's name if not name */
	umode_t mode;
};

int misc_register(struct miscdevice *misc);
void misc_deregister(struct miscdevice *misc);

#endif /* _LINUX_MISCDEVICE_H */
