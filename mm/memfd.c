// SPDX-License-Identifier: GPL-2.0
/*
 * mm/memfd.c - memfd_create(2): an anonymous in-memory file, named
 * "memfd:NAME" (NAME at most 249 bytes: EINVAL beyond), that lives
 * while a descriptor or mapping holds it, and whose seals (fcntl(2)
 * F_ADD_SEALS, with MFD_ALLOW_SEALING; F_SEAL_SEAL without) forbid
 * shrinking, growing or writing it from then on, as memfd_create(2)
 * describes.  Its name is in no directory: its dentry's parent is a
 * directory of its own that is in no tree either, so no path reaches it
 * and no inotify watch hears of it.  Names past NAME_MAX keep their
 * first NAME_MAX bytes in the dentry (the name only shows there).
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/init.h"
#include "linux/memfd.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/stat.h"
#include "linux/syscalls.h"

#define MFD_CLOEXEC		0x0001U
#define MFD_ALLOW_SEALING	0x0002U
#define MFD_HUGETLB		0x0004U
#define MFD_NAME_PREFIX		"memfd:"
#define MFD_PREFIX_LEN		(sizeof(MFD_NAME_PREFIX) - 1)
#define MFD_NAME_MAX_LEN	(255 - MFD_PREFIX_LEN)	/* Linux's */
#define F_ALL_SEALS		(F_SEAL_SEAL | F_SEAL_SHRINK | F_SEAL_GROW | \
				 F_SEAL_WRITE | F_SEAL_FUTURE_WRITE)

static struct dentry *memfd_dir;	/* every memfd's parent */

/* memfd_dir, with a directory inode of its own: fs/notify/fsnotify.c
 * looks at a file's parent's inode */
static int __init memfd_init(void)
{
	const struct qstr name = { "memfd", 5 };

	memfd_dir = d_alloc(root_mnt.mnt_root, &name);
	if (!memfd_dir)
		return -ENOMEM;
	memfd_dir->d_inode = ramfs_get_inode(NULL, true);
	return memfd_dir->d_inode ? 0 : -ENOMEM;
}
fs_initcall(memfd_init);

/* f's file, if memfd_create(2) made it */
static struct inode *memfd_inode(const struct file *f)
{
	return f->f_path.dentry && f->f_path.dentry->d_parent == memfd_dir ?
		       f->f_inode : NULL;
}

int memfd_seal_check(const struct inode *inode, loff_t size, bool write)
{
	unsigned int seals = inode->i_seals;

	if ((write && (seals & (F_SEAL_WRITE | F_SEAL_FUTURE_WRITE))) ||
	    (size > (loff_t)inode->size && (seals & F_SEAL_GROW)) ||
	    (size < (loff_t)inode->size && (seals & F_SEAL_SHRINK)))
		return -EPERM;
	return 0;
}

/* Does any process map inode shared in a way that may write it
 * (F_SEAL_WRITE's EBUSY: Linux's mapping_writably_mapped())?  Every
 * process's areas, under RCU, where no mmap_lock can be taken: the big
 * kernel lock keeps them still, as for unmap_mapping_pages()
 * (docs/smp.md). */
static bool mapped_shared(const struct inode *inode)
{
	struct vm_area_struct *vma;
	struct task_struct *p;
	bool found = false;

	rcu_read_lock();	/* no task released under the walk */
	for_each_process(p)
		for (vma = p->mm ? p->mm->mmap : NULL; vma; vma = vma->vm_next)
			found |= vma->vm_file &&
				 (vma->vm_flags & VM_SHARED) &&
				 (vma->vm_flags & VM_MAYWRITE) &&
				 file_inode(vma->vm_file) == inode;
	rcu_read_unlock();
	return found;
}

/* F_ADD_SEALS, in the order of Linux's memfd_add_seals() */
static long add_seals(struct file *f, struct inode *inode, unsigned long seals)
{
	if (!(f->f_mode & FMODE_WRITE))
		return -EPERM;
	if (seals & ~(unsigned long)F_ALL_SEALS)
		return -EINVAL;
	if (!inode)
		return -EINVAL;
	if (inode->i_seals & F_SEAL_SEAL)
		return -EPERM;
	if ((seals & F_SEAL_WRITE) && !(inode->i_seals & F_SEAL_WRITE) &&
	    mapped_shared(inode))
		return -EBUSY;
	inode->i_seals |= (unsigned int)seals;
	return 0;
}

/* fcntl(2) F_ADD_SEALS, F_GET_SEALS: EINVAL for a file of another kind */
long memfd_fcntl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct inode *inode = memfd_inode(f);

	if (cmd == F_ADD_SEALS)
		return add_seals(f, inode, arg);
	return inode ? (long)inode->i_seals : -EINVAL;
}

/* A memfd's modes and seals: F_SEAL_SEAL without MFD_ALLOW_SEALING */
static void memfd_init_inode(struct inode *inode, unsigned int flags)
{
	inode->i_mode = S_IFREG | 0777;	/* as Linux's shmem_file_setup() */
	inode->i_nlink = 0;		/* no name in any directory */
	inode->i_seals = flags & MFD_ALLOW_SEALING ? 0 : F_SEAL_SEAL;
}

/* An in-memory file of bytes named name in memfd_dir, or NULL */
static struct file *memfd_shmem_file(const char *name)
{
	struct qstr q = { name, (unsigned int)min(strlen(name),
						  (size_t)NAME_MAX) };
	struct inode *inode = ramfs_get_inode(NULL, false);
	struct dentry *d = inode ? d_alloc(memfd_dir, &q) : NULL;
	struct file *f;

	if (!d) {
		iput(inode);
		return NULL;
	}
	d->d_inode = inode;		/* the dentry's reference now */
	f = alloc_file(d, &ramfs_fops, O_RDWR | O_LARGEFILE);
	dput(d);	/* the file holds it, or it goes with the inode */
	return f;
}

/* The file and its name: an inode of its own, named in memfd_dir; with
 * MFD_HUGETLB a hugetlbfs file (ENODEV for a huge page size this kernel
 * has not, Linux's hugetlb_file_setup()).  ERR_PTR(-errno) */
static struct file *memfd_file(const char *name, unsigned int flags)
{
	struct file *f;

	if (flags & MFD_HUGETLB) {
		if (!hugetlb_size_ok(flags))
			return ERR_PTR(-ENODEV);
		f = hugetlb_file_setup(memfd_dir, name, 0, NULL);
		if (!IS_ERR(f))
			memfd_init_inode(f->f_inode, flags);
		return f;
	}
	f = memfd_shmem_file(name);
	if (f)
		memfd_init_inode(f->f_inode, flags);
	return f ?: ERR_PTR(-ENOMEM);
}

long sys_memfd_create(const char __user *uname, unsigned int flags)
{
	char name[MFD_PREFIX_LEN + MFD_NAME_MAX_LEN + 1] = MFD_NAME_PREFIX;
	long len;
	struct file *f;
	int fd;

	/* with MFD_HUGETLB, a huge page size may follow (memfd_create(2)) */
	if (flags & ~(MFD_CLOEXEC | MFD_ALLOW_SEALING | MFD_HUGETLB |
		      (flags & MFD_HUGETLB ? HUGETLB_FLAG_ENCODE_MASK <<
					     HUGETLB_FLAG_ENCODE_SHIFT : 0)))
		return -EINVAL;
	len = strncpy_from_user(name + MFD_PREFIX_LEN, uname,
				MFD_NAME_MAX_LEN + 1);
	if (len < 0)
		return -EFAULT;
	if (len > (long)MFD_NAME_MAX_LEN)
		return -EINVAL;
	name[MFD_PREFIX_LEN + len] = '\0';
	f = memfd_file(name, flags);
	if (IS_ERR(f))
		return PTR_ERR(f);
	fd = fd_install(f, flags & MFD_CLOEXEC);
	if (fd < 0)
		fput(f);
	return fd;
}
