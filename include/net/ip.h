/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/ip.h - the stack's own entry points between net/core and
 * net/ipv4 (not for modules).
 *
 * Locking: every packet's way through the stack, and every change of
 * the interfaces, addresses and routes it reads, happens under
 * net_stack_lock() (bottom halves off, then one spinlock), so the
 * protocols below the sockets are single-threaded and never sleep;
 * configuration that may sleep (a driver's ndo_open) is serialised by
 * rtnl_lock() as in Linux.  A packet a driver receives goes onto the
 * backlog (netif_rx()), and is taken through the stack by
 * net_rx_action(): from a tasklet, or straight after a send in the
 * sender's own context (net_rx_flush()), as Linux's local_bh_enable()
 * runs pending softirqs.
 */
#ifndef _NET_IP_H
#define _NET_IP_H

#include "linux/netdevice.h"
#include "linux/ip.h"
#include "linux/in.h"

struct socket;
struct msghdr_k;

void net_stack_lock(void);
void net_stack_unlock(void);
void rtnl_lock(void);
void rtnl_unlock(void);
void net_rx_flush(void);
struct net_device *dev_get_by_index_locked(int ifindex);
struct list_head *netdev_list(void);
int dev_change_flags(struct net_device *dev, unsigned int flags);
unsigned int dev_get_flags(const struct net_device *dev);
int dev_set_mtu(struct net_device *dev, int mtu);
void dev_change_tx_queue_len(struct net_device *dev, unsigned int len);
long dev_ioctl(unsigned int cmd, void __user *arg);
struct seq_file;
int dev_seq_show(struct seq_file *m, void *v);
extern struct net_device *loopback_dev;

/* net/ipv4/devinet.c: one IPv4 address per interface */
struct in_device {
	__be32 addr, mask, broadcast;
	unsigned char scope;		/* RT_SCOPE_: host for 127/8 */
	unsigned long cstamp;		/* jiffies when it was made */
};

static inline struct in_device *__in_dev_get(const struct net_device *dev)
{
	return dev->ip_ptr;
}

/* The mask of a prefix of prefixlen bits (at most 32) */
static inline __be32 inet_make_mask(unsigned int prefixlen)
{
	return prefixlen ? htonl(~0U << (32 - prefixlen)) : 0;
}

long devinet_ioctl(unsigned int cmd, void __user *arg);
long inet_gifconf(char __user *buf, int len);
void inet_dev_destroy(struct net_device *dev);
void inet_loopback_up(struct net_device *dev);
struct net_device *ip_dev_find(__be32 addr);

/* net/ipv4/route.c: where a packet to daddr goes */
struct rtable {
	struct net_device *dev;
	__be32 gateway;		/* the next hop: daddr itself if direct */
	__be32 src;		/* the source address to use */
};

int ip_route_output(__be32 daddr, struct rtable *rt);
bool inet_addr_is_local(__be32 daddr);
long ip_rt_ioctl(unsigned int cmd, void __user *arg);
void ip_rt_dev_down(struct net_device *dev);

/* net/ipv4/ip.c */
void ip_rcv(struct sk_buff *skb);
int ip_output_locked(struct sk_buff *skb, __be32 saddr, __be32 daddr,
		     u8 protocol);

/* net/ipv4/arp.c */
void arp_rcv(struct sk_buff *skb);
int arp_resolve(struct sk_buff *skb, struct net_device *dev, __be32 nexthop);
void arp_dev_down(struct net_device *dev);

/* net/packet/af_packet.c: a copy of a frame in or out to AF_PACKET */
void packet_tap(struct sk_buff *skb, bool outgoing);

/* net/ipv4/icmp.c, udp.c, raw.c: what arrives for each protocol */
void icmp_rcv(struct sk_buff *skb);
void icmp_send_unreach(struct sk_buff *skb, int code);
void udp_rcv(struct sk_buff *skb);
bool raw_rcv(struct sk_buff *skb, u8 protocol);
extern const struct proto_ops inet_dgram_ops;
extern const struct proto_ops inet_sockraw_ops;
int inet_sock_init(struct socket *sock, int protocol);

#endif /* _NET_IP_H */
