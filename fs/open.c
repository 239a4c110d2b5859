// SPDX-License-Identifier: GPL-2.0
/*
 * fs/open.c - opening files by name, and the calls about names: open(2),
 * openat(2), chdir(2), getcwd(2), mkdir(2), mknod(2), unlink(2), and
 * chmod(2) and chown(2) (who may: fs/namei.c).
 *
 * Names are resolved in the ramfs tree (fs/ramfs/inode.c), relative
 * paths from the process's working directory.  What an open file does
 * depends on its inode: a device brings its own operations (inode->fops:
 * /dev/console, /dev/null...); a regular file reads its bytes or, if it
 * is generated (/proc, /sys), a snapshot rendered at open, as seq_file
 * gives a reader one consistent text.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/limits.h"
#include "linux/sched.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"

#define AT_FDCWD	-100	/* openat(2): relative to the cwd */
#define AT_SYMLINK_NOFOLLOW	0x100	/* fchownat(2): the link itself */

/* Copy a path from user memory: -EFAULT, -ENAMETOOLONG or -ENOENT ("") */
long getname(char *buf, const char __user *path)
{
	long len = strncpy_from_user(buf, path, PATH_MAX);

	if (len < 0)
		return len;
	if (len == PATH_MAX)
		return -ENAMETOOLONG;
	return len ? 0 : -ENOENT;
}

/* The directory a dirfd-relative path starts from */
static long start_dir(int dirfd, const char *path, struct inode **dir)
{
	struct file *f;

	*dir = current->cwd;
	if (*path == '/' || dirfd == AT_FDCWD)
		return 0;
	f = fget(dirfd);
	if (!f)
		return -EBADF;
	if (!f->f_inode || !f->f_inode->is_dir)
		return -ENOTDIR;
	*dir = f->f_inode;
	return 0;
}

static struct inode *lookup_user_path(int dirfd, const char __user *upath,
				      long *err, bool follow)
{
	char path[PATH_MAX];
	struct inode *dir, *inode;

	*err = getname(path, upath);
	if (!*err)
		*err = start_dir(dirfd, path, &dir);
	if (*err)
		return NULL;
	inode = follow ? fs_lookup_at(dir, path) : fs_lookup_link_at(dir, path);
	if (!inode)
		*err = -ENOENT;
	return inode;
}

/* Look up a user path: the inode, or an ERR-style negative errno in *err */
struct inode *user_path_at(int dirfd, const char __user *upath, long *err)
{
	return lookup_user_path(dirfd, upath, err, true);
}

/* The same, but a symbolic link at the end is not followed (lstat(2)) */
struct inode *user_lpath_at(int dirfd, const char __user *upath, long *err)
{
	return lookup_user_path(dirfd, upath, err, false);
}

/* A generated file reads its snapshot, a regular file its pages */
static ssize_t ramfs_read(struct file *f, char __user *buf, size_t count,
			  loff_t *pos)
{
	struct inode *inode = f->f_inode;
	size_t size = f->private_data ? f->private_len : inode->size;
	size_t n, done = 0;
	const char *p;

	if (*pos >= (loff_t)size)
		return 0;
	count = min(count, size - (size_t)*pos);
	for (; done < count; done += n) {
		if (f->private_data) {
			n = count;
			p = (const char *)f->private_data + *pos;
		} else {
			p = filemap_bytes(inode, (size_t)*pos + done,
					  count - done, &n);
		}
		if (p ? copy_to_user(buf + done, p, n) : clear_user(buf + done, n))
			break;
	}
	if (!done && count)
		return -EFAULT;
	*pos += done;
	return (ssize_t)done;
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
	if (ret > 0)
		*pos = at + ret;
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
 * What opening an existing file asks of its mode: read, write or both
 * by O_ACCMODE, and write to truncate it (open(2) EACCES)
 */
static int open_permission(struct inode *inode, int flags)
{
	static const int by_acc[] = { MAY_READ, MAY_WRITE,
				      MAY_READ | MAY_WRITE };
	int mask = by_acc[flags & O_ACCMODE];

	if (flags & O_TRUNC)
		mask |= MAY_WRITE;
	return inode_permission(inode, mask);
}

/* The directory a new name is made in must exist and be writable */
static long may_create_at(struct inode *dir, const char *path)
{
	struct inode *parent = lookup_parent(dir, path);

	if (!parent)
		return -ENOENT;
	if (!parent->is_dir)
		return -ENOTDIR;
	return may_create(parent);
}

/* a new file's permissions: open(2)'s mode less the umask; a file that
 * exists must allow what flags ask (a new one is the caller's) */
static struct inode *open_create(struct inode *dir, const char *path,
				 int flags, int mode, long *err)
{
	struct inode *inode = fs_lookup_at(dir, path);

	*err = 0;
	if (inode && (flags & O_CREAT) && (flags & O_EXCL))
		*err = -EEXIST;
	else if (!inode && !(flags & O_CREAT))
		*err = -ENOENT;
	else if (inode)
		*err = check_open(inode, flags) ?: open_permission(inode, flags);
	else if (!(*err = may_create_at(dir, path))) {
		inode = fs_create_at(dir, path, false);
		if (inode)
			inode->i_mode = S_IFREG |
					(mode & ~current->umask & 07777);
		*err = inode ? check_open(inode, flags) :
			fs_lookup_at(dir, path) ? -EEXIST : -ENOENT;
	}
	return *err ? NULL : inode;
}

long do_sys_open(int dirfd, const char __user *upath, int flags, int mode)
{
	char path[PATH_MAX];
	const struct file_operations *fops;
	struct inode *dir, *inode = NULL;
	struct file *f;
	long err;

	err = getname(path, upath);
	if (!err)
		err = start_dir(dirfd, path, &dir);
	if (!err)
		inode = open_create(dir, path, flags, mode, &err);
	if (err)
		return err;
	if ((flags & O_TRUNC) && !inode->show && !inode->fops &&
	    (flags & O_ACCMODE) != O_RDONLY && (err = fs_truncate(inode, 0)))
		return err;
	fops = inode->fops ? inode->fops :
			     inode->is_dir ? &dir_fops : &ramfs_fops;
	f = alloc_file(inode, fops, (unsigned int)flags);
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

long sys_chdir(const char __user *upath)
{
	long err;
	struct inode *inode = user_path_at(AT_FDCWD, upath, &err);

	if (!inode)
		return err;
	if (!inode->is_dir)
		return -ENOTDIR;
	current->cwd = inode;
	return 0;
}

/* The raw call returns the length including the NUL (getcwd(2) NOTES) */
long sys_getcwd(char __user *buf, unsigned long size)
{
	char path[PATH_MAX];
	size_t len = fs_path(current->cwd, path, sizeof(path));

	if (!len)
		return -ENAMETOOLONG;
	if (size < len + 1)
		return -ERANGE;
	return copy_to_user(buf, path, len + 1) ? -EFAULT : (long)len + 1;
}

/*
 * chmod(2): the permission bits (with set-id and sticky), the type kept;
 * only by the owner or with CAP_FOWNER (EPERM), and the set-group-ID
 * bit only by a member of the file's group or with CAP_FSETID (else it
 * is silently left out, as chmod(2) says).  A /proc link
 * (/proc/PID/exe) resolves to a file of its own kind, never here.
 */
static long chmod_common(struct inode *inode, umode_t mode)
{
	if (!inode_owner_or_capable(inode))
		return -EPERM;
	if (!in_group_p(inode->i_gid) && !capable(CAP_FSETID))
		mode &= ~S_ISGID;
	inode->i_mode = (inode_mode(inode) & S_IFMT) | (mode & 07777);
	return 0;
}

/*
 * chown(2): -1 leaves an id as it is.  Only CAP_CHOWN gives a file to
 * another user; the owner may set the group to one of his own groups.
 * A regular file loses its set-user-ID bit, and its set-group-ID bit if
 * it is group-executable (else the bit marks locking, and stays).
 */
static long chown_common(struct inode *inode, uid_t user, gid_t group)
{
	bool owner = uid_eq(current_fsuid(), inode->i_uid);
	umode_t mode = inode_mode(inode);
	kuid_t uid = KUIDT_INIT(user);
	kgid_t gid = KGIDT_INIT(group);

	if (user != (uid_t)-1 && !(owner && uid_eq(uid, inode->i_uid)) &&
	    !capable(CAP_CHOWN))
		return -EPERM;
	if (group != (gid_t)-1 &&
	    !(owner && (in_group_p(gid) || gid_eq(gid, inode->i_gid))) &&
	    !capable(CAP_CHOWN))
		return -EPERM;
	if (user != (uid_t)-1)
		inode->i_uid = uid;
	if (group != (gid_t)-1)
		inode->i_gid = gid;
	if (!inode->is_dir) {
		mode &= ~S_ISUID;
		if (mode & S_IXGRP)
			mode &= ~S_ISGID;
		inode->i_mode = mode;
	}
	return 0;
}

long sys_fchownat(int dirfd, const char __user *path, uid_t user,
		  gid_t group, int flags)
{
	long err;
	struct inode *inode;

	if (flags & ~AT_SYMLINK_NOFOLLOW)
		return -EINVAL;
	inode = flags & AT_SYMLINK_NOFOLLOW ?
			user_lpath_at(dirfd, path, &err) :
			user_path_at(dirfd, path, &err);
	return inode ? chown_common(inode, user, group) : err;
}

long sys_chown(const char __user *path, uid_t user, gid_t group)
{
	return sys_fchownat(AT_FDCWD, path, user, group, 0);
}

long sys_lchown(const char __user *path, uid_t user, gid_t group)
{
	return sys_fchownat(AT_FDCWD, path, user, group, AT_SYMLINK_NOFOLLOW);
}

long sys_fchown(unsigned int fd, uid_t user, gid_t group)
{
	struct file *f = fget((int)fd);

	if (!f)
		return -EBADF;
	if (!f->f_inode)	/* a pipe: no inode to keep an owner in */
		return -EPERM;
	return chown_common(f->f_inode, user, group);
}

long sys_fchmodat(int dirfd, const char __user *path, umode_t mode)
{
	long err;
	struct inode *inode = user_path_at(dirfd, path, &err);

	return inode ? chmod_common(inode, mode) : err;
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

/* A file whose bytes are kept (mm/filemap.c), not a device, a generated
 * file or a directory */
static bool keeps_bytes(const struct inode *inode)
{
	return !inode->is_dir && !inode->show && !inode->store &&
	       !inode->fops && !inode->readlink;
}

/* truncate(2), in the checks' order of Linux's do_sys_truncate() */
static long do_truncate_path(const char __user *path, long long length)
{
	long err;
	struct inode *inode;

	if (length < 0)
		return -EINVAL;
	inode = user_path_at(AT_FDCWD, path, &err);
	if (!inode)
		return err;
	if (inode->is_dir)
		return -EISDIR;
	if (inode->show || inode->store)
		return -EACCES;	/* what is generated cannot be cut */
	if (!keeps_bytes(inode))
		return -EINVAL;
	if (length > (long long)FILE_SIZE_MAX)
		return -EFBIG;
	return fs_truncate(inode, (size_t)length);
}

/* ftruncate(2): the file must be a regular one open for writing
 * (EINVAL); small: the call without 64 in its name, which takes no
 * length beyond 2 GiB - 1 unless the file was opened O_LARGEFILE */
static long do_truncate_fd(unsigned int fd, long long length, bool small)
{
	struct file *f;

	if (length < 0)
		return -EINVAL;
	f = fget((int)fd);
	if (!f)
		return -EBADF;
	if (!f->f_inode || !keeps_bytes(f->f_inode) ||
	    (f->f_flags & O_ACCMODE) == O_RDONLY)
		return -EINVAL;
	if (small && !(f->f_flags & O_LARGEFILE) && length > 0x7fffffffLL)
		return -EINVAL;
	if (length > (long long)FILE_SIZE_MAX)
		return -EFBIG;
	return fs_truncate(f->f_inode, (size_t)length);
}

long sys_truncate(const char __user *path, long length)
{
	return do_truncate_path(path, length);
}

long sys_ftruncate(unsigned int fd, long length)
{
	return do_truncate_fd(fd, length, true);
}

/* the 64-bit length comes in two registers, low word first */
long sys_truncate64(const char __user *path, unsigned long lo,
		    unsigned long hi)
{
	return do_truncate_path(path, (long long)((u64)hi << 32 | lo));
}

long sys_ftruncate64(unsigned int fd, unsigned long lo, unsigned long hi)
{
	return do_truncate_fd(fd, (long long)((u64)hi << 32 | lo), false);
}

long sys_mkdir(const char __user *upath, int mode)
{
	char path[PATH_MAX];
	long err = getname(path, upath);
	struct inode *dir;

	if (err)
		return err;
	if (fs_lookup_at(current->cwd, path))
		return -EEXIST;
	err = may_create_at(current->cwd, path);
	if (err)
		return err;
	dir = fs_create_at(current->cwd, path, true);
	if (!dir)
		return -ENOENT;
	/* a set-group-ID directory's subdirectories are so too (mkdir(2)) */
	mode = (mode & ~current->umask & 07777) |
	       (inode_mode(dir->parent) & S_ISGID);
	dir->i_mode = S_IFDIR | mode;
	return 0;
}

/*
 * mknod(2): a regular file (type 0 or S_IFREG) or a character device
 * node, which opens whatever driver has its number (fs/char_dev.c).
 * Other types (block devices, FIFOs, sockets) this ramfs does not
 * hold: EPERM, as mknod(2) says of such a filesystem.
 */
long sys_mknodat(int dirfd, const char __user *upath, umode_t mode,
		 unsigned int dev)
{
	char path[PATH_MAX];
	struct inode *dir, *inode;
	long err = getname(path, upath);

	if (!err)
		err = start_dir(dirfd, path, &dir);
	if (err)
		return err;
	if ((mode & S_IFMT) && !S_ISREG(mode) && !S_ISCHR(mode))
		return S_ISBLK(mode) || S_ISFIFO(mode) || S_ISSOCK(mode) ?
			       -EPERM : -EINVAL;
	if (fs_lookup_at(dir, path))
		return -EEXIST;
	err = may_create_at(dir, path);
	if (err)
		return err;
	/* a device node takes CAP_MKNOD (mknod(2)); a regular file none */
	if (S_ISCHR(mode) && !capable(CAP_MKNOD))
		return -EPERM;
	inode = fs_create_at(dir, path, false);
	if (!inode)
		return -ENOENT;
	if (S_ISCHR(mode)) {
		inode->fops = &def_chr_fops;
		inode->i_rdev = new_decode_dev(dev);
	}
	return 0;
}

long sys_mknod(const char __user *path, umode_t mode, unsigned int dev)
{
	return sys_mknodat(AT_FDCWD, path, mode, dev);
}

long sys_unlink(const char __user *upath)
{
	long err;
	struct inode *inode = user_path_at(AT_FDCWD, upath, &err);

	if (!inode)
		return err;
	if (inode->is_dir)
		return -EISDIR;
	err = may_delete(inode->parent, inode);
	if (err)
		return err;
	/* /proc, /sys and built-in devices stay; mknod(2)'s nodes may go */
	if (inode->show || (inode->fops && inode->fops != &def_chr_fops))
		return -EPERM;
	fs_remove(inode);
	return 0;
}
