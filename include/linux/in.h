/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/in.h - IPv4's protocol numbers (IANA) and socket
 * address (ip(7)), Linux's names; the byte swaps come with it as with
 * Linux's.
 */
#ifndef _LINUX_IN_H
#define _LINUX_IN_H

#include "linux/types.h"
#include "asm/byteorder.h"

enum {
	IPPROTO_IP = 0,
	IPPROTO_ICMP = 1,
	IPPROTO_IGMP = 2,
	IPPROTO_TCP = 6,
	IPPROTO_UDP = 17,
	IPPROTO_IPV6 = 41,
	IPPROTO_RAW = 255,
	IPPROTO_MPTCP = 262,
	IPPROTO_MAX
};

struct in_addr {
	__be32 s_addr;
};

#define __SOCK_SIZE__	16
struct sockaddr_in {
	unsigned short sin_family;	/* AF_INET */
	__be16 sin_port;
	struct in_addr sin_addr;
	unsigned char sin_zero[__SOCK_SIZE__ - 8];
};

/* Host order, as Linux writes them; htonl() before use */
#define INADDR_ANY		0x00000000U
#define INADDR_BROADCAST	0xffffffffU
#define INADDR_NONE		0xffffffffU
#define INADDR_LOOPBACK		0x7f000001U
#define IN_LOOPBACKNET		127

/* IPPROTO_IP's socket options (ip(7)) */
#define IP_TOS		1
#define IP_TTL		2
#define IP_HDRINCL	3

static inline bool ipv4_is_loopback(__be32 addr)
{
	return (addr & htonl(0xff000000)) == htonl(0x7f000000);
}

static inline bool ipv4_is_multicast(__be32 addr)
{
	return (addr & htonl(0xf0000000)) == htonl(0xe0000000);
}

static inline bool ipv4_is_lbcast(__be32 addr)
{
	return addr == htonl(INADDR_BROADCAST);
}

static inline bool ipv4_is_zeronet(__be32 addr)
{
	return (addr & htonl(0xff000000)) == 0;
}

#endif /* _LINUX_IN_H */
