// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/ip.c - IPv4 in and out (RFC 791, RFC 1122 3.2.1).
 *
 * In: a packet whose header is sound, addressed to this host (any of
 * its addresses, a broadcast of the interface it came in on), goes to
 * the raw sockets of its protocol and to the protocol; anything else is
 * dropped: there is no forwarding (Linux's default ip_forward = 0) and
 * no reassembly, so a fragment is dropped too.
 *
 * Out: the header in front of the transport's packet, the route's
 * device, then its link header (net/ipv4/arp.c).  A packet longer than
 * the device's MTU is EMSGSIZE, since nothing here fragments.
 *
 * The netfilter hooks (net/netfilter/core.c) are where Linux has them:
 * NF_INET_PRE_ROUTING once the header is found sound, before the
 * packet is taken as this host's; NF_INET_LOCAL_IN before it goes to
 * the sockets; NF_INET_LOCAL_OUT and NF_INET_POST_ROUTING once the
 * header is made, before the link header.  Without forwarding,
 * NF_INET_FORWARD is never passed.
 */
#include "linux/kernel.h"
#include "linux/icmp.h"
#include "linux/netfilter.h"
#include "asm/checksum.h"
#include "net/ip.h"
#include "net/tcp.h"

static u16 ip_ident;	/* the identification field (RFC 6864), stack locked */

static bool for_this_host(const struct sk_buff *skb, __be32 daddr)
{
	const struct in_device *in = __in_dev_get(skb->dev);

	if (ip_dev_find(daddr) || daddr == htonl(INADDR_BROADCAST))
		return true;
	if ((skb->dev->flags & IFF_LOOPBACK) && ipv4_is_loopback(daddr))
		return true;
	return in && in->broadcast && daddr == in->broadcast;
}

/* A received packet, network header at skb->data (stack locked) */
void ip_rcv(struct sk_buff *skb)
{
	const struct iphdr *iph = (const struct iphdr *)skb->data;
	unsigned int hlen, tot;

	if (skb->len < sizeof(*iph) || skb->pkt_type == PACKET_OTHERHOST)
		goto drop;
	hlen = iph->ihl * 4U;
	tot = ntohs(iph->tot_len);
	if (iph->version != 4 || hlen < sizeof(*iph) || tot < hlen ||
	    tot > skb->len || ip_fast_csum(iph, iph->ihl))
		goto drop;
	skb_trim(skb, tot);
	skb_reset_network_header(skb);
	skb_set_transport_header(skb, (int)hlen);
	if (nf_hook(NFPROTO_IPV4, NF_INET_PRE_ROUTING, skb, skb->dev,
		    NULL) != 1)
		return;
	if ((iph->frag_off & htons(IP_MF | IP_OFFSET)) ||
	    !for_this_host(skb, iph->daddr))
		goto drop;
	if (nf_hook(NFPROTO_IPV4, NF_INET_LOCAL_IN, skb, skb->dev, NULL) != 1)
		return;
	skb_pull(skb, hlen);
	if (raw_rcv(skb, iph->protocol) && iph->protocol != IPPROTO_ICMP &&
	    iph->protocol != IPPROTO_UDP && iph->protocol != IPPROTO_TCP) {
		kfree_skb(skb);		/* a raw socket was its taker */
		return;
	}
	switch (iph->protocol) {
	case IPPROTO_ICMP:
		icmp_rcv(skb);
		return;
	case IPPROTO_UDP:
		udp_rcv(skb);
		return;
	case IPPROTO_TCP:
		tcp_v4_rcv(skb);
		return;
	default:
		icmp_send_unreach(skb, ICMP_PROT_UNREACH);
	}
drop:
	kfree_skb(skb);
}

/*
 * The transport's packet in skb (data at its header, room in front)
 * to daddr (stack locked): 0, or an error with the skb freed.  saddr 0
 * takes the route's source.
 */
int ip_output_locked(struct sk_buff *skb, __be32 saddr, __be32 daddr,
		     u8 protocol)
{
	struct rtable rt;
	struct iphdr *iph;
	int err = ip_route_output(daddr, &rt);

	if (!err && skb->len + sizeof(*iph) > rt.dev->mtu)
		err = -EMSGSIZE;
	if (!err && skb_headroom(skb) < sizeof(*iph) + rt.dev->hard_header_len)
		err = -EINVAL;
	if (err) {
		kfree_skb(skb);
		return err;
	}
	skb_reset_transport_header(skb);
	iph = skb_push(skb, sizeof(*iph));
	skb_reset_network_header(skb);
	iph->version = 4;
	iph->ihl = 5;
	iph->tos = 0;
	iph->tot_len = htons((u16)skb->len);
	iph->id = htons(ip_ident);
	ip_ident++;
	iph->frag_off = htons(IP_DF);	/* Linux's path MTU discovery */
	iph->ttl = IPDEFTTL;
	iph->protocol = protocol;
	iph->saddr = saddr ? saddr : rt.src;
	iph->daddr = daddr ? daddr : htonl(INADDR_LOOPBACK);
	iph->check = 0;
	iph->check = ip_fast_csum(iph, iph->ihl);
	skb->dev = rt.dev;
	skb->protocol = htons(ETH_P_IP);
	err = nf_hook(NFPROTO_IPV4, NF_INET_LOCAL_OUT, skb, NULL, rt.dev);
	if (err == 1)
		err = nf_hook(NFPROTO_IPV4, NF_INET_POST_ROUTING, skb, NULL,
			      rt.dev);
	if (err != 1)
		return err;
	return arp_resolve(skb, rt.dev, rt.gateway);
}
