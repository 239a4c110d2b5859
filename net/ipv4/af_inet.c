// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/af_inet.c - AF_INET's socket(2): socket(2) and socketpair(2)
 * answer as Linux does for the family/type/protocol a program asks for
 * (LTP socket01, socketpair01): the protocol table of ip(7), tcp(7),
 * udp(7), raw(7) and ping sockets decides EINVAL, ESOCKTNOSUPPORT,
 * EPROTONOSUPPORT, EPERM and EACCES.  UDP and raw sockets are made
 * by net/ipv4/datagram.c, TCP's by net/ipv4/tcp.c; socketpair(2) is
 * EOPNOTSUPP, as Linux says for every AF_INET socket (docs/net.md).
 * AF_INET6's table (net/ipv6/af_inet6.c) is the same but for ICMPv6's
 * ping sockets.  Below, the address-family hooks of include/net/ipv6.h:
 * the one UDP and TCP call them, and they take an IPv4-mapped address
 * through IPv4 and any other through IPv6.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/in.h"
#include "linux/net.h"
#include "net/ip.h"
#include "net/ipv6.h"
#include "net/tcp.h"

/* Entry 2 is the family's ping sockets (ICMP's, or ICMPv6's) */
static const struct inet_protosw {
	int type, protocol;
} inetsw[] = {
	{ SOCK_STREAM, IPPROTO_TCP },
	{ SOCK_DGRAM, IPPROTO_UDP },
	{ SOCK_DGRAM, IPPROTO_ICMP },
	{ SOCK_RAW, IPPROTO_IP },	/* any protocol */
};

/*
 * The table's entry for type and protocol: 0, or ESOCKTNOSUPPORT for a
 * type with no entry, EPROTONOSUPPORT for a protocol none of the
 * type's has.  Protocol 0 takes the type's first entry, but not the
 * raw wildcard: a raw socket names its protocol (raw(7)).
 */
static int inet_lookup(int type, int *protocol, int ping)
{
	int err = -ESOCKTNOSUPPORT;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(inetsw); i++) {
		int p = i == 2 ? ping : inetsw[i].protocol;

		if (inetsw[i].type != type)
			continue;
		if (*protocol == p ? p != IPPROTO_IP :
		    *protocol == IPPROTO_IP || p == IPPROTO_IP) {
			*protocol = *protocol ? *protocol : p;
			return 0;
		}
		err = -EPROTONOSUPPORT;
	}
	return err;
}

/* socket(2) of AF_INET or AF_INET6 (sock->family), whose ping
 * sockets are of protocol ping */
int inet_create_family(struct socket *sock, int protocol, int ping)
{
	int err;

	if (protocol < 0 || protocol >= IPPROTO_MAX)
		return -EINVAL;
	err = inet_lookup(sock->type, &protocol, ping);
	if (err)
		return err;
	if (sock->type == SOCK_RAW && !capable(CAP_NET_RAW))
		return -EPERM;
	/* net.ipv4.ping_group_range is "1 0" by default: no group may */
	if (protocol == ping && sock->type == SOCK_DGRAM)
		return -EACCES;
	if (sock->type == SOCK_STREAM)
		return tcp_sock_init(sock);
	sock->protocol = protocol;	/* SO_PROTOCOL: 0 asked for UDP */
	return inet_sock_init(sock, protocol);
}

int inet_create(struct socket *sock, int protocol)
{
	return inet_create_family(sock, protocol, IPPROTO_ICMP);
}

/* The option level of an AF_INET socket's own protocol: SOL_RAW for a
 * raw socket (raw(7)), else the protocol's number (SOL_UDP is
 * IPPROTO_UDP, udp(7)) */
int inet_sol(const struct socket *sock)
{
	return sock->type == SOCK_RAW ? SOL_RAW : sock->protocol;
}

/* setsockopt(2) at a level of IP's: SOL_IPV6's options on an AF_INET6
 * socket (net/ipv6/af_inet6.c), an AF_INET6 raw socket's own
 * (net/ipv4/raw.c); AF_INET has none (ip(7)'s answer) */
int inet_setsockopt(struct socket *sock, int level, int name,
		    const void __user *val, int len)
{
	if (sock->family != AF_INET6)
		return -ENOPROTOOPT;
	if (level == SOL_IPV6)
		return ipv6_setsockopt(sock, name, val, len);
	if (sock->type == SOCK_RAW && (level == SOL_ICMPV6 || level == SOL_RAW))
		return rawv6_setsockopt(sock, level, name, val, len);
	return -ENOPROTOOPT;
}

/* The route to daddr: the source address to use and the room for a
 * transport's packet: the device's MTU less the IP header, within what
 * IPv4's 16-bit total length and IPv6's payload length can say */
int inet_route(const struct in6_addr *daddr, struct in6_addr *src,
	       unsigned int *mtu)
{
	struct net_device *dev;
	struct rtable rt;
	int err;

	if (!ipv6_addr_v4mapped(daddr)) {
		err = ip6_route_output(daddr, &dev, src);
		if (!err && mtu)
			*mtu = min(dev->mtu - sizeof(struct ipv6hdr), 0xFFFFU);
		return err;
	}
	err = ip_route_output(daddr->s6_addr32[3], &rt);
	if (err)
		return err;
	ipv6_addr_set_v4mapped(rt.src, src);
	if (mtu)
		*mtu = min(rt.dev->mtu, 0xFFFFU) - sizeof(struct iphdr);
	return 0;
}

bool inet_addr_local(const struct in6_addr *addr)
{
	return ipv6_addr_v4mapped(addr) ?
	       inet_addr_is_local(addr->s6_addr32[3]) : ipv6_chk_addr(addr);
}

/* UDP's and TCP's checksum: the pseudo-header of the packet's IP
 * (RFC 768, RFC 8200 8.1) added to sum, folded */
__sum16 inet_csum_magic(const struct in6_addr *saddr,
			const struct in6_addr *daddr, u32 len, u8 proto,
			__wsum sum)
{
	if (ipv6_addr_v4mapped(daddr))
		return csum_tcpudp_magic(saddr->s6_addr32[3],
					 daddr->s6_addr32[3], len, proto, sum);
	return csum_ipv6_magic(saddr, daddr, len, proto, sum);
}

/* A transport's packet out (stack locked), as ip_output_locked();
 * ENETUNREACH from an address of the other family */
int inet_output_locked(struct sk_buff *skb, const struct in6_addr *saddr,
		       const struct in6_addr *daddr, u8 proto)
{
	if (!ipv6_addr_v4mapped(daddr) && !ipv6_addr_v4mapped(saddr))
		return ip6_output_locked(skb, saddr, daddr, proto);
	if (ipv6_addr_v4mapped(daddr) && ipv6_addr_v4mapped(saddr))
		return ip_output_locked(skb, saddr->s6_addr32[3],
					daddr->s6_addr32[3], proto);
	kfree_skb(skb);
	return -ENETUNREACH;
}

/* A received packet's addresses, from its network header */
void inet_skb_addrs(const struct sk_buff *skb, struct in6_addr *saddr,
		    struct in6_addr *daddr)
{
	const struct iphdr *iph = ip_hdr(skb);

	if (iph->version == 6) {
		*saddr = ipv6_hdr(skb)->saddr;
		*daddr = ipv6_hdr(skb)->daddr;
		return;
	}
	ipv6_addr_set_v4mapped(iph->saddr, saddr);
	ipv6_addr_set_v4mapped(iph->daddr, daddr);
}

/* Whether isk hears on daddr: an AF_INET socket only IPv4's, an
 * AF_INET6 one both unless IPV6_V6ONLY (ipv6(7)); an unset address
 * every one of them, ::ffff:0.0.0.0 every IPv4 one */
bool inet_rcv_match(const struct inet_sock *isk, const struct in6_addr *daddr)
{
	bool v4 = ipv6_addr_v4mapped(daddr);

	if (v4 ? isk->v6only : isk->family != AF_INET6)
		return false;
	if (ipv6_addr_any(&isk->rcv_saddr))
		return true;
	if (inet_addr_unset(&isk->rcv_saddr))
		return v4;
	return ipv6_addr_equal(&isk->rcv_saddr, daddr);
}

/* Whether two sockets' bound addresses share one (bind(2)'s clash) */
bool inet_bind_overlap(const struct inet_sock *a, const struct inet_sock *b)
{
	const struct in6_addr *x = &a->rcv_saddr, *y = &b->rcv_saddr;
	bool a4 = !a->v6only && (a->family == AF_INET || ipv6_addr_any(x) ||
				 ipv6_addr_v4mapped(x));
	bool b4 = !b->v6only && (b->family == AF_INET || ipv6_addr_any(y) ||
				 ipv6_addr_v4mapped(y));
	bool a6 = a->family == AF_INET6 && !ipv6_addr_v4mapped(x);
	bool b6 = b->family == AF_INET6 && !ipv6_addr_v4mapped(y);

	if (ipv6_addr_equal(x, y))
		return (a4 && b4) || (a6 && b6);
	if (a4 && b4 && (inet_addr_unset(x) || inet_addr_unset(y)))
		return true;
	return a6 && b6 && (ipv6_addr_any(x) || ipv6_addr_any(y));
}
