/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/eventpoll.h - epoll(7): a file that watches other files
 * (fs/eventpoll.c).  Its event bits are poll(2)'s (linux/poll.h) plus
 * the ones that say how to report them, Linux's values (its uapi
 * header of the same name).
 */
#ifndef _LINUX_EVENTPOLL_H
#define _LINUX_EVENTPOLL_H

#include "linux/types.h"

#define EPOLL_CTL_ADD	1
#define EPOLL_CTL_DEL	2
#define EPOLL_CTL_MOD	3

/* poll(2)'s events by the names a 4.16-on ->poll() returns them: the
 * same bits (linux/poll.h), typed __poll_t */
#define EPOLLIN		((__poll_t)0x00000001)
#define EPOLLPRI	((__poll_t)0x00000002)
#define EPOLLOUT	((__poll_t)0x00000004)
#define EPOLLERR	((__poll_t)0x00000008)
#define EPOLLHUP	((__poll_t)0x00000010)
#define EPOLLNVAL	((__poll_t)0x00000020)
#define EPOLLRDNORM	((__poll_t)0x00000040)
#define EPOLLRDBAND	((__poll_t)0x00000080)
#define EPOLLWRNORM	((__poll_t)0x00000100)
#define EPOLLWRBAND	((__poll_t)0x00000200)
#define EPOLLMSG	((__poll_t)0x00000400)
#define EPOLLRDHUP	((__poll_t)0x00002000)

#define EPOLLEXCLUSIVE	(1U << 28)	/* wake one waiter of the target */
#define EPOLLWAKEUP	(1U << 29)	/* hold off suspend: no suspend here */
#define EPOLLONESHOT	(1U << 30)	/* report once, then disarm */
#define EPOLLET		(1U << 31)	/* report changes, not levels */

/*
 * What epoll_wait(2) hands back.  i386 aligns a u64 in a struct at 4
 * bytes, so this is 12 bytes, the same as the user's (x86-64 needs
 * Linux's packed attribute to get there).
 */
struct epoll_event {
	u32 events;
	u64 data;
};

struct file;

/* an epoll file's operations: /proc/PID/fd tells its kind by them */
extern const struct file_operations eventpoll_fops;

/* A file's last close: out of every epoll set watching it */
void eventpoll_release(struct file *f);

#endif /* _LINUX_EVENTPOLL_H */
