// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/net-stats64/net-stats64.c - a network device that keeps
 * its counters as 64-bit numbers, as LKMPG's newer network example does:
 * u64_stats_sync around each update (an i386 writes a u64 in two
 * halves), ndo_get_stats64 reading them whole with the fetch/retry loop.
 * What it is sent, it counts and drops (a sink: nothing comes back).
 * Its name is copied with strscpy(), whose -E2BIG on a name too long
 * for IFNAMSIZ it prints.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/skbuff.h>
#include <linux/u64_stats_sync.h>
#include <linux/string.h>

MODULE_LICENSE("GPL");

struct sink_priv {
	u64_stats_t tx_packets;
	u64_stats_t tx_bytes;
	struct u64_stats_sync syncp;
};

static netdev_tx_t sink_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct sink_priv *priv = netdev_priv(dev);

	u64_stats_update_begin(&priv->syncp);
	u64_stats_inc(&priv->tx_packets);
	u64_stats_add(&priv->tx_bytes, skb->len);
	u64_stats_update_end(&priv->syncp);
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static void sink_get_stats64(struct net_device *dev,
			     struct rtnl_link_stats64 *stats)
{
	struct sink_priv *priv = netdev_priv(dev);
	unsigned int start;

	do {
		start = u64_stats_fetch_begin(&priv->syncp);
		stats->tx_packets = u64_stats_read(&priv->tx_packets);
		stats->tx_bytes = u64_stats_read(&priv->tx_bytes);
	} while (u64_stats_fetch_retry(&priv->syncp, start));
}

static int sink_open(struct net_device *dev)
{
	netif_start_queue(dev);
	return 0;
}

static int sink_stop(struct net_device *dev)
{
	netif_stop_queue(dev);
	return 0;
}

static const struct net_device_ops sink_ops = {
	.ndo_open = sink_open,
	.ndo_stop = sink_stop,
	.ndo_start_xmit = sink_xmit,
	.ndo_get_stats64 = sink_get_stats64,
};

static struct net_device *sink;

static int __init sink_init(void)
{
	struct sink_priv *priv;
	char small[4];
	int err;

	sink = alloc_etherdev(sizeof(struct sink_priv));
	if (!sink)
		return -ENOMEM;
	pr_info("strscpy: %zd %zd '%s'\n", strscpy(small, "sink", sizeof(small)),
		strscpy(sink->name, "sink%d", IFNAMSIZ), small);
	priv = netdev_priv(sink);
	u64_stats_init(&priv->syncp);
	sink->netdev_ops = &sink_ops;
	sink->flags |= IFF_NOARP;
	eth_hw_addr_random(sink);
	err = register_netdev(sink);
	if (err) {
		free_netdev(sink);
		return err;
	}
	pr_info("registered %s\n", sink->name);
	return 0;
}

static void __exit sink_exit(void)
{
	unregister_netdev(sink);
	free_netdev(sink);
}

module_init(sink_init);
module_exit(sink_exit);
