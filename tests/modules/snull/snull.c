// SPDX-License-Identifier: GPL-2.0
/*
 * snull.c - Simple Network Utility for Loading Localities, in the
 * manner of LDD3's chapter 17, written for this kernel's tests.
 *
 * Two interfaces, sn0 and sn1, wired to each other: what one sends, the
 * other receives, through a pretend interrupt.  Each packet's IP source
 * and destination have their third octet's low bit flipped on the way,
 * so that 192.168.0.x on sn0 is seen as 192.168.1.x on sn1 and the host
 * talks to itself across two networks (the book's snullnet0 and
 * snullnet1):
 *
 *	ifconfig sn0 192.168.0.1	(local0)
 *	ifconfig sn1 192.168.1.2	(local1)
 *	ping -c 2 192.168.0.2		(remote0: answered by local1)
 *
 * There is no ARP on such a wire (IFF_NOARP): the header snull_header()
 * builds sends every frame to the other interface's address, which is
 * ours with its last octet's low bit flipped.
 */
#include <linux/module.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/errno.h>
#include <linux/types.h>
#include <linux/interrupt.h>
#include <linux/in.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/ip.h>
#include <linux/skbuff.h>
#include <asm/checksum.h>

#include "snull.h"

MODULE_AUTHOR("oops386 tests, after Alessandro Rubini and Jonathan Corbet");
MODULE_LICENSE("Dual BSD/GPL");

static int timeout = SNULL_TIMEOUT;
module_param(timeout, int, 0);

static int pool_size = 8;
module_param(pool_size, int, 0);
/* receive by NAPI polls, two packets a turn, as the book's NAPI mode */
static int use_napi;
module_param(use_napi, int, 0);
static atomic_t napi_polls = ATOMIC_INIT(0);

/* Every drop-th frame sent is lost on the wire (0: none), so that a
 * protocol's retransmission is seen at work (tests/kernel/test_tcp.py) */
static int drop;
module_param(drop, int, 0);
static unsigned int wire_frames;

/* One frame in flight, from the sender's pool to the receiver's queue */
struct snull_packet {
	struct snull_packet *next;
	struct net_device *dev;		/* whose pool it is from */
	int datalen;
	u8 data[ETH_DATA_LEN + ETH_HLEN];
};

struct snull_priv {
	struct net_device_stats stats;
	int status;			/* SNULL_RX_INTR, SNULL_TX_INTR */
	struct snull_packet *ppool;	/* free buffers */
	struct snull_packet *rx_queue;	/* received, not yet read */
	int rx_int_enabled;
	int tx_packetlen;
	struct sk_buff *skb;		/* being sent */
	spinlock_t lock;
	struct net_device *dev;
	struct napi_struct napi;	/* with use_napi */
};

static struct net_device *snull_devs[2];

static void snull_teardown_pool(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);
	struct snull_packet *pkt;

	while ((pkt = priv->ppool)) {
		priv->ppool = pkt->next;
		kfree(pkt);
	}
}

static int snull_setup_pool(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);
	struct snull_packet *pkt;
	int i;

	priv->ppool = NULL;
	for (i = 0; i < pool_size; i++) {
		pkt = kmalloc(sizeof(*pkt), GFP_KERNEL);
		if (!pkt) {
			snull_teardown_pool(dev);
			return -ENOMEM;
		}
		pkt->dev = dev;
		pkt->next = priv->ppool;
		priv->ppool = pkt;
	}
	return 0;
}

/* A free buffer of dev's pool; the queue stops when it was the last */
static struct snull_packet *snull_get_tx_buffer(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);
	struct snull_packet *pkt;
	unsigned long flags;

	spin_lock_irqsave(&priv->lock, flags);
	pkt = priv->ppool;
	if (pkt) {
		priv->ppool = pkt->next;
		if (!priv->ppool) {
			pr_info("snull: %s: pool empty\n", dev->name);
			netif_stop_queue(dev);
		}
	}
	spin_unlock_irqrestore(&priv->lock, flags);
	return pkt;
}

/* A buffer back to its pool; the queue goes again if it had stopped */
static void snull_release_buffer(struct snull_packet *pkt)
{
	struct snull_priv *priv = netdev_priv(pkt->dev);
	unsigned long flags;

	spin_lock_irqsave(&priv->lock, flags);
	pkt->next = priv->ppool;
	priv->ppool = pkt;
	spin_unlock_irqrestore(&priv->lock, flags);
	if (netif_queue_stopped(pkt->dev) && !pkt->next)
		netif_wake_queue(pkt->dev);
}

static void snull_enqueue_buf(struct net_device *dev, struct snull_packet *pkt)
{
	struct snull_priv *priv = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&priv->lock, flags);
	pkt->next = priv->rx_queue;	/* the book's order: newest first */
	priv->rx_queue = pkt;
	spin_unlock_irqrestore(&priv->lock, flags);
}

static struct snull_packet *snull_dequeue_buf(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);
	struct snull_packet *pkt;

	pkt = priv->rx_queue;
	if (pkt)
		priv->rx_queue = pkt->next;
	return pkt;
}

static int snull_open(struct net_device *dev)
{
	/* the "hardware" address: \0SNUL0, and \0SNUL1 for the second */
	u8 addr[ETH_ALEN] = { 0, 'S', 'N', 'U', 'L', '0' };

	if (dev == snull_devs[1])
		addr[ETH_ALEN - 1] = '1';
	eth_hw_addr_set(dev, addr);
	if (use_napi)
		napi_enable(&((struct snull_priv *)netdev_priv(dev))->napi);
	netif_start_queue(dev);
	return 0;
}

static int snull_release(struct net_device *dev)
{
	netif_stop_queue(dev);
	if (use_napi)
		napi_disable(&((struct snull_priv *)netdev_priv(dev))->napi);
	return 0;
}

/* A received frame into an sk_buff and up to the stack */
static void snull_rx(struct net_device *dev, struct snull_packet *pkt)
{
	struct snull_priv *priv = netdev_priv(dev);
	struct sk_buff *skb;

	skb = dev_alloc_skb(pkt->datalen + NET_IP_ALIGN);
	if (!skb) {
		pr_notice("snull rx: low on mem - packet dropped\n");
		priv->stats.rx_dropped++;
		return;
	}
	skb_reserve(skb, NET_IP_ALIGN);	/* align the IP header */
	memcpy(skb_put(skb, pkt->datalen), pkt->data, pkt->datalen);
	skb->dev = dev;
	skb->protocol = eth_type_trans(skb, dev);
	skb->ip_summed = CHECKSUM_UNNECESSARY;	/* a wire cannot lie here */
	priv->stats.rx_packets++;
	priv->stats.rx_bytes += pkt->datalen;
	netif_rx(skb);
}

/* NAPI: up to budget queued packets up the stack; done when fewer */
static int snull_poll(struct napi_struct *napi, int budget)
{
	struct snull_priv *priv = container_of(napi, struct snull_priv, napi);
	struct snull_packet *pkt;
	unsigned long flags;
	int n = 0;

	atomic_inc(&napi_polls);
	while (n < budget) {
		spin_lock_irqsave(&priv->lock, flags);
		pkt = snull_dequeue_buf(priv->dev);
		spin_unlock_irqrestore(&priv->lock, flags);
		if (!pkt)
			break;
		snull_rx(priv->dev, pkt);
		snull_release_buffer(pkt);
		n++;
	}
	if (n < budget && napi_complete_done(napi, n))
		priv->rx_int_enabled = 1;
	return n;
}

/* The pretend interrupt handler: what the status register says */
static void snull_interrupt(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);
	struct snull_packet *pkt = NULL;
	unsigned long flags;
	int status;

	spin_lock_irqsave(&priv->lock, flags);
	status = priv->status;
	priv->status = 0;
	if ((status & SNULL_RX_INTR) && use_napi) {
		/* the poll takes the queue; no receive interrupts till then */
		if (napi_schedule_prep(&priv->napi)) {
			priv->rx_int_enabled = 0;
			__napi_schedule(&priv->napi);
		}
	} else if (status & SNULL_RX_INTR) {
		pkt = snull_dequeue_buf(dev);
		if (pkt)
			snull_rx(dev, pkt);
	}
	if (status & SNULL_TX_INTR) {
		priv->stats.tx_packets++;
		priv->stats.tx_bytes += priv->tx_packetlen;
		dev_kfree_skb(priv->skb);
		priv->skb = NULL;
	}
	spin_unlock_irqrestore(&priv->lock, flags);
	if (pkt)
		snull_release_buffer(pkt);
}

/*
 * The "hardware" sends buf: the other interface receives it with the
 * IP addresses' third octet flipped (and the header checksum made good
 * again), then we are told the send is done.
 */
static void snull_hw_tx(char *buf, int len, struct net_device *dev)
{
	struct net_device *dest = snull_devs[dev == snull_devs[0] ? 1 : 0];
	struct snull_priv *priv;
	struct snull_packet *tx_buffer;
	struct iphdr *ih;
	u8 *saddr, *daddr;

	if (len < (int)(sizeof(struct ethhdr) + sizeof(struct iphdr))) {
		pr_warn("snull: packet too short (%i octets)\n", len);
		return;
	}
	ih = (struct iphdr *)(buf + sizeof(struct ethhdr));
	saddr = (u8 *)&ih->saddr;
	daddr = (u8 *)&ih->daddr;
	saddr[2] ^= 1;	/* the third octet: the network */
	daddr[2] ^= 1;
	ih->check = 0;
	ih->check = ip_fast_csum((unsigned char *)ih, ih->ihl);

	if (drop > 0 && ++wire_frames % (unsigned int)drop == 0) {
		priv = netdev_priv(dev);
		priv->stats.tx_dropped++;
		return;
	}
	tx_buffer = snull_get_tx_buffer(dev);
	if (!tx_buffer) {
		priv = netdev_priv(dev);
		priv->stats.tx_dropped++;
		return;
	}
	tx_buffer->datalen = len;
	memcpy(tx_buffer->data, buf, len);
	snull_enqueue_buf(dest, tx_buffer);
	priv = netdev_priv(dest);
	if (priv->rx_int_enabled) {
		priv->status |= SNULL_RX_INTR;
		snull_interrupt(dest);
	}

	priv = netdev_priv(dev);
	priv->tx_packetlen = len;
	priv->status |= SNULL_TX_INTR;
	snull_interrupt(dev);
}

static netdev_tx_t snull_tx(struct sk_buff *skb, struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);
	char shortpkt[ETH_ZLEN];
	char *data = (char *)skb->data;
	int len = skb->len;

	if (len < ETH_ZLEN) {	/* padded to the shortest frame */
		memset(shortpkt, 0, ETH_ZLEN);
		memcpy(shortpkt, skb->data, skb->len);
		len = ETH_ZLEN;
		data = shortpkt;
	}
	if (len > (int)(ETH_DATA_LEN + ETH_HLEN)) {
		priv->stats.tx_errors++;
		dev_kfree_skb(skb);
		return NETDEV_TX_OK;
	}
	netif_trans_update(dev);
	priv->skb = skb;	/* freed at the "transmission done" interrupt */
	snull_hw_tx(data, len, dev);
	if (priv->skb) {	/* the hardware refused it */
		dev_kfree_skb(priv->skb);
		priv->skb = NULL;
	}
	return NETDEV_TX_OK;
}

static struct net_device_stats *snull_stats(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);

	return &priv->stats;
}

static int snull_change_mtu(struct net_device *dev, int new_mtu)
{
	if (new_mtu < 68 || new_mtu > ETH_DATA_LEN)
		return -EINVAL;
	dev->mtu = new_mtu;
	return 0;
}

/* The link header: to the other interface, whose address is ours with
 * the last bit flipped */
static int snull_header(struct sk_buff *skb, struct net_device *dev,
			unsigned short type, const void *daddr,
			const void *saddr, unsigned int len)
{
	struct ethhdr *eth = skb_push(skb, ETH_HLEN);

	eth->h_proto = htons(type);
	memcpy(eth->h_source, saddr ? saddr : dev->dev_addr, dev->addr_len);
	memcpy(eth->h_dest, daddr ? daddr : dev->dev_addr, dev->addr_len);
	eth->h_dest[ETH_ALEN - 1] ^= 0x01;
	return dev->hard_header_len;
}

static int snull_init_pool(struct net_device *dev)
{
	return snull_setup_pool(dev);
}

static const struct header_ops snull_header_ops = {
	.create = snull_header,
};

static const struct net_device_ops snull_netdev_ops = {
	.ndo_init = snull_init_pool,
	.ndo_uninit = snull_teardown_pool,
	.ndo_open = snull_open,
	.ndo_stop = snull_release,
	.ndo_start_xmit = snull_tx,
	.ndo_change_mtu = snull_change_mtu,
	.ndo_get_stats = snull_stats,
};

/* alloc_netdev()'s setup: an Ethernet device without ARP */
static void snull_init(struct net_device *dev)
{
	struct snull_priv *priv = netdev_priv(dev);

	ether_setup(dev);
	dev->watchdog_timeo = timeout;
	dev->netdev_ops = &snull_netdev_ops;
	dev->header_ops = &snull_header_ops;
	dev->flags |= IFF_NOARP;
	dev->features |= NETIF_F_HW_CSUM;

	memset(priv, 0, sizeof(struct snull_priv));
	spin_lock_init(&priv->lock);
	priv->dev = dev;
	priv->rx_int_enabled = 1;
	if (use_napi)
		netif_napi_add_weight(dev, &priv->napi, snull_poll, 2);
}

static void snull_cleanup(void)
{
	int i;

	for (i = 0; i < 2; i++) {
		if (snull_devs[i]) {
			unregister_netdev(snull_devs[i]);
			free_netdev(snull_devs[i]);
			snull_devs[i] = NULL;
		}
	}
	if (use_napi)
		pr_info("snull: %d napi polls\n", atomic_read(&napi_polls));
}

static int __init snull_init_module(void)
{
	int i, err;

	for (i = 0; i < 2; i++) {
		snull_devs[i] = alloc_netdev(sizeof(struct snull_priv), "sn%d",
					     NET_NAME_UNKNOWN, snull_init);
		if (!snull_devs[i]) {
			snull_cleanup();
			return -ENOMEM;
		}
	}
	for (i = 0; i < 2; i++) {
		err = register_netdev(snull_devs[i]);
		if (err) {
			pr_err("snull: error %i registering device \"%s\"\n",
			       err, snull_devs[i]->name);
			/* not registered: freed, not unregistered */
			for (; i < 2; i++) {
				free_netdev(snull_devs[i]);
				snull_devs[i] = NULL;
			}
			snull_cleanup();
			return err;
		}
	}
	return 0;
}

module_init(snull_init_module);
module_exit(snull_cleanup);
