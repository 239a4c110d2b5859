// SPDX-License-Identifier: GPL-2.0
/*
 * mm/memory.c - the pages of a mapping (mm/vma.c), which come at the
 * first touch (handle_mm_fault()): a zeroed page for anonymous memory,
 * the file's page from the page cache (mm/filemap.c), copy-on-write
 * for a private mapping; and those of a driver's mapping, the frames
 * its mmap operation maps at once (remap_pfn_range()) or the pages its
 * fault handler gives (do_vma_fault()).
 *
 * A frame the page allocator handed out is counted while mapped
 * (get_page()), so memory a driver frees while a process still maps it
 * stays, unused by anyone else, until the mapping goes; a reserved frame
 * (the kernel image, BIOS memory) or one past RAM (device memory) is
 * never freed, so it is not counted.  A free frame is no one's to map:
 * it is refused, where Linux would hand it to the next allocation with
 * the mapping still on it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched/signal.h"
#include "linux/shmem_fs.h"
#include "linux/signal.h"
#include "asm/uaccess.h"

/*
 * The page-table bits for a page of an area with vm_flags: PROT_NONE
 * keeps the page out of reach; a shared page is writable as the area
 * is; a private one is writable at once only if nothing else holds it
 * (count: its references, this entry's included), else copy-on-write.
 * VM_EXEC and VM_READ are the same thing to a 32-bit i386 page table.
 */
u32 user_page_prot(unsigned long vm_flags, bool shared, unsigned int count)
{
	u32 kind = shared ? _PAGE_SHARED : 0;

	if (!(vm_flags & (VM_READ | VM_WRITE | VM_EXEC)))
		return kind | _PAGE_PROTNONE;
	if (!(vm_flags & VM_WRITE))
		return kind;
	return kind | (shared || count == 1 ? _PAGE_RW : _PAGE_COW);
}

/* The entries' bits for a driver's mapping: a private one is
 * copy-on-write, for the driver's page is never the process's own */
pgprot_t vm_get_page_prot(unsigned long vm_flags)
{
	return __pgprot(user_page_prot(vm_flags, vm_flags & VM_SHARED, 2));
}

/* The file page of the area's page at address */
static unsigned long vma_pgoff(const struct vm_area_struct *vma,
			       unsigned long address)
{
	return vma->vm_pgoff + ((address - vma->vm_start) >> PAGE_SHIFT);
}

/* May the area be touched so (Linux's access_error())? */
bool vma_allows(const struct vm_area_struct *vma, bool write)
{
	return vma->vm_flags &
	       (write ? VM_WRITE : VM_READ | VM_WRITE | VM_EXEC);
}

/* Map frame pfn at addr in vma with prot's bits */
static int insert_pfn(struct vm_area_struct *vma, unsigned long addr,
		      unsigned long pfn, pgprot_t prot)
{
	if (pfn_valid(pfn) &&
	    !(pfn_to_page(pfn)->flags & (PG_used | PG_reserved)))
		return -EINVAL;
	return install_user_pfn(vma->vm_mm, addr, pfn, pgprot_val(prot));
}

/* Can a write to the mapping copy its pages (MAP_PRIVATE, writable)? */
static bool is_cow_mapping(unsigned long vm_flags)
{
	return (vm_flags & (VM_SHARED | VM_MAYWRITE)) == VM_MAYWRITE;
}

/*
 * Map the frames from pfn on at [addr, addr + size) of vma, now.  A
 * private mapping must be mapped whole: its vm_pgoff becomes pfn, as in
 * Linux.  -EINVAL for a range outside vma, -ENOMEM with nothing mapped
 * if a page table could not be had.
 */
int remap_pfn_range(struct vm_area_struct *vma, unsigned long addr,
		    unsigned long pfn, unsigned long size, pgprot_t prot)
{
	unsigned long end = addr + PAGE_ALIGN(size), va;
	int err = 0;

	if ((addr & ~PAGE_MASK) || addr < vma->vm_start || end < addr ||
	    end > vma->vm_end)
		return -EINVAL;
	if (is_cow_mapping(vma->vm_flags)) {
		if (addr != vma->vm_start || end != vma->vm_end)
			return -EINVAL;
		vma->vm_pgoff = pfn;
	}
	vma->vm_flags |= VM_IO | VM_PFNMAP | VM_DONTEXPAND | VM_DONTDUMP;
	for (va = addr; va < end && !err; va += PAGE_SIZE)
		err = insert_pfn(vma, va, pfn + ((va - addr) >> PAGE_SHIFT),
				 prot);
	if (err)
		unmap_user_range(vma->vm_mm, addr, va);
	return err;
}
EXPORT_SYMBOL(remap_pfn_range);

/*
 * Map the physical range [start, start + len) into all of vma, from its
 * vm_pgoff'th page on: the driver gives its memory, the range checks
 * are here (Linux's helper for simple drivers).  -EINVAL if the mapping
 * reaches past the range.
 */
int vm_iomap_memory(struct vm_area_struct *vma, phys_addr_t start,
		    unsigned long len)
{
	unsigned long pages, vm_pages;

	if (start + len < start)
		return -EINVAL;
	pages = (len + (start & ~PAGE_MASK) + PAGE_SIZE - 1) >> PAGE_SHIFT;
	vm_pages = (vma->vm_end - vma->vm_start) >> PAGE_SHIFT;
	if (vma->vm_pgoff > pages || vm_pages > pages - vma->vm_pgoff)
		return -EINVAL;
	return remap_pfn_range(vma, vma->vm_start,
			       (start >> PAGE_SHIFT) + vma->vm_pgoff,
			       vm_pages << PAGE_SHIFT, vma->vm_page_prot);
}
EXPORT_SYMBOL(vm_iomap_memory);

/* A fault handler's way to map a frame itself */
vm_fault_t vmf_insert_pfn(struct vm_area_struct *vma, unsigned long addr,
			  unsigned long pfn)
{
	int err = insert_pfn(vma, addr & PAGE_MASK, pfn, vma->vm_page_prot);

	if (err == -ENOMEM)
		return VM_FAULT_OOM;
	return err ? VM_FAULT_SIGBUS : VM_FAULT_NOPAGE;
}
EXPORT_SYMBOL(vmf_insert_pfn);

/* The signal for what the handler said, or 0 once vmf's page is mapped;
 * its reference on the page passes to the page-table entry */
static int fault_result(struct vm_fault *vmf, vm_fault_t ret)
{
	struct vm_area_struct *vma = vmf->vma;
	u32 *pte;
	int err;

	if (ret & VM_FAULT_OOM)
		return SIGKILL;
	if (ret & VM_FAULT_SIGSEGV)
		return SIGSEGV;
	if (ret & VM_FAULT_ERROR)
		return SIGBUS;
	if (ret & VM_FAULT_NOPAGE) {
		/* nothing mapped: SIGBUS, where Linux would retry forever */
		pte = user_pte_of(vma->vm_mm, vmf->address);
		return pte && *pte ? 0 : SIGBUS;
	}
	err = insert_pfn(vma, vmf->address, page_to_pfn(vmf->page),
			 vma->vm_page_prot);
	put_page(vmf->page);
	if (err)
		return err == -ENOMEM ? SIGKILL : SIGBUS;
	return 0;
}

/*
 * The first touch of a page of a driver's area that has no entry yet:
 * the driver's fault handler gives the page.  0 once it is mapped, else
 * the signal the access earns (SIGSEGV: the area does not allow it,
 * SIGBUS: the driver has no page there).
 */
int do_vma_fault(struct vm_area_struct *vma, unsigned long address,
		 bool write)
{
	struct vm_fault vmf;

	if (!vma_allows(vma, write))
		return SIGSEGV;
	if (!vma->vm_ops || !vma->vm_ops->fault)
		return SIGBUS;
	vmf = (struct vm_fault){
		.vma = vma,
		.gfp_mask = GFP_KERNEL,
		.address = address & PAGE_MASK,
		.real_address = address,
		.pgoff = vma_pgoff(vma, address),
		.flags = FAULT_FLAG_USER | (write ? FAULT_FLAG_WRITE : 0),
	};
	return fault_result(&vmf, vma->vm_ops->fault(&vmf));
}

/*
 * The first touch of a page of a file's mapping: the page cache's page,
 * shared as it is (MAP_SHARED) or copy-on-write (MAP_PRIVATE: the cache
 * keeps its own reference, so the first write copies it).  A page past
 * the end of the file is SIGBUS (mmap(2)), whatever the file's size was
 * when it was mapped.
 */
static int file_fault(struct vm_area_struct *vma, unsigned long address)
{
	struct inode *inode = file_inode(vma->vm_file);
	u64 index = vma_pgoff(vma, address);
	bool shared = vma->vm_flags & VM_MAYSHARE;
	struct page *page;

	if (index << PAGE_SHIFT >= inode->size)
		return SIGBUS;
	if (filemap_own(inode))
		return SIGKILL;
	page = find_or_create_page(inode, (unsigned long)index);
	if (!page)	/* a full tmpfs: SIGBUS, as Linux's shmem_fault() */
		return shmem_full(inode->i_shmem) ? SIGBUS : SIGKILL;
	return fill_user_page(vma->vm_mm, address, page,
			      user_page_prot(vma->vm_flags, shared,
					     shared ? 1 : 2)) ? SIGKILL : 0;
}

/* The first touch of a page of anonymous memory: a zeroed page */
static int anon_fault(struct vm_area_struct *vma, unsigned long address)
{
	struct page *page = alloc_zeroed_user_page();
	int err;

	if (!page)
		return SIGKILL;
	err = fill_user_page(vma->vm_mm, address, page,
			     user_page_prot(vma->vm_flags,
					    vma->vm_flags & VM_MAYSHARE, 1));
	put_page(page);		/* the entry holds it now, or no one */
	return err ? SIGKILL : 0;
}

/* Give [start, end) of vma its pages now (shared anonymous memory,
 * whose pages are what its sharers share; the heap): 0, or -ENOMEM */
int vma_populate(struct vm_area_struct *vma, unsigned long start,
		 unsigned long end)
{
	unsigned long va;

	for (va = start; va < end; va += PAGE_SIZE)
		if (anon_fault(vma, va))
			return -ENOMEM;
	return 0;
}

/*
 * A touch of address, in vma, whose page has no entry yet (not a
 * driver's area: do_vma_fault()): 0 once the page is mapped, else the
 * signal it earns (SIGKILL: no memory, as Linux's OOM would).
 */
int handle_mm_fault(struct vm_area_struct *vma, unsigned long address,
		    bool write)
{
	u32 *pte;

	if (!vma_allows(vma, write))
		return SIGSEGV;
	address &= PAGE_MASK;
	/* Another thread of the process faulted here too and mapped the page
	 * while this one slept for mmap_lock (fault_lock_mm()): the access
	 * only needs retrying.  A second page would replace the first, and
	 * what was written to it since would be lost (a glibc mutex and the
	 * count it guarded, in tests/glibc/pthreads.c).
	 * Two faults at once both get past this test: the page table lock
	 * decides which maps its page (fill_user_page()), as
	 * Linux's do_anonymous_page() tests Linux's pte_none() under it. */
	pte = user_pte_of(vma->vm_mm, address);
	if (pte && (*pte & _PAGE_PRESENT))
		return 0;
	if (user_page_poisoned(vma->vm_mm, address))	/* mm/memory-failure.c */
		return SIGBUS;
	if (vma->vm_file)
		return file_fault(vma, address);
	return anon_fault(vma, address);
}

/*
 * The file's pages from index first on are gone (truncate(2)): every
 * mapping of them, in every address space, loses its entries, private
 * copies included, so the next touch is SIGBUS past the new end, or
 * the file's page again if the file grew back (Linux's
 * unmap_mapping_pages() with even_cows).  A running program keeps its
 * own copy of its file (Linux refuses to write that file: ETXTBSY).
 */
void unmap_mapping_pages(struct inode *inode, unsigned long first)
{
	unmap_mapping_range_pages(inode, first, ULONG_MAX);
}

/* The same for the file's pages [first, last) alone (a hole punched in
 * a hugetlbfs file, fs/hugetlbfs/inode.c) */
void unmap_mapping_range_pages(struct inode *inode, unsigned long first,
			       unsigned long last)
{
	struct vm_area_struct *vma;
	struct task_struct *p;

	rcu_read_lock();	/* no task released under the walk */
	for_each_process(p) {
		for (vma = p->mm ? p->mm->mmap : NULL; vma;
		     vma = vma->vm_next) {
			unsigned long start = vma->vm_start, end = vma->vm_end;

			if (!vma->vm_file ||
			    (vma_is_driver(vma) && !is_vm_hugetlb_page(vma)) ||
			    file_inode(vma->vm_file) != inode ||
			    vma->vm_file->f_op == &program_file_fops ||
			    vma_pgoff(vma, vma->vm_end) <= first ||
			    vma->vm_pgoff >= last)
				continue;
			if (first > vma->vm_pgoff)
				start += (first - vma->vm_pgoff) << PAGE_SHIFT;
			if (vma_pgoff(vma, vma->vm_end) > last)
				end -= (vma_pgoff(vma, vma->vm_end) - last)
				       << PAGE_SHIFT;
			unmap_user_range(p->mm, start, end);
		}
	}
	rcu_read_unlock();
}

/*
 * The kernel's view of mm's page at addr for an access from another
 * process (access_process_vm()), brought in as the owner's own touch
 * would bring it; with FOLL_WRITE a private page of its own, which
 * FOLL_FORCE gets even where the owner may not write (read-only text).
 * NULL where there is no such memory, or a shared page it may not
 * write, or a driver's.  mm's mmap_lock held.
 */
static void *remote_page(struct mm_struct *mm, unsigned long addr,
			 unsigned int gup_flags)
{
	bool write = gup_flags & FOLL_WRITE;
	struct vm_area_struct *vma = addr < TASK_SIZE ? vma_at(mm, addr) : NULL;
	u32 *pte;

	if (!vma || vma_is_driver(vma))
		return NULL;
	if (write && !(vma->vm_flags & VM_WRITE) &&
	    (!(gup_flags & FOLL_FORCE) || (vma->vm_flags & VM_MAYSHARE)))
		return NULL;
	pte = user_pte_of(mm, addr);
	if ((!pte || !(*pte & _PAGE_PRESENT)) && handle_mm_fault(vma, addr, false))
		return NULL;
	if (write && !(vma->vm_flags & VM_MAYSHARE) &&
	    force_private_page(mm, addr))
		return NULL;
	return user_page_address(mm, addr);
}

/*
 * len bytes between buf and mm's memory at addr, into it with
 * FOLL_WRITE: how many were copied before the first byte that could not
 * be, as Linux's access_remote_vm() counts them.  mm is held.
 */
int access_remote_vm(struct mm_struct *mm, unsigned long addr, void *buf,
		     int len, unsigned int gup_flags)
{
	int done = 0;

	mmap_read_lock(mm);
	while (done < len) {
		unsigned long a = addr + (unsigned long)done;
		int n = min_t(int, len - done, PAGE_SIZE - (a & ~PAGE_MASK));
		char *page = a >= addr ? remote_page(mm, a, gup_flags) : NULL;

		if (!page)
			break;
		if (gup_flags & FOLL_WRITE)
			memcpy(page, (char *)buf + done, n);
		else
			memcpy((char *)buf + done, page, n);
		done += n;
	}
	mmap_read_unlock(mm);
	return done;
}

/*
 * Linux's get_user_pages_fast(): nr_pages pages of the caller's memory
 * from the page of start on, brought in as its own touch would bring
 * them (remote_page(): FOLL_WRITE makes a private page its own), each
 * with a reference that keeps it after an munmap() until the caller's
 * put_page().  How many were had before the first that could not be;
 * -EFAULT if not even the first; 0 for none asked.  A driver's direct
 * I/O to a user buffer (LDD3 chapter 15; d0u9's zero_copy).
 */
int get_user_pages_fast(unsigned long start, int nr_pages,
			unsigned int gup_flags, struct page **pages)
{
	struct mm_struct *mm = current->mm;
	int i;

	if (nr_pages < 0)
		return -EINVAL;
	if (!mm)		/* a kernel thread has no user memory */
		return -EFAULT;
	mmap_read_lock(mm);
	for (i = 0; i < nr_pages; i++) {
		void *kaddr = remote_page(mm, (start & PAGE_MASK) +
					  (unsigned long)i * PAGE_SIZE,
					  gup_flags & (FOLL_WRITE | FOLL_FORCE));

		if (!kaddr)
			break;
		pages[i] = virt_to_page(kaddr);
		get_page(pages[i]);
	}
	mmap_read_unlock(mm);
	if (i == 0 && nr_pages > 0)
		return -EFAULT;
	return i;
}
EXPORT_SYMBOL(get_user_pages_fast);

/* Linux 5.6's name for a hold the device writes through (FOLL_PIN);
 * here the same reference, let go by unpin_user_page() */
int pin_user_pages_fast(unsigned long start, int nr_pages,
			unsigned int gup_flags, struct page **pages)
{
	return get_user_pages_fast(start, nr_pages, gup_flags, pages);
}
EXPORT_SYMBOL(pin_user_pages_fast);

void unpin_user_page(struct page *page)
{
	put_page(page);
}
EXPORT_SYMBOL(unpin_user_page);

void unpin_user_pages(struct page **pages, unsigned long npages)
{
	unsigned long i;

	for (i = 0; i < npages; i++)
		put_page(pages[i]);
}
EXPORT_SYMBOL(unpin_user_pages);

/* The same in tsk's memory (a tracer's PTRACE_PEEKDATA and
 * PTRACE_POKEDATA, kernel/ptrace.c); 0 if it has none left */
int access_process_vm(struct task_struct *tsk, unsigned long addr, void *buf,
		      int len, unsigned int gup_flags)
{
	struct mm_struct *mm = get_task_mm(tsk);
	int done;

	if (!mm)
		return 0;
	done = access_remote_vm(mm, addr, buf, len, gup_flags);
	mmput(mm);
	return done;
}
