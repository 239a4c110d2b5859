// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mlock.c - mlock(2), munlock(2), mlockall(2), munlockall(2).  No
 * page here is ever written out to make room (there is no swap), so
 * every mapped page already stays in memory: the calls check what
 * mlock(2) says they check, and mlock() faults in the pages not yet
 * there, as Linux's does (mincore(2) then finds them all).  mlock()
 * and munlock() need the whole range, from its start's page, to be
 * mapped (ENOMEM otherwise, as Linux); mlockall() takes MCL_CURRENT,
 * MCL_FUTURE and MCL_ONFAULT (with one of the others), EINVAL for
 * anything else.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/pgtable.h"

#define MCL_CURRENT	1
#define MCL_FUTURE	2
#define MCL_ONFAULT	4

/* Is every page of [start, start + len) in an area?  The areas are
 * read under the mmap_lock (include/linux/mmap_lock.h). */
static long range_mapped(unsigned long start, size_t len)
{
	unsigned long end = PAGE_ALIGN(start + len);
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;
	long err = 0;

	start &= PAGE_MASK;
	if (end < start || !mm)
		return -ENOMEM;
	mmap_read_lock(mm);
	while (!err && start < end) {
		vma = find_vma(mm, start);
		if (!vma || vma->vm_start > start)
			err = -ENOMEM;
		else
			start = vma->vm_end;
	}
	mmap_read_unlock(mm);
	return err;
}

/* Each page of the range that has no entry yet gets one (a page that
 * has one, handle_mm_fault() leaves as it is); a page that cannot
 * (PROT_NONE, past a file's end) is left as it is */
static void populate(unsigned long start, size_t len)
{
	unsigned long end = PAGE_ALIGN(start + len), va;
	struct vm_area_struct *vma;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE) {
		vma = find_vma(current->mm, va);
		if (!vma_is_driver(vma))
			handle_mm_fault(vma, va, false);
	}
}

long sys_mlock(unsigned long start, size_t len)
{
	long err = range_mapped(start, len);

	if (!err)
		populate(start, len);
	return err;
}

long sys_munlock(unsigned long start, size_t len)
{
	return range_mapped(start, len);
}

long sys_mlockall(int flags)
{
	if (!flags || flags & ~(MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT) ||
	    flags == MCL_ONFAULT)
		return -EINVAL;
	return 0;
}

long sys_munlockall(void)
{
	return 0;
}
