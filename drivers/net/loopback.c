// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/net/loopback.c - lo, the device whose every packet comes
 * straight back in: its transmit is netif_rx().  It is registered at
 * boot (ifindex 1, as in Linux), down until `ifconfig lo up` or an
 * address; Linux's network scripts bring it up the same way.  Its
 * checksums cannot be damaged on the way, so they are not checked
 * (CHECKSUM_UNNECESSARY), and Linux's 64 KiB MTU lets a whole UDP
 * datagram through in one packet.
 */
#include "linux/kernel.h"
#include "linux/etherdevice.h"
#include "linux/ethtool.h"
#include "linux/if_arp.h"
#include "linux/init.h"
#include "net/ip.h"

struct net_device *loopback_dev;

static netdev_tx_t loopback_xmit(struct sk_buff *skb, struct net_device *dev)
{
	unsigned int len = skb->len;

	skb->ip_summed = CHECKSUM_UNNECESSARY;
	skb->protocol = eth_type_trans(skb, dev);
	if (netif_rx(skb) == 0) {
		dev->stats.tx_packets++;
		dev->stats.tx_bytes += len;
		dev->stats.rx_packets++;
		dev->stats.rx_bytes += len;
	}
	return NETDEV_TX_OK;
}

static const struct net_device_ops loopback_ops = {
	.ndo_start_xmit = loopback_xmit,
};

/* lo's link is always up, whatever its carrier says (Linux's always_on) */
static u32 loopback_get_link(struct net_device *dev)
{
	(void)dev;
	return 1;
}

static const struct ethtool_ops loopback_ethtool_ops = {
	.get_link = loopback_get_link,
};

static void loopback_setup(struct net_device *dev)
{
	dev->mtu = 64 * 1024;	/* no min_mtu or max_mtu: any, as Linux's */
	dev->hard_header_len = ETH_HLEN;
	dev->addr_len = ETH_ALEN;
	dev->type = ARPHRD_LOOPBACK;
	dev->flags = IFF_LOOPBACK;
	dev->features = NETIF_F_LOOPBACK;
	dev->header_ops = &eth_header_ops;
	dev->netdev_ops = &loopback_ops;
	dev->ethtool_ops = &loopback_ethtool_ops;
}

static int __init loopback_init(void)
{
	struct net_device *dev;
	int err;

	dev = alloc_netdev(0, "lo", NET_NAME_PREDICTABLE, loopback_setup);
	if (!dev)
		return -ENOMEM;
	err = register_netdev(dev);
	if (err) {
		free_netdev(dev);
		return err;
	}
	loopback_dev = dev;
	return 0;
}
device_initcall(loopback_init);
