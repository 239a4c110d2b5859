/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/device.h - the little of Linux's driver model that
 * character-device modules use: a class groups devices, and
 * device_create() is what makes /dev/NAME appear (devtmpfs, udev).
 * A class is a directory in /sys/class with its attributes
 * (drivers/base/class.c), a device one in its class's directory
 * (drivers/base/core.c: Linux puts it in /sys/devices/virtual and
 * links it from there).
 */
#ifndef _LINUX_DEVICE_H
#define _LINUX_DEVICE_H

#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/kdev_t.h"
#include "linux/kobject.h"
#include "linux/list.h"

struct module;
struct device;

#define DEVICE_NAME_LEN	64

/*
 * A class: /sys/class/NAME (kobj), with the attributes of class_groups
 * in it (class_register()), and the devices made in it.
 */
struct class {
	const char *name;
	struct module *owner;		/* Linux 6.1 still has it */
	const struct attribute_group **class_groups;
	const struct attribute_group **dev_groups;
	void (*class_release)(struct class *cls);	/* at its last put */
	/* the driver core's own */
	struct kobject kobj;
	struct list_head devices;
};

/*
 * A device lives while references to its kobject are held (get_device(),
 * put_device()); the last put calls release(), which frees the memory
 * the device is part of, as Linux's device_release() does.
 */
struct device {
	struct list_head node;		/* in its class's devices */
	struct device *parent;
	struct class *class;
	dev_t devt;			/* 0: no /dev node */
	void *driver_data;
	bool registered;		/* between device_add() and device_del() */
	void (*release)(struct device *dev);
	struct kobject kobj;		/* /sys/class/CLASS/NAME */
	char name[DEVICE_NAME_LEN];
};

/* A class's attribute file, /sys/class/NAME/ATTR (6.1's signatures) */
struct class_attribute {
	struct attribute attr;
	ssize_t (*show)(struct class *cls, struct class_attribute *attr,
			char *buf);
	ssize_t (*store)(struct class *cls, struct class_attribute *attr,
			 const char *buf, size_t count);
};

#define CLASS_ATTR_RW(_name) \
	struct class_attribute class_attr_##_name = __ATTR_RW(_name)
#define CLASS_ATTR_RO(_name) \
	struct class_attribute class_attr_##_name = __ATTR_RO(_name)
#define CLASS_ATTR_WO(_name) \
	struct class_attribute class_attr_##_name = __ATTR_WO(_name)

int class_register(struct class *cls);
void class_unregister(struct class *cls);
int class_create_file(struct class *cls, const struct class_attribute *attr);
void class_remove_file(struct class *cls,
		       const struct class_attribute *attr);
/* /sys/class, made at boot (drivers/base/class.c) */
void classes_init(void);

/* A device's attribute file, /sys/class/CLASS/NAME/ATTR */
struct device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device *dev, struct device_attribute *attr,
			char *buf);
	ssize_t (*store)(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count);
};

#define DEVICE_ATTR(_name, _mode, _show, _store) \
	struct device_attribute dev_attr_##_name = \
		__ATTR(_name, _mode, _show, _store)
#define DEVICE_ATTR_RW(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
#define DEVICE_ATTR_RO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RO(_name)
#define DEVICE_ATTR_WO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_WO(_name)

int device_create_file(struct device *dev,
		       const struct device_attribute *attr);
void device_remove_file(struct device *dev,
			const struct device_attribute *attr);

struct class *class_create_name(const char *name);
/* Linux before 6.4 took the owning module first: both forms compile */
static inline struct class *class_create_owner(struct module *owner,
					       const char *name)
{
	(void)owner;
	return class_create_name(name);
}
#define __class_create_pick(_1, _2, fn, ...) fn
#define class_create(...)						\
	__class_create_pick(__VA_ARGS__, class_create_owner,		\
			    class_create_name)(__VA_ARGS__)
void class_destroy(struct class *cls);

/* A device the caller embeds and names (drivers/base/core.c) */
int dev_set_name(struct device *dev, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void device_initialize(struct device *dev);
int device_add(struct device *dev);
void device_del(struct device *dev);
int device_register(struct device *dev);
void device_unregister(struct device *dev);
struct device *get_device(struct device *dev);
void put_device(struct device *dev);
/* Where Linux shows it under /sys: "/devices/virtual/CLASS/NAME"... */
size_t device_path(const struct device *dev, char *buf, size_t size);

struct device *device_create(struct class *cls, struct device *parent,
			     dev_t devt, void *drvdata, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
void device_destroy(struct class *cls, dev_t devt);

static inline const char *dev_name(const struct device *dev)
{
	return dev->name;
}

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

/* Whose device it is: Linux names the driver, else the bus, else the
 * class; oops386's devices have only classes */
static inline const char *dev_driver_string(const struct device *dev)
{
	return dev->class ? dev->class->name : "";
}

/* "CLASS NAME: message", as Linux's __dev_printk() writes it */
#define dev_printk(level, dev, fmt, ...)				\
	printk(level "%s %s: " fmt, dev_driver_string(dev), dev_name(dev), \
	       ##__VA_ARGS__)
#define dev_emerg(dev, fmt, ...) dev_printk(KERN_EMERG, dev, fmt, ##__VA_ARGS__)
#define dev_alert(dev, fmt, ...) dev_printk(KERN_ALERT, dev, fmt, ##__VA_ARGS__)
#define dev_crit(dev, fmt, ...)	dev_printk(KERN_CRIT, dev, fmt, ##__VA_ARGS__)
#define dev_err(dev, fmt, ...)	dev_printk(KERN_ERR, dev, fmt, ##__VA_ARGS__)
#define dev_warn(dev, fmt, ...)	dev_printk(KERN_WARNING, dev, fmt, ##__VA_ARGS__)
#define dev_notice(dev, fmt, ...) \
	dev_printk(KERN_NOTICE, dev, fmt, ##__VA_ARGS__)
#define dev_info(dev, fmt, ...)	dev_printk(KERN_INFO, dev, fmt, ##__VA_ARGS__)
/* as pr_debug(): only in a file compiled with DEBUG defined */
#ifdef DEBUG
#define dev_dbg(dev, fmt, ...)	dev_printk(KERN_DEBUG, dev, fmt, ##__VA_ARGS__)
#else
#define dev_dbg(dev, fmt, ...)	no_printk(fmt, ##__VA_ARGS__)
#endif

/* A node in /dev for a device number (drivers/base/devtmpfs.c) */
int devtmpfs_create_node(const char *name, dev_t dev, umode_t mode);
int devtmpfs_create_blk_node(const char *name, dev_t dev);
void devtmpfs_delete_node(const char *name, dev_t dev);

#endif /* _LINUX_DEVICE_H */
