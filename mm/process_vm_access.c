// SPDX-License-Identifier: GPL-2.0
/*
 * mm/process_vm_access.c - process_vm_readv(2) and process_vm_writev(2):
 * copy between the caller's memory and another process's, given who
 * may look into it (ptrace_may_access(): EPERM otherwise, ESRCH for no
 * such process).  The local and remote iovecs are walked together, a
 * chunk at a time through a buffer on the stack; the call returns the
 * bytes copied before the first fault (EFAULT if none).  Another
 * process's memory is reached through access_remote_vm() (mm/memory.c),
 * which brings its pages in as its own touch would, and gives a write
 * a private copy of a copy-on-write page, as its own write would.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "linux/uio.h"	/* struct iovec, UIO_MAXIOV */
#include "asm/uaccess.h"

#define CHUNK		256

struct vm_rw {
	const struct iovec __user *lvec, *rvec;
	unsigned long lcnt, rcnt;
	struct mm_struct *mm;	/* the remote memory */
	bool write;
};

/* n (<= CHUNK) bytes between local and the remote address */
static long copy_chunk(const struct vm_rw *rw, char __user *local,
		       unsigned long remote, size_t n)
{
	char buf[CHUNK];

	if (rw->mm == current->mm) {
		void __user *from = rw->write ? local : (void __user *)remote;
		void __user *to = rw->write ? (void __user *)remote : local;

		return copy_from_user(buf, from, n) ||
		       copy_to_user(to, buf, n) ? -EFAULT : 0;
	}
	/* the remote memory's lock is not held across the local copy,
	 * whose fault would take the caller's */
	if (rw->write)
		return copy_from_user(buf, local, n) ||
		       access_remote_vm(rw->mm, remote, buf, (int)n,
					FOLL_WRITE) != (int)n ? -EFAULT : 0;
	if (access_remote_vm(rw->mm, remote, buf, (int)n, 0) != (int)n)
		return -EFAULT;
	return copy_to_user(local, buf, n) ? -EFAULT : 0;
}

/* The next iovec with bytes left into *v, from vec[*i]; false at the end */
static long next_iov(const struct iovec __user *vec, unsigned long cnt,
		     unsigned long *i, struct iovec *v)
{
	while (!v->iov_len && *i < cnt)
		if (copy_from_user(v, vec + (*i)++, sizeof(*v)))
			return -EFAULT;
	return v->iov_len ? 1 : 0;
}

static long vm_rw_copy(const struct vm_rw *rw)
{
	struct iovec l = { NULL, 0 }, r = { NULL, 0 };
	unsigned long li = 0, ri = 0;
	long done = 0, err;
	size_t n;

	for (;;) {
		err = next_iov(rw->lvec, rw->lcnt, &li, &l);
		if (err > 0)
			err = next_iov(rw->rvec, rw->rcnt, &ri, &r);
		if (err <= 0)
			break;
		n = min(min(l.iov_len, r.iov_len), (size_t)CHUNK);
		err = copy_chunk(rw, l.iov_base, (unsigned long)r.iov_base, n);
		if (err)
			break;
		done += (long)n;
		l.iov_base = (char __user *)l.iov_base + n;
		l.iov_len -= n;
		r.iov_base = (char __user *)r.iov_base + n;
		r.iov_len -= n;
	}
	return done ? done : err;
}

/*
 * The local iovecs, as Linux's import_iovec() checks them: EFAULT if
 * they cannot be read, EINVAL for a length that is negative as a
 * ssize_t (one that would run the copy over the caller's own memory)
 */
static long local_iovecs_valid(const struct vm_rw *rw)
{
	struct iovec v;
	unsigned long i;

	for (i = 0; i < rw->lcnt; i++) {
		if (copy_from_user(&v, rw->lvec + i, sizeof(v)))
			return -EFAULT;
		if ((long)v.iov_len < 0)
			return -EINVAL;
	}
	return 0;
}

static long process_vm_rw(int pid, struct vm_rw *rw, unsigned long flags)
{
	struct task_struct *task;
	long ret;

	if (flags || rw->lcnt > UIO_MAXIOV || rw->rcnt > UIO_MAXIOV)
		return -EINVAL;
	ret = local_iovecs_valid(rw);
	if (ret)
		return ret;
	if (!rw->lcnt)
		return 0;	/* nothing to copy: asked of no one */
	task = pid > 0 ? find_task_by_pid(pid) : NULL;
	if (!task)
		return -ESRCH;
	if (!ptrace_may_access(task))
		return -EPERM;
	rw->mm = get_task_mm(task); /* the copy may sleep: the task may go */
	if (!rw->mm)
		return -EINVAL;
	ret = vm_rw_copy(rw);
	mmput(rw->mm);
	return ret;
}

long sys_process_vm_readv(int pid, const struct iovec __user *lvec,
			  unsigned long liovcnt,
			  const struct iovec __user *rvec,
			  unsigned long riovcnt, unsigned long flags)
{
	struct vm_rw rw = { lvec, rvec, liovcnt, riovcnt, NULL, false };

	return process_vm_rw(pid, &rw, flags);
}

long sys_process_vm_writev(int pid, const struct iovec __user *lvec,
			   unsigned long liovcnt,
			   const struct iovec __user *rvec,
			   unsigned long riovcnt, unsigned long flags)
{
	struct vm_rw rw = { lvec, rvec, liovcnt, riovcnt, NULL, true };

	return process_vm_rw(pid, &rw, flags);
}
