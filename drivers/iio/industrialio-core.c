// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/iio/industrialio-core.c - IIO devices: the "iio" bus they sit
 * on, their numbers, their memory and their registration (docs/iio.md).
 *
 * iio_device_alloc() gives a struct iio_dev named iio:deviceN (the
 * lowest free N, as Linux's ida hands them out) below the driver's
 * device, with sizeof_priv bytes after it for iio_priv();
 * iio_device_register() builds its files from the channels
 * (industrialio-chan.c) and adds it: /sys/devices/.../PARENT/iio:deviceN
 * and the link /sys/bus/iio/devices/iio:deviceN.  The struct lives
 * until its last reference goes (iio_device_free(), or the devres of
 * devm_iio_device_alloc() when the parent's driver lets go).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/device.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/kobject.h"
#include "linux/slab.h"
#include "linux/iio/iio.h"
#include "iio_core.h"

/* Linux 6.1's minor count for the iio major: one per device */
#define IIO_DEV_MAX 256

/* Linux's comes from the device's struct device_type, which oops386's
 * driver model does not have: the bus says it for its devices */
static int iio_device_uevent(struct device *dev, struct kobj_uevent_env *env)
{
	return add_uevent_var(env, "DEVTYPE=iio_device");
}

struct bus_type iio_bus_type = {
	.name = "iio",
	.uevent = iio_device_uevent,
};
EXPORT_SYMBOL(iio_bus_type);

static DECLARE_BITMAP(iio_ids, IIO_DEV_MAX);	/* the Ns in use */
static dev_t iio_devt;		/* Linux's /dev/iio:deviceN numbers */

/* The lowest free device number, or -ENOMEM; the atomic bit operation
 * makes a lock unnecessary: two callers cannot both win a bit */
static int iio_id_get(void)
{
	int id;

	for (id = 0; id < IIO_DEV_MAX; id++)
		if (!test_and_set_bit(id, iio_ids))
			return id;
	return -ENOMEM;
}

/* The last reference is gone: the number and the memory go back */
static void iio_dev_release(struct device *dev)
{
	struct iio_dev *indio_dev = dev_to_iio_dev(dev);

	clear_bit(indio_dev->id, iio_ids);
	kfree(indio_dev);
}

struct iio_dev *iio_device_alloc(struct device *parent, int sizeof_priv)
{
	/* the driver's data aligned as kmalloc's own (8 on i386) */
	size_t head = ALIGN(sizeof(struct iio_dev), sizeof(u64));
	struct iio_dev *indio_dev;

	indio_dev = kzalloc(head + sizeof_priv, GFP_KERNEL);
	if (!indio_dev)
		return NULL;
	indio_dev->id = iio_id_get();
	if (indio_dev->id < 0)
		goto err_free;
	if (sizeof_priv)
		indio_dev->priv = (char *)indio_dev + head;
	indio_dev->dev.parent = parent;
	indio_dev->dev.bus = &iio_bus_type;
	indio_dev->dev.release = iio_dev_release;
	device_initialize(&indio_dev->dev);
	dev_set_name(&indio_dev->dev, "iio:device%d", indio_dev->id);
	mutex_init(&indio_dev->mlock);
	INIT_LIST_HEAD(&indio_dev->chan_attrs);
	return indio_dev;

err_free:
	kfree(indio_dev);
	return NULL;
}
EXPORT_SYMBOL(iio_device_alloc);

void iio_device_free(struct iio_dev *indio_dev)
{
	if (indio_dev)
		put_device(&indio_dev->dev);
}
EXPORT_SYMBOL(iio_device_free);

static void devm_iio_device_release(void *indio_dev)
{
	iio_device_free(indio_dev);
}

/* Freed when parent's driver lets go of it (drivers/base/devres.c) */
struct iio_dev *devm_iio_device_alloc(struct device *parent, int sizeof_priv)
{
	struct iio_dev *indio_dev = iio_device_alloc(parent, sizeof_priv);

	if (!indio_dev)
		return NULL;
	if (devm_add_action_or_reset(parent, devm_iio_device_release,
				     indio_dev))
		return NULL;
	return indio_dev;
}
EXPORT_SYMBOL_GPL(devm_iio_device_alloc);

/*
 * Linux's owner is the module of /dev/iio:deviceN's file operations;
 * that node exists only for buffers and events, which are not here.
 */
int __iio_device_register(struct iio_dev *indio_dev, struct module *owner)
{
	int ret;

	(void)owner;
	if (!indio_dev->info)
		return -EINVAL;
	ret = iio_device_build_attrs(indio_dev);
	if (ret) {
		dev_err(indio_dev->dev.parent,
			"Failed to register sysfs interfaces\n");
		return ret;
	}
	indio_dev->dev.groups = indio_dev->groups;
	ret = device_add(&indio_dev->dev);
	if (ret)
		goto err_free_attrs;
	return 0;

err_free_attrs:
	iio_device_free_attrs(indio_dev);
	return ret;
}
EXPORT_SYMBOL(__iio_device_register);

void iio_device_unregister(struct iio_dev *indio_dev)
{
	device_del(&indio_dev->dev);
	iio_device_free_attrs(indio_dev);
}
EXPORT_SYMBOL(iio_device_unregister);

static void devm_iio_device_unreg(void *indio_dev)
{
	iio_device_unregister(indio_dev);
}

int __devm_iio_device_register(struct device *dev, struct iio_dev *indio_dev,
			       struct module *owner)
{
	int ret = __iio_device_register(indio_dev, owner);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_iio_device_unreg, indio_dev);
}
EXPORT_SYMBOL_GPL(__devm_iio_device_register);

/* No buffer can be running here, so direct mode is always free */
int iio_device_claim_direct_mode(struct iio_dev *indio_dev)
{
	mutex_lock(&indio_dev->mlock);
	return 0;
}
EXPORT_SYMBOL_GPL(iio_device_claim_direct_mode);

void iio_device_release_direct_mode(struct iio_dev *indio_dev)
{
	mutex_unlock(&indio_dev->mlock);
}
EXPORT_SYMBOL_GPL(iio_device_release_direct_mode);

/* /sys/bus/iio, and "iio" in /proc/devices as on Linux */
static int __init iio_init(void)
{
	int ret = bus_register(&iio_bus_type);

	if (ret) {
		pr_err("could not register bus type\n");
		return ret;
	}
	ret = alloc_chrdev_region(&iio_devt, 0, IIO_DEV_MAX, "iio");
	if (ret < 0)
		goto err_bus;
	return 0;

err_bus:
	bus_unregister(&iio_bus_type);
	return ret;
}
device_initcall(iio_init);
