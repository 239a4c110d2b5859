// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/ip6_input.c - IPv6 in (RFC 8200): a packet whose fixed
 * header is sound, for one of this host's addresses, goes to the raw
 * sockets of its next header and to UDP, TCP or ICMPv6.  An extension
 * header is not followed: such a packet is dropped, as is ::1 arriving
 * anywhere but on lo (RFC 4291 2.5.3).  The netfilter hooks where
 * IPv4's are (net/ipv4/ip.c): NF_INET_PRE_ROUTING after the header's
 * checks, NF_INET_LOCAL_IN before delivery.
 */
#include "linux/kernel.h"
#include "linux/netfilter.h"
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
	skb_trim(skb, len + sizeof(*hdr));
	skb_reset_network_header(skb);
	skb_set_transport_header(skb, sizeof(*hdr));
	if (nf_hook(NFPROTO_IPV6, NF_INET_PRE_ROUTING, skb, skb->dev,
		    NULL) != 1)
		return;
	if (!ipv6_chk_addr(&hdr->daddr) || !(skb->dev->flags & IFF_LOOPBACK))
		goto drop;
	if (nf_hook(NFPROTO_IPV6, NF_INET_LOCAL_IN, skb, skb->dev, NULL) != 1)
		return;
	skb_pull(skb, sizeof(*hdr));
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
