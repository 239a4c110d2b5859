// SPDX-License-Identifier: GPL-2.0
/*
 * net/core/dev.c - network devices (include/linux/netdevice.h): their
 * allocation and registration, opening and closing, the way out
 * (dev_queue_xmit() onto the device's queue, then the driver's
 * ndo_start_xmit()) and the way in (netif_rx() onto the backlog, then
 * the protocol that skb->protocol names).  How this is locked:
 * include/net/ip.h.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/delay.h"
#include "linux/interrupt.h"
#include "linux/mutex.h"
#include "linux/netdevice.h"
#include "linux/preempt.h"
#include "linux/rtnetlink.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "net/ip.h"
#include "net/ipv6.h"

static LIST_HEAD(dev_base_head);	/* every registered device */
static int last_ifindex;
static DEFINE_SPINLOCK(stack_lock);
static DEFINE_MUTEX(rtnl_mutex);

/* Linux's net.core.netdev_max_backlog: more waiting is dropped */
#define NETDEV_MAX_BACKLOG	1000
#define NET_RX_SUCCESS		0
#define NET_RX_DROP		1

static struct sk_buff_head backlog = {
	.next = (struct sk_buff *)&backlog,
	.prev = (struct sk_buff *)&backlog,
	.lock = __SPIN_LOCK_UNLOCKED(backlog.lock),
};
static LIST_HEAD(tx_pending);	/* devices woken with packets queued */

enum { NETREG_UNINITIALIZED, NETREG_REGISTERED, NETREG_UNREGISTERED };

void net_stack_lock(void)
{
	local_bh_disable();
	spin_lock(&stack_lock);
}

void net_stack_unlock(void)
{
	spin_unlock(&stack_lock);
	local_bh_enable();
}

void rtnl_lock(void)
{
	mutex_lock(&rtnl_mutex);
}
EXPORT_SYMBOL(rtnl_lock);

void rtnl_unlock(void)
{
	mutex_unlock(&rtnl_mutex);
}
EXPORT_SYMBOL(rtnl_unlock);

struct list_head *netdev_list(void)
{
	return &dev_base_head;
}

struct net_device *alloc_netdev_mqs(int sizeof_priv, const char *name,
				    unsigned char name_assign_type,
				    void (*setup)(struct net_device *),
				    unsigned int txqs)
{
	struct net_device *dev;

	if (sizeof_priv < 0 || txqs < 1 || strlen(name) >= IFNAMSIZ)
		return NULL;
	dev = kzalloc(ALIGN(sizeof(*dev), 32) + (size_t)sizeof_priv,
		      GFP_KERNEL);
	if (!dev)
		return NULL;
	strlcpy(dev->name, name, sizeof(dev->name));
	dev->name_assign_type = name_assign_type;
	dev->dev_addr = dev->addr_store;
	dev->tx_queue_len = 1000;	/* DEFAULT_TX_QUEUE_LEN */
	dev->mtu = ETH_DATA_LEN;
	INIT_LIST_HEAD(&dev->dev_list);
	INIT_LIST_HEAD(&dev->tx_list);
	skb_queue_head_init(&dev->txq);
	setup(dev);
	return dev;
}
EXPORT_SYMBOL(alloc_netdev_mqs);

/* Linux frees a registered device only after unregistering it; one
 * still registered here would leave a freed device on the list */
void free_netdev(struct net_device *dev)
{
	if (!dev)
		return;
	if (dev->reg_state == NETREG_REGISTERED) {
		pr_err("free_netdev: %s is still registered; not freed\n",
		       dev->name);
		return;
	}
	kfree(dev);
}
EXPORT_SYMBOL(free_netdev);

void dev_addr_set(struct net_device *dev, const u8 *addr)
{
	memcpy(dev->addr_store, addr, dev->addr_len);
}
EXPORT_SYMBOL(dev_addr_set);

struct net_device *__dev_get_by_name(const char *name)
{
	struct net_device *dev;

	list_for_each_entry(dev, &dev_base_head, dev_list)
		if (!strncmp(dev->name, name, IFNAMSIZ))
			return dev;
	return NULL;
}
EXPORT_SYMBOL(__dev_get_by_name);

struct net_device *dev_get_by_index_locked(int ifindex)
{
	struct net_device *dev;

	list_for_each_entry(dev, &dev_base_head, dev_list)
		if (dev->ifindex == ifindex)
			return dev;
	return NULL;
}

/* Linux's dev_valid_name(): what can be a file name in /sys/class/net */
static bool dev_valid_name(const char *name)
{
	if (!*name || !strcmp(name, ".") || !strcmp(name, ".."))
		return false;
	for (; *name; name++)
		if (*name == '/' || *name == ':' || *name == ' ' ||
		    *name == '\t' || *name == '\n')
			return false;
	return true;
}

/* A name with "%d" gets the lowest number no device has (ENFILE when
 * none of the first 32768 is free) */
static int dev_alloc_name(struct net_device *dev)
{
	char fmt[IFNAMSIZ], name[IFNAMSIZ + 8];
	const char *p = strchr(dev->name, '%');
	int i;

	if (!p)
		return __dev_get_by_name(dev->name) ? -EEXIST : 0;
	if (p[1] != 'd' || strchr(p + 2, '%'))
		return -EINVAL;
	strlcpy(fmt, dev->name, sizeof(fmt));
	for (i = 0; i < 32768; i++) {
		snprintf(name, sizeof(name), fmt, i);
		if (strlen(name) >= IFNAMSIZ)
			return -EINVAL;
		if (!__dev_get_by_name(name)) {
			strlcpy(dev->name, name, sizeof(dev->name));
			return 0;
		}
	}
	return -ENFILE;
}

/* With rtnl_lock() held */
int register_netdevice(struct net_device *dev)
{
	int err;

	if (dev->reg_state != NETREG_UNINITIALIZED)
		return -EINVAL;
	if (!dev_valid_name(dev->name))
		return -EINVAL;
	err = dev_alloc_name(dev);
	if (err)
		return err;
	if (dev->netdev_ops && dev->netdev_ops->ndo_init) {
		err = dev->netdev_ops->ndo_init(dev);
		if (err)
			return err > 0 ? -EIO : err;
	}
	net_stack_lock();
	dev->ifindex = ++last_ifindex;
	list_add_tail(&dev->dev_list, &dev_base_head);
	dev->reg_state = NETREG_REGISTERED;
	net_stack_unlock();
	return 0;
}
EXPORT_SYMBOL(register_netdevice);

int register_netdev(struct net_device *dev)
{
	int err;

	rtnl_lock();
	err = register_netdevice(dev);
	rtnl_unlock();
	return err;
}
EXPORT_SYMBOL(register_netdev);

/* Drop the backlog's and queue's packets of dev (stack locked) */
static void purge_dev_packets(struct net_device *dev)
{
	struct sk_buff_head keep;
	struct sk_buff *skb;

	skb_queue_head_init(&keep);
	while ((skb = skb_dequeue(&backlog))) {
		if (skb->dev == dev)
			kfree_skb(skb);
		else
			skb_queue_tail(&keep, skb);
	}
	while ((skb = skb_dequeue(&keep)))
		skb_queue_tail(&backlog, skb);
	skb_queue_purge(&dev->txq);
	if (dev->tx_scheduled)
		list_del_init(&dev->tx_list);
	dev->tx_scheduled = false;
}

void unregister_netdevice(struct net_device *dev)
{
	if (dev->reg_state != NETREG_REGISTERED) {
		pr_err("unregister_netdevice: %s is not registered\n",
		       dev->name);
		return;
	}
	dev_close(dev);
	net_stack_lock();
	inet_dev_destroy(dev);
	purge_dev_packets(dev);
	list_del_init(&dev->dev_list);
	dev->reg_state = NETREG_UNREGISTERED;
	net_stack_unlock();
	if (dev->netdev_ops && dev->netdev_ops->ndo_uninit)
		dev->netdev_ops->ndo_uninit(dev);
}
EXPORT_SYMBOL(unregister_netdevice);

void unregister_netdev(struct net_device *dev)
{
	rtnl_lock();
	unregister_netdevice(dev);
	rtnl_unlock();
}
EXPORT_SYMBOL(unregister_netdev);

/* With rtnl_lock() held: the driver's ndo_open, then the device is up */
static int __dev_open(struct net_device *dev)
{
	const struct net_device_ops *ops = dev->netdev_ops;
	int err = 0;

	if (ops && ops->ndo_validate_addr)
		err = ops->ndo_validate_addr(dev);
	if (!err && ops && ops->ndo_open)
		err = ops->ndo_open(dev);
	if (err)
		return err > 0 ? -EIO : err;
	set_bit(__LINK_STATE_START, &dev->state);
	dev->flags |= IFF_UP;
	dev->activated = true;
	return 0;
}

/* What follows a device's coming up, after it is told (Linux's
 * NETDEV_UP notifiers): lo's address */
static void dev_notify_up(struct net_device *dev)
{
	if (dev->flags & IFF_LOOPBACK)
		inet_loopback_up(dev);
}

int dev_open(struct net_device *dev)
{
	int err;

	if (dev->flags & IFF_UP)
		return 0;
	err = __dev_open(dev);
	if (err)
		return err;
	rtmsg_ifinfo(RTM_NEWLINK, dev, IFF_UP | IFF_RUNNING);
	dev_notify_up(dev);
	return 0;
}
EXPORT_SYMBOL(dev_open);

static void __dev_close(struct net_device *dev)
{
	if (dev->netdev_ops && dev->netdev_ops->ndo_stop)
		dev->netdev_ops->ndo_stop(dev);
	net_stack_lock();
	clear_bit(__LINK_STATE_START, &dev->state);
	dev->flags &= ~IFF_UP;
	ip_rt_dev_down(dev);
	arp_dev_down(dev);
	purge_dev_packets(dev);
	net_stack_unlock();
}

void dev_close(struct net_device *dev)
{
	if (!(dev->flags & IFF_UP))
		return;
	__dev_close(dev);
	rtmsg_ifinfo(RTM_NEWLINK, dev, IFF_UP | IFF_RUNNING);
}
EXPORT_SYMBOL(dev_close);

/*
 * SIOCSIFFLAGS, with rtnl_lock() held: up or down, and the flags a user
 * may change (Linux's dev_change_flags()); an RTM_NEWLINK says which
 * changed, as Linux's __dev_notify_flags().
 */
int dev_change_flags(struct net_device *dev, unsigned int flags)
{
	unsigned int old = dev->flags;
	int err = 0;

	dev->flags = (dev->flags & ~IFF_CHANGEABLE & ~IFF_UP) |
		     (flags & IFF_CHANGEABLE & ~IFF_UP) | (dev->flags & IFF_UP);
	if ((flags ^ dev->flags) & IFF_UP) {
		if (flags & IFF_UP)
			err = __dev_open(dev);
		else
			__dev_close(dev);
	}
	if (old != dev->flags)
		rtmsg_ifinfo(RTM_NEWLINK, dev, old ^ dev->flags);
	if (!err && (dev->flags & ~old & IFF_UP))
		dev_notify_up(dev);
	return err;
}

/* SIOCGIFFLAGS' view: RUNNING and LOWER_UP when up with a carrier */
unsigned int dev_get_flags(const struct net_device *dev)
{
	unsigned int flags = dev->flags & ~(IFF_RUNNING | IFF_LOWER_UP);

	if (netif_running(dev) && netif_carrier_ok(dev))
		flags |= IFF_RUNNING | IFF_LOWER_UP;
	return flags;
}

/* A carrier that comes or goes makes the device's RFC 2863 state UP
 * or DOWN; until then it is UNKNOWN, as Linux's linkwatch leaves a
 * device whose driver never says (lo, snull) */
void netif_carrier_on(struct net_device *dev)
{
	if (test_and_clear_bit(__LINK_STATE_NOCARRIER, &dev->state))
		dev->operstate = IF_OPER_UP;
}
EXPORT_SYMBOL(netif_carrier_on);

void netif_carrier_off(struct net_device *dev)
{
	if (!test_and_set_bit(__LINK_STATE_NOCARRIER, &dev->state))
		dev->operstate = IF_OPER_DOWN;
}
EXPORT_SYMBOL(netif_carrier_off);

/*
 * A driver's 64-bit counters (ndo_get_stats64, LKMPG's vnetloop), kept in
 * dev->stats for the readers of struct net_device_stats (/proc/net/dev,
 * IFLA_STATS64): the first fields, in the same order, each the low 32
 * bits an i386 unsigned long holds, as Linux's 32-bit /proc/net/dev shows
 * a driver's net_device_stats.
 */
static struct net_device_stats *stats_from64(struct net_device *dev)
{
	struct rtnl_link_stats64 s64 = { 0 };
	unsigned long *to = (unsigned long *)&dev->stats;
	const u64 *from = (const u64 *)&s64;
	size_t i;

	dev->netdev_ops->ndo_get_stats64(dev, &s64);
	for (i = 0; i < sizeof(dev->stats) / sizeof(*to); i++)
		to[i] = (unsigned long)from[i];
	return &dev->stats;
}

struct net_device_stats *dev_get_stats(struct net_device *dev)
{
	if (dev->netdev_ops && dev->netdev_ops->ndo_get_stats64)
		return stats_from64(dev);
	if (dev->netdev_ops && dev->netdev_ops->ndo_get_stats)
		return dev->netdev_ops->ndo_get_stats(dev);
	return &dev->stats;
}
EXPORT_SYMBOL(dev_get_stats);

int dev_hard_header(struct sk_buff *skb, struct net_device *dev,
		    unsigned short type, const void *daddr,
		    const void *saddr, unsigned int len)
{
	if (!dev->header_ops || !dev->header_ops->create)
		return 0;
	return dev->header_ops->create(skb, dev, type, daddr, saddr, len);
}
EXPORT_SYMBOL(dev_hard_header);

/* Hand dev's queued packets to its driver until it stops the queue
 * (stack locked).  A driver that answers NETDEV_TX_BUSY keeps the
 * packet; it is tried again after netif_wake_queue(). */
static void qdisc_run(struct net_device *dev)
{
	struct sk_buff *skb;

	while (!netif_queue_stopped(dev) && (skb = skb_dequeue(&dev->txq))) {
		if (dev->netdev_ops->ndo_start_xmit(skb, dev) ==
		    NETDEV_TX_BUSY) {
			skb_queue_head(&dev->txq, skb);
			break;
		}
	}
}

/* The way out, stack locked: skb->dev's queue, then its driver.  The
 * skb is the device's now, sent or dropped. */
int dev_queue_xmit(struct sk_buff *skb)
{
	struct net_device *dev = skb->dev;

	if (!netif_running(dev)) {
		kfree_skb(skb);
		return -ENETDOWN;
	}
	if (skb_queue_len(&dev->txq) >= max(dev->tx_queue_len, 1U)) {
		dev->stats.tx_dropped++;
		kfree_skb(skb);
		return -ENOBUFS;
	}
	packet_tap(skb, true);
	skb_queue_tail(&dev->txq, skb);
	qdisc_run(dev);
	return 0;
}
EXPORT_SYMBOL(dev_queue_xmit);

static void net_rx_action(unsigned long data);
static DECLARE_TASKLET_OLD(net_tasklet, net_rx_action);

/* From the driver, in any context: its queue may go again.  The
 * packets that waited go out from the tasklet, not from inside the
 * driver that woke it. */
void netif_wake_queue(struct net_device *dev)
{
	unsigned long flags;

	clear_bit(__QUEUE_STATE_XOFF, &dev->state);
	if (skb_queue_empty(&dev->txq))
		return;
	spin_lock_irqsave(&backlog.lock, flags);
	if (!dev->tx_scheduled) {
		dev->tx_scheduled = true;
		list_add_tail(&dev->tx_list, &tx_pending);
	}
	spin_unlock_irqrestore(&backlog.lock, flags);
	tasklet_schedule(&net_tasklet);
}
EXPORT_SYMBOL(netif_wake_queue);

/* From the driver, in any context: a packet it received, with
 * skb->dev and skb->protocol set (eth_type_trans()) */
int netif_rx(struct sk_buff *skb)
{
	if (skb_queue_len(&backlog) >= NETDEV_MAX_BACKLOG) {
		skb->dev->stats.rx_dropped++;
		kfree_skb(skb);
		return NET_RX_DROP;
	}
	skb_queue_tail(&backlog, skb);
	tasklet_schedule(&net_tasklet);
	return NET_RX_SUCCESS;
}
EXPORT_SYMBOL(netif_rx);

/* NAPI's entry: the same backlog here */
int netif_receive_skb(struct sk_buff *skb)
{
	return netif_rx(skb);
}
EXPORT_SYMBOL(netif_receive_skb);

/* Freed where a driver may not call kfree() in Linux; here it may */
void dev_kfree_skb_irq(struct sk_buff *skb)
{
	kfree_skb(skb);
}
EXPORT_SYMBOL(dev_kfree_skb_irq);

void dev_kfree_skb_any(struct sk_buff *skb)
{
	kfree_skb(skb);
}
EXPORT_SYMBOL(dev_kfree_skb_any);

/* One received packet to its protocol (stack locked) */
static void deliver(struct sk_buff *skb)
{
	skb_reset_network_header(skb);
	if (!netif_running(skb->dev)) {
		kfree_skb(skb);
		return;
	}
	packet_tap(skb, false);
	switch (skb->protocol) {
	case htons(ETH_P_IP):
		ip_rcv(skb);
		break;
	case htons(ETH_P_IPV6):
		ipv6_rcv(skb);
		break;
	case htons(ETH_P_ARP):
		arp_rcv(skb);
		break;
	default:
		kfree_skb(skb);
	}
}

/* The first device woken with packets waiting, off the list */
static struct net_device *next_tx_pending(void)
{
	struct net_device *dev = NULL;
	unsigned long flags;

	spin_lock_irqsave(&backlog.lock, flags);
	if (!list_empty(&tx_pending)) {
		dev = list_first_entry(&tx_pending, struct net_device,
				       tx_list);
		list_del_init(&dev->tx_list);
		dev->tx_scheduled = false;
	}
	spin_unlock_irqrestore(&backlog.lock, flags);
	return dev;
}

/* The napis scheduled to poll, oldest first; backlog.lock guards it */
static LIST_HEAD(napi_pending);

void netif_napi_add_weight(struct net_device *dev, struct napi_struct *napi,
			   int (*poll)(struct napi_struct *, int), int weight)
{
	INIT_LIST_HEAD(&napi->poll_list);
	napi->state = 1UL << NAPI_STATE_SCHED;	/* off until napi_enable() */
	napi->weight = weight;
	napi->poll = poll;
	napi->dev = dev;
}
EXPORT_SYMBOL(netif_napi_add_weight);

/* Off the tasklet's list, if a driver frees one it did not disable */
void netif_napi_del(struct napi_struct *napi)
{
	unsigned long flags;

	spin_lock_irqsave(&backlog.lock, flags);
	list_del_init(&napi->poll_list);
	spin_unlock_irqrestore(&backlog.lock, flags);
}
EXPORT_SYMBOL(netif_napi_del);

/* Whether the caller may schedule n: it is on and not scheduled yet */
bool napi_schedule_prep(struct napi_struct *n)
{
	return !test_bit(NAPI_STATE_DISABLE, &n->state) &&
	       !test_and_set_bit(NAPI_STATE_SCHED, &n->state);
}
EXPORT_SYMBOL(napi_schedule_prep);

static void napi_queue(struct napi_struct *n)
{
	unsigned long flags;

	spin_lock_irqsave(&backlog.lock, flags);
	list_add_tail(&n->poll_list, &napi_pending);
	spin_unlock_irqrestore(&backlog.lock, flags);
}

/* After napi_schedule_prep(): n's poll runs in the tasklet */
void __napi_schedule(struct napi_struct *n)
{
	napi_queue(n);
	tasklet_schedule(&net_tasklet);
}
EXPORT_SYMBOL(__napi_schedule);

/* From the poll that did less than its budget: interrupts may schedule
 * it again.  Always true: nothing here defers (busy polling, GRO). */
bool napi_complete_done(struct napi_struct *n, int work_done)
{
	(void)work_done;
	clear_bit(NAPI_STATE_SCHED, &n->state);
	return true;
}
EXPORT_SYMBOL(napi_complete_done);

void napi_enable(struct napi_struct *n)
{
	clear_bit(NAPI_STATE_SCHED, &n->state);
}
EXPORT_SYMBOL(napi_enable);

/* Process context (a driver's ndo_stop): waits for a poll under way */
void napi_disable(struct napi_struct *n)
{
	set_bit(NAPI_STATE_DISABLE, &n->state);
	while (test_and_set_bit(NAPI_STATE_SCHED, &n->state))
		msleep(1);
	clear_bit(NAPI_STATE_DISABLE, &n->state);
}
EXPORT_SYMBOL(napi_disable);

static struct napi_struct *next_napi(void)
{
	struct napi_struct *n = NULL;
	unsigned long flags;

	spin_lock_irqsave(&backlog.lock, flags);
	if (!list_empty(&napi_pending)) {
		n = list_first_entry(&napi_pending, struct napi_struct,
				     poll_list);
		list_del_init(&n->poll_list);
	}
	spin_unlock_irqrestore(&backlog.lock, flags);
	return n;
}

/* One turn of the oldest napi; one that used its whole budget still
 * has work and goes to the back of the list (Linux's net_rx_action) */
static bool poll_one_napi(void)
{
	struct napi_struct *n = next_napi();

	if (!n)
		return false;
	if (n->poll(n, n->weight) >= n->weight &&
	    test_bit(NAPI_STATE_SCHED, &n->state))
		napi_queue(n);
	return true;
}

/* Linux's NET_RX and NET_TX softirqs in one: the backlog through the
 * stack, and the queues of woken devices to their drivers, until both
 * are empty.  A packet each time round, so the lock is let go between. */
static void net_rx_action(unsigned long data)
{
	struct net_device *dev;
	struct sk_buff *skb;
	bool more = true;

	(void)data;
	while (more) {
		more = false;
		spin_lock(&stack_lock);
		skb = skb_dequeue(&backlog);
		if (skb) {
			deliver(skb);
			more = true;
		}
		dev = next_tx_pending();
		if (dev) {
			qdisc_run(dev);
			more = true;
		}
		spin_unlock(&stack_lock);
		if (poll_one_napi())	/* the driver's, outside the stack lock */
			more = true;
	}
}

/* After a send, in the sender's context: what it set off (a reply from
 * the loopback device, a driver's echo) goes through now rather than at
 * the next interrupt. */
void net_rx_flush(void)
{
	if (in_interrupt() || in_softirq())
		return;
	local_bh_disable();
	net_rx_action(0);
	local_bh_enable();
}

/* /proc/net/dev: each device's counters, Linux's columns */
int dev_seq_show(struct seq_file *m, void *v)
{
	struct net_device *dev;

	(void)v;
	seq_puts(m, "Inter-|   Receive                            "
		    "                    |  Transmit\n"
		    " face |bytes    packets errs drop fifo frame "
		    "compressed multicast|bytes    packets errs "
		    "drop fifo colls carrier compressed\n");
	rtnl_lock();
	list_for_each_entry(dev, &dev_base_head, dev_list) {
		const struct net_device_stats *s = dev_get_stats(dev);

		seq_printf(m, "%6s:%8lu %7lu %4lu %4lu %4lu %5lu %10lu %9lu "
			   "%8lu %7lu %4lu %4lu %4lu %5lu %7lu %10lu\n",
			   dev->name, s->rx_bytes, s->rx_packets,
			   s->rx_errors, s->rx_dropped + s->rx_missed_errors,
			   s->rx_fifo_errors, s->rx_length_errors +
			   s->rx_over_errors + s->rx_crc_errors +
			   s->rx_frame_errors, s->rx_compressed, s->multicast,
			   s->tx_bytes, s->tx_packets, s->tx_errors,
			   s->tx_dropped, s->tx_fifo_errors, s->collisions,
			   s->tx_carrier_errors + s->tx_aborted_errors +
			   s->tx_window_errors + s->tx_heartbeat_errors,
			   s->tx_compressed);
	}
	rtnl_unlock();
	return 0;
}
