// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/platform.c - the platform bus: devices nobody finds by
 * probing hardware, registered by name (NAME, NAME.ID or NAME.N.auto)
 * below /sys/devices/platform, and drivers that take them by the same
 * name or by an entry of their id_table.  A platform device's DMA
 * masks are 32 bits wide, as Linux 6.1 sets them
 * (linux/dma-mapping.h), and its events carry MODALIAS=platform:NAME.
 */
#include "linux/kernel.h"
#include "linux/dma-mapping.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/io.h"
#include "linux/platform_device.h"
#include "linux/slab.h"
#include "base.h"

static void platform_bus_release(struct device *dev)
{
	(void)dev;	/* static, never freed */
}

struct device platform_bus = {
	.init_name = "platform",
	.release = platform_bus_release,
};
EXPORT_SYMBOL(platform_bus);

static int auto_id;	/* the next PLATFORM_DEVID_AUTO number */

/* An id_table entry for pdev's name, or NULL */
static const struct platform_device_id *platform_match_id(
	const struct platform_device_id *id, struct platform_device *pdev)
{
	for (; id && id->name[0]; id++)
		if (!strcmp(pdev->name, id->name))
			return id;
	return NULL;
}

/* driver_override first, then the id_table, then the driver's name
 * (Linux 6.1's platform_match(); no device tree or ACPI here) */
static int platform_match(struct device *dev, struct device_driver *drv)
{
	struct platform_device *pdev = to_platform_device(dev);
	struct platform_driver *pdrv = to_platform_driver(drv);

	if (pdev->driver_override)
		return !strcmp(pdev->driver_override, drv->name);
	if (pdrv->id_table) {
		pdev->id_entry = platform_match_id(pdrv->id_table, pdev);
		return pdev->id_entry != NULL;
	}
	return !strcmp(pdev->name, drv->name);
}

static int platform_uevent(struct device *dev, struct kobj_uevent_env *env)
{
	struct platform_device *pdev = to_platform_device(dev);

	return add_uevent_var(env, "MODALIAS=%s%s", PLATFORM_MODULE_PREFIX,
			      pdev->name);
}

static int platform_probe(struct device *dev)
{
	struct platform_driver *drv = to_platform_driver(dev->driver);

	return drv->probe ? drv->probe(to_platform_device(dev)) : 0;
}

/* Linux 6.1 warns when remove() fails: the device goes anyway */
static void platform_remove(struct device *dev)
{
	struct platform_driver *drv = to_platform_driver(dev->driver);
	int err = 0;

	if (drv->remove_new)
		drv->remove_new(to_platform_device(dev));
	else if (drv->remove)
		err = drv->remove(to_platform_device(dev));

	if (err)
		dev_warn(dev, "remove callback returned a non-zero value. "
			 "This will be ignored.\n");
}

/* "modalias": what the event says, with a newline */
static ssize_t modalias_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%s%s\n", PLATFORM_MODULE_PREFIX,
			  to_platform_device(dev)->name);
}
static DEVICE_ATTR_RO(modalias);

/* "driver_override": the one driver that may take the device, "(null)"
 * when any may; writing a name sets it, a newline alone clears it */
static ssize_t driver_override_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	const char *name = to_platform_device(dev)->driver_override;

	(void)attr;
	return sysfs_emit(buf, "%s\n", name ?: "(null)");
}

static ssize_t driver_override_store(struct device *dev,
				     struct device_attribute *attr,
				     const char *buf, size_t count)
{
	struct platform_device *pdev = to_platform_device(dev);
	size_t len = strcspn(buf, "\n");
	char *name = NULL;

	(void)attr;
	if (len >= PAGE_SIZE - 1)
		return -EINVAL;
	if (len) {
		name = kstrndup(buf, len, GFP_KERNEL);
		if (!name)
			return -ENOMEM;
	}
	kfree(pdev->driver_override);
	pdev->driver_override = name;
	return count;
}
static DEVICE_ATTR_RW(driver_override);

static struct attribute *platform_dev_attrs[] = {
	&dev_attr_driver_override.attr,
	&dev_attr_modalias.attr,
	NULL,
};
ATTRIBUTE_GROUPS(platform_dev);

struct bus_type platform_bus_type = {
	.name = "platform",
	.dev_groups = platform_dev_groups,
	.match = platform_match,
	.uevent = platform_uevent,
	.probe = platform_probe,
	.remove = platform_remove,
};
EXPORT_SYMBOL(platform_bus_type);

struct resource *platform_get_resource(struct platform_device *pdev,
				       unsigned int type, unsigned int num)
{
	u32 i;

	for (i = 0; i < pdev->num_resources; i++) {
		struct resource *r = &pdev->resource[i];

		if ((r->flags & (IORESOURCE_IO | IORESOURCE_MEM)) == type &&
		    num-- == 0)
			return r;
	}
	return NULL;
}
EXPORT_SYMBOL(platform_get_resource);

/* The index-th memory resource of pdev, claimed and mapped for it */
void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev,
					     unsigned int index)
{
	return devm_ioremap_resource(&pdev->dev, platform_get_resource(
					     pdev, IORESOURCE_MEM, index));
}
EXPORT_SYMBOL(devm_platform_ioremap_resource);

/* Named after its id; on the platform bus, below /sys/devices/platform */
int platform_device_add(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	int err;

	if (!pdev->name)
		return -EINVAL;
	if (!dev->parent)
		dev->parent = &platform_bus;
	dev->bus = &platform_bus_type;
	if (pdev->id == PLATFORM_DEVID_AUTO) {
		pdev->id = auto_id++;
		pdev->id_auto = true;
		err = dev_set_name(dev, "%s.%d.auto", pdev->name, pdev->id);
	} else if (pdev->id == PLATFORM_DEVID_NONE) {
		err = dev_set_name(dev, "%s", pdev->name);
	} else {
		err = dev_set_name(dev, "%s.%d", pdev->name, pdev->id);
	}
	if (!err)
		err = device_add(dev);
	if (err && pdev->id_auto) {
		pdev->id_auto = false;
		pdev->id = PLATFORM_DEVID_AUTO;
	}
	return err;
}
EXPORT_SYMBOL(platform_device_add);

void platform_device_del(struct platform_device *pdev)
{
	if (!IS_ERR_OR_NULL(pdev))
		device_del(&pdev->dev);
}
EXPORT_SYMBOL(platform_device_del);

void platform_device_put(struct platform_device *pdev)
{
	if (!IS_ERR_OR_NULL(pdev))
		put_device(&pdev->dev);
}
EXPORT_SYMBOL(platform_device_put);

/* 32-bit DMA, as Linux's setup_pdev_dma_masks() gives every one */
static void platform_device_init(struct platform_device *pdev)
{
	device_initialize(&pdev->dev);
	pdev->platform_dma_mask = DMA_BIT_MASK(32);
	pdev->dev.dma_mask = &pdev->platform_dma_mask;
	pdev->dev.coherent_dma_mask = DMA_BIT_MASK(32);
}

/* A device the caller owns (static, with its own release) */
int platform_device_register(struct platform_device *pdev)
{
	platform_device_init(pdev);
	return platform_device_add(pdev);
}
EXPORT_SYMBOL(platform_device_register);

void platform_device_unregister(struct platform_device *pdev)
{
	platform_device_del(pdev);
	platform_device_put(pdev);
}
EXPORT_SYMBOL(platform_device_unregister);

/* Register num devices in turn; if one fails, those before it are
 * unregistered again and its error returned (Linux's
 * platform_add_devices(), which board files use for their table) */
int platform_add_devices(struct platform_device **devs, int num)
{
	int i, err;

	for (i = 0; i < num; i++) {
		err = platform_device_register(devs[i]);
		if (err)
			goto undo;
	}
	return 0;
undo:
	while (--i >= 0)
		platform_device_unregister(devs[i]);
	return err;
}
EXPORT_SYMBOL(platform_add_devices);

/* platform_device_alloc()'s: the name is kept with the device */
struct platform_object {
	struct platform_device pdev;
	char name[];
};

static void platform_device_release(struct device *dev)
{
	struct platform_object *pa = container_of(dev, struct platform_object,
						  pdev.dev);

	kfree(pa->pdev.dev.platform_data);
	kfree(pa->pdev.resource);
	kfree(pa->pdev.driver_override);
	kfree(pa);
}

struct platform_device *platform_device_alloc(const char *name, int id)
{
	struct platform_object *pa;

	pa = kzalloc(sizeof(*pa) + strlen(name) + 1, GFP_KERNEL);
	if (!pa)
		return NULL;
	strcpy(pa->name, name);
	pa->pdev.name = pa->name;
	pa->pdev.id = id;
	platform_device_init(&pa->pdev);
	pa->pdev.dev.release = platform_device_release;
	return &pa->pdev;
}
EXPORT_SYMBOL(platform_device_alloc);

/* Copies, freed with the device (platform_device_release()) */
int platform_device_add_resources(struct platform_device *pdev,
				  const struct resource *res,
				  unsigned int num)
{
	struct resource *r = NULL;

	if (res && num) {
		r = kmemdup(res, sizeof(*res) * num, GFP_KERNEL);
		if (!r)
			return -ENOMEM;
	}
	kfree(pdev->resource);
	pdev->resource = r;
	pdev->num_resources = r ? num : 0;
	return 0;
}
EXPORT_SYMBOL(platform_device_add_resources);

int platform_device_add_data(struct platform_device *pdev, const void *data,
			     size_t size)
{
	void *d = NULL;

	if (data && size) {
		d = kmemdup(data, size, GFP_KERNEL);
		if (!d)
			return -ENOMEM;
	}
	kfree(pdev->dev.platform_data);
	pdev->dev.platform_data = d;
	return 0;
}
EXPORT_SYMBOL(platform_device_add_data);

/* Allocated, given copies of data and resources, added: or ERR_PTR
 * and gone */
struct platform_device *platform_device_register_full(
	const struct platform_device_info *info)
{
	struct platform_device *pdev = platform_device_alloc(info->name,
							     info->id);
	int err;

	if (!pdev)
		return ERR_PTR(-ENOMEM);
	pdev->dev.parent = info->parent;
	if (info->dma_mask) {	/* a narrower (or wider) device's */
		pdev->platform_dma_mask = info->dma_mask;
		pdev->dev.coherent_dma_mask = info->dma_mask;
	}
	err = platform_device_add_resources(pdev, info->res, info->num_res);
	if (!err)
		err = platform_device_add_data(pdev, info->data,
					       info->size_data);
	if (!err)
		err = platform_device_add(pdev);
	if (err) {
		platform_device_put(pdev);
		return ERR_PTR(err);
	}
	return pdev;
}
EXPORT_SYMBOL(platform_device_register_full);

int __platform_driver_register(struct platform_driver *drv,
			       struct module *owner)
{
	drv->driver.owner = owner;
	drv->driver.bus = &platform_bus_type;
	return driver_register(&drv->driver);
}
EXPORT_SYMBOL(__platform_driver_register);

void platform_driver_unregister(struct platform_driver *drv)
{
	driver_unregister(&drv->driver);
}
EXPORT_SYMBOL(platform_driver_unregister);

/* /sys/devices/platform and /sys/bus/platform, at boot */
void __init platform_bus_init(void)
{
	if (device_register(&platform_bus) ||
	    bus_register(&platform_bus_type))
		panic("driver core: cannot register the platform bus");
}
