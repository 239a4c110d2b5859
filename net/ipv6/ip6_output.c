// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/ip6_output.c - IPv6 out (RFC 8200): the fixed header in
 * front of a transport's packet, then the route's device.  No extension
 * headers and no fragments: a packet longer than the MTU is EMSGSIZE.
 * The only route is lo's (net/ipv6/addrconf.c), so there is no
 * neighbour discovery to wait for.  The netfilter hooks
 * NF_INET_LOCAL_OUT and NF_INET_POST_ROUTING once the header is made.
 */
#include "linux/kernel.h"
#include "linux/if_ether.h"
#include "linux/netfilter.h"
#include "net/ip.h"
#include "net/ipv6.h"

#define IPV6_HOP_LIMIT	64	/* Linux's net.ipv6.conf.*.hop_limit */

/* The transport's packet in skb (data at its header, room in front)
 * from saddr to daddr (stack locked): 0, or an error with skb freed */
int ip6_output_locked(struct sk_buff *skb, const struct in6_addr *saddr,
		      const struct in6_addr *daddr, u8 proto)
{
	struct net_device *dev;
	struct in6_addr src;
	struct ipv6hdr *hdr;
	int err = ip6_route_output(daddr, &dev, &src);

	if (!err && skb->len + sizeof(*hdr) > dev->mtu)
		err = -EMSGSIZE;
	if (!err && skb->len > 0xFFFF)
		err = -EMSGSIZE;	/* no jumbograms (RFC 2675) */
	if (!err && skb_headroom(skb) < sizeof(*hdr) + dev->hard_header_len)
		err = -EINVAL;
	if (err) {
		kfree_skb(skb);
		return err;
	}
	hdr = skb_push(skb, sizeof(*hdr));
	skb_reset_network_header(skb);
	memset(hdr, 0, sizeof(*hdr));
	hdr->priority_version = 6 << 4;
	hdr->payload_len = htons((u16)(skb->len - sizeof(*hdr)));
	hdr->nexthdr = proto;
	hdr->hop_limit = IPV6_HOP_LIMIT;
	hdr->saddr = inet_addr_unset(saddr) ? src : *saddr;
	hdr->daddr = ipv6_addr_any(daddr) ? in6addr_loopback : *daddr;
	skb->dev = dev;
	skb->protocol = htons(ETH_P_IPV6);
	err = nf_hook(NFPROTO_IPV6, NF_INET_LOCAL_OUT, skb, NULL, dev);
	if (err == 1)
		err = nf_hook(NFPROTO_IPV6, NF_INET_POST_ROUTING, skb, NULL, dev);
	if (err != 1)
		return err;
	if (dev_hard_header(skb, dev, ETH_P_IPV6, dev->dev_addr, NULL,
			    skb->len) < 0) {
		kfree_skb(skb);
		return -EINVAL;
	}
	return dev_queue_xmit(skb);
}
