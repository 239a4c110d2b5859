/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/icmp.h - ICMP's header and types (RFC 792), Linux's
 * names.
 */
#ifndef _LINUX_ICMP_H
#define _LINUX_ICMP_H

#include "linux/types.h"
#include "linux/skbuff.h"

#define ICMP_ECHOREPLY		0
#define ICMP_DEST_UNREACH	3
#define ICMP_ECHO		8
#define ICMP_TIME_EXCEEDED	11
#define NR_ICMP_TYPES		18

/* ICMP_DEST_UNREACH's codes */
#define ICMP_NET_UNREACH	0
#define ICMP_HOST_UNREACH	1
#define ICMP_PROT_UNREACH	2
#define ICMP_PORT_UNREACH	3

struct icmphdr {
	__u8 type;
	__u8 code;
	__u16 checksum;
	union {
		struct {
			__be16 id;
			__be16 sequence;
		} echo;
		__be32 gateway;
	} un;
};

static inline struct icmphdr *icmp_hdr(const struct sk_buff *skb)
{
	return (struct icmphdr *)skb_transport_header(skb);
}

#endif /* _LINUX_ICMP_H */
