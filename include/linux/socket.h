/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/socket.h - the generic socket address (socket(2)), what
 * ioctls and routes carry an address of any family in.
 */
#ifndef _LINUX_SOCKET_H
#define _LINUX_SOCKET_H

#include "linux/net.h"

typedef unsigned short sa_family_t;

struct sockaddr {
	sa_family_t sa_family;
	char sa_data[14];
};

struct iovec;

/* sendmsg(2)'s and recvmsg(2)'s header as i386 user space lays it out */
struct user_msghdr {
	void __user *msg_name;
	int msg_namelen;
	struct iovec __user *msg_iov;
	u32 msg_iovlen;
	void __user *msg_control;
	u32 msg_controllen;
	unsigned int msg_flags;
};

/* sendmmsg(2)'s element: a header and what was sent of it */
struct mmsghdr {
	struct user_msghdr msg_hdr;
	unsigned int msg_len;
};

#endif /* _LINUX_SOCKET_H */
