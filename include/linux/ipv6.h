/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ipv6.h - IPv6's fixed header (RFC 8200 3), Linux's
 * struct ipv6hdr, and the start of its routing header (struct
 * ipv6_rt_hdr, RFC 8200 4.4).
 */
#ifndef _LINUX_IPV6_H
#define _LINUX_IPV6_H

#include "linux/in6.h"
#include "linux/skbuff.h"

struct ipv6hdr {
	__u8 priority_version;	/* version in the high nibble */
	__u8 flow_lbl[3];
	__be16 payload_len;
	__u8 nexthdr;
	__u8 hop_limit;
	struct in6_addr saddr;
	struct in6_addr daddr;
};

/* RFC 8200 4.4: the routing header's start, and the types IPV6_RTHDR
 * takes (Linux 6.1: Mobile IPv6's type 2, RFC 6275 6.4; Segment
 * Routing's type 4, RFC 8754) */
struct ipv6_rt_hdr {
	__u8 nexthdr;
	__u8 hdrlen;		/* 8-byte units after the first 8 */
	__u8 type;
	__u8 segments_left;
};

#define IPV6_SRCRT_TYPE_2	2
#define IPV6_SRCRT_TYPE_4	4
#define IPV6_MIN_MTU		1280	/* RFC 8200 5 */

static inline struct ipv6hdr *ipv6_hdr(const struct sk_buff *skb)
{
	return (struct ipv6hdr *)skb_network_header(skb);
}

#endif /* _LINUX_IPV6_H */
