/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/inet.h - IPv4 addresses from text (net/core/utils.c):
 * in_aton() and in4_pton(), in network byte order.
 */
#ifndef _LINUX_INET_H
#define _LINUX_INET_H

#include "linux/types.h"

/* "255.255.255.255" and its NUL */
#define INET_ADDRSTRLEN		16

__be32 in_aton(const char *str);
int in4_pton(const char *src, int srclen, u8 *dst, int delim,
	     const char **end);

#endif
