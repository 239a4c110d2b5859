// SPDX-License-Identifier: GPL-2.0
/*
 * mm/vmalloc.c - the vmalloc area (VMALLOC_START..VMALLOC_END).
 *
 * Virtually contiguous, physically scattered memory, mapped page by page:
 * what the module loader lays a module out in, and where kernel stacks
 * live.  Areas are kept in address order and found first-fit; the page
 * after each area stays unmapped, so running off either end of any area
 * faults (that is how a kernel stack overflow is caught).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "linux/list.h"
#include "asm/system.h"

struct vm_struct {
	struct list_head list;
	unsigned long addr;
	unsigned long size;	/* mapped bytes, without the guard page */
};

static LIST_HEAD(vmlist);
static unsigned long vm_used;

/*
 * The first address at or above addr aligned to align (a power of two),
 * or 0 when that is past the vmalloc area: every sum is checked, so that
 * nothing wraps around 4 GiB back into low memory.
 */
static unsigned long align_in_area(unsigned long addr, unsigned long align)
{
	if (align - 1 > VMALLOC_END || addr > VMALLOC_END - (align - 1))
		return 0;
	return ALIGN(addr, align);
}

/* Whether [addr, addr + size) and its guard page end by limit. */
static bool fits_below(unsigned long addr, unsigned long size,
		       unsigned long limit)
{
	return addr <= limit && size <= limit - addr &&
	       PAGE_SIZE <= limit - addr - size;
}

/* Find room for size bytes plus a guard page, aligned; insert it. */
static struct vm_struct *get_vm_area(unsigned long size, unsigned long align)
{
	struct vm_struct *area, *v;
	unsigned long addr = align_in_area(VMALLOC_START, align);

	if (!addr || !fits_below(addr, size, VMALLOC_END))
		return NULL;
	area = kmalloc(sizeof(*area), GFP_KERNEL);
	if (!area)
		return NULL;
	list_for_each_entry(v, &vmlist, list) {
		if (fits_below(addr, size, v->addr))
			break;
		addr = align_in_area(v->addr + v->size + PAGE_SIZE, align);
		if (!addr)
			break;
	}
	if (!addr || !fits_below(addr, size, VMALLOC_END)) {
		kfree(area);
		return NULL;
	}
	area->addr = addr;
	area->size = size;
	list_add_tail(&area->list, &v->list);	/* before v: address order */
	return area;
}

static void unmap_area(struct vm_struct *area, unsigned long mapped)
{
	unsigned long off;

	for (off = 0; off < mapped; off += PAGE_SIZE) {
		unsigned long pte = lookup_pte(area->addr + off);

		unmap_kernel_page(area->addr + off);
		free_page((unsigned long)__va(pte & PAGE_MASK));
	}
}

static int map_area(struct vm_struct *area)
{
	unsigned long off;

	for (off = 0; off < area->size; off += PAGE_SIZE) {
		unsigned long page = __get_free_page(GFP_KERNEL);

		if (!page || map_kernel_page(area->addr + off, __pa(page),
					     true)) {
			if (page)
				free_page(page);
			unmap_area(area, off);
			return -ENOMEM;
		}
	}
	return 0;
}

void *vmalloc_aligned(unsigned long size, unsigned long align)
{
	struct vm_struct *area;
	unsigned long flags;

	/* PAGE_ALIGN() of a size within a page of 4 GiB would wrap to 0 */
	if (!size || size > VMALLOC_END - VMALLOC_START)
		return NULL;
	size = PAGE_ALIGN(size);
	local_irq_save(flags);
	area = get_vm_area(size, max(align, PAGE_SIZE));
	if (area && map_area(area)) {
		list_del(&area->list);
		kfree(area);
		area = NULL;
	}
	if (area)
		vm_used += size;
	local_irq_restore(flags);
	return area ? (void *)area->addr : NULL;
}

void *vmalloc(unsigned long size)
{
	return vmalloc_aligned(size, PAGE_SIZE);
}
EXPORT_SYMBOL(vmalloc);

/* vmalloc()'s pages come as the allocator had them: this one is zeroed */
void *vzalloc(unsigned long size)
{
	void *p = vmalloc(size);

	if (p)
		memset(p, 0, size);
	return p;
}
EXPORT_SYMBOL(vzalloc);

void vfree(const void *addr)
{
	struct vm_struct *v;
	unsigned long flags;

	if (!addr)
		return;
	local_irq_save(flags);
	list_for_each_entry(v, &vmlist, list) {
		if (v->addr != (unsigned long)addr)
			continue;
		unmap_area(v, v->size);
		vm_used -= v->size;
		list_del(&v->list);
		kfree(v);
		local_irq_restore(flags);
		return;
	}
	local_irq_restore(flags);
	panic("vfree: bad address %p", addr);
}
EXPORT_SYMBOL(vfree);

unsigned long vmalloc_used(void)
{
	return vm_used;
}

