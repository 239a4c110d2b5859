/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/net_namespace.h - the network namespace.  oops386 has one,
 * init_net (net/core/net_namespace.c): it exists so that a module can
 * name it where Linux 6.1's API asks for one, as in
 * netlink_kernel_create(&init_net, unit, &cfg).
 */
#ifndef _NET_NET_NAMESPACE_H
#define _NET_NET_NAMESPACE_H

struct proc_dir_entry;

/* Linux's holds the namespace's devices, routes and sockets; with one
 * namespace, those are the kernel's own lists, and this is only a name
 * and /proc/net, where modules add files (init_net.proc_net as the
 * parent of proc_create(), as tutorials write it) */
struct net {
	struct proc_dir_entry *proc_net;
};

extern struct net init_net;

#endif /* _NET_NET_NAMESPACE_H */
