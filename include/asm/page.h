/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_PAGE_H
#define _ASM_PAGE_H

/* Intel SDM vol. 3, 4.3: 32-bit paging, 4 KiB pages, 1024-entry tables */
#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#define PGDIR_SHIFT	22
#define PTRS_PER_PTE	1024
#define PTRS_PER_PGD	1024

/* The kernel's view of physical memory starts here, as in Linux i386 */
#define PAGE_OFFSET	0xC0000000UL

#ifndef __ASSEMBLY__
#define __pa(x)		((unsigned long)(x) - PAGE_OFFSET)
#define __va(x)		((void *)((unsigned long)(x) + PAGE_OFFSET))
#define PAGE_ALIGN(x)	(((unsigned long)(x) + PAGE_SIZE - 1) & PAGE_MASK)

/* The end of the kernel's direct map, in pages (mm/page_alloc.c) */
extern unsigned long max_low_pfn;
/* Linux's virt_addr_valid(), where its i386 keeps it: an address of the
 * direct map with a page behind it - not vmalloc, module or fixmap
 * space, which lie above (LKP 2e's kernel library asks before
 * virt_to_phys()) */
#define virt_addr_valid(kaddr)	((unsigned long)(kaddr) >= PAGE_OFFSET && \
				 __pa(kaddr) >> PAGE_SHIFT < max_low_pfn)

/* The order of the smallest block of pages (2^order of them) that
 * holds size bytes, what alloc_pages() and __get_free_pages() take;
 * size 0 has none (Linux's answer: 32 - PAGE_SHIFT) */
static inline int get_order(unsigned long size)
{
	int order = 0;

	size = (size - 1) >> PAGE_SHIFT;
	while (size) {
		order++;
		size >>= 1;
	}
	return order;
}

/* A page's protection: the bits of its page-table entry (a struct, so
 * it is not mixed up with a number, as in Linux) */
typedef struct {
	unsigned long pgprot;
} pgprot_t;
#define pgprot_val(x)	((x).pgprot)
#define __pgprot(x)	((pgprot_t){ (x) })
#endif

/* Page-table entry bits, Intel SDM vol. 3, table 4-6 */
#define _PAGE_PRESENT	0x001
#define _PAGE_RW	0x002
#define _PAGE_USER	0x004
#define _PAGE_PSE	0x080	/* in a PDE: maps a 4 MiB page (CR4.PSE) */

/*
 * The bits the CPU leaves to software (table 4-6: bits 9-11 of a present
 * entry "ignored"; every bit but P of an entry that is not present):
 * what the area holding a user page (mm/vma.c) made of it, kept in the
 * entry for fork(2) and the write fault, which look at entries only.
 *   _PAGE_COW     a private page the program may write, write-protected
 *                 while another entry shares it: the write fault copies
 *                 it (or just sets _PAGE_RW if no one shares it any more)
 *   _PAGE_SHARED  a MAP_SHARED page: fork shares it, nothing copies it
 *   _PAGE_PROTNONE  (not present) a PROT_NONE page: the frame is kept
 *   _PAGE_HWPOISON  (not present, no frame) a page madvise(2)
 *                 MADV_HWPOISON said had failed: a touch is SIGBUS
 */
#define _PAGE_HWPOISON	0x100
#define _PAGE_COW	0x200
#define _PAGE_SHARED	0x400
#define _PAGE_PROTNONE	0x800

#endif /* _ASM_PAGE_H */
