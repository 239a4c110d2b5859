// SPDX-License-Identifier: GPL-2.0
/*
 * fs/notify/inotify/inotify_user.c - inotify(7): a file to read events
 * from (inotify_init1(2)), watches that name the files and events
 * wanted (inotify_add_watch(2): a watch descriptor, wd), and the queue
 * the events wait in.  The VFS reports events through
 * fs/notify/fsnotify.c, which finds a watch's mark on the inode and
 * calls inotify_handle_event() (inotify_fsnotify_ops).
 *
 * As Linux 6.1 does: an event the same as the last one queued (mask,
 * wd, name) is not queued again; past max_queued_events one
 * IN_Q_OVERFLOW event (wd -1) stands for what was lost; a read(2) takes
 * whole events only (EINVAL if the first does not fit), each a struct
 * inotify_event and its name padded with NULs to a multiple of 16
 * bytes; a watch ends with IN_IGNORED (inotify_rm_watch(2), its file's
 * end, IN_ONESHOT's event).  Watch descriptors count up from 1 and are
 * not reused until they wrap.  Every instance and watch is charged to
 * the effective user that made it, against the limits in
 * /proc/sys/fs/inotify (max_user_instances: EMFILE, max_user_watches:
 * ENOSPC).
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/init.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/sysctl.h"
#include "asm/termbits.h"
#include "asm/uaccess.h"

#define IN_CLOEXEC	O_CLOEXEC
#define IN_NONBLOCK	O_NONBLOCK

/* what inotify_add_watch(2) knows; a mask with none of it is EINVAL */
#define ALL_INOTIFY_BITS (IN_ALL_EVENTS | IN_UNMOUNT | IN_Q_OVERFLOW | \
			  IN_IGNORED | IN_ONLYDIR | IN_DONT_FOLLOW |	\
			  IN_EXCL_UNLINK | IN_MASK_CREATE | IN_MASK_ADD | \
			  IN_ISDIR | IN_ONESHOT)
/* what a watch keeps of its mask */
#define MARK_BITS	(IN_ALL_EVENTS | IN_ONESHOT | IN_EXCL_UNLINK)

/* Linux's defaults (max_user_watches: its floor, which a machine with
 * less than about 1 GiB of low memory gets) */
static int max_user_instances = 128;
static int max_user_watches = 8192;
static int max_queued_events = 16384;

/* what read(2) gives for each event, before its name */
struct inotify_event {
	s32 wd;
	u32 mask;
	u32 cookie;
	u32 len;	/* of the name with its padding */
};

struct inotify_kevent {
	struct list_head list;	/* in the queue */
	s32 wd;
	u32 mask, cookie;
	u32 name_len;		/* 0: none */
	char name[];		/* name_len bytes and a NUL */
};

/* One user's instances and watches (Linux's ucounts) */
struct inotify_ucount {
	struct list_head list;
	kuid_t uid;
	int instances, watches;
};

struct inotify_group {
	wait_queue_head_t wait;		/* readers and pollers */
	struct list_head events;	/* the queue, under fsnotify_lock */
	unsigned int q_len, max_events;	/* events queued; the limit then */
	struct list_head watches;	/* under fsnotify_lock */
	s32 last_wd;
	bool wrapped;			/* last_wd went past INT_MAX once */
	struct inotify_ucount *uc;
	/* queued (on events) while the queue is full */
	struct inotify_kevent overflow;
};

struct inotify_watch {
	struct fsnotify_mark mark;	/* on the inode */
	struct list_head list;		/* on the group's watches */
	s32 wd;
	struct inotify_group *group;
};

static LIST_HEAD(ucounts);	/* under fsnotify_lock */

/* The effective user's counts, made on their first instance */
static struct inotify_ucount *get_ucount(void)
{
	kuid_t uid = current_cred()->euid;
	struct inotify_ucount *uc, *new = kzalloc(sizeof(*new), GFP_KERNEL);

	spin_lock(&fsnotify_lock);
	list_for_each_entry(uc, &ucounts, list)
		if (uid_eq(uc->uid, uid))
			goto found;
	uc = new;
	new = NULL;
	if (uc) {
		uc->uid = uid;
		list_add(&uc->list, &ucounts);
	}
found:
	if (uc && uc->instances >= max_user_instances)
		uc = ERR_PTR(-EMFILE);
	else if (uc)
		uc->instances++;
	spin_unlock(&fsnotify_lock);
	kfree(new);
	return uc ?: ERR_PTR(-ENOMEM);
}

/* Under fsnotify_lock: an instance of uc's user ended */
static void put_ucount(struct inotify_ucount *uc)
{
	if (--uc->instances || uc->watches)
		return;
	list_del(&uc->list);
	kfree(uc);
}

static size_t event_size(const struct inotify_kevent *ev)
{
	return sizeof(struct inotify_event) +
	       (ev->name_len ? ALIGN(ev->name_len + 1,
				     sizeof(struct inotify_event)) : 0);
}

/* Under fsnotify_lock: the same event as the last one queued */
static bool same_as_last(const struct inotify_group *g,
			 const struct inotify_kevent *ev)
{
	const struct inotify_kevent *last;

	if (list_empty(&g->events))
		return false;
	last = list_last_entry(&g->events, struct inotify_kevent, list);
	return last->mask == ev->mask && last->wd == ev->wd &&
	       last->name_len == ev->name_len &&
	       !memcmp(last->name, ev->name, ev->name_len);
}

/*
 * Under fsnotify_lock: an event for g's reader.  No memory, or a full
 * queue, queues the overflow event instead (once: it is then on the
 * queue until read).
 */
static void queue_event(struct inotify_group *g, s32 wd, u32 mask,
			u32 cookie, const struct qstr *name)
{
	u32 len = name ? name->len : 0;
	struct inotify_kevent *ev = NULL;

	if (g->q_len < g->max_events)
		ev = kmalloc(sizeof(*ev) + len + 1, GFP_ATOMIC);
	if (ev) {
		*ev = (struct inotify_kevent){ .wd = wd, .mask = mask,
					       .cookie = cookie,
					       .name_len = len };
		memcpy(ev->name, name ? name->name : "", len);
		ev->name[len] = '\0';
		if (same_as_last(g, ev)) {
			kfree(ev);
			return;
		}
	} else if (list_empty(&g->overflow.list)) {
		ev = &g->overflow;
	} else {
		return;
	}
	list_add_tail(&ev->list, &g->events);
	g->q_len++;
	wake_up_poll(&g->wait, POLLIN);
}

static void free_event(struct inotify_group *g, struct inotify_kevent *ev)
{
	list_del_init(&ev->list);
	g->q_len--;
	if (ev != &g->overflow)
		kfree(ev);
}

/* Under fsnotify_lock: the watch ends; its reader is told (IN_IGNORED)
 * unless the reader itself is going */
static void destroy_watch(struct inotify_watch *w, bool tell)
{
	if (tell)
		queue_event(w->group, w->wd, IN_IGNORED, 0, NULL);
	fsnotify_del_mark(&w->mark);
	list_del(&w->list);
	w->group->uc->watches--;
	kfree(w);
}

/* An event the watch asked for, unless it is on a file that lost its
 * name and the watch said IN_EXCL_UNLINK */
static void inotify_handle_event(struct fsnotify_mark *mark,
				 const struct fsnotify_event_info *ev)
{
	struct inotify_watch *w =
		container_of(mark, struct inotify_watch, mark);

	if (!(mark->mask & ev->mask & IN_ALL_EVENTS) ||
	    (ev->unlinked && (mark->mask & IN_EXCL_UNLINK)))
		return;
	queue_event(w->group, w->wd, ev->mask & (IN_ALL_EVENTS | IN_ISDIR),
		    ev->cookie, ev->name);
	if (mark->mask & IN_ONESHOT)
		destroy_watch(w, true);
}

static void inotify_mark_gone(struct fsnotify_mark *mark)
{
	destroy_watch(container_of(mark, struct inotify_watch, mark), true);
}

static const struct fsnotify_ops inotify_fsnotify_ops = {
	.handle_event = inotify_handle_event,
	.mark_gone = inotify_mark_gone,
};

/* Under fsnotify_lock: the first event if count bytes hold it; NULL if
 * there is none, ERR_PTR(-EINVAL) if it is larger */
static struct inotify_kevent *first_event(struct inotify_group *g,
					  size_t count)
{
	struct inotify_kevent *ev;

	if (list_empty(&g->events))
		return NULL;
	ev = list_first_entry(&g->events, struct inotify_kevent, list);
	return event_size(ev) > count ? ERR_PTR(-EINVAL) : ev;
}

/* ev's struct inotify_event and padded name to buf: 0 or -EFAULT */
static int copy_event(const struct inotify_kevent *ev, char __user *buf)
{
	size_t size = event_size(ev), head = sizeof(struct inotify_event);
	struct inotify_event e = { .wd = ev->wd, .mask = ev->mask,
				   .cookie = ev->cookie,
				   .len = (u32)(size - head) };

	if (copy_to_user(buf, &e, head))
		return -EFAULT;
	if (!e.len)
		return 0;
	if (copy_to_user(buf + head, ev->name, ev->name_len) ||
	    clear_user(buf + head + ev->name_len, e.len - ev->name_len))
		return -EFAULT;
	return 0;
}

/*
 * Whole events while they fit; with none queued, wait for one (or
 * EAGAIN with O_NONBLOCK).  An event taken off the queue whose copy
 * faults is lost, and the read is EFAULT, as on Linux.
 */
static ssize_t inotify_read(struct file *f, char __user *buf, size_t count,
			    loff_t *pos)
{
	struct inotify_group *g = f->private_data;
	struct inotify_kevent *ev, copy;
	size_t done = 0;
	int err = 0;

	(void)pos;
	while (!err) {
		spin_lock(&fsnotify_lock);
		ev = first_event(g, count - done);
		if (!IS_ERR_OR_NULL(ev)) {
			copy = *ev;	/* the overflow event's header */
			list_del_init(&ev->list);
			g->q_len--;
		}
		spin_unlock(&fsnotify_lock);
		if (IS_ERR(ev)) {
			err = (int)PTR_ERR(ev);
		} else if (ev) {
			err = copy_event(ev == &g->overflow ? &copy : ev,
					 buf + done);
			if (ev != &g->overflow)
				kfree(ev);
			if (!err)
				done += event_size(&copy);
		} else if (done) {
			break;
		} else if (f->f_flags & O_NONBLOCK) {
			err = -EAGAIN;
		} else {
			err = wait_event_interruptible(g->wait,
						       !list_empty(&g->events));
		}
	}
	return done && err != -EFAULT ? (ssize_t)done : err;
}

static unsigned int inotify_poll(struct file *f, poll_table *pt)
{
	struct inotify_group *g = f->private_data;

	return fsnotify_poll_queue(f, &g->wait, &g->events, pt);
}

/* FIONREAD: the bytes the queued events would take to read */
static long inotify_ioctl(struct file *f, unsigned int cmd,
			  unsigned long arg)
{
	struct inotify_group *g = f->private_data;
	struct inotify_kevent *ev;
	u32 bytes = 0;

	if (cmd != FIONREAD)
		return -ENOTTY;
	spin_lock(&fsnotify_lock);
	list_for_each_entry(ev, &g->events, list)
		bytes += (u32)event_size(ev);
	spin_unlock(&fsnotify_lock);
	return put_user_u32(bytes, (u32 __user *)arg) ? -EFAULT : 0;
}

/* The last close: the watches end without IN_IGNORED, the queue goes */
static int inotify_release(struct inode *inode, struct file *f)
{
	struct inotify_group *g = f->private_data;

	(void)inode;
	spin_lock(&fsnotify_lock);
	while (!list_empty(&g->watches))
		destroy_watch(list_first_entry(&g->watches,
					       struct inotify_watch, list),
			      false);
	while (!list_empty(&g->events))
		free_event(g, list_first_entry(&g->events,
					       struct inotify_kevent, list));
	put_ucount(g->uc);
	spin_unlock(&fsnotify_lock);
	kfree(g);
	return 0;
}

/* /proc/PID/fdinfo/N: a line per watch, Linux 6.1's (inotify_fdinfo(),
 * without the file handle an exportfs kernel adds): the watched file's
 * inode and device (the kernel's dev_t) and the mask it keeps */
static void inotify_show_fdinfo(struct seq_buf *m, struct file *f)
{
	struct inotify_group *g = f->private_data;
	struct inotify_watch *w;

	spin_lock(&fsnotify_lock);
	list_for_each_entry(w, &g->watches, list)
		seq_printf(m, "inotify wd:%x ino:%lx sdev:%x mask:%x "
			      "ignored_mask:0\n", w->wd, w->mark.inode->i_ino,
			   inode_dev(w->mark.inode), w->mark.mask);
	spin_unlock(&fsnotify_lock);
}

const struct file_operations inotify_fops = {
	.llseek = noop_llseek,
	.read = inotify_read,
	.poll = inotify_poll,
	.unlocked_ioctl = inotify_ioctl,
	.release = inotify_release,
	.show_fdinfo = inotify_show_fdinfo,
};

long sys_inotify_init1(int flags)
{
	struct inotify_group *g;
	struct file *f;
	int fd;

	if (flags & ~(IN_CLOEXEC | IN_NONBLOCK))
		return -EINVAL;
	g = kzalloc(sizeof(*g), GFP_KERNEL);
	if (!g)
		return -ENOMEM;
	g->uc = get_ucount();
	if (IS_ERR(g->uc)) {
		fd = (int)PTR_ERR(g->uc);
		kfree(g);
		return fd;
	}
	init_waitqueue_head(&g->wait);
	INIT_LIST_HEAD(&g->events);
	INIT_LIST_HEAD(&g->watches);
	INIT_LIST_HEAD(&g->overflow.list);
	g->overflow.wd = -1;
	g->overflow.mask = IN_Q_OVERFLOW;
	g->max_events = (unsigned int)max_queued_events;
	f = alloc_file(NULL, &inotify_fops,
		       O_RDONLY | ((unsigned int)flags & IN_NONBLOCK));
	if (!f) {
		spin_lock(&fsnotify_lock);
		put_ucount(g->uc);
		spin_unlock(&fsnotify_lock);
		kfree(g);
		return -ENOMEM;
	}
	f->private_data = g;
	fd = fd_install(f, flags & IN_CLOEXEC);
	if (fd < 0)
		fput(f);	/* frees g too (inotify_release()) */
	return fd;
}

long sys_inotify_init(void)
{
	return sys_inotify_init1(0);
}

/* Under fsnotify_lock: g's watch of inode, or NULL */
static struct inotify_watch *find_watch(struct inotify_group *g,
					struct inode *inode)
{
	struct fsnotify_mark *m = fsnotify_find_mark(inode, g);

	return m ? container_of(m, struct inotify_watch, mark) : NULL;
}

/* Under fsnotify_lock: the next free wd after the last one given (a
 * wd in use can be met only once they have wrapped) */
static s32 next_wd(struct inotify_group *g)
{
	struct inotify_watch *w;
	bool used;

	do {
		if (g->last_wd == INT_MAX) {
			g->last_wd = 0;
			g->wrapped = true;
		}
		g->last_wd++;
		used = false;
		if (g->wrapped)
			list_for_each_entry(w, &g->watches, list)
				used |= w->wd == g->last_wd;
	} while (used);
	return g->last_wd;
}

/*
 * Under fsnotify_lock: g's watch of inode gets mask (or, with
 * IN_MASK_ADD, mask too); a new one takes new, which is then used:
 * *new NULL.  The wd, or EEXIST (IN_MASK_CREATE), ENOSPC (which uses
 * up a wd, as Linux's does).
 */
static long update_watch(struct inotify_group *g, struct inode *inode,
			 u32 mask, struct inotify_watch **new)
{
	struct inotify_watch *w = find_watch(g, inode);

	if (w && (mask & IN_MASK_CREATE))
		return -EEXIST;
	if (w) {
		w->mark.mask = (mask & MARK_BITS) |
			       (mask & IN_MASK_ADD ? w->mark.mask : 0);
		return w->wd;
	}
	w = *new;
	w->wd = next_wd(g);
	if (g->uc->watches >= max_user_watches)
		return -ENOSPC;
	*new = NULL;
	w->group = g;
	w->mark.mask = mask & MARK_BITS;
	w->mark.ops = &inotify_fsnotify_ops;
	w->mark.group = g;
	list_add_tail(&w->list, &g->watches);
	g->uc->watches++;
	fsnotify_add_mark(&w->mark, inode);
	return w->wd;
}

long sys_inotify_add_watch(int fd, const char __user *path, u32 mask)
{
	struct inotify_watch *new = NULL;
	struct inotify_group *g;
	struct dentry *d = NULL;
	struct fd f;
	long ret;

	if (((mask & IN_MASK_ADD) && (mask & IN_MASK_CREATE)) ||
	    !(mask & ALL_INOTIFY_BITS))
		return -EINVAL;
	f = fdget((unsigned int)fd);
	g = fsnotify_group_of(f, &inotify_fops);
	ret = IS_ERR(g) ? PTR_ERR(g) : 0;
	if (!ret)
		d = fsnotify_user_file(AT_FDCWD, path,
				       !(mask & IN_DONT_FOLLOW),
				       mask & IN_ONLYDIR, &ret);
	if (d) {
		new = kzalloc(sizeof(*new), GFP_KERNEL);
		spin_lock(&fsnotify_lock);
		ret = new ? update_watch(g, d->d_inode, mask, &new) : -ENOMEM;
		spin_unlock(&fsnotify_lock);
		kfree(new);	/* an existing watch was changed instead */
		dput(d);
	}
	if (f.file)
		fdput(f);
	return ret;
}

long sys_inotify_rm_watch(int fd, s32 wd)
{
	struct fd f = fdget((unsigned int)fd);
	struct inotify_group *g = fsnotify_group_of(f, &inotify_fops);
	struct inotify_watch *w;
	long ret = -EINVAL;

	if (IS_ERR(g)) {
		ret = PTR_ERR(g);
	} else {
		spin_lock(&fsnotify_lock);
		list_for_each_entry(w, &g->watches, list) {
			if (w->wd == wd) {
				destroy_watch(w, true);
				ret = 0;
				break;
			}
		}
		spin_unlock(&fsnotify_lock);
	}
	if (f.file)
		fdput(f);
	return ret;
}

static struct ctl_table inotify_table[] = {
	{ .procname = "max_user_instances", .data = &max_user_instances },
	{ .procname = "max_user_watches", .data = &max_user_watches },
	{ .procname = "max_queued_events", .data = &max_queued_events },
	{}
};

static int __init inotify_user_setup(void)
{
	return register_sysctl("fs/inotify", inotify_table);
}
fs_initcall(inotify_user_setup);
