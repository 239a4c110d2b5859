/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/sock.h - struct sock, the part of a socket its protocol
 * keeps.  Only netlink has one here (net/netlink/af_netlink.c's struct
 * netlink_sock starts with it): a module holds the struct sock * that
 * netlink_kernel_create() gives and hands it back to nlmsg_unicast().
 * Linux's header pulls in the networking headers a module then uses,
 * the skb and netlink helpers and IS_ERR() among them; this one does too.
 */
#ifndef _NET_SOCK_H
#define _NET_SOCK_H

#include "linux/types.h"
#include "linux/err.h"
#include "linux/net.h"
#include "linux/skbuff.h"
#include "net/net_namespace.h"
#include "net/netlink.h"

struct socket;

struct sock {
	u16 sk_protocol;		/* NETLINK_ROUTE, or a module's unit */
	struct socket *sk_socket;	/* NULL for a kernel socket */
};

#endif /* _NET_SOCK_H */
