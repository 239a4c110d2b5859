// SPDX-License-Identifier: GPL-2.0
/*
 * net/ethernet/eth.c - what every Ethernet device shares
 * (include/linux/etherdevice.h): ether_setup()'s defaults, the header
 * built in front of an outgoing packet (eth_header()), and
 * eth_type_trans(), which a driver calls on a received frame to learn
 * its protocol and whether it was for this host.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/etherdevice.h"
#include "linux/if_arp.h"
#include "linux/socket.h"

/*
 * The header for a packet of type: from saddr (the device's own when
 * NULL) to daddr.  Linux returns the header's length, or its negative
 * when the destination is not known yet (ARP fills it in later).
 */
int eth_header(struct sk_buff *skb, struct net_device *dev,
	       unsigned short type, const void *daddr, const void *saddr,
	       unsigned int len)
{
	struct ethhdr *eth = skb_push(skb, ETH_HLEN);

	(void)len;
	eth->h_proto = htons(type);
	memcpy(eth->h_source, saddr ? saddr : dev->dev_addr, ETH_ALEN);
	if (dev->flags & (IFF_LOOPBACK | IFF_NOARP)) {
		eth_zero_addr(eth->h_dest);
		return ETH_HLEN;
	}
	if (daddr) {
		memcpy(eth->h_dest, daddr, ETH_ALEN);
		return ETH_HLEN;
	}
	return -ETH_HLEN;
}
EXPORT_SYMBOL(eth_header);

const struct header_ops eth_header_ops = {
	.create = eth_header,
};
EXPORT_SYMBOL(eth_header_ops);

/*
 * A received frame: its header noted and pulled off, the packet's type
 * and protocol decided from the destination and the type field
 * (IEEE 802.3: below 0x0600 the field is a length, and the frame is
 * 802.2 LLC, which nothing here reads).
 */
__be16 eth_type_trans(struct sk_buff *skb, struct net_device *dev)
{
	struct ethhdr *eth;

	skb->dev = dev;
	skb_reset_mac_header(skb);
	eth = (struct ethhdr *)skb->data;
	if (!skb_pull(skb, ETH_HLEN))
		return htons(ETH_P_802_2);	/* too short: dropped later */
	if (is_multicast_ether_addr(eth->h_dest))
		skb->pkt_type = is_broadcast_ether_addr(eth->h_dest) ?
				PACKET_BROADCAST : PACKET_MULTICAST;
	else if (!ether_addr_equal(eth->h_dest, dev->dev_addr))
		skb->pkt_type = PACKET_OTHERHOST;
	else
		skb->pkt_type = PACKET_HOST;
	if (ntohs(eth->h_proto) >= ETH_P_802_3_MIN)
		return eth->h_proto;
	return htons(ETH_P_802_2);
}
EXPORT_SYMBOL(eth_type_trans);

int eth_mac_addr(struct net_device *dev, void *p)
{
	struct sockaddr *addr = p;

	if (!is_valid_ether_addr((const u8 *)addr->sa_data))
		return -EADDRNOTAVAIL;
	eth_hw_addr_set(dev, (const u8 *)addr->sa_data);
	return 0;
}
EXPORT_SYMBOL(eth_mac_addr);

int eth_validate_addr(struct net_device *dev)
{
	return is_valid_ether_addr(dev->dev_addr) ? 0 : -EADDRNOTAVAIL;
}
EXPORT_SYMBOL(eth_validate_addr);

/* The defaults of an Ethernet device, for alloc_netdev()'s setup */
void ether_setup(struct net_device *dev)
{
	dev->header_ops = &eth_header_ops;
	dev->type = ARPHRD_ETHER;
	dev->hard_header_len = ETH_HLEN;
	dev->mtu = ETH_DATA_LEN;
	dev->min_mtu = ETH_MIN_MTU;
	dev->max_mtu = ETH_DATA_LEN;
	dev->addr_len = ETH_ALEN;
	dev->tx_queue_len = 1000;
	dev->flags = IFF_BROADCAST | IFF_MULTICAST;
	eth_broadcast_addr(dev->broadcast);
}
EXPORT_SYMBOL(ether_setup);

static void eth_setup_default(struct net_device *dev)
{
	ether_setup(dev);
}

struct net_device *alloc_etherdev_mqs(int sizeof_priv, unsigned int txqs,
				      unsigned int rxqs)
{
	(void)rxqs;
	return alloc_netdev_mqs(sizeof_priv, "eth%d", NET_NAME_ENUM,
				eth_setup_default, txqs);
}
EXPORT_SYMBOL(alloc_etherdev_mqs);
