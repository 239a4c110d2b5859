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
 *
 * Every change to the user half, a page table made or an entry set or
 * cleared, is made here under the process's page_table_lock (Linux's
 * mm->page_table_lock, include/linux/mm.h), so two faults of two
 * threads, or a fault and munmap's zap, never change one entry at once.
 * It is a spinlock: the page allocator, called under it for a page
 * table, a zeroed page or a copy-on-write copy, never sleeps
 * (mm/page_alloc.c, whose zone.lock nests inside it); the TLB flush
 * that follows a change (flush_user_page()) waits for the other CPUs
 * with it held, so a CPU spinning for it answers their requests
 * meanwhile (lock_page_tables()).  A reader of one entry takes no lock
 * (user_pte_of()).
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/spinlock.h"
#include "asm/ldt.h"
#include "asm/system.h"
#include "asm/tlbflush.h"
#include "asm/uaccess.h"

#define PDE_INDEX(v)	((v) >> PGDIR_SHIFT)
#define PTE_INDEX(v)	(((v) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1))
#define USER_PDES	PDE_INDEX(TASK_SIZE)
#define ENTRY_PAGE(e)	((u32 *)__va((e) & PAGE_MASK))

u32 *pgd_alloc(void)
{
	u32 *pgd = (u32 *)get_zeroed_page(GFP_KERNEL);

	if (pgd)
		memcpy(pgd + USER_PDES, swapper_pg_dir + USER_PDES,
		       (PTRS_PER_PGD - USER_PDES) * sizeof(u32));
	return pgd;
}

void smp_service_ipis(void);	/* arch/i386/kernel/smp.c */

/*
 * Take mm's page_table_lock.  The page-fault handler runs with
 * interrupts off, and the holder may be waiting, in a TLB flush, for
 * this very CPU to answer its IPI: so the spin does the requests sent
 * to this CPU itself, as the big kernel lock's and call_lock's spins
 * do (lib/kernel_lock.c, arch/i386/kernel/smp.c).
 */
static void lock_page_tables(struct mm_struct *mm)
{
	while (!spin_trylock(&mm->page_table_lock)) {
		smp_service_ipis();
		cpu_relax();
	}
}

/* The entry for vaddr; create: its page table made if it has none
 * (page_table_lock held) */
static u32 *user_pte(u32 *pgd, unsigned long vaddr, bool create)
{
	u32 *pde = &pgd[PDE_INDEX(vaddr)];

	if (!(*pde & _PAGE_PRESENT)) {
		unsigned long table;

		if (!create || !(table = get_zeroed_page(GFP_KERNEL)))
			return NULL;
		/* the PDE allows everything; each PTE decides (SDM 4.6) */
		*pde = __pa(table) | _PAGE_PRESENT | _PAGE_RW | _PAGE_USER;
	}
	return &ENTRY_PAGE(*pde)[PTE_INDEX(vaddr)];
}

/* The page an entry holds: a present one, or a PROT_NONE one; NULL for
 * a frame past the memory the kernel knows (a driver's device memory,
 * remap_pfn_range()), which has no struct page */
struct page *pte_page(u32 entry)
{
	if (!(entry & (_PAGE_PRESENT | _PAGE_PROTNONE)) ||
	    !pfn_valid(entry >> PAGE_SHIFT))
		return NULL;
	return pfn_to_page(entry >> PAGE_SHIFT);
}

/* The entry for vaddr in mm, or NULL if it has no page table: a word
 * read without page_table_lock, the entry of a moment (a page table
 * lives as long as the directory, pgd_free()) */
u32 *user_pte_of(struct mm_struct *mm, unsigned long vaddr)
{
	return user_pte(mm->pgd, vaddr, false);
}

/* A changed entry of mm's must not linger in any CPU's TLB (SDM vol. 3,
 * 4.10.4): here and on each CPU running one of mm's threads */
void flush_user_page(struct mm_struct *mm, unsigned long vaddr)
{
	flush_tlb_page(mm, vaddr);
}

/* Drop what the entry at vaddr holds: its page reference, if any;
 * page_table_lock held */
static void zap_pte(struct mm_struct *mm, u32 *pte, unsigned long vaddr)
{
	struct page *page = pte_page(*pte);

	if (page) {
		put_page(page);
		mm->pages--;
	}
	*pte = 0;
	flush_user_page(mm, vaddr);
}

/* Map frame pfn at vaddr with flags (_PAGE_RW, _PAGE_COW...), taking a
 * reference on its page if it has one; whatever vaddr held before is
 * dropped, but with fill a present page stays and pfn is not mapped.
 * page_table_lock held. */
static int set_user_pfn(struct mm_struct *mm, unsigned long vaddr,
			unsigned long pfn, u32 flags, bool fill)
{
	u32 *pte = user_pte(mm->pgd, vaddr, true);
	struct page *page;

	if (!pte)
		return -ENOMEM;
	if (fill && (*pte & _PAGE_PRESENT))
		return 0;
	zap_pte(mm, pte, vaddr);
	*pte = (pfn << PAGE_SHIFT) | _PAGE_USER | (flags & ~PAGE_MASK);
	if (!(flags & _PAGE_PROTNONE))
		*pte |= _PAGE_PRESENT;
	page = pte_page(*pte);
	if (page) {
		get_page(page);
		mm->pages++;
	}
	return 0;
}

static int lock_set_user_pfn(struct mm_struct *mm, unsigned long vaddr,
			     unsigned long pfn, u32 flags, bool fill)
{
	int err;

	lock_page_tables(mm);
	err = set_user_pfn(mm, vaddr, pfn, flags, fill);
	spin_unlock(&mm->page_table_lock);
	return err;
}

int install_user_pfn(struct mm_struct *mm, unsigned long vaddr,
		     unsigned long pfn, u32 flags)
{
	return lock_set_user_pfn(mm, vaddr, pfn, flags, false);
}

int install_user_page(struct mm_struct *mm, unsigned long vaddr,
		      struct page *page, u32 flags)
{
	return install_user_pfn(mm, vaddr, page_to_pfn(page), flags);
}

/* A fault's page at vaddr, unless another fault mapped one there first
 * (then page is not used, and 0 all the same: the access is retried) */
int fill_user_page(struct mm_struct *mm, unsigned long vaddr,
		   struct page *page, u32 flags)
{
	return lock_set_user_pfn(mm, vaddr, page_to_pfn(page), flags, true);
}

/* The entry at from, page and all, moves to to; page_table_lock held */
static int move_pte(struct mm_struct *mm, unsigned long from, unsigned long to)
{
	u32 *src = user_pte(mm->pgd, from, false), *dst;

	if (!src || !*src)
		return 0;
	dst = user_pte(mm->pgd, to, true);
	if (!dst)
		return -ENOMEM;
	zap_pte(mm, dst, to);
	*dst = *src;
	*src = 0;
	flush_user_page(mm, from);
	return 0;
}

/* mremap(2): move_pte() */
int move_user_page(struct mm_struct *mm, unsigned long from, unsigned long to)
{
	int err;

	lock_page_tables(mm);
	err = move_pte(mm, from, to);
	spin_unlock(&mm->page_table_lock);
	return err;
}

/* A zeroed page at vaddr, or the one there made writable;
 * page_table_lock held */
static int map_pte(struct mm_struct *mm, unsigned long vaddr, bool writable)
{
	u32 *pte = user_pte(mm->pgd, vaddr, true);
	struct page *page;
	int err;

	if (!pte)
		return -ENOMEM;
	if (*pte & _PAGE_PRESENT) {
		*pte |= writable ? _PAGE_RW : 0;
		return 0;
	}
	page = alloc_zeroed_user_page();
	if (!page)
		return -ENOMEM;
	err = set_user_pfn(mm, vaddr, page_to_pfn(page),
			   writable ? _PAGE_RW : 0, false);
	put_page(page);		/* the entry holds it now */
	return err;
}

/* Map a zeroed page at vaddr, or make an existing one writable. */
int map_user_page(struct mm_struct *mm, unsigned long vaddr, bool writable)
{
	int err;

	lock_page_tables(mm);
	err = map_pte(mm, vaddr, writable);
	spin_unlock(&mm->page_table_lock);
	return err;
}

/* The kernel's view of the user page at vaddr, or NULL. */
void *user_page_address(struct mm_struct *mm, unsigned long vaddr)
{
	u32 *pte = user_pte(mm->pgd, vaddr, false);

	if (!pte || !(*pte & _PAGE_PRESENT) || !pte_page(*pte))
		return NULL;
	return (char *)ENTRY_PAGE(*pte) + (vaddr & ~PAGE_MASK);
}

void unmap_user_range(struct mm_struct *mm, unsigned long start,
		      unsigned long end)
{
	unsigned long va;

	lock_page_tables(mm);
	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE) {
		u32 *pte = user_pte(mm->pgd, va, false);

		if (pte && *pte)
			zap_pte(mm, pte, va);
	}
	spin_unlock(&mm->page_table_lock);
}

/* The page at vaddr goes, and its entry says it failed (_PAGE_HWPOISON:
 * mm/memory-failure.c) */
void poison_user_page(struct mm_struct *mm, unsigned long vaddr)
{
	u32 *pte;

	lock_page_tables(mm);
	pte = user_pte(mm->pgd, vaddr, false);
	if (pte) {
		zap_pte(mm, pte, vaddr);
		*pte = _PAGE_HWPOISON;
	}
	spin_unlock(&mm->page_table_lock);
}

/* Free the user half: every page, every page table, then the directory
 * (the last user's: no lock, no one else can reach it). */
void pgd_free(u32 *pgd)
{
	unsigned int i, j;

	for (i = 0; i < USER_PDES; i++) {
		u32 *pt;

		if (!(pgd[i] & _PAGE_PRESENT))
			continue;
		pt = ENTRY_PAGE(pgd[i]);
		for (j = 0; j < PTRS_PER_PTE; j++)
			if (pte_page(pt[j]))
				put_page(pte_page(pt[j]));
		free_page((unsigned long)pt);
	}
	free_page((unsigned long)pgd);
}

/*
 * fork(): dst shares every page of src.  A shared mapping's page stays
 * as it is in both; a private page that may be written becomes
 * copy-on-write in both (_PAGE_COW without _PAGE_RW), so the first
 * write of either copies it (do_wp_page()); a page not touched yet has
 * no entry in either, and comes at the first touch of each (the areas,
 * dup_mmap(), say how).  The parent's entries lose _PAGE_RW here: its
 * TLB is flushed at the end.  Under src's page_table_lock; dst is new,
 * no one else's yet, so its own is not taken.
 */
int copy_user_pages(struct mm_struct *dst, struct mm_struct *src)
{
	unsigned int i, j;
	int err = 0;

	lock_page_tables(src);
	for (i = 0; i < USER_PDES && !err; i++) {
		u32 *pt;

		if (!(src->pgd[i] & _PAGE_PRESENT))
			continue;
		pt = ENTRY_PAGE(src->pgd[i]);
		for (j = 0; j < PTRS_PER_PTE && !err; j++) {
			unsigned long va = (i << PGDIR_SHIFT) |
					   (j << PAGE_SHIFT);
			u32 *pte;

			if (!pt[j])
				continue;
			if ((pt[j] & _PAGE_PRESENT) && (pt[j] & _PAGE_RW) &&
			    !(pt[j] & _PAGE_SHARED))
				pt[j] = (pt[j] & ~_PAGE_RW) | _PAGE_COW;
			pte = user_pte(dst->pgd, va, true);
			if (!pte) {
				err = -ENOMEM;
				break;
			}
			*pte = pt[j];
			if (pte_page(pt[j])) {
				get_page(pte_page(pt[j]));
				dst->pages++;
			}
		}
	}
	flush_tlb_mm(src);	/* its writable entries became COW */
	spin_unlock(&src->page_table_lock);
	return err;
}

/* Give the entry *pte at vaddr a copy of its page, with bits flags
 * (page_table_lock held) */
static int copy_entry_page(struct mm_struct *mm, u32 *pte, unsigned long vaddr,
			   u32 flags)
{
	struct page *old = pte_page(*pte), *copy = alloc_zeroed_user_page();

	if (!copy)
		return -ENOMEM;
	memcpy(page_address(copy), page_address(old), PAGE_SIZE);
	*pte = __pa(page_address(copy)) | flags;
	put_page(old);
	flush_user_page(mm, vaddr);
	return 0;
}

/* do_wp_page()'s work, page_table_lock held */
static int wp_pte(struct mm_struct *mm, unsigned long vaddr)
{
	u32 *pte = user_pte(mm->pgd, vaddr, false);
	struct page *old;

	/* another thread's write fault got here first, while this one slept
	 * for mmap_lock: the page is this entry's own already (a second copy
	 * would lose what was written since; Linux's pte_same() check) */
	if (pte && (*pte & _PAGE_PRESENT) && (*pte & _PAGE_RW))
		return 0;
	if (!pte || !(*pte & _PAGE_PRESENT) || !(*pte & _PAGE_COW))
		return -EFAULT;
	old = pte_page(*pte);
	if (!old)	/* device memory: there is nothing to copy from */
		return -EFAULT;
	if (page_count(old) == 1) {
		*pte = (*pte & ~_PAGE_COW) | _PAGE_RW;
		flush_user_page(mm, vaddr);
		return 0;
	}
	return copy_entry_page(mm, pte, vaddr,
			       _PAGE_PRESENT | _PAGE_USER | _PAGE_RW);
}

/*
 * A write to a present, write-protected page at vaddr: if it is
 * copy-on-write, give this entry a page of its own (or keep the page,
 * writable, if no one else holds it any more).  0 when the write may be
 * retried, -EFAULT if the page is not copy-on-write (a real protection
 * fault), -ENOMEM if no page was free.
 */
int do_wp_page(struct mm_struct *mm, unsigned long vaddr)
{
	int err;

	lock_page_tables(mm);
	err = wp_pte(mm, vaddr);
	spin_unlock(&mm->page_table_lock);
	return err;
}

/* force_private_page()'s work, page_table_lock held */
static int force_private_pte(struct mm_struct *mm, unsigned long vaddr)
{
	u32 *pte = user_pte(mm->pgd, vaddr, false);

	if (!pte || !(*pte & _PAGE_PRESENT) || !pte_page(*pte))
		return -EFAULT;
	if (*pte & (_PAGE_RW | _PAGE_COW))
		return wp_pte(mm, vaddr);
	if (page_count(pte_page(*pte)) == 1)
		return 0;
	return copy_entry_page(mm, pte, vaddr, _PAGE_PRESENT | _PAGE_USER);
}

/*
 * A tracer's write to a private page at vaddr (PTRACE_POKETEXT: a
 * breakpoint in read-only text, Linux's FOLL_FORCE): a copy-on-write
 * page is copied as for the tracee's own write; a read-only one the
 * page cache or another process shares gets a copy of its own, still
 * read-only.  0 once the page is this entry's alone, -EFAULT if there
 * is none, -ENOMEM.  mm's mmap_lock held.
 */
int force_private_page(struct mm_struct *mm, unsigned long vaddr)
{
	int err;

	lock_page_tables(mm);
	err = force_private_pte(mm, vaddr);
	spin_unlock(&mm->page_table_lock);
	return err;
}

/* Switch CR3 to mm (NULL: the kernel's own directory), if it differs,
 * and LDTR to its local descriptor table (arch/i386/kernel/ldt.c). */
void load_mm(struct mm_struct *mm)
{
	unsigned long cr3 = __pa(mm ? mm->pgd : swapper_pg_dir);

	cpu_loaded_mm[smp_processor_id()] = mm;
	if (read_cr3() != cr3)
		write_cr3(cr3);
	switch_ldt(mm);
}
