// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/init.c - the kernel's page tables.
 *
 * paging_init() replaces arch/i386/kernel/head.S's early 4 MiB mappings with 4 KiB
 * page tables (Intel SDM vol. 3, 4.3) that map low memory at PAGE_OFFSET
 * and nothing else:
 *   - virtual page 0 is not mapped, so a NULL dereference faults;
 *   - kernel text and read-only data are mapped without _PAGE_RW, and
 *     CR0.WP (set in head.S) makes even the kernel's own writes fault.
 * Every page table of the kernel's range, the vmalloc area included, is
 * made here, once: each process's page directory copies these entries
 * (arch/i386/mm/pgtable.c), so none may appear later.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/vmalloc.h"
#include "asm/system.h"
#include "asm/tlbflush.h"

#define PDE_INDEX(v)	((v) >> PGDIR_SHIFT)
#define PTE_INDEX(v)	(((v) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1))
#define PTE_FRAME(e)	((e) & PAGE_MASK)

u32 swapper_pg_dir[PTRS_PER_PGD] __attribute__((aligned(PAGE_SIZE)));

extern char _text[], __end_rodata[], __start___kallsyms[], _end[];
extern char __init_begin[], __init_end[];

static u32 *pte_table(unsigned long vaddr, bool create)
{
	u32 *pde = &swapper_pg_dir[PDE_INDEX(vaddr)];

	if (!(*pde & _PAGE_PRESENT)) {
		unsigned long table;

		if (!create)
			return NULL;
		table = get_zeroed_page(GFP_KERNEL);
		if (!table)
			return NULL;
		/* the PDE allows writes; each PTE decides (SDM 4.6) */
		*pde = __pa(table) | _PAGE_PRESENT | _PAGE_RW;
	}
	return __va(PTE_FRAME(*pde));
}

/* prot: the entry's other bits (_PAGE_RW, _PAGE_PCD...) besides present */
int map_kernel_page_prot(unsigned long vaddr, unsigned long paddr,
			 unsigned long prot)
{
	u32 *pt = pte_table(vaddr, true);

	if (!pt)
		return -ENOMEM;
	pt[PTE_INDEX(vaddr)] = PTE_FRAME(paddr) | _PAGE_PRESENT | prot;
	invlpg(vaddr);
	return 0;
}

int map_kernel_page(unsigned long vaddr, unsigned long paddr, bool writable)
{
	return map_kernel_page_prot(vaddr, paddr, writable ? _PAGE_RW : 0);
}

void unmap_kernel_page(unsigned long vaddr)
{
	u32 *pt = pte_table(vaddr, false);

	if (pt) {
		pt[PTE_INDEX(vaddr)] = 0;
		flush_tlb_kernel_range(vaddr, vaddr + PAGE_SIZE);
	}
}

unsigned long lookup_pde(unsigned long vaddr)
{
	return swapper_pg_dir[PDE_INDEX(vaddr)];
}

unsigned long lookup_pte(unsigned long vaddr)
{
	u32 *pt = pte_table(vaddr, false);

	return pt ? pt[PTE_INDEX(vaddr)] : 0;
}

/* Can [addr, addr + len) be read without faulting?  (oops printing) */
bool kernel_addr_mapped(unsigned long addr, unsigned long len)
{
	unsigned long page;

	if (addr + len < addr)
		return false;
	for (page = addr & PAGE_MASK; page < addr + len; page += PAGE_SIZE)
		if (!(lookup_pte(page) & _PAGE_PRESENT))
			return false;
	return true;
}

/*
 * All of low memory, writable, at PAGE_OFFSET.  Each table is looked up
 * once for its 1,024 entries, and no INVLPG is issued: these tables are
 * not in use until paging_init()'s MOV to CR3, which invalidates every
 * TLB entry anyway (SDM vol. 3, 4.10.4.1).  Under QEMU's TCG, where the
 * boot is timed (docs/boot.md), an INVLPG inside head.S's 4 MiB pages
 * flushes the whole TLB, and page by page this loop was a third of the
 * kernel's boot.
 */
static void __init map_low_memory(void)
{
	unsigned long pfn, vaddr;
	u32 *pt = NULL;

	for (pfn = 0; pfn < max_low_pfn; pfn++) {
		vaddr = (unsigned long)__va(pfn << PAGE_SHIFT);
		if (!pt || PTE_INDEX(vaddr) == 0)
			pt = pte_table(vaddr, true);
		if (!pt)
			panic("out of memory for the kernel page tables");
		pt[PTE_INDEX(vaddr)] = (pfn << PAGE_SHIFT) | _PAGE_PRESENT |
				       _PAGE_RW;
	}
}

/* The pages that start in [start, end) lose _PAGE_RW. */
static void __init protect_range(const char *start, const char *end)
{
	unsigned long vaddr;

	for (vaddr = PAGE_ALIGN(start); vaddr < (unsigned long)end;
	     vaddr += PAGE_SIZE)
		pte_table(vaddr, false)[PTE_INDEX(vaddr)] &= ~_PAGE_RW;
}

void __init paging_init(void)
{
	unsigned long vaddr;

	map_low_memory();
	/* text, rodata, __ksymtab, __param... and the kallsyms table */
	protect_range(_text, __end_rodata);
	protect_range(__start___kallsyms, _end);
	for (vaddr = PAGE_OFFSET; vaddr < VMALLOC_END; vaddr += 1UL << PGDIR_SHIFT)
		if (!pte_table(vaddr, true))
			panic("out of memory for the kernel page tables");
	write_cr3(__pa(swapper_pg_dir));
}

/* Linux's message, and the __init pages go back to the allocator. */
void free_initmem(void)
{
	unsigned long start = (unsigned long)__init_begin;
	unsigned long end = (unsigned long)__init_end;

	kallsyms_init_freed();
	free_reserved_range(start, end);
	printk(KERN_INFO "Freeing unused kernel memory: %luk freed\n",
	       (end - start) >> 10);
}
