/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/if_packet.h - AF_PACKET's address and socket options
 * (packet(7)), Linux's names, numbers and layout.
 */
#ifndef _LINUX_IF_PACKET_H
#define _LINUX_IF_PACKET_H

#include "linux/types.h"

struct sockaddr_ll {
	unsigned short sll_family;	/* AF_PACKET */
	__be16 sll_protocol;		/* ETH_P_, network order */
	int sll_ifindex;
	unsigned short sll_hatype;	/* ARPHRD_ */
	unsigned char sll_pkttype;	/* PACKET_HOST ... (skbuff.h) */
	unsigned char sll_halen;
	unsigned char sll_addr[8];
};

/* setsockopt(2) at SOL_PACKET */
#define SOL_PACKET		263
#define PACKET_ADD_MEMBERSHIP	1
#define PACKET_DROP_MEMBERSHIP	2
#define PACKET_RX_RING		5
#define PACKET_VERSION		10
#define PACKET_TX_RING		13

struct packet_mreq {
	int mr_ifindex;
	unsigned short mr_type;
	unsigned short mr_alen;
	unsigned char mr_address[8];
};

enum tpacket_versions { TPACKET_V1, TPACKET_V2, TPACKET_V3 };

/* PACKET_RX_RING's request: struct tpacket_req for V1 and V2, the
 * longer struct tpacket_req3 for V3 */
struct tpacket_req3 {
	unsigned int tp_block_size;
	unsigned int tp_block_nr;
	unsigned int tp_frame_size;
	unsigned int tp_frame_nr;
	unsigned int tp_retire_blk_tov;
	unsigned int tp_sizeof_priv;
	unsigned int tp_feature_req_word;
};

#define TPACKET_REQ_LEN		16	/* struct tpacket_req: 4 ints */
#define TPACKET_ALIGNMENT	16
#define TPACKET_ALIGN(x)	(((x) + TPACKET_ALIGNMENT - 1) & \
				 ~(TPACKET_ALIGNMENT - 1))

#endif /* _LINUX_IF_PACKET_H */
