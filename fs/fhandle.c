// SPDX-License-Identifier: GPL-2.0
/*
 * fs/fhandle.c - name_to_handle_at(2) and open_by_handle_at(2): a file
 * named by a handle instead of a path, as NFS servers in user space use
 * them.
 *
 * A handle here is the inode's number, which no other inode of the
 * boot ever gets (fs/ramfs/inode.c counts them up), in the layout of
 * Linux's FILEID_INO32_GEN (type 1: the number, then a generation, 0
 * here).  Decoding it looks for that number among the names of the
 * file system mount_fd is on (the root's tree, or a tmpfs); a file that
 * has no name any more is gone for this kernel: ESTALE.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/fcntl.h"
#include "linux/fs.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

#define AT_SYMLINK_FOLLOW	0x400
#define AT_EMPTY_PATH		0x1000
#define MAX_HANDLE_SZ		128	/* name_to_handle_at(2) */
#define FILEID_INO32_GEN	1

/* struct file_handle's fixed part, then handle_bytes of its own */
struct file_handle_head {
	u32 handle_bytes;
	int handle_type;
};

struct ino32_gen {
	u32 ino, gen;
};

/* Every named file is on mount 1 here (as fs/proc/fd.c's mnt_id) */
#define MNT_ID	1

/* The path's file: the link itself unless AT_SYMLINK_FOLLOW, dfd's own
 * for "" with AT_EMPTY_PATH; held */
static struct dentry *handle_path(int dfd, const char __user *name, int flag,
				  long *err)
{
	struct dentry *d = flag & AT_SYMLINK_FOLLOW ?
			   user_path_at(dfd, name, err) :
			   user_lpath_at(dfd, name, err);

	if (!d && *err == -ENOENT && (flag & AT_EMPTY_PATH))
		d = empty_path_at(dfd, name, err);
	return d;
}

/* The handle of inode to user memory, or EOVERFLOW and only the size
 * it takes when it does not fit (then or else the mount's id too) */
static long put_handle(const struct inode *inode,
		       struct file_handle_head __user *ufh, int __user *mnt_id)
{
	struct file_handle_head head;
	struct ino32_gen h = { (u32)inode->i_ino, 0 };
	long err = 0;

	if (copy_from_user(&head, ufh, sizeof(head)))
		return -EFAULT;
	if (head.handle_bytes > MAX_HANDLE_SZ)
		return -EINVAL;
	if (head.handle_bytes < sizeof(h))
		err = -EOVERFLOW;
	head.handle_bytes = sizeof(h);
	head.handle_type = FILEID_INO32_GEN;
	if (put_user(MNT_ID, mnt_id) || copy_to_user(ufh, &head, sizeof(head)) ||
	    (!err && copy_to_user(ufh + 1, &h, sizeof(h))))
		return -EFAULT;
	return err;
}

/* /proc and /sys, and what is below them, give no handles: Linux's
 * procfs and sysfs have no export operations (EOPNOTSUPP) */
static bool has_handles(struct dentry *d)
{
	return !is_subdir(d, fs_lookup("/proc")) &&
	       !is_subdir(d, fs_lookup("/sys"));
}

long sys_name_to_handle_at(int dfd, const char __user *name,
			   void __user *handle, int __user *mnt_id, int flag)
{
	struct dentry *d;
	long err;

	if (flag & ~(AT_SYMLINK_FOLLOW | AT_EMPTY_PATH))
		return -EINVAL;
	d = handle_path(dfd, name, flag, &err);
	if (!d)
		return err;
	err = has_handles(d) ? put_handle(d->d_inode, handle, mnt_id) :
			       -EOPNOTSUPP;
	dput(d);
	return err;
}

/* The next dentry after d in a walk of the tree below top, d's children
 * first; NULL at the end.  rcu_read_lock() held (fs/dcache.c) */
static struct dentry *next_dentry(struct dentry *d, struct dentry *top)
{
	if (!list_empty(&d->d_subdirs))
		return list_first_entry(&d->d_subdirs, struct dentry, d_child);
	for (; d != top; d = d->d_parent)
		if (d->d_child.next != &d->d_parent->d_subdirs)
			return list_entry(d->d_child.next, struct dentry,
					  d_child);
	return NULL;
}

/* The file numbered ino among the names of like's file system, held;
 * NULL if none has it */
static struct dentry *find_ino(const struct inode *like, u32 ino)
{
	struct dentry *top = root_mnt.mnt_root, *d;

	rcu_read_lock();
	for (d = top; d; d = next_dentry(d, top))
		if (d->d_inode && d->d_inode->i_ino == ino &&
		    d->d_inode->i_shmem == like->i_shmem)
			break;
	dget(d);
	rcu_read_unlock();
	return d;
}

/* The handle in user memory, checked in Linux's order: EFAULT, EINVAL
 * for a size of 0 or past MAX_HANDLE_SZ, EFAULT */
static long get_handle(const struct file_handle_head __user *ufh,
		       struct ino32_gen *h, struct file_handle_head *head)
{
	if (copy_from_user(head, ufh, sizeof(*head)))
		return -EFAULT;
	if (!head->handle_bytes || head->handle_bytes > MAX_HANDLE_SZ)
		return -EINVAL;
	if (copy_from_user(h, ufh + 1, min_t(u32, head->handle_bytes,
					     sizeof(*h))))
		return -EFAULT;
	return 0;
}

/* The file a handle names on mountdirfd's file system, held; NULL and
 * *err: EFAULT, EINVAL, EBADF, ESTALE */
static struct dentry *handle_to_dentry(int mountdirfd,
				       const struct file_handle_head __user *ufh,
				       long *err)
{
	struct file_handle_head head;
	struct dentry *mnt, *d;
	struct ino32_gen h;

	*err = get_handle(ufh, &h, &head);
	if (*err)
		return NULL;
	mnt = fd_dentry(mountdirfd, err);
	if (!mnt)
		return NULL;
	d = head.handle_type == FILEID_INO32_GEN &&
	    head.handle_bytes == sizeof(h) ? find_ino(mnt->d_inode, h.ino) :
					     NULL;
	dput(mnt);
	*err = d ? 0 : -ESTALE;
	return d;
}

/*
 * open_by_handle_at(2): CAP_DAC_READ_SEARCH (EPERM), then the file is
 * opened as open(2) would open it by a path (flags; O_CREAT means
 * nothing, the file being there).
 */
long sys_open_by_handle_at(int mountdirfd, void __user *handle, int flags)
{
	struct dentry *d;
	long err;

	if (!capable(CAP_DAC_READ_SEARCH))
		return -EPERM;
	d = handle_to_dentry(mountdirfd, handle, &err);
	if (!d)
		return err;
	flags = open_path_flags(flags);
	err = may_open(d->d_inode, flags);
	if (err) {
		dput(d);
		return err;
	}
	return open_found(d, flags, flags);
}
