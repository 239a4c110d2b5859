// SPDX-License-Identifier: GPL-2.0
/*
 * fs/open.c - opening files by name: open(2), openat(2), creat(2), and
 * chdir(2), getcwd(2), chmod(2), chown(2) (who may: fs/namei.c),
 * truncate(2), fallocate(2).
 *
 * Names are resolved by the path walk (fs/namei.c), relative paths
 * from the process's working directory.  What an open file does
 * depends on its inode: a device brings its own operations (inode->fops:
 * /dev/console, /dev/null...); a regular file reads its bytes or, if it
 * is generated (/proc, /sys), a snapshot rendered at open, as seq_file
 * gives a reader one consistent text.
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/hugetlb.h"
#include "linux/err.h"
#include "linux/fanotify.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fs_struct.h"
#include "linux/fsnotify.h"
#include "linux/rcupdate.h"
#include "linux/limits.h"
#include "linux/memfd.h"
#include "linux/openat2.h"
#include "linux/sched.h"
#include "linux/shmem_fs.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/tty.h"
#include "linux/vmalloc.h"

#define AT_SYMLINK_NOFOLLOW	0x100	/* fchownat(2): the link itself */

/*
 * A generated file reads its snapshot, a regular file its pages.  A
 * read from the start of a generated file asks its may_open() again, as
 * Linux's seq_file shows the file anew there: a /proc/PID file of a
 * task reaped since it was opened is ESRCH.
 */
static ssize_t ramfs_read(struct file *f, char __user *buf, size_t count,
			  loff_t *pos)
{
	struct inode *inode = f->f_inode;
	size_t size = f->private_data ? f->private_len : inode->size;
	int err = !*pos && inode->show && inode->may_open ?
			  inode->may_open(inode->priv) : 0;
	size_t n, left = 0, done = 0;
	const char *p;

	if (err)
		return err;
	if (*pos >= (loff_t)size)
		return 0;
	count = min(count, size - (size_t)*pos);
	/* a copy cut short by a bad address still counts what it copied,
	 * as Linux's read(2) does */
	for (; done < count && !left; done += n - left) {
		if (f->private_data) {
			n = count;
			p = (const char *)f->private_data + *pos;
		} else {
			p = filemap_bytes(inode, (size_t)*pos + done,
					  count - done, &n);
		}
		left = p ? copy_to_user(buf + done, p, n) :
			   clear_user(buf + done, n);
	}
	if (!done && count)
		return -EFAULT;
	*pos += done;
	if (done)
		touch_atime(inode);
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

/*
 * RLIMIT_FSIZE (setrlimit(2)): a file may not grow past it - the process
 * gets SIGXFSZ and the call EFBIG for a size beyond it; a write that
 * starts below it is cut short there.  *count: what may be written at
 * pos (NULL: pos is a new size, truncate(2), fallocate(2)).
 */
static long fsize_ok(size_t pos, size_t *count)
{
	unsigned long limit = rlimit(RLIMIT_FSIZE);

	if (limit == RLIM_INFINITY)
		return 0;
	if (count ? pos >= limit && *count : pos > limit) {
		send_sig(SIGXFSZ, current, 1);
		return -EFBIG;
	}
	if (count)
		*count = min(*count, limit - pos);
	return 0;
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
	ret = fsize_ok(at, &count) ?:
	      memfd_seal_check(inode, max((loff_t)inode->size,
					  (loff_t)(at + count)), true);
	if (ret)
		return ret;
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
	int err;

	if (!inode->show || (f->f_flags & O_ACCMODE) == O_WRONLY)
		return 0;
	err = inode->may_open ? inode->may_open(inode->priv) : 0;
	if (err)
		return err;
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

/*
 * lseek(2)'s SEEK_DATA and SEEK_HOLE in a file of pages, as tmpfs
 * answers them: a page never written is a hole, and so is the end of
 * the file; ENXIO at or past the end.
 */
static loff_t ramfs_seek_data(struct file *f, loff_t off, int whence)
{
	struct inode *inode = f->f_inode;
	loff_t size = (loff_t)inode->size, pos;
	size_t n;

	if (off < 0 || off >= size)
		return -ENXIO;
	for (pos = off; pos < size; pos = (pos | (loff_t)~PAGE_MASK) + 1)
		if (!filemap_bytes(inode, (size_t)pos, 1, &n) ==
		    (whence == SEEK_HOLE))
			break;
	if (pos >= size && whence == SEEK_DATA)
		return -ENXIO;
	f->f_pos = min(pos, size);
	return f->f_pos;
}

/* Anywhere, as before; SEEK_END is the end of the snapshot if there is one */
static loff_t ramfs_llseek(struct file *f, loff_t off, int whence)
{
	size_t size = f->private_data ? f->private_len : f->f_inode->size;

	if ((whence == SEEK_DATA || whence == SEEK_HOLE) && !f->private_data)
		return ramfs_seek_data(f, off, whence);

	return generic_file_llseek_size(f, off, whence, LLONG_MAX,
					(loff_t)size);
}

static ssize_t dir_read(struct file *f, char __user *buf, size_t count,
			loff_t *pos)
{
	(void)f, (void)buf, (void)count, (void)pos;
	return -EISDIR;
}

const struct file_operations ramfs_fops = {
	.llseek = ramfs_llseek,
	.read = ramfs_read,
	.write = ramfs_write,
	.open = ramfs_open,
	.release = ramfs_release,
};

/* A directory whose listing is private opens only for who may read it
 * (/proc/PID/fdinfo: who may look into the process, EACCES otherwise) */
static int dir_open(struct inode *inode, struct file *f)
{
	(void)f;
	return inode->may_open ? inode->may_open(inode->priv) : 0;
}

static const struct file_operations dir_fops = {
	.llseek = ramfs_llseek,
	.read = dir_read,
	.open = dir_open,
};

/* An O_PATH file's: no method, as fdget() gives it to no call that
 * would use one (open(2) O_PATH) */
static const struct file_operations path_fops;

/* How a file is opened: open(2)'s flags (less O_TRUNC once open_create()
 * made the file), a new file's mode, and the walk's LOOKUP_* flags
 * (openat2(2)'s resolve) */
struct open_flags {
	int flags;
	int mode;
	unsigned int lookup;
};

/*
 * The existing name open(2) opens, allowing what flags ask, with a
 * reference: found and held inside rcu_read_lock() (fs/dcache.c), so
 * that no unlink(2) frees it before the file holds it.  NULL and *err
 * otherwise (ENOENT: there is none).
 */
static struct dentry *open_existing(struct dentry *dir, const char *path,
				    const struct open_flags *op, long *err)
{
	int flags = op->flags;
	struct dentry *d;

	rcu_read_lock();
	d = path_lookupat(dir, path,
			  (flags & O_NOFOLLOW ? 0 : LOOKUP_FOLLOW) | op->lookup);
	if (IS_ERR(d))
		*err = PTR_ERR(d);
	else if ((flags & O_CREAT) && (flags & O_EXCL))
		*err = -EEXIST;
	else if ((flags & O_CREAT) && d->d_inode->is_dir)
		*err = -EISDIR;	/* open(2): a directory is not made so */
	else
		*err = may_open(d->d_inode, flags);
	d = *err ? NULL : dget(d);
	rcu_read_unlock();
	return d;
}

/*
 * The name open(2) opens: found, or made if O_CREAT says so, with
 * open(2)'s mode less the umask (a new file is the caller's), and held
 * (the caller dput()s it); NULL and *err otherwise.  A name another
 * task made between the lookup and the creation is opened as found
 * (without O_EXCL), as on Linux.  A file it made has nothing to
 * truncate: O_TRUNC leaves *oflags then (and no IN_MODIFY is sent, as
 * on Linux).
 */
static struct dentry *open_create(struct dentry *dir, const char *path,
				  struct open_flags *op, long *err)
{
	int flags = op->flags;
	struct dentry *d = open_existing(dir, path, op, err);

	if (d || *err != -ENOENT || !(flags & O_CREAT))
		return d;
	if (path[strlen(path) - 1] == '/') {
		*err = -EISDIR;	/* open(2): O_CREAT of "name/" */
		return NULL;
	}
	d = filename_create(dir, path, op->lookup);
	*err = IS_ERR(d) ? PTR_ERR(d) :
			   vfs_create(d->d_parent->d_inode, d,
				      S_IFREG | (op->mode & ~current_umask() &
						 07777));
	if (*err == -EEXIST && !(flags & O_EXCL)) {
		if (!IS_ERR(d))
			dput(d);
		return open_existing(dir, path, op, err);
	}
	/* a file just made is the caller's: only its type is checked
	 * (O_DIRECTORY), not its mode (open(2): "the mode applies only to
	 * future accesses") */
	if (!*err && (flags & O_ACCMODE) == 3)
		*err = -EINVAL;
	else if (!*err && (flags & O_DIRECTORY))
		*err = -ENOTDIR;
	if (*err && !IS_ERR(d))
		dput(d);
	else if (!*err)
		op->flags &= ~O_TRUNC;
	return *err ? NULL : d;
}

/* The file's new size (truncate(2), ftruncate(2), open(2)'s O_TRUNC):
 * its watches hear IN_MODIFY */
static long do_truncate(struct dentry *dentry, size_t length)
{
	long err = memfd_seal_check(dentry->d_inode, (loff_t)length, false) ?:
		   fs_truncate(dentry->d_inode, length);

	if (!err)
		fsnotify_change(dentry, IN_MODIFY);
	return err;
}

/* open_create() of a path in user memory, from dirfd - from dirfd even
 * for an absolute path when dirfd is the walk's root (openat2(2)
 * RESOLVE_IN_ROOT; RESOLVE_BENEATH refuses such a path, EXDEV) */
static struct dentry *open_user_path(int dirfd, const char __user *upath,
				     struct open_flags *op, long *err)
{
	char *path = getname_alloc(upath, err);
	struct dentry *dir, *d = NULL;

	if (path)
		*err = start_dir(dirfd, op->lookup & LOOKUP_IN_ROOT ? "" :
					path, &dir);
	if (!*err)
		d = open_create(dir, path, op, err);
	__putname(path);
	return d;
}

/* open(2) O_PATH: these flags are kept, the others ignored */
int open_path_flags(int flags)
{
	return flags & O_PATH ?
	       flags & (O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : flags;
}

/*
 * A file of d's, open with flags, for a caller that holds d and has
 * checked what open(2) checks: fanotify's FAN_OPEN_PERM listeners may
 * still refuse it (EPERM, fsnotify_perm()), then the file's own open
 * method may.  fmode: FMODE_NONOTIFY for a file no listener hears of
 * (a fanotify event's descriptor, fs/notify/fanotify/fanotify_user.c);
 * an O_PATH file is one too, and has no methods (path_fops).  The file
 * holds its own reference on d.  NULL and *err otherwise.
 */
struct file *dentry_open(struct dentry *d, int flags, unsigned int fmode,
			 long *err)
{
	struct inode *inode = d->d_inode;
	const struct file_operations *fops =
		flags & O_PATH ? &path_fops : inode->fops ? inode->fops :
		inode->is_dir  ? &dir_fops  : &ramfs_fops;
	struct file *f = alloc_file(d, fops, (unsigned int)flags);

	if (!f) {
		*err = -ENOMEM;
		return NULL;
	}
	f->f_mode |= fmode | (flags & O_PATH ? FMODE_NONOTIFY : 0);
	*err = fsnotify_perm(f, FAN_OPEN_PERM);
	if (!*err && fops->open)
		*err = fops->open(inode, f);
	if (*err) {
		f->f_op = &dir_fops;	/* nothing to release */
		f->f_mode |= FMODE_NONOTIFY;	/* nor a close to report */
		fput(f);
		return NULL;
	}
	return f;
}

/*
 * The rest of open(2) once its file d (held: this lets go) is found and
 * may be opened so: a lease broken, O_TRUNC (oflags: less it for a file
 * just made), the file and its descriptor.
 */
long open_found(struct dentry *d, int flags, int oflags)
{
	struct inode *inode = d->d_inode;
	struct file *f;
	long err = 0;

	if (!(flags & O_PATH))
		err = break_lease(inode, (unsigned int)flags);
	if (!err && (oflags & O_TRUNC) && !inode->show &&
	    (!inode->fops || is_hugetlbfs_inode(inode)) &&
	    (flags & O_ACCMODE) != O_RDONLY) {
		err = do_truncate(d, 0);
		if (!err)
			file_update_time(inode);
	}
	f = err ? NULL : dentry_open(d, flags, 0, &err);
	dput(d);	/* the file holds it now, if there is one */
	if (!f)
		return err;
	fsnotify_open(f);
	err = fd_install(f, flags & O_CLOEXEC);
	if (err < 0)
		fput(f);
	return err;
}

/*
 * open(2) O_TMPFILE: a new unnamed file in the directory path names
 * (vfs_tmpfile()), open for writing: EINVAL without write access or
 * with O_CREAT, as Linux's build_open_flags(); the directory must take
 * a new name (EACCES, EROFS); /proc and /sys have none (EOPNOTSUPP).
 * The directory is walked as any open's path, openat2(2)'s resolve
 * flags and all.
 */
static long open_tmpfile(int dirfd, const char __user *upath,
			 const struct open_flags *op)
{
	int flags = op->flags;
	struct open_flags walk = { O_PATH | O_DIRECTORY | (flags & O_NOFOLLOW),
				   0, op->lookup };
	struct dentry *dir, *d;
	long err;

	if ((flags & (O_TMPFILE | O_CREAT)) != O_TMPFILE ||
	    (flags & O_ACCMODE) == O_RDONLY)
		return -EINVAL;
	dir = open_user_path(dirfd, upath, &walk, &err);
	if (!dir)
		return err;
	err = may_create(dir->d_inode);
	if (!err && (is_subdir(dir, fs_lookup("/proc")) ||
		     is_subdir(dir, fs_lookup("/sys"))))
		err = -EOPNOTSUPP;
	d = err ? ERR_PTR(err) : vfs_tmpfile(dir, (umode_t)op->mode);
	dput(dir);
	if (IS_ERR(d))
		return PTR_ERR(d);
	flags &= ~(O_TMPFILE | O_TRUNC);
	return open_found(d, flags, flags);
}

/* open(2) or openat2(2) as op says; op->flags loses O_TRUNC if the
 * file is made */
static long do_open(int dirfd, const char __user *upath, struct open_flags *op)
{
	int flags = op->flags;
	struct dentry *d;
	long err;

	if (flags & __O_TMPFILE)
		return open_tmpfile(dirfd, upath, op);
	d = open_user_path(dirfd, upath, op, &err);
	return err ? err : open_found(d, flags, op->flags);
}

long do_sys_open(int dirfd, const char __user *upath, int flags, int mode)
{
	struct open_flags op = { open_path_flags(flags), mode, 0 };

	return do_open(dirfd, upath, &op);
}

long sys_open(const char __user *path, int flags, int mode)
{
	return do_sys_open(AT_FDCWD, path, flags, mode);
}

long sys_openat(int dirfd, const char __user *path, int flags, int mode)
{
	return do_sys_open(dirfd, path, flags, mode);
}

/* openat2(2)'s flags: open(2)'s, each known; O_PATH takes only these */
#define VALID_OPEN_FLAGS						\
	(O_ACCMODE | O_CREAT | O_EXCL | O_NOCTTY | O_TRUNC | O_APPEND |	\
	 O_NONBLOCK | O_DSYNC | O_ASYNC | O_DIRECT | O_LARGEFILE |	\
	 O_DIRECTORY | O_NOFOLLOW | O_NOATIME | O_CLOEXEC | __O_SYNC |	\
	 O_PATH | __O_TMPFILE)
#define O_PATH_FLAGS	(O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)

/* how->resolve and the walk's flags for it (fs/namei.c) */
static const struct {
	u64 resolve;
	unsigned int lookup;
} resolve_lookup[] = {
	{ RESOLVE_NO_XDEV, LOOKUP_NO_XDEV },
	{ RESOLVE_NO_MAGICLINKS, LOOKUP_NO_MAGICLINKS },
	{ RESOLVE_NO_SYMLINKS, LOOKUP_NO_SYMLINKS },
	{ RESOLVE_BENEATH, LOOKUP_BENEATH },
	{ RESOLVE_IN_ROOT, LOOKUP_IN_ROOT },
	{ RESOLVE_CACHED, LOOKUP_CACHED },
};

static unsigned int how_lookup(u64 resolve, u64 *unknown)
{
	unsigned int i, lookup = 0;

	*unknown = resolve;
	for (i = 0; i < ARRAY_SIZE(resolve_lookup); i++) {
		if (resolve & resolve_lookup[i].resolve)
			lookup |= resolve_lookup[i].lookup;
		*unknown &= ~resolve_lookup[i].resolve;
	}
	return lookup;
}

/*
 * openat2(2)'s checks, stricter than open(2)'s, which ignores what it
 * does not know (Linux's build_open_flags()): EINVAL for an unknown
 * flag or resolve bit, RESOLVE_BENEATH with RESOLVE_IN_ROOT, a mode
 * with bits past S_IALLUGO or for a call that creates nothing (without
 * O_CREAT or O_TMPFILE), O_PATH with a flag it does not take; EAGAIN
 * for RESOLVE_CACHED with a call that would write (O_CREAT, O_TRUNC,
 * O_TMPFILE): it is never cached.
 */
static long how_to_flags(const struct open_how *how, struct open_flags *op)
{
	u64 flags = how->flags, unknown;
	bool creates = flags & (O_CREAT | __O_TMPFILE);

	op->lookup = how_lookup(how->resolve, &unknown);
	if ((flags & ~(u64)VALID_OPEN_FLAGS) || unknown ||
	    (op->lookup & LOOKUP_IS_SCOPED) == LOOKUP_IS_SCOPED)
		return -EINVAL;
	if (creates ? how->mode & ~(u64)S_IALLUGO : how->mode)
		return -EINVAL;
	if ((flags & O_PATH) && (flags & ~(u64)O_PATH_FLAGS))
		return -EINVAL;
	if ((op->lookup & LOOKUP_CACHED) &&
	    (flags & (O_CREAT | O_TRUNC | __O_TMPFILE)))
		return -EAGAIN;
	op->flags = (int)flags;
	op->mode = (int)how->mode;
	return 0;
}

/* openat2(2): openat(2) with its arguments in a struct of size bytes,
 * extensible (copy_struct_from_user()), and how to resolve the path */
long sys_openat2(int dirfd, const char __user *path,
		 const struct open_how __user *uhow, size_t size)
{
	struct open_flags op;
	struct open_how how;
	long err;

	if (size < OPEN_HOW_SIZE_VER0)
		return -EINVAL;
	err = copy_struct_from_user(&how, sizeof(how), uhow, size) ?:
	      how_to_flags(&how, &op);
	return err ? err : do_open(dirfd, path, &op);
}

/* creat(2): "equivalent to open() with flags O_CREAT|O_WRONLY|O_TRUNC" */
long sys_creat(const char __user *path, int mode)
{
	return do_sys_open(AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, mode);
}

/* A directory the caller may search, named by a user path (chdir(2),
 * chroot(2): ENOTDIR, EACCES), held; NULL and *err otherwise */
/* May the caller make d its working directory?  (chdir(2) ERRORS) */
static long dir_check(const struct dentry *d)
{
	return d->d_inode->is_dir ? inode_permission(d->d_inode, MAY_EXEC) :
				    -ENOTDIR;
}

static struct dentry *user_dir_at(const char __user *upath, long *err)
{
	struct dentry *d = user_path_at(AT_FDCWD, upath, err);

	if (!d)
		return NULL;
	*err = dir_check(d);
	if (!*err)
		return d;
	dput(d);
	return NULL;
}

long sys_chdir(const char __user *upath)
{
	long err;
	struct dentry *d = user_dir_at(upath, &err);

	if (!d)
		return err;
	set_fs_pwd(current->fs, d);	/* the lookup's reference */
	return 0;
}

/* fchdir(2): the directory an open descriptor names; a pipe's or a
 * socket's has no name: ENOTDIR, as Linux's (an anonymous inode) */
long sys_fchdir(unsigned int fd)
{
	struct fd f = fdget_raw(fd);
	struct dentry *d;
	long err;

	if (!f.file)
		return -EBADF;
	d = f.file->f_path.dentry;
	err = d ? dir_check(d) : -ENOTDIR;
	if (!err) {
		set_fs_pwd(current->fs, dget(d));
	}
	fdput(f);
	return err;
}

/*
 * chroot(2): in Linux's order, the path's errors, search permission on
 * it (EACCES), then CAP_SYS_CHROOT (EPERM).  The directory becomes the
 * task's root (current->fs->root, held): where its absolute paths and
 * absolute links start, and the parent of itself; the working
 * directory stays where it is, perhaps outside (getcwd(2)).
 */
long sys_chroot(const char __user *upath)
{
	long err;
	struct dentry *d = user_dir_at(upath, &err);

	if (!d)
		return err;
	if (!capable(CAP_SYS_CHROOT)) {
		dput(d);
		return -EPERM;
	}
	set_fs_root(current->fs, d);	/* the lookup's reference */
	return 0;
}

/* vhangup(2): CAP_SYS_TTY_CONFIG, then the caller's terminal hangs up */
long sys_vhangup(void)
{
	if (!capable(CAP_SYS_TTY_CONFIG))
		return -EPERM;
	tty_vhangup_self();
	return 0;
}

#define UNREACHABLE	"(unreachable)"

/* The working directory's path from the task's root into buf (PATH_MAX
 * bytes), or, outside it (chroot(2) elsewhere), "(unreachable)" and
 * its path in the tree, as Linux's getcwd(2) NOTES; 0: too long */
static size_t cwd_path(char *buf)
{
	const size_t n = strlen(UNREACHABLE);
	size_t len;

	if (is_subdir(current_pwd(), current_root()))
		return d_path_in(current_root(), current_pwd(), buf, PATH_MAX);
	strcpy(buf, UNREACHABLE);
	len = d_abspath(current_pwd(), buf + n, PATH_MAX - n);
	return len ? len + n : 0;
}

/* The raw call returns the length including the NUL (getcwd(2) NOTES) */
long sys_getcwd(char __user *buf, unsigned long size)
{
	char *path;
	size_t len;
	long ret;

	if (d_unhashed(current_pwd()))
		return -ENOENT;	/* getcwd(2): "The current working directory
				 * has been unlinked." */
	path = __getname();
	if (!path)
		return -ENOMEM;
	len = cwd_path(path);
	if (!len)
		ret = -ENAMETOOLONG;
	else if (size < len + 1)
		ret = -ERANGE;
	else
		ret = copy_to_user(buf, path, len + 1) ? -EFAULT : (long)len + 1;
	__putname(path);
	return ret;
}

/*
 * chmod(2): the permission bits (with set-id and sticky), the type kept;
 * only by the owner or with CAP_FOWNER (EPERM), and the set-group-ID
 * bit only by a member of the file's group or with CAP_FSETID (else it
 * is silently left out, as chmod(2) says).  A /proc link
 * (/proc/PID/exe) resolves to a file of its own kind, never here.
 */
static long chmod_common(struct dentry *dentry, umode_t mode)
{
	struct inode *inode = dentry->d_inode;

	if (shmem_inode_rdonly(inode))
		return -EROFS;
	if (!inode_owner_or_capable(inode))
		return -EPERM;
	if (!in_group_p(inode->i_gid) && !capable(CAP_FSETID))
		mode &= ~S_ISGID;
	inode->i_mode = (inode_mode(inode) & S_IFMT) | (mode & 07777);
	fsnotify_change(dentry, IN_ATTRIB);
	return 0;
}

/*
 * chown(2): -1 leaves an id as it is.  Only CAP_CHOWN gives a file to
 * another user; the owner may set the group to one of his own groups.
 * A regular file loses its set-user-ID bit, and its set-group-ID bit if
 * it is group-executable (else the bit marks locking, and stays).
 */
static long chown_common(struct dentry *dentry, uid_t user, gid_t group)
{
	struct inode *inode = dentry->d_inode;
	bool owner = uid_eq(current_fsuid(), inode->i_uid);
	umode_t mode = inode_mode(inode);
	kuid_t uid = KUIDT_INIT(user);
	kgid_t gid = KGIDT_INIT(group);

	if (shmem_inode_rdonly(inode))
		return -EROFS;
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
	/* chown(f, -1, -1) changes no id: no event, as on Linux */
	if (user != (uid_t)-1 || group != (gid_t)-1)
		fsnotify_change(dentry, IN_ATTRIB);
	return 0;
}

long sys_fchownat(int dirfd, const char __user *path, uid_t user,
		  gid_t group, int flags)
{
	long err;
	struct dentry *d;

	if (flags & ~AT_SYMLINK_NOFOLLOW)
		return -EINVAL;
	d = flags & AT_SYMLINK_NOFOLLOW ? user_lpath_at(dirfd, path, &err) :
					  user_path_at(dirfd, path, &err);
	if (!d)
		return err;
	err = chown_common(d, user, group);
	dput(d);
	return err;
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
	struct fd f = fdget(fd);
	long err;

	if (!f.file)
		return -EBADF;
	/* a pipe: no inode to keep an owner in */
	err = f.file->f_inode ?
		      chown_common(f.file->f_path.dentry, user, group) : -EPERM;
	fdput(f);
	return err;
}

long sys_fchmodat(int dirfd, const char __user *path, umode_t mode)
{
	long err;
	struct dentry *d = user_path_at(dirfd, path, &err);

	if (!d)
		return err;
	err = chmod_common(d, mode);
	dput(d);
	return err;
}

long sys_chmod(const char __user *path, umode_t mode)
{
	return sys_fchmodat(AT_FDCWD, path, mode);
}

long sys_fchmod(unsigned int fd, umode_t mode)
{
	struct fd f = fdget(fd);
	long err;

	if (!f.file)
		return -EBADF;
	/* a pipe: no inode to keep a mode in */
	err = f.file->f_inode ? chmod_common(f.file->f_path.dentry, mode) :
				-EPERM;
	fdput(f);
	return err;
}

/* A file whose bytes are kept (mm/filemap.c), not a device, a generated
 * file or a directory */
bool inode_keeps_bytes(const struct inode *inode)
{
	return !inode->is_dir && !inode->show && !inode->store &&
	       !inode->fops && !inode_is_symlink(inode);
}

/* truncate(2), in the checks' order of Linux's do_sys_truncate() */
static long truncate_inode(struct dentry *dentry, long long length)
{
	struct inode *inode = dentry->d_inode;
	long err;

	if (inode->is_dir)
		return -EISDIR;
	if (inode->show || inode->store)
		return -EACCES;	/* what is generated cannot be cut */
	if (!inode_keeps_bytes(inode) && !is_hugetlbfs_inode(inode))
		return -EINVAL;
	/* truncate(2): "EACCES ... The named file is not writable by the
	 * user" (Linux's vfs_truncate(): inode_permission(MAY_WRITE)) */
	err = inode_permission(inode, MAY_WRITE);
	if (err)
		return err;
	if (length > (long long)FILE_SIZE_MAX)
		return -EFBIG;
	err = fsize_ok((size_t)length, NULL);
	return err ? err : do_truncate(dentry, (size_t)length);
}

static long do_truncate_path(const char __user *path, long long length)
{
	long err;
	struct dentry *d;

	if (length < 0)
		return -EINVAL;
	d = user_path_at(AT_FDCWD, path, &err);
	if (!d)
		return err;
	err = truncate_inode(d, length);
	dput(d);
	return err;
}

/* ftruncate(2): the file must be a regular one open for writing
 * (EINVAL); small: the call without 64 in its name, which takes no
 * length beyond 2 GiB - 1 unless the file was opened O_LARGEFILE */
static long truncate_file(struct file *f, long long length, bool small)
{
	if (!f->f_inode ||
	    (!inode_keeps_bytes(f->f_inode) && !is_hugetlbfs_inode(f->f_inode)) ||
	    (f->f_flags & O_ACCMODE) == O_RDONLY)
		return -EINVAL;
	if (small && !(f->f_flags & O_LARGEFILE) && length > 0x7fffffffLL)
		return -EINVAL;
	if (length > (long long)FILE_SIZE_MAX)
		return -EFBIG;
	return fsize_ok((size_t)length, NULL) ?:
	       do_truncate(f->f_path.dentry, (size_t)length);
}

static long do_truncate_fd(unsigned int fd, long long length, bool small)
{
	struct fd f;
	long err;

	if (length < 0)
		return -EINVAL;
	f = fdget(fd);
	if (!f.file)
		return -EBADF;
	err = truncate_file(f.file, length, small);
	fdput(f);
	return err;
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


#define FALLOC_FL_KEEP_SIZE	0x01	/* fallocate(2)'s modes (linux/falloc.h) */
#define FALLOC_FL_PUNCH_HOLE	0x02
#define FALLOC_FL_MODES		0x7f	/* every mode Linux 6.1 knows */

/*
 * fallocate(2), in the order of Linux's vfs_fallocate(): the range and
 * mode, then the file (open for writing: EBADF; a pipe: ESPIPE; a
 * directory: EISDIR; not a regular file: ENODEV), then what the file
 * system supports (mm/shmem.c: EOPNOTSUPP for the rest).  Every file
 * kept in memory here takes it, as every file of Linux's rootfs (a
 * tmpfs) does.
 */
static long vfs_fallocate(struct file *f, int mode, loff_t offset, loff_t len)
{
	struct inode *inode = f->f_inode;

	if (offset < 0 || len <= 0)
		return -EINVAL;
	if (mode & ~FALLOC_FL_MODES)
		return -EOPNOTSUPP;
	if ((mode & FALLOC_FL_PUNCH_HOLE) && !(mode & FALLOC_FL_KEEP_SIZE))
		return -EOPNOTSUPP;
	if ((f->f_flags & O_ACCMODE) == O_RDONLY)
		return -EBADF;
	if (!inode)
		return -ESPIPE;		/* a pipe */
	if (S_ISFIFO(inode_mode(inode)))
		return -ESPIPE;
	if (inode->is_dir)
		return -EISDIR;
	if (!S_ISREG(inode_mode(inode)))
		return -ENODEV;
	if (offset + len < offset || offset + len > (loff_t)FILE_SIZE_MAX)
		return -EFBIG;
	if (is_hugetlbfs_inode(inode))
		return hugetlbfs_fallocate(inode, mode, offset, len);
	if (!inode_keeps_bytes(inode))
		return -EOPNOTSUPP;	/* /proc's and /sys's files */
	if (!(mode & FALLOC_FL_KEEP_SIZE) &&
	    fsize_ok((size_t)(offset + len), NULL))
		return -EFBIG;
	/* a hole punched writes; room past the end grows the file */
	if (memfd_seal_check(inode, max((loff_t)inode->size, offset + len),
			     mode & FALLOC_FL_PUNCH_HOLE))
		return -EPERM;
	return shmem_fallocate(inode, mode, offset, len);
}

/* i386 passes the two 64-bit values in register pairs, low word first */
long sys_fallocate(int fd, int mode, unsigned long off_lo,
		   unsigned long off_hi, unsigned long len_lo,
		   unsigned long len_hi)
{
	struct fd f = fdget(fd);
	long ret;

	if (!f.file)
		return -EBADF;
	ret = vfs_fallocate(f.file, mode, (loff_t)((u64)off_hi << 32 | off_lo),
			    (loff_t)((u64)len_hi << 32 | len_lo));
	fdput(f);
	return ret;
}
