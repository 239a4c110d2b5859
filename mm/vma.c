// SPDX-License-Identifier: GPL-2.0
/*
 * mm/vma.c - a process's mappings: struct vm_area_struct.
 *
 * Every mapping a process has is an area in mm->mmap, sorted by
 * address: the program's segments and its stack (fs/exec.c), the heap
 * (brk(2)), and whatever mmap2(2) made - anonymous memory, a file's
 * pages, or a file whose driver maps it itself (file_operations' mmap,
 * a /proc entry's proc_mmap).  The area says what the range may be
 * (vm_flags: VM_READ... for what it is now, VM_MAYREAD... for what
 * mprotect(2) may make it) and where its pages come from (vm_file,
 * vm_pgoff, vm_ops); the page-table entries only cache what the area
 * says (mm/memory.c fills them at the first touch).  A fault finds the
 * area by address (find_vma()), munmap(2) and mprotect(2) split areas
 * at the ends of their range, fork(2) copies them (vm_ops->open), and
 * the end of the address space closes every one (exit_mmap()).  An
 * area holds a reference on its file, so a driver's release, and so
 * rmmod, wait for the last mapping to go, as in Linux.
 *
 * mm counts the pages of its areas by kind (total_vm, locked_vm,
 * data_vm, stack_vm, exec_vm: vm_stat_account()) for the limits and
 * /proc/PID/status: an area is counted when linked, uncounted when
 * unlinked or closed, and any change of its bounds or flags once linked
 * goes through vma_change(), which moves its pages from the old kind
 * to the new.  A split (split_at()) leaves the counts as they were.
 *
 * How many areas mm has is map_count, and vm.max_map_count (proc(5))
 * bounds it as Linux does: mmap(2) is ENOMEM once the count is past it
 * (mm/mmap.c), a split that would take it past it is ENOMEM
 * (split_range()), but munmap(2) may go one over for a moment, since
 * it ends with fewer areas - unless it cuts a hole in one area, which
 * leaves one more (do_munmap()).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/sysctl.h"

/*
 * Where a walk for the areas ending above addr may start: after the
 * area linked last (mm->mmap_hint) if that one ends at or below addr,
 * since so do all before it (they are sorted and do not overlap) - so
 * a process that maps upwards, area after area, is not walked whole at
 * each call (LTP's munmap04 makes 65530) - else at the first area.
 * Only a writer of the areas, holding mmap_lock for writing, moves the
 * hint.
 */
static struct vm_area_struct **walk_start(struct mm_struct *mm,
					  unsigned long addr)
{
	struct vm_area_struct *hint = mm->mmap_hint;

	return hint && hint->vm_end <= addr ? &hint->vm_next : &mm->mmap;
}

/* The first area that ends above addr, as Linux's find_vma(): it holds
 * addr if it starts at or below it */
struct vm_area_struct *find_vma(struct mm_struct *mm, unsigned long addr)
{
	struct vm_area_struct *hint = mm->mmap_hint, *vma;

	if (hint && hint->vm_start <= addr && addr < hint->vm_end)
		return hint;
	for (vma = *walk_start(mm, addr); vma; vma = vma->vm_next)
		if (addr < vma->vm_end)
			return vma;
	return NULL;
}
EXPORT_SYMBOL(find_vma);

/* The area holding addr, or NULL */
struct vm_area_struct *vma_at(struct mm_struct *mm, unsigned long addr)
{
	struct vm_area_struct *vma = find_vma(mm, addr);

	return vma && vma->vm_start <= addr ? vma : NULL;
}

/* Does any area meet [start, end)? */
bool vma_in_range(struct mm_struct *mm, unsigned long start,
		  unsigned long end)
{
	struct vm_area_struct *vma = find_vma(mm, start);

	return vma && vma->vm_start < end;
}

/* Do areas hold all of [start, end)? */
bool range_mapped(struct mm_struct *mm, unsigned long start,
		  unsigned long end)
{
	struct vm_area_struct *vma = find_vma(mm, start);

	for (; start < end; vma = vma->vm_next) {
		if (!vma || vma->vm_start > start)
			return false;
		start = vma->vm_end;
	}
	return true;
}

/*
 * npages more (or fewer, negative) of an area of flags in mm, counted
 * by kind as Linux's vm_stat_account() counts them: executable and not
 * writable (exec_vm), a stack (VM_GROWSDOWN: stack_vm), or else private
 * and writable (data_vm).  Locked ones are counted apart too (mlock(2)).
 */
static void vm_stat_account(struct mm_struct *mm, unsigned long flags,
			    long npages)
{
	mm->total_vm += npages;
	mm->hiwater_vm = max(mm->hiwater_vm, mm->total_vm);
	if (flags & VM_LOCKED)
		mm->locked_vm += npages;
	if ((flags & (VM_EXEC | VM_WRITE | VM_GROWSDOWN)) == VM_EXEC)
		mm->exec_vm += npages;
	else if (flags & VM_GROWSDOWN)
		mm->stack_vm += npages;
	else if ((flags & (VM_WRITE | VM_SHARED)) == VM_WRITE)
		mm->data_vm += npages;
}

/* vm.max_map_count: Linux's default, USHRT_MAX less 5 for the ELF
 * core dump's extra sections; root may set 0 to INT_MAX */
int sysctl_max_map_count = DEFAULT_MAX_MAP_COUNT;

static struct ctl_table vm_vma_table[] = {
	{ "max_map_count", &sysctl_max_map_count, NULL },
	{ NULL, NULL, NULL }
};

static int __init max_map_count_init(void)
{
	return register_sysctl("vm", vm_vma_table);
}
fs_initcall(max_map_count_init);

/* vma's pages counted in its mm (sign 1) or taken back out (-1) */
static void vma_account(const struct vm_area_struct *vma, long sign)
{
	vm_stat_account(vma->vm_mm, vma->vm_flags,
			sign * (long)((vma->vm_end - vma->vm_start) >> PAGE_SHIFT));
}

/* A linked area becomes [start, end) with flags, its mm's counts
 * following (Linux updates them at each such change) */
void vma_change(struct vm_area_struct *vma, unsigned long start,
		unsigned long end, unsigned long flags)
{
	vma_account(vma, -1);
	vma->vm_start = start;
	vma->vm_end = end;
	vma->vm_flags = flags;
	vma_account(vma, 1);
}

/* Put vma in mm's list, in address order */
void vma_link(struct mm_struct *mm, struct vm_area_struct *vma)
{
	struct vm_area_struct **p = &mm->mmap;

	vma_account(vma, 1);
	mm->map_count++;

	if (mm->mmap_hint && mm->mmap_hint->vm_start < vma->vm_start)
		p = &mm->mmap_hint->vm_next;
	while (*p && (*p)->vm_start < vma->vm_start)
		p = &(*p)->vm_next;
	vma->vm_next = *p;
	*p = vma;
	mm->mmap_hint = vma;
}

/* vma leaves mm's list: no walk may start from it any more */
static void forget_hint(struct mm_struct *mm, struct vm_area_struct *vma)
{
	if (mm->mmap_hint == vma)
		mm->mmap_hint = NULL;
}

/* Take vma out of mm's list (it stays allocated) */
void vma_unlink(struct mm_struct *mm, struct vm_area_struct *vma)
{
	struct vm_area_struct **p = &mm->mmap;

	while (*p != vma)
		p = &(*p)->vm_next;
	*p = vma->vm_next;
	vma->vm_next = NULL;
	vma_account(vma, -1);
	mm->map_count--;
	forget_hint(mm, vma);
}

/* A new area of mm, [start, end) with flags, showing file (if any) from
 * page pgoff on; not linked yet, and it holds no file reference yet */
struct vm_area_struct *vma_alloc(struct mm_struct *mm, unsigned long start,
				 unsigned long end, unsigned long flags)
{
	struct vm_area_struct *vma = kzalloc(sizeof(*vma), GFP_KERNEL);

	if (!vma)
		return NULL;
	vma->vm_mm = mm;
	vma->vm_start = start;
	vma->vm_end = end;
	vma->vm_flags = flags;
	vma->vm_page_prot = vm_get_page_prot(flags);
	return vma;
}

/* The file of a program's segments (map_program_file()): read by
 * nothing but the page-fault handler */
const struct file_operations program_file_fops;

/*
 * The part [vaddr, vaddr + filesz) of a program's segment that its file
 * fills, from byte offset on (fs/exec.c), becomes an area of the file
 * (dentry), as Linux maps it and /proc/PID/maps names it; its pages
 * are already the loader's copies, and the rest of the segment (.bss)
 * stays anonymous.  A segment whose offset does not match its address
 * within a page (gABI: they must) keeps no file.  0 or -ENOMEM.
 */
int map_program_file(struct mm_struct *mm, struct dentry *dentry,
		     unsigned long vaddr, unsigned long filesz,
		     unsigned long offset)
{
	unsigned long start = vaddr & PAGE_MASK, end = PAGE_ALIGN(vaddr + filesz);
	struct vm_area_struct *vma;
	struct file *f;

	if (!filesz || (offset & ~PAGE_MASK) != (vaddr & ~PAGE_MASK))
		return 0;
	f = alloc_file(dentry, &program_file_fops, O_RDONLY);
	if (!f || split_range(mm, start, end)) {
		if (f)
			fput(f);
		return -ENOMEM;
	}
	for (vma = find_vma(mm, start); vma && vma->vm_start < end;
	     vma = vma->vm_next) {
		if (vma->vm_file)	/* two segments sharing a page */
			continue;
		vma->vm_file = f;
		get_file(f);
		vma->vm_pgoff = (offset >> PAGE_SHIFT) +
				((vma->vm_start - start) >> PAGE_SHIFT);
	}
	fput(f);
	return 0;
}

/* Is vma a driver's mapping, whose pages the driver gives? */
bool vma_is_driver(const struct vm_area_struct *vma)
{
	return vma->vm_file && vma->vm_file->f_op->mmap;
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
	if (new->vm_file)
		get_file(new->vm_file);
	if (new->vm_ops && new->vm_ops->open)
		new->vm_ops->open(new);
	return new;
}

/* The area, taken out of its list, is gone: its pages no longer
 * count, the driver hears it, the file loses its reference */
static void remove_vma(struct vm_area_struct *vma)
{
	vma_account(vma, -1);
	vma->vm_mm->map_count--;
	forget_hint(vma->vm_mm, vma);
	if (vma->vm_ops && vma->vm_ops->close)
		vma->vm_ops->close(vma);
	if (vma->vm_file)
		fput(vma->vm_file);
	kfree(vma);
}

/* Cut the area holding addr in two there, if one does, as Linux splits
 * one: the upper part becomes a new area - if limited, not past
 * vm.max_map_count areas (ENOMEM, Linux's split_vma()) */
static int split_at(struct mm_struct *mm, unsigned long addr, bool limited)
{
	struct vm_area_struct *vma = find_vma(mm, addr), *upper;

	if (!vma || vma->vm_start >= addr)
		return 0;
	if (limited && mm->map_count >= sysctl_max_map_count)
		return -ENOMEM;
	upper = vma_copy(vma, mm, addr);
	if (!upper)
		return -ENOMEM;
	upper->vm_next = vma->vm_next;
	vma->vm_next = upper;
	vma->vm_end = addr;
	mm->map_count++;
	return 0;
}

/* Split the areas at start and at end: what lies inside becomes whole
 * areas */
int split_range(struct mm_struct *mm, unsigned long start,
		unsigned long end)
{
	int err = split_at(mm, start, true);

	return err ? err : split_at(mm, end, true);
}

/* Would munmap(2) of [start, end) cut a hole in one area with the
 * count at vm.max_map_count already?  (Linux's do_mas_align_munmap()) */
static bool hole_past_limit(struct mm_struct *mm, unsigned long start,
			    unsigned long end)
{
	struct vm_area_struct *vma = find_vma(mm, start);

	return vma && vma->vm_start < start && end < vma->vm_end &&
	       mm->map_count >= sysctl_max_map_count;
}

/*
 * Unmap [start, end) (munmap(2)): the pages go, then the areas inside
 * the range, an area that straddles either end split there first so
 * that only whole areas are closed.  -ENOMEM, with nothing unmapped, if
 * no memory was left for a split or the areas would be too many
 * (hole_past_limit()).
 */
int do_munmap(struct mm_struct *mm, unsigned long start, unsigned long end)
{
	struct vm_area_struct **p;
	int err = hole_past_limit(mm, start, end) ? -ENOMEM :
		  split_at(mm, start, false);

	if (!err)
		err = split_at(mm, end, false);
	if (err)
		return err;
	unmap_user_range(mm, start, end);
	for (p = walk_start(mm, start); *p && (*p)->vm_start < end;) {
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
 * with the rest, copy_user_pages()), unlocked (mlock(2): locks are not
 * inherited) and unregistered from any userfaultfd(2) (Linux's without
 * UFFD_FEATURE_EVENT_FORK), but for VM_DONTCOPY ones, whose pages it does not get
 * either (madvise(2) MADV_DONTFORK); a VM_WIPEONFORK one it gets
 * without its pages, so that it reads zeros (MADV_WIPEONFORK).
 */
int dup_mmap(struct mm_struct *mm, struct mm_struct *old)
{
	struct vm_area_struct *vma, **tail = &mm->mmap;

	for (vma = old->mmap; vma; vma = vma->vm_next) {
		if (vma->vm_flags & (VM_DONTCOPY | VM_WIPEONFORK))
			unmap_user_range(mm, vma->vm_start, vma->vm_end);
		if (vma->vm_flags & VM_DONTCOPY)
			continue;
		*tail = vma_copy(vma, mm, vma->vm_start);
		if (!*tail)
			return -ENOMEM;
		(*tail)->vm_flags &= ~(VM_LOCKED | VM_LOCKONFAULT |
				       VM_UFFD_MISSING);
		(*tail)->vm_userfaultfd_ctx = NULL;
		vma_account(*tail, 1);
		mm->map_count++;
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
 * Make vma (mm/mmap.c made the room and checked the call) an area of
 * its process, mapping vm_file if it has one: a driver maps it itself
 * now, its error, if it has one, is mmap2(2)'s, and what it may have
 * mapped before failing is unmapped again (Linux's mmap_region()).  On
 * success the area holds a reference on its file; on failure it is
 * freed.
 */
long mmap_region(struct vm_area_struct *vma)
{
	struct file *f = vma->vm_file;
	int err = 0;

	if (f && f->f_op->mmap)
		err = f->f_op->mmap(f, vma);
	if (err) {
		unmap_user_range(vma->vm_mm, vma->vm_start, vma->vm_end);
		kfree(vma);
		return err;
	}
	if (f)
		get_file(f);
	vma_link(vma->vm_mm, vma);
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

/* The pages of [start, end) that areas with all of flags hold: what a
 * MAP_FIXED mapping replaces (flags 0: may_expand_vm() counts only the
 * rest as new), what is locked already (VM_LOCKED: mm/mlock.c) */
unsigned long vma_pages_in(struct mm_struct *mm, unsigned long start,
			   unsigned long end, unsigned long flags)
{
	struct vm_area_struct *vma;
	unsigned long pages = 0;

	for (vma = find_vma(mm, start); vma && vma->vm_start < end;
	     vma = vma->vm_next)
		if ((vma->vm_flags & flags) == flags)
			pages += (min(end, vma->vm_end) -
				  max(start, vma->vm_start)) >> PAGE_SHIFT;
	return pages;
}
