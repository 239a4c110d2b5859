// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mlock.c - mlock(2), mlock2(2), munlock(2), mlockall(2),
 * munlockall(2).  No page here is ever written out to make room (there
 * is no swap), so every mapped page already stays in memory: what the
 * calls change is what the areas say, VM_LOCKED (and VM_LOCKONFAULT for
 * MLOCK_ONFAULT and MCL_ONFAULT), which /proc/PID/status's VmLck and
 * /proc/PID/smaps' Locked count (fs/proc/task_mmu.c), msync(2)
 * MS_INVALIDATE and madvise(2) MADV_DONTNEED refuse (EBUSY, EINVAL),
 * and fork(2) does not pass on (mm/vma.c dup_mmap()).  Locking faults
 * in the pages not yet there, as Linux's does (mincore(2) then finds
 * them all), but for the ONFAULT kind, which leaves them to their first
 * touch.  The range, from its start's page, must be mapped whole
 * (ENOMEM otherwise, as Linux's); the areas at its ends are split so
 * that only the range changes.  mlockall(MCL_FUTURE) makes every later
 * mapping locked too (mm->def_flags, mm/mmap.c).
 *
 * How much may be locked is RLIMIT_MEMLOCK's (setrlimit(2)), counted in
 * mm->locked_vm (mm/vma.c), unless the caller has CAP_IPC_LOCK; with a
 * limit of 0 and no such right nothing may be (EPERM).  Past the limit,
 * mlock(2) and mlockall(2) fail with ENOMEM, a new locked mapping or
 * heap or a locked area's growth with EAGAIN (mm/mmap.c), as Linux's.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/resource.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/pgtable.h"

#define MCL_CURRENT	1
#define MCL_FUTURE	2
#define MCL_ONFAULT	4
#define MLOCK_ONFAULT	1
#define VM_LOCKED_MASK	(VM_LOCKED | VM_LOCKONFAULT)

/* Each page of [start, end) that has no entry yet gets one (a page that
 * has one, handle_mm_fault() leaves as it is); a page that cannot
 * (PROT_NONE, past a file's end) is left as it is.  Each is marked
 * used, as a touch would mark it (mm/mincore.c: shared anonymous
 * memory's pages count as resident once used). */
void populate_range(struct mm_struct *mm, unsigned long start,
		    unsigned long end)
{
	struct vm_area_struct *vma;
	unsigned long va;
	u32 *pte;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE) {
		vma = vma_at(mm, va);
		if (!vma || vma_is_driver(vma) || handle_mm_fault(vma, va, false))
			continue;
		pte = user_pte_of(mm, va);
		if (pte && (*pte & _PAGE_PRESENT))
			*pte |= _PAGE_ACCESSED;
	}
}

/* May the caller lock anything (mlock(2) EPERM)? */
bool can_do_mlock(void)
{
	return rlimit(RLIMIT_MEMLOCK) || capable(CAP_IPC_LOCK);
}

/* Would npages more of an area of flags stay under RLIMIT_MEMLOCK (or
 * not be locked at all)? */
bool mlock_future_ok(struct mm_struct *mm, unsigned long flags,
		     unsigned long npages)
{
	return !(flags & VM_LOCKED) ||
	       mm->locked_vm + npages <= rlimit(RLIMIT_MEMLOCK) >> PAGE_SHIFT ||
	       capable(CAP_IPC_LOCK);
}

/* The areas of [start, end), split at its ends, get lock (VM_LOCKED,
 * VM_LOCKONFAULT or 0) for the lock they had; their pages come now
 * unless lock waits for the first touch.  -ENOMEM if a split found no
 * memory. */
static long lock_range(struct mm_struct *mm, unsigned long start,
		       unsigned long end, unsigned long lock)
{
	struct vm_area_struct *vma;

	if (split_range(mm, start, end))
		return -ENOMEM;
	for (vma = find_vma(mm, start); vma && vma->vm_start < end;
	     vma = vma->vm_next)
		vma_change(vma, vma->vm_start, vma->vm_end,
			   (vma->vm_flags & ~VM_LOCKED_MASK) | lock);
	if (lock == VM_LOCKED)
		populate_range(mm, start, end);
	return 0;
}

/* Would locking [start, end) stay under RLIMIT_MEMLOCK, counting
 * only the pages not locked yet (Linux's do_mlock()): those locked
 * already take no more of the limit */
static bool lock_fits(struct mm_struct *mm, unsigned long start,
		      unsigned long end)
{
	unsigned long npages = (end - start) >> PAGE_SHIFT;

	return mlock_future_ok(mm, VM_LOCKED, npages) ||
	       mlock_future_ok(mm, VM_LOCKED,
			       npages - vma_pages_in(mm, start, end, VM_LOCKED));
}

/* mlock2(2)'s and munlock(2)'s common part, under the mmap_lock */
static long do_mlock(unsigned long start, size_t len, unsigned long lock)
{
	unsigned long end = PAGE_ALIGN(start + len);
	struct mm_struct *mm = current->mm;
	long err = -ENOMEM;

	if (lock && !can_do_mlock())
		return -EPERM;
	start &= PAGE_MASK;
	if (end < start)
		return -ENOMEM;
	mmap_write_lock(mm);
	if (range_mapped(mm, start, end) &&
	    (!lock || lock_fits(mm, start, end)))
		err = lock_range(mm, start, end, lock);
	mmap_write_unlock(mm);
	return err;
}

long sys_mlock(unsigned long start, size_t len)
{
	return do_mlock(start, len, VM_LOCKED);
}

long sys_mlock2(unsigned long start, size_t len, int flags)
{
	if (flags & ~MLOCK_ONFAULT)
		return -EINVAL;
	return do_mlock(start, len,
			VM_LOCKED | (flags & MLOCK_ONFAULT ? VM_LOCKONFAULT : 0));
}

long sys_munlock(unsigned long start, size_t len)
{
	return do_mlock(start, len, 0);
}

/* Later mappings get def; every area now gets lock, unless all is
 * false (mlockall(2) without MCL_CURRENT, munlockall(2)) */
static long lock_all(bool all, unsigned long lock, unsigned long def)
{
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;

	mmap_write_lock(mm);
	mm->def_flags = def;
	for (vma = all ? mm->mmap : NULL; vma; vma = vma->vm_next)
		vma_change(vma, vma->vm_start, vma->vm_end,
			   (vma->vm_flags & ~VM_LOCKED_MASK) | lock);
	if (all && lock == VM_LOCKED)
		for (vma = mm->mmap; vma; vma = vma->vm_next)
			populate_range(mm, vma->vm_start, vma->vm_end);
	mmap_write_unlock(mm);
	return 0;
}

/* mlockall(2): MCL_CURRENT, MCL_FUTURE, and MCL_ONFAULT with one of
 * them; EINVAL for anything else */
long sys_mlockall(int flags)
{
	unsigned long lock = VM_LOCKED;

	if (!flags || flags & ~(MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT) ||
	    flags == MCL_ONFAULT)
		return -EINVAL;
	if (flags & MCL_ONFAULT)
		lock |= VM_LOCKONFAULT;
	if (!can_do_mlock())
		return -EPERM;
	/* all that is mapped must fit (Linux compares total_vm) */
	if ((flags & MCL_CURRENT) && !capable(CAP_IPC_LOCK) &&
	    current->mm->total_vm > rlimit(RLIMIT_MEMLOCK) >> PAGE_SHIFT)
		return -ENOMEM;
	return lock_all(flags & MCL_CURRENT, lock,
			flags & MCL_FUTURE ? lock : 0);
}

long sys_munlockall(void)
{
	return lock_all(true, 0, 0);
}
