/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/if_ether.h - the Ethernet frame (IEEE 802.3): sizes, the
 * header, and the EtherTypes this kernel knows (IANA's numbers, as
 * Linux names them).
 */
#ifndef _LINUX_IF_ETHER_H
#define _LINUX_IF_ETHER_H

#include "linux/types.h"
#include "asm/byteorder.h"

#define ETH_ALEN	6	/* octets in one address */
#define ETH_TLEN	2	/* octets in the type field */
#define ETH_HLEN	14	/* the header */
#define ETH_ZLEN	60	/* the shortest frame, without its FCS */
#define ETH_DATA_LEN	1500	/* the largest payload */
#define ETH_FRAME_LEN	1514	/* the largest frame, without its FCS */
#define ETH_MIN_MTU	68	/* RFC 791's smallest datagram */
#define ETH_MAX_MTU	0xFFFFU

#define ETH_P_LOOP	0x0060
#define ETH_P_IP	0x0800
#define ETH_P_ARP	0x0806
#define ETH_P_IPV6	0x86DD
#define ETH_P_802_3_MIN	0x0600	/* below: a length, not a type */
#define ETH_P_802_3	0x0001
#define ETH_P_ALL	0x0003
#define ETH_P_802_2	0x0004

struct ethhdr {
	unsigned char h_dest[ETH_ALEN];
	unsigned char h_source[ETH_ALEN];
	__be16 h_proto;
} __attribute__((packed));

#endif /* _LINUX_IF_ETHER_H */
