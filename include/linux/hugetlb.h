/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/hugetlb.h - huge pages: 4 MiB blocks of physical memory
 * (a non-PAE i386 page directory entry with PS=1 maps one, Intel SDM
 * vol. 3, 4.3), kept in a pool (mm/hugetlb.c) and mapped through the
 * files of hugetlbfs (fs/hugetlbfs/inode.c): mmap(2) MAP_HUGETLB,
 * memfd_create(2) MFD_HUGETLB, shmget(2) SHM_HUGETLB.  docs/hugetlb.md.
 */
#ifndef _LINUX_HUGETLB_H
#define _LINUX_HUGETLB_H

#include "linux/file.h"
#include "linux/list.h"
#include "linux/mm.h"

struct file;
struct seq_buf;
struct inode;
struct dentry;

#define HPAGE_SHIFT		22
#define HPAGE_SIZE		(1UL << HPAGE_SHIFT)
#define HPAGE_MASK		(~(HPAGE_SIZE - 1))
#define HUGETLB_PAGE_ORDER	(HPAGE_SHIFT - PAGE_SHIFT)
/* the 4 KiB entries that map one huge page (docs/hugetlb.md: why) */
#define HPAGE_PTRS		(1UL << HUGETLB_PAGE_ORDER)

/* The size fields of mmap(2), memfd_create(2) and shmget(2): log2 of the
 * page size at bit 26, 0 for the default (Linux's MAP_HUGE_SHIFT) */
#define HUGETLB_FLAG_ENCODE_SHIFT	26
#define HUGETLB_FLAG_ENCODE_MASK	0x3fU

/* Does the size field of flags name a size this kernel has (4 MiB)? */
static inline bool hugetlb_size_ok(unsigned long flags)
{
	unsigned long log = (flags >> HUGETLB_FLAG_ENCODE_SHIFT) &
			    HUGETLB_FLAG_ENCODE_MASK;

	return !log || log == HPAGE_SHIFT;
}

/*
 * A set of huge-page indices of a file (struct huge_slot each): the
 * pages a hugetlbfs file holds and those reserved for it, or those
 * reserved for a private mapping (mm/hugetlb.c).
 */
struct huge_slot {
	struct list_head list;
	pgoff_t idx;		/* in huge pages */
	struct page *page;	/* NULL: reserved, not yet allocated */
};

/* A hugetlbfs file's pages (its inode's i_private) */
struct hugetlbfs_inode_info {
	struct list_head slots;
};

/* mm/hugetlb.c */
struct page *alloc_huge_page(bool reserved);
void free_huge_page(struct page *page);
long hugetlb_reserve(struct list_head *slots, pgoff_t from, pgoff_t to);
void hugetlb_unreserve(struct list_head *slots, pgoff_t from, pgoff_t to);
struct huge_slot *huge_slot_find(struct list_head *slots, pgoff_t idx);
void hugetlb_report_meminfo(struct seq_buf *s);
vm_fault_t hugetlb_fault(struct vm_fault *vmf);
void hugetlb_drop_file_pages(struct hugetlbfs_inode_info *info, pgoff_t from,
			     pgoff_t to);
int hugetlb_fill_file(struct hugetlbfs_inode_info *info, pgoff_t from,
		      pgoff_t to);
int hugetlb_reserve_pages(struct vm_area_struct *vma,
			  struct hugetlbfs_inode_info *info);
bool hugetlb_split_ok(struct mm_struct *mm, unsigned long addr);

/* fs/hugetlbfs/inode.c */
int hugetlbfs_file_mmap(struct file *f, struct vm_area_struct *vma);
struct file *hugetlb_file_setup(struct dentry *dir, const char *name,
				size_t size,
				const struct file_operations *fops);
long hugetlb_reserve_file(struct file *f);
bool is_hugetlbfs_inode(const struct inode *inode);
int hugetlbfs_init_inode(struct inode *inode);
int hugetlbfs_truncate(struct inode *inode, size_t size);
long hugetlbfs_fallocate(struct inode *inode, int mode, loff_t offset,
			 loff_t len);

/* A hugetlbfs file, or a System V segment's over one (ipc/shm.c) */
static inline bool is_file_hugepages(const struct file *f)
{
	return f && f->f_op && f->f_op->mmap == hugetlbfs_file_mmap;
}

static inline bool is_vm_hugetlb_page(const struct vm_area_struct *vma)
{
	return is_file_hugepages(vma->vm_file);
}

#endif /* _LINUX_HUGETLB_H */
