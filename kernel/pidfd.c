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
 * close-on-exec, O_NONBLOCK if PIDFD_NONBLOCK asks.  Not here: waitid(2)
 * P_PIDFD, pidfd_getfd(2), and clone(2)'s CLONE_PIDFD.
 */
#include "linux/kernel.h"
#include "linux/fcntl.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/poll.h"
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

long sys_pidfd_open(int pid, unsigned int flags)
{
	struct task_struct *p;
	struct file *f;
	int fd;

	if (flags & ~PIDFD_NONBLOCK || pid <= 0)
		return -EINVAL;
	rcu_read_lock();	/* p is not released before it is held */
	p = find_task_by_pid(pid);
	/* a thread that is not its process's leader names no process */
	fd = !p || p->reaped ? -ESRCH : !thread_group_leader(p) ? -EINVAL : 0;
	if (!fd)
		get_task_struct(p);
	rcu_read_unlock();
	if (fd)
		return fd;
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
