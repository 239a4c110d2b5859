// SPDX-License-Identifier: GPL-2.0
/*
 * fs/file.c - the descriptor table: allocating, sharing and closing
 * descriptors, and the calls that copy them: dup(2), dup2(2), fcntl(2).
 */
#include "linux/kernel.h"
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
#define F_SETOWN_EX	15
#define F_GETOWN_EX	16	/* glibc's F_GETOWN */
#define F_DUPFD_CLOEXEC	1030
#define FD_CLOEXEC	1

struct files_struct *files_alloc(void)
{
	struct files_struct *files = kzalloc(sizeof(*files), GFP_KERNEL);

	if (files)
		files->count = 1;
	return files;
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
	struct files_struct *files = files_alloc();
	int fd;

	if (!files)
		return NULL;
	for (fd = 0; fd < NR_OPEN; fd++) {
		files->fd[fd] = old->fd[fd];
		if (files->fd[fd])
			files->fd[fd]->f_count++;
	}
	files->close_on_exec = old->close_on_exec;
	return files;
}

static void close_fd(struct files_struct *files, int fd)
{
	struct file *f = files->fd[fd];

	files->fd[fd] = NULL;
	files->close_on_exec &= ~(1U << fd);
	if (f)
		fput(f);
}

void put_files(struct files_struct *files)
{
	int fd;

	if (--files->count)
		return;
	for (fd = 0; fd < NR_OPEN; fd++)
		close_fd(files, fd);
	kfree(files);
}

void close_on_exec(struct files_struct *files)
{
	int fd;

	for (fd = 0; fd < NR_OPEN; fd++)
		if (files->close_on_exec & (1U << fd))
			close_fd(files, fd);
}

struct file *fget(int fd)
{
	if (fd < 0 || fd >= NR_OPEN || !current->files)
		return NULL;
	return current->files->fd[fd];
}

static int install_from(struct file *f, int start, bool cloexec)
{
	struct files_struct *files = current->files;
	int fd;

	for (fd = start; fd < NR_OPEN; fd++)
		if (!files->fd[fd]) {
			files->fd[fd] = f;
			if (cloexec)
				files->close_on_exec |= 1U << fd;
			return fd;
		}
	return -EMFILE;
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
	close_fd(current->files, (int)fd);
	return 0;
}

static long dup_from(unsigned int oldfd, int start, bool cloexec)
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
	struct file *f = fget((int)oldfd);

	if (!f)
		return -EBADF;
	if (newfd >= NR_OPEN)
		return -EBADF;
	if (newfd == oldfd)
		return newfd;
	close_fd(current->files, (int)newfd);
	current->files->fd[newfd] = f;
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
		current->files->close_on_exec |= 1U << fd;
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
		if (arg >= NR_OPEN)
			return -EINVAL;
		return dup_from(fd, (int)arg, cmd == F_DUPFD_CLOEXEC);
	case F_GETFD:
		return files->close_on_exec & (1U << fd) ? FD_CLOEXEC : 0;
	case F_SETFD:
		if (arg & FD_CLOEXEC)
			files->close_on_exec |= 1U << fd;
		else
			files->close_on_exec &= ~(1U << fd);
		return 0;
	case F_GETFL:
		return f->f_flags;
	case F_SETFL:
		return setfl((int)fd, f, arg);
	case F_GETOWN:
		return f->f_owner.pid;
	case F_SETOWN:
		return f_setown(f, (int)arg);
	case F_GETOWN_EX:
		return f_getown_ex(f, (void __user *)arg);
	case F_SETOWN_EX:
		return f_setown_ex(f, (const void __user *)arg);
	default:
		return -EINVAL;
	}
}
