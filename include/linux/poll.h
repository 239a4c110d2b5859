/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/poll.h - what poll(2) and select(2) ask of a file: its
 * ->poll() returns the events it is ready for now (POLLIN...) and, when
 * given a poll_table, puts the polling task on the wait queues whose
 * wake_up() would change the answer (poll_wait()).  fs/select.c then
 * sleeps once for all of them.
 */
#ifndef _LINUX_POLL_H
#define _LINUX_POLL_H

#include "linux/wait.h"
#include "asm/signal.h"
#include "linux/eventpoll.h"	/* EPOLLIN..., as Linux's brings them */

/* poll(2) events, Linux's values */
#define POLLIN		0x0001
#define POLLPRI		0x0002
#define POLLOUT		0x0004
#define POLLERR		0x0008
#define POLLHUP		0x0010
#define POLLNVAL	0x0020
#define POLLRDNORM	0x0040
#define POLLRDBAND	0x0080
#define POLLWRNORM	0x0100
#define POLLWRBAND	0x0200
#define POLLMSG		0x0400
#define POLLRDHUP	0x2000

/* a file without ->poll (ramfs, /dev/null) is always ready (poll(2)) */
#define DEFAULT_POLLMASK (POLLIN | POLLOUT | POLLRDNORM | POLLWRNORM)

struct file;

/* A wait queue the poller is on, and the file it belongs to, held
 * until the poll ends (a close(2) meanwhile frees neither) */
struct poll_table_entry {
	struct wait_queue_entry wait;
	wait_queue_head_t *head;
	struct file *filp;
};

/* Room for one wait queue per polled descriptor; or, with qproc set,
 * each queue handed to qproc instead (epoll's items, fs/eventpoll.c) */
typedef struct poll_table_struct {
	struct poll_table_entry *entries;
	unsigned int used, size;
	void (*qproc)(struct file *f, wait_queue_head_t *q,
		      struct poll_table_struct *pt);
} poll_table;

void __poll_wait(struct file *f, wait_queue_head_t *q, poll_table *pt);

static inline void poll_wait(struct file *f, wait_queue_head_t *q,
			     poll_table *pt)
{
	if (pt)
		__poll_wait(f, q, pt);
}

/* fs/select.c, for the other waits with a timeout and a signal mask
 * (epoll_wait(2), fs/eventpoll.c) */
long ms_to_ticks(int ms);
/* pselect6's sixth argument: the mask and its size, together */
struct sigset_argpack {
	const sigset_t __user *p;
	size_t size;
};
long end_temp_mask(long ret);

#endif /* _LINUX_POLL_H */
