// SPDX-License-Identifier: GPL-2.0
/*
 * fs/notify/fsnotify.c - the VFS tells the watches of a file what
 * happened to it (inotify(7), fanotify(7)): each mark's listener
 * (struct fsnotify_ops) is offered every event and takes what its mark
 * wants; fanotify's listeners are also asked first whether a file may
 * be opened or read (fsnotify_perm()).  Each hook below is called from
 * the one place its event happens (fs/read_write.c, fs/open.c,
 * fs/namei.c, fs/file.c...) and hands the event to the marks on the
 * inode, and, for an event on a file inside a directory, first to the
 * directory's marks with the file's name: a directory watch reports
 * what happens to the files in it.  IN_ISDIR says the file is a
 * directory.
 *
 * Events that are about a name (IN_CREATE, IN_DELETE, IN_MOVED_FROM,
 * IN_MOVED_TO) go only to the directory; IN_DELETE_SELF, IN_MOVE_SELF
 * and the IN_ATTRIB of a link count only to the file; the rest to both,
 * as Linux 6.1 sends them.
 */
#include "linux/kernel.h"
#include "linux/fanotify.h"
#include "linux/file.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/poll.h"
#include "linux/syscalls.h"

DEFINE_SPINLOCK(fsnotify_lock);

/* Under fsnotify_lock */
void fsnotify_add_mark(struct fsnotify_mark *mark, struct inode *inode)
{
	mark->inode = inode;
	mark->next = inode->i_fsnotify_marks;
	inode->i_fsnotify_marks = mark;
}

/* Under fsnotify_lock: group's mark on inode, or NULL */
struct fsnotify_mark *fsnotify_find_mark(struct inode *inode, void *group)
{
	struct fsnotify_mark *m;

	for (m = inode->i_fsnotify_marks; m && m->group != group; m = m->next)
		;
	return m;
}

/* Under fsnotify_lock: mark leaves its inode's list */
void fsnotify_del_mark(struct fsnotify_mark *mark)
{
	struct fsnotify_mark **p = &mark->inode->i_fsnotify_marks;

	while (*p != mark)
		p = &(*p)->next;
	*p = mark->next;
	mark->inode = NULL;
}

/*
 * Under fsnotify_lock: ev to each of inode's marks, whose listener
 * decides whether the mark wants it.  A one-shot mark may go while it
 * is told: the next one is taken first.
 */
static void send_info(struct inode *inode,
		      const struct fsnotify_event_info *ev)
{
	struct fsnotify_mark *m, *next;

	for (m = inode->i_fsnotify_marks; m; m = next) {
		next = m->next;
		m->ops->handle_event(m, ev);
	}
}

/* Under fsnotify_lock: an event that has no file to name (a name's
 * creation, deletion or move; a file's own link count, deletion) */
static void send(struct inode *inode, u32 mask, u32 cookie,
		 const struct qstr *name)
{
	struct fsnotify_event_info ev = { .mask = mask, .cookie = cookie,
					  .name = name, .child = name != NULL };

	send_info(inode, &ev);
}

static u32 isdir(const struct inode *inode)
{
	return inode->is_dir ? IN_ISDIR : 0;
}

/* An event about inode itself, to its own marks only (without
 * IN_ISDIR, as Linux 6.1's fsnotify_inode() sends them) */
static void notify_inode(struct inode *inode, u32 mask)
{
	spin_lock(&fsnotify_lock);
	send(inode, mask, 0, NULL);
	spin_unlock(&fsnotify_lock);
}

/* An event about name in dir, to dir's marks only */
static void notify_name(struct inode *dir, u32 mask, u32 cookie,
			const struct qstr *name)
{
	spin_lock(&fsnotify_lock);
	send(dir, mask, cookie, name);
	spin_unlock(&fsnotify_lock);
}

/* An event on dentry's file: to its directory's marks with its name,
 * then to its own (the root has no directory above it) */
static void notify(struct dentry *dentry, u32 mask, bool unlinked)
{
	struct inode *inode = dentry->d_inode;
	struct fsnotify_event_info ev = { .mask = mask | isdir(inode),
					  .name = &dentry->d_name,
					  .dentry = dentry, .child = true,
					  .unlinked = unlinked };

	spin_lock(&fsnotify_lock);
	if (!IS_ROOT(dentry))
		send_info(dentry->d_parent->d_inode, &ev);
	ev.name = NULL;
	ev.child = false;
	send_info(inode, &ev);
	spin_unlock(&fsnotify_lock);
}

/* open(2) (FAN_OPEN_PERM) and read(2) (FAN_ACCESS_PERM) of f ask
 * fanotify's permission listeners first (fanotify(7)); only fanotify
 * has such events.  0, or the refusal: EPERM */
int fsnotify_perm(struct file *f, u32 mask)
{
	struct dentry *dentry = f->f_path.dentry;

	if (!dentry || (f->f_mode & FMODE_NONOTIFY))
		return 0;
	return fanotify_permission(dentry, mask | isdir(dentry->d_inode));
}

void fsnotify_file(struct file *f, u32 mask)
{
	struct dentry *dentry = f->f_path.dentry;

	/* a pipe has no name to watch */
	if (dentry && !(f->f_mode & FMODE_NONOTIFY))
		notify(dentry, mask, d_unhashed(dentry));
}

void fsnotify_open(struct file *f)
{
	fsnotify_file(f, IN_OPEN);
}

void fsnotify_close(struct file *f)
{
	fsnotify_file(f, f->f_mode & FMODE_WRITE ? IN_CLOSE_WRITE :
						   IN_CLOSE_NOWRITE);
}

void fsnotify_change(struct dentry *dentry, u32 mask)
{
	notify(dentry, mask, false);
}

void fsnotify_create(struct inode *dir, struct dentry *dentry)
{
	notify_name(dir, IN_CREATE | isdir(dentry->d_inode), 0,
		    &dentry->d_name);
}

/* link(2): the file's link count changed, and dir has a new name */
void fsnotify_link(struct inode *dir, struct dentry *dentry)
{
	fsnotify_link_count(dentry->d_inode);
	notify_name(dir, IN_CREATE, 0, &dentry->d_name);
}

void fsnotify_link_count(struct inode *inode)
{
	notify_inode(inode, IN_ATTRIB);
}

void fsnotify_delete(struct inode *dir, bool isdir, const struct qstr *name)
{
	notify_name(dir, IN_DELETE | (isdir ? IN_ISDIR : 0), 0, name);
}

/*
 * The two halves of a rename share a cookie of their own, so a reader
 * can pair them (inotify(7) "Dealing with rename() events"); then the
 * replaced file's link count, then the moved file itself.
 */
void fsnotify_move(struct inode *old_dir, const struct qstr *old_name,
		   struct dentry *moved, struct inode *target)
{
	static u32 last_cookie;
	u32 dir = isdir(moved->d_inode), cookie;

	spin_lock(&fsnotify_lock);
	cookie = ++last_cookie;
	send(old_dir, IN_MOVED_FROM | dir, cookie, old_name);
	send(moved->d_parent->d_inode, IN_MOVED_TO | dir, cookie,
	     &moved->d_name);
	spin_unlock(&fsnotify_lock);
	if (target)
		fsnotify_link_count(target);
	notify_inode(moved->d_inode, IN_MOVE_SELF);
}

/*
 * iput() of the last reference: a file whose last name went gets
 * IN_DELETE_SELF now (an open file keeps it until its close, as on
 * Linux), and every watch of it ends (IN_IGNORED).
 */
void fsnotify_inoderemove(struct inode *inode)
{
	spin_lock(&fsnotify_lock);
	if (inode->i_fsnotify_marks && !inode->i_nlink)
		send(inode, IN_DELETE_SELF, 0, NULL);
	while (inode->i_fsnotify_marks)
		inode->i_fsnotify_marks->ops->mark_gone(inode->i_fsnotify_marks);
	spin_unlock(&fsnotify_lock);
}

/*
 * The file a watch is asked for (inotify_add_watch(2),
 * fanotify_mark(2)): path relative to dirfd, its last link followed
 * unless !follow; a directory if onlydir (ENOTDIR); one the caller may
 * read (EACCES).  Held; NULL and *err otherwise.
 */
struct dentry *fsnotify_user_file(int dirfd, const char __user *path,
				  bool follow, bool onlydir, long *err)
{
	struct dentry *d = follow ? user_path_at(dirfd, path, err) :
				    user_lpath_at(dirfd, path, err);

	if (!d)
		return NULL;
	if (onlydir && !d->d_inode->is_dir)
		*err = -ENOTDIR;
	else
		*err = inode_permission(d->d_inode, MAY_READ);
	if (*err) {
		dput(d);
		return NULL;
	}
	return d;
}

/* poll(2) of a listener's file: readable while its queue holds events */
unsigned int fsnotify_poll_queue(struct file *f, wait_queue_head_t *wait,
				 struct list_head *queue, poll_table *pt)
{
	poll_wait(f, wait, pt);
	return list_empty(queue) ? 0 : POLLIN | POLLRDNORM;
}

/* The instance behind a descriptor the listener's calls take: EBADF, or
 * EINVAL for a file that is not one of fops' */
void *fsnotify_group_of(struct fd f, const struct file_operations *fops)
{
	if (!f.file)
		return ERR_PTR(-EBADF);
	if (f.file->f_op != fops)
		return ERR_PTR(-EINVAL);
	return f.file->private_data;
}
