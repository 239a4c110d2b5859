/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fanotify.h - fanotify(7)'s numbers, Linux's uapi values
 * (fanotify_init(2), fanotify_mark(2)), and what fs/notify/fsnotify.c
 * calls in fs/notify/fanotify/.  The event bits are the inotify ones
 * where both have an event (FAN_ACCESS is IN_ACCESS ...), FAN_ONDIR is
 * IN_ISDIR: one mask travels from the VFS hooks to either listener.
 */
#ifndef _LINUX_FANOTIFY_H
#define _LINUX_FANOTIFY_H

#include "linux/fsnotify_backend.h"

/* events (fanotify_mark(2) "mask") */
#define FAN_ACCESS		0x00000001
#define FAN_MODIFY		0x00000002
#define FAN_CLOSE_WRITE		0x00000008
#define FAN_CLOSE_NOWRITE	0x00000010
#define FAN_OPEN		0x00000020
#define FAN_Q_OVERFLOW		0x00004000
#define FAN_OPEN_PERM		0x00010000
#define FAN_ACCESS_PERM		0x00020000
#define FAN_EVENT_ON_CHILD	0x08000000
#define FAN_ONDIR		0x40000000
#define FAN_PERM_EVENTS		(FAN_OPEN_PERM | FAN_ACCESS_PERM)
/* what a mark here can ask for: the events of an fd-reporting group */
#define FAN_MARK_EVENTS		(FAN_ACCESS | FAN_MODIFY | FAN_CLOSE_WRITE | \
				 FAN_CLOSE_NOWRITE | FAN_OPEN | FAN_PERM_EVENTS)

/* fanotify_init(2) flags */
#define FAN_CLOEXEC		0x00000001
#define FAN_NONBLOCK		0x00000002
#define FAN_CLASS_NOTIF		0x00000000
#define FAN_CLASS_CONTENT	0x00000004
#define FAN_CLASS_PRE_CONTENT	0x00000008
#define FAN_CLASS_MASK		0x0000000c
#define FAN_UNLIMITED_QUEUE	0x00000010
#define FAN_UNLIMITED_MARKS	0x00000020
#define FAN_REPORT_TID		0x00000100

/* fanotify_mark(2) flags */
#define FAN_MARK_ADD		0x00000001
#define FAN_MARK_REMOVE		0x00000002
#define FAN_MARK_DONT_FOLLOW	0x00000004
#define FAN_MARK_ONLYDIR	0x00000008
#define FAN_MARK_MOUNT		0x00000010
#define FAN_MARK_IGNORED_MASK	0x00000020
#define FAN_MARK_FLUSH		0x00000080
#define FAN_MARK_FILESYSTEM	0x00000100

/* what read(2) gives for each event (fanotify(7)) */
#define FANOTIFY_METADATA_VERSION	3
#define FAN_NOFD		(-1)
struct fanotify_event_metadata {
	u32 event_len;
	u8 vers;
	u8 reserved;
	u16 metadata_len;
	u64 mask __attribute__((aligned(8)));
	s32 fd;
	s32 pid;
};

/* what write(2) gives back for a permission event */
#define FAN_ALLOW		0x01
#define FAN_DENY		0x02
struct fanotify_response {
	s32 fd;
	u32 response;
};

struct dentry;
struct fsnotify_event_info;

/* fs/notify/fanotify/fanotify.c */
extern const struct fsnotify_ops fanotify_fsnotify_ops;
int fanotify_permission(struct dentry *dentry, u32 mask);

#endif /* _LINUX_FANOTIFY_H */
