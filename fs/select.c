// SPDX-License-Identifier: GPL-2.0
/*
 * fs/select.c - poll(2), ppoll(2), select(2) and pselect(2): wait until
 * one of several descriptors is ready, a timeout passes or a signal
 * comes.
 *
 * do_wait() asks each file's ->poll() for its ready events; the first
 * pass also puts the task on each file's wait queue (poll_wait()), so
 * that any of them wakes it.  With interrupts off between the last check
 * and the sleep, no wake-up can slip in between (one CPU).  A signal
 * ends the wait with -ERESTARTNOHAND: EINTR if a handler runs
 * (poll(2), select(2): never restarted), a restart if none does.
 * ppoll and pselect6 wait with a temporary signal mask, restored as
 * sys_rt_sigsuspend()'s is (current->saved_sigmask).
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/export.h"
#include "linux/personality.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "asm/system.h"
#include "asm/uaccess.h"

struct pollfd {
	int fd;
	short events, revents;
};

void __poll_wait(struct file *f, wait_queue_head_t *q, poll_table *pt)
{
	struct poll_table_entry *e;

	if (pt->qproc) {
		pt->qproc(f, q, pt);
		return;
	}
	if (pt->used == pt->size)
		return;
	e = &pt->entries[pt->used++];
	e->head = q;
	e->filp = get_file(f);
	e->wait.task = current;
	add_wait_queue(q, &e->wait);
}
EXPORT_SYMBOL(__poll_wait);

static void poll_freewait(poll_table *pt)
{
	unsigned int i;

	/* a queue that went away first unlinked its waiters
	 * (unix_sk_put()): its head may be freed memory, not to be locked */
	for (i = 0; i < pt->used; i++)
		if (!list_empty(&pt->entries[i].wait.entry))
			remove_wait_queue(pt->entries[i].head,
					  &pt->entries[i].wait);
	for (i = 0; i < pt->used; i++)
		fput(pt->entries[i].filp);
	kfree(pt->entries);
}

/* The events fd is ready for; POLLNVAL for a closed descriptor */
static unsigned int poll_fd(int fd, poll_table *pt)
{
	struct fd f = fdget((unsigned int)fd);
	unsigned int mask = DEFAULT_POLLMASK;

	if (!f.file)
		return POLLNVAL;
	if (f.file->f_op->poll)
		mask = f.file->f_op->poll(f.file, pt);
	fdput(f);
	return mask;
}

/* poll(2)'s revents: what was asked, and the conditions always reported */
static unsigned int pollfd_revents(struct pollfd *p, poll_table *pt)
{
	if (p->fd < 0)
		return 0;
	return poll_fd(p->fd, pt) &
	       ((unsigned short)p->events | POLLERR | POLLHUP | POLLNVAL);
}

/* One check of every descriptor: how many are ready */
static int poll_pass(struct pollfd *fds, unsigned int n, poll_table *pt)
{
	unsigned int i;
	int count = 0;

	for (i = 0; i < n; i++) {
		fds[i].revents = (short)pollfd_revents(&fds[i], pt);
		count += fds[i].revents != 0;
	}
	return count;
}

/*
 * The wait itself; pass returns the number of ready descriptors.  timeout
 * in ticks, MAX_SCHEDULE_TIMEOUT: none; *left gets what is left of it.
 */
static long do_wait(int (*pass)(void *, poll_table *), void *arg,
		    unsigned int nfds, long *timeout)
{
	poll_table table = { kcalloc(nfds ? nfds : 1,
				     sizeof(struct poll_table_entry),
				     GFP_KERNEL), 0, nfds, NULL };
	poll_table *pt = &table;
	long ret;

	if (!table.entries)
		return -ENOMEM;
	for (;;) {
		/*
		 * Asleep before asking: a wake_up() during the pass makes the
		 * task runnable again, so schedule_timeout() returns at once
		 * and nothing is missed.  The pass runs with interrupts on: a
		 * driver's ->poll() may take a mutex (LDD3's scullpipe).
		 */
		set_current_state(TASK_INTERRUPTIBLE);
		ret = pass(arg, pt);
		pt = NULL;		/* registered on the queues once */
		if (ret || !*timeout)
			break;
		if (signal_pending(current)) {
			ret = -ERESTARTNOHAND;
			break;
		}
		*timeout = schedule_timeout(*timeout);
	}
	__set_current_state(TASK_RUNNING);
	poll_freewait(&table);
	return ret;
}

struct poll_args {
	struct pollfd *fds;
	unsigned int n;
};

static int poll_pass_cb(void *arg, poll_table *pt)
{
	struct poll_args *a = arg;

	return poll_pass(a->fds, a->n, pt);
}

static long do_sys_poll(struct pollfd __user *ufds, unsigned int nfds,
			long timeout)
{
	size_t size = nfds * sizeof(struct pollfd);
	struct poll_args a = { NULL, nfds };
	long ret;

	if (nfds > 1024)	/* RLIMIT_NOFILE's default (poll(2) EINVAL) */
		return -EINVAL;
	a.fds = kmalloc(size ? size : 1, GFP_KERNEL);
	if (!a.fds)
		return -ENOMEM;
	ret = copy_from_user(a.fds, ufds, size) ? -EFAULT : 0;
	if (!ret)
		ret = do_wait(poll_pass_cb, &a, nfds, &timeout);
	if (ret >= 0 && copy_to_user(ufds, a.fds, size))
		ret = -EFAULT;
	kfree(a.fds);
	return ret;
}

/* Milliseconds to ticks, rounded up; negative: wait forever */
long ms_to_ticks(int ms)
{
	if (ms < 0)
		return MAX_SCHEDULE_TIMEOUT;
	/* plus one, as timespec_to_ticks(): at least ms */
	return ms ? ((long)ms * HZ + 999) / 1000 + 1 : 0;
}

long sys_poll(struct pollfd __user *ufds, unsigned int nfds, int timeout)
{
	return do_sys_poll(ufds, nfds, ms_to_ticks(timeout));
}

/* A timeout from user space: NULL waits forever */
static long user_timespec_ticks(const struct old_timespec32 __user *uts)
{
	struct old_timespec32 ts;

	if (!uts)
		return MAX_SCHEDULE_TIMEOUT;
	if (copy_from_user(&ts, uts, sizeof(ts)))
		return -EFAULT;
	return timespec_to_ticks(&ts);
}

/* No signal came: the mask goes back now, not after a handler */
long end_temp_mask(long ret)
{
	if (ret != -ERESTARTNOHAND && current->restore_sigmask) {
		current->restore_sigmask = false;
		current->blocked = current->saved_sigmask;
	}
	return ret;
}

long sys_ppoll(struct pollfd __user *ufds, unsigned int nfds,
	       const struct old_timespec32 __user *tsp,
	       const sigset_t __user *sigmask, size_t sigsetsize)
{
	long ticks = user_timespec_ticks(tsp), err;

	if (ticks < 0)
		return ticks;
	err = set_user_sigmask(sigmask, sigsetsize);
	if (err)
		return err;
	return end_temp_mask(do_sys_poll(ufds, nfds, ticks));
}

/*
 * select(2): three bitmaps of n descriptors, in and out.  glibc's
 * fd_set holds FD_SETSIZE; descriptors past it are not looked at.
 */
#define FD_SETSIZE	1024

struct select_args {
	unsigned int n;
	u32 in[FD_SETSIZE / 32], out[FD_SETSIZE / 32], ex[FD_SETSIZE / 32];
	u32 res_in[FD_SETSIZE / 32], res_out[FD_SETSIZE / 32], res_ex[FD_SETSIZE / 32];
};

#define SEL_IN	(POLLIN | POLLHUP | POLLERR | POLLRDNORM)
#define SEL_OUT	(POLLOUT | POLLERR | POLLWRNORM)
#define SEL_EX	POLLPRI

static bool bit(const u32 *set, unsigned int i)
{
	return set[i / 32] & (1U << (i % 32));
}

static int select_pass(void *arg, poll_table *pt)
{
	struct select_args *a = arg;
	unsigned int i;
	int count = 0;

	for (i = 0; i < a->n; i++) {
		unsigned int mask;
		u32 b = 1U << (i % 32);

		if (!bit(a->in, i) && !bit(a->out, i) && !bit(a->ex, i))
			continue;
		mask = poll_fd((int)i, pt);
		if (mask & POLLNVAL)
			return -EBADF;
		if (bit(a->in, i) && (mask & SEL_IN))
			a->res_in[i / 32] |= b, count++;
		if (bit(a->out, i) && (mask & SEL_OUT))
			a->res_out[i / 32] |= b, count++;
		if (bit(a->ex, i) && (mask & SEL_EX))
			a->res_ex[i / 32] |= b, count++;
	}
	return count;
}

/* Copy a set in, up to FD_SETSIZE descriptors */
static int get_set(u32 *set, const u32 __user *uset, int n)
{
	size_t bytes = (size_t)(n + 7) / 8;

	memset(set, 0, FD_SETSIZE / 8);
	if (!uset)
		return 0;
	return copy_from_user(set, uset, min(bytes, (size_t)FD_SETSIZE / 8)) ?
		       -EFAULT : 0;
}

static int put_set(u32 __user *uset, const u32 *set, int n)
{
	size_t bytes = (size_t)(n + 7) / 8;

	if (!uset)
		return 0;
	if (bytes > FD_SETSIZE / 8 && clear_user(uset, bytes))
		return -EFAULT;
	return copy_to_user(uset, set, min(bytes, (size_t)FD_SETSIZE / 8)) ?
		       -EFAULT : 0;
}

static long do_select(int n, u32 __user *inp, u32 __user *outp,
		      u32 __user *exp, long *ticks)
{
	struct select_args *a;
	long ret;

	if (n < 0)
		return -EINVAL;
	a = kzalloc(sizeof(*a), GFP_KERNEL);
	if (!a)
		return -ENOMEM;
	a->n = min((unsigned int)n, (unsigned int)FD_SETSIZE);
	ret = get_set(a->in, inp, n) ?: get_set(a->out, outp, n) ?:
	      get_set(a->ex, exp, n);
	if (!ret)
		ret = do_wait(select_pass, a, a->n, ticks);
	if (ret >= 0 && (put_set(inp, a->res_in, n) ||
			 put_set(outp, a->res_out, n) ||
			 put_set(exp, a->res_ex, n)))
		ret = -EFAULT;
	kfree(a);
	return ret;
}

/*
 * The time left, which Linux writes back to the caller's timeout
 * (select(2) NOTES; Linux's poll_select_finish()) unless the process's
 * personality has STICKY_TIMEOUTS: false when nothing is to be written.
 * Less timespec_to_ticks()'s extra tick: never more left than was
 * asked.  A timeout that cannot be written is let be, as on Linux.
 */
static bool time_left(long ticks, struct old_timespec32 *ts)
{
	if (ticks == MAX_SCHEDULE_TIMEOUT ||
	    (current->personality & STICKY_TIMEOUTS))
		return false;
	ticks_to_timespec(ticks ? (unsigned long)ticks - 1 : 0, ts);
	return true;
}

static void put_time_left(long ticks, struct old_timespec32 __user *uts)
{
	struct old_timespec32 ts;

	if (uts && time_left(ticks, &ts))
		(void)copy_to_user(uts, &ts, sizeof(ts));
}

/* _newselect (142): a timeval, its time left written back */
long sys_select(int n, u32 __user *inp, u32 __user *outp, u32 __user *exp,
		struct old_timeval32 __user *tvp)
{
	struct old_timeval32 tv;
	struct old_timespec32 ts;
	long ticks = MAX_SCHEDULE_TIMEOUT, ret;

	if (tvp) {
		if (copy_from_user(&tv, tvp, sizeof(tv)))
			return -EFAULT;
		if (tv.tv_sec < 0 || tv.tv_usec < 0)
			return -EINVAL;
		ts.tv_sec = tv.tv_sec + tv.tv_usec / 1000000;
		ts.tv_nsec = (tv.tv_usec % 1000000) * 1000;
		ticks = timespec_to_ticks(&ts);
	}
	ret = do_select(n, inp, outp, exp, &ticks);
	if (tvp && time_left(ticks, &ts)) {
		tv.tv_sec = ts.tv_sec;
		tv.tv_usec = ts.tv_nsec / 1000;
		(void)copy_to_user(tvp, &tv, sizeof(tv));
	}
	return ret;
}

long sys_pselect6(int n, u32 __user *inp, u32 __user *outp,
		  u32 __user *exp, struct old_timespec32 __user *tsp,
		  const struct sigset_argpack __user *sig)
{
	struct sigset_argpack pack = { NULL, 0 };
	long ticks = user_timespec_ticks(tsp), err;

	if (ticks < 0)
		return ticks;
	if (sig && copy_from_user(&pack, sig, sizeof(pack)))
		return -EFAULT;
	err = set_user_sigmask(pack.p, pack.size);
	if (err)
		return err;
	err = do_select(n, inp, outp, exp, &ticks);
	put_time_left(ticks, tsp);
	return end_temp_mask(err);
}
