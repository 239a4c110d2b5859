// SPDX-License-Identifier: GPL-2.0
/*
 * mm/memory.c - the pages of a driver's mapping (mm/vma.c): the frames
 * its mmap operation maps at once (remap_pfn_range()), and the pages
 * its fault handler gives at the first touch (do_vma_fault()).
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
#include "linux/mm.h"
#include "linux/signal.h"

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
 * the driver's fault handler gives the page.  0 once it is mapped, the
 * signal the access earns (SIGSEGV: the area does not allow it, SIGBUS:
 * the driver has no page there), or -EFAULT if address is in no area.
 */
int do_vma_fault(struct mm_struct *mm, unsigned long address, bool write)
{
	struct vm_area_struct *vma = find_vma(mm, address);
	struct vm_fault vmf;

	if (!vma || vma->vm_start > address)
		return -EFAULT;
	if (!(vma->vm_flags &
	      (write ? VM_WRITE : VM_READ | VM_WRITE | VM_EXEC)))
		return SIGSEGV;
	if (!vma->vm_ops || !vma->vm_ops->fault)
		return SIGBUS;
	vmf = (struct vm_fault){
		.vma = vma,
		.gfp_mask = GFP_KERNEL,
		.address = address & PAGE_MASK,
		.real_address = address,
		.pgoff = vma->vm_pgoff +
			 ((address - vma->vm_start) >> PAGE_SHIFT),
		.flags = FAULT_FLAG_USER | (write ? FAULT_FLAG_WRITE : 0),
	};
	return fault_result(&vmf, vma->vm_ops->fault(&vmf));
}
