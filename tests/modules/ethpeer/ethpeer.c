// SPDX-License-Identifier: GPL-2.0
/*
 * ethpeer.c - an Ethernet device with a pretend host at the far end of
 * its wire, so that ARP has someone to ask: 10.0.0.2, hardware address
 * 02:00:00:00:00:02.  It answers ARP requests for its address and ICMP
 * echo requests sent to it, from inside the driver's transmit, through
 * netif_rx() as a received frame.  arp_requests counts the requests it
 * saw (/sys/module/ethpeer/parameters/arp_requests): the stack's cache
 * should ask once.  Written for this kernel's tests (docs/net.md).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/etherdevice.h>
#include <linux/netdevice.h>
#include <linux/if_arp.h>
#include <linux/icmp.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <asm/checksum.h>

MODULE_LICENSE("GPL");

static int arp_requests;
module_param(arp_requests, int, 0444);

static const u8 my_mac[ETH_ALEN] = { 2, 0, 0, 0, 0, 1 };
static const u8 peer_mac[ETH_ALEN] = { 2, 0, 0, 0, 0, 2 };
#define PEER_IP	htonl(0x0a000002)	/* 10.0.0.2 */

static struct net_device *ethpeer_dev;

/* ARP's body after struct arphdr, for Ethernet and IPv4 */
struct arp_eth_ipv4 {
	u8 sha[ETH_ALEN];
	__be32 sip;
	u8 tha[ETH_ALEN];
	__be32 tip;
} __attribute__((packed));

/* The far host's frame, of len bytes from frame, as received */
static void peer_send(struct net_device *dev, const void *frame,
		      unsigned int len)
{
	struct sk_buff *skb = dev_alloc_skb(len + NET_IP_ALIGN);

	if (!skb) {
		dev->stats.rx_dropped++;
		return;
	}
	skb_reserve(skb, NET_IP_ALIGN);
	skb_put_data(skb, frame, len);
	skb->protocol = eth_type_trans(skb, dev);
	dev->stats.rx_packets++;
	dev->stats.rx_bytes += len;
	netif_rx(skb);
}

static void peer_arp(struct net_device *dev, struct sk_buff *skb)
{
	struct {
		struct ethhdr eth;
		struct arphdr arp;
		struct arp_eth_ipv4 body;
	} __attribute__((packed)) f;

	if (skb->len < sizeof(f))
		return;
	memcpy(&f, skb->data, sizeof(f));
	if (f.arp.ar_op != htons(ARPOP_REQUEST) || f.body.tip != PEER_IP)
		return;
	arp_requests++;
	f.arp.ar_op = htons(ARPOP_REPLY);
	memcpy(f.body.tha, f.body.sha, ETH_ALEN);
	f.body.tip = f.body.sip;
	memcpy(f.body.sha, peer_mac, ETH_ALEN);
	f.body.sip = PEER_IP;
	memcpy(f.eth.h_dest, f.body.tha, ETH_ALEN);
	memcpy(f.eth.h_source, peer_mac, ETH_ALEN);
	peer_send(dev, &f, sizeof(f));
}

static void peer_icmp(struct net_device *dev, struct sk_buff *skb)
{
	struct ethhdr *eth = (struct ethhdr *)skb->data;
	struct iphdr *ih = (struct iphdr *)(eth + 1);
	struct icmphdr *icmp;
	unsigned int hlen;
	__be32 a;

	if (skb->len < ETH_HLEN + sizeof(*ih) ||
	    !ether_addr_equal(eth->h_dest, peer_mac) ||
	    ih->protocol != IPPROTO_ICMP)
		return;
	hlen = ih->ihl * 4;
	if (skb->len < ETH_HLEN + hlen + sizeof(*icmp))
		return;
	icmp = (struct icmphdr *)((u8 *)ih + hlen);
	if (icmp->type != ICMP_ECHO)
		return;
	/* the echo turned round in place: it is ours to send back */
	icmp->type = ICMP_ECHOREPLY;
	icmp->checksum = 0;
	icmp->checksum = csum_fold(csum_partial(icmp, skb->len - ETH_HLEN -
						hlen, 0));
	a = ih->saddr;
	ih->saddr = ih->daddr;
	ih->daddr = a;
	ih->check = 0;
	ih->check = ip_fast_csum(ih, ih->ihl);
	memcpy(eth->h_dest, eth->h_source, ETH_ALEN);
	memcpy(eth->h_source, peer_mac, ETH_ALEN);
	peer_send(dev, skb->data, skb->len);
}

static netdev_tx_t ethpeer_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct ethhdr *eth = (struct ethhdr *)skb->data;

	dev->stats.tx_packets++;
	dev->stats.tx_bytes += skb->len;
	if (skb->len >= ETH_HLEN && eth->h_proto == htons(ETH_P_ARP))
		peer_arp(dev, skb);
	else if (skb->len >= ETH_HLEN && eth->h_proto == htons(ETH_P_IP))
		peer_icmp(dev, skb);
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static int ethpeer_open(struct net_device *dev)
{
	netif_start_queue(dev);
	return 0;
}

static int ethpeer_stop(struct net_device *dev)
{
	netif_stop_queue(dev);
	return 0;
}

static const struct net_device_ops ethpeer_ops = {
	.ndo_open = ethpeer_open,
	.ndo_stop = ethpeer_stop,
	.ndo_start_xmit = ethpeer_xmit,
	.ndo_validate_addr = eth_validate_addr,
	.ndo_set_mac_address = eth_mac_addr,
};

static int __init ethpeer_init(void)
{
	int err;

	ethpeer_dev = alloc_etherdev(0);
	if (!ethpeer_dev)
		return -ENOMEM;
	ethpeer_dev->netdev_ops = &ethpeer_ops;
	eth_hw_addr_set(ethpeer_dev, my_mac);
	err = register_netdev(ethpeer_dev);
	if (err) {
		free_netdev(ethpeer_dev);
		return err;
	}
	pr_info("ethpeer: %s, 10.0.0.2 at the far end\n", ethpeer_dev->name);
	return 0;
}

static void __exit ethpeer_exit(void)
{
	unregister_netdev(ethpeer_dev);
	free_netdev(ethpeer_dev);
}

module_init(ethpeer_init);
module_exit(ethpeer_exit);
