// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mmap.c - a process's address space: creating, copying and freeing
 * it, and the calls that shape it: brk(2), mmap2(2), munmap(2),
 * mprotect(2), mremap(2), msync(2), madvise(2).
 *
 * Every mapping is an area (struct vm_area_struct, mm/vma.c): the
 * program's segments and stack (fs/exec.c, map_user_range()), the heap,
 * which starts after the program's last segment (fs/exec.c sets
 * start_brk), and what mmap2(2) makes, placed upwards from MMAP_BASE in
 * the first room no area holds (MAP_FIXED aside).  The calls here
 * change areas; pages come at the first touch (mm/memory.c), but for
 * shared anonymous memory, whose pages are made with the mapping (they
 * are the only thing the sharers share), and a driver's mapping, which
 * its driver may fill at once.
 *
 * Each call holds the address space's mmap_lock for writing while it
 * changes the areas (include/linux/mmap_lock.h; msync(2), which only
 * looks, for reading): the page-fault handler, reading them on another
 * CPU, sees an area before the change or after it, never half made.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/ipc.h"
#include "linux/memfd.h"
#include "linux/moduleparam.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/resource.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/ldt.h"
#include "asm/uaccess.h"
#include "uapi/linux/mman.h"

/* the flags MAP_SHARED_VALIDATE knows for a file that has no flags of
 * its own (Linux's LEGACY_MAP_MASK: MAP_SHARED to MAP_HUGETLB but
 * MAP_SYNC and MAP_FIXED_NOREPLACE, and MAP_UNINITIALIZED) */
#define MAP_KNOWN	0x0407f933UL

#define VM_SPECIAL	(VM_IO | VM_DONTEXPAND | VM_PFNMAP | VM_MIXEDMAP)

/* Where mappings may go: below the stack (fs/exec.c's USER_LOAD_END) */
#define MMAP_END	(TASK_SIZE - USER_STACK_TOP_ROOM)
/* Below this, MAP_FIXED needs CAP_SYS_RAWIO: a kernel NULL dereference
 * must not find user memory (Linux's vm.mmap_min_addr, 65536 on Debian) */
#define MMAP_MIN_ADDR	65536UL
/* What mprotect(2) may ask for (Linux's PROT_* and VM_* agree) */
#define VM_PROT_MASK	(VM_READ | VM_WRITE | VM_EXEC)
#define VM_MAY_ALL	(VM_MAYREAD | VM_MAYWRITE | VM_MAYEXEC)

struct mm_struct *mm_alloc(void)
{
	struct mm_struct *mm = kzalloc(sizeof(*mm), GFP_KERNEL);

	if (!mm)
		return NULL;
	mm->pgd = pgd_alloc();
	if (!mm->pgd) {
		kfree(mm);
		return NULL;
	}
	mm->mmap_base = MMAP_BASE;
	/* a new program's memory, or a child's, keeps the caller's
	 * (core(5): 0x33 at boot) */
	mm->coredump_filter = current->mm ? current->mm->coredump_filter :
					    MMF_DUMP_FILTER_DEFAULT;
	atomic_set(&mm->mm_users, 1);
	atomic_set(&mm->mm_count, 1);
	mmap_init_lock(mm);
	spin_lock_init(&mm->page_table_lock);
	return mm;
}

/*
 * task's memory, held (mmput() when done), or NULL for a kernel thread:
 * for a reader of another process's memory, which may sleep on its
 * mmap_lock while the task exits or execs.  Reading task->mm and
 * counting a user are one step under the task's alloc_lock
 * (task_lock(), as Linux's), which exit_mm() takes to clear task->mm:
 * so the mm read is still the task's, and its count not yet dropped.
 * (exec's switch to its new mm, fs/exec.c, still rests on the big
 * kernel lock.)
 */
struct mm_struct *get_task_mm(struct task_struct *task)
{
	struct mm_struct *mm;

	task_lock(task);
	mm = task->mm;
	if (mm)
		mmget(mm);
	task_unlock(task);
	return mm;
}

/*
 * The last task using mm is done with it.  The areas go without the
 * mmap_lock: no one else can reach mm now (a reader of another
 * process's memory is a user too, get_task_mm()), and do_exit() comes
 * with interrupts off, where no sleeping lock may be taken.  (Linux's
 * exit_mmap() takes it for the OOM reaper, which reaches an mm without
 * being a user.)
 */
void mmput(struct mm_struct *mm)
{
	if (!atomic_dec_and_test(&mm->mm_users))
		return;
	pgd_free(mm->pgd);
	exit_mmap(mm);
	destroy_context_ldt(mm);
	mmdrop(mm);
}

/* The last holder of the struct is done with it (see mm_count) */
void mmdrop(struct mm_struct *mm)
{
	if (atomic_dec_and_test(&mm->mm_count))
		kfree(mm);
}

struct mm_struct *dup_mm(struct mm_struct *old)
{
	struct mm_struct *mm = mm_alloc();
	bool failed;

	if (!mm)
		return NULL;
	mm->start_brk = old->start_brk;
	mm->brk = old->brk;
	mm->mmap_base = old->mmap_base;
	mm->start_stack = old->start_stack;
	mm->start_code = old->start_code;
	mm->end_code = old->end_code;
	mm->start_data = old->start_data;
	mm->end_data = old->end_data;
	mm->arg_start = old->arg_start;
	mm->arg_end = old->arg_end;
	mm->env_start = old->env_start;
	mm->env_end = old->env_end;
	memcpy(mm->exe, old->exe, sizeof(mm->exe));
	mm->dumpable = old->dumpable;
	mm->membarrier_state = old->membarrier_state;
	/* the write side: the parent's other threads neither change its
	 * areas nor fault pages in while they are copied, and its entries
	 * become copy-on-write under them (arch/i386/mm/pgtable.c) */
	mmap_write_lock(old);
	failed = copy_user_pages(mm, old) || dup_mmap(mm, old) ||
		 ldt_dup_context(old, mm);
	mmap_write_unlock(old);
	if (failed) {
		mmput(mm);
		return NULL;
	}
	return mm;
}

/*
 * Let anonymous areas of vm_flags hold [start, end): where an area is
 * already (two segments sharing a page) it gains the flags instead.
 */
static int cover_range(struct mm_struct *mm, unsigned long start,
		       unsigned long end, unsigned long vm_flags)
{
	unsigned long va = start, to;
	struct vm_area_struct *vma;

	while (va < end) {
		vma = find_vma(mm, va);
		if (vma && vma->vm_start <= va) {
			vma_change(vma, vma->vm_start, vma->vm_end,
				   vma->vm_flags | vm_flags);
			va = vma->vm_end;
			continue;
		}
		to = vma ? min(vma->vm_start, end) : end;
		vma = vma_alloc(mm, va, to, vm_flags);
		if (!vma)
			return -ENOMEM;
		vma_link(mm, vma);
		va = to;
	}
	return 0;
}

/*
 * A new program's memory (fs/exec.c): [start, end) becomes private
 * areas with vm_flags' protection (VM_READ, VM_WRITE, VM_EXEC; and
 * VM_GROWSDOWN for the stack, counted as one: VmStk) and no pages yet: the first touch brings them (mm/memory.c), from the page
 * cache once map_program_file() has given the area its file.  On
 * failure some may be left: the new address space is thrown away whole.
 */
int map_user_area(struct mm_struct *mm, unsigned long start,
		  unsigned long end, unsigned long vm_flags)
{
	return cover_range(mm, start & PAGE_MASK, PAGE_ALIGN(end),
			   (vm_flags & (VM_PROT_MASK | VM_GROWSDOWN)) |
			   VM_MAY_ALL);
}

/* The same, mapped at once with zeroed pages for the loader to fill */
int map_user_range(struct mm_struct *mm, unsigned long start,
		   unsigned long end, unsigned long vm_flags)
{
	unsigned long va;

	start &= PAGE_MASK;
	end = PAGE_ALIGN(end);
	if (map_user_area(mm, start, end, vm_flags))
		return -ENOMEM;
	for (va = start; va < end; va += PAGE_SIZE)
		if (map_user_page(mm, va, vm_flags & VM_WRITE))
			return -ENOMEM;
	return 0;
}

/* ignore_rlimit_data on the command line: RLIMIT_DATA is only warned
 * about (Linux's boot option, for programs older than its checks) */
static bool ignore_rlimit_data;
core_param(ignore_rlimit_data, ignore_rlimit_data, bool, 0444);

/*
 * May mm's areas grow by npages of an area of flags (setrlimit(2))?
 * Not past RLIMIT_AS, nor, for private writable memory, past
 * RLIMIT_DATA - but for a soft limit of 0 under a hard one that allows
 * it, which Linux lets pass (Valgrind sets it so), saying once what
 * went wrong, in Linux's words.  The callers fail with ENOMEM
 * (mmap(2), brk(2), mremap(2), mprotect(2), a stack's growth).
 */
bool may_expand_vm(struct mm_struct *mm, unsigned long flags,
		   unsigned long npages)
{
	const struct rlimit *data = &current->signal->rlim[RLIMIT_DATA];
	static bool warned;

	if (mm->total_vm + npages > rlimit(RLIMIT_AS) >> PAGE_SHIFT)
		return false;
	if ((flags & (VM_WRITE | VM_SHARED | VM_GROWSDOWN)) != VM_WRITE ||
	    mm->data_vm + npages <= data->rlim_cur >> PAGE_SHIFT)
		return true;
	if (!data->rlim_cur &&
	    mm->data_vm + npages <= data->rlim_max >> PAGE_SHIFT)
		return true;
	if (!warned) {
		warned = true;
		pr_warn("mmap: %s (%d): VmData %lu exceed data ulimit %lu. Update limits%s.\n",
			current->comm, current->pid,
			(mm->data_vm + npages) << PAGE_SHIFT, data->rlim_cur,
			ignore_rlimit_data ? "" :
			" or use boot option ignore_rlimit_data");
	}
	return ignore_rlimit_data;
}

/*
 * The heap gets [from, to): its area grows if it ends at from, else a
 * new one starts there (Linux's brk vma: read, write, no exec).  The
 * pages are made with it, as brk(2) always made them here: a program's
 * memory (a shell's, which tests compare in /proc/meminfo) does not
 * change as it touches the heap it has.
 */
static int grow_heap(struct mm_struct *mm, unsigned long from,
		     unsigned long to)
{
	const unsigned long flags = VM_READ | VM_WRITE | VM_MAY_ALL |
				    mm->def_flags;
	struct vm_area_struct *vma = NULL;

	if (from > mm->start_brk)
		vma = vma_at(mm, from - 1);
	if (!mlock_future_ok(mm, flags, (to - from) >> PAGE_SHIFT) ||
	    !may_expand_vm(mm, flags, (to - from) >> PAGE_SHIFT))
		return -ENOMEM;
	/* vm.max_map_count: Linux's do_brk_flags() asks it even to grow the
	 * heap's own area, and lets one past the limit through as mmap(2) */
	if (mm->map_count > sysctl_max_map_count)
		return -ENOMEM;
	if (vma && vma->vm_start >= mm->start_brk && !vma->vm_file &&
	    vma->vm_flags == flags) {
		vma_change(vma, vma->vm_start, to, flags);
	} else {
		vma = vma_alloc(mm, from, to, flags);
		if (!vma)
			return -ENOMEM;
		vma_link(mm, vma);
	}
	if (!vma_populate(vma, from, to))
		return 0;
	do_munmap(mm, from, to);
	return -ENOMEM;
}

/* Would a break at brk put the heap and the program's data past
 * RLIMIT_DATA?  (brk(2) checks it even to shrink, as Linux's) */
static bool data_over_limit(struct mm_struct *mm, unsigned long brk)
{
	unsigned long lim = rlimit(RLIMIT_DATA);

	return lim != RLIM_INFINITY &&
	       (brk - mm->start_brk) + (mm->end_data - mm->start_data) > lim;
}

/* brk(2): the raw call returns the new break, or the old one on failure */
static long do_brk(struct mm_struct *mm, unsigned long brk)
{
	unsigned long old_end = PAGE_ALIGN(mm->brk);
	unsigned long new_end = PAGE_ALIGN(brk);

	if (brk < mm->start_brk || brk >= MMAP_BASE ||
	    data_over_limit(mm, brk))
		return (long)mm->brk;
	if (new_end > old_end && (vma_in_range(mm, old_end, new_end) ||
				  grow_heap(mm, old_end, new_end)))
		return (long)mm->brk;
	if (new_end < old_end && do_munmap(mm, new_end, old_end))
		return (long)mm->brk;
	mm->brk = brk;
	return (long)brk;
}

long sys_brk(unsigned long brk)
{
	struct mm_struct *mm = current->mm;
	long ret;

	mmap_write_lock(mm);
	ret = do_brk(mm, brk);
	mmap_write_unlock(mm);
	return ret;
}

/*
 * What an open file gives a mapping (mmap(2) ERRORS): the file must be
 * open for reading, and for writing too if a shared mapping may write
 * it; then a regular file gives its pages, a driver's file its own,
 * and /dev/zero new zeroed ones (*mapped NULL: anonymous memory);
 * anything else cannot be mapped.
 */
static long file_mapping(struct file *f, unsigned long prot, bool shared,
			 struct file **mapped)
{
	struct inode *inode = f->f_inode;
	unsigned int acc = f->f_flags & O_ACCMODE;

	*mapped = NULL;
	if (acc == O_WRONLY || (shared && (prot & PROT_WRITE) && acc != O_RDWR))
		return -EACCES;
	/* a memfd sealed against writes maps shared only read-only */
	if (shared && inode && (prot & PROT_WRITE) &&
	    memfd_seal_check(inode, (loff_t)inode->size, true))
		return -EPERM;
	if (f->f_op == &zero_fops)
		return 0;
	if (!f->f_op->mmap &&
	    (!inode || inode->is_dir || inode->show || inode->fops))
		return -ENODEV;
	/* a boot file moves into pages of its own before they are mapped */
	if (!f->f_op->mmap && filemap_own(inode))
		return -ENOMEM;
	*mapped = f;
	return 0;
}

/* What mmap2(2) was asked, as it came */
struct mmap_req {
	unsigned long addr, len, prot, flags, pgoff;
};

/* Where len bytes go (*start): addr itself for MAP_FIXED, else the
 * first room from mmap_base up that no area holds.  0, or the error. */
static long place(struct mm_struct *mm, unsigned long addr,
		  unsigned long len, unsigned long flags, unsigned long *start)
{
	struct vm_area_struct *vma;
	unsigned long align;

	if (flags & (MAP_FIXED | MAP_FIXED_NOREPLACE)) {
		*start = addr;
		if (addr & ~PAGE_MASK ||
		    ((flags & MAP_HUGETLB) && (addr & ~HPAGE_MASK)))
			return -EINVAL;
		if (addr > TASK_SIZE || len > TASK_SIZE - addr)
			return -ENOMEM;
		/* mmap(2): MAP_FIXED_NOREPLACE never replaces a mapping */
		if ((flags & MAP_FIXED_NOREPLACE) &&
		    vma_in_range(mm, addr, addr + len))
			return -EEXIST;
		return 0;
	}
	/* a huge mapping starts on a huge page (Linux's
	 * hugetlb_get_unmapped_area) */
	align = flags & MAP_HUGETLB ? HPAGE_SIZE : PAGE_SIZE;
	addr = ALIGN(mm->mmap_base, align);
	while ((vma = find_vma(mm, addr)) && vma->vm_start < addr + len &&
	       addr <= MMAP_END)
		addr = ALIGN(vma->vm_end, align);
	*start = addr;
	return len > MMAP_END - min(addr, MMAP_END) ? -ENOMEM : 0;
}

/*
 * The vm_flags of a new mapping, as Linux's do_mmap() makes them: a
 * shared mapping of a file not open for writing (/dev/zero's too) can
 * never write it, so it is not VM_SHARED either, and mprotect(2)
 * cannot make it writable (no VM_MAYWRITE); a private one may become
 * writable, its pages copied on write.  MAP_LOCKED and mlockall(2)'s
 * MCL_FUTURE (def_flags) lock it (mm/mlock.c), MAP_GROWSDOWN makes it
 * a stack that grows down (arch/i386/mm/fault.c).
 */
static unsigned long mmap_vm_flags(const struct mmap_req *r,
				   const struct file *f)
{
	unsigned long flags = (r->prot & VM_PROT_MASK) | VM_MAY_ALL |
			      current->mm->def_flags;

	if (r->flags & MAP_LOCKED)
		flags |= VM_LOCKED;
	if (r->flags & MAP_GROWSDOWN)
		flags |= VM_GROWSDOWN;
	/* only huge pages are reserved at mmap(2) here (mm/hugetlb.c) */
	if ((r->flags & MAP_NORESERVE) && is_file_hugepages(f))
		flags |= VM_NORESERVE;
	if ((r->flags & MAP_TYPE) == MAP_PRIVATE)
		return flags;
	flags |= VM_SHARED | VM_MAYSHARE;
	/* so too for a memfd sealed against writes (mm/memfd.c) */
	if (f && (!(f->f_mode & FMODE_WRITE) ||
		  (f->f_inode &&
		   memfd_seal_check(f->f_inode, (loff_t)f->f_inode->size,
				    true))))
		flags &= ~(VM_MAYWRITE | VM_SHARED);
	return flags;
}

/* Shared anonymous memory is its pages: they are made with the area */
static bool needs_pages(const struct vm_area_struct *vma)
{
	return !vma->vm_file && (vma->vm_flags & VM_MAYSHARE);
}

/* The highest mapping made so far: the next one goes above it */
static void note_mapping(struct mm_struct *mm, unsigned long start,
			 unsigned long end)
{
	if (end > mm->mmap_base && start < MMAP_END)
		mm->mmap_base = end;
}

/* Make vma an area of its process, after whatever was there; its pages
 * come now if it is locked (but VM_LOCKONFAULT) or populate asks
 * (MAP_POPULATE).  ENOMEM, with what was there kept, if the pages it
 * adds to those it replaces go past a limit (may_expand_vm()). */
static long do_map(struct vm_area_struct *vma, bool populate)
{
	struct mm_struct *mm = vma->vm_mm;
	unsigned long start = vma->vm_start, end = vma->vm_end;
	long err = -ENOMEM;

	if (may_expand_vm(mm, vma->vm_flags, ((end - start) >> PAGE_SHIFT) -
				       vma_pages_in(mm, start, end, 0)))
		err = do_munmap(mm, start, end);
	if (err) {
		kfree(vma);
		return err;
	}
	err = mmap_region(vma);
	if (!err && needs_pages(vma) && vma_populate(vma, start, end)) {
		do_munmap(mm, start, end);
		err = -ENOMEM;
	}
	if (err)
		return err;
	note_mapping(mm, start, end);
	if (populate || (vma->vm_flags & (VM_LOCKED | VM_LOCKONFAULT)) ==
			VM_LOCKED)
		populate_range(mm, start, end);
	return (long)start;
}

/* mmap2(2), the checks in Linux's order (mm/mmap.c do_mmap()); f is
 * held by the caller, and by the area once made (mmap_region()) */
static long do_mmap2(struct file *f, struct mmap_req r)
{
	unsigned long type = r.flags & MAP_TYPE, len = r.len;
	struct vm_area_struct *vma;
	struct file *mapped = NULL;
	unsigned long start, flags;
	long err;

	/* a hugetlbfs file is mapped in whole huge pages (Linux's
	 * ksys_mmap_pgoff rounds the length up) */
	if (is_file_hugepages(f)) {
		len = ALIGN(len, HPAGE_SIZE);
		r.flags |= MAP_HUGETLB;
	}
	if (!len)
		return -EINVAL;
	if (len > TASK_SIZE)
		return -ENOMEM;
	len = PAGE_ALIGN(len);
	if (r.pgoff + (len >> PAGE_SHIFT) < r.pgoff)
		return -EOVERFLOW;
	if (current->mm->map_count > sysctl_max_map_count)
		return -ENOMEM;	/* Linux's test: one over is let through */
	err = place(current->mm, r.addr, len, r.flags, &start);
	if (err)
		return err;
	if (start < MMAP_MIN_ADDR && !capable(CAP_SYS_RAWIO))
		return -EPERM;
	if (f && type == MAP_SHARED_VALIDATE && (r.flags & ~MAP_KNOWN))
		return -EOPNOTSUPP;
	if (type != MAP_SHARED && type != MAP_PRIVATE &&
	    type != MAP_SHARED_VALIDATE)
		return -EINVAL;
	/* mmap(2): MAP_LOCKED needs the right to lock (EPERM), and room
	 * under RLIMIT_MEMLOCK (EAGAIN), as mlock(2) would */
	flags = mmap_vm_flags(&r, f);
	if ((r.flags & MAP_LOCKED) && !can_do_mlock())
		return -EPERM;
	if (!mlock_future_ok(current->mm, flags, len >> PAGE_SHIFT))
		return -EAGAIN;
	if (f && (err = file_mapping(f, r.prot, type != MAP_PRIVATE, &mapped)))
		return err;
	vma = vma_alloc(current->mm, start, start + len, flags);
	if (!vma)
		return -ENOMEM;
	vma->vm_file = mapped;
	vma->vm_pgoff = mapped ? r.pgoff : 0;
	return do_map(vma, r.flags & MAP_POPULATE);
}

/* A mapping the kernel makes of f for the caller (shmat(2)): mmap2(2)'s
 * with offset 0; the address, or -errno.  The caller holds current's
 * mmap_lock for writing (shmat checks the room under the same lock). */
long do_mmap(struct file *f, unsigned long addr, unsigned long len,
	     unsigned long prot, unsigned long flags)
{
	struct mmap_req r = { addr, len, prot, flags, 0 };

	return do_mmap2(f, r);
}

/* Linux's vm_mmap(): a mapping of f (or anonymous memory) in current's
 * address space, made for kernel code (LKD's kmembugs_test) with mmap(2)'s
 * checks; the address, or -errno as an unsigned long (IS_ERR_VALUE) */
unsigned long vm_mmap(struct file *f, unsigned long addr, unsigned long len,
		      unsigned long prot, unsigned long flags,
		      unsigned long offset)
{
	struct mmap_req r = { addr, len, prot, flags, offset >> PAGE_SHIFT };
	long ret;

	if (offset & ~PAGE_MASK)
		return (unsigned long)-EINVAL;
	mmap_write_lock(current->mm);
	ret = do_mmap2(f, r);
	mmap_write_unlock(current->mm);
	return (unsigned long)ret;
}
EXPORT_SYMBOL(vm_mmap);

/*
 * MAP_HUGETLB of anonymous memory maps a hugetlbfs file of its own
 * (Linux's ksys_mmap_pgoff): EINVAL for a huge page size this kernel
 * has not (mmap(2): MAP_HUGE_2MB...), and for a file that is not one.
 * *hf gets the file made, or NULL.
 */
static long huge_file_of(struct file *f, const struct mmap_req *r,
			 struct file **hf)
{
	*hf = NULL;
	if (!(r->flags & MAP_HUGETLB))
		return 0;
	if (f)
		return is_file_hugepages(f) ? 0 : -EINVAL;
	if (!hugetlb_size_ok(r->flags))
		return -EINVAL;
	*hf = hugetlb_file_setup(NULL, "anon_hugepage",
				 ALIGN(r->len, HPAGE_SIZE), NULL);
	if (IS_ERR(*hf)) {
		long err = PTR_ERR(*hf);

		*hf = NULL;
		return err;
	}
	return 0;
}

long sys_mmap2(unsigned long addr, unsigned long len, unsigned long prot,
	       unsigned long flags, unsigned long fd, unsigned long pgoff)
{
	struct mmap_req r = { addr, len, prot, flags, pgoff };
	struct fd f = { NULL };
	struct file *hf;
	long ret;

	if (!(flags & MAP_ANONYMOUS)) {
		f = fdget(fd);
		if (!f.file)
			return -EBADF;
	}
	ret = huge_file_of(f.file, &r, &hf);
	if (!ret) {
		mmap_write_lock(current->mm);
		ret = do_mmap2(hf ?: f.file, r);
		mmap_write_unlock(current->mm);
	}
	if (hf)
		fput(hf);	/* the mapping holds it, or no one */
	fdput(f);
	return ret;
}

/* A huge mapping is cut on huge pages only (Linux's
 * hugetlb_vm_op_split: munmap(2), mprotect(2) EINVAL) */
static bool huge_cut_ok(struct mm_struct *mm, unsigned long start,
			unsigned long end)
{
	return hugetlb_split_ok(mm, start) && hugetlb_split_ok(mm, end);
}

long sys_munmap(unsigned long addr, unsigned long len)
{
	long ret;

	if ((addr & ~PAGE_MASK) || !len || !access_ok((void *)addr, len))
		return -EINVAL;
	mmap_write_lock(current->mm);
	ret = huge_cut_ok(current->mm, addr, PAGE_ALIGN(addr + len)) ?
		      do_munmap(current->mm, addr, PAGE_ALIGN(addr + len)) :
		      -EINVAL;
	mmap_write_unlock(current->mm);
	return ret;
}

/* Linux's vm_munmap(): munmap(2) for kernel code, on current's mm */
int vm_munmap(unsigned long start, size_t len)
{
	return (int)sys_munmap(start, len);
}
EXPORT_SYMBOL(vm_munmap);

/* The checks mprotect(2), msync(2) and madvise(2) share: addr aligned
 * (EINVAL), the range inside user space (ENOMEM).  *end gets the
 * range's end. */
static long check_range(unsigned long addr, unsigned long len,
			unsigned long *end)
{
	if (addr & ~PAGE_MASK)
		return -EINVAL;
	*end = addr + PAGE_ALIGN(len);
	if (*end < addr || *end > TASK_SIZE)
		return -ENOMEM;
	return 0;
}

/* The entry for va (if it has one) as vma now says */
static void protect_page(struct vm_area_struct *vma, unsigned long va)
{
	u32 *pte = user_pte_of(vma->vm_mm, va);
	struct page *page;

	if (!pte || !*pte)	/* not touched yet */
		return;
	page = pte_page(*pte);
	if (!page)
		return;	/* device memory: as its driver mapped it */
	*pte = (*pte & (PAGE_MASK | _PAGE_ACCESSED)) | _PAGE_USER |
	       user_page_prot(vma->vm_flags, *pte & _PAGE_SHARED,
			      page_count(page));
	if (!(*pte & _PAGE_PROTNONE))
		*pte |= _PAGE_PRESENT;
	flush_user_page(vma->vm_mm, va);
}

/*
 * Give the area holding va, from va up to end, the protection prot,
 * split off the rest: -EACCES if the area may not be so (no
 * VM_MAYWRITE: a shared mapping of a file not open for writing),
 * -ENOMEM if va is in no area, no memory was left for a split, or the
 * part would become data past RLIMIT_DATA (Linux 6.1's mprotect_fixup()).
 * *next gets where the area ends.
 */
static long protect_area(struct mm_struct *mm, unsigned long va,
			 unsigned long end, unsigned long prot,
			 unsigned long *next)
{
	struct vm_area_struct *vma = vma_at(mm, va);
	unsigned long flags, npages;

	if (!vma)
		return -ENOMEM;
	/* VM_MAYREAD... are VM_READ... shifted up by 4 */
	if ((prot & VM_PROT_MASK) & ~(vma->vm_flags >> 4))
		return -EACCES;
	flags = (vma->vm_flags & ~VM_PROT_MASK) | (prot & VM_PROT_MASK);
	npages = (min(end, vma->vm_end) - va) >> PAGE_SHIFT;
	if (!may_expand_vm(mm, flags, npages) &&
	    may_expand_vm(mm, vma->vm_flags, npages))
		return -ENOMEM;
	if (split_range(mm, va, min(end, vma->vm_end)))
		return -ENOMEM;
	vma = vma_at(mm, va);
	vma_change(vma, vma->vm_start, vma->vm_end, flags);
	vma->vm_page_prot = vm_get_page_prot(vma->vm_flags);
	for (*next = va; *next < vma->vm_end; *next += PAGE_SIZE)
		protect_page(vma, *next);
	return 0;
}

/*
 * mprotect(2): area by area, as Linux does, so that the areas before a
 * hole (ENOMEM) or an area that may not be so (EACCES) keep their new
 * protection.
 */
long sys_mprotect(unsigned long addr, unsigned long len, unsigned long prot)
{
	unsigned long end, va = addr;
	long err;

	if ((prot & ~(PROT_READ | PROT_WRITE | PROT_EXEC | PROT_SEM |
		      PROT_GROWSDOWN | PROT_GROWSUP)) ||
	    (prot & PROT_GROWSDOWN && prot & PROT_GROWSUP))
		return -EINVAL;
	err = check_range(addr, len, &end);
	mmap_write_lock(current->mm);
	if (!err && !huge_cut_ok(current->mm, addr, end))
		err = -EINVAL;
	while (!err && va < end)
		err = protect_area(current->mm, va, end, prot, &va);
	mmap_write_unlock(current->mm);
	return err;
}

/*
 * The areas of [start, end) as msync(2) walks them (Linux's): a hole
 * is ENOMEM, at once for MS_SYNC alone, else once the rest is done;
 * MS_INVALIDATE of a locked area (mm/mlock.c) is EBUSY.
 */
static long msync_areas(struct mm_struct *mm, unsigned long start,
			unsigned long end, int flags)
{
	struct vm_area_struct *vma = find_vma(mm, start);
	long unmapped = 0;

	for (; start < end; vma = vma->vm_next) {
		if (!vma || vma->vm_start >= end)
			return -ENOMEM;
		if (start < vma->vm_start) {
			if (flags == MS_SYNC)
				return -ENOMEM;
			unmapped = -ENOMEM;
		}
		if ((flags & MS_INVALIDATE) && (vma->vm_flags & VM_LOCKED))
			return -EBUSY;
		start = vma->vm_end;
	}
	return unmapped;
}

/* msync(2): the files are in memory, so a mapping is always in sync;
 * what is left is to check the call as Linux does */
long sys_msync(unsigned long addr, unsigned long len, int flags)
{
	unsigned long end;
	long err;

	if ((flags & ~(MS_ASYNC | MS_INVALIDATE | MS_SYNC)) ||
	    ((flags & MS_ASYNC) && (flags & MS_SYNC)))
		return -EINVAL;
	err = check_range(addr, len, &end);
	if (err)
		return err;
	mmap_read_lock(current->mm);
	err = msync_areas(current->mm, addr, end, flags);
	mmap_read_unlock(current->mm);
	return err;
}

/* The advice Linux 6.1 knows without huge pages or KSM: MADV_NORMAL to
 * MADV_WILLNEED, MADV_DONTNEED, MADV_FREE, MADV_DONTFORK and
 * MADV_DOFORK, MADV_DONTDUMP to MADV_PAGEOUT, and (Debian's
 * CONFIG_MEMORY_FAILURE) MADV_HWPOISON and MADV_SOFT_OFFLINE */
static bool advice_known(int advice)
{
	return (advice >= 0 && advice <= MADV_DONTNEED) ||
	       advice == MADV_FREE || advice == MADV_DONTFORK ||
	       advice == MADV_DOFORK ||
	       (advice >= MADV_DONTDUMP && advice <= 21) ||
	       advice == MADV_HWPOISON || advice == MADV_SOFT_OFFLINE;
}

/* Is vma private anonymous memory (Linux's vma_is_anonymous())? */
static bool private_anon(const struct vm_area_struct *vma)
{
	return !vma->vm_file && !(vma->vm_flags & VM_MAYSHARE);
}

/*
 * The vm_flags advice sets (*set) and clears (*clear) on vma, or the
 * errno it earns there (madvise(2) ERRORS, Linux's madvise_behavior()):
 * what fork(2) does with the area (mm/vma.c dup_mmap()), what a core
 * dump takes (fs/coredump.c); pages dropped from a locked area, or from
 * a driver's frames, would not come back as they were.
 */
static long advice_flags(int advice, const struct vm_area_struct *vma,
			 unsigned long *set, unsigned long *clear)
{
	unsigned long flags = vma->vm_flags;

	*set = *clear = 0;
	switch (advice) {
	case MADV_FREE:
		if (!private_anon(vma))
			return -EINVAL;
		/* fall through */
	case MADV_DONTNEED:
		return flags & (VM_LOCKED | VM_PFNMAP) ? -EINVAL : 0;
	case MADV_DONTFORK:
	case MADV_DOFORK:
		*(advice == MADV_DONTFORK ? set : clear) = VM_DONTCOPY;
		return flags & VM_IO ? -EINVAL : 0;
	case MADV_DONTDUMP:
	case MADV_DODUMP:
		*(advice == MADV_DONTDUMP ? set : clear) = VM_DONTDUMP;
		return advice == MADV_DODUMP && (flags & VM_SPECIAL) ?
			       -EINVAL : 0;
	case MADV_WIPEONFORK:
	case MADV_KEEPONFORK:
		*(advice == MADV_WIPEONFORK ? set : clear) = VM_WIPEONFORK;
		return advice == MADV_WIPEONFORK && !private_anon(vma) ?
			       -EINVAL : 0;
	}
	return 0;
}

/*
 * advice for the part of *vmap inside [start, end): its flags change,
 * the area split at the range's ends first if they do (*vmap is then
 * the part inside); MADV_DONTNEED drops the pages, and the next touch
 * finds a zeroed page, the file's, or the driver's again (madvise(2)).
 * Shared anonymous memory keeps its pages: they are all there is of it.
 */
static long advise_area(struct vm_area_struct **vmap, unsigned long start,
			unsigned long end, int advice)
{
	struct vm_area_struct *vma = *vmap;
	unsigned long set, clear, flags;
	long err = advice_flags(advice, vma, &set, &clear);

	if (err)
		return err;
	start = max(start, vma->vm_start);
	end = min(end, vma->vm_end);
	if (advice == MADV_DONTNEED && !needs_pages(vma))
		unmap_user_range(vma->vm_mm, start, end);
	flags = (vma->vm_flags & ~clear) | set;
	if (flags == vma->vm_flags)
		return 0;
	if (split_range(vma->vm_mm, start, end))
		return -ENOMEM;
	*vmap = vma_at(vma->vm_mm, start);
	vma_change(*vmap, (*vmap)->vm_start, (*vmap)->vm_end, flags);
	return 0;
}

/*
 * madvise(2): area by area, as Linux walks them, so that the areas
 * before one the advice does not fit keep it; the other advice is a
 * hint, taken or not.  A range with a hole is ENOMEM, once the areas
 * in it took the advice: an area's own error (EINVAL for shared memory
 * told MADV_WIPEONFORK, LTP's madvise02) comes first.
 */
static long do_madvise(struct mm_struct *mm, unsigned long addr,
		       unsigned long len, int advice)
{
	struct vm_area_struct *vma;
	unsigned long end, next = addr;
	bool hole = false;
	long err;

	err = check_range(addr, len, &end);
	for (vma = find_vma(mm, addr); !err && vma && vma->vm_start < end;
	     vma = vma->vm_next) {
		hole |= vma->vm_start > next;
		err = advise_area(&vma, addr, end, advice);
		next = vma->vm_end;
	}
	if (err)
		return err;
	return hole || next < end ? -ENOMEM : 0;
}

/* The write side, where Linux takes the read side for MADV_DONTNEED:
 * the entries dropped here are what a fault on another CPU fills, and
 * there is no page-table lock (Linux's pte lock) to keep the two apart */
long sys_madvise(unsigned long addr, unsigned long len, int advice)
{
	long err;

	if (!advice_known(advice) || (addr & ~PAGE_MASK) ||
	    (len && !PAGE_ALIGN(len)) || addr + PAGE_ALIGN(len) < addr)
		return -EINVAL;
	mmap_write_lock(current->mm);
	if (len && (advice == MADV_HWPOISON || advice == MADV_SOFT_OFFLINE))
		err = madvise_inject_error(current->mm, addr,
					   addr + PAGE_ALIGN(len), advice);
	else
		err = do_madvise(current->mm, addr, len, advice);
	mmap_write_unlock(current->mm);
	return err;
}

/* The room a stack keeps below it, free of other mappings (Linux's
 * stack_guard_gap: 256 pages) */
#define STACK_GUARD_GAP	(256UL << PAGE_SHIFT)

/* The area just below vma, or NULL */
static struct vm_area_struct *vma_prev(struct vm_area_struct *vma)
{
	struct vm_area_struct *prev = vma->vm_mm->mmap;

	if (prev == vma)
		return NULL;
	while (prev->vm_next != vma)
		prev = prev->vm_next;
	return prev;
}

/*
 * A touch of address, below the stack (VM_GROWSDOWN: mmap(2)
 * MAP_GROWSDOWN) that is the first area above it: the stack grows down
 * to address's page, as Linux's expand_downwards() lets it, unless the
 * stack would then be bigger than RLIMIT_STACK, take the process past
 * RLIMIT_AS (or, locked, past RLIMIT_MEMLOCK), or come closer than the
 * guard gap to an accessible area below that is no stack itself:
 * -ENOMEM (the touch is SIGSEGV).  -EFAULT for any other address.  The
 * caller holds mm's mmap_lock for writing.
 */
int expand_stack(struct mm_struct *mm, unsigned long address)
{
	struct vm_area_struct *vma = find_vma(mm, address), *prev;
	unsigned long grow;

	address &= PAGE_MASK;
	if (!vma || !(vma->vm_flags & VM_GROWSDOWN))
		return -EFAULT;
	if (vma->vm_start <= address)	/* another thread grew it */
		return 0;
	prev = vma_prev(vma);
	grow = (vma->vm_start - address) >> PAGE_SHIFT;
	if (address < MMAP_MIN_ADDR ||
	    vma->vm_end - address > rlimit(RLIMIT_STACK) ||
	    !may_expand_vm(mm, vma->vm_flags, grow) ||
	    !mlock_future_ok(mm, vma->vm_flags, grow) ||
	    (prev && !(prev->vm_flags & VM_GROWSDOWN) &&
	     (prev->vm_flags & VM_PROT_MASK) &&
	     address - prev->vm_end < STACK_GUARD_GAP))
		return -ENOMEM;
	vma_change(vma, address, vma->vm_end, vma->vm_flags);
	return 0;
}

/* vma grew to new_end: shared anonymous memory gets its new pages */
static long grow_area(struct vm_area_struct *vma, unsigned long new_end)
{
	unsigned long old_end = vma->vm_end;

	vma_change(vma, vma->vm_start, new_end, vma->vm_flags);
	if (needs_pages(vma) && vma_populate(vma, old_end, new_end)) {
		vma_change(vma, vma->vm_start, old_end, vma->vm_flags);
		unmap_user_range(vma->vm_mm, old_end, new_end);
		return -ENOMEM;
	}
	note_mapping(vma->vm_mm, vma->vm_start, new_end);
	return (long)vma->vm_start;
}

/* Move [from, from + len), an area of its own once split, to to (no
 * copy: the entries move), then let it grow to new_len */
static long move_area(struct mm_struct *mm, unsigned long from,
		      unsigned long len, unsigned long to,
		      unsigned long new_len)
{
	struct vm_area_struct *vma;
	unsigned long i;

	/* a move may split the old area in three on its way: it stays 4
	 * areas below vm.max_map_count, as Linux's move_vma() does */
	if (mm->map_count >= sysctl_max_map_count - 3)
		return -ENOMEM;
	if (split_range(mm, from, from + len))
		return -ENOMEM;
	for (i = 0; i < len; i += PAGE_SIZE)
		if (move_user_page(mm, from + i, to + i))
			return -ENOMEM;
	vma = vma_at(mm, from);
	vma_unlink(mm, vma);	/* uncounted, and counted again linked */
	vma->vm_start = to;
	vma->vm_end = to + len;
	vma_link(mm, vma);
	return grow_area(vma, to + new_len);
}

/* May vma take npages more (mremap(2) ERRORS): EAGAIN if it is locked
 * and RLIMIT_MEMLOCK has no room, ENOMEM past RLIMIT_AS or RLIMIT_DATA */
static long may_grow(struct vm_area_struct *vma, unsigned long npages)
{
	if (!mlock_future_ok(vma->vm_mm, vma->vm_flags, npages))
		return -EAGAIN;
	return may_expand_vm(vma->vm_mm, vma->vm_flags, npages) ? 0 : -ENOMEM;
}

/*
 * mremap(2): shrink in place; grow in place if no area holds the room
 * after the mapping, else (MREMAP_MAYMOVE) move it to the next free
 * room; or move it to new_addr (MREMAP_FIXED).  What grows is more of
 * what the area maps: zeroed memory, or the file's next pages.
 */
static long do_mremap(unsigned long addr, unsigned long old_len,
		      unsigned long new_len, unsigned long flags,
		      unsigned long new_addr)
{
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;
	unsigned long to = addr;
	long err;

	old_len = PAGE_ALIGN(old_len);
	new_len = PAGE_ALIGN(new_len);
	if ((flags & ~(MREMAP_MAYMOVE | MREMAP_FIXED)) ||
	    ((flags & MREMAP_FIXED) && !(flags & MREMAP_MAYMOVE)) ||
	    (addr & ~PAGE_MASK) || !new_len)
		return -EINVAL;
	if (flags & MREMAP_FIXED) {
		if ((new_addr & ~PAGE_MASK) || new_len > TASK_SIZE - new_addr ||
		    (new_addr < addr + old_len && addr < new_addr + new_len))
			return -EINVAL;
		/* refused before anything is unmapped: the unmap of new_addr
		 * and the move may each split an area in three, and a
		 * failure after them would leave the caller's memory half
		 * moved (the test of Linux's mremap_to()) */
		if (mm->map_count + 2 >= sysctl_max_map_count - 3)
			return -ENOMEM;
		if (do_munmap(mm, new_addr, new_addr + new_len))
			return -ENOMEM;
		to = new_addr;
	}
	if (old_len >= new_len && to == addr) {
		if (do_munmap(mm, addr + new_len, addr + old_len))
			return -ENOMEM;
		return (long)addr;
	}
	/* a driver's mapping is not moved or grown here (Linux moves one,
	 * and grows one without VM_DONTEXPAND: EFAULT for the rest) */
	vma = vma_at(mm, addr);
	if (!old_len || !vma || old_len > vma->vm_end - addr ||
	    vma_is_driver(vma))
		return -EFAULT;
	if (old_len > new_len && do_munmap(mm, addr + new_len, addr + old_len))
		return -ENOMEM;
	old_len = min(old_len, new_len);
	err = may_grow(vma, (new_len - old_len) >> PAGE_SHIFT);
	if (err)
		return err;
	if (to == addr && addr + old_len == vma->vm_end &&
	    new_len <= MMAP_END - min(addr, MMAP_END) &&
	    !vma_in_range(mm, addr + old_len, addr + new_len))
		return grow_area(vma, addr + new_len);
	if (to == addr) {
		if (!(flags & MREMAP_MAYMOVE))
			return -ENOMEM;
		err = place(mm, 0, new_len, 0, &to);
		if (err)
			return err;
	}
	return move_area(mm, addr, old_len, to, new_len);
}

long sys_mremap(unsigned long addr, unsigned long old_len,
		unsigned long new_len, unsigned long flags,
		unsigned long new_addr)
{
	long ret;

	mmap_write_lock(current->mm);
	ret = do_mremap(addr, old_len, new_len, flags, new_addr);
	mmap_write_unlock(current->mm);
	return ret;
}

/* Do the areas from vma on hold [vma's start, end) as one mapping: each
 * next one right after the last, of the same file and flags? */
static bool one_mapping(const struct vm_area_struct *vma, unsigned long end)
{
	const struct vm_area_struct *next = vma->vm_next;

	for (; vma->vm_end < end; vma = next, next = next->vm_next)
		if (!next || next->vm_start != vma->vm_end ||
		    next->vm_file != vma->vm_file ||
		    next->vm_flags != vma->vm_flags)
			return false;
	return true;
}

/*
 * remap_file_pages(2), deprecated since Linux 3.16 and emulated since
 * 4.0 as Linux does it: [start, start + size) of a shared file mapping
 * is mapped again, MAP_FIXED, from the file's page pgoff on, with the
 * area's protection (prot must be 0); EINVAL for anything else, and
 * for a System V segment removed while this was its last attach, which
 * goes with it (the range is left unmapped, as on Linux).
 */
static long do_remap_file_pages(unsigned long start, unsigned long size,
				unsigned long pgoff)
{
	struct vm_area_struct *vma = vma_at(current->mm, start);
	struct mmap_req r = { start, size, 0, MAP_SHARED | MAP_FIXED, pgoff };
	struct file *f;
	long ret;

	if (!vma || !(vma->vm_flags & VM_SHARED) || !vma->vm_file ||
	    !one_mapping(vma, start + size))
		return -EINVAL;
	r.prot = vma->vm_flags & VM_PROT_MASK;
	if (vma->vm_flags & VM_LOCKED)
		r.flags |= MAP_LOCKED;
	f = vma->vm_file;
	get_file(f);	/* the old area, and its reference, go first */
	ret = do_munmap(current->mm, start, start + size);
	if (!ret && shm_file_orphaned(f))	/* ipc/shm.c */
		ret = -EINVAL;
	if (!ret)
		ret = do_mmap2(f, r);
	fput(f);
	if (ret < 0)
		return ret;
	populate_range(current->mm, start, start + size);
	return 0;
}

long sys_remap_file_pages(unsigned long start, unsigned long size,
			  unsigned long prot, unsigned long pgoff,
			  unsigned long flags)
{
	static bool warned;
	long ret;

	if (!warned) {	/* once, as Linux warns (in words of its own) */
		warned = true;
		pr_warn("%s (%d): remap_file_pages() is deprecated, emulated by mmap(2)\n",
			current->comm, current->pid);
	}
	start &= PAGE_MASK;
	size &= PAGE_MASK;
	if (prot || start + size <= start ||
	    pgoff + (size >> PAGE_SHIFT) < pgoff)
		return -EINVAL;
	mmap_write_lock(current->mm);
	ret = do_remap_file_pages(start, size, pgoff);
	mmap_write_unlock(current->mm);
	return ret;
}
