/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ipv6.h - IPv6's fixed header (RFC 8200 3), Linux's
 * struct ipv6hdr.
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

static inline struct ipv6hdr *ipv6_hdr(const struct sk_buff *skb)
{
	return (struct ipv6hdr *)skb_network_header(skb);
}

#endif /* _LINUX_IPV6_H */
