// SPDX-License-Identifier: GPL-2.0
/*
 * lib/devres.c - device memory a driver maps while it has its device:
 * devm_ioremap() and devm_ioremap_resource(), Linux's managed forms of
 * ioremap() (arch/i386/mm/ioremap.c) and request_mem_region() (kernel/
 * resource.c), undone by the driver core (drivers/base/devres.c) when
 * probe() fails or after remove(), newest first.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/io.h"
#include "linux/ioport.h"

static void devm_ioremap_release(struct device *dev, void *res)
{
	iounmap(*(void __iomem **)res);
}

static int devm_ioremap_match(struct device *dev, void *res, void *data)
{
	return *(void **)res == data;
}

void __iomem *devm_ioremap(struct device *dev, resource_size_t offset,
			   resource_size_t size)
{
	void __iomem **ptr = devres_alloc(devm_ioremap_release, sizeof(*ptr),
					  GFP_KERNEL);

	if (!ptr)
		return NULL;
	*ptr = ioremap(offset, size);
	if (!*ptr) {
		devres_free(ptr);
		return NULL;
	}
	devres_add(dev, ptr);
	return *ptr;
}
EXPORT_SYMBOL(devm_ioremap);

/* Before its time; Linux warns of a mapping dev does not hold */
void devm_iounmap(struct device *dev, void __iomem *addr)
{
	WARN_ON(devres_release(dev, devm_ioremap_release, devm_ioremap_match,
			       (void __force *)addr));
}
EXPORT_SYMBOL(devm_iounmap);

/*
 * res claimed for dev (named after it, as Linux names it) and mapped;
 * ERR_PTR(-EINVAL) for a resource that is not memory, -EBUSY for one
 * another driver holds, -ENOMEM when it cannot be mapped, each with
 * Linux's message
 */
void __iomem *devm_ioremap_resource(struct device *dev,
				    const struct resource *res)
{
	resource_size_t size;
	void __iomem *base;

	if (!res || resource_type(res) != IORESOURCE_MEM) {
		dev_err(dev, "invalid resource\n");
		return IOMEM_ERR_PTR(-EINVAL);
	}
	size = resource_size(res);
	if (!devm_request_mem_region(dev, res->start, size, dev_name(dev))) {
		dev_err(dev, "can't request region for resource [mem %#010lx-%#010lx]\n",
			(unsigned long)res->start, (unsigned long)res->end);
		return IOMEM_ERR_PTR(-EBUSY);
	}
	base = devm_ioremap(dev, res->start, size);
	if (!base) {
		dev_err(dev, "ioremap failed for resource [mem %#010lx-%#010lx]\n",
			(unsigned long)res->start, (unsigned long)res->end);
		return IOMEM_ERR_PTR(-ENOMEM);
	}
	return base;
}
EXPORT_SYMBOL(devm_ioremap_resource);
