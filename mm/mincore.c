// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mincore.c - mincore(2): which pages of a range are in memory, one
 * byte each into vec (1: resident).  There is no swap: a page is in
 * memory if the process has it mapped, or, in a file's mapping, if the
 * file has that page (every file is in memory; a hole is not, as on
 * Linux's tmpfs; shared anonymous memory: shared_anon()).  The errnos and their order are Linux 6.1's: an
 * address not page-aligned is EINVAL, a range past user space ENOMEM,
 * a vec that cannot hold the answer EFAULT, a page in no area ENOMEM.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/pgtable.h"
#include "asm/uaccess.h"

/*
 * Shared anonymous memory has its pages from the start (they are what
 * its sharers share, mm/mmap.c), where Linux makes each at its first
 * touch: one counts as resident once used, as the CPU's accessed bit
 * (SDM vol. 3, 4.8) or mlock(2)'s fault-in (populate_range()) marks
 * it.
 */
static bool shared_anon(const struct vm_area_struct *vma)
{
	return !vma->vm_file && (vma->vm_flags & VM_MAYSHARE);
}

static unsigned char page_resident(struct vm_area_struct *vma,
				   unsigned long va)
{
	u32 *pte = user_pte_of(vma->vm_mm, va);
	unsigned long index = vma->vm_pgoff +
			      ((va - vma->vm_start) >> PAGE_SHIFT);

	if (pte && (*pte & _PAGE_PRESENT))
		return !shared_anon(vma) || (*pte & _PAGE_ACCESSED);
	return vma->vm_file && file_inode(vma->vm_file) &&
	       filemap_cached(file_inode(vma->vm_file), index);
}

/* n pages from va into buf, under the mmap_lock; ENOMEM for a page in
 * no area */
static long fill_vec(struct mm_struct *mm, unsigned long va,
		     unsigned long n, unsigned char *buf)
{
	struct vm_area_struct *vma = NULL;
	unsigned long i;
	long err = 0;

	mmap_read_lock(mm);
	for (i = 0; i < n && !err; i++, va += PAGE_SIZE) {
		if (!vma || va >= vma->vm_end)
			vma = find_vma(mm, va);
		if (!vma || vma->vm_start > va)
			err = -ENOMEM;
		else
			buf[i] = page_resident(vma, va);
	}
	mmap_read_unlock(mm);
	return err;
}

/*
 * A page of answers at a time: the areas are read under the mmap_lock,
 * and vec written after it is let go, since a fault on vec takes it
 * again (include/linux/mmap_lock.h), as Linux's do_mincore() does.
 */
long sys_mincore(unsigned long start, size_t len, unsigned char __user *vec)
{
	unsigned long pages = (len >> PAGE_SHIFT) + !!(len & ~PAGE_MASK);
	unsigned char *buf;
	long err = 0;

	if (start & ~PAGE_MASK)
		return -EINVAL;
	if (!access_ok((void __user *)start, len))
		return -ENOMEM;
	if (!access_ok(vec, pages))
		return -EFAULT;
	buf = kmalloc(PAGE_SIZE, GFP_KERNEL);
	if (!buf)
		return -EAGAIN;
	while (pages && !err) {
		unsigned long n = min(pages, (unsigned long)PAGE_SIZE);

		err = fill_vec(current->mm, start, n, buf);
		if (!err && copy_to_user(vec, buf, n))
			err = -EFAULT;
		start += n << PAGE_SHIFT;
		vec += n;
		pages -= n;
	}
	kfree(buf);
	return err;
}
