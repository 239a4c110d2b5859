/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/in6.h - IPv6's address and socket address (ipv6(7)),
 * Linux's names and layout: net/ipv6/ (docs/net.md), and drivers that
 * include it for the types (LDD3's snull does).
 */
#ifndef _LINUX_IN6_H
#define _LINUX_IN6_H

#include "linux/types.h"

/* 128 bits in network order, seen as bytes, halfwords or words */
struct in6_addr {
	union {
		__u8 u6_addr8[16];
		__be16 u6_addr16[8];
		__be32 u6_addr32[4];
	} in6_u;
#define s6_addr		in6_u.u6_addr8
#define s6_addr16	in6_u.u6_addr16
#define s6_addr32	in6_u.u6_addr32
};

struct sockaddr_in6 {
	unsigned short sin6_family;	/* AF_INET6 */
	__be16 sin6_port;
	__be32 sin6_flowinfo;
	struct in6_addr sin6_addr;
	__u32 sin6_scope_id;		/* the interface of a link-local address */
};

/* RFC 2133's sockaddr_in6 had no sin6_scope_id: the shortest taken */
#define SIN6_LEN_RFC2133	24

#define IN6ADDR_ANY_INIT	{ { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 } } }
#define IN6ADDR_LOOPBACK_INIT	{ { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 } } }

/* IPv6's next-header values beside in.h's IPPROTO_* (RFC 8200) */
#define IPPROTO_HOPOPTS		0
#define IPPROTO_ROUTING		43
#define IPPROTO_FRAGMENT	44
#define IPPROTO_ICMPV6		58
#define IPPROTO_NONE		59
#define IPPROTO_DSTOPTS		60

/* setsockopt(2) at SOL_IPV6 (ipv6(7)), Linux's numbers */
#define SOL_IPV6		41
#define IPV6_ADDRFORM		1
#define IPV6_MTU		24
#define IPV6_V6ONLY		26
#define IPV6_RTHDR		57
#define IPV6_CHECKSUM		7	/* at SOL_RAW on a raw socket */
#define SOL_ICMPV6		58
#define ICMPV6_FILTER		1	/* struct icmp6_filter (RFC 3542 3.2) */

#endif /* _LINUX_IN6_H */
