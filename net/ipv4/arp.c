// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/arp.c - the next hop's hardware address (RFC 826), and the
 * link header a packet leaves with.
 *
 * A device with IFF_NOARP or IFF_LOOPBACK asks nobody: its packets go
 * to its own address (Linux's arp_constructor(), NUD_NOARP), which is
 * what LDD3's snull relies on: its header_ops fills in the peer's.
 * Otherwise a small table keeps the answers; a packet for a next hop
 * not known yet waits there (only the latest one, as Linux's
 * unres_qlen of 1 would) while a request is broadcast, and goes when
 * the reply comes.  Entries last until their device goes down: there
 * are no timers and no retries here.
 */
#include "linux/kernel.h"
#include "linux/etherdevice.h"
#include "linux/if_arp.h"
#include "net/ip.h"

#define ARP_TABLE_SIZE	16

struct neighbour {
	struct net_device *dev;		/* NULL: a free slot */
	__be32 ip;
	bool valid;			/* ha known */
	unsigned char ha[MAX_ADDR_LEN];
	struct sk_buff *pending;	/* waiting for ha */
};

static struct neighbour arp_tbl[ARP_TABLE_SIZE];	/* stack locked */
static unsigned int arp_victim;		/* the next slot to reuse */

static struct neighbour *neigh_lookup(const struct net_device *dev, __be32 ip)
{
	unsigned int i;

	for (i = 0; i < ARP_TABLE_SIZE; i++)
		if (arp_tbl[i].dev == dev && arp_tbl[i].ip == ip)
			return &arp_tbl[i];
	return NULL;
}

static void neigh_clear(struct neighbour *n)
{
	kfree_skb(n->pending);
	memset(n, 0, sizeof(*n));
}

static struct neighbour *neigh_create(struct net_device *dev, __be32 ip)
{
	struct neighbour *n = neigh_lookup(NULL, 0);

	if (!n) {
		n = &arp_tbl[arp_victim++ % ARP_TABLE_SIZE];
		neigh_clear(n);
	}
	n->dev = dev;
	n->ip = ip;
	return n;
}

void arp_dev_down(struct net_device *dev)
{
	unsigned int i;

	for (i = 0; i < ARP_TABLE_SIZE; i++)
		if (arp_tbl[i].dev == dev)
			neigh_clear(&arp_tbl[i]);
}

/* The link header to ha, then the device's queue */
static int neigh_output(struct sk_buff *skb, const unsigned char *ha)
{
	if (dev_hard_header(skb, skb->dev, ntohs(skb->protocol), ha, NULL,
			    skb->len) < 0) {
		kfree_skb(skb);
		return -EINVAL;
	}
	return dev_queue_xmit(skb);
}

/* An ARP packet of op from dev, to tha (broadcast when NULL) */
static void arp_send(int op, struct net_device *dev, __be32 tip,
		     const unsigned char *tha, __be32 sip)
{
	unsigned int alen = dev->addr_len;
	unsigned int len = sizeof(struct arphdr) + 2 * (alen + 4);
	struct sk_buff *skb;
	struct arphdr *arp;
	unsigned char *p;

	skb = alloc_skb(len + dev->hard_header_len + NET_SKB_PAD, GFP_ATOMIC);
	if (!skb)
		return;
	skb_reserve(skb, (int)(dev->hard_header_len + NET_SKB_PAD));
	arp = skb_put(skb, len);
	arp->ar_hrd = htons(dev->type);
	arp->ar_pro = htons(ETH_P_IP);
	arp->ar_hln = (unsigned char)alen;
	arp->ar_pln = 4;
	arp->ar_op = htons((u16)op);
	p = (unsigned char *)(arp + 1);
	memcpy(p, dev->dev_addr, alen);
	memcpy(p + alen, &sip, 4);
	if (tha)
		memcpy(p + alen + 4, tha, alen);
	else
		memset(p + alen + 4, 0, alen);
	memcpy(p + 2 * alen + 4, &tip, 4);
	skb->dev = dev;
	skb->protocol = htons(ETH_P_ARP);
	neigh_output(skb, tha ? tha : dev->broadcast);
}

/* skb out by dev to the next hop (stack locked) */
int arp_resolve(struct sk_buff *skb, struct net_device *dev, __be32 nexthop)
{
	const struct in_device *in = __in_dev_get(dev);
	struct neighbour *n;

	if (dev->flags & (IFF_NOARP | IFF_LOOPBACK))
		return neigh_output(skb, dev->dev_addr);
	if (nexthop == htonl(INADDR_BROADCAST) ||
	    (in && nexthop == in->broadcast))
		return neigh_output(skb, dev->broadcast);
	n = neigh_lookup(dev, nexthop);
	if (n && n->valid)
		return neigh_output(skb, n->ha);
	if (!n)
		n = neigh_create(dev, nexthop);
	kfree_skb(n->pending);
	n->pending = skb;
	arp_send(ARPOP_REQUEST, dev, nexthop, NULL, in ? in->addr : 0);
	return 0;
}

/* What the sender told: its entry, and the packet that waited for it */
static void neigh_update(struct neighbour *n, const unsigned char *ha)
{
	struct sk_buff *skb = n->pending;

	memcpy(n->ha, ha, n->dev->addr_len);
	n->valid = true;
	n->pending = NULL;
	if (skb)
		neigh_output(skb, n->ha);
}

/* A received ARP packet (stack locked) */
void arp_rcv(struct sk_buff *skb)
{
	struct net_device *dev = skb->dev;
	const struct arphdr *arp = (const struct arphdr *)skb->data;
	const struct in_device *in = __in_dev_get(dev);
	unsigned int alen = dev->addr_len;
	const unsigned char *sha, *p;
	struct neighbour *n;
	__be32 sip, tip;

	if ((dev->flags & (IFF_NOARP | IFF_LOOPBACK)) || !in ||
	    skb->len < sizeof(*arp) + 2 * (alen + 4) ||
	    arp->ar_hln != alen || arp->ar_pln != 4 ||
	    arp->ar_pro != htons(ETH_P_IP) || arp->ar_hrd != htons(dev->type))
		goto out;
	sha = (const unsigned char *)(arp + 1);
	p = sha + alen;
	memcpy(&sip, p, 4);
	memcpy(&tip, p + 4 + alen, 4);
	if (!sip || ipv4_is_multicast(sip) || is_multicast_ether_addr(sha))
		goto out;
	n = neigh_lookup(dev, sip);
	if (!n && tip == in->addr)
		n = neigh_create(dev, sip);
	if (n)
		neigh_update(n, sha);
	if (arp->ar_op == htons(ARPOP_REQUEST) && tip == in->addr)
		arp_send(ARPOP_REPLY, dev, sip, sha, tip);
out:
	kfree_skb(skb);
}
