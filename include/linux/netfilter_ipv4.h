/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/netfilter_ipv4.h - the priorities Linux 6.1's own IPv4
 * tables take at each hook, so that a module's nf_hook_ops can place
 * itself before or after them (NF_IP_PRI_FIRST runs first).  The
 * NF_IP_ hook numbers are user space's only in Linux: modules write
 * NF_INET_ (linux/netfilter.h).
 */
#ifndef _LINUX_NETFILTER_IPV4_H
#define _LINUX_NETFILTER_IPV4_H

#include "linux/limits.h"
#include "linux/netfilter.h"
#include "linux/ip.h"

enum nf_ip_hook_priorities {
	NF_IP_PRI_FIRST = INT_MIN,
	NF_IP_PRI_RAW_BEFORE_DEFRAG = -450,
	NF_IP_PRI_CONNTRACK_DEFRAG = -400,
	NF_IP_PRI_RAW = -300,
	NF_IP_PRI_SELINUX_FIRST = -225,
	NF_IP_PRI_CONNTRACK = -200,
	NF_IP_PRI_MANGLE = -150,
	NF_IP_PRI_NAT_DST = -100,
	NF_IP_PRI_FILTER = 0,
	NF_IP_PRI_SECURITY = 50,
	NF_IP_PRI_NAT_SRC = 100,
	NF_IP_PRI_SELINUX_LAST = 225,
	NF_IP_PRI_CONNTRACK_HELPER = 300,
	NF_IP_PRI_CONNTRACK_CONFIRM = INT_MAX,
	NF_IP_PRI_LAST = INT_MAX,
};

#endif /* _LINUX_NETFILTER_IPV4_H */
