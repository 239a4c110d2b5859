// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/resource.c - who holds which I/O ports and bus addresses.
 *
 * Each space is a tree of ranges: the root is the whole space, its
 * children the ranges the platform and drivers claimed, in address
 * order, none overlapping.  A request that falls wholly inside a range
 * nobody holds busy (a bus window) goes one level down; any other
 * overlap is a conflict and the request fails with NULL, as Linux's
 * __request_region() does.  /proc/ioports and /proc/iomem print the
 * trees, two spaces of indent per level (proc(5)).
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/ioport.h"
#include "linux/printk.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/spinlock.h"

struct resource ioport_resource = {
	.name = "PCI IO", .start = 0, .end = 0xffff, .flags = IORESOURCE_IO,
};
EXPORT_SYMBOL(ioport_resource);

struct resource iomem_resource = {
	.name = "PCI mem", .start = 0, .end = 0xffffffff,
	.flags = IORESOURCE_MEM,
};
EXPORT_SYMBOL(iomem_resource);

static DEFINE_RWLOCK(resource_lock);

/* Link new among root's children; the range it overlaps if it cannot. */
static struct resource *__request_resource(struct resource *root,
					   struct resource *new)
{
	struct resource **p = &root->child;

	if (new->end < new->start || new->start < root->start ||
	    new->end > root->end)
		return root;
	for (;;) {
		struct resource *tmp = *p;

		if (!tmp || tmp->start > new->end) {
			new->sibling = tmp;
			new->parent = root;
			*p = new;
			return NULL;
		}
		if (tmp->end >= new->start)
			return tmp;
		p = &tmp->sibling;
	}
}

int request_resource(struct resource *root, struct resource *new)
{
	struct resource *conflict;

	write_lock(&resource_lock);
	conflict = __request_resource(root, new);
	write_unlock(&resource_lock);
	return conflict ? -EBUSY : 0;
}
EXPORT_SYMBOL(request_resource);

int release_resource(struct resource *old)
{
	struct resource **p;
	int err = -EINVAL;

	write_lock(&resource_lock);
	for (p = old->parent ? &old->parent->child : NULL; p && *p;
	     p = &(*p)->sibling) {
		if (*p == old) {
			*p = old->sibling;
			old->parent = NULL;
			err = 0;
			break;
		}
	}
	write_unlock(&resource_lock);
	return err;
}
EXPORT_SYMBOL(release_resource);

struct resource *__request_region(struct resource *parent,
				  resource_size_t start, resource_size_t n,
				  const char *name, int flags)
{
	struct resource *res = kzalloc(sizeof(*res), GFP_KERNEL);

	if (!res)
		return NULL;
	res->name = name;
	res->start = start;
	res->end = start + n - 1;
	res->flags = (parent->flags & (IORESOURCE_IO | IORESOURCE_MEM)) |
		     IORESOURCE_BUSY | flags;
	write_lock(&resource_lock);
	for (;;) {
		struct resource *conflict = __request_resource(parent, res);

		if (!conflict)
			break;
		/* inside a window nobody holds: claim it one level down */
		if (conflict != parent && !(conflict->flags & IORESOURCE_BUSY) &&
		    conflict->start <= res->start && conflict->end >= res->end) {
			parent = conflict;
			continue;
		}
		write_unlock(&resource_lock);
		kfree(res);
		return NULL;
	}
	write_unlock(&resource_lock);
	return res;
}
EXPORT_SYMBOL(__request_region);

/* Unlink the busy range that is exactly [start, start + n) under parent. */
static struct resource *unlink_region(struct resource *parent,
				      resource_size_t start,
				      resource_size_t end)
{
	struct resource **p = &parent->child;

	while (*p) {
		struct resource *res = *p;

		if (res->start <= start && res->end >= end) {
			if (!(res->flags & IORESOURCE_BUSY)) {
				p = &res->child;
				continue;
			}
			if (res->start != start || res->end != end)
				return NULL;
			*p = res->sibling;
			return res;
		}
		p = &res->sibling;
	}
	return NULL;
}

void __release_region(struct resource *parent, resource_size_t start,
		      resource_size_t n)
{
	resource_size_t end = start + n - 1;
	struct resource *res;

	write_lock(&resource_lock);
	res = unlink_region(parent, start, end);
	write_unlock(&resource_lock);
	if (res)
		kfree(res);
	else
		pr_warn("Trying to free nonexistent resource <%08lx-%08lx>\n",
			(unsigned long)start, (unsigned long)end);
}
EXPORT_SYMBOL(__release_region);

/* A region a driver holds while it has its device (devres) */
struct region_devres {
	struct resource *parent;
	resource_size_t start;
	resource_size_t n;
};

static void devm_region_release(struct device *dev, void *res)
{
	struct region_devres *r = res;

	__release_region(r->parent, r->start, r->n);
}

struct resource *__devm_request_region(struct device *dev,
				       struct resource *parent,
				       resource_size_t start,
				       resource_size_t n, const char *name)
{
	struct region_devres *r = devres_alloc(devm_region_release,
					       sizeof(*r), GFP_KERNEL);
	struct resource *res;

	if (!r)
		return NULL;
	res = __request_region(parent, start, n, name, 0);
	if (!res) {
		devres_free(r);
		return NULL;
	}
	r->parent = parent;
	r->start = start;
	r->n = n;
	devres_add(dev, r);
	return res;
}
EXPORT_SYMBOL(__devm_request_region);

/* One line per range, children under their parent; the root unprinted. */
static void resource_show_tree(struct seq_buf *s, const struct resource *r,
			       int depth, int width)
{
	for (; r; r = r->sibling) {
		seq_printf(s, "%*s%0*lx-%0*lx : %s\n", depth * 2, "", width,
			   (unsigned long)r->start, width,
			   (unsigned long)r->end, r->name ? r->name : "<BAD>");
		resource_show_tree(s, r->child, depth + 1, width);
	}
}

static size_t resource_show(char *buf, size_t size, void *priv)
{
	struct resource *root = priv;
	struct seq_buf s = SEQ_BUF(buf, size);

	read_lock(&resource_lock);
	resource_show_tree(&s, root->child, 0, root->end < 0x10000 ? 4 : 8);
	read_unlock(&resource_lock);
	return s.len;
}

/*
 * What the PC itself has (the IBM PC/AT's fixed port map, and the
 * devices this kernel drives: the 16550 at COM1, the VGA's registers),
 * busy so that no driver claims them; and the legacy holes below 1 MiB.
 */
#define PC_RANGE(n, s, e, f) { .name = n, .start = s, .end = e, \
			       .flags = (f) | IORESOURCE_BUSY }
static struct resource pc_ports[] = {
	PC_RANGE("dma1", 0x00, 0x1f, IORESOURCE_IO),
	PC_RANGE("pic1", 0x20, 0x21, IORESOURCE_IO),
	PC_RANGE("timer0", 0x40, 0x43, IORESOURCE_IO),
	PC_RANGE("timer1", 0x50, 0x53, IORESOURCE_IO),
	PC_RANGE("keyboard", 0x60, 0x60, IORESOURCE_IO),
	PC_RANGE("keyboard", 0x64, 0x64, IORESOURCE_IO),
	PC_RANGE("dma page reg", 0x80, 0x8f, IORESOURCE_IO),
	PC_RANGE("pic2", 0xa0, 0xa1, IORESOURCE_IO),
	PC_RANGE("dma2", 0xc0, 0xdf, IORESOURCE_IO),
	PC_RANGE("fpu", 0xf0, 0xff, IORESOURCE_IO),
	PC_RANGE("vga+", 0x3c0, 0x3df, IORESOURCE_IO),
	PC_RANGE("serial", 0x3f8, 0x3ff, IORESOURCE_IO),
};
static struct resource pc_mem[] = {
	PC_RANGE("Video RAM area", 0xa0000, 0xbffff, IORESOURCE_MEM),
	PC_RANGE("System ROM", 0xf0000, 0xfffff, IORESOURCE_MEM),
};

static void __init claim_all(struct resource *root, struct resource *res,
			     size_t n)
{
	while (n--)
		request_resource(root, res++);
}

static int __init resource_init(void)
{
	claim_all(&ioport_resource, pc_ports, ARRAY_SIZE(pc_ports));
	claim_all(&iomem_resource, pc_mem, ARRAY_SIZE(pc_mem));
	if (!fs_create_gen("proc/ioports", resource_show, &ioport_resource) ||
	    !fs_create_gen("proc/iomem", resource_show, &iomem_resource))
		return -ENOMEM;
	return 0;
}
fs_initcall(resource_init);
