// SPDX-License-Identifier: GPL-2.0
/*
 * fs/stat.c - what a name or descriptor is: stat64(2) and its siblings,
 * and the directory listing, getdents64(2).
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/sched.h"
#include "linux/dirent.h"
#include "linux/syscalls.h"
#include "asm/stat.h"

/* inode(7) file types and permissions */
#define S_IFCHR		0020000
#define S_IFDIR		0040000
#define S_IFREG		0100000
#define AT_FDCWD	-100
#define AT_SYMLINK_NOFOLLOW	0x100
#define AT_EMPTY_PATH	0x1000
#define DT_CHR		2
#define DT_DIR		4
#define DT_REG		8


static unsigned int inode_mode(const struct inode *inode)
{
	if (inode->i_mode)
		return inode->i_mode;
	if (inode->is_dir)
		return S_IFDIR | 0755;
	if (inode->fops)
		return S_IFCHR | 0666;
	if (inode->store && !inode->show)
		return S_IFREG | 0200;	/* a trigger: write-only */
	return S_IFREG | (inode->show ? 0444 : 0644);
}

static long fill_stat(struct inode *inode, struct stat64 __user *ubuf)
{
	struct stat64 st = { 0 };

	st.st_dev = 1;
	st.__st_ino = st.st_ino = inode->ino;
	st.st_mode = inode_mode(inode);
	st.st_nlink = inode->is_dir ? 2 : 1;
	st.st_rdev = new_encode_dev(inode->i_rdev);
	/* generated files say 0, as /proc's do: read them to the end */
	st.st_size = inode->show || inode->fops ? 0 : (long long)inode->size;
	st.st_blksize = 4096;
	st.st_blocks = (st.st_size + 511) / 512;
	return copy_to_user(ubuf, &st, sizeof(st)) ? -EFAULT : 0;
}

long sys_stat64(const char __user *path, struct stat64 __user *buf)
{
	long err;
	struct inode *inode = user_path_at(AT_FDCWD, path, &err);

	return inode ? fill_stat(inode, buf) : err;
}

/* No symbolic links here: lstat is stat */
long sys_lstat64(const char __user *path, struct stat64 __user *buf)
{
	return sys_stat64(path, buf);
}

long sys_fstat64(unsigned int fd, struct stat64 __user *buf)
{
	struct file *f = fget((int)fd);

	if (!f)
		return -EBADF;
	if (!f->f_inode) {	/* a pipe: a FIFO of no size */
		struct stat64 st = { .st_mode = 0010600, .st_nlink = 1 };

		return copy_to_user(buf, &st, sizeof(st)) ? -EFAULT : 0;
	}
	return fill_stat(f->f_inode, buf);
}

long sys_fstatat64(int dirfd, const char __user *path,
		   struct stat64 __user *buf, int flags)
{
	long err;
	struct inode *inode;

	if (flags & ~(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
		return -EINVAL;
	inode = user_path_at(dirfd, path, &err);
	if (!inode && err == -ENOENT && (flags & AT_EMPTY_PATH))
		return sys_fstat64((unsigned int)dirfd, buf);
	return inode ? fill_stat(inode, buf) : err;
}

/* The entry at index pos: ".", "..", then the children in order */
static struct inode *dir_entry(struct inode *dir, loff_t pos,
			       const char **name)
{
	struct inode *c;
	loff_t i = 2;

	if (pos < 2) {
		*name = pos ? ".." : ".";
		return pos || !dir->parent ? dir : dir->parent;
	}
	list_for_each_entry(c, &dir->children, sibling)
		if (i++ == pos) {
			*name = c->name;
			return c;
		}
	return NULL;
}

static unsigned char dir_type(const struct inode *inode)
{
	return inode->is_dir ? DT_DIR : inode->fops ? DT_CHR : DT_REG;
}

long sys_getdents64(unsigned int fd, void __user *dirp, unsigned int count)
{
	struct file *f = fget((int)fd);
	char buf[sizeof(struct linux_dirent64) + NAME_MAX + 8];
	struct linux_dirent64 *d = (struct linux_dirent64 *)buf;
	struct inode *inode;
	const char *name;
	long done = 0;

	if (!f)
		return -EBADF;
	if (!f->f_inode || !f->f_inode->is_dir)
		return -ENOTDIR;
	while ((inode = dir_entry(f->f_inode, f->f_pos, &name))) {
		size_t len = strlen(name) + 1;
		unsigned short reclen =
			ALIGN(offsetof(struct linux_dirent64, d_name) + len, 8);

		if ((unsigned long)done + reclen > count)
			return done ? done : -EINVAL;
		memset(buf, 0, sizeof(buf));
		d->d_ino = inode->ino;
		d->d_off = f->f_pos + 1;
		d->d_reclen = reclen;
		d->d_type = dir_type(inode);
		memcpy(d->d_name, name, len);
		if (copy_to_user((char __user *)dirp + done, d, reclen))
			return -EFAULT;
		done += reclen;
		f->f_pos++;
	}
	return done;
}
