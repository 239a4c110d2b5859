/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mmzone.h - the memory model.  oops386's is Linux's FLATMEM:
 * one struct page per physical page frame, all in one array, mem_map,
 * indexed by page frame number (page_alloc_init() in mm/page_alloc.c lays
 * it out; pfn_to_page() is mem_map + pfn).  No SPARSEMEM sections, no
 * vmemmap, so none of their constants (SECTION_SIZE_BITS, VMEMMAP_START)
 * exist; a module asking with #ifdef CONFIG_SPARSEMEM_VMEMMAP (LKP 2e's
 * sparsemem_show) finds none, as on a 32-bit Linux.  The one zone is
 * mm/page_alloc.c's.
 */
#ifndef _LINUX_MMZONE_H
#define _LINUX_MMZONE_H

struct page;

extern struct page *mem_map;

#endif /* _LINUX_MMZONE_H */
