// SPDX-License-Identifier: GPL-2.0
/*
 * fs/notify/fanotify/fanotify_user.c - fanotify(7)'s system calls and
 * the file they give: fanotify_init(2) makes a group, a file to read
 * events from; fanotify_mark(2) adds and removes its marks on inodes;
 * read(2) gives each event as a struct fanotify_event_metadata with a
 * new descriptor of the file it happened to; write(2) answers a
 * permission event with a struct fanotify_response.  The events
 * themselves: fanotify.c.
 *
 * Of Linux 6.1's fanotify, here are: groups of the three classes that
 * report descriptors; marks on inodes (FAN_MARK_ADD, FAN_MARK_REMOVE,
 * FAN_MARK_FLUSH, FAN_MARK_ONLYDIR, FAN_MARK_DONT_FOLLOW); the events
 * FAN_ACCESS, FAN_MODIFY, FAN_CLOSE_WRITE, FAN_CLOSE_NOWRITE, FAN_OPEN,
 * FAN_OPEN_PERM and FAN_ACCESS_PERM, with FAN_ONDIR and
 * FAN_EVENT_ON_CHILD; FAN_CLOEXEC, FAN_NONBLOCK, FAN_UNLIMITED_QUEUE,
 * FAN_UNLIMITED_MARKS and FAN_REPORT_TID.  Not here, and EINVAL as from
 * a kernel without them: the FAN_REPORT_*FID modes (no file system here
 * has file handles) and the events only they report (FAN_ATTRIB,
 * FAN_CREATE, FAN_DELETE, FAN_MOVE...), mount and file system marks,
 * ignore masks, FAN_OPEN_EXEC and FAN_OPEN_EXEC_PERM, FAN_ENABLE_AUDIT.
 * Only CAP_SYS_ADMIN makes a group (EPERM), as on Linux outside the
 * FID modes.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/fcntl.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/termbits.h"
#include "asm/uaccess.h"
#include "fanotify.h"

#define INIT_FLAGS	(FAN_CLOEXEC | FAN_NONBLOCK | FAN_CLASS_MASK | \
			 FAN_UNLIMITED_QUEUE | FAN_UNLIMITED_MARKS | \
			 FAN_REPORT_TID)
/* the open(2) flags an event's descriptor may be opened with */
#define EVENT_F_FLAGS	(O_ACCMODE | O_APPEND | O_NONBLOCK | O_DSYNC | \
			 O_LARGEFILE | O_NOATIME | O_CLOEXEC | __O_SYNC)
#define MARK_ACTIONS	(FAN_MARK_ADD | FAN_MARK_REMOVE | FAN_MARK_FLUSH)
#define MARK_MASK	(FAN_MARK_EVENTS | FAN_ONDIR | FAN_EVENT_ON_CHILD)
/* Linux's defaults (fanotify(7) /proc/sys/fs/fanotify, for a machine of
 * this size), here per group */
#define MAX_EVENTS	16384
#define MAX_MARKS	8192
#define META_LEN	sizeof(struct fanotify_event_metadata)

/* Under fsnotify_lock: the first queued event, off the queue and now
 * the reader's too (a permission event keeps the group's reference
 * while it is asked); NULL if there is none */
static struct fanotify_event *take_event(struct fanotify_group *g)
{
	struct fanotify_event *ev;

	if (list_empty(&g->events))
		return NULL;
	ev = list_first_entry(&g->events, struct fanotify_event, list);
	list_del_init(&ev->list);
	if (ev->mask & FAN_PERM_EVENTS)
		ev->refs++;
	else
		g->q_len--;
	return ev;
}

/* ev as metadata at buf, with a new descriptor of its file (opened as
 * fanotify_init(2)'s event_f_flags say, and telling no listener): its
 * size, or an error */
static long copy_event(struct fanotify_group *g, struct fanotify_event *ev,
		       char __user *buf)
{
	struct fanotify_event_metadata m = {
		.event_len = META_LEN, .vers = FANOTIFY_METADATA_VERSION,
		.metadata_len = META_LEN, .mask = ev->mask, .fd = FAN_NOFD,
		.pid = ev->pid
	};
	struct file *f;
	long err;

	if (ev->dentry) {
		f = dentry_open(ev->dentry, (int)g->f_flags, FMODE_NONOTIFY,
				&err);
		if (!f)
			return err;
		m.fd = fd_install(f, g->f_flags & O_CLOEXEC);
		if (m.fd < 0) {
			fput(f);
			return m.fd;
		}
	}
	if (copy_to_user(buf, &m, META_LEN)) {
		if (m.fd >= 0)
			sys_close((unsigned int)m.fd);
		return -EFAULT;
	}
	ev->fd = m.fd;
	return (long)META_LEN;
}

/* Under fsnotify_lock: the reader is done with ev (copied: ok); a
 * question it gave out waits for its answer, one it could not is let
 * through */
static void finish_event(struct fanotify_group *g, struct fanotify_event *ev,
			 bool ok, struct list_head *dead)
{
	if (ev == &g->overflow)
		return;
	if ((ev->mask & FAN_PERM_EVENTS) && ev->group && ok)
		list_add_tail(&ev->list, &g->answering);
	else if ((ev->mask & FAN_PERM_EVENTS) && ev->group)
		fanotify_answer(ev, FAN_ALLOW, dead);
	fanotify_put_event(ev, dead);
}

/*
 * Whole events while they fit (EINVAL if the first does not); with
 * none queued, wait for one (EAGAIN with FAN_NONBLOCK).
 */
static ssize_t fanotify_read(struct file *f, char __user *buf, size_t count,
			     loff_t *pos)
{
	struct fanotify_group *g = f->private_data;
	struct fanotify_event *ev;
	LIST_HEAD(dead);
	size_t done = 0;
	long err = 0, n;

	(void)pos;
	while (!err) {
		spin_lock(&fsnotify_lock);
		if (!list_empty(&g->events) && count - done < META_LEN)
			ev = ERR_PTR(-EINVAL);
		else
			ev = take_event(g);
		spin_unlock(&fsnotify_lock);
		if (IS_ERR(ev)) {
			err = PTR_ERR(ev);
		} else if (ev) {
			n = copy_event(g, ev, buf + done);
			spin_lock(&fsnotify_lock);
			finish_event(g, ev, n >= 0, &dead);
			spin_unlock(&fsnotify_lock);
			err = n < 0 ? n : 0;
			done += n < 0 ? 0 : (size_t)n;
		} else if (done) {
			break;
		} else if (f->f_flags & O_NONBLOCK) {
			err = -EAGAIN;
		} else {
			err = wait_event_interruptible(g->wait,
						       !list_empty(&g->events));
		}
	}
	fanotify_free_events(&dead);
	return done ? (ssize_t)done : err;
}

/* A struct fanotify_response for a permission event read and not yet
 * answered: EINVAL for a short one or an unknown answer, ENOENT for no
 * such event */
static ssize_t fanotify_write(struct file *f, const char __user *buf,
			      size_t count, loff_t *pos)
{
	struct fanotify_group *g = f->private_data;
	struct fanotify_response r;
	struct fanotify_event *ev;
	LIST_HEAD(dead);
	ssize_t ret = -ENOENT;

	(void)pos;
	if (count < sizeof(r))
		return -EINVAL;
	if (copy_from_user(&r, buf, sizeof(r)))
		return -EFAULT;
	if (r.fd < 0 || (r.response != FAN_ALLOW && r.response != FAN_DENY))
		return -EINVAL;
	spin_lock(&fsnotify_lock);
	list_for_each_entry(ev, &g->answering, list) {
		if (ev->fd == r.fd) {
			fanotify_answer(ev, r.response, &dead);
			ret = (ssize_t)count;
			break;
		}
	}
	spin_unlock(&fsnotify_lock);
	fanotify_free_events(&dead);
	return ret;
}

static unsigned int fanotify_poll(struct file *f, poll_table *pt)
{
	struct fanotify_group *g = f->private_data;

	return fsnotify_poll_queue(f, &g->wait, &g->events, pt);
}

/* FIONREAD: the bytes the queued events would take to read */
static long fanotify_ioctl(struct file *f, unsigned int cmd,
			   unsigned long arg)
{
	struct fanotify_group *g = f->private_data;
	struct list_head *ev;
	u32 count = 0;

	if (cmd != FIONREAD)
		return -ENOTTY;
	spin_lock(&fsnotify_lock);
	list_for_each(ev, &g->events)
		count++;
	spin_unlock(&fsnotify_lock);
	return put_user_u32(count * (u32)META_LEN, (u32 __user *)arg) ?
		       -EFAULT : 0;
}

/* Under fsnotify_lock: a notification leaves the queue unread */
static void drop_event(struct fanotify_event *ev, struct list_head *dead)
{
	list_del_init(&ev->list);
	fanotify_put_event(ev, dead);
}

/* Under fsnotify_lock: every mark of g goes */
static void destroy_marks(struct fanotify_group *g)
{
	while (!list_empty(&g->marks))
		fanotify_destroy_mark(list_first_entry(
			&g->marks, struct fanotify_mark, list));
}

/* Under fsnotify_lock: every event of list goes; a question is let
 * through (FAN_ALLOW), as Linux answers for a group that closes */
static void drain(struct fanotify_group *g, struct list_head *list,
		  struct list_head *dead)
{
	struct fanotify_event *ev;

	while (!list_empty(list)) {
		ev = list_first_entry(list, struct fanotify_event, list);
		if (ev == &g->overflow)
			list_del_init(&ev->list);
		else if (ev->mask & FAN_PERM_EVENTS)
			fanotify_answer(ev, FAN_ALLOW, dead);
		else
			drop_event(ev, dead);
	}
}

/* The last close: the marks go, every question asleep on the group is
 * let through, the queue goes */
static int fanotify_release(struct inode *inode, struct file *f)
{
	struct fanotify_group *g = f->private_data;
	LIST_HEAD(dead);

	(void)inode;
	spin_lock(&fsnotify_lock);
	destroy_marks(g);
	drain(g, &g->events, &dead);
	drain(g, &g->answering, &dead);
	spin_unlock(&fsnotify_lock);
	fanotify_free_events(&dead);
	kfree(g);
	return 0;
}

/* /proc/PID/fdinfo/N: Linux 6.1's lines (fanotify_show_fdinfo(), less
 * the file handle an exportfs kernel adds) */
static void fanotify_show_fdinfo(struct seq_buf *m, struct file *f)
{
	struct fanotify_group *g = f->private_data;
	struct fanotify_mark *fm;

	seq_printf(m, "fanotify flags:%x event-flags:%x\n", g->flags,
		   g->f_flags);
	spin_lock(&fsnotify_lock);
	list_for_each_entry(fm, &g->marks, list)
		seq_printf(m, "fanotify ino:%lx sdev:%x mflags:0 mask:%x "
			      "ignored_mask:0\n", fm->mark.inode->i_ino,
			   inode_dev(fm->mark.inode), fm->mark.mask);
	spin_unlock(&fsnotify_lock);
}

static const struct file_operations fanotify_fops = {
	.llseek = noop_llseek,
	.read = fanotify_read,
	.write = fanotify_write,
	.poll = fanotify_poll,
	.unlocked_ioctl = fanotify_ioctl,
	.release = fanotify_release,
	.show_fdinfo = fanotify_show_fdinfo,
};

static struct fanotify_group *new_group(unsigned int flags,
					unsigned int event_f_flags)
{
	struct fanotify_group *g = kzalloc(sizeof(*g), GFP_KERNEL);

	if (!g)
		return NULL;
	init_waitqueue_head(&g->wait);
	INIT_LIST_HEAD(&g->events);
	INIT_LIST_HEAD(&g->answering);
	INIT_LIST_HEAD(&g->marks);
	INIT_LIST_HEAD(&g->overflow.list);
	g->overflow.mask = FAN_Q_OVERFLOW;
	g->max_events = flags & FAN_UNLIMITED_QUEUE ? UINT_MAX : MAX_EVENTS;
	g->max_marks = flags & FAN_UNLIMITED_MARKS ? UINT_MAX : MAX_MARKS;
	g->flags = flags;
	g->f_flags = event_f_flags;
	return g;
}

long sys_fanotify_init(unsigned int flags, unsigned int event_f_flags)
{
	struct fanotify_group *g;
	struct file *f;
	int fd;

	if ((flags & ~INIT_FLAGS) || (flags & FAN_CLASS_MASK) == FAN_CLASS_MASK ||
	    (event_f_flags & ~EVENT_F_FLAGS) ||
	    (event_f_flags & O_ACCMODE) == O_ACCMODE)
		return -EINVAL;
	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	g = new_group(flags, event_f_flags);
	f = g ? alloc_file(NULL, &fanotify_fops,
			   O_RDWR | (flags & FAN_NONBLOCK ? O_NONBLOCK : 0)) :
		NULL;
	if (!f) {
		kfree(g);
		return -ENOMEM;
	}
	f->private_data = g;
	fd = fd_install(f, flags & FAN_CLOEXEC);
	if (fd < 0)
		fput(f);	/* frees g too (fanotify_release()) */
	return fd;
}

/* Under fsnotify_lock: g's mark on inode, or NULL */
static struct fanotify_mark *find_mark(struct fanotify_group *g,
				       struct inode *inode)
{
	struct fsnotify_mark *m = fsnotify_find_mark(inode, g);

	return m ? container_of(m, struct fanotify_mark, mark) : NULL;
}

/* g's mark on inode gets mask too, made if it is not there (ENOSPC
 * past the group's marks) */
static long add_mark(struct fanotify_group *g, struct inode *inode, u32 mask)
{
	struct fanotify_mark *fm, *new = kzalloc(sizeof(*new), GFP_KERNEL);
	long err = 0;

	spin_lock(&fsnotify_lock);
	fm = find_mark(g, inode);
	if (!fm && !new) {
		err = -ENOMEM;
	} else if (!fm && g->nr_marks >= g->max_marks) {
		err = -ENOSPC;
	} else if (!fm) {
		fm = new;
		new = NULL;
		fm->mark.ops = &fanotify_fsnotify_ops;
		fm->mark.group = g;
		list_add_tail(&fm->list, &g->marks);
		g->nr_marks++;
		fsnotify_add_mark(&fm->mark, inode);
	}
	if (!err)
		fm->mark.mask |= mask;
	spin_unlock(&fsnotify_lock);
	kfree(new);	/* the mark was there */
	return err;
}

/* g's mark on inode loses mask, and goes when nothing is left of it
 * (ENOENT: there is no such mark) */
static long remove_mark(struct fanotify_group *g, struct inode *inode,
			u32 mask)
{
	struct fanotify_mark *fm;

	spin_lock(&fsnotify_lock);
	fm = find_mark(g, inode);
	if (fm) {
		fm->mark.mask &= ~mask;
		if (!fm->mark.mask)
			fanotify_destroy_mark(fm);
	}
	spin_unlock(&fsnotify_lock);
	return fm ? 0 : -ENOENT;
}

/* fanotify_mark(2)'s EINVAL cases that need no file: one action, known
 * flags and events, a mask for an add or remove */
static bool mark_args_ok(unsigned int flags, u64 mask)
{
	unsigned int action = flags & MARK_ACTIONS;

	if (flags & ~(MARK_ACTIONS | FAN_MARK_DONT_FOLLOW | FAN_MARK_ONLYDIR))
		return false;
	if (action == FAN_MARK_FLUSH)
		return true;
	return (action == FAN_MARK_ADD || action == FAN_MARK_REMOVE) &&
	       mask && !(mask & ~(u64)MARK_MASK);
}

/* The file to mark: pathname relative to dfd, or with no pathname
 * dfd's own open file (fanotify_mark(2)), held; NULL and *err
 * otherwise */
static struct dentry *marked_file(int dfd, const char __user *pathname,
				  unsigned int flags, long *err)
{
	struct dentry *d;
	struct fd f;

	if (pathname)
		return fsnotify_user_file(dfd, pathname,
					  !(flags & FAN_MARK_DONT_FOLLOW),
					  flags & FAN_MARK_ONLYDIR, err);
	f = fdget((unsigned int)dfd);	/* AT_FDCWD is none: EBADF */
	d = f.file ? dget(f.file->f_path.dentry) : NULL;
	*err = !f.file ? -EBADF : d ? 0 : -EINVAL;	/* a pipe: no inode */
	if (f.file)
		fdput(f);
	return d;
}

/* i386 passes the 64-bit mask in two registers, low half first */
long sys_fanotify_mark(int fd, unsigned int flags, u32 mask_lo, u32 mask_hi,
		       int dfd, const char __user *pathname)
{
	u64 mask = (u64)mask_hi << 32 | mask_lo;
	struct fanotify_group *g;
	struct dentry *d;
	struct fd f;
	long err;

	if (!mark_args_ok(flags, mask))
		return -EINVAL;
	f = fdget((unsigned int)fd);
	g = fsnotify_group_of(f, &fanotify_fops);
	err = IS_ERR(g) ? PTR_ERR(g) : 0;
	/* a notification group asks no questions */
	if (!err && (mask & FAN_PERM_EVENTS) &&
	    (g->flags & FAN_CLASS_MASK) == FAN_CLASS_NOTIF)
		err = -EINVAL;
	if (!err && (flags & FAN_MARK_FLUSH)) {
		spin_lock(&fsnotify_lock);
		destroy_marks(g);
		spin_unlock(&fsnotify_lock);
	} else if (!err) {
		d = marked_file(dfd, pathname, flags, &err);
		if (d && (flags & FAN_MARK_ADD))
			err = add_mark(g, d->d_inode, (u32)mask);
		else if (d)
			err = remove_mark(g, d->d_inode, (u32)mask);
		dput(d);
	}
	if (f.file)
		fdput(f);
	return err;
}
