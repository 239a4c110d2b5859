// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mincore.c - mincore(2): which pages of a range are in memory, one
 * byte each into vec (1: resident).  There is no swap: a page is in
 * memory if the process has it mapped, or, in a file's mapping, if the
 * file has that page (every file is in memory; a hole is not, as on
 * Linux's tmpfs).  The errnos and their order are Linux 6.1's: an
 * address not page-aligned is EINVAL, a range past user space ENOMEM,
 * a vec that cannot hold the answer EFAULT, a page in no area ENOMEM.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/pgtable.h"
#include "asm/uaccess.h"

static unsigned char page_resident(struct vm_area_struct *vma,
				   unsigned long va)
{
	u32 *pte = user_pte_of(vma->vm_mm, va);
	unsigned long index = vma->vm_pgoff +
			      ((va - vma->vm_start) >> PAGE_SHIFT);

	if (pte && (*pte & _PAGE_PRESENT))
		return 1;
	return vma->vm_file && file_inode(vma->vm_file) &&
	       filemap_cached(file_inode(vma->vm_file), index);
}

long sys_mincore(unsigned long start, size_t len, unsigned char __user *vec)
{
	unsigned long pages = (len >> PAGE_SHIFT) + !!(len & ~PAGE_MASK);
	struct vm_area_struct *vma = NULL;
	unsigned long i, va;

	if (start & ~PAGE_MASK)
		return -EINVAL;
	if (!access_ok((void __user *)start, len))
		return -ENOMEM;
	if (!access_ok(vec, pages))
		return -EFAULT;
	for (i = 0, va = start; i < pages; i++, va += PAGE_SIZE) {
		if (!vma || va >= vma->vm_end)
			vma = find_vma(current->mm, va);
		if (!vma || vma->vm_start > va)
			return -ENOMEM;
		if (put_user_u8(page_resident(vma, va), vec + i))
			return -EFAULT;
	}
	return 0;
}
