// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/pidfd.c - pidfd_open(2): a file descriptor that names a
 * process (pidfd_open(2), "Use cases for PID file descriptors").  The
 * file holds the process's leader task_struct (get_task_struct()), not
 * its number, so a pid used again by a later process is never taken
 * for it: once the process has been reaped the pidfd names nothing
 * (pidfd_send_signal(2): ESRCH).
 *
 * poll(2) says POLLIN once the process has ended (its last thread
 * exited, reaped or not): kernel/exit.c calls pidfd_exited(), which
 * wakes every pidfd poller (few wait at once).  The descriptor is
 * close-on-exec, O_NONBLOCK if PIDFD_NONBLOCK asks.  waitid(2)'s P_PIDFD
 * waits for it (kernel/exit.c, pidfd_wait_id()), and pidfd_getfd(2)
 * copies one of its descriptors; clone(2) and clone3(2) make one with
 * CLONE_PIDFD (kernel/fork.c, pidfd_create()).
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/fcntl.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/poll.h"
#include "linux/ptrace.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/sched/task.h"
#include "linux/syscalls.h"

#define PIDFD_NONBLOCK	O_NONBLOCK

static DECLARE_WAIT_QUEUE_HEAD(pidfd_wait);

/* The last thread of leader's process has exited */
void pidfd_exited(struct task_struct *leader)
{
	leader->process_exited = true;
	wake_up(&pidfd_wait);
}

static unsigned int pidfd_poll(struct file *f, poll_table *pt)
{
	struct task_struct *p = f->private_data;

	poll_wait(f, &pidfd_wait, pt);
	return p->process_exited ? POLLIN : 0;	/* only POLLIN, as Linux */
}

static int pidfd_release(struct inode *inode, struct file *f)
{
	(void)inode;
	put_task_struct(f->private_data);
	return 0;
}

static const struct file_operations pidfd_fops = {
	.poll = pidfd_poll,
	.release = pidfd_release,
};

/* pidfd_open(2) and clone3(2)'s CLONE_PIDFD: a new pidfd of p, which
 * takes the caller's reference to p (dropped if it fails) */
static int pidfd_install(struct task_struct *p, unsigned int flags)
{
	struct file *f;
	int fd;

	f = alloc_file(NULL, &pidfd_fops, O_RDWR | (flags & PIDFD_NONBLOCK));
	if (!f) {
		put_task_struct(p);
		return -ENOMEM;
	}
	f->private_data = p;
	fd = fd_install(f, true);
	if (fd < 0)
		fput(f);	/* lets p go too (pidfd_release()) */
	return fd;
}

/* clone(2)'s CLONE_PIDFD: a pidfd of the new process p */
int pidfd_create(struct task_struct *p)
{
	return pidfd_install(get_task_struct(p), 0);
}

long sys_pidfd_open(int pid, unsigned int flags)
{
	struct task_struct *p;
	int err;

	if (flags & ~PIDFD_NONBLOCK || pid <= 0)
		return -EINVAL;
	rcu_read_lock();	/* p is not released before it is held */
	p = find_task_by_pid(pid);
	/* a thread that is not its process's leader names no process */
	err = !p || p->reaped ? -ESRCH : !thread_group_leader(p) ? -EINVAL : 0;
	if (!err)
		get_task_struct(p);
	rcu_read_unlock();
	return err ? err : pidfd_install(p, flags);
}

/* The task a pidfd (only) holds, held again, and the file's flags:
 * ERR_PTR(-EBADF) for any other descriptor */
struct task_struct *pidfd_get_task(int fd, unsigned int *flags)
{
	struct fd f = fdget((unsigned int)fd);
	struct task_struct *p = ERR_PTR(-EBADF);

	if (f.file && f.file->f_op == &pidfd_fops) {
		p = get_task_struct(f.file->private_data);
		*flags = f.file->f_flags;
	}
	if (f.file)
		fdput(f);
	return p;
}

/*
 * waitid(2)'s P_PIDFD: the pid to wait for, 0 (no child: ECHILD) once
 * the process was reaped, or -EBADF; *nonblock: the pidfd is
 * O_NONBLOCK, and the wait does not sleep (EAGAIN).
 */
int pidfd_wait_id(int fd, bool *nonblock)
{
	unsigned int flags = 0;
	struct task_struct *p = pidfd_get_task(fd, &flags);
	int id;

	if (IS_ERR(p))
		return (int)PTR_ERR(p);
	id = p->reaped ? 0 : p->tgid;
	*nonblock = flags & O_NONBLOCK;
	put_task_struct(p);
	return id;
}

/* A held reference to the file behind fd in p's table, or NULL */
static struct file *task_fget(struct task_struct *p, unsigned int fd)
{
	struct files_struct *files = p->files;
	struct file *f = NULL;

	if (!files)		/* p has exited */
		return NULL;
	spin_lock(&files->file_lock);
	if (fd < files->max_fds && files->fd[fd])
		f = get_file(files->fd[fd]);
	spin_unlock(&files->file_lock);
	return f;
}

/*
 * pidfd_getfd(2): a new descriptor, close-on-exec, of the file behind
 * the process's targetfd.  EINVAL for any flag; EBADF: pidfd is no
 * pidfd, or targetfd is not open there; ESRCH: the process was reaped;
 * EPERM unless the caller may ptrace it (PTRACE_MODE_ATTACH_REALCREDS).
 */
long sys_pidfd_getfd(int pidfd, int targetfd, unsigned int flags)
{
	unsigned int fflags;
	struct task_struct *p;
	struct file *f = NULL;
	long ret;

	if (flags)
		return -EINVAL;
	p = pidfd_get_task(pidfd, &fflags);
	if (IS_ERR(p))
		return PTR_ERR(p);
	if (p->reaped)
		ret = -ESRCH;
	else if (!ptrace_may_access(p))
		ret = -EPERM;
	else if (targetfd < 0 || !(f = task_fget(p, (unsigned int)targetfd)))
		ret = -EBADF;
	else
		ret = fd_install(f, true);
	if (ret < 0 && f)
		fput(f);
	put_task_struct(p);
	return ret;
}

/* The process a pidfd - or a /proc/PID directory's descriptor, as on
 * Linux - names, by its pid; -ESRCH once it was reaped, -EBADF if fd
 * is neither */
int pidfd_tgid(int fd)
{
	struct fd f = fdget((unsigned int)fd);
	struct task_struct *p = NULL;
	int tgid = -EBADF;

	if (!f.file)
		return -EBADF;
	if (f.file->f_op == &pidfd_fops)
		p = f.file->private_data;
	else if (f.file->f_inode)
		p = proc_pid_dir_task(f.file->f_inode);
	if (p)
		tgid = p->reaped ? -ESRCH : p->tgid;
	fdput(f);
	return tgid;
}
