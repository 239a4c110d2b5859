// SPDX-License-Identifier: GPL-2.0
/*
 * fs/hugetlbfs/inode.c - the files whose pages are huge pages: what
 * mmap(2) MAP_HUGETLB, memfd_create(2) MFD_HUGETLB and shmget(2)
 * SHM_HUGETLB map (hugetlb_file_setup()).  Such a file has no bytes of
 * its own: its pages are the huge pages its inode's slots hold
 * (struct hugetlbfs_inode_info, mm/hugetlb.c), which come at the first
 * touch of a shared mapping, and its size is what truncate(2) or a
 * writable mapping made it, in whole huge pages.  write(2) has no
 * method here (EINVAL, as Linux's hugetlbfs).  docs/hugetlb.md.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/stat.h"

/* The parent of the files made for MAP_HUGETLB and SHM_HUGETLB, in no
 * directory's list, as memfd's (mm/memfd.c) */
static struct dentry *hugetlbfs_dir;

static int __init hugetlbfs_init(void)
{
	const struct qstr name = { "hugetlbfs", 9 };

	hugetlbfs_dir = d_alloc(root_mnt.mnt_root, &name);
	if (!hugetlbfs_dir)
		return -ENOMEM;
	hugetlbfs_dir->d_inode = ramfs_get_inode(NULL, true);
	return hugetlbfs_dir->d_inode ? 0 : -ENOMEM;
}
fs_initcall(hugetlbfs_init);

/* The pages and reservations of the file go with its last reference
 * (every mapping holds one: nothing maps them any more) */
static void hugetlbfs_evict_inode(struct inode *inode)
{
	struct hugetlbfs_inode_info *info = inode->i_private;

	hugetlb_unreserve(&info->slots, 0, ULONG_MAX);
	kfree(info);
}

bool is_hugetlbfs_inode(const struct inode *inode)
{
	return inode->evict == hugetlbfs_evict_inode;
}

/*
 * truncate(2) of a hugetlbfs file: the size must be whole huge pages
 * (EINVAL, Linux's hugetlbfs_setattr()); the pages past it leave every
 * mapping, then the file.
 */
int hugetlbfs_truncate(struct inode *inode, size_t size)
{
	if (size & ~HPAGE_MASK)
		return -EINVAL;
	if (size < inode->size) {
		unmap_mapping_pages(inode, (size >> HPAGE_SHIFT) <<
						   HUGETLB_PAGE_ORDER);
		hugetlb_drop_file_pages(inode->i_private, size >> HPAGE_SHIFT,
					ULONG_MAX);
	}
	inode->size = size;
	return 0;
}

#define FALLOC_FL_KEEP_SIZE	0x01	/* fallocate(2)'s modes */
#define FALLOC_FL_PUNCH_HOLE	0x02

/* The huge pages wholly inside [offset, offset + len) leave every
 * mapping, then the file, with their reservations */
static void punch_hole(struct inode *inode, loff_t offset, loff_t len)
{
	struct hugetlbfs_inode_info *info = inode->i_private;
	pgoff_t first = (pgoff_t)((offset + HPAGE_SIZE - 1) >> HPAGE_SHIFT);
	pgoff_t last = (pgoff_t)((offset + len) >> HPAGE_SHIFT);

	if (first >= last)
		return;
	unmap_mapping_range_pages(inode, first << HUGETLB_PAGE_ORDER,
				  last << HUGETLB_PAGE_ORDER);
	hugetlb_drop_file_pages(info, first, last);
}

/*
 * fallocate(2) of a hugetlbfs file (Linux's hugetlbfs_fallocate()):
 * FALLOC_FL_PUNCH_HOLE frees the huge pages inside the hole; otherwise
 * every huge page the range meets is allocated now (ENOSPC when the
 * pool runs out), and the file grows to its end but with
 * FALLOC_FL_KEEP_SIZE.  Other modes: EOPNOTSUPP.
 */
long hugetlbfs_fallocate(struct inode *inode, int mode, loff_t offset,
			 loff_t len)
{
	long err;

	if (mode & ~(FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE))
		return -EOPNOTSUPP;
	if (mode & FALLOC_FL_PUNCH_HOLE) {
		punch_hole(inode, offset, len);
		return 0;
	}
	err = hugetlb_fill_file(inode->i_private,
				(pgoff_t)(offset >> HPAGE_SHIFT),
				(pgoff_t)((offset + len + HPAGE_SIZE - 1) >>
					  HPAGE_SHIFT));
	if (!err && !(mode & FALLOC_FL_KEEP_SIZE) &&
	    offset + len > (loff_t)inode->size)
		inode->size = (size_t)(offset + len);
	return err;
}

/*
 * mmap(2) of the file (Linux's hugetlbfs_file_mmap()): from a whole
 * huge page of it (EINVAL), the pages reserved (ENOMEM), and a
 * writable mapping past the end makes the file that long.  The address
 * and length are whole huge pages already (mm/mmap.c).
 */
int hugetlbfs_file_mmap(struct file *f, struct vm_area_struct *vma)
{
	struct inode *inode = file_inode(f);
	u64 len = (u64)vma->vm_pgoff * PAGE_SIZE +
		  (vma->vm_end - vma->vm_start);
	int err;

	if (vma->vm_pgoff & (HPAGE_PTRS - 1))
		return -EINVAL;
	if (len > FILE_SIZE_MAX + 1ULL)
		return -EINVAL;
	vma->vm_flags |= VM_DONTEXPAND;
	err = hugetlb_reserve_pages(vma, inode->i_private);
	if (err)
		return err;
	if ((vma->vm_flags & VM_WRITE) && inode->size < len)
		inode->size = (size_t)len;
	return 0;
}


static const struct file_operations hugetlbfs_file_operations = {
	.mmap = hugetlbfs_file_mmap,
	.llseek = default_llseek,
};

/* stat(2) takes the size as it is (fs/stat.c stat_size()) */
static void hugetlbfs_getattr(struct inode *inode)
{
	(void)inode;
}

/*
 * inode becomes a hugetlbfs file's, its slots empty: one made for
 * hugetlb_file_setup(), or a name made in a mounted hugetlbfs
 * (fs/ramfs/inode.c ramfs_get_inode()).  0 or -ENOMEM.
 */
int hugetlbfs_init_inode(struct inode *inode)
{
	struct hugetlbfs_inode_info *info = kmalloc(sizeof(*info), GFP_KERNEL);

	if (!info)
		return -ENOMEM;
	INIT_LIST_HEAD(&info->slots);
	inode->i_private = info;
	inode->evict = hugetlbfs_evict_inode;
	inode->fops = &hugetlbfs_file_operations;
	inode->getattr = hugetlbfs_getattr;
	return 0;
}

/*
 * A file of size bytes named name in dir (NULL: hugetlbfs_dir), in no
 * directory's list (as Linux's hugetlb_file_setup() makes one on its
 * internal mount), open for reading and writing, with fops (NULL:
 * hugetlbfs_file_operations; a System V segment's has its own, whose
 * mmap is hugetlbfs_file_mmap()).  ERR_PTR(-ENOMEM).
 */
struct file *hugetlb_file_setup(struct dentry *dir, const char *name,
				size_t size,
				const struct file_operations *fops)
{
	struct qstr q = { name, (unsigned int)min(strlen(name),
						  (size_t)NAME_MAX) };
	struct inode *inode = ramfs_get_inode(NULL, false);
	struct dentry *d = inode ? d_alloc(dir ?: hugetlbfs_dir, &q) : NULL;
	struct file *f;

	if (!d || hugetlbfs_init_inode(inode)) {
		dput(d);
		iput(inode);
		return ERR_PTR(-ENOMEM);
	}
	inode->i_mode = S_IFREG | 0777;
	inode->i_nlink = 0;
	inode->size = size;
	d->d_inode = inode;		/* the dentry's reference now */
	f = alloc_file(d, fops ?: &hugetlbfs_file_operations,
		       O_RDWR | O_LARGEFILE);
	dput(d);
	return f ?: ERR_PTR(-ENOMEM);
}

/* All the pages of f's size reserved now (shmget(2) SHM_HUGETLB
 * without SHM_NORESERVE): 0 or -ENOMEM */
long hugetlb_reserve_file(struct file *f)
{
	struct inode *inode = file_inode(f);
	struct hugetlbfs_inode_info *info = inode->i_private;

	return hugetlb_reserve(&info->slots, 0,
			       ((u64)inode->size + HPAGE_SIZE - 1) >>
				       HPAGE_SHIFT);
}
