// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mmap.c - a process's address space: creating, copying and freeing
 * it, and the calls that shape it: brk(2), mmap2(2), munmap(2),
 * mprotect(2), mremap(2), msync(2), madvise(2).
 *
 * The heap starts after the program's last segment (fs/exec.c sets
 * start_brk) and mappings are handed out upwards from MMAP_BASE, never
 * reused (MAP_FIXED aside): enough for the static programs here.
 * Private anonymous memory gets its pages when first touched, any other
 * mapping is made whole when it is created; what kind of page each one
 * is lives in its page-table entry (include/asm/page.h), so there are
 * no area descriptors to keep, but for the mappings drivers make
 * (mm/vma.c), which may get their pages at the first touch.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

/* mmap(2) flags and protections (include/uapi/asm-generic/mman*.h) */
#define PROT_READ	0x1
#define PROT_WRITE	0x2
#define PROT_EXEC	0x4
#define PROT_SEM	0x8
#define PROT_GROWSDOWN	0x01000000
#define PROT_GROWSUP	0x02000000
#define MAP_SHARED	0x01
#define MAP_PRIVATE	0x02
#define MAP_SHARED_VALIDATE 0x03
#define MAP_TYPE	0x0f
#define MAP_FIXED	0x10
#define MAP_ANONYMOUS	0x20
/* the flags MAP_SHARED_VALIDATE knows (Linux's LEGACY_MAP_MASK and more) */
#define MAP_KNOWN	0x000fffffUL
#define MREMAP_MAYMOVE	1
#define MREMAP_FIXED	2
#define MS_ASYNC	1
#define MS_INVALIDATE	2
#define MS_SYNC		4
#define MADV_DONTNEED	4

/* Where mappings may go: below the stack (fs/exec.c's USER_LOAD_END) */
#define MMAP_END	(TASK_SIZE - USER_STACK_TOP_ROOM)

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
	mm->mm_users = 1;
	return mm;
}

/* The last task using mm is done with it */
void mmput(struct mm_struct *mm)
{
	if (--mm->mm_users)
		return;
	pgd_free(mm->pgd);
	exit_mmap(mm);
	kfree(mm);
}

struct mm_struct *dup_mm(struct mm_struct *old)
{
	struct mm_struct *mm = mm_alloc();

	if (!mm)
		return NULL;
	mm->start_brk = old->start_brk;
	mm->brk = old->brk;
	mm->mmap_base = old->mmap_base;
	mm->start_stack = old->start_stack;
	mm->arg_start = old->arg_start;
	mm->arg_end = old->arg_end;
	mm->env_start = old->env_start;
	mm->env_end = old->env_end;
	memcpy(mm->exe, old->exe, sizeof(mm->exe));
	if (copy_user_pages(mm, old) || dup_mmap(mm, old)) {
		mmput(mm);
		return NULL;
	}
	return mm;
}

/* Map [start, end) with zeroed pages; on failure, unmap what was new. */
int map_user_range(struct mm_struct *mm, unsigned long start,
		   unsigned long end, bool writable)
{
	unsigned long va;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE)
		if (map_user_page(mm, va, writable)) {
			unmap_user_range(mm, start, va);
			return -ENOMEM;
		}
	return 0;
}

/* brk(2): the raw call returns the new break, or the old one on failure */
long sys_brk(unsigned long brk)
{
	struct mm_struct *mm = current->mm;
	unsigned long old_end = PAGE_ALIGN(mm->brk);

	if (brk < mm->start_brk || brk >= MMAP_BASE)
		return (long)mm->brk;
	if (PAGE_ALIGN(brk) > old_end &&
	    map_user_range(mm, old_end, PAGE_ALIGN(brk), true))
		return (long)mm->brk;
	if (PAGE_ALIGN(brk) < old_end &&
	    do_munmap(mm, PAGE_ALIGN(brk), old_end))
		return (long)mm->brk;
	mm->brk = brk;
	return (long)brk;
}

/*
 * The page-table bits for a page mapped with prot: PROT_NONE keeps the
 * page out of reach; a shared page is writable as asked; a private one
 * is writable at once only if nothing else holds it (count: its
 * references, this entry's included), else copy-on-write.  PROT_EXEC
 * and PROT_READ are the same thing to a 32-bit i386 page table.
 */
static u32 page_prot(unsigned long prot, bool shared, unsigned int count)
{
	u32 kind = shared ? _PAGE_SHARED : 0;

	if (!(prot & (PROT_READ | PROT_WRITE | PROT_EXEC)))
		return kind | _PAGE_PROTNONE;
	if (!(prot & PROT_WRITE))
		return kind;
	return kind | (shared || count == 1 ? _PAGE_RW : _PAGE_COW);
}

/* vm_flags for a mapping with prot (Linux's PROT_* and VM_* agree) */
#define VM_PROT_MASK	(VM_READ | VM_WRITE | VM_EXEC)

/* The entries' bits for a driver's mapping: a private one is
 * copy-on-write, for the driver's page is never the process's own */
pgprot_t vm_get_page_prot(unsigned long vm_flags)
{
	return __pgprot(page_prot(vm_flags & VM_PROT_MASK,
				  vm_flags & VM_SHARED, 2));
}

/* How a mapping's pages come: a file's, its driver's (file), or (both
 * NULL) new zeroed ones */
struct mapping {
	struct file *file;
	struct inode *inode;
	unsigned long pgoff;	/* the file page of the first one */
	unsigned long prot;
	bool shared;
};

/* The page for the mapping's page i at va: a new one (for private
 * memory, when first touched), or the file's; past the end of the
 * file, the marker that makes touching it SIGBUS */
static int map_one(struct mm_struct *mm, const struct mapping *m,
		   unsigned long va, unsigned long i)
{
	u64 index = (u64)m->pgoff + i;
	struct page *page;
	int err;

	if (!m->inode && !m->shared)	/* a page when first touched */
		return set_user_pte(mm, va,
				    _PAGE_DEMAND | page_prot(m->prot, false, 1));
	if (!m->inode) {
		page = alloc_zeroed_user_page();
		if (!page)
			return -ENOMEM;
		err = install_user_page(mm, va, page,
					page_prot(m->prot, true, 1));
		put_page(page);
		return err;
	}
	if (index << PAGE_SHIFT >= m->inode->size)
		return set_user_pte(mm, va, _PAGE_SIGBUS);
	page = find_or_create_page(m->inode, (unsigned long)index);
	if (!page)
		return -ENOMEM;
	return install_user_page(mm, va, page,
				 page_prot(m->prot, m->shared,
					   m->shared ? 1 : 2));
}

static int map_range(struct mm_struct *mm, const struct mapping *m,
		      unsigned long start, unsigned long len)
{
	unsigned long i;

	if (m->inode && filemap_own(m->inode))
		return -ENOMEM;
	for (i = 0; i < len >> PAGE_SHIFT; i++)
		if (map_one(mm, m, start + (i << PAGE_SHIFT), i)) {
			unmap_user_range(mm, start, start + (i << PAGE_SHIFT));
			return -ENOMEM;
		}
	return 0;
}

/*
 * What an open file gives a mapping (mmap(2) ERRORS): the file must be
 * open for reading, and for writing too if a shared mapping may write
 * it; then a regular file gives its pages, /dev/zero new zeroed ones
 * (as anonymous memory), and anything else cannot be mapped.
 */
static long file_mapping(struct mapping *m, struct file *f)
{
	struct inode *inode = f->f_inode;
	unsigned int acc = f->f_flags & O_ACCMODE;

	if (acc == O_WRONLY ||
	    (m->shared && (m->prot & PROT_WRITE) && acc != O_RDWR))
		return -EACCES;
	if (f->f_op == &zero_fops)
		return 0;
	if (f->f_op->mmap) {
		m->file = f;
		return 0;
	}
	if (!inode || inode->is_dir || inode->show || inode->fops)
		return -ENODEV;
	m->inode = inode;
	return 0;
}

/* Where len bytes go: addr itself for MAP_FIXED, else the next free room */
static long place(struct mm_struct *mm, unsigned long addr,
		  unsigned long len, unsigned long flags)
{
	if (!(flags & MAP_FIXED))
		return len > MMAP_END - mm->mmap_base ? -ENOMEM :
						       (long)mm->mmap_base;
	if (addr & ~PAGE_MASK)
		return -EINVAL;
	if (len > TASK_SIZE - addr)
		return -ENOMEM;
	return (long)addr;
}

/*
 * The vm_flags of a driver's mapping, as Linux's do_mmap() makes them:
 * a shared mapping of a file not open for writing can never write it,
 * so it is not shared either; a private one may become writable
 * (mprotect(2)), its pages copied on write.
 */
static unsigned long mapping_vm_flags(const struct mapping *m)
{
	unsigned long flags = (m->prot & VM_PROT_MASK) | VM_MAYREAD |
			      VM_MAYWRITE | VM_MAYEXEC;

	if (!m->shared)
		return flags;
	flags |= VM_SHARED | VM_MAYSHARE;
	if (!(m->file->f_mode & FMODE_WRITE))
		flags &= ~(VM_MAYWRITE | VM_SHARED);
	return flags;
}

/* Map [start, start + len) as m says, after whatever was there */
static long do_map(struct mm_struct *mm, const struct mapping *m,
		   unsigned long start, unsigned long len)
{
	long err = do_munmap(mm, start, start + len);

	if (!err && m->file)
		err = mmap_region(m->file, start, len, mapping_vm_flags(m),
				  m->pgoff);
	else if (!err)
		err = map_range(mm, m, start, len);
	if (err)
		return err;
	if (start + len > mm->mmap_base && start < MMAP_END)
		mm->mmap_base = start + len;
	return (long)start;
}

/* mmap2(2), the checks in Linux's order (mm/mmap.c do_mmap()); f is
 * held by the caller, and by the mapping once made (mm/vma.c) */
static long do_mmap2(struct mapping m, struct file *f, unsigned long addr,
		     unsigned long len, unsigned long flags)
{
	unsigned long type = flags & MAP_TYPE, pgoff = m.pgoff;
	long start, err;

	if (!len)
		return -EINVAL;
	if (len > TASK_SIZE)
		return -ENOMEM;
	len = PAGE_ALIGN(len);
	if (pgoff + (len >> PAGE_SHIFT) < pgoff)
		return -EOVERFLOW;
	start = place(current->mm, addr, len, flags);
	if (start < 0)
		return start;
	if (f && type == MAP_SHARED_VALIDATE && (flags & ~MAP_KNOWN))
		return -EOPNOTSUPP;
	if (type != MAP_SHARED && type != MAP_PRIVATE &&
	    type != MAP_SHARED_VALIDATE)
		return -EINVAL;
	m.shared = type != MAP_PRIVATE;
	if (f && (err = file_mapping(&m, f)))
		return err;
	return do_map(current->mm, &m, (unsigned long)start, len);
}

long sys_mmap2(unsigned long addr, unsigned long len, unsigned long prot,
	       unsigned long flags, unsigned long fd, unsigned long pgoff)
{
	struct mapping m = { .prot = prot, .pgoff = pgoff };
	struct fd f = { NULL };
	long ret;

	if (!(flags & MAP_ANONYMOUS)) {
		f = fdget(fd);
		if (!f.file)
			return -EBADF;
	}
	ret = do_mmap2(m, f.file, addr, len, flags);
	fdput(f);
	return ret;
}

long sys_munmap(unsigned long addr, unsigned long len)
{
	if ((addr & ~PAGE_MASK) || !len || !access_ok((void *)addr, len))
		return -EINVAL;
	return do_munmap(current->mm, addr, PAGE_ALIGN(addr + len));
}

/* Is page va mapped: a page, a file's SIGBUS end, or a page of a
 * driver's mapping (which may come at the first touch)? */
static bool page_mapped(struct mm_struct *mm, unsigned long va)
{
	u32 *pte = user_pte_of(mm, va);

	return (pte && *pte) || vma_flags_in(mm, va, va + PAGE_SIZE);
}

static bool range_mapped(struct mm_struct *mm, unsigned long start,
			 unsigned long end)
{
	unsigned long va;

	for (va = start; va < end; va += PAGE_SIZE)
		if (!page_mapped(mm, va))
			return false;
	return true;
}

/* The checks mprotect(2), msync(2) and madvise(2) share: addr aligned
 * (EINVAL), the range inside user space and all mapped (ENOMEM).
 * *end gets the range's end. */
static long check_range(unsigned long addr, unsigned long len,
			unsigned long *end)
{
	if (addr & ~PAGE_MASK)
		return -EINVAL;
	*end = addr + PAGE_ALIGN(len);
	if (*end < addr || *end > TASK_SIZE)
		return -ENOMEM;
	return range_mapped(current->mm, addr, *end) ? 0 : -ENOMEM;
}

/* Give the entry for va (if it has one) the protection prot */
static void protect_page(struct mm_struct *mm, unsigned long va,
			 unsigned long prot)
{
	u32 *pte = user_pte_of(mm, va);
	struct page *page;

	if (!pte || !*pte)	/* a driver's page not touched yet */
		return;
	page = pte_page(*pte);
	if (pte_demand(*pte))
		*pte = _PAGE_DEMAND | page_prot(prot, false, 1);
	if (!page)
		return;	/* a SIGBUS page stays one */
	*pte = (*pte & PAGE_MASK) | _PAGE_USER |
	       page_prot(prot, *pte & _PAGE_SHARED, page_count(page));
	if (!(*pte & _PAGE_PROTNONE))
		*pte |= _PAGE_PRESENT;
	flush_user_page(mm, va);
}

/* mprotect(2).  A MAP_SHARED page of a file opened read-only is not told
 * from others here: PROT_WRITE on it is not refused (Linux: EACCES), but
 * in a driver's mapping (mprotect_vmas()). */
long sys_mprotect(unsigned long addr, unsigned long len, unsigned long prot)
{
	struct mm_struct *mm = current->mm;
	unsigned long end, va;
	long err;

	if ((prot & ~(PROT_READ | PROT_WRITE | PROT_EXEC | PROT_SEM |
		      PROT_GROWSDOWN | PROT_GROWSUP)) ||
	    (prot & PROT_GROWSDOWN && prot & PROT_GROWSUP))
		return -EINVAL;
	err = check_range(addr, len, &end);
	if (!err)
		err = mprotect_vmas(mm, addr, end, prot);
	if (err)
		return err;
	for (va = addr; va < end; va += PAGE_SIZE)
		protect_page(mm, va, prot);
	return 0;
}

/* msync(2): the files are in memory, so a mapping is always in sync;
 * what is left is to check the call as Linux does */
long sys_msync(unsigned long addr, unsigned long len, int flags)
{
	unsigned long end;

	if ((flags & ~(MS_ASYNC | MS_INVALIDATE | MS_SYNC)) ||
	    ((flags & MS_ASYNC) && (flags & MS_SYNC)))
		return -EINVAL;
	return check_range(addr, len, &end);
}

/* The prot a page's entry was given (mremap(2) extends a mapping so) */
static unsigned long entry_prot(u32 entry)
{
	if (entry & _PAGE_PROTNONE)
		return 0;
	return PROT_READ | (entry & (_PAGE_RW | _PAGE_COW) ? PROT_WRITE : 0);
}

/* MADV_DONTNEED on a private page: it goes, and the next touch finds a
 * zeroed one, as anonymous memory does once dropped (madvise(2)); a
 * shared page keeps
 * what it holds, as the object behind it does.  (A private mapping of a
 * file would read the file again on Linux: here it reads zeros.) */
static int drop_private_page(struct mm_struct *mm, unsigned long va)
{
	u32 entry, *pte = user_pte_of(mm, va);
	struct mapping anon = { 0 };

	if (vma_flags_in(mm, va, va + PAGE_SIZE)) {	/* the driver's again */
		unmap_user_range(mm, va, va + PAGE_SIZE);
		return 0;
	}
	entry = *pte;
	anon.prot = entry_prot(entry);
	if (!pte_page(entry) || (entry & _PAGE_SHARED))
		return 0;
	return map_one(mm, &anon, va, 0);
}

/* The advice Linux 6.1 knows without huge pages or KSM: MADV_NORMAL to
 * MADV_WILLNEED, MADV_DONTNEED, MADV_FREE, MADV_DONTFORK and
 * MADV_DOFORK, MADV_DONTDUMP to MADV_PAGEOUT */
static bool advice_known(int advice)
{
	return (advice >= 0 && advice <= MADV_DONTNEED) || advice == 8 ||
	       advice == 10 || advice == 11 || (advice >= 16 && advice <= 21);
}

/* madvise(2): advice is a hint, taken or not, but for MADV_DONTNEED */
long sys_madvise(unsigned long addr, unsigned long len, int advice)
{
	unsigned long end, va;
	long err;

	if (!advice_known(advice) || (addr & ~PAGE_MASK) ||
	    (len && !PAGE_ALIGN(len)) || addr + PAGE_ALIGN(len) < addr)
		return -EINVAL;
	err = check_range(addr, len, &end);
	if (err || advice != MADV_DONTNEED)
		return err;
	/* frames a driver mapped at mmap time would not come back */
	if (vma_flags_in(current->mm, addr, end) & (VM_PFNMAP | VM_LOCKED))
		return -EINVAL;
	for (va = addr; va < end; va += PAGE_SIZE)
		if (drop_private_page(current->mm, va))
			return -ENOMEM;
	return 0;
}

/* Move [from, from + len)'s pages to to (no copy: the entries move),
 * and map new pages like the last one from to + len to to + new_len */
static long move_and_grow(struct mm_struct *mm, unsigned long from,
			  unsigned long len, unsigned long to,
			  unsigned long new_len)
{
	u32 last = *user_pte_of(mm, from + len - PAGE_SIZE);
	const struct mapping more = { .prot = entry_prot(last),
				      .shared = last & _PAGE_SHARED };
	unsigned long i;

	for (i = 0; to != from && i < len; i += PAGE_SIZE)
		if (move_user_page(mm, from + i, to + i))
			return -ENOMEM;
	return do_map(mm, &more, to + len, new_len - len) < 0 ? -ENOMEM :
								(long)to;
}

/*
 * mremap(2): shrink in place; grow in place if the mapping is the last
 * one made, else (MREMAP_MAYMOVE) move it to the next free room; or
 * move it to new_addr (MREMAP_FIXED).  What grows is anonymous memory
 * like the mapping's last page (a file's mapping would grow with the
 * file's pages on Linux).
 */
long sys_mremap(unsigned long addr, unsigned long old_len,
		unsigned long new_len, unsigned long flags,
		unsigned long new_addr)
{
	struct mm_struct *mm = current->mm;
	unsigned long to = addr;

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
	if (!old_len || addr + old_len < addr || addr + old_len > TASK_SIZE ||
	    !range_mapped(mm, addr, addr + old_len) ||
	    vma_flags_in(mm, addr, addr + old_len))
		return -EFAULT;
	if (to == addr && addr + old_len != mm->mmap_base) {
		if (!(flags & MREMAP_MAYMOVE) ||
		    new_len > MMAP_END - mm->mmap_base)
			return -ENOMEM;
		to = mm->mmap_base;
	}
	if (old_len > new_len)
		unmap_user_range(mm, addr + new_len, addr + old_len);
	return move_and_grow(mm, addr, min(old_len, new_len), to, new_len);
}
