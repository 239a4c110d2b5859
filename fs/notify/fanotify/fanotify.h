/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fs/notify/fanotify/fanotify.h - what fanotify.c (the events: queued
 * for a group, asked of it and answered) and fanotify_user.c (the
 * group's file and the system calls) share.  Every list and count here
 * is under fsnotify_lock, as inotify's are.
 */
#ifndef _FS_NOTIFY_FANOTIFY_H
#define _FS_NOTIFY_FANOTIFY_H

#include "linux/fanotify.h"
#include "linux/list.h"
#include "linux/wait.h"

struct fanotify_group;

/*
 * One event for a group's reader.  A notification (FAN_OPEN ...) is
 * the queue's alone.  A permission event (FAN_OPEN_PERM,
 * FAN_ACCESS_PERM) is also its asker's, asleep until the group answers
 * it: refs counts the holders (the asker; the group while the event is
 * on its lists; a reader while it turns the event into a descriptor),
 * and the last frees it.
 */
struct fanotify_event {
	struct list_head list;		/* on the group's events or answering */
	u32 mask;			/* FAN_* bits */
	int pid;			/* tgid, or tid with FAN_REPORT_TID */
	struct dentry *dentry;		/* held; NULL for FAN_Q_OVERFLOW */
	/* permission events only */
	struct fanotify_group *group;	/* NULL once answered or let go */
	struct list_head asked;		/* on the asker's list of questions */
	wait_queue_head_t answered;
	u32 response;			/* FAN_ALLOW, FAN_DENY; 0: none yet */
	int fd;				/* the reader's descriptor of it */
	int refs;
};

/* fanotify_init(2)'s instance, the private data of its file */
struct fanotify_group {
	wait_queue_head_t wait;		/* readers and pollers */
	struct list_head events;	/* the queue */
	struct list_head answering;	/* permission events read, unanswered */
	struct list_head marks;		/* its fanotify_marks */
	unsigned int q_len, max_events;	/* notifications queued; the limit */
	unsigned int nr_marks, max_marks;
	unsigned int flags;		/* fanotify_init(2)'s */
	unsigned int f_flags;		/* its event files' open(2) flags */
	struct fanotify_event overflow;	/* queued once while the queue is full */
};

/* A group's interest in one inode; mark.mask: FAN_* events, FAN_ONDIR,
 * FAN_EVENT_ON_CHILD; mark.group: the fanotify_group */
struct fanotify_mark {
	struct fsnotify_mark mark;
	struct list_head list;		/* on the group's marks */
};

/* fanotify.c, under fsnotify_lock but fanotify_free_events() */
void fanotify_destroy_mark(struct fanotify_mark *fm);
void fanotify_answer(struct fanotify_event *ev, u32 response,
		     struct list_head *dead);
void fanotify_put_event(struct fanotify_event *ev, struct list_head *dead);
void fanotify_free_events(struct list_head *dead);

#endif /* _FS_NOTIFY_FANOTIFY_H */
