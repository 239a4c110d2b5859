// SPDX-License-Identifier: GPL-2.0
/*
 * fs/file.c - the descriptor table: allocating, sharing and closing
 * descriptors, and the calls that copy them: dup(2), dup2(2), fcntl(2).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"

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
 * Room for n descriptors: fd[n] then the close_on_exec bitmap, zeroed.
 * n is a multiple of BITS_PER_LONG, so the bitmap stays aligned.
 */
static int alloc_fdtable(struct files_struct *files, unsigned int n)
{
	struct file **fd = kzalloc(n * sizeof(*fd) + n / BITS_PER_BYTE,
				   GFP_KERNEL);

	if (!fd)
		return -ENOMEM;
	files->fd = fd;
	files->close_on_exec = (unsigned long *)(fd + n);
	files->max_fds = n;
	return 0;
}

static struct files_struct *alloc_files(unsigned int n)
{
	struct files_struct *files = kzalloc(sizeof(*files), GFP_KERNEL);

	if (!files)
		return NULL;
	if (alloc_fdtable(files, n)) {
		kfree(files);
		return NULL;
	}
	files->count = 1;
	return files;
}

struct files_struct *files_alloc(void)
{
	return alloc_files(NR_OPEN_DEFAULT);
}

/*
 * Make descriptor nr a slot of the table: double it until it is, and
 * move the old entries over.  The caller has checked nr against
 * RLIMIT_NOFILE; a table that cannot grow is ENOMEM, as Linux's.
 */
static int expand_files(struct files_struct *files, unsigned int nr)
{
	struct files_struct old = *files;
	unsigned int n = files->max_fds;

	if (nr < n)
		return 0;
	while (n <= nr)
		n *= 2;
	if (alloc_fdtable(files, n))
		return -ENOMEM;
	memcpy(files->fd, old.fd, old.max_fds * sizeof(*old.fd));
	memcpy(files->close_on_exec, old.close_on_exec,
	       old.max_fds / BITS_PER_BYTE);
	kfree(old.fd);
	return 0;
}

/* The process's RLIMIT_NOFILE: descriptors at or past it cannot open */
static unsigned long nofile_limit(void)
{
	return current->signal->rlim_nofile.rlim_cur;
}

/* An open file of dentry (NULL: a pipe), which it holds while open */
struct file *alloc_file(struct dentry *dentry,
			const struct file_operations *op, unsigned int flags)
{
	struct file *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return NULL;
	f->f_op = op;
	f->f_path.mnt = dentry ? &root_mnt : NULL;
	f->f_path.dentry = dget(dentry);
	f->f_inode = dentry ? dentry->d_inode : NULL;
	f->f_flags = flags;
	/* open(2)'s access mode 0, 1, 2 plus one is FMODE_READ|WRITE's bits */
	f->f_mode = ((flags + 1) & O_ACCMODE) | FMODE_LSEEK | FMODE_PREAD |
		    FMODE_PWRITE;
	f->f_count = 1;
	return f;
}

void fput(struct file *f)
{
	if (--f->f_count)
		return;
	/* off the driver's SIGIO list before it goes (as Linux's __fput) */
	if ((f->f_flags & FASYNC) && f->f_op->fasync)
		f->f_op->fasync(-1, f, 0);
	if (f->f_op->release)
		f->f_op->release(f->f_inode, f);
	module_put(f->f_op->owner);	/* taken by open_with_fops() */
	dput(f->f_path.dentry);
	kfree(f);
}

/* fork(): the child's table points at the same open files */
struct files_struct *dup_files(struct files_struct *old)
{
	struct files_struct *files = alloc_files(old->max_fds);
	unsigned int fd;

	if (!files)
		return NULL;
	for (fd = 0; fd < old->max_fds; fd++) {
		files->fd[fd] = old->fd[fd];
		if (files->fd[fd])
			files->fd[fd]->f_count++;
	}
	memcpy(files->close_on_exec, old->close_on_exec,
	       old->max_fds / BITS_PER_BYTE);
	return files;
}

static void close_fd(struct files_struct *files, unsigned int fd)
{
	struct file *f = files->fd[fd];

	files->fd[fd] = NULL;
	__clear_bit(fd, files->close_on_exec);
	if (f)
		fput(f);
}

void put_files(struct files_struct *files)
{
	unsigned int fd;

	if (--files->count)
		return;
	for (fd = 0; fd < files->max_fds; fd++)
		close_fd(files, fd);
	kfree(files->fd);
	kfree(files);
}

void close_on_exec(struct files_struct *files)
{
	unsigned int fd;

	for (fd = 0; fd < files->max_fds; fd++)
		if (test_bit(fd, files->close_on_exec))
			close_fd(files, fd);
}

static void set_cloexec(struct files_struct *files, unsigned int fd,
			bool cloexec)
{
	if (cloexec)
		__set_bit(fd, files->close_on_exec);
	else
		__clear_bit(fd, files->close_on_exec);
}

struct file *fget(int fd)
{
	struct files_struct *files = current->files;

	if (fd < 0 || !files || (unsigned int)fd >= files->max_fds)
		return NULL;
	return files->fd[fd];
}

/* The lowest free descriptor from start, or EMFILE past RLIMIT_NOFILE */
static int install_from(struct file *f, unsigned int start, bool cloexec)
{
	struct files_struct *files = current->files;
	unsigned int fd = start;
	int err;

	while (fd < files->max_fds && files->fd[fd])
		fd++;
	if (fd >= nofile_limit())
		return -EMFILE;
	err = expand_files(files, fd);
	if (err)
		return err;
	files->fd[fd] = f;
	set_cloexec(files, fd, cloexec);
	return (int)fd;
}

/* The lowest free descriptor for f (which it then owns), or -EMFILE */
int fd_install(struct file *f, bool cloexec)
{
	return install_from(f, 0, cloexec);
}

long sys_close(unsigned int fd)
{
	if (!fget((int)fd))
		return -EBADF;
	close_fd(current->files, fd);
	return 0;
}

static long dup_from(unsigned int oldfd, unsigned int start, bool cloexec)
{
	struct file *f = fget((int)oldfd);
	int fd;

	if (!f)
		return -EBADF;
	fd = install_from(f, start, cloexec);
	if (fd >= 0)
		f->f_count++;
	return fd;
}

long sys_dup(unsigned int oldfd)
{
	return dup_from(oldfd, 0, false);
}

long sys_dup2(unsigned int oldfd, unsigned int newfd)
{
	struct files_struct *files = current->files;
	struct file *f = fget((int)oldfd);
	int err;

	/* dup2(2): EBADF for a newfd outside the allowed range */
	if (!f || newfd >= nofile_limit())
		return -EBADF;
	if (newfd == oldfd)
		return newfd;
	err = expand_files(files, newfd);
	if (err)
		return err;
	close_fd(files, newfd);
	files->fd[newfd] = f;
	f->f_count++;
	return newfd;
}

/* dup3(2): dup2 with O_CLOEXEC, and no quiet success for oldfd == newfd */
long sys_dup3(unsigned int oldfd, unsigned int newfd, int flags)
{
	long fd;

	if (flags & ~O_CLOEXEC || oldfd == newfd)
		return -EINVAL;
	fd = sys_dup2(oldfd, newfd);
	if (fd >= 0 && (flags & O_CLOEXEC))
		__set_bit(fd, current->files->close_on_exec);
	return fd;
}

long sys_fcntl64(unsigned int fd, unsigned int cmd, unsigned long arg)
{
	struct files_struct *files = current->files;
	struct file *f = fget((int)fd);

	if (!f)
		return -EBADF;
	switch (cmd) {
	case F_DUPFD:
	case F_DUPFD_CLOEXEC:
		/* fcntl(2): EINVAL for an arg past RLIMIT_NOFILE */
		if (arg >= nofile_limit())
			return -EINVAL;
		return dup_from(fd, arg, cmd == F_DUPFD_CLOEXEC);
	case F_GETFD:
		return test_bit(fd, files->close_on_exec) ? FD_CLOEXEC : 0;
	case F_SETFD:
		set_cloexec(files, fd, arg & FD_CLOEXEC);
		return 0;
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
	default:
		return -EINVAL;
	}
}
