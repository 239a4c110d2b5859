/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/ipv6.h - IPv6 (net/ipv6/) and the address-family hooks
 * the one UDP and TCP use (net/ipv4/af_inet.c).
 *
 * Every socket address inside the stack is a struct in6_addr: an IPv6
 * address as it is, an IPv4 one as its IPv4-mapped form (::ffff: and the
 * 32 bits)
 * (RFC 4291 2.5.5.2), as Linux's sk_v6_daddr holds a v4 peer of an
 * AF_INET6 socket.  So one comparison serves both families, and an
 * AF_INET6 socket talks to an AF_INET one through IPv4 (ipv6(7)).  A
 * mapped address goes out and comes in through net/ipv4/ip.c, any
 * other through net/ipv6/ip6_output.c and ip6_input.c.
 */
#ifndef _NET_IPV6_H
#define _NET_IPV6_H

#include "linux/ipv6.h"
#include "linux/netdevice.h"
#include "linux/string.h"
#include "asm/checksum.h"

struct inet_sock;
struct seq_file;

extern const struct in6_addr in6addr_any, in6addr_loopback;

static inline bool ipv6_addr_equal(const struct in6_addr *a,
				   const struct in6_addr *b)
{
	return !memcmp(a, b, sizeof(*a));
}

static inline bool ipv6_addr_any(const struct in6_addr *a)
{
	return ipv6_addr_equal(a, &in6addr_any);
}

static inline bool ipv6_addr_loopback(const struct in6_addr *a)
{
	return ipv6_addr_equal(a, &in6addr_loopback);
}

static inline bool ipv6_addr_v4mapped(const struct in6_addr *a)
{
	return !a->s6_addr32[0] && !a->s6_addr32[1] &&
	       a->s6_addr32[2] == htonl(0x0000ffff);
}

static inline void ipv6_addr_set_v4mapped(__be32 addr, struct in6_addr *a)
{
	a->s6_addr32[0] = 0;
	a->s6_addr32[1] = 0;
	a->s6_addr32[2] = htonl(0x0000ffff);
	a->s6_addr32[3] = addr;
}

/* A socket's own address not chosen: :: or ::ffff:0.0.0.0 */
static inline bool inet_addr_unset(const struct in6_addr *a)
{
	return ipv6_addr_any(a) || (ipv6_addr_v4mapped(a) && !a->s6_addr32[3]);
}

/* net/ipv4/af_inet.c: the hooks that pick IPv4 or IPv6 by address */
int inet_route(const struct in6_addr *daddr, struct in6_addr *src,
	       unsigned int *mtu);
bool inet_addr_local(const struct in6_addr *addr);
__sum16 inet_csum_magic(const struct in6_addr *saddr,
			const struct in6_addr *daddr, u32 len, u8 proto,
			__wsum sum);
int inet_output_locked(struct sk_buff *skb, const struct in6_addr *saddr,
		       const struct in6_addr *daddr, u8 proto);
void inet_skb_addrs(const struct sk_buff *skb, struct in6_addr *saddr,
		    struct in6_addr *daddr);
bool inet_rcv_match(const struct inet_sock *isk, const struct in6_addr *daddr);
bool inet_bind_overlap(const struct inet_sock *a, const struct inet_sock *b);

/* net/ipv6/ip6_checksum.c */
__sum16 csum_ipv6_magic(const struct in6_addr *saddr,
			const struct in6_addr *daddr, u32 len, u8 proto,
			__wsum sum);

/* net/ipv6/addrconf.c: ::1 on lo */
bool ipv6_chk_addr(const struct in6_addr *addr);
int ip6_route_output(const struct in6_addr *daddr, struct net_device **dev,
		     struct in6_addr *src);
int if6_seq_show(struct seq_file *m, void *v);

/* net/ipv6/ip6_input.c, ip6_output.c, icmp.c */
void ipv6_rcv(struct sk_buff *skb);
int ip6_output_locked(struct sk_buff *skb, const struct in6_addr *saddr,
		      const struct in6_addr *daddr, u8 proto);
void icmpv6_rcv(struct sk_buff *skb);

/* net/ipv6/af_inet6.c */
struct inet_addr_port;
int inet6_addr_in(const struct inet_sock *isk, const struct sockaddr_un *a,
		  int len, int use, struct inet_addr_port *ap);
int inet6_name(const struct in6_addr *addr, __be16 port,
	       struct sockaddr_un *a);
int ipv6_setsockopt(struct socket *sock, int name, const void __user *val,
		    int len);
int ipv6_getsockopt(struct socket *sock, int name, int *v);

/* net/ipv6/seg6.c */
bool seg6_validate_srh(const void *hdr, unsigned int len);

#endif /* _NET_IPV6_H */
