// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/ip6_input.c - IPv6 in (RFC 8200): a packet whose fixed
 * header is sound, for one of this host's addresses, goes to the raw
 * sockets of its next header and to UDP, TCP or ICMPv6.  An extension
 * header is not followed: such a packet is dropped, as is ::1 arriving
 * anywhere but on lo (RFC 4291 2.5.3).
 */
#include "linux/kernel.h"
#include "net/ip.h"
#include "net/ipv6.h"
#include "net/tcp.h"

/* A received packet, network header at skb->data (stack locked) */
void ipv6_rcv(struct sk_buff *skb)
{
	const struct ipv6hdr *hdr = (const struct ipv6hdr *)skb->data;
	unsigned int len;

	if (skb->len < sizeof(*hdr) || skb->pkt_type == PACKET_OTHERHOST)
		goto drop;
	len = ntohs(hdr->payload_len);
	if (hdr->priority_version >> 4 != 6 || len > skb->len - sizeof(*hdr))
		goto drop;
	if (!ipv6_chk_addr(&hdr->daddr) || !(skb->dev->flags & IFF_LOOPBACK))
		goto drop;
	skb_trim(skb, len + sizeof(*hdr));
	skb_pull(skb, sizeof(*hdr));
	skb_reset_transport_header(skb);
	raw_rcv(skb, hdr->nexthdr);
	switch (hdr->nexthdr) {
	case IPPROTO_UDP:
		udp_rcv(skb);
		return;
	case IPPROTO_TCP:
		tcp_v4_rcv(skb);	/* the one TCP, both families */
		return;
	case IPPROTO_ICMPV6:
		icmpv6_rcv(skb);
		return;
	}
drop:
	kfree_skb(skb);
}
