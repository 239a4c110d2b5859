/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fsnotify_backend.h - what fs/notify/fsnotify.c keeps on
 * an inode for its one listener, inotify (fs/notify/inotify/): marks,
 * each the events one watch wants of that inode (inotify(7)).  The
 * event bits are inotify(7)'s, the values of Linux's uapi inotify.h,
 * as Linux's FS_* bits are the same numbers.
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

struct inode;
struct qstr;

/*
 * One watch's interest in one inode, on the inode's list
 * (i_fsnotify_marks) while the watch lasts; mask: IN_* events and
 * IN_ONESHOT, IN_EXCL_UNLINK.  Marks hold no reference on the inode:
 * the inode's end (iput()) ends its marks (fsnotify_inoderemove()).
 */
struct fsnotify_mark {
	u32 mask;
	struct inode *inode;
	struct fsnotify_mark *next;	/* the inode's next mark */
};

/* Guards every inode's mark list and inotify's watches and queues */
extern spinlock_t fsnotify_lock;

void fsnotify_add_mark(struct fsnotify_mark *mark, struct inode *inode);
void fsnotify_del_mark(struct fsnotify_mark *mark);

/* inotify (fs/notify/inotify/inotify_user.c), under fsnotify_lock: an
 * event for mark's watch; the end of the mark with its inode */
void inotify_handle_event(struct fsnotify_mark *mark, u32 mask, u32 cookie,
			  const struct qstr *name);
void inotify_mark_gone(struct fsnotify_mark *mark);

#endif /* _LINUX_FSNOTIFY_BACKEND_H */
