// SPDX-License-Identifier: GPL-2.0
/*
 * mm/memory-failure.c - madvise(2) MADV_HWPOISON and MADV_SOFT_OFFLINE,
 * root's way (CAP_SYS_ADMIN; EPERM otherwise) to test what a program
 * does when a page of its memory fails, as Linux's memory-failure code
 * answers a machine check.  Each page of the range is faulted in
 * (EFAULT where that fails, as Linux's get_user_pages()); then, for
 * MADV_HWPOISON, it leaves the caller's mapping and its entry says it
 * failed (_PAGE_HWPOISON, include/asm/page.h): a touch is SIGBUS
 * (handle_mm_fault()), until the range is unmapped or mapped anew.
 * Only the caller's mapping loses the page, where Linux takes the
 * physical page from every mapping and from the page cache.
 * MADV_SOFT_OFFLINE would move the page's contents to another frame:
 * the program sees no change, so nothing is done.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/mm.h"
#include "asm/pgtable.h"

#define MADV_HWPOISON	100

/* Did the page at vaddr fail (MADV_HWPOISON)? */
bool user_page_poisoned(struct mm_struct *mm, unsigned long vaddr)
{
	u32 *pte = user_pte_of(mm, vaddr);

	return pte && *pte == _PAGE_HWPOISON;
}

/* madvise(2)'s part: [start, end), page-aligned; mm's mmap_lock held
 * for writing */
long madvise_inject_error(struct mm_struct *mm, unsigned long start,
			  unsigned long end, int advice)
{
	struct vm_area_struct *vma;
	unsigned long va;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	for (va = start; va < end; va += PAGE_SIZE) {
		vma = vma_at(mm, va);
		if (!vma || vma_is_driver(vma) || handle_mm_fault(vma, va, false))
			return -EFAULT;
		if (advice == MADV_HWPOISON)
			poison_user_page(mm, va);
	}
	return 0;
}
