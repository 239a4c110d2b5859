/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/route.h - the route SIOCADDRT and SIOCDELRT carry
 * (route(8)), i386's layout, and its RTF_ flags.
 */
#ifndef _LINUX_ROUTE_H
#define _LINUX_ROUTE_H

#include "linux/socket.h"

struct rtentry {
	unsigned long rt_pad1;
	struct sockaddr rt_dst;
	struct sockaddr rt_gateway;
	struct sockaddr rt_genmask;
	unsigned short rt_flags;
	short rt_pad2;
	unsigned long rt_pad3;
	void *rt_pad4;
	short rt_metric;
	char __user *rt_dev;
	unsigned long rt_mtu;
	unsigned long rt_window;
	unsigned short rt_irtt;
};

#define RTF_UP		0x0001
#define RTF_GATEWAY	0x0002
#define RTF_HOST	0x0004
#define RTF_REJECT	0x0200

#endif /* _LINUX_ROUTE_H */
