/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ip.h - the IPv4 header (RFC 791, section 3.1) and
 * ip_hdr(), the header of a received or built sk_buff.
 */
#ifndef _LINUX_IP_H
#define _LINUX_IP_H

#include "linux/types.h"
#include "linux/skbuff.h"
#include "asm/byteorder.h"

#define IPVERSION	4
#define MAXTTL		255
#define IPDEFTTL	64
#define IP_DF		0x4000	/* don't fragment */
#define IP_MF		0x2000	/* more fragments */
#define IP_OFFSET	0x1FFF

struct iphdr {
#ifdef __LITTLE_ENDIAN_BITFIELD
	__u8 ihl:4, version:4;	/* the first octet's low, then high, half */
#else
	__u8 version:4, ihl:4;
#endif
	__u8 tos;
	__be16 tot_len;
	__be16 id;
	__be16 frag_off;
	__u8 ttl;
	__u8 protocol;
	__u16 check;
	__be32 saddr;
	__be32 daddr;
};

static inline struct iphdr *ip_hdr(const struct sk_buff *skb)
{
	return (struct iphdr *)skb_network_header(skb);
}

#endif /* _LINUX_IP_H */
