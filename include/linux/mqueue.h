/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mqueue.h - POSIX message queues (mq_overview(7),
 * ipc/mqueue.c): the attributes mq_getattr(3) shows, and the limits
 * /proc/sys/fs/mqueue sets (ipc/mq_sysctl.c).
 */
#ifndef _LINUX_MQUEUE_H
#define _LINUX_MQUEUE_H

#include "linux/types.h"

/* struct mq_attr, i386, as Linux's uapi header has it */
struct mq_attr {
	long mq_flags;		/* O_NONBLOCK or 0 */
	long mq_maxmsg;		/* messages it holds */
	long mq_msgsize;	/* bytes a message may have */
	long mq_curmsgs;	/* messages in it now */
	long __reserved[4];
};

#define MQ_PRIO_MAX	32768	/* priorities are 0 .. MQ_PRIO_MAX - 1 */

/* the bounds of the limits, Linux's (ipc/mq_sysctl.c) */
#define MIN_MSGMAX		1
#define HARD_MSGMAX		65536
#define MIN_MSGSIZEMAX		128
#define HARD_MSGSIZEMAX		(16 * 1024 * 1024)

/* /proc/sys/fs/mqueue's five numbers, Linux's defaults at boot */
struct mq_limits {
	int queues_max;		/* queues without CAP_SYS_RESOURCE */
	int msg_max;		/* mq_maxmsg without it */
	int msgsize_max;	/* mq_msgsize without it */
	int msg_default;	/* mq_maxmsg when mq_open(3) gives no attr */
	int msgsize_default;	/* mq_msgsize then */
};
extern struct mq_limits mq_limits;

void mq_sysctl_init(void);

#endif /* _LINUX_MQUEUE_H */
