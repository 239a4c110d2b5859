// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/mqueue.c - POSIX message queues (mq_overview(7)): mq_open(2),
 * mq_unlink(2), mq_timedsend(2), mq_timedreceive(2) (and their time64
 * twins, which glibc 2.36 calls first on i386), mq_notify(2),
 * mq_getsetattr(2).
 *
 * A queue has a name (glibc passes it without its leading '/'), an
 * owner, group and mode like a file's (a small inode of its own, for
 * inode_permission()), and holds up to mq_maxmsg messages of up to
 * mq_msgsize bytes each, taken highest priority first, oldest first
 * within a priority.  mq_open(2) gives a descriptor (always
 * close-on-exec, as Linux's); reading it gives the line Linux's
 * mqueue file system shows, and poll(2) says POLLIN while the queue
 * holds a message and POLLOUT while it has room.  A queue lives while
 * it has its name or an open descriptor.
 *
 * A sender waits while the queue is full, a receiver while it is empty,
 * unless the descriptor is O_NONBLOCK (EAGAIN), until the absolute
 * CLOCK_REALTIME time-out (ETIMEDOUT) or a signal (EINTR).
 * mq_notify(2) registers one process to be told when a message arrives
 * in an empty queue that no receiver waits on, once: SIGEV_SIGNAL sends
 * its signal (si_code SI_MESGQ, the sender's pid, the registered
 * sigev_value), SIGEV_NONE nothing; either way it is then unregistered.
 * SIGEV_THREAD is glibc's: the notification is its cookie - 32 bytes
 * it passes at sigev_value - sent as a datagram to the netlink socket
 * whose descriptor is sigev_signo (EBADF, ENOTSOCK, EINVAL for another
 * family), its last byte NOTIFY_WOKENUP, or NOTIFY_REMOVED when the
 * registration goes without one (mq_notify_drop()); glibc's helper
 * thread reads it and runs the function in a new thread.
 *
 * Limits (ipc/mq_sysctl.c, /proc/sys/fs/mqueue): without
 * CAP_SYS_RESOURCE at most queues_max queues (ENOSPC) and attributes up
 * to msg_max and msgsize_max (EINVAL); and each user's queues together
 * cost at most RLIMIT_MSGQUEUE bytes (EMFILE), counted as Linux counts
 * them on i386 (mq_cost()).  The mqueue file system itself (mount -t
 * mqueue) is not here: queues are reached by mq_open(2) alone.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/fcntl.h"
#include "linux/fdtable.h"
#include "linux/fs.h"
#include "linux/fs_struct.h"
#include "linux/mqueue.h"
#include "linux/mutex.h"
#include "linux/poll.h"
#include "linux/resource.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/uaccess.h"
#include "linux/wait.h"
#include "net/netlink.h"

#define MQ_NAME_MAX	255	/* Linux's NAME_MAX: longer is ENAMETOOLONG */
#define SIGEV_SIGNAL	0	/* sigevent's sigev_notify */
#define SIGEV_NONE	1
#define SIGEV_THREAD	2
#define NOTIFY_COOKIE_LEN 32	/* SIGEV_THREAD's cookie, copied first */
#define NOTIFY_WOKENUP	1	/* its last byte: a message came */
#define NOTIFY_REMOVED	2	/* the registration went without one */

/* what Linux 6.1 counts a queue's bookkeeping at on i386: a struct
 * msg_msg a message, a priority tree node a priority in use */
#define MSG_MSG_SIZE	24
#define TREE_NODE_SIZE	24

/* struct sigevent as user space passes it, i386 */
struct mq_sigevent {
	int sigev_value;	/* union sigval: int or pointer */
	int sigev_signo;
	int sigev_notify;
	int pad[13];
};

struct mq_msg {
	struct list_head list;
	unsigned int prio;
	size_t len;
	char text[];
};

struct mqueue {
	struct list_head all;		/* in mq_all while it exists */
	bool named;			/* mq_unlink(2) takes the name */
	int refs;			/* the name's, each open file's */
	struct inode *inode;		/* owner, group, mode */
	long maxmsg, msgsize, curmsgs;
	unsigned long qsize;		/* bytes of text queued */
	struct list_head msgs;		/* by priority, then by age */
	wait_queue_head_t wait;		/* senders, receivers, pollers */
	unsigned long changes;		/* bumped at each change: wakes them */
	int receivers;			/* waiting in mq_timedreceive(2) */
	kuid_t payer;			/* RLIMIT_MSGQUEUE's user */
	unsigned long cost;		/* charged to payer */
	int notify_pid;			/* mq_notify(2)'s process, 0: none */
	struct mq_sigevent notify;
	struct file *notify_sock;	/* SIGEV_THREAD's, held */
	char notify_cookie[NOTIFY_COOKIE_LEN];
	char name[MQ_NAME_MAX + 1];
};

/* every queue, named or not, and the lock for them and their messages;
 * nobody sleeps holding it */
static LIST_HEAD(mq_all);
static DEFINE_MUTEX(mq_mutex);

static const struct file_operations mqueue_fops;

static void mq_changed(struct mqueue *q)
{
	q->changes++;
	wake_up(&q->wait);
}

/* The named queue, or NULL */
static struct mqueue *mq_lookup(const char *name)
{
	struct mqueue *q;

	list_for_each_entry(q, &mq_all, all)
		if (q->named && !strcmp(q->name, name))
			return q;
	return NULL;
}

/* The registration goes (mq_mutex held); SIGEV_THREAD's socket is told
 * why, the cookie's last byte NOTIFY_WOKENUP or NOTIFY_REMOVED */
static void mq_notify_drop(struct mqueue *q, char why)
{
	if (q->notify_sock) {
		q->notify_cookie[NOTIFY_COOKIE_LEN - 1] = why;
		netlink_send_bytes(q->notify_sock, q->notify_cookie,
				   NOTIFY_COOKIE_LEN);
		fput(q->notify_sock);
		q->notify_sock = NULL;
	}
	q->notify_pid = 0;
}

/* A reference dropped: the last frees the queue and what it holds */
static void mq_put(struct mqueue *q)
{
	struct mq_msg *m, *next;

	if (--q->refs)
		return;
	mq_notify_drop(q, NOTIFY_REMOVED);
	list_del(&q->all);
	list_for_each_entry_safe(m, next, &q->msgs, list)
		kfree(m);
	iput(q->inode);
	kfree(q);
}

/* Linux's mq_attr_ok() and its accounting: the bytes a queue costs */
static unsigned long mq_cost(long maxmsg, long msgsize)
{
	unsigned long prios = (unsigned long)min_t(long, maxmsg, MQ_PRIO_MAX);

	return (unsigned long)maxmsg * (MSG_MSG_SIZE + (unsigned long)msgsize) +
	       prios * TREE_NODE_SIZE;
}

/* Are these attributes allowed to the caller: 0 or EINVAL */
static int mq_attr_ok(const struct mq_attr *a)
{
	if (a->mq_maxmsg <= 0 || a->mq_msgsize <= 0)
		return -EINVAL;
	if (capable(CAP_SYS_RESOURCE))
		return a->mq_maxmsg > HARD_MSGMAX ||
		       a->mq_msgsize > HARD_MSGSIZEMAX ? -EINVAL : 0;
	return a->mq_maxmsg > mq_limits.msg_max ||
	       a->mq_msgsize > mq_limits.msgsize_max ? -EINVAL : 0;
}

/* How many queues there are, named or not */
static int mq_count(void)
{
	const struct mqueue *q;
	int n = 0;

	list_for_each_entry(q, &mq_all, all)
		n++;
	return n;
}

/* What the caller's user's queues cost together */
static unsigned long mq_user_cost(kuid_t uid)
{
	const struct mqueue *q;
	unsigned long sum = 0;

	list_for_each_entry(q, &mq_all, all)
		if (uid_eq(q->payer, uid))
			sum += q->cost;
	return sum;
}

/* A new queue named name with attributes a (NULL: the defaults) and
 * mode, with two references: its name's and the caller's file's; under
 * mq_mutex */
static struct mqueue *mq_create(const char *name, umode_t mode,
				const struct mq_attr *a)
{
	struct mq_attr def = {
		.mq_maxmsg = min(mq_limits.msg_max, mq_limits.msg_default),
		.mq_msgsize = min(mq_limits.msgsize_max,
				  mq_limits.msgsize_default),
	};
	struct mqueue *q;
	unsigned long cost;
	int err = a ? mq_attr_ok(a) : 0;

	a = a ? a : &def;
	if (err)
		return ERR_PTR(err);
	if (!capable(CAP_SYS_RESOURCE) && mq_count() >= mq_limits.queues_max)
		return ERR_PTR(-ENOSPC);
	cost = mq_cost(a->mq_maxmsg, a->mq_msgsize);
	if (mq_user_cost(current_uid()) + cost > rlimit(RLIMIT_MSGQUEUE))
		return ERR_PTR(-EMFILE);
	q = kzalloc(sizeof(*q), GFP_KERNEL);
	if (!q)
		return ERR_PTR(-ENOMEM);
	q->inode = ramfs_get_inode(NULL, false);
	if (!q->inode) {
		kfree(q);
		return ERR_PTR(-ENOMEM);
	}
	q->inode->i_mode = S_IFREG | (mode & ~current_umask() & 0777);
	strcpy(q->name, name);
	q->named = true;
	q->refs = 2;
	q->maxmsg = a->mq_maxmsg;
	q->msgsize = a->mq_msgsize;
	q->payer = current_uid();
	q->cost = cost;
	INIT_LIST_HEAD(&q->msgs);
	init_waitqueue_head(&q->wait);
	list_add_tail(&q->all, &mq_all);
	return q;
}

/* A queue's name from user space: ENOENT if empty, ENAMETOOLONG,
 * EACCES if it holds a '/' (it is one name, not a path) */
static long mq_name(char *name, const char __user *uname)
{
	long len = strncpy_from_user(name, uname, MQ_NAME_MAX + 1);

	if (len < 0)
		return len;
	if (len == 0)
		return -ENOENT;
	if (len > MQ_NAME_MAX)
		return -ENAMETOOLONG;
	return strchr(name, '/') ? -EACCES : 0;
}

/* The name goes (mq_unlink(2), or an mq_open(2) that made the queue
 * and then found no descriptor for it); under mq_mutex */
static void mq_unname(struct mqueue *q)
{
	q->named = false;
	mq_put(q);
}

/* The queue mq_open(2) asks for, with a reference, *created set if it
 * is new; under mq_mutex */
static struct mqueue *mq_find_or_create(const char *name, int oflag,
					umode_t mode, const struct mq_attr *a,
					bool *created)
{
	static const int acc[] = { MAY_READ, MAY_WRITE, MAY_READ | MAY_WRITE };
	struct mqueue *q = mq_lookup(name);
	int err;

	*created = !q;
	if (!q && !(oflag & O_CREAT))
		return ERR_PTR(-ENOENT);
	if (!q)
		return mq_create(name, mode, a);
	if ((oflag & (O_CREAT | O_EXCL)) == (O_CREAT | O_EXCL))
		return ERR_PTR(-EEXIST);
	if ((oflag & O_ACCMODE) == O_ACCMODE)
		return ERR_PTR(-EINVAL);
	err = inode_permission(q->inode, acc[oflag & O_ACCMODE]);
	if (err)
		return ERR_PTR(err);
	q->refs++;
	return q;
}

long sys_mq_open(const char __user *uname, int oflag, umode_t mode,
		 const struct mq_attr __user *uattr)
{
	char name[MQ_NAME_MAX + 1];
	struct mq_attr attr;
	struct mqueue *q;
	struct file *f;
	bool created;
	long err;
	int fd = 0;

	if (uattr && copy_from_user(&attr, uattr, sizeof(attr)))
		return -EFAULT;
	err = mq_name(name, uname);
	if (err)
		return err;
	f = alloc_file(NULL, &mqueue_fops,
		       (unsigned int)oflag & (O_ACCMODE | O_NONBLOCK));
	if (!f)
		return -ENOMEM;
	/* Linux takes the descriptor before it makes the queue, so a
	 * caller out of descriptors (EMFILE) leaves no queue behind: here
	 * the new queue loses its name again, under the same lock, before
	 * anyone else can open it (LTP's mq_open01, "NO_FILE") */
	mutex_lock(&mq_mutex);
	q = mq_find_or_create(name, oflag, mode, uattr ? &attr : NULL,
			      &created);
	if (!IS_ERR(q)) {
		f->private_data = q;
		fd = fd_install(f, true);
		if (fd < 0 && created)
			mq_unname(q);
	}
	mutex_unlock(&mq_mutex);
	if (IS_ERR(q))
		fd = PTR_ERR(q);	/* no queue: release leaves it alone */
	if (fd < 0)
		fput(f);
	return fd;
}

long sys_mq_unlink(const char __user *uname)
{
	char name[MQ_NAME_MAX + 1];
	struct mqueue *q;
	long err = mq_name(name, uname);

	if (err)
		return err;
	mutex_lock(&mq_mutex);
	q = mq_lookup(name);
	if (!q)
		err = -ENOENT;
	else if (!inode_owner_or_capable(q->inode))
		err = -EACCES;	/* Linux 6.1's answer (mqcheck.linux) */
	if (!err)
		mq_unname(q);
	mutex_unlock(&mq_mutex);
	return err;
}

/* The queue behind descriptor fd, the file held in *f: EBADF if it is
 * none, or not open for what mode asks (FMODE_READ, FMODE_WRITE, 0) */
static struct mqueue *mq_fdget(int fd, fmode_t mode, struct fd *f)
{
	*f = fdget((unsigned int)fd);
	if (f->file && f->file->f_op == &mqueue_fops &&
	    (f->file->f_mode & mode) == mode)
		return f->file->private_data;
	fdput(*f);
	return NULL;
}

/* The ticks until the absolute CLOCK_REALTIME time-out (user space's,
 * 32- or 64-bit), MAX_SCHEDULE_TIMEOUT without one, 0 once passed;
 * -EFAULT, -EINVAL */
static long mq_timeout(const void __user *uts, bool time64)
{
	struct __kernel_timespec ts;
	struct old_timespec32 ts32;

	if (!uts)
		return MAX_SCHEDULE_TIMEOUT;
	if (time64 && copy_from_user(&ts, uts, sizeof(ts)))
		return -EFAULT;
	if (!time64) {
		if (copy_from_user(&ts32, uts, sizeof(ts32)))
			return -EFAULT;
		ts.tv_sec = ts32.tv_sec;
		ts.tv_nsec = ts32.tv_nsec;
	}
	return timespec_timeout(CLOCK_REALTIME, true, &ts);
}

/* one wait, under mq_mutex on entry and on return, for the queue to
 * change, counted in *waiters if given: 0, -EAGAIN (O_NONBLOCK),
 * -ETIMEDOUT, -EINTR */
static long mq_wait(struct mqueue *q, struct file *f, long *left,
		    int *waiters)
{
	unsigned long seen = q->changes;
	long r;

	if (f->f_flags & O_NONBLOCK)
		return -EAGAIN;
	if (!*left)
		return -ETIMEDOUT;
	if (waiters)
		(*waiters)++;
	mutex_unlock(&mq_mutex);
	r = wait_event_interruptible_timeout(q->wait, q->changes != seen,
					     *left);
	mutex_lock(&mq_mutex);
	if (waiters)
		(*waiters)--;
	if (r < 0)
		return -EINTR;
	if (*left != MAX_SCHEDULE_TIMEOUT)
		*left = r;
	return 0;
}

/* A message arrived in an empty queue nobody waits on: mq_notify(2)'s
 * process is told (SIGEV_NONE: not), once */
static void mq_notify_arrival(struct mqueue *q)
{
	struct sig_origin from = { .code = SI_MESGQ };

	if (!q->notify_pid || q->curmsgs != 1 || q->receivers)
		return;
	from.pid = current->tgid;
	from.status = q->notify.sigev_value;	/* where si_value lies */
	if (q->notify.sigev_notify == SIGEV_SIGNAL && q->notify.sigev_signo)
		kill_process_from(q->notify_pid, q->notify.sigev_signo, &from);
	mq_notify_drop(q, NOTIFY_WOKENUP);
}

/* m into q, after the messages of its priority and above */
static void mq_insert(struct mqueue *q, struct mq_msg *m)
{
	struct mq_msg *pos;

	list_for_each_entry(pos, &q->msgs, list)
		if (pos->prio < m->prio)
			break;
	list_add_tail(&m->list, &pos->list);
	q->curmsgs++;
	q->qsize += m->len;
	mq_notify_arrival(q);
	mq_changed(q);
}

static long do_mq_timedsend(int fd, const char __user *text, size_t len,
			    unsigned int prio, long left)
{
	struct mqueue *q;
	struct mq_msg *m;
	struct fd f;
	long r = 0;

	if (left < 0)
		return left;
	if (prio >= MQ_PRIO_MAX)
		return -EINVAL;
	q = mq_fdget(fd, FMODE_WRITE, &f);
	if (!q)
		return -EBADF;
	if (len > (size_t)q->msgsize) {
		fdput(f);
		return -EMSGSIZE;
	}
	m = kmalloc(sizeof(*m) + len, GFP_KERNEL);
	if (!m)
		r = -ENOMEM;
	else if (copy_from_user(m->text, text, len))
		r = -EFAULT;
	if (!r) {
		m->len = len;
		m->prio = prio;
		mutex_lock(&mq_mutex);
		while (q->curmsgs >= q->maxmsg && !r)
			r = mq_wait(q, f.file, &left, NULL);
		if (!r)
			mq_insert(q, m);
		mutex_unlock(&mq_mutex);
	}
	if (r)
		kfree(m);
	fdput(f);
	return r;
}

/* The first message, out of q; under mq_mutex */
static struct mq_msg *mq_take(struct mqueue *q)
{
	struct mq_msg *m = list_first_entry(&q->msgs, struct mq_msg, list);

	list_del(&m->list);
	q->curmsgs--;
	q->qsize -= m->len;
	mq_changed(q);
	return m;
}

static long do_mq_timedreceive(int fd, char __user *text, size_t len,
			       unsigned int __user *uprio, long left)
{
	struct mq_msg *m = NULL;
	struct mqueue *q;
	struct fd f;
	long r = 0;

	if (left < 0)
		return left;
	q = mq_fdget(fd, FMODE_READ, &f);
	if (!q)
		return -EBADF;
	if (len < (size_t)q->msgsize) {
		fdput(f);
		return -EMSGSIZE;
	}
	mutex_lock(&mq_mutex);
	while (!q->curmsgs && !r)
		r = mq_wait(q, f.file, &left, &q->receivers);
	if (!r)
		m = mq_take(q);
	mutex_unlock(&mq_mutex);
	fdput(f);
	if (r)
		return r;
	/* the message is gone even if it cannot be copied, as in Linux */
	if ((uprio && put_user(m->prio, uprio)) ||
	    copy_to_user(text, m->text, m->len))
		r = -EFAULT;
	else
		r = (long)m->len;
	kfree(m);
	return r;
}

long sys_mq_timedsend(int fd, const char __user *text, size_t len,
		      unsigned int prio,
		      const struct old_timespec32 __user *ts)
{
	return do_mq_timedsend(fd, text, len, prio, mq_timeout(ts, false));
}

long sys_mq_timedsend_time64(int fd, const char __user *text, size_t len,
			     unsigned int prio,
			     const struct __kernel_timespec __user *ts)
{
	return do_mq_timedsend(fd, text, len, prio, mq_timeout(ts, true));
}

long sys_mq_timedreceive(int fd, char __user *text, size_t len,
			 unsigned int __user *prio,
			 const struct old_timespec32 __user *ts)
{
	return do_mq_timedreceive(fd, text, len, prio, mq_timeout(ts, false));
}

long sys_mq_timedreceive_time64(int fd, char __user *text, size_t len,
				unsigned int __user *prio,
				const struct __kernel_timespec __user *ts)
{
	return do_mq_timedreceive(fd, text, len, prio, mq_timeout(ts, true));
}

/* SIGEV_THREAD's cookie and netlink socket (held) into q's fields */
static long mq_notify_thread(const struct mq_sigevent *ev, char *cookie,
			     struct file **sock)
{
	struct fd f;
	long err;

	if (copy_from_user(cookie, (const void __user *)ev->sigev_value,
			   NOTIFY_COOKIE_LEN))
		return -EFAULT;
	f = fdget((unsigned int)ev->sigev_signo);
	if (!f.file)
		return -EBADF;
	err = netlink_file_check(f.file);
	if (!err)
		*sock = get_file(f.file);
	fdput(f);
	return err;
}

long sys_mq_notify(int fd, const struct mq_sigevent __user *uev)
{
	char cookie[NOTIFY_COOKIE_LEN];
	struct file *sock = NULL;
	struct mq_sigevent ev;
	struct mqueue *q;
	struct fd f;
	long err = 0;

	if (uev && copy_from_user(&ev, uev, sizeof(ev)))
		return -EFAULT;
	if (uev && ev.sigev_notify != SIGEV_NONE &&
	    ev.sigev_notify != SIGEV_SIGNAL && ev.sigev_notify != SIGEV_THREAD)
		return -EINVAL;
	if (uev && ev.sigev_notify == SIGEV_SIGNAL &&
	    (unsigned int)ev.sigev_signo > _NSIG)
		return -EINVAL;
	if (uev && ev.sigev_notify == SIGEV_THREAD)
		err = mq_notify_thread(&ev, cookie, &sock);
	q = err ? NULL : mq_fdget(fd, 0, &f);
	if (!q) {
		if (sock)
			fput(sock);
		return err ?: -EBADF;
	}
	mutex_lock(&mq_mutex);
	if (!uev) {
		if (q->notify_pid == current->tgid)
			mq_notify_drop(q, NOTIFY_REMOVED);
	} else if (q->notify_pid) {
		err = -EBUSY;
	} else {
		q->notify = ev;
		q->notify_pid = current->tgid;
		q->notify_sock = sock;
		memcpy(q->notify_cookie, cookie, sizeof(cookie));
		sock = NULL;
	}
	mutex_unlock(&mq_mutex);
	fdput(f);
	if (sock)		/* EBUSY: not kept */
		fput(sock);
	return err;
}

long sys_mq_getsetattr(int fd, const struct mq_attr __user *unew,
		       struct mq_attr __user *uold)
{
	struct mq_attr new, old = { 0 };
	struct mqueue *q;
	struct fd f;

	if (unew && copy_from_user(&new, unew, sizeof(new)))
		return -EFAULT;
	if (unew && (new.mq_flags & ~O_NONBLOCK))
		return -EINVAL;
	q = mq_fdget(fd, 0, &f);
	if (!q)
		return -EBADF;
	mutex_lock(&mq_mutex);
	old.mq_flags = f.file->f_flags & O_NONBLOCK;
	old.mq_maxmsg = q->maxmsg;
	old.mq_msgsize = q->msgsize;
	old.mq_curmsgs = q->curmsgs;
	if (unew)
		f.file->f_flags = (f.file->f_flags & ~O_NONBLOCK) |
				  (unsigned int)new.mq_flags;
	mutex_unlock(&mq_mutex);
	fdput(f);
	if (uold && copy_to_user(uold, &old, sizeof(old)))
		return -EFAULT;
	return 0;
}

/* read(2) of the descriptor: the line Linux's mqueue file shows */
static ssize_t mqueue_read(struct file *f, char __user *buf, size_t count,
			   loff_t *ppos)
{
	struct mqueue *q = f->private_data;
	char text[80];
	int len;

	mutex_lock(&mq_mutex);
	len = snprintf(text, sizeof(text),
		       "QSIZE:%-10lu NOTIFY:%-5d SIGNO:%-5d NOTIFY_PID:%-6d\n",
		       q->qsize, q->notify_pid ? q->notify.sigev_notify : 0,
		       q->notify_pid && q->notify.sigev_notify == SIGEV_SIGNAL ?
			       q->notify.sigev_signo : 0,
		       q->notify_pid);
	mutex_unlock(&mq_mutex);
	return simple_read_from_buffer(buf, count, ppos, text, (size_t)len);
}

static unsigned int mqueue_poll(struct file *f, poll_table *pt)
{
	struct mqueue *q = f->private_data;
	unsigned int mask = 0;

	poll_wait(f, &q->wait, pt);
	mutex_lock(&mq_mutex);
	if (q->curmsgs)
		mask |= POLLIN | POLLRDNORM;
	if (q->curmsgs < q->maxmsg)
		mask |= POLLOUT | POLLWRNORM;
	mutex_unlock(&mq_mutex);
	return mask;
}

/* The last reference to an open queue: its notification goes if this
 * process registered it (Linux drops it at each close by that process) */
static int mqueue_release(struct inode *inode, struct file *f)
{
	struct mqueue *q = f->private_data;

	(void)inode;
	if (!q)
		return 0;	/* mq_open(2) failed before it had one */
	mutex_lock(&mq_mutex);
	if (q->notify_pid == current->tgid)
		mq_notify_drop(q, NOTIFY_REMOVED);
	mq_put(q);
	mutex_unlock(&mq_mutex);
	return 0;
}

static const struct file_operations mqueue_fops = {
	.read = mqueue_read,
	.poll = mqueue_poll,
	.release = mqueue_release,
	.llseek = default_llseek,
};
