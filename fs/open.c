// SPDX-License-Identifier: GPL-2.0
/*
 * fs/open.c - opening files by name: open(2), openat(2), and chdir(2),
 * getcwd(2), chmod(2).
 *
 * Names are resolved by the path walk (fs/namei.c), relative paths
 * from the process's working directory.  What an open file does
 * depends on its inode: a device brings its own operations (inode->fops:
 * /dev/console, /dev/null...); a regular file reads its bytes or, if it
 * is generated (/proc, /sys), a snapshot rendered at open, as seq_file
 * gives a reader one consistent text.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/limits.h"
#include "linux/sched.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"

#define AT_FDCWD	-100	/* openat(2): relative to the cwd */
static ssize_t ramfs_read(struct file *f, char __user *buf, size_t count,
			  loff_t *pos)
{
	struct inode *inode = f->f_inode;
	const char *data = f->private_data ? f->private_data : inode->data;
	size_t size = f->private_data ? f->private_len : inode->size;
	size_t n;

	if (*pos >= (loff_t)size)
		return 0;
	n = min(count, size - (size_t)*pos);
	if (copy_to_user(buf, data + *pos, n))
		return -EFAULT;
	*pos += n;
	touch_atime(inode);
	return (ssize_t)n;
}

#define STORE_MAX	256
#define FILE_MAX	(1UL << 24)

/*
 * A trigger file hands each write to its store().  The bytes are on the
 * stack, not allocated: store() may oops (LKDTM's DIRECT), and nothing
 * must be left behind when it does.
 */
static ssize_t store_write(struct inode *inode, const char __user *buf,
			   size_t count)
{
	char kbuf[STORE_MAX + 1];

	if (count > STORE_MAX)
		return -EINVAL;
	if (copy_from_user(kbuf, buf, count))
		return -EFAULT;
	kbuf[count] = '\0';
	return inode->store(kbuf, count, inode->priv);
}

/* A plain file keeps what is written, at the position or at its end */
static ssize_t ramfs_write(struct file *f, const char __user *buf,
			   size_t count, loff_t *pos)
{
	struct inode *inode = f->f_inode;
	size_t at = (f->f_flags & O_APPEND) ? inode->size : (size_t)*pos;
	char *kbuf;
	long ret;

	if (inode->store)
		return store_write(inode, buf, count);
	if (inode->show)
		return -EACCES;
	if (count > FILE_MAX)
		return -EFBIG;
	kbuf = vmalloc(count + 1);
	if (!kbuf)
		return -ENOMEM;
	ret = copy_from_user(kbuf, buf, count) ? -EFAULT :
		fs_write_file(inode, at, kbuf, count);
	if (ret > 0) {
		*pos = at + ret;
		file_update_time(inode);
	}
	vfree(kbuf);
	return ret;
}

static int ramfs_open(struct inode *inode, struct file *f)
{
	if (!inode->show || (f->f_flags & O_ACCMODE) == O_WRONLY)
		return 0;
	f->private_data = fs_read_file(inode, &f->private_len);
	return f->private_data ? 0 : -ENOMEM;
}

static int ramfs_release(struct inode *inode, struct file *f)
{
	(void)inode;
	if (f->private_data)
		vfree(f->private_data);
	return 0;
}

/* Anywhere, as before; SEEK_END is the end of the snapshot if there is one */
static loff_t ramfs_llseek(struct file *f, loff_t off, int whence)
{
	size_t size = f->private_data ? f->private_len : f->f_inode->size;

	return generic_file_llseek_size(f, off, whence, LLONG_MAX,
					(loff_t)size);
}

static ssize_t dir_read(struct file *f, char __user *buf, size_t count,
			loff_t *pos)
{
	(void)f, (void)buf, (void)count, (void)pos;
	return -EISDIR;
}

static const struct file_operations ramfs_fops = {
	.llseek = ramfs_llseek,
	.read = ramfs_read,
	.write = ramfs_write,
	.open = ramfs_open,
	.release = ramfs_release,
};

static const struct file_operations dir_fops = {
	.llseek = ramfs_llseek,
	.read = dir_read,
};

static long check_open(struct inode *inode, int flags)
{
	int acc = flags & O_ACCMODE;

	if (acc == 3)
		return -EINVAL;
	if ((flags & O_DIRECTORY) && !inode->is_dir)
		return -ENOTDIR;
	if (inode->is_dir && (acc != O_RDONLY || (flags & O_TRUNC)))
		return -EISDIR;
	return 0;
}

/*
 * The name open(2) opens: found, or made if O_CREAT says so, with
 * open(2)'s mode less the umask; NULL and *err otherwise.
 */
static struct dentry *open_create(struct dentry *dir, const char *path,
				  int flags, int mode, long *err)
{
	struct dentry *d = path_lookupat(dir, path, flags & O_NOFOLLOW ?
					 0 : LOOKUP_FOLLOW);

	*err = 0;
	if (!IS_ERR(d)) {
		if ((flags & O_CREAT) && (flags & O_EXCL))
			*err = -EEXIST;
		else if (inode_is_symlink(d->d_inode))
			*err = -ELOOP;	/* O_NOFOLLOW's (open(2)) */
		return *err ? NULL : d;
	}
	*err = PTR_ERR(d);
	if (*err != -ENOENT || !(flags & O_CREAT))
		return NULL;
	if (path[strlen(path) - 1] == '/') {
		*err = -EISDIR;	/* open(2): O_CREAT of "name/" */
		return NULL;
	}
	d = filename_create(dir, path, false);
	if (IS_ERR(d)) {
		*err = PTR_ERR(d);
		return NULL;
	}
	*err = vfs_create(d->d_parent->d_inode, d,
			  S_IFREG | (mode & ~current->umask & 07777));
	dput(d);	/* the tree holds it now, or it is gone */
	return *err ? NULL : d;
}

long do_sys_open(int dirfd, const char __user *upath, int flags, int mode)
{
	char path[PATH_MAX];
	const struct file_operations *fops;
	struct dentry *dir, *d = NULL;
	struct inode *inode;
	struct file *f;
	long err;

	err = getname(path, upath);
	if (!err)
		err = start_dir(dirfd, path, &dir);
	if (!err && (d = open_create(dir, path, flags, mode, &err)))
		err = check_open(d->d_inode, flags);
	if (err)
		return err;
	inode = d->d_inode;
	if ((flags & O_TRUNC) && !inode->show && !inode->fops &&
	    (flags & O_ACCMODE) != O_RDONLY) {
		fs_truncate(inode);
		file_update_time(inode);
	}
	fops = inode->fops ? inode->fops :
			     inode->is_dir ? &dir_fops : &ramfs_fops;
	f = alloc_file(d, fops, (unsigned int)flags);
	if (!f)
		return -ENOMEM;
	if (fops->open && (err = fops->open(inode, f))) {
		f->f_op = &dir_fops;	/* nothing to release */
		fput(f);
		return err;
	}
	err = fd_install(f, flags & O_CLOEXEC);
	if (err < 0)
		fput(f);
	return err;
}

long sys_open(const char __user *path, int flags, int mode)
{
	return do_sys_open(AT_FDCWD, path, flags, mode);
}

long sys_openat(int dirfd, const char __user *path, int flags, int mode)
{
	return do_sys_open(dirfd, path, flags, mode);
}

/* creat(2): "equivalent to open() with flags O_CREAT|O_WRONLY|O_TRUNC" */
long sys_creat(const char __user *path, int mode)
{
	return do_sys_open(AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, mode);
}

long sys_chdir(const char __user *upath)
{
	long err;
	struct dentry *d = user_path_at(AT_FDCWD, upath, &err);

	if (!d)
		return err;
	if (!d->d_inode->is_dir)
		return -ENOTDIR;
	dput(current->cwd);
	current->cwd = dget(d);
	return 0;
}

/* The raw call returns the length including the NUL (getcwd(2) NOTES) */
long sys_getcwd(char __user *buf, unsigned long size)
{
	char path[PATH_MAX];
	size_t len;

	if (d_unhashed(current->cwd))
		return -ENOENT;	/* getcwd(2): "The current working directory
				 * has been unlinked." */
	len = d_abspath(current->cwd, path, sizeof(path));
	if (!len)
		return -ENAMETOOLONG;
	if (size < len + 1)
		return -ERANGE;
	return copy_to_user(buf, path, len + 1) ? -EFAULT : (long)len + 1;
}

/*
 * chmod(2): the permission bits (with set-id and sticky), the type kept.
 * Everyone is root here, so no owner check.  A /proc link
 * (/proc/PID/exe) resolves to a file of its own kind, never here.
 */
static long chmod_common(struct inode *inode, umode_t mode)
{
	inode->i_mode = (inode_mode(inode) & S_IFMT) | (mode & 07777);
	return 0;
}

long sys_fchmodat(int dirfd, const char __user *path, umode_t mode)
{
	long err;
	struct dentry *d = user_path_at(dirfd, path, &err);

	return d ? chmod_common(d->d_inode, mode) : err;
}

long sys_chmod(const char __user *path, umode_t mode)
{
	return sys_fchmodat(AT_FDCWD, path, mode);
}

long sys_fchmod(unsigned int fd, umode_t mode)
{
	struct file *f = fget((int)fd);

	if (!f)
		return -EBADF;
	if (!f->f_inode)	/* a pipe: no inode to keep a mode in */
		return -EPERM;
	return chmod_common(f->f_inode, mode);
}
