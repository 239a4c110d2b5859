/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/udp.h - UDP's header (RFC 768) and its socket option.
 */
#ifndef _LINUX_UDP_H
#define _LINUX_UDP_H

#include "linux/types.h"
#include "linux/skbuff.h"

struct udphdr {
	__be16 source;
	__be16 dest;
	__be16 len;
	__u16 check;
};

/* setsockopt(2) at SOL_UDP (udp(7)), Linux's numbers */
#define SOL_UDP		17	/* IPPROTO_UDP */
#define UDP_CORK	1

static inline struct udphdr *udp_hdr(const struct sk_buff *skb)
{
	return (struct udphdr *)skb_transport_header(skb);
}

#endif /* _LINUX_UDP_H */
