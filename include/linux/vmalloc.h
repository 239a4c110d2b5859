/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_VMALLOC_H
#define _LINUX_VMALLOC_H

#include "linux/types.h"

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

void *vmalloc(unsigned long size);
void *vzalloc(unsigned long size);
void *vmalloc_aligned(unsigned long size, unsigned long align);
void vfree(const void *addr);
struct page;
void *vmap(struct page **pages, unsigned int count);
void vunmap(const void *addr);
unsigned long vmalloc_used(void);

#endif /* _LINUX_VMALLOC_H */
