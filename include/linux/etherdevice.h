/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/etherdevice.h - Ethernet devices (net/ethernet/eth.c):
 * alloc_etherdev(), ether_setup()'s defaults, eth_type_trans() for a
 * received frame, and the address tests (IEEE 802: the first octet's
 * low bit is group, the next bit locally administered).
 */
#ifndef _LINUX_ETHERDEVICE_H
#define _LINUX_ETHERDEVICE_H

#include "linux/netdevice.h"
#include "linux/if_ether.h"
#include "linux/random.h"
#include "linux/string.h"

void ether_setup(struct net_device *dev);
struct net_device *alloc_etherdev_mqs(int sizeof_priv, unsigned int txqs,
				      unsigned int rxqs);
#define alloc_etherdev(sizeof_priv)	alloc_etherdev_mqs(sizeof_priv, 1, 1)
__be16 eth_type_trans(struct sk_buff *skb, struct net_device *dev);
int eth_header(struct sk_buff *skb, struct net_device *dev,
	       unsigned short type, const void *daddr, const void *saddr,
	       unsigned int len);
int eth_mac_addr(struct net_device *dev, void *p);
int eth_validate_addr(struct net_device *dev);
extern const struct header_ops eth_header_ops;

static inline struct ethhdr *eth_hdr(const struct sk_buff *skb)
{
	return (struct ethhdr *)skb_mac_header(skb);
}

static inline bool is_zero_ether_addr(const u8 *addr)
{
	return !(addr[0] | addr[1] | addr[2] | addr[3] | addr[4] | addr[5]);
}

static inline bool is_multicast_ether_addr(const u8 *addr)
{
	return addr[0] & 0x01;
}

static inline bool is_broadcast_ether_addr(const u8 *addr)
{
	return (addr[0] & addr[1] & addr[2] & addr[3] & addr[4] & addr[5]) ==
	       0xff;
}

static inline bool is_unicast_ether_addr(const u8 *addr)
{
	return !is_multicast_ether_addr(addr);
}

static inline bool is_valid_ether_addr(const u8 *addr)
{
	return !is_multicast_ether_addr(addr) && !is_zero_ether_addr(addr);
}

static inline bool ether_addr_equal(const u8 *a, const u8 *b)
{
	return !memcmp(a, b, ETH_ALEN);
}

static inline void ether_addr_copy(u8 *dst, const u8 *src)
{
	memcpy(dst, src, ETH_ALEN);
}

static inline void eth_zero_addr(u8 *addr)
{
	memset(addr, 0, ETH_ALEN);
}

static inline void eth_broadcast_addr(u8 *addr)
{
	memset(addr, 0xff, ETH_ALEN);
}

/* A random address, unicast and locally administered */
static inline void eth_random_addr(u8 *addr)
{
	get_random_bytes(addr, ETH_ALEN);
	addr[0] = (u8)((addr[0] & 0xfe) | 0x02);
}

static inline void eth_hw_addr_set(struct net_device *dev, const u8 *addr)
{
	dev_addr_set(dev, addr);
}

static inline void eth_hw_addr_random(struct net_device *dev)
{
	u8 addr[ETH_ALEN];

	eth_random_addr(addr);
	eth_hw_addr_set(dev, addr);
}

#endif /* _LINUX_ETHERDEVICE_H */
