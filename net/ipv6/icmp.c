// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/icmp.c - ICMPv6 (RFC 4443): an echo request is answered
 * with an echo reply carrying the same identifier, sequence and data
 * (4.2); anything else is left to the raw sockets that had a copy.
 */
#include "linux/kernel.h"
#include "asm/checksum.h"
#include "net/ip.h"
#include "net/ipv6.h"

#define ICMPV6_ECHO_REQUEST	128
#define ICMPV6_ECHO_REPLY	129

struct icmp6hdr {
	u8 icmp6_type, icmp6_code;
	__sum16 icmp6_cksum;
	__be32 icmp6_data;	/* an echo's identifier and sequence */
};

/* A received ICMPv6 message, data at its header (stack locked) */
void icmpv6_rcv(struct sk_buff *skb)
{
	const struct ipv6hdr *hdr = ipv6_hdr(skb);
	struct in6_addr saddr = hdr->daddr, daddr = hdr->saddr;
	struct icmp6hdr *ih = (struct icmp6hdr *)skb->data;
	struct sk_buff *reply;

	if (skb->len < sizeof(*ih) ||
	    csum_ipv6_magic(&hdr->saddr, &hdr->daddr, skb->len,
			    IPPROTO_ICMPV6, csum_partial(ih, (int)skb->len, 0)))
		goto drop;
	if (ih->icmp6_type != ICMPV6_ECHO_REQUEST)
		goto drop;
	reply = skb_copy(skb, GFP_ATOMIC);
	if (!reply)
		goto drop;
	ih = (struct icmp6hdr *)reply->data;
	ih->icmp6_type = ICMPV6_ECHO_REPLY;
	ih->icmp6_cksum = 0;
	ih->icmp6_cksum = csum_ipv6_magic(&saddr, &daddr, reply->len,
					  IPPROTO_ICMPV6,
					  csum_partial(ih, (int)reply->len, 0));
	ip6_output_locked(reply, &saddr, &daddr, IPPROTO_ICMPV6);
drop:
	kfree_skb(skb);
}
