/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ioport.h - ranges of I/O ports and bus addresses a
 * driver claims before it touches them (kernel/resource.c), listed in
 * /proc/ioports and /proc/iomem.  A claim that overlaps another's fails
 * with NULL, which is how two drivers learn they want the same device
 * (LDD3 chapter 9, "I/O Port Allocation").
 */
#ifndef _LINUX_IOPORT_H
#define _LINUX_IOPORT_H

#include "linux/types.h"

typedef phys_addr_t resource_size_t;

/*
 * One range, start and end inclusive, in a tree: a bus range's children
 * are the ranges claimed inside it, kept in address order.
 */
struct resource {
	resource_size_t start;
	resource_size_t end;
	const char *name;
	unsigned long flags;
	struct resource *parent, *sibling, *child;
};

#define IORESOURCE_BITS		0x000000ff	/* the bus's own bits */
#define IORESOURCE_IO		0x00000100
#define IORESOURCE_MEM		0x00000200
#define IORESOURCE_PREFETCH	0x00002000	/* no side effects on reads */
#define IORESOURCE_READONLY	0x00004000
#define IORESOURCE_SIZEALIGN	0x00040000	/* aligned to its size */
#define IORESOURCE_MEM_64	0x00100000
#define IORESOURCE_UNSET	0x20000000	/* no address assigned */
#define IORESOURCE_BUSY		0x80000000	/* a driver holds it */

/* PCI's bits of IORESOURCE_BITS: a range fixed by the platform (legacy
 * IDE ports, the shadow copy of a VGA ROM), and a ROM's state */
#define IORESOURCE_ROM_ENABLE	(1 << 0)
#define IORESOURCE_ROM_SHADOW	(1 << 1)
#define IORESOURCE_PCI_FIXED	(1 << 4)

extern struct resource ioport_resource;	/* ports 0x0000-0xffff */
extern struct resource iomem_resource;	/* the 4 GiB physical space */

/* Which space a resource is in: IORESOURCE_IO, _MEM ... */
#define IORESOURCE_TYPE_BITS	0x00001f00

static inline unsigned long resource_type(const struct resource *res)
{
	return res->flags & IORESOURCE_TYPE_BITS;
}

static inline resource_size_t resource_size(const struct resource *res)
{
	return res->end - res->start + 1;
}

struct resource *__request_region(struct resource *parent,
				  resource_size_t start, resource_size_t n,
				  const char *name, int flags);
void __release_region(struct resource *parent, resource_size_t start,
		      resource_size_t n);
int request_resource(struct resource *root, struct resource *new);
int release_resource(struct resource *old);

/* Held until the device and its driver part (kernel/resource.c) */
struct device;
struct resource *__devm_request_region(struct device *dev,
				       struct resource *parent,
				       resource_size_t start,
				       resource_size_t n, const char *name);
#define devm_request_region(dev, start, n, name) \
	__devm_request_region(dev, &ioport_resource, (start), (n), (name))
#define devm_request_mem_region(dev, start, n, name) \
	__devm_request_region(dev, &iomem_resource, (start), (n), (name))

#define request_region(start, n, name) \
	__request_region(&ioport_resource, (start), (n), (name), 0)
#define request_mem_region(start, n, name) \
	__request_region(&iomem_resource, (start), (n), (name), 0)
#define release_region(start, n) \
	__release_region(&ioport_resource, (start), (n))
#define release_mem_region(start, n) \
	__release_region(&iomem_resource, (start), (n))

#endif /* _LINUX_IOPORT_H */
