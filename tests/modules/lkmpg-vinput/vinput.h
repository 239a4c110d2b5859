/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vinput.h - in the manner of LKMPG's virtual input layer: a module
 * registers a kind of virtual input device (struct vinput_device), the
 * user makes one by writing the kind's name to /sys/class/vinput/export,
 * which gives /dev/vinputN, and events written there become the input
 * device's events; writing N to /sys/class/vinput/unexport removes it.
 */
#ifndef VINPUT_H
#define VINPUT_H

#include <linux/device.h>
#include <linux/input.h>
#include <linux/list.h>
#include <linux/spinlock.h>

#define VINPUT_MAX_LEN 128	/* the longest write to /dev/vinputN */
#define MAX_VINPUT 32		/* devices at once: minors 0 to 31 */

struct vinput;

/* What a kind does: set up and register the input device, take it
 * down, turn a write into events, and show the last event on read */
struct vinput_ops {
	int (*init)(struct vinput *vinput);
	int (*kill)(struct vinput *vinput);
	int (*send)(struct vinput *vinput, char *buf, int len);
	int (*read)(struct vinput *vinput, char *buf, int len);
};

struct vinput_device {
	char name[16];
	struct list_head list;
	struct vinput_ops *ops;
};

/* One exported device: /dev/vinput<id> and its input device */
struct vinput {
	long id;
	long last_entry;
	spinlock_t lock;
	struct device dev;
	struct list_head list;
	struct input_dev *input;
	struct vinput_device *type;
};

int vinput_register(struct vinput_device *dev);
void vinput_unregister(struct vinput_device *dev);

#endif
