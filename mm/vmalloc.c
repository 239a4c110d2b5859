// SPDX-License-Identifier: GPL-2.0
/*
 * mm/vmalloc.c - the vmalloc area (VMALLOC_START..VMALLOC_END).
 *
 * Virtually contiguous, physically scattered memory, mapped page by page:
 * what the module loader lays a module out in, and where kernel stacks
 * live; and the addresses vmap() and ioremap() (arch/i386/mm/ioremap.c)
 * map pages or device memory at that are not the area's own.  Areas
 * are kept in address order and found first-fit; the page after each
 * area stays unmapped, so running off either end of any area faults
 * (that is how a kernel stack overflow is caught).  /proc/vmallocinfo
 * lists them.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "linux/list.h"
#include "asm/bug.h"
#include "linux/spinlock.h"
#include "linux/init.h"
#include "linux/proc_fs.h"
#include "linux/seq_file.h"


/*
 * vmap_area_lock (Linux's name) protects the list of areas, vmlist, and
 * vm_used: finding room and inserting an area (__get_vm_area()), taking
 * one off once unmapped (put_vm_area()).  Taken with interrupts off, as
 * a kernel stack is freed on the way to a zombie with them off.  Not held while
 * an area's pages are got, mapped, unmapped or given back: the area is
 * on the list, so no one else gets its addresses, and its page-table
 * entries are its owner's alone - the tables of the whole vmalloc area
 * are made at boot (arch/i386/mm/init.c), so none is added meanwhile.
 * Order: taken alone; kmalloc() and the page allocator are called
 * outside it.
 */
static DEFINE_SPINLOCK(vmap_area_lock);
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

/* Find room for size bytes plus a guard page, aligned; insert it.
 * vm_used counts vmalloc()'s own pages (VM_ALLOC), not a vmap()'s
 * borrowed ones or an ioremap()'s device memory. */
static struct vm_struct *__get_vm_area(unsigned long size,
				       unsigned long align,
				       unsigned long flags, const void *caller)
{
	struct vm_struct *area, *v;
	unsigned long addr = align_in_area(VMALLOC_START, align), irqflags;

	if (!addr || !fits_below(addr, size, VMALLOC_END))
		return NULL;
	area = kmalloc(sizeof(*area), GFP_KERNEL);
	if (!area)
		return NULL;
	spin_lock_irqsave(&vmap_area_lock, irqflags);
	list_for_each_entry(v, &vmlist, list) {
		if (fits_below(addr, size, v->addr))
			break;
		addr = align_in_area(v->addr + v->size + PAGE_SIZE, align);
		if (!addr)
			break;
	}
	if (!addr || !fits_below(addr, size, VMALLOC_END)) {
		spin_unlock_irqrestore(&vmap_area_lock, irqflags);
		kfree(area);
		return NULL;
	}
	area->addr = addr;
	area->size = size;
	area->flags = flags;
	area->caller = caller;
	area->phys_addr = 0;
	list_add_tail(&area->list, &v->list);	/* before v: address order */
	if (flags & VM_ALLOC)
		vm_used += size;
	spin_unlock_irqrestore(&vmap_area_lock, irqflags);
	return area;
}

/* Room for size bytes (whole pages), nothing mapped yet: ioremap()'s;
 * caller is who /proc/vmallocinfo names */
struct vm_struct *get_vm_area_caller(unsigned long size, unsigned long flags,
				     const void *caller)
{
	if (!size || size > VMALLOC_END - VMALLOC_START)
		return NULL;
	return __get_vm_area(PAGE_ALIGN(size), PAGE_SIZE, flags, caller);
}

/* Take an area off the list: one unmapped, or one that could not be
 * mapped */
static void put_vm_area(struct vm_struct *area)
{
	unsigned long flags;

	spin_lock_irqsave(&vmap_area_lock, flags);
	list_del(&area->list);
	if (area->flags & VM_ALLOC)
		vm_used -= area->size;
	spin_unlock_irqrestore(&vmap_area_lock, flags);
}

/* An area whose entries its owner has cleared, off the list and freed */
void free_vm_area(struct vm_struct *area)
{
	put_vm_area(area);
	kfree(area);
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

static void *vmalloc_caller(unsigned long size, unsigned long align,
			    const void *caller)
{
	struct vm_struct *area;

	/* PAGE_ALIGN() of a size within a page of 4 GiB would wrap to 0 */
	if (!size || size > VMALLOC_END - VMALLOC_START)
		return NULL;
	size = PAGE_ALIGN(size);
	area = __get_vm_area(size, max(align, PAGE_SIZE), VM_ALLOC, caller);
	if (area && map_area(area)) {
		free_vm_area(area);
		area = NULL;
	}
	return area ? (void *)area->addr : NULL;
}

void *vmalloc_aligned(unsigned long size, unsigned long align)
{
	return vmalloc_caller(size, align, __builtin_return_address(0));
}

void *vmalloc(unsigned long size)
{
	return vmalloc_caller(size, PAGE_SIZE, __builtin_return_address(0));
}
EXPORT_SYMBOL(vmalloc);

/* vmalloc()'s pages come as the allocator had them: this one is zeroed */
void *vzalloc(unsigned long size)
{
	void *p = vmalloc_caller(size, PAGE_SIZE, __builtin_return_address(0));

	if (p)
		memset(p, 0, size);
	return p;
}
EXPORT_SYMBOL(vzalloc);

/*
 * The area at addr, left on the list: its addresses stay taken until
 * its pages are unmapped, and only then does put_vm_area() free them.
 * Taken off first, they were free while vfree() still cleared their
 * entries with interrupts on, and a kernel stack vmalloc()'d by the task
 * a tick switched to got them: vfree() then read that task's entries,
 * or none, and freed "c0000000" (sysfuzz, closing a pipe's buffer).
 */
struct vm_struct *find_vm_area(const void *addr)
{
	struct vm_struct *v;
	unsigned long flags;

	spin_lock_irqsave(&vmap_area_lock, flags);
	list_for_each_entry(v, &vmlist, list) {
		if (v->addr == (unsigned long)addr) {
			spin_unlock_irqrestore(&vmap_area_lock, flags);
			return v;
		}
	}
	spin_unlock_irqrestore(&vmap_area_lock, flags);
	return NULL;
}

/* vfree() and vunmap() of an address no area starts at: the caller's
 * memory is corrupt, or it frees twice - stop before freeing more */
static struct vm_struct *find_area(const void *addr, unsigned long kind,
				   const char *caller)
{
	struct vm_struct *v = find_vm_area(addr);

	if (!v || !(v->flags & kind))
		panic("%s: bad address %p", caller, addr);
	return v;
}

void vfree(const void *addr)
{
	struct vm_struct *v;

	if (!addr)
		return;
	v = find_area(addr, VM_ALLOC, "vfree");
	unmap_area(v, v->size);
	free_vm_area(v);
}
EXPORT_SYMBOL(vfree);

/* Give back the first n pages of a vmap() area, and the area */
static void unmap_borrowed(struct vm_struct *area, unsigned int n)
{
	unsigned long off;

	for (off = 0; off < (unsigned long)n * PAGE_SIZE; off += PAGE_SIZE) {
		unsigned long pte = lookup_pte(area->addr + off);

		unmap_kernel_page(area->addr + off);
		put_page(pfn_to_page(pte >> PAGE_SHIFT));
	}
	free_vm_area(area);
}

/*
 * Linux's vmap(), read-only: count pages that belong to someone else
 * (the page cache's), one after another in the vmalloc area, each held
 * (get_page()) until vunmap().  How execve() reads a program in the
 * page cache: no copy of the file (docs/bench.md).  NULL if there is no
 * room.
 */
void *vmap(struct page **pages, unsigned int count)
{
	struct vm_struct *area;
	unsigned int i;

	if (!count || count > (VMALLOC_END - VMALLOC_START) >> PAGE_SHIFT)
		return NULL;
	area = __get_vm_area((unsigned long)count << PAGE_SHIFT, PAGE_SIZE,
			     VM_MAP, __builtin_return_address(0));
	for (i = 0; area && i < count; i++) {
		if (map_kernel_page(area->addr + i * PAGE_SIZE,
				    __pa(page_address(pages[i])), false))
			break;
		get_page(pages[i]);
	}
	if (area && i < count) {
		unmap_borrowed(area, i);	/* and off the list */
		area = NULL;
	}
	return area ? (void *)area->addr : NULL;
}

void vunmap(const void *addr)
{
	struct vm_struct *v;

	if (!addr)
		return;
	v = find_area(addr, VM_MAP, "vunmap");
	unmap_borrowed(v, v->size >> PAGE_SHIFT);	/* and free_vm_area() */
}

/*
 * The frame mapped at a vmalloc() or vmap() address (its kernel
 * page-table entry), for drivers that hand vmalloc()ed memory to user
 * space page by page: LDD3's scullv maps it with its fault handler.
 * 0 when nothing is mapped there (a guard page, or outside any area).
 */
unsigned long vmalloc_to_pfn(const void *addr)
{
	unsigned long pte = lookup_pte((unsigned long)addr);

	return pte & _PAGE_PRESENT ? pte >> PAGE_SHIFT : 0;
}
EXPORT_SYMBOL(vmalloc_to_pfn);

struct page *vmalloc_to_page(const void *addr)
{
	unsigned long pfn = vmalloc_to_pfn(addr);

	return pfn ? pfn_to_page(pfn) : NULL;
}
EXPORT_SYMBOL(vmalloc_to_page);

unsigned long vmalloc_used(void)
{
	return vm_used;
}

/*
 * /proc/vmallocinfo, root's only (0400), as Linux prints it: an area a
 * line, its addresses with the guard page and its size, who asked for
 * it, its pages (vmalloc()'s and vmap()'s), the bus address ioremap()
 * mapped, and what kind of area it is.
 */
static int vmalloc_info_show(struct seq_file *m, void *v)
{
	struct vm_struct *area;
	unsigned long flags;

	spin_lock_irqsave(&vmap_area_lock, flags);
	list_for_each_entry(area, &vmlist, list) {
		unsigned long size = area->size + PAGE_SIZE;

		seq_printf(m, "0x%08lx-0x%08lx %7lu", area->addr,
			   area->addr + size, size);
		if (area->caller)
			seq_printf(m, " %pS", area->caller);
		if (!(area->flags & VM_IOREMAP))
			seq_printf(m, " pages=%lu", area->size >> PAGE_SHIFT);
		if (area->phys_addr)
			seq_printf(m, " phys=0x%08lx", area->phys_addr);
		seq_printf(m, "%s%s%s\n",
			   area->flags & VM_IOREMAP ? " ioremap" : "",
			   area->flags & VM_ALLOC ? " vmalloc" : "",
			   area->flags & VM_MAP ? " vmap" : "");
	}
	spin_unlock_irqrestore(&vmap_area_lock, flags);
	return 0;
}

static int __init proc_vmalloc_init(void)
{
	return proc_create_single("vmallocinfo", 0400, NULL,
				  vmalloc_info_show) ? 0 : -ENOMEM;
}
fs_initcall(proc_vmalloc_init);

