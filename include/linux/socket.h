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

#endif /* _LINUX_SOCKET_H */
