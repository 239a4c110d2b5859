/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/pgtable.h - the protections a driver may give the pages it
 * maps (remap_pfn_range()), as i386 Linux names them: page-table entry
 * bits (Intel SDM vol. 3, table 4-6; include/asm/page.h).
 */
#ifndef _ASM_PGTABLE_H
#define _ASM_PGTABLE_H

#include "asm/page.h"

#define _PAGE_PWT	0x008	/* write-through */
#define _PAGE_PCD	0x010	/* cache disabled: device memory */
#define _PAGE_ACCESSED	0x020	/* set by the CPU at the page's first use */

#define PAGE_NONE	__pgprot(_PAGE_PROTNONE)
#define PAGE_READONLY	__pgprot(_PAGE_PRESENT | _PAGE_USER)
#define PAGE_SHARED	__pgprot(_PAGE_PRESENT | _PAGE_USER | _PAGE_RW | \
				 _PAGE_SHARED)
#define PAGE_COPY	__pgprot(_PAGE_PRESENT | _PAGE_USER | _PAGE_COW)

/* Device registers must not be cached (SDM vol. 3, 11.12.3) */
#define pgprot_noncached(prot)	__pgprot(pgprot_val(prot) | _PAGE_PCD)
#define pgprot_writecombine(prot) pgprot_noncached(prot)

#endif /* _ASM_PGTABLE_H */
