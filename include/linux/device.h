/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/device.h - Linux's driver model as modules use it: a
 * device is a directory under /sys/devices (below its parent's); a
 * class groups devices by what they do (/sys/class/CLASS/NAME, links)
 * and device_create() is what makes /dev/NAME appear (devtmpfs, udev);
 * a bus (linux/device/bus.h) matches its devices to drivers
 * (linux/device/driver.h), which probe() them.  drivers/base/core.c
 * places the directories as Linux 6.1 does (docs/driver-model.md).
 */
#ifndef _LINUX_DEVICE_H
#define _LINUX_DEVICE_H

#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/kdev_t.h"
#include "linux/kobject.h"
#include "linux/list.h"
#include "linux/spinlock.h"
#include "linux/gfp.h"
#include "linux/device/bus.h"
#include "linux/device/driver.h"
#include "linux/ioport.h"	/* request_region(): Linux's brings it */

struct module;
struct device;
struct device_node;

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
	/* a device's /dev name (kmalloc'd; NULL: its own) and mode */
	char *(*devnode)(struct device *dev, umode_t *mode);
	/* the driver core's own */
	struct kobject kobj;
	struct list_head devices;
	struct list_head glue_dirs;	/* its directories below parents */
};

/*
 * A device lives while references to its kobject are held (get_device(),
 * put_device()); the last put calls release(), which frees the memory
 * the device is part of, as Linux's device_release() does.
 */
struct device {
	struct list_head node;		/* in its class's devices */
	struct device *parent;
	const char *init_name;		/* its name, if dev_set_name() was not called */
	struct class *class;
	struct bus_type *bus;
	struct device_driver *driver;	/* the driver that probed it */
	const struct attribute_group **groups;
	dev_t devt;			/* 0: no /dev node */
	void *platform_data;
	void *driver_data;
	u64 *dma_mask;			/* linux/dma-mapping.h */
	u64 coherent_dma_mask;
	struct device_node *of_node;	/* NULL: i386 has no device tree */
	bool registered;		/* between device_add() and device_del() */
	void (*release)(struct device *dev);
	struct kobject kobj;		/* /sys/devices/.../NAME */
	/* the driver core's */
	struct kobject *glue;		/* parent/CLASS/ that holds kobj */
	struct list_head bus_node;	/* in its bus's devices */
	struct list_head driver_node;	/* in its driver's devices */
	struct list_head devres_head;	/* devm_*() resources, newest first */
	spinlock_t devres_lock;		/* guards devres_head */
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

/* Whose device it is, as Linux says it: the driver, else the bus,
 * else the class */
static inline const char *dev_driver_string(const struct device *dev)
{
	if (dev->driver)
		return dev->driver->name;
	if (dev->bus)
		return dev->bus->name;
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

/*
 * Managed resources (drivers/base/devres.c): given back, newest first,
 * when the device and its driver part (a failed probe, after remove())
 * or the device goes.
 */
typedef void (*dr_release_t)(struct device *dev, void *res);
typedef int (*dr_match_t)(struct device *dev, void *res, void *match_data);
void *devres_alloc(dr_release_t release, size_t size, gfp_t gfp);
void devres_free(void *res);
void devres_add(struct device *dev, void *res);
int devres_release(struct device *dev, dr_release_t release,
		   dr_match_t match, void *match_data);
void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp);
void *devm_kmalloc_array(struct device *dev, size_t n, size_t size,
			 gfp_t gfp);
char *devm_kstrdup(struct device *dev, const char *s, gfp_t gfp);
void devm_kfree(struct device *dev, const void *p);
int devm_add_action(struct device *dev, void (*action)(void *), void *data);
int devm_add_action_or_reset(struct device *dev, void (*action)(void *),
			     void *data);
int dev_err_probe(const struct device *dev, int err, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static inline void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp)
{
	return devm_kmalloc(dev, size, gfp | __GFP_ZERO);
}

static inline void *devm_kcalloc(struct device *dev, size_t n, size_t size,
				 gfp_t gfp)
{
	return devm_kmalloc_array(dev, n, size, gfp | __GFP_ZERO);
}

/* Binding devices and drivers (drivers/base/dd.c) */
int device_attach(struct device *dev);
int driver_attach(struct device_driver *drv);
void device_release_driver(struct device *dev);
int device_bind_driver(struct device *dev);

/* /sys/devices and /sys/devices/virtual: where devices live (core.c) */
extern struct kobject *devices_kobj;
void devices_init(void);
void buses_init(void);
/* all of the above and the platform bus, at boot (drivers/base/init.c) */
void driver_init(void);

static inline void *dev_get_platdata(const struct device *dev)
{
	return dev->platform_data;
}

/* module_init() and module_exit() that register and unregister one
 * driver (module_platform_driver(), linux/platform_device.h) */
#define module_driver(__driver, __register, __unregister, ...)		\
static int __init __driver##_init(void)					\
{									\
	return __register(&(__driver), ##__VA_ARGS__);			\
}									\
module_init(__driver##_init);						\
static void __exit __driver##_exit(void)				\
{									\
	__unregister(&(__driver), ##__VA_ARGS__);			\
}									\
module_exit(__driver##_exit);

/* A node in /dev for a device number (drivers/base/devtmpfs.c) */
int devtmpfs_create_node(const char *name, dev_t dev, umode_t mode);
int devtmpfs_create_blk_node(const char *name, dev_t dev);
void devtmpfs_delete_node(const char *name, dev_t dev);

#endif /* _LINUX_DEVICE_H */
