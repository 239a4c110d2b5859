/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fsnotify_backend.h - what fs/notify/fsnotify.c keeps on
 * an inode for its listeners, inotify (fs/notify/inotify/) and fanotify
 * (fs/notify/fanotify/): marks, each the events one watch wants of that
 * inode (inotify(7), fanotify(7)).  The event bits are inotify(7)'s,
 * the values of Linux's uapi inotify.h, as Linux's FS_* bits are the
 * same numbers (and fanotify's FAN_* where both have the event).
 */
#ifndef _LINUX_FSNOTIFY_BACKEND_H
#define _LINUX_FSNOTIFY_BACKEND_H

#include "linux/spinlock.h"
#include "linux/types.h"

/* the events (inotify(7) "inotify events") */
#define IN_ACCESS		0x00000001
#define IN_MODIFY		0x00000002
#define IN_ATTRIB		0x00000004
#define IN_CLOSE_WRITE		0x00000008
#define IN_CLOSE_NOWRITE	0x00000010
#define IN_OPEN			0x00000020
#define IN_MOVED_FROM		0x00000040
#define IN_MOVED_TO		0x00000080
#define IN_CREATE		0x00000100
#define IN_DELETE		0x00000200
#define IN_DELETE_SELF		0x00000400
#define IN_MOVE_SELF		0x00000800
#define IN_ALL_EVENTS		0x00000fff
/* what only the kernel sets in an event */
#define IN_UNMOUNT		0x00002000
#define IN_Q_OVERFLOW		0x00004000
#define IN_IGNORED		0x00008000
#define IN_ISDIR		0x40000000
/* inotify_add_watch(2)'s flags */
#define IN_ONLYDIR		0x01000000
#define IN_DONT_FOLLOW		0x02000000
#define IN_EXCL_UNLINK		0x04000000
#define IN_MASK_CREATE		0x10000000
#define IN_MASK_ADD		0x20000000
#define IN_ONESHOT		0x80000000

struct dentry;
struct inode;
struct qstr;
struct fsnotify_mark;

/* One event, as the VFS hook saw it, offered to each mark of an inode */
struct fsnotify_event_info {
	u32 mask;		/* IN_* bits, IN_ISDIR for a directory */
	u32 cookie;		/* pairs a rename's two halves */
	const struct qstr *name;	/* the file's, to its directory's marks */
	struct dentry *dentry;	/* the file it happened to, if the hook has it */
	bool child;		/* told to the marks of the file's directory */
	bool unlinked;		/* on an open file that has lost its name */
};

/* What a listener does with the events of its marks (Linux's
 * fsnotify_ops), called under fsnotify_lock */
struct fsnotify_ops {
	/* decides from the mark's mask whether it wants the event */
	void (*handle_event)(struct fsnotify_mark *mark,
			     const struct fsnotify_event_info *ev);
	/* the inode is going: the mark must leave it */
	void (*mark_gone)(struct fsnotify_mark *mark);
};

/*
 * One watch's interest in one inode, on the inode's list
 * (i_fsnotify_marks) while the watch lasts; mask: the events wanted and
 * the listener's flags.  Marks hold no reference on the inode: the
 * inode's end (iput()) ends its marks (fsnotify_inoderemove()).
 */
struct fsnotify_mark {
	u32 mask;
	struct inode *inode;
	const struct fsnotify_ops *ops;	/* its listener's */
	void *group;			/* the instance it is of */
	struct fsnotify_mark *next;	/* the inode's next mark */
};

/* Guards every inode's mark list and inotify's watches and queues */
extern spinlock_t fsnotify_lock;

void fsnotify_add_mark(struct fsnotify_mark *mark, struct inode *inode);
void fsnotify_del_mark(struct fsnotify_mark *mark);
struct fsnotify_mark *fsnotify_find_mark(struct inode *inode, void *group);

#endif /* _LINUX_FSNOTIFY_BACKEND_H */
