/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_VMALLOC_H
#define _LINUX_VMALLOC_H

#include "linux/types.h"
#include "linux/list.h"

/*
 * The vmalloc area: page-granular mappings of scattered physical pages,
 * above low memory.  Modules and kernel stacks live here (0xd08xxxxx, as
 * on a Linux i386 box with 256 MiB or less).
 */
#define VMALLOC_START	0xd0800000UL
#define VMALLOC_END	0xe0000000UL
/* modules are vmalloc'd (kernel/module/main.c module_alloc()), as on
 * Linux i386, whose module region is the vmalloc area */
#define MODULES_VADDR	VMALLOC_START
#define MODULES_END	VMALLOC_END
/* Low memory ends where the 8 MiB gap below VMALLOC_START begins */
#define MAXMEM		(VMALLOC_START - 0x800000UL - 0xc0000000UL)

/* An area of the vmalloc area, and what is mapped in it (Linux's flags) */
#define VM_IOREMAP	0x1	/* device memory: ioremap() */
#define VM_ALLOC	0x2	/* its own pages: vmalloc() */
#define VM_MAP		0x4	/* pages someone else holds: vmap() */

struct vm_struct {
	struct list_head list;	/* vmlist, in address order */
	unsigned long addr;
	unsigned long size;	/* mapped bytes, without the guard page */
	unsigned long flags;	/* VM_* */
	const void *caller;	/* who asked: /proc/vmallocinfo */
	unsigned long phys_addr;	/* ioremap()'s bus address */
};

struct vm_struct *get_vm_area_caller(unsigned long size, unsigned long flags,
				     const void *caller);
struct vm_struct *find_vm_area(const void *addr);
void free_vm_area(struct vm_struct *area);

void *vmalloc(unsigned long size);
void *vzalloc(unsigned long size);
void *vmalloc_aligned(unsigned long size, unsigned long align);
void vfree(const void *addr);
struct page;
void *vmap(struct page **pages, unsigned int count);
void vunmap(const void *addr);
unsigned long vmalloc_used(void);

#endif /* _LINUX_VMALLOC_H */
