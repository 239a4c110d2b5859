/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/if_arp.h - ARP (RFC 826): the hardware types a
 * net_device says it is (dev->type, SIOCGIFHWADDR's sa_family), and the
 * packet's fixed header.
 */
#ifndef _LINUX_IF_ARP_H
#define _LINUX_IF_ARP_H

#include "linux/types.h"
#include "linux/netdevice.h"

#define ARPHRD_NETROM	0
#define ARPHRD_ETHER	1
#define ARPHRD_LOOPBACK	772
#define ARPHRD_NONE	0xFFFE

#define ARPOP_REQUEST	1
#define ARPOP_REPLY	2

struct arphdr {
	__be16 ar_hrd;		/* ARPHRD_ */
	__be16 ar_pro;		/* ETH_P_IP */
	unsigned char ar_hln;	/* hardware address length */
	unsigned char ar_pln;	/* protocol address length */
	__be16 ar_op;		/* ARPOP_ */
	/* then sender's hardware and IP address, target's hardware and
	 * IP address */
};

#endif /* _LINUX_IF_ARP_H */
