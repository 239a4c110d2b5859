// SPDX-License-Identifier: GPL-2.0
/*
 * fs/notify/fanotify/fanotify.c - fanotify(7)'s events: what a group's
 * marks catch of the VFS's events (fs/notify/fsnotify.c calls
 * fanotify_handle_event() through fanotify_fsnotify_ops), queued for
 * the group's reader; and the permission events open(2) and read(2)
 * ask the groups of a content class (fanotify_permission()), sleeping
 * until each group answers (fanotify_user.c reads the question and
 * takes the answer).
 *
 * As Linux 6.1 reports them to a group that gets file descriptors
 * (no FAN_REPORT_FID): only the events of an open file (open, read,
 * write, close; not a name's creation or deletion, which need the FID
 * modes); to a directory's mark the events of the files in it only
 * with FAN_EVENT_ON_CHILD, and the events of a directory only with
 * FAN_ONDIR, which the event's mask then does not carry; a notification
 * about the file and process of the last one queued merges into it
 * (its mask ORed in); past max_events one FAN_Q_OVERFLOW event, with no
 * file, stands for what was lost.  A permission event is never lost:
 * no memory for it refuses the open or read (ENOMEM).
 */
#include "linux/kernel.h"
#include "linux/dcache.h"
#include "linux/fs.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "fanotify.h"

/* The FAN_* events of ev that mark wants */
static u32 wanted(const struct fsnotify_mark *mark,
		  const struct fsnotify_event_info *ev)
{
	if (!ev->dentry || (ev->child && !(mark->mask & FAN_EVENT_ON_CHILD)) ||
	    ((ev->mask & FAN_ONDIR) && !(mark->mask & FAN_ONDIR)))
		return 0;
	return ev->mask & mark->mask & FAN_MARK_EVENTS;
}

static int event_pid(const struct fanotify_group *g)
{
	return g->flags & FAN_REPORT_TID ? current->pid : current->tgid;
}

/* Under fsnotify_lock: ev waits for g's reader */
static void queue(struct fanotify_group *g, struct fanotify_event *ev)
{
	list_add_tail(&ev->list, &g->events);
	wake_up_poll(&g->wait, POLLIN);
}

/* Under fsnotify_lock: a new event of d's, the group's (refs 1) */
static struct fanotify_event *new_event(struct fanotify_group *g, u32 mask,
					struct dentry *d)
{
	struct fanotify_event *ev = kzalloc(sizeof(*ev), GFP_ATOMIC);

	if (!ev)
		return NULL;
	ev->mask = mask;
	ev->pid = event_pid(g);
	ev->dentry = dget(d);
	INIT_LIST_HEAD(&ev->asked);
	init_waitqueue_head(&ev->answered);
	ev->refs = 1;
	return ev;
}

/* Under fsnotify_lock: the last queued event, if it is a notification
 * about d by this process */
static struct fanotify_event *mergeable(struct fanotify_group *g,
					const struct dentry *d)
{
	struct fanotify_event *last;

	if (list_empty(&g->events))
		return NULL;
	last = list_last_entry(&g->events, struct fanotify_event, list);
	if (last->dentry != d || last->pid != event_pid(g) ||
	    (last->mask & (FAN_PERM_EVENTS | FAN_Q_OVERFLOW)))
		return NULL;
	return last;
}

/* Under fsnotify_lock: a notification for g's reader */
static void notify(struct fanotify_group *g, u32 mask, struct dentry *d)
{
	struct fanotify_event *ev = mergeable(g, d);

	if (ev) {
		ev->mask |= mask;
		return;
	}
	if (g->q_len < g->max_events)
		ev = new_event(g, mask, d);
	if (!ev && !list_empty(&g->overflow.list))
		return;		/* the loss is already told */
	queue(g, ev ?: &g->overflow);
	g->q_len++;
}

static void fanotify_handle_event(struct fsnotify_mark *mark,
				  const struct fsnotify_event_info *ev)
{
	u32 mask = wanted(mark, ev) & ~FAN_PERM_EVENTS;

	if (mask)
		notify(mark->group, mask, ev->dentry);
}

/* Under fsnotify_lock: the mark leaves its inode and its group */
void fanotify_destroy_mark(struct fanotify_mark *fm)
{
	struct fanotify_group *g = fm->mark.group;

	fsnotify_del_mark(&fm->mark);
	list_del(&fm->list);
	g->nr_marks--;
	kfree(fm);
}

static void fanotify_mark_gone(struct fsnotify_mark *mark)
{
	fanotify_destroy_mark(container_of(mark, struct fanotify_mark, mark));
}

const struct fsnotify_ops fanotify_fsnotify_ops = {
	.handle_event = fanotify_handle_event,
	.mark_gone = fanotify_mark_gone,
};

/* Under fsnotify_lock: one holder less; the last puts ev on dead, for
 * fanotify_free_events() outside the lock (dput() may write an inode) */
void fanotify_put_event(struct fanotify_event *ev, struct list_head *dead)
{
	if (--ev->refs == 0)
		list_add_tail(&ev->list, dead);
}

void fanotify_free_events(struct list_head *dead)
{
	struct fanotify_event *ev, *next;

	list_for_each_entry_safe(ev, next, dead, list) {
		dput(ev->dentry);
		kfree(ev);
	}
}

/* Under fsnotify_lock: the group answers a permission event (or lets it
 * through as it goes): off its lists, and its asker woken */
void fanotify_answer(struct fanotify_event *ev, u32 response,
		     struct list_head *dead)
{
	ev->response = response;
	ev->group = NULL;
	list_del_init(&ev->list);
	wake_up(&ev->answered);
	fanotify_put_event(ev, dead);	/* the group's */
}

/* Under fsnotify_lock: the questions inode's marks want asked about the
 * file of ev, each queued and on *asked; ENOMEM if one could not be */
static int ask_marks(struct inode *inode, const struct fsnotify_event_info *ev,
		     struct list_head *asked)
{
	struct fanotify_group *g;
	struct fanotify_event *q;
	struct fsnotify_mark *m;
	u32 mask;

	for (m = inode->i_fsnotify_marks; m; m = m->next) {
		mask = m->ops == &fanotify_fsnotify_ops ?
			       wanted(m, ev) & FAN_PERM_EVENTS : 0;
		if (!mask)
			continue;
		g = m->group;
		q = new_event(g, mask, ev->dentry);
		if (!q)
			return -ENOMEM;
		q->group = g;
		q->refs++;	/* the asker's */
		list_add_tail(&q->asked, asked);
		queue(g, q);
	}
	return 0;
}

/*
 * The asker's wait for q's answer: 0 (FAN_ALLOW, or the group went),
 * -EPERM (FAN_DENY), -EINTR (killed first: the question is withdrawn,
 * and an answer to it later finds none, ENOENT).
 */
static int wait_answer(struct fanotify_event *q, struct list_head *dead)
{
	int err;

	wait_event_killable(q->answered, q->response);
	spin_lock(&fsnotify_lock);
	if (!q->response && q->group) {
		list_del_init(&q->list);
		q->group = NULL;
		fanotify_put_event(q, dead);	/* the group's */
	}
	err = q->response == FAN_DENY ? -EPERM : q->response ? 0 : -EINTR;
	fanotify_put_event(q, dead);
	spin_unlock(&fsnotify_lock);
	return err;
}

/*
 * open(2) (FAN_OPEN_PERM) and read(2) (FAN_ACCESS_PERM) of d's file
 * ask every group whose mark wants it, on the file or (with
 * FAN_EVENT_ON_CHILD) on its directory, and wait for all the answers:
 * one FAN_DENY refuses, EPERM.
 */
int fanotify_permission(struct dentry *d, u32 mask)
{
	struct inode *dir = IS_ROOT(d) ? NULL : d->d_parent->d_inode;
	struct fsnotify_event_info ev = { .mask = mask, .dentry = d };
	struct fanotify_event *q, *next;
	LIST_HEAD(asked);
	LIST_HEAD(dead);
	int err, answer;

	/* nobody listens, the usual case: no lock (a mark added meanwhile
	 * may miss this one call, as on Linux) */
	if (!d->d_inode->i_fsnotify_marks && !(dir && dir->i_fsnotify_marks))
		return 0;
	spin_lock(&fsnotify_lock);
	err = ask_marks(d->d_inode, &ev, &asked);
	ev.child = true;
	if (!err && dir)
		err = ask_marks(dir, &ev, &asked);
	spin_unlock(&fsnotify_lock);
	list_for_each_entry_safe(q, next, &asked, asked) {
		answer = wait_answer(q, &dead);
		err = err ?: answer;
	}
	fanotify_free_events(&dead);
	return err;
}
