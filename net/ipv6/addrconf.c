// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/addrconf.c - IPv6's addresses: ::1 on lo while lo is up,
 * as Linux gives it at NETDEV_UP, and nothing else - no link-local
 * addresses on other interfaces, no autoconfiguration - so IPv6 reaches
 * this host alone.  /proc/net/if_inet6 lists it in Linux's columns.
 */
#include "linux/kernel.h"
#include "linux/seq_file.h"
#include "net/ip.h"
#include "net/ipv6.h"

#define IFA_HOST		0x10	/* the scope of ::1 (RFC 4291) */
#define IFA_F_PERMANENT		0x80

const struct in6_addr in6addr_any = IN6ADDR_ANY_INIT;
const struct in6_addr in6addr_loopback = IN6ADDR_LOOPBACK_INIT;

static bool lo_up(void)
{
	return loopback_dev && netif_running(loopback_dev);
}

/* Whether addr is one of this host's (stack locked) */
bool ipv6_chk_addr(const struct in6_addr *addr)
{
	return ipv6_addr_loopback(addr) && lo_up();
}

/*
 * The device and source address for daddr (stack locked): lo for ::1,
 * and :: is ::1 as for Linux's sockets (a BSD habit ipv6(7) keeps);
 * ENETUNREACH for anything else, there being no other route.
 */
int ip6_route_output(const struct in6_addr *daddr, struct net_device **dev,
		     struct in6_addr *src)
{
	if (!ipv6_addr_any(daddr) && !ipv6_chk_addr(daddr))
		return -ENETUNREACH;
	if (!lo_up())
		return -ENETUNREACH;
	*dev = loopback_dev;
	*src = in6addr_loopback;
	return 0;
}

/* /proc/net/if_inet6: address, ifindex, prefix length, scope, flags
 * (hex) and the interface's name */
int if6_seq_show(struct seq_file *m, void *v)
{
	const struct in6_addr *a = &in6addr_loopback;
	int i;

	(void)v;
	net_stack_lock();
	if (lo_up()) {
		for (i = 0; i < 16; i++)
			seq_printf(m, "%02x", a->s6_addr[i]);
		seq_printf(m, " %02x %02x %02x %02x %8s\n",
			   loopback_dev->ifindex, 128, IFA_HOST,
			   IFA_F_PERMANENT, loopback_dev->name);
	}
	net_stack_unlock();
	return 0;
}
