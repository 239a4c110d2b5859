/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/netdevice.h - struct net_device, a network interface
 * (net/core/dev.c), as Linux 6.1's drivers see it: alloc_netdev() with
 * a setup function, register_netdev(), the driver's net_device_ops and
 * header_ops, the transmit queue's start/stop/wake, and netif_rx() for
 * what the device received.
 *
 * A device's private area follows the structure (netdev_priv()).  Its
 * queue is one queue (no multiqueue), and a packet the driver refuses
 * (NETDEV_TX_BUSY, or a stopped queue) waits on dev->txq, Linux's
 * default pfifo_fast of tx_queue_len packets, until netif_wake_queue().
 */
#ifndef _LINUX_NETDEVICE_H
#define _LINUX_NETDEVICE_H

#include "linux/kernel.h"
#include "linux/types.h"
#include "linux/list.h"
#include "linux/bitops.h"
#include "linux/if.h"
#include "linux/if_ether.h"
#include "linux/skbuff.h"
#include "linux/printk.h"
#include "linux/jiffies.h"

#define MAX_ADDR_LEN	32

/* name_assign_type (/sys/class/net/NAME/name_assign_type) */
#define NET_NAME_UNKNOWN	0
#define NET_NAME_ENUM		1
#define NET_NAME_PREDICTABLE	2
#define NET_NAME_USER		3

typedef enum netdev_tx {
	NETDEV_TX_OK = 0x00,
	NETDEV_TX_BUSY = 0x10,
	/* makes the enum an int, as Linux's: a driver whose xmit returns
	 * int (LDD3's snull) fits the member's type */
	__NETDEV_TX_MIN = INT_MIN,
} netdev_tx_t;

/* dev->features: what the hardware does itself (nothing is offloaded
 * here: the stack always fills the checksums in) */
#define NETIF_F_SG		(1ULL << 0)
#define NETIF_F_IP_CSUM		(1ULL << 1)
#define NETIF_F_HW_CSUM		(1ULL << 3)
#define NETIF_F_HIGHDMA		(1ULL << 5)
#define NETIF_F_LLTX		(1ULL << 12)
#define NETIF_F_LOOPBACK	(1ULL << 31)
typedef u64 netdev_features_t;

/* dev->state's bits */
/* the medium an old card's port uses (net_device.if_port), Linux's
 * uapi/linux/netdevice.h values */
enum {
	IF_PORT_UNKNOWN = 0,
	IF_PORT_10BASE2,
	IF_PORT_10BASET,
	IF_PORT_AUI,
	IF_PORT_100BASET,
	IF_PORT_100BASETX,
	IF_PORT_100BASEFX,
};

enum netdev_state_t {
	__LINK_STATE_START,	/* opened (netif_running()) */
	__LINK_STATE_NOCARRIER,
	__QUEUE_STATE_XOFF,	/* the driver stopped the queue */
};

struct net_device_stats {
	unsigned long rx_packets, tx_packets;
	unsigned long rx_bytes, tx_bytes;
	unsigned long rx_errors, tx_errors;
	unsigned long rx_dropped, tx_dropped;
	unsigned long multicast, collisions;
	unsigned long rx_length_errors, rx_over_errors, rx_crc_errors;
	unsigned long rx_frame_errors, rx_fifo_errors, rx_missed_errors;
	unsigned long tx_aborted_errors, tx_carrier_errors, tx_fifo_errors;
	unsigned long tx_heartbeat_errors, tx_window_errors;
	unsigned long rx_compressed, tx_compressed;
};

/*
 * The same counters 64 bits wide, in the same order, as a driver's
 * ndo_get_stats64 fills them (6.1's uapi linux/if_link.h, with its last
 * two, which net_device_stats has not).
 */
struct rtnl_link_stats64 {
	__u64 rx_packets, tx_packets;
	__u64 rx_bytes, tx_bytes;
	__u64 rx_errors, tx_errors;
	__u64 rx_dropped, tx_dropped;
	__u64 multicast, collisions;
	__u64 rx_length_errors, rx_over_errors, rx_crc_errors;
	__u64 rx_frame_errors, rx_fifo_errors, rx_missed_errors;
	__u64 tx_aborted_errors, tx_carrier_errors, tx_fifo_errors;
	__u64 tx_heartbeat_errors, tx_window_errors;
	__u64 rx_compressed, tx_compressed;
	__u64 rx_nohandler, rx_otherhost_dropped;
};

struct net_device;
struct ifmap;

struct net_device_ops {
	int (*ndo_init)(struct net_device *dev);
	void (*ndo_uninit)(struct net_device *dev);
	int (*ndo_open)(struct net_device *dev);
	int (*ndo_stop)(struct net_device *dev);
	netdev_tx_t (*ndo_start_xmit)(struct sk_buff *skb,
				      struct net_device *dev);
	int (*ndo_set_config)(struct net_device *dev, struct ifmap *map);
	int (*ndo_set_mac_address)(struct net_device *dev, void *addr);
	int (*ndo_validate_addr)(struct net_device *dev);
	int (*ndo_change_mtu)(struct net_device *dev, int new_mtu);
	void (*ndo_tx_timeout)(struct net_device *dev, unsigned int txqueue);
	struct net_device_stats *(*ndo_get_stats)(struct net_device *dev);
	void (*ndo_get_stats64)(struct net_device *dev,
				struct rtnl_link_stats64 *storage);
	int (*ndo_eth_ioctl)(struct net_device *dev, struct ifreq *ifr,
			     int cmd);
	/* 6.1's old-style entry, a member drivers set (LDD3's snull) and
	 * that nothing here calls, as 6.1 no longer calls it for them */
	int (*ndo_do_ioctl)(struct net_device *dev, struct ifreq *ifr,
			    int cmd);
};

/* The link layer's header, built in front of a packet on its way out */
struct header_ops {
	int (*create)(struct sk_buff *skb, struct net_device *dev,
		      unsigned short type, const void *daddr,
		      const void *saddr, unsigned int len);
	int (*parse)(const struct sk_buff *skb, unsigned char *haddr);
};

struct net_device {
	char name[IFNAMSIZ];
	struct list_head dev_list;	/* on net/core/dev.c's list */
	int ifindex;
	unsigned int flags;		/* IFF_ */
	unsigned int mtu, min_mtu, max_mtu;
	unsigned short type;		/* ARPHRD_ */
	unsigned short hard_header_len;
	unsigned short needed_headroom;
	unsigned char addr_len;
	unsigned char name_assign_type;
	const unsigned char *dev_addr;	/* dev_addr_set() to change */
	unsigned char broadcast[MAX_ADDR_LEN];
	unsigned int tx_queue_len;
	int watchdog_timeo;
	int irq;
	unsigned long base_addr;
	unsigned long mem_start, mem_end;
	netdev_features_t features, hw_features;
	unsigned long state;		/* enum netdev_state_t's bits */
	struct net_device_stats stats;
	const struct net_device_ops *netdev_ops;
	const struct ethtool_ops *ethtool_ops;	/* SIOCETHTOOL's, or NULL */
	const struct header_ops *header_ops;
	void *ip_ptr;			/* IPv4's struct in_device */
	unsigned char operstate;	/* IF_OPER_, RFC 2863 (rtnetlink) */
	unsigned char if_port;		/* IF_PORT_*, SIOCGIFMAP's port */
	/* private to net/core/dev.c */
	struct sk_buff_head txq;	/* waiting for the driver */
	bool tx_scheduled;		/* on the list net_rx_action() runs */
	bool activated;			/* opened once: has its qdisc */
	struct list_head tx_list;
	int reg_state;
	unsigned char addr_store[MAX_ADDR_LEN];
};

#define SET_NETDEV_DEV(net, pdev)	((void)(net), (void)(pdev))

/* The driver's own area, after the structure (alloc_netdev()) */
static inline void *netdev_priv(const struct net_device *dev)
{
	return (char *)dev + ALIGN(sizeof(struct net_device), 32);
}

struct net_device *alloc_netdev_mqs(int sizeof_priv, const char *name,
				    unsigned char name_assign_type,
				    void (*setup)(struct net_device *),
				    unsigned int txqs);
#define alloc_netdev(sizeof_priv, name, name_assign_type, setup)	\
	alloc_netdev_mqs(sizeof_priv, name, name_assign_type, setup, 1)
void free_netdev(struct net_device *dev);
int register_netdev(struct net_device *dev);
void unregister_netdev(struct net_device *dev);
int register_netdevice(struct net_device *dev);
void unregister_netdevice(struct net_device *dev);
struct net_device *__dev_get_by_name(const char *name);
int dev_open(struct net_device *dev);
void dev_close(struct net_device *dev);
int dev_queue_xmit(struct sk_buff *skb);
int dev_hard_header(struct sk_buff *skb, struct net_device *dev,
		    unsigned short type, const void *daddr,
		    const void *saddr, unsigned int len);
void dev_addr_set(struct net_device *dev, const u8 *addr);
int netif_rx(struct sk_buff *skb);
int netif_receive_skb(struct sk_buff *skb);

/*
 * NAPI (net/core/dev.c): a driver's receive done by polling, in the
 * network tasklet, once its interrupt has scheduled it - at most weight
 * packets a turn; a poll that did less calls napi_complete_done() and
 * lets interrupts schedule it again.  A napi is off from
 * netif_napi_add*() until napi_enable(), and again after napi_disable(),
 * which waits for a poll under way.
 */
struct napi_struct {
	struct list_head poll_list;	/* on the tasklet's list while SCHED */
	unsigned long state;		/* NAPI_STATE_* bits */
	int weight;
	int (*poll)(struct napi_struct *napi, int budget);
	struct net_device *dev;
};

enum {
	NAPI_STATE_SCHED,	/* scheduled or polled, or off */
	NAPI_STATE_DISABLE,	/* napi_disable() under way */
};
#define NAPI_POLL_WEIGHT	64

void netif_napi_add_weight(struct net_device *dev, struct napi_struct *napi,
			   int (*poll)(struct napi_struct *, int), int weight);
void netif_napi_del(struct napi_struct *napi);
bool napi_schedule_prep(struct napi_struct *n);
void __napi_schedule(struct napi_struct *n);
bool napi_complete_done(struct napi_struct *n, int work_done);
void napi_enable(struct napi_struct *n);
void napi_disable(struct napi_struct *n);

static inline void netif_napi_add(struct net_device *dev,
				  struct napi_struct *napi,
				  int (*poll)(struct napi_struct *, int))
{
	netif_napi_add_weight(dev, napi, poll, NAPI_POLL_WEIGHT);
}

static inline bool napi_schedule(struct napi_struct *n)
{
	if (!napi_schedule_prep(n))
		return false;
	__napi_schedule(n);
	return true;
}

static inline bool napi_complete(struct napi_struct *n)
{
	return napi_complete_done(n, 0);
}
void netif_wake_queue(struct net_device *dev);
void netif_carrier_on(struct net_device *dev);
void netif_carrier_off(struct net_device *dev);
struct net_device_stats *dev_get_stats(struct net_device *dev);
void dev_kfree_skb_irq(struct sk_buff *skb);
void dev_kfree_skb_any(struct sk_buff *skb);
#define dev_kfree_skb(skb)	consume_skb(skb)
#define netif_rx_ni(skb)	netif_rx(skb)

static inline void netif_start_queue(struct net_device *dev)
{
	clear_bit(__QUEUE_STATE_XOFF, &dev->state);
}

static inline void netif_stop_queue(struct net_device *dev)
{
	set_bit(__QUEUE_STATE_XOFF, &dev->state);
}

static inline bool netif_queue_stopped(const struct net_device *dev)
{
	return test_bit(__QUEUE_STATE_XOFF, &dev->state);
}

static inline bool netif_running(const struct net_device *dev)
{
	return test_bit(__LINK_STATE_START, &dev->state);
}

static inline bool netif_carrier_ok(const struct net_device *dev)
{
	return !test_bit(__LINK_STATE_NOCARRIER, &dev->state);
}

/* 6.1 keeps the time on the queue; only the watchdog read it */
static inline void netif_trans_update(struct net_device *dev)
{
	(void)dev;
}

#define netdev_err(dev, fmt, ...)	\
	pr_err("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_warn(dev, fmt, ...)	\
	pr_warn("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_info(dev, fmt, ...)	\
	pr_info("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_dbg(dev, fmt, ...)	\
	pr_debug("%s: " fmt, (dev)->name, ##__VA_ARGS__)

#endif /* _LINUX_NETDEVICE_H */
