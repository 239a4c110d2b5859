// SPDX-License-Identifier: GPL-2.0
/*
 * fs/file.c - the descriptor table: allocating, sharing and closing
 * descriptors, and the calls that copy them: dup(2), dup2(2), fcntl(2).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/err.h"
#include "linux/eventpoll.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/memfd.h"
#include "linux/module.h"
#include "linux/pipe_fs_i.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/sysctl.h"

/* fcntl(2) commands and flags, Linux's values */
#define F_DUPFD		0
#define F_GETFD		1
#define F_SETFD		2
#define F_GETFL		3
#define F_SETFL		4
#define F_SETOWN	8
#define F_GETOWN	9
#define F_SETSIG	10
#define F_GETSIG	11
#define F_SETOWN_EX	15
#define F_GETOWN_EX	16	/* glibc's F_GETOWN */
#define F_DUPFD_CLOEXEC	1030
#define FD_CLOEXEC	1

/*
 * fs.nr_open (proc(5) /proc/sys/fs/nr_open): no table grows to hold a
 * descriptor at or past it, whatever RLIMIT_NOFILE says (EMFILE), and
 * no hard RLIMIT_NOFILE may exceed it (setrlimit(2): EPERM).  Root may
 * set it from BITS_PER_LONG up to Linux's i386 ceiling, the most
 * pointers a table could hold, rounded down to a bitmap word; else
 * EINVAL.
 */
int sysctl_nr_open = NR_OPEN;
#define NR_OPEN_CEILING	((unsigned int)(~0U / sizeof(void *)) & -BITS_PER_LONG)

static int nr_open_handler(int *val)
{
	return *val < BITS_PER_LONG || (unsigned int)*val > NR_OPEN_CEILING ?
		       -EINVAL : 0;
}

static struct ctl_table nr_open_table[] = {
	{ .procname = "nr_open", .data = &sysctl_nr_open,
	  .proc_handler = nr_open_handler },
	{}
};

static int __init nr_open_sysctl_init(void)
{
	return register_sysctl("fs", nr_open_table);
}
fs_initcall(nr_open_sysctl_init);

/*
 * Room for n descriptors: fd[n] then the close_on_exec bitmap, zeroed.
 * n is a multiple of BITS_PER_LONG, so the bitmap stays aligned.
 */
static struct file **alloc_fd_array(unsigned int n)
{
	return kzalloc(n * sizeof(struct file *) + n / BITS_PER_BYTE,
		       GFP_KERNEL);
}

/* The table's slots become fd, of n descriptors; the old array is freed */
static void install_fd_array(struct files_struct *files, struct file **fd,
			     unsigned int n)
{
	struct file **old = files->fd;

	if (old) {
		memcpy(fd, old, files->max_fds * sizeof(*fd));
		memcpy(fd + n, files->close_on_exec,
		       files->max_fds / BITS_PER_BYTE);
	}
	files->fd = fd;
	files->close_on_exec = (unsigned long *)(fd + n);
	files->max_fds = n;
	kfree(old);
}

static struct files_struct *alloc_files(unsigned int n)
{
	struct files_struct *files = kzalloc(sizeof(*files), GFP_KERNEL);
	struct file **fd = files ? alloc_fd_array(n) : NULL;

	if (!fd) {
		kfree(files);
		return NULL;
	}
	install_fd_array(files, fd, n);
	atomic_set(&files->count, 1);
	spin_lock_init(&files->file_lock);
	return files;
}

struct files_struct *files_alloc(void)
{
	return alloc_files(NR_OPEN_DEFAULT);
}

/*
 * Make descriptor nr a slot of the table: double it until it is.
 * Called and returns with file_lock held, which it drops to allocate:
 * 1 means the table changed meanwhile and the caller looks again, 0
 * that nr was a slot already.  A table that cannot grow is ENOMEM, as
 * Linux's; the caller has checked nr against RLIMIT_NOFILE, and one
 * at or past fs.nr_open is EMFILE.
 */
static int expand_files(struct files_struct *files, unsigned int nr)
{
	unsigned int n = files->max_fds;
	struct file **fd;

	if (nr < n)
		return 0;
	if (nr >= (unsigned int)sysctl_nr_open)
		return -EMFILE;
	while (n <= nr)
		n *= 2;
	spin_unlock(&files->file_lock);
	fd = alloc_fd_array(n);
	spin_lock(&files->file_lock);
	if (!fd)
		return -ENOMEM;
	if (files->max_fds >= n)	/* another task grew it meanwhile */
		kfree(fd);
	else
		install_fd_array(files, fd, n);
	return 1;
}

/* The process's RLIMIT_NOFILE: descriptors at or past it cannot open */
static unsigned long nofile_limit(void)
{
	return rlimit(RLIMIT_NOFILE);
}

/* An open file of dentry (NULL: a pipe), which it holds while open */
struct file *alloc_file(struct dentry *dentry,
			const struct file_operations *op, unsigned int flags)
{
	struct file *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return NULL;
	f->f_op = op;
	INIT_LIST_HEAD(&f->f_ep);
	f->f_path.mnt = dentry ? &root_mnt : NULL;
	f->f_path.dentry = dget(dentry);
	f->f_inode = dentry ? dentry->d_inode : NULL;
	f->f_flags = flags;
	/* open(2)'s access mode 0, 1, 2 plus one is FMODE_READ|WRITE's bits;
	 * O_PATH's file is open for nothing, and no watch hears of it */
	f->f_mode = ((flags + 1) & O_ACCMODE) | FMODE_LSEEK | FMODE_PREAD |
		    FMODE_PWRITE;
	if (flags & O_PATH)
		f->f_mode = FMODE_NONOTIFY;
	if (f->f_inode && (f->f_mode & FMODE_WRITE))
		f->f_inode->i_writecount++;
	else if (f->f_inode && (f->f_mode & FMODE_READ))
		f->f_inode->i_readcount++;
	atomic_set(&f->f_count, 1);
	spin_lock_init(&f->f_lock);
	return f;
}

/* The last reference gone - descriptors, mappings and calls alike - the
 * file is released: only now can no task be inside one of its methods */
void fput(struct file *f)
{
	if (!atomic_dec_and_test(&f->f_count))
		return;
	/* off the driver's SIGIO list before it goes (as Linux's __fput) */
	if ((f->f_flags & FASYNC) && f->f_op->fasync)
		f->f_op->fasync(-1, f, 0);
	fsnotify_close(f);
	eventpoll_release(f);
	locks_remove_file(f);
	if (f->f_op->release)
		f->f_op->release(f->f_inode, f);
	module_put(f->f_op->owner);	/* taken by open_with_fops() */
	if (f->f_inode && (f->f_mode & FMODE_WRITE))
		f->f_inode->i_writecount--;
	else if (f->f_inode && (f->f_mode & FMODE_READ))
		f->f_inode->i_readcount--;
	dput(f->f_path.dentry);
	kfree(f->f_anon_name);
	kfree(f);
}

/* A descriptor of files' goes: the process's record locks on the file
 * go with it (fs/locks.c), then the descriptor's reference */
static void filp_close(struct file *f, struct files_struct *files)
{
	locks_remove_posix(f, files);
	fput(f);
}

/*
 * Would a copy of the table hold more descriptors than fs.nr_open
 * allows?  Linux sizes the copy in bitmap words up to the highest open
 * descriptor, and a table may not have more words than nr_open needs
 * (unshare(2), fork(2): EMFILE).  Called with file_lock held.
 */
static bool past_nr_open(const struct files_struct *files)
{
	unsigned int fd = files->max_fds;

	while (fd && !files->fd[fd - 1])
		fd--;
	return ALIGN(fd, BITS_PER_LONG) >
	       ALIGN((unsigned int)sysctl_nr_open, BITS_PER_LONG);
}

/* fork(): the child's table points at the same open files; ERR_PTR
 * -ENOMEM, or -EMFILE past fs.nr_open */
struct files_struct *dup_files(struct files_struct *old)
{
	struct files_struct *files;
	unsigned int fd, n;

	do {	/* old may grow while the copy is allocated */
		n = old->max_fds;
		files = alloc_files(n);
		if (!files)
			return ERR_PTR(-ENOMEM);
		spin_lock(&old->file_lock);
		if (old->max_fds == n && past_nr_open(old)) {
			spin_unlock(&old->file_lock);
			put_files(files);
			return ERR_PTR(-EMFILE);
		}
		if (old->max_fds == n)
			break;
		spin_unlock(&old->file_lock);
		put_files(files);
	} while (1);
	for (fd = 0; fd < n; fd++)
		if (old->fd[fd])
			files->fd[fd] = get_file(old->fd[fd]);
	memcpy(files->close_on_exec, old->close_on_exec, n / BITS_PER_BYTE);
	spin_unlock(&old->file_lock);
	return files;
}

/* CLONE_FILES: one more task shares the table */
void get_files(struct files_struct *files)
{
	atomic_inc(&files->count);
}

/* Empty slot fd; the file it held, whose reference the caller drops */
static struct file *pick_fd(struct files_struct *files, unsigned int fd)
{
	struct file *f = NULL;

	spin_lock(&files->file_lock);
	if (fd < files->max_fds) {
		f = files->fd[fd];
		files->fd[fd] = NULL;
		__clear_bit(fd, files->close_on_exec);
	}
	spin_unlock(&files->file_lock);
	return f;
}

void put_files(struct files_struct *files)
{
	unsigned int fd;

	if (!atomic_dec_and_test(&files->count))
		return;
	for (fd = 0; fd < files->max_fds; fd++)
		if (files->fd[fd])
			filp_close(files->fd[fd], files);
	kfree(files->fd);
	kfree(files);
}

/*
 * execve(2): the new program gets a table of its own if the old one is
 * shared (CLONE_FILES), so that no other task sees the descriptors a
 * set-user-ID program opens, nor closes them under it, as Linux does
 * for every exec (in begin_new_exec).  *displaced is the old table,
 * for the caller to put once the exec can no longer fail.
 */
int unshare_files(struct files_struct **displaced)
{
	struct files_struct *files = current->files, *copy;

	*displaced = NULL;
	if (atomic_read(&files->count) == 1)
		return 0;
	copy = dup_files(files);
	if (IS_ERR(copy))
		return PTR_ERR(copy);
	current->files = copy;
	*displaced = files;
	return 0;
}

void close_on_exec(struct files_struct *files)
{
	unsigned int fd;

	for (fd = 0; fd < files->max_fds; fd++) {
		struct file *f = NULL;

		if (test_bit(fd, files->close_on_exec))
			f = pick_fd(files, fd);
		if (f)
			filp_close(f, files);
	}
}

static void set_cloexec(struct files_struct *files, unsigned int fd,
			bool cloexec)
{
	if (cloexec)
		__set_bit(fd, files->close_on_exec);
	else
		__clear_bit(fd, files->close_on_exec);
}

/* The file behind fd, held for the call (NULL: no such descriptor);
 * a reference only where another task shares the table (fdtable.h).
 * An O_PATH descriptor's too: Linux's fdget_raw(), for the calls that
 * take one (open(2) O_PATH: close, dup, fcntl's descriptor flags,
 * fstat, fstatfs, fchdir, the directory of a *at() call) */
struct fd fdget_raw(unsigned int fd)
{
	struct files_struct *files = current->files;
	struct fd f = { NULL, 0 };

	if (!files)
		return f;
	spin_lock(&files->file_lock);
	if (fd < files->max_fds && files->fd[fd]) {
		f.file = files->fd[fd];
		if (atomic_read(&files->count) > 1) {
			get_file(f.file);
			f.flags = FDPUT_FPUT;
		}
	}
	spin_unlock(&files->file_lock);
	return f;
}

/* The same for every other call: an O_PATH descriptor names a file
 * but has none open, and is EBADF as no descriptor is (open(2)) */
struct fd fdget(unsigned int fd)
{
	struct fd f = fdget_raw(fd);

	if (f.file && (f.file->f_flags & O_PATH)) {
		fdput(f);
		f = (struct fd){ NULL, 0 };
	}
	return f;
}

void fdput(struct fd f)
{
	if (f.flags & FDPUT_FPUT)
		fput(f.file);
}

/*
 * Put f (a reference the caller gives) in the lowest free descriptor
 * from start, or newfd itself if start is -1 (dup2(2): what was there
 * is closed).  EMFILE past RLIMIT_NOFILE, or where the table may not
 * grow (fs.nr_open), which dup2(2) reports as EBADF, as Linux's
 * ksys_dup3 does.
 */
static int install_at(struct file *f, int start, unsigned int newfd,
		      bool cloexec)
{
	struct files_struct *files = current->files;
	struct file *old = NULL;
	unsigned int fd;
	int err;

	spin_lock(&files->file_lock);
	do {
		fd = start < 0 ? newfd : (unsigned int)start;
		while (start >= 0 && fd < files->max_fds && files->fd[fd])
			fd++;
		err = fd >= nofile_limit() ? -EMFILE : expand_files(files, fd);
	} while (err > 0);
	if (err == -EMFILE && start < 0)
		err = -EBADF;
	if (!err) {
		old = files->fd[fd];
		files->fd[fd] = f;
		set_cloexec(files, fd, cloexec);
		err = (int)fd;
	}
	spin_unlock(&files->file_lock);
	if (old)
		filp_close(old, files);
	return err;
}

/* The lowest free descriptor for f (which it then owns), or -EMFILE */
int fd_install(struct file *f, bool cloexec)
{
	return install_at(f, 0, 0, cloexec);
}

/* close(2) drops the descriptor's reference: a task still inside a
 * call on the file keeps it, and returns as if it had not been closed */
long sys_close(unsigned int fd)
{
	struct file *f = pick_fd(current->files, fd);

	if (!f)
		return -EBADF;
	filp_close(f, current->files);
	return 0;
}

#define CLOSE_RANGE_UNSHARE	(1U << 1)
#define CLOSE_RANGE_CLOEXEC	(1U << 2)

/* The descriptors from fd to max_fd that the table has: marked
 * close-on-exec (the slots not in use too, as Linux marks the range),
 * or closed */
static void close_fds(struct files_struct *files, unsigned int fd,
		      unsigned int max_fd, bool cloexec)
{
	struct file *f;

	for (; fd <= max_fd && fd < files->max_fds; fd++) {
		if (cloexec) {
			spin_lock(&files->file_lock);
			if (fd < files->max_fds)
				set_cloexec(files, fd, true);
			spin_unlock(&files->file_lock);
			continue;
		}
		f = pick_fd(files, fd);
		if (f)
			filp_close(f, files);
	}
}

/*
 * close_range(2): every descriptor from fd to max_fd (either may lie
 * past the table's end: ~0U is "all") closed, or with
 * CLOSE_RANGE_CLOEXEC marked close-on-exec; CLOSE_RANGE_UNSHARE first
 * gives the caller a table of its own, as unshare(2) CLONE_FILES does,
 * so a table shared with other tasks (clone(2) CLONE_FILES) keeps its
 * descriptors.  EINVAL for an unknown flag or fd above max_fd.
 */
long sys_close_range(unsigned int fd, unsigned int max_fd,
		     unsigned int flags)
{
	struct files_struct *displaced;
	int err;

	if ((flags & ~(CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC)) ||
	    fd > max_fd)
		return -EINVAL;
	if (flags & CLOSE_RANGE_UNSHARE) {
		err = unshare_files(&displaced);
		if (err)
			return err;
		if (displaced)
			put_files(displaced);
	}
	close_fds(current->files, fd, max_fd, flags & CLOSE_RANGE_CLOEXEC);
	return 0;
}

/* A second descriptor for oldfd's file: at start or above, or (start
 * -1) at newfd */
static long dup_to(unsigned int oldfd, int start, unsigned int newfd,
		   bool cloexec)
{
	struct fd f = fdget_raw(oldfd);
	int fd;

	if (!f.file)
		return -EBADF;
	fd = install_at(get_file(f.file), start, newfd, cloexec);
	if (fd < 0)
		fput(f.file);
	fdput(f);
	return fd;
}

long sys_dup(unsigned int oldfd)
{
	return dup_to(oldfd, 0, 0, false);
}

static long do_dup2(unsigned int oldfd, unsigned int newfd, bool cloexec)
{
	struct fd f;

	/* dup2(2): EBADF for a newfd outside the allowed range */
	if (newfd >= nofile_limit())
		return -EBADF;
	if (newfd != oldfd)
		return dup_to(oldfd, -1, newfd, cloexec);
	f = fdget_raw(oldfd);
	fdput(f);
	return f.file ? (long)newfd : -EBADF;
}

long sys_dup2(unsigned int oldfd, unsigned int newfd)
{
	return do_dup2(oldfd, newfd, false);
}

/* dup3(2): dup2 with O_CLOEXEC, and no quiet success for oldfd == newfd */
long sys_dup3(unsigned int oldfd, unsigned int newfd, int flags)
{
	if (flags & ~O_CLOEXEC || oldfd == newfd)
		return -EINVAL;
	return do_dup2(oldfd, newfd, flags & O_CLOEXEC);
}

/* fcntl(2)'s F_GETFD and F_SETFD (set: arg >= 0) */
static long cloexec_flag(unsigned int fd, long arg)
{
	struct files_struct *files = current->files;
	long ret = 0;

	spin_lock(&files->file_lock);
	if (arg >= 0)
		set_cloexec(files, fd, arg & FD_CLOEXEC);
	else
		ret = test_bit(fd, files->close_on_exec) ? FD_CLOEXEC : 0;
	spin_unlock(&files->file_lock);
	return ret;
}

/* fcntl(2) on a file the call holds */
static long do_fcntl(unsigned int fd, struct file *f, unsigned int cmd,
		     unsigned long arg)
{
	switch (cmd) {
	case F_DUPFD:
	case F_DUPFD_CLOEXEC:
		/* fcntl(2): EINVAL for an arg past RLIMIT_NOFILE */
		if (arg >= nofile_limit())
			return -EINVAL;
		return dup_to(fd, (int)arg, 0, cmd == F_DUPFD_CLOEXEC);
	case F_GETFD:
		return cloexec_flag(fd, -1);
	case F_SETFD:
		return cloexec_flag(fd, (long)(arg & FD_CLOEXEC));
	case F_GETFL:
		return f->f_flags;
	case F_SETFL:
		return setfl((int)fd, f, arg);
	case F_GETOWN:
		return f->f_owner.pid;
	case F_SETOWN:
		return f_setown(f, (int)arg);
	case F_SETSIG:
		return f_setsig(f, arg);
	case F_GETSIG:
		return f->f_owner.signum;
	case F_GETOWN_EX:
		return f_getown_ex(f, (void __user *)arg);
	case F_SETOWN_EX:
		return f_setown_ex(f, (const void __user *)arg);
	case F_SETPIPE_SZ:
	case F_GETPIPE_SZ:
		return pipe_fcntl(f, cmd, arg);
	case F_ADD_SEALS:
	case F_GET_SEALS:
		return memfd_fcntl(f, cmd, arg);
	case F_SETLEASE:
		return fcntl_setlease(fd, f, arg);
	case F_GETLEASE:
		return fcntl_getlease(f);
	default:
		return fcntl_lock(f, cmd, arg);	/* or EINVAL */
	}
}

/* What fcntl(2) does with an O_PATH descriptor: only the descriptor's
 * own business (open(2) O_PATH); the rest is EBADF, as on Linux */
static bool path_fcntl(unsigned int cmd)
{
	return cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC || cmd == F_GETFD ||
	       cmd == F_SETFD || cmd == F_GETFL;
}

long sys_fcntl64(unsigned int fd, unsigned int cmd, unsigned long arg)
{
	struct fd f = fdget_raw(fd);
	long ret;

	if (!f.file)
		return -EBADF;
	if ((f.file->f_flags & O_PATH) && !path_fcntl(cmd))
		ret = -EBADF;
	else
		ret = do_fcntl(fd, f.file, cmd, arg);
	fdput(f);
	return ret;
}
