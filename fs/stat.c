// SPDX-License-Identifier: GPL-2.0
/*
 * fs/stat.c - what a name or descriptor is: stat64(2) and its siblings,
 * statx(2) (glibc 2.33+ builds fstatat() on it), access(2) and
 * readlink(2), and the directory listing, getdents64(2).
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/rcupdate.h"
#include "linux/stat.h"
#include "linux/sched.h"
#include "linux/shmem_fs.h"
#include "linux/cred.h"
#include "linux/dirent.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "asm/page.h"
#include "asm/stat.h"

#define AT_SYMLINK_NOFOLLOW	0x100
#define AT_NO_AUTOMOUNT	0x800	/* no automounts here: accepted, moot */
#define AT_EMPTY_PATH	0x1000
#define DT_CHR		2
#define DT_DIR		4
#define DT_REG		8
#define DT_LNK		10


umode_t inode_mode(const struct inode *inode)
{
	/* a /proc/PID/fd link's bits say how its file is open */
	if (inode_is_symlink(inode))
		return S_IFLNK | (inode->i_mode & 0777 ?: 0777);
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

/*
 * The size stat(2) and statx(2) say: generated files say 0, as /proc's
 * do (but the size a /proc entry's module set): read them to the end.
 * Brings a /proc entry's mode and size up to date first.
 */
static long long stat_size(struct inode *inode)
{
	if (inode->getattr)
		inode->getattr(inode);
	return (inode->show || inode->fops) && !inode->getattr ?
		       0 : (long long)inode->size;
}

/* 512-byte blocks: a tmpfs file's are its pages (a hole takes none, as
 * fallocate(2) shows), a generated link's none (/proc/PID/fd/N's size
 * is 64 but nothing is stored), others' its size rounded up */
static long long stat_blocks(const struct inode *inode, long long size)
{
	if (inode->readlink)
		return 0;
	if (inode->i_shmem)
		return (long long)inode->i_data.nrpages * (PAGE_SIZE / 512);
	return (size + 511) / 512;
}

/* The device a file is on: a tmpfs's own (mm/shmem.c), else 0:1, the
 * in-memory root's, /proc's and /sys's alike */
dev_t inode_dev(const struct inode *inode)
{
	return inode->i_shmem ? inode->i_shmem->s_dev : MKDEV(0, 1);
}

static long fill_stat(struct inode *inode, struct stat64 __user *ubuf)
{
	struct stat64 st = { 0 };

	st.st_size = stat_size(inode);
	st.st_dev = new_encode_dev(inode_dev(inode));
	st.__st_ino = st.st_ino = inode->i_ino;
	st.st_mode = inode_mode(inode);
	st.st_uid = from_kuid_munged(current_user_ns(), inode->i_uid);
	st.st_gid = from_kgid_munged(current_user_ns(), inode->i_gid);
	st.st_nlink = inode->i_nlink;
	st.st_rdev = new_encode_dev(inode->i_rdev);
	st.st_blksize = 4096;
	st.st_blocks = stat_blocks(inode, st.st_size);
	st.st_atime = (u32)inode->i_atime.tv_sec;
	st.st_atime_nsec = (u32)inode->i_atime.tv_nsec;
	st.st_mtime = (u32)inode->i_mtime.tv_sec;
	st.st_mtime_nsec = (u32)inode->i_mtime.tv_nsec;
	st.st_ctime = (u32)inode->i_ctime.tv_sec;
	st.st_ctime_nsec = (u32)inode->i_ctime.tv_nsec;
	return copy_to_user(ubuf, &st, sizeof(st)) ? -EFAULT : 0;
}

long sys_stat64(const char __user *path, struct stat64 __user *buf)
{
	return sys_fstatat64(AT_FDCWD, path, buf, 0);
}

long sys_lstat64(const char __user *path, struct stat64 __user *buf)
{
	return sys_fstatat64(AT_FDCWD, path, buf, AT_SYMLINK_NOFOLLOW);
}

/* fstatat(2) and statx(2)'s flag: the link itself, not its target; the
 * name held (the caller dput()s it) */
static struct dentry *path_at(int dirfd, const char __user *path, int flags,
			      long *err)
{
	return flags & AT_SYMLINK_NOFOLLOW ? user_lpath_at(dirfd, path, err) :
					     user_path_at(dirfd, path, err);
}

static long file_stat(const struct file *f, struct stat64 __user *buf)
{
	if (!f->f_inode) {	/* a pipe: a FIFO of no size */
		struct stat64 st = { .st_mode = 0010600, .st_nlink = 1 };

		return copy_to_user(buf, &st, sizeof(st)) ? -EFAULT : 0;
	}
	return fill_stat(f->f_inode, buf);
}

long sys_fstat64(unsigned int fd, struct stat64 __user *buf)
{
	struct fd f = fdget_raw(fd);
	long ret;

	if (!f.file)
		return -EBADF;
	ret = file_stat(f.file, buf);
	fdput(f);
	return ret;
}

/* statx(2)'s result, as Linux's include/uapi/linux/stat.h has it */
struct statx_timestamp {
	s64 tv_sec;
	u32 tv_nsec;
	s32 __reserved;
};

struct statx {
	u32 stx_mask, stx_blksize;
	u64 stx_attributes;
	u32 stx_nlink, stx_uid, stx_gid;
	u16 stx_mode, __spare0;
	u64 stx_ino, stx_size, stx_blocks, stx_attributes_mask;
	struct statx_timestamp stx_atime, stx_btime, stx_ctime, stx_mtime;
	u32 stx_rdev_major, stx_rdev_minor, stx_dev_major, stx_dev_minor;
	u64 __spare2[14];
};

static struct statx_timestamp statx_time(struct timespec64 t)
{
	return (struct statx_timestamp){ t.tv_sec, (u32)t.tv_nsec, 0 };
}

#define STATX_BASIC_STATS	0x07ff	/* every field stat(2) has */
#define STATX__RESERVED		0x80000000U	/* a mask bit for later */
#define AT_STATX_SYNC_TYPE	0x6000

static long fill_statx(struct inode *inode, struct statx __user *ubuf)
{
	struct statx st = { 0 };

	st.stx_mask = STATX_BASIC_STATS;
	st.stx_blksize = 4096;
	st.stx_size = (u64)stat_size(inode);
	st.stx_nlink = inode->i_nlink;
	st.stx_mode = (u16)inode_mode(inode);
	st.stx_uid = from_kuid_munged(current_user_ns(), inode->i_uid);
	st.stx_gid = from_kgid_munged(current_user_ns(), inode->i_gid);
	st.stx_ino = inode->i_ino;
	/* a device node's number: glibc's stat() on i386 is a statx() */
	st.stx_rdev_major = MAJOR(inode->i_rdev);
	st.stx_rdev_minor = MINOR(inode->i_rdev);
	st.stx_blocks = stat_blocks(inode, (long long)st.stx_size);
	st.stx_dev_major = MAJOR(inode_dev(inode));
	st.stx_dev_minor = MINOR(inode_dev(inode));
	st.stx_atime = statx_time(inode->i_atime);
	st.stx_mtime = statx_time(inode->i_mtime);
	st.stx_ctime = statx_time(inode->i_ctime);
	return copy_to_user(ubuf, &st, sizeof(st)) ? -EFAULT : 0;
}

/* statx(2) of AT_EMPTY_PATH: the descriptor's own file */
static long fd_statx(int fd, struct statx __user *buf)
{
	struct statx st = { .stx_mask = STATX_BASIC_STATS,
			    .stx_mode = 0010600, .stx_nlink = 1 };
	struct fd f = fdget_raw((unsigned int)fd);
	long ret;

	if (!f.file)
		return -EBADF;
	if (f.file->f_inode)
		ret = fill_statx(f.file->f_inode, buf);
	else	/* a pipe */
		ret = copy_to_user(buf, &st, sizeof(st)) ? -EFAULT : 0;
	fdput(f);
	return ret;
}

long sys_statx(int dirfd, const char __user *path, int flags,
	       unsigned int mask, struct statx __user *buf)
{
	long err;
	struct dentry *d;

	/* statx(2): EINVAL for an unknown flag or a reserved mask bit */
	if (flags & ~(AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | AT_EMPTY_PATH |
		      AT_STATX_SYNC_TYPE) || (mask & STATX__RESERVED))
		return -EINVAL;
	d = path_at(dirfd, path, flags, &err);
	if (!d && err == -ENOENT && (flags & AT_EMPTY_PATH))
		return fd_statx(dirfd, buf);
	if (!d)
		return err;
	err = fill_statx(d->d_inode, buf);
	dput(d);
	return err;
}

#define F_OK	0	/* access(2) modes */
#define X_OK	1
#define W_OK	2
#define R_OK	4

#define AT_EACCESS	0x200	/* faccessat(2): by the effective ids */

/*
 * access(2) asks with the real uid and gid what the effective ones would
 * be allowed (a set-user-ID program's question about its user): the
 * check runs on credentials whose fs ids are the real ids, with every
 * permitted capability if the real uid is 0 and none otherwise, as
 * Linux's access_override_creds() makes them.  AT_EACCESS keeps the
 * caller's own.
 */
static const struct cred *access_override_creds(void)
{
	const struct cred *old;
	struct cred *new = prepare_creds();

	if (!new)
		return NULL;
	new->fsuid = new->uid;
	new->fsgid = new->gid;
	new->cap_effective = uid_eq(new->uid, GLOBAL_ROOT_UID) ?
				     new->cap_permitted : CAP_EMPTY_SET;
	old = override_creds(new);
	put_cred(new);		/* the override holds it until revert_creds() */
	return old;
}

/* faccessat2(2): the mode bits checked are those stat(2) reports */
long sys_faccessat2(int dirfd, const char __user *path, int mode, int flags)
{
	const struct cred *old = NULL;
	struct dentry *d;
	long err;

	if (mode & ~(R_OK | W_OK | X_OK))
		return -EINVAL;
	if (flags & ~(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH | AT_EACCESS))
		return -EINVAL;
	if (!(flags & AT_EACCESS) && !(old = access_override_creds()))
		return -ENOMEM;
	d = user_path_at(dirfd, path, &err);
	if (d)
		err = inode_permission(d->d_inode, mode);
	dput(d);
	if (old)
		revert_creds(old);
	return err;
}

long sys_faccessat(int dirfd, const char __user *path, int mode)
{
	return sys_faccessat2(dirfd, path, mode, 0);
}

long sys_access(const char __user *path, int mode)
{
	return sys_faccessat2(AT_FDCWD, path, mode, 0);
}

/*
 * readlinkat(2): a symlink(2)'s target, or a generated link's: /proc/self
 * and /proc/PID/exe, the program the process runs (fs/proc/base.c); any
 * other name that exists is not a link: EINVAL.
 */
/*
 * readlinkat(2) of "": the link dirfd names, an O_PATH|O_NOFOLLOW
 * descriptor of it (Linux's since 2.6.39), held; NULL (ENOENT) if path
 * is not "" or dirfd names no link
 */
static struct dentry *fd_link(int dirfd, const char __user *path)
{
	long err;
	struct dentry *d = empty_path_at(dirfd, path, &err);

	if (d && !inode_is_symlink(d->d_inode)) {
		dput(d);
		d = NULL;
	}
	return d;
}

long sys_readlinkat(int dirfd, const char __user *path, char __user *buf,
		    int bufsiz)
{
	struct dentry *d;
	char *target;
	long len;

	if (bufsiz <= 0)
		return -EINVAL;
	d = path_at(dirfd, path, AT_SYMLINK_NOFOLLOW, &len);
	if (!d && len == -ENOENT)
		d = fd_link(dirfd, path);
	if (!d)
		return len;
	target = __getname();
	if (!target)
		len = -ENOMEM;
	else if (inode_is_symlink(d->d_inode))
		len = inode_readlink(d->d_inode, target, PATH_MAX);
	else
		len = -EINVAL;
	dput(d);
	/* none (0): a process with no program, a kernel thread */
	if (!len)
		len = -ENOENT;
	len = min(len, (long)bufsiz);	/* truncated, no NUL: readlink(2) */
	if (len > 0 && copy_to_user(buf, target, (size_t)len))
		len = -EFAULT;
	__putname(target);
	return len;
}

long sys_readlink(const char __user *path, char __user *buf, int bufsiz)
{
	return sys_readlinkat(AT_FDCWD, path, buf, bufsiz);
}

long sys_fstatat64(int dirfd, const char __user *path,
		   struct stat64 __user *buf, int flags)
{
	long err;
	struct dentry *d;

	if (flags & ~(AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | AT_EMPTY_PATH))
		return -EINVAL;
	d = path_at(dirfd, path, flags, &err);
	if (!d && err == -ENOENT && (flags & AT_EMPTY_PATH))
		return sys_fstat64((unsigned int)dirfd, buf);
	if (!d)
		return err;
	err = fill_stat(d->d_inode, buf);
	dput(d);
	return err;
}

/* getdents(2)'s d_type: the type bits of the mode, shifted (dirent.h's
 * DT_* are S_IF* >> 12), so a /proc or /sys file with operations of its
 * own is a regular file there too */
static unsigned char dir_type(const struct inode *inode)
{
	return (unsigned char)((inode_mode(inode) & S_IFMT) >> 12);
}

/* The entry at index pos (".", "..", then the names in order) as a
 * record in d, its name copied; false past the last.  The list is
 * walked and the entry read inside rcu_read_lock() (fs/dcache.c): a
 * name removed meanwhile is not freed under the walk */
static bool dir_entry(struct dentry *dir, loff_t pos,
		      struct linux_dirent64 *d)
{
	struct inode *inode = NULL;
	const char *name = pos ? ".." : ".";
	struct dentry *c;
	loff_t i = 2;

	rcu_read_lock();
	if (pos < 2)
		inode = pos ? dir->d_parent->d_inode : dir->d_inode;
	else
		list_for_each_entry(c, &dir->d_subdirs, d_child)
			if (i++ == pos) {
				inode = c->d_inode;
				name = c->d_name.name;
				break;
			}
	if (inode) {
		d->d_ino = inode->i_ino;
		d->d_type = dir_type(inode);
		strlcpy(d->d_name, name, NAME_MAX + 1);
	}
	rcu_read_unlock();
	return inode;
}

static long getdents(struct file *f, void __user *dirp, unsigned int count)
{
	char buf[sizeof(struct linux_dirent64) + NAME_MAX + 8];
	struct linux_dirent64 *d = (struct linux_dirent64 *)buf;
	long done = 0, err;

	if (!f->f_inode || !f->f_inode->is_dir)
		return -ENOTDIR;
	err = d_unread(f->f_path.dentry);	/* names still on a disk */
	if (err)
		return err;
	if (f->f_inode->refresh && f->f_pos == 0)
		f->f_inode->refresh(f->f_path.dentry);
	for (;;) {
		unsigned short reclen;

		memset(buf, 0, sizeof(buf));
		if (!dir_entry(f->f_path.dentry, f->f_pos, d))
			break;
		reclen = ALIGN(offsetof(struct linux_dirent64, d_name) +
			       strlen(d->d_name) + 1, 8);
		if ((unsigned long)done + reclen > count)
			return done ? done : -EINVAL;
		d->d_off = f->f_pos + 1;
		d->d_reclen = reclen;
		if (copy_to_user((char __user *)dirp + done, d, reclen))
			return -EFAULT;
		done += reclen;
		f->f_pos++;
	}
	return done;
}

long sys_getdents64(unsigned int fd, void __user *dirp, unsigned int count)
{
	struct fd f = fdget(fd);
	long ret = f.file ? getdents(f.file, dirp, count) : -EBADF;

	/* a directory read, even one that found no room: IN_ACCESS, as
	 * Linux's iterate_dir() reports it */
	if (ret != -EBADF && ret != -ENOTDIR)
		fsnotify_file(f.file, IN_ACCESS);
	fdput(f);
	return ret;
}
