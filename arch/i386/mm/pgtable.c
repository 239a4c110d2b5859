// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/pgtable.c - the page directory of each process.
 *
 * Every process has its own page directory.  Entries 0-767 map its user
 * space, [0, 3 GiB), with _PAGE_USER set so ring 3 may use them; entries
 * 768-1023 are copied from swapper_pg_dir and point at the kernel's own
 * page tables, shared by every process, without _PAGE_USER, so ring 3
 * cannot touch the kernel (Intel SDM vol. 3, 4.6).  paging_init() made
 * every kernel page table up front, so these copies never go stale.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define PDE_INDEX(v)	((v) >> PGDIR_SHIFT)
#define PTE_INDEX(v)	(((v) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1))
#define USER_PDES	PDE_INDEX(TASK_SIZE)
#define ENTRY_PAGE(e)	((u32 *)__va((e) & PAGE_MASK))

u32 *pgd_alloc(void)
{
	u32 *pgd = (u32 *)get_zeroed_page();

	if (pgd)
		memcpy(pgd + USER_PDES, swapper_pg_dir + USER_PDES,
		       (PTRS_PER_PGD - USER_PDES) * sizeof(u32));
	return pgd;
}

static u32 *user_pte(u32 *pgd, unsigned long vaddr, bool create)
{
	u32 *pde = &pgd[PDE_INDEX(vaddr)];

	if (!(*pde & _PAGE_PRESENT)) {
		unsigned long table;

		if (!create || !(table = get_zeroed_page()))
			return NULL;
		/* the PDE allows everything; each PTE decides (SDM 4.6) */
		*pde = __pa(table) | _PAGE_PRESENT | _PAGE_RW | _PAGE_USER;
	}
	return &ENTRY_PAGE(*pde)[PTE_INDEX(vaddr)];
}

/* Map a zeroed page at vaddr, or make an existing one writable. */
int map_user_page(struct mm_struct *mm, unsigned long vaddr, bool writable)
{
	u32 *pte = user_pte(mm->pgd, vaddr, true);
	unsigned long page;

	if (!pte)
		return -ENOMEM;
	if (*pte & _PAGE_PRESENT) {
		*pte |= writable ? _PAGE_RW : 0;
		return 0;
	}
	page = get_zeroed_page();
	if (!page)
		return -ENOMEM;
	*pte = __pa(page) | _PAGE_PRESENT | _PAGE_USER |
	       (writable ? _PAGE_RW : 0);
	mm->pages++;
	return 0;
}

/* The kernel's view of the user page at vaddr, or NULL. */
/* mprotect(2): the mapped pages of [start, end) become writable or not */
void protect_user_range(struct mm_struct *mm, unsigned long start,
			unsigned long end, bool writable)
{
	unsigned long va;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE) {
		u32 *pte = user_pte(mm->pgd, va, false);

		if (pte && (*pte & _PAGE_PRESENT))
			*pte = writable ? *pte | _PAGE_RW : *pte & ~_PAGE_RW;
	}
	load_mm(NULL);		/* flush the TLB: reload CR3 */
	load_mm(mm);
}

void *user_page_address(struct mm_struct *mm, unsigned long vaddr)
{
	u32 *pte = user_pte(mm->pgd, vaddr, false);

	if (!pte || !(*pte & _PAGE_PRESENT))
		return NULL;
	return (char *)ENTRY_PAGE(*pte) + (vaddr & ~PAGE_MASK);
}

void unmap_user_range(struct mm_struct *mm, unsigned long start,
		      unsigned long end)
{
	unsigned long va;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE) {
		u32 *pte = user_pte(mm->pgd, va, false);

		if (pte && (*pte & _PAGE_PRESENT)) {
			free_page((unsigned long)ENTRY_PAGE(*pte));
			*pte = 0;
			mm->pages--;
			if (mm->pgd == __va(read_cr3()))
				invlpg(va);
		}
	}
}

/* Free the user half: every page, every page table, then the directory. */
void pgd_free(u32 *pgd)
{
	unsigned int i, j;

	for (i = 0; i < USER_PDES; i++) {
		u32 *pt;

		if (!(pgd[i] & _PAGE_PRESENT))
			continue;
		pt = ENTRY_PAGE(pgd[i]);
		for (j = 0; j < PTRS_PER_PTE; j++)
			if (pt[j] & _PAGE_PRESENT)
				free_page((unsigned long)ENTRY_PAGE(pt[j]));
		free_page((unsigned long)pt);
	}
	free_page((unsigned long)pgd);
}

/* fork(): dst gets its own copy of every page of src. */
int copy_user_pages(struct mm_struct *dst, struct mm_struct *src)
{
	unsigned int i, j;

	for (i = 0; i < USER_PDES; i++) {
		u32 *pt;

		if (!(src->pgd[i] & _PAGE_PRESENT))
			continue;
		pt = ENTRY_PAGE(src->pgd[i]);
		for (j = 0; j < PTRS_PER_PTE; j++) {
			unsigned long va = (i << PGDIR_SHIFT) |
					   (j << PAGE_SHIFT);

			if (!(pt[j] & _PAGE_PRESENT))
				continue;
			if (map_user_page(dst, va, pt[j] & _PAGE_RW))
				return -ENOMEM;
			memcpy(user_page_address(dst, va), ENTRY_PAGE(pt[j]),
			       PAGE_SIZE);
		}
	}
	return 0;
}

/* Switch CR3 to mm (NULL: the kernel's own directory), if it differs. */
void load_mm(struct mm_struct *mm)
{
	unsigned long cr3 = __pa(mm ? mm->pgd : swapper_pg_dir);

	if (read_cr3() != cr3)
		write_cr3(cr3);
}
