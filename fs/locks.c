// SPDX-License-Identifier: GPL-2.0
/*
 * fs/locks.c - fcntl(2)'s record locks: read (shared) and write
 * (exclusive) locks on byte ranges of a file, advisory (only other
 * lockers see them).
 *
 * A POSIX lock (F_SETLK, F_SETLKW, F_GETLK and their 64-bit forms)
 * belongs to a process - here its descriptor table, as in Linux, so the
 * threads of a process share them and a fork()ed child has none - and
 * goes when the process closes any descriptor of the file or exits
 * (filp_close()).  An open file description lock (F_OFD_*) belongs to
 * the open file and goes with its last close (locks_remove_file()).
 * A flock(2) lock is on the whole file and belongs to the open file
 * too, but it is another kind: flock(2) and fcntl(2) locks never see
 * each other (flock(2) NOTES, as Linux since 2.0).
 * An owner's locks never conflict with each other: a new one replaces
 * what it overlaps, merging with same-type neighbours, splitting what
 * it cuts (fcntl(2) "Advisory record locking").
 *
 * F_SETLKW sleeps until the range is free; a sleep that would wait, by
 * a chain of sleeping POSIX owners, for the sleeper itself is EDEADLK.
 * Every lock is on one list (few files are locked at once), under
 * lock_mutex; lock_wait wakes the sleepers whenever a lock goes.
 *
 * A lease (fcntl(2) "Leases", F_SETLEASE) belongs to an open file of a
 * regular file its caller owns (or CAP_LEASE): a read lease while no
 * file of the inode is open for writing, a write lease while no other
 * file has it open at all (EAGAIN).  An open(2) that conflicts - any
 * open against a write lease, one for writing against a read lease -
 * breaks it: the holder gets SIGIO (or F_SETSIG's signal), and the
 * opener waits until the holder gives the lease up (F_UNLCK, or a
 * close) or LEASE_BREAK_TIME passes, when the lease is taken away; a
 * non-blocking open is EWOULDBLOCK at once.  Leases are on their own
 * list, under lock_mutex too.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/fcntl.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/mutex.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

/* fcntl(2) commands and lock types, Linux's i386 values */
#define F_GETLK		5
#define F_SETLK		6
#define F_SETLKW	7
#define F_GETLK64	12
#define F_SETLK64	13
#define F_SETLKW64	14
#define F_OFD_GETLK	36
#define F_OFD_SETLK	37
#define F_OFD_SETLKW	38
#define F_RDLCK		0
#define F_WRLCK		1
#define F_UNLCK		2
/* flock(2)'s operations */
#define LOCK_SH		1
#define LOCK_EX		2
#define LOCK_NB		4
#define LOCK_UN		8
#define LOCK_MAND	32
#define OFFSET_MAX	((loff_t)0x7fffffffffffffffLL)

/* i386's struct flock (off_t 32 bits) and struct flock64 */
struct flock32 {
	short l_type, l_whence;
	s32 l_start, l_len;
	s32 l_pid;
};

struct flock64 {
	short l_type, l_whence;
	s64 l_start, l_len;
	s32 l_pid;
};

struct file_lock {
	struct list_head link;		/* in file_locks */
	struct inode *inode;
	void *owner;			/* files_struct, or the file (OFD) */
	bool ofd;
	bool flock;			/* flock(2)'s, not fcntl(2)'s */
	int pid;			/* who set it (F_GETLK's l_pid) */
	short type;			/* F_RDLCK, F_WRLCK */
	loff_t start, end;		/* bytes [start, end]; OFFSET_MAX: to EOF */
};

/* A task asleep in F_SETLKW: owner waits for blocker to go */
struct lock_waiter {
	struct list_head link;		/* in lock_waiters */
	void *owner, *blocker;
};

/* A lease: the open file holding it, its type, whom its break tells */
struct file_lease {
	struct list_head link;		/* in file_leases */
	struct file *file;
	short type;			/* F_RDLCK, F_WRLCK */
	bool breaking;			/* its holder was told to let go */
	struct fasync_struct *fasync;
};

/* /proc/sys/fs/lease-break-time's default: how long an opener waits */
#define LEASE_BREAK_TIME	(45 * HZ)

static LIST_HEAD(file_leases);
static LIST_HEAD(file_locks);
static LIST_HEAD(lock_waiters);
static DEFINE_MUTEX(lock_mutex);
static DECLARE_WAIT_QUEUE_HEAD(lock_wait);

static bool overlap(const struct file_lock *a, const struct file_lock *b)
{
	return a->inode == b->inode && a->flock == b->flock &&
	       a->start <= b->end && b->start <= a->end;
}

/*
 * The lock of another owner that req cannot coexist with, the lowest
 * in the file: the one F_GETLK reports (Linux keeps an owner's locks in
 * order of their start and reports the first)
 */
static struct file_lock *find_conflict(const struct file_lock *req)
{
	struct file_lock *fl, *first = NULL;

	list_for_each_entry(fl, &file_locks, link)
		if (fl->owner != req->owner && overlap(fl, req) &&
		    (fl->type == F_WRLCK || req->type == F_WRLCK) &&
		    (!first || fl->start < first->start))
			first = fl;
	return first;
}

/* Is owner asleep waiting for a lock, and whose? */
static void *waits_for(void *owner)
{
	struct lock_waiter *w;

	list_for_each_entry(w, &lock_waiters, link)
		if (w->owner == owner)
			return w->blocker;
	return NULL;
}

/* Would req's owner, waiting for blocker, wait for itself?  The chain
 * is bounded: every owner on it sleeps, each waiting for one other */
static bool deadlock(const struct file_lock *req, const struct file_lock *blocker)
{
	void *owner = blocker->owner;
	int hops = 0;

	if (req->ofd || req->flock || blocker->ofd)
		return false;
	while (owner && hops++ < 1024) {
		if (owner == req->owner)
			return true;
		owner = waits_for(owner);
	}
	return false;
}

static bool adjacent(const struct file_lock *a, const struct file_lock *b)
{
	return a->inode == b->inode && a->flock == b->flock &&
	       ((a->end != OFFSET_MAX && a->end + 1 == b->start) ||
		(b->end != OFFSET_MAX && b->end + 1 == a->start));
}

/*
 * req's owner's locks of req's range become req (F_UNLCK: none): the
 * same type overlapping or touching merges into it, another type is cut
 * back, split in two if req is inside it (*spare: the second half).
 * *spare and req (unless F_UNLCK) are used, or left for the caller to
 * free (set to NULL when used).
 */
static void apply_lock(struct file_lock **reqp, struct file_lock **spare)
{
	struct file_lock *req = *reqp, *fl, *next;

	list_for_each_entry_safe(fl, next, &file_locks, link) {
		if (fl->owner != req->owner || fl->inode != req->inode ||
		    fl->flock != req->flock)
			continue;
		if (fl->type == req->type &&
		    (overlap(fl, req) || adjacent(fl, req))) {
			req->start = min(req->start, fl->start);
			req->end = max(req->end, fl->end);
		} else if (!overlap(fl, req)) {
			continue;
		} else if (fl->start < req->start && fl->end > req->end) {
			**spare = *fl;
			(*spare)->start = req->end + 1;
			list_add_tail(&(*spare)->link, &file_locks);
			*spare = NULL;
			fl->end = req->start - 1;
			continue;
		} else if (fl->start < req->start) {
			fl->end = req->start - 1;
			continue;
		} else if (fl->end > req->end) {
			fl->start = req->end + 1;
			continue;
		}
		list_del(&fl->link);
		kfree(fl);
	}
	if (req->type != F_UNLCK) {
		list_add_tail(&req->link, &file_locks);
		*reqp = NULL;
	}
	wake_up(&lock_wait);	/* a range may have come free */
}

/* Sleep until something changes; -ERESTARTSYS for a signal */
static int wait_blocked(struct file_lock *req, struct file_lock *blocker)
{
	struct lock_waiter w = { .owner = req->owner, .blocker = blocker->owner };
	DEFINE_WAIT(wait);
	int err = 0;

	list_add(&w.link, &lock_waiters);
	prepare_to_wait(&lock_wait, &wait, TASK_INTERRUPTIBLE);
	mutex_unlock(&lock_mutex);
	if (signal_pending(current))
		err = -ERESTARTSYS;
	else
		schedule();
	finish_wait(&lock_wait, &wait);
	mutex_lock(&lock_mutex);
	list_del(&w.link);
	return err;
}

/* Under lock_mutex: owner's locks on inode go (only its flock(2) lock
 * if flock_only); were there any? */
static bool drop_locks(void *owner, struct inode *inode, bool flock_only)
{
	struct file_lock *fl, *next;
	bool any = false;

	list_for_each_entry_safe(fl, next, &file_locks, link)
		if (fl->owner == owner && fl->inode == inode &&
		    (fl->flock || !flock_only)) {
			list_del(&fl->link);
			kfree(fl);
			any = true;
		}
	return any;
}

static int set_lock(struct file_lock *req, bool wait)
{
	struct file_lock *spare = kzalloc(sizeof(*spare), GFP_KERNEL);
	struct file_lock *blocker;
	int err = 0;

	if (!spare) {
		kfree(req);
		return -ENOMEM;
	}
	mutex_lock(&lock_mutex);
	/* flock(2) converts a lock by letting the old one go first: a
	 * waiter may take the file in between, and LOCK_NB then fails
	 * with the file unlocked (flock(2), "not guaranteed to be atomic") */
	if (req->flock && drop_locks(req->owner, req->inode, true))
		wake_up(&lock_wait);
	while (req->type != F_UNLCK && (blocker = find_conflict(req))) {
		if (!wait)
			err = -EAGAIN;
		else if (deadlock(req, blocker))
			err = -EDEADLK;
		else
			err = wait_blocked(req, blocker);
		if (err)
			break;
	}
	if (!err)
		apply_lock(&req, &spare);
	mutex_unlock(&lock_mutex);
	kfree(spare);
	kfree(req);
	return err;
}

/* struct flock's range, from where l_whence says, as [start, end] */
static int flock_range(struct file *f, const struct flock64 *l,
		       struct file_lock *fl)
{
	loff_t base, start;

	if (whence_base(f, l->l_whence, (loff_t)f->f_inode->size, &base))
		return -EINVAL;
	if (__builtin_add_overflow(base, l->l_start, &start))
		return -EOVERFLOW;
	if (l->l_len > 0) {
		if (__builtin_add_overflow(start, l->l_len - 1, &fl->end))
			return -EOVERFLOW;
	} else if (l->l_len < 0) {
		fl->end = start - 1;
		start += l->l_len;
	} else {
		fl->end = OFFSET_MAX;
	}
	if (start < 0)
		return -EINVAL;
	fl->start = start;
	return 0;
}

/* The user's request as a lock of its owner; -errno in *err */
static struct file_lock *flock_to_lock(struct file *f, const struct flock64 *l,
				       bool ofd, int *err)
{
	struct file_lock *fl;

	*err = -EINVAL;
	if (l->l_type != F_RDLCK && l->l_type != F_WRLCK &&
	    l->l_type != F_UNLCK)
		return NULL;
	if (ofd && l->l_pid)	/* fcntl(2): must be 0 */
		return NULL;
	fl = kzalloc(sizeof(*fl), GFP_KERNEL);
	*err = fl ? flock_range(f, l, fl) : -ENOMEM;
	if (*err) {
		kfree(fl);
		return NULL;
	}
	fl->inode = f->f_inode;
	fl->ofd = ofd;
	fl->owner = ofd ? (void *)f : (void *)current->files;
	fl->pid = ofd ? -1 : current->tgid;
	fl->type = l->l_type;
	return fl;
}

/* F_GETLK: the first lock in the way, or l_type F_UNLCK */
static int get_lock(struct file_lock *req, struct flock64 *l)
{
	struct file_lock *fl;

	mutex_lock(&lock_mutex);
	fl = find_conflict(req);
	if (fl) {
		l->l_type = fl->type;
		l->l_whence = SEEK_SET;
		l->l_start = fl->start;
		l->l_len = fl->end == OFFSET_MAX ? 0 : fl->end - fl->start + 1;
		l->l_pid = fl->pid;
	} else {
		l->l_type = F_UNLCK;
	}
	mutex_unlock(&lock_mutex);
	kfree(req);
	return 0;
}

static int do_lock(struct file *f, unsigned int cmd, struct flock64 *l)
{
	bool ofd = cmd >= F_OFD_GETLK;
	bool get = cmd == F_GETLK || cmd == F_GETLK64 || cmd == F_OFD_GETLK;
	struct file_lock *req;
	int err;

	if (!f->f_inode)	/* a pipe, a socket: Linux locks their inodes */
		return -EINVAL;
	req = flock_to_lock(f, l, ofd, &err);
	if (!req)
		return err;
	if (get && req->type == F_UNLCK) {
		kfree(req);	/* F_GETLK asks about a lock to take */
		return -EINVAL;
	}
	if (get)
		return get_lock(req, l);
	/* a lock needs the file open for its kind of access (EBADF) */
	if ((req->type == F_RDLCK && !(f->f_mode & FMODE_READ)) ||
	    (req->type == F_WRLCK && !(f->f_mode & FMODE_WRITE))) {
		kfree(req);
		return -EBADF;
	}
	return set_lock(req, cmd == F_SETLKW || cmd == F_SETLKW64 ||
			cmd == F_OFD_SETLKW);
}

/* F_GETLK, F_SETLK, F_SETLKW with i386's 32-bit struct flock */
static long fcntl_lock32(struct file *f, unsigned int cmd, void __user *arg)
{
	struct flock32 l32;
	struct flock64 l;
	long err;

	if (copy_from_user(&l32, arg, sizeof(l32)))
		return -EFAULT;
	l = (struct flock64){ l32.l_type, l32.l_whence, l32.l_start,
			      l32.l_len, l32.l_pid };
	err = do_lock(f, cmd, &l);
	if (err || cmd != F_GETLK)
		return err;
	if (l.l_start != (s32)l.l_start || l.l_len != (s32)l.l_len)
		return -EOVERFLOW;	/* the lock does not fit (fcntl(2)) */
	l32 = (struct flock32){ l.l_type, l.l_whence, (s32)l.l_start,
				(s32)l.l_len, l.l_pid };
	return copy_to_user(arg, &l32, sizeof(l32)) ? -EFAULT : 0;
}

long fcntl_lock(struct file *f, unsigned int cmd, unsigned long arg)
{
	void __user *uarg = (void __user *)arg;
	struct flock64 l;
	long err;

	switch (cmd) {
	case F_GETLK:
	case F_SETLK:
	case F_SETLKW:
		return fcntl_lock32(f, cmd, uarg);
	case F_GETLK64:
	case F_SETLK64:
	case F_SETLKW64:
	case F_OFD_GETLK:
	case F_OFD_SETLK:
	case F_OFD_SETLKW:
		break;
	default:
		return -EINVAL;
	}
	if (copy_from_user(&l, uarg, sizeof(l)))
		return -EFAULT;
	err = do_lock(f, cmd, &l);
	if (!err && (cmd == F_GETLK64 || cmd == F_OFD_GETLK) &&
	    copy_to_user(uarg, &l, sizeof(l)))
		err = -EFAULT;
	return err;
}

/* Every lock of owner on the file goes */
static void remove_owner_locks(void *owner, struct inode *inode)
{
	bool any;

	mutex_lock(&lock_mutex);
	any = drop_locks(owner, inode, false);
	mutex_unlock(&lock_mutex);
	if (any)
		wake_up(&lock_wait);
}

/* A descriptor of f closed by files' process: its POSIX locks on the
 * file go, whichever descriptor set them (fcntl(2) NOTES) */
void locks_remove_posix(struct file *f, struct files_struct *files)
{
	if (f->f_inode && !list_empty(&file_locks))
		remove_owner_locks(files, f->f_inode);
}

static struct file_lease *find_lease(const struct file *f)
{
	struct file_lease *l;

	list_for_each_entry(l, &file_leases, link)
		if (l->file == f)
			return l;
	return NULL;
}

/* The lease goes; its opener, if waiting, is woken.  lock_mutex held */
static void drop_lease(struct file_lease *l)
{
	list_del(&l->link);
	fasync_helper(-1, l->file, 0, &l->fasync);
	kfree(l);
	wake_up(&lock_wait);
}

/* f's last close: its open file description locks go, and its lease */
void locks_remove_file(struct file *f)
{
	struct file_lease *l;

	if (f->f_inode && !list_empty(&file_locks))
		remove_owner_locks(f, f->f_inode);
	/* as above, the mutex only when there is a lease: a mapping's
	 * last fput() may come with interrupts off (exit_mmap()), and
	 * only f's holders add a lease of f, none left now */
	if (list_empty(&file_leases))
		return;
	mutex_lock(&lock_mutex);
	l = find_lease(f);
	if (l)
		drop_lease(l);
	mutex_unlock(&lock_mutex);
}

/*
 * May f take a lease of type?  Only the files open besides f count
 * (Linux's check_conflicting_open()): a read lease wants no writer, a
 * write lease no other open file at all; and no other file's lease may
 * be breaking or be in a write lease's way.  lock_mutex held.
 */
static long lease_conflict(struct file *f, short type)
{
	struct inode *inode = f->f_inode;
	int self_w = f->f_mode & FMODE_WRITE ? 1 : 0;
	int self_r = !self_w && (f->f_mode & FMODE_READ) ? 1 : 0;
	struct file_lease *l;

	if (type == F_RDLCK && inode->i_writecount)
		return -EAGAIN;
	if (type == F_WRLCK && (inode->i_writecount != self_w ||
				inode->i_readcount != self_r))
		return -EAGAIN;
	list_for_each_entry(l, &file_leases, link)
		if (l->file != f && l->file->f_inode == inode &&
		    (l->breaking || type == F_WRLCK))
			return -EAGAIN;
	return 0;
}

/* A new lease of type for f (fd's), or its lease's type changed */
static long add_lease(unsigned int fd, struct file *f, short type)
{
	struct file_lease *l = find_lease(f), *fresh = NULL;
	long err = lease_conflict(f, type);

	if (err)
		return err;
	if (!l) {
		fresh = kzalloc(sizeof(*fresh), GFP_KERNEL);
		if (!fresh)
			return -ENOMEM;
		fresh->file = f;
		err = fasync_helper((int)fd, f, 1, &fresh->fasync);
		if (err < 0) {
			kfree(fresh);
			return err;
		}
		list_add(&fresh->link, &file_leases);
		l = fresh;
	}
	l->type = type;
	l->breaking = false;
	return 0;
}

/*
 * fcntl(2) F_SETLEASE: F_RDLCK, F_WRLCK, or F_UNLCK (EAGAIN if f had
 * none).  The caller becomes the file's owner, whom a break signals.
 */
long fcntl_setlease(unsigned int fd, struct file *f, unsigned long arg)
{
	struct inode *inode = f->f_inode;
	struct file_lease *l;
	long err;

	if (!inode || (!uid_eq(current_fsuid(), inode->i_uid) &&
		       !capable(CAP_LEASE)))
		return inode ? -EACCES : -EINVAL;
	if (!S_ISREG(inode_mode(inode)) ||
	    (arg != F_RDLCK && arg != F_WRLCK && arg != F_UNLCK))
		return -EINVAL;
	mutex_lock(&lock_mutex);
	if (arg == F_UNLCK) {
		l = find_lease(f);
		if (l)
			drop_lease(l);
		err = l ? 0 : -EAGAIN;
	} else {
		err = add_lease(fd, f, (short)arg);
	}
	mutex_unlock(&lock_mutex);
	if (!err && arg != F_UNLCK)
		err = f_setown(f, current->tgid);
	return err;
}

/* fcntl(2) F_GETLEASE: f's lease's type, F_UNLCK for none */
long fcntl_getlease(struct file *f)
{
	struct file_lease *l;
	long type;

	mutex_lock(&lock_mutex);
	l = find_lease(f);
	type = l ? l->type : F_UNLCK;
	mutex_unlock(&lock_mutex);
	return type;
}

/* Is a lease on inode in the way of an open for writing (or not)?
 * Each such lease's holder is told once.  lock_mutex held */
static bool leases_in_way(struct inode *inode, bool write)
{
	struct file_lease *l;
	bool any = false;

	list_for_each_entry(l, &file_leases, link) {
		if (l->file->f_inode != inode || (!write && l->type == F_RDLCK))
			continue;
		if (!l->breaking)
			kill_fasync(&l->fasync, SIGIO, POLL_MSG);
		l->breaking = true;
		any = true;
	}
	return any;
}

/* What is still in the way after LEASE_BREAK_TIME goes */
static void drop_leases_in_way(struct inode *inode, bool write)
{
	struct file_lease *l, *next;

	list_for_each_entry_safe(l, next, &file_leases, link)
		if (l->file->f_inode == inode && (write || l->type == F_WRLCK))
			drop_lease(l);
}

static bool lease_gone(struct inode *inode, bool write)
{
	bool any;

	mutex_lock(&lock_mutex);
	any = leases_in_way(inode, write);
	mutex_unlock(&lock_mutex);
	return !any;
}

/*
 * open(2) of inode with flags: the leases in its way are broken, and
 * the opener waits for them to go (fcntl(2) "Leases"): 0, EWOULDBLOCK
 * for O_NONBLOCK, or a signal's ERESTARTSYS.
 */
int break_lease(struct inode *inode, unsigned int flags)
{
	bool write = (flags & O_ACCMODE) != O_RDONLY || (flags & O_TRUNC);
	long left;

	if (list_empty(&file_leases) || lease_gone(inode, write))
		return 0;
	if (flags & O_NONBLOCK)
		return -EWOULDBLOCK;
	left = wait_event_interruptible_timeout(lock_wait,
						lease_gone(inode, write),
						LEASE_BREAK_TIME);
	if (left < 0)
		return (int)left;
	mutex_lock(&lock_mutex);
	drop_leases_in_way(inode, write);
	mutex_unlock(&lock_mutex);
	return 0;
}

/* flock(2)'s lock of type (F_UNLCK: none) on f's whole file */
static long flock_file(struct file *f, short type, bool wait)
{
	struct file_lock *req;

	if (f->f_flags & O_PATH)
		return -EBADF;		/* a name, no file to lock */
	if (!f->f_inode)
		return -EINVAL;		/* a pipe, a socket: no inode here */
	req = kzalloc(sizeof(*req), GFP_KERNEL);
	if (!req)
		return -ENOMEM;
	*req = (struct file_lock){ .inode = f->f_inode, .owner = f,
				   .flock = true, .pid = current->tgid,
				   .type = type, .start = 0, .end = OFFSET_MAX };
	return set_lock(req, wait);
}

/*
 * flock(2): a shared (LOCK_SH) or exclusive (LOCK_EX) lock on the whole
 * file, of the open file (dup(2)s and fork(2)ed children share it), or
 * none (LOCK_UN); LOCK_NB: EWOULDBLOCK rather than a wait.
 */
long sys_flock(unsigned int fd, unsigned int cmd)
{
	struct fd f;
	short type;
	long err;

	/* LOCK_MAND (with LOCK_READ/LOCK_WRITE) never kept anyone out:
	 * Linux now ignores it, the call succeeding (flock(2)) */
	if (cmd & LOCK_MAND)
		return 0;
	switch (cmd & ~LOCK_NB) {
	case LOCK_SH:
		type = F_RDLCK;
		break;
	case LOCK_EX:
		type = F_WRLCK;
		break;
	case LOCK_UN:
		type = F_UNLCK;
		break;
	default:		/* none of them, or two */
		return -EINVAL;
	}
	f = fdget(fd);
	if (!f.file)
		return -EBADF;
	err = flock_file(f.file, type, !(cmd & LOCK_NB));
	fdput(f);
	return err;
}
