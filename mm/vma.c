// SPDX-License-Identifier: GPL-2.0
/*
 * mm/vma.c - the mappings drivers make: struct vm_area_struct.
 *
 * mmap2(2) of a file whose driver maps it (file_operations' mmap, a
 * /proc entry's proc_mmap) makes an area and hands it to the driver,
 * which fills the page-table entries at once (remap_pfn_range()) or
 * leaves them to its fault handler (mm/memory.c).  The area is what the
 * kernel knows of the mapping from then on: a fault finds it by address
 * (find_vma()), munmap(2) splits it and closes what goes
 * (vm_ops->close), fork(2) copies it (vm_ops->open), and the end of the
 * address space closes every one (exit_mmap()).  An area holds a
 * reference on its file, so the driver's release, and so rmmod, wait
 * for the last mapping to go, as in Linux.  mm->mmap lists the areas by
 * address; other mappings need none (mm/mmap.c).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/slab.h"

/* The first area that ends above addr, as Linux's find_vma(): it holds
 * addr if it starts at or below it */
struct vm_area_struct *find_vma(struct mm_struct *mm, unsigned long addr)
{
	struct vm_area_struct *vma;

	for (vma = mm->mmap; vma; vma = vma->vm_next)
		if (addr < vma->vm_end)
			return vma;
	return NULL;
}
EXPORT_SYMBOL(find_vma);

/* Put vma in mm's list, in address order */
static void vma_link(struct mm_struct *mm, struct vm_area_struct *vma)
{
	struct vm_area_struct **p = &mm->mmap;

	while (*p && (*p)->vm_start < vma->vm_start)
		p = &(*p)->vm_next;
	vma->vm_next = *p;
	*p = vma;
}

/* A copy of vma, told to its driver (vm_ops->open) as Linux tells it
 * of every new area but the first, which its mmap operation made */
static struct vm_area_struct *vma_copy(const struct vm_area_struct *vma,
				       struct mm_struct *mm,
				       unsigned long start)
{
	struct vm_area_struct *new = kmemdup(vma, sizeof(*vma), GFP_KERNEL);

	if (!new)
		return NULL;
	new->vm_mm = mm;
	new->vm_start = start;
	new->vm_pgoff += (start - vma->vm_start) >> PAGE_SHIFT;
	new->vm_next = NULL;
	get_file(new->vm_file);
	if (new->vm_ops && new->vm_ops->open)
		new->vm_ops->open(new);
	return new;
}

/* The area is gone: the driver hears it, the file loses its reference */
static void remove_vma(struct vm_area_struct *vma)
{
	if (vma->vm_ops && vma->vm_ops->close)
		vma->vm_ops->close(vma);
	fput(vma->vm_file);
	kfree(vma);
}

/* Cut the area holding addr in two there, if one does, as Linux splits
 * one: the upper part becomes a new area */
static int split_at(struct mm_struct *mm, unsigned long addr)
{
	struct vm_area_struct *vma = find_vma(mm, addr), *upper;

	if (!vma || vma->vm_start >= addr)
		return 0;
	upper = vma_copy(vma, mm, addr);
	if (!upper)
		return -ENOMEM;
	upper->vm_next = vma->vm_next;
	vma->vm_next = upper;
	vma->vm_end = addr;
	return 0;
}

/* Split the areas at start and at end: what lies inside becomes whole
 * areas */
static int split_range(struct mm_struct *mm, unsigned long start,
		       unsigned long end)
{
	int err = split_at(mm, start);

	return err ? err : split_at(mm, end);
}

/*
 * Unmap [start, end) (munmap(2)): the pages go, then the areas inside
 * the range, an area that straddles either end split there first so
 * that only whole areas are closed.  -ENOMEM, with nothing unmapped, if
 * no memory was left for a split.
 */
int do_munmap(struct mm_struct *mm, unsigned long start, unsigned long end)
{
	struct vm_area_struct **p = &mm->mmap;
	int err = split_range(mm, start, end);

	if (err)
		return err;
	unmap_user_range(mm, start, end);
	while (*p) {
		struct vm_area_struct *vma = *p;

		if (vma->vm_start >= start && vma->vm_end <= end) {
			*p = vma->vm_next;
			remove_vma(vma);
		} else {
			p = &vma->vm_next;
		}
	}
	return 0;
}

/*
 * fork(2): the child gets a copy of each area (its entries were copied
 * with the rest, copy_user_pages()), but for VM_DONTCOPY ones, whose
 * pages it does not get either (madvise(2) MADV_DONTFORK).
 */
int dup_mmap(struct mm_struct *mm, struct mm_struct *old)
{
	struct vm_area_struct *vma, **tail = &mm->mmap;

	for (vma = old->mmap; vma; vma = vma->vm_next) {
		if (vma->vm_flags & VM_DONTCOPY) {
			unmap_user_range(mm, vma->vm_start, vma->vm_end);
			continue;
		}
		*tail = vma_copy(vma, mm, vma->vm_start);
		if (!*tail)
			return -ENOMEM;
		tail = &(*tail)->vm_next;
	}
	return 0;
}

/* The address space goes (exit, execve(2)): every area is closed */
void exit_mmap(struct mm_struct *mm)
{
	while (mm->mmap) {
		struct vm_area_struct *vma = mm->mmap;

		mm->mmap = vma->vm_next;
		remove_vma(vma);
	}
}

/*
 * Map [start, start + len) of the current process to file f from page
 * pgoff on, by its driver (mm/mmap.c made the room and checked the
 * call).  The driver's error, if it has one, is mmap2(2)'s, and what it
 * may have mapped before failing is unmapped again (Linux's
 * mmap_region()).
 */
long mmap_region(struct file *f, unsigned long start, unsigned long len,
		 unsigned long vm_flags, unsigned long pgoff)
{
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma = kmalloc(sizeof(*vma), GFP_KERNEL);
	int err;

	if (!vma)
		return -ENOMEM;
	*vma = (struct vm_area_struct){
		.vm_start = start,
		.vm_end = start + len,
		.vm_mm = mm,
		.vm_page_prot = vm_get_page_prot(vm_flags),
		.vm_flags = vm_flags,
		.vm_pgoff = pgoff,
		.vm_file = f,
	};
	err = f->f_op->mmap(f, vma);
	if (err) {
		unmap_user_range(mm, start, start + len);
		kfree(vma);
		return err;
	}
	get_file(f);
	vma_link(mm, vma);
	return 0;
}

/* The vm_flags of the areas [start, end) meets, or'ed: 0 if none */
unsigned long vma_flags_in(struct mm_struct *mm, unsigned long start,
			   unsigned long end)
{
	struct vm_area_struct *vma;
	unsigned long flags = 0;

	for (vma = find_vma(mm, start); vma && vma->vm_start < end;
	     vma = vma->vm_next)
		flags |= vma->vm_flags; /* never 0: VM_MAYREAD at least */
	return flags;
}

/*
 * mprotect(2) of [start, end): each area inside it takes the new
 * protection, split at the ends first; -EACCES if one may not be made
 * writable (a shared mapping of a file not open for writing), with
 * nothing changed.
 */
int mprotect_vmas(struct mm_struct *mm, unsigned long start, unsigned long end,
		  unsigned long prot)
{
	struct vm_area_struct *vma;
	int err;

	for (vma = find_vma(mm, start); vma && vma->vm_start < end;
	     vma = vma->vm_next)
		if ((prot & VM_WRITE) && !(vma->vm_flags & VM_MAYWRITE))
			return -EACCES;
	err = split_range(mm, start, end);
	for (vma = find_vma(mm, start); !err && vma && vma->vm_start < end;
	     vma = vma->vm_next) {
		vma->vm_flags =
			(vma->vm_flags & ~(VM_READ | VM_WRITE | VM_EXEC)) |
			(prot & (VM_READ | VM_WRITE | VM_EXEC));
		vma->vm_page_prot = vm_get_page_prot(vma->vm_flags);
	}
	return err;
}
