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
#endif

/* Page-table entry bits, Intel SDM vol. 3, table 4-6 */
#define _PAGE_PRESENT	0x001
#define _PAGE_RW	0x002
#define _PAGE_USER	0x004
#define _PAGE_PSE	0x080	/* in a PDE: maps a 4 MiB page (CR4.PSE) */

#endif /* _ASM_PAGE_H */
