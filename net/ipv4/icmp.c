// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/icmp.c - ICMP (RFC 792): an echo request is answered with
 * its data (RFC 1122 3.2.2.6), and a packet nothing here takes is
 * answered with "destination unreachable" carrying its IP header and
 * first 8 data octets (RFC 1122 3.2.2.1).  Never about an ICMP error
 * or a broadcast (RFC 1122 3.2.2), and echo requests to a broadcast are
 * ignored, as Linux's icmp_echo_ignore_broadcasts = 1 does.  Raw
 * sockets (net/ipv4/raw.c) have had their copy before icmp_rcv().
 */
#include "linux/kernel.h"
#include "linux/icmp.h"
#include "asm/checksum.h"
#include "net/ip.h"

/* An ICMP message of type and code with room for len more bytes */
static struct sk_buff *icmp_alloc(unsigned int len)
{
	unsigned int room = NET_SKB_PAD + MAX_ADDR_LEN + sizeof(struct iphdr);
	struct sk_buff *skb = alloc_skb(room + sizeof(struct icmphdr) + len,
					GFP_ATOMIC);

	if (skb)
		skb_reserve(skb, (int)room);
	return skb;
}

static void icmp_finish(struct sk_buff *skb, __be32 saddr, __be32 daddr)
{
	struct icmphdr *icmph = (struct icmphdr *)skb->data;

	icmph->checksum = 0;
	icmph->checksum = csum_fold(csum_partial(skb->data, (int)skb->len, 0));
	ip_output_locked(skb, saddr, daddr, IPPROTO_ICMP);
}

static bool to_broadcast(const struct sk_buff *skb)
{
	const struct iphdr *iph = ip_hdr(skb);

	return skb->pkt_type == PACKET_BROADCAST ||
	       skb->pkt_type == PACKET_MULTICAST || !ip_dev_find(iph->daddr);
}

/* The echo request in skb (data at its ICMP header) answered */
static void icmp_echo(struct sk_buff *skb)
{
	const struct iphdr *iph = ip_hdr(skb);
	struct sk_buff *reply;
	struct icmphdr *icmph;

	if (to_broadcast(skb) && !ipv4_is_loopback(iph->daddr))
		return;
	reply = icmp_alloc(skb->len - sizeof(*icmph));
	if (!reply)
		return;
	icmph = skb_put_data(reply, skb->data, skb->len);
	icmph->type = ICMP_ECHOREPLY;
	icmph->code = 0;
	icmp_finish(reply, iph->daddr, iph->saddr);
}

/* A received ICMP message (stack locked) */
void icmp_rcv(struct sk_buff *skb)
{
	const struct icmphdr *icmph = (const struct icmphdr *)skb->data;

	if (skb->len < sizeof(*icmph))
		goto out;
	if (skb->ip_summed != CHECKSUM_UNNECESSARY &&
	    csum_fold(csum_partial(skb->data, (int)skb->len, 0)))
		goto out;
	if (icmph->type == ICMP_ECHO)
		icmp_echo(skb);
out:
	kfree_skb(skb);
}

/* "Destination unreachable" with code, about the packet in skb (data
 * at its transport header); skb stays the caller's */
void icmp_send_unreach(struct sk_buff *skb, int code)
{
	const struct iphdr *iph = ip_hdr(skb);
	unsigned int hlen = iph->ihl * 4U;
	unsigned int len = hlen + min(skb->len, 8U);
	struct sk_buff *msg;
	struct icmphdr *icmph;

	if (to_broadcast(skb) || iph->protocol == IPPROTO_ICMP)
		return;
	msg = icmp_alloc(len);
	if (!msg)
		return;
	icmph = skb_put(msg, sizeof(*icmph));
	memset(icmph, 0, sizeof(*icmph));
	icmph->type = ICMP_DEST_UNREACH;
	icmph->code = (u8)code;
	skb_put_data(msg, iph, len);
	icmp_finish(msg, iph->daddr, iph->saddr);
}
