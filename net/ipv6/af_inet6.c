// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/af_inet6.c - AF_INET6's sockets (ipv6(7)): socket(2)'s table
 * (net/ipv4/af_inet.c's, ICMPv6's ping sockets in it), struct
 * sockaddr_in6 in and out with Linux's checks in its order:
 * Linux's inet6_bind(), Linux's ip6_datagram_connect(),
 * Linux's tcp_v6_connect(), Linux's udpv6_sendmsg(); and the options at SOL_IPV6: IPV6_V6ONLY,
 * IPV6_ADDRFORM, IPV6_MTU and IPV6_RTHDR checked as Linux checks them
 * and then of no effect here (ipv6_setsockopt()).  The sockets are
 * net/ipv4's UDP, TCP and raw ones; an IPv4-mapped address, or a
 * sockaddr_in where Linux takes one, makes the socket talk IPv4.
 */
#include "linux/kernel.h"
#include "linux/slab.h"
#include "asm/uaccess.h"
#include "net/inet_sock.h"
#include "net/ipv6.h"
#include "net/tcp.h"

int inet6_create(struct socket *sock, int protocol)
{
	return inet_create_family(sock, protocol, IPPROTO_ICMPV6);
}

/* A peer of ::: this host, in the family the socket is bound in
 * (Linux's ip6_datagram_connect() and tcp_v6_connect()) */
static void inet6_peer_any(const struct inet_sock *isk, struct in6_addr *addr)
{
	if (ipv6_addr_v4mapped(&isk->rcv_saddr))
		ipv6_addr_set_v4mapped(htonl(INADDR_LOOPBACK), addr);
	else
		*addr = in6addr_loopback;
}

/*
 * The sockaddr_in6 of a bind, connect or send on an AF_INET6 socket.
 * A datagram socket's connect and send take a sockaddr_in as well
 * (unless IPV6_V6ONLY), a send AF_UNSPEC as no address; a mapped
 * address is EINVAL to bind and ENETUNREACH to reach with IPV6_V6ONLY.
 */
int inet6_addr_in(const struct inet_sock *isk, const struct sockaddr_un *a,
		  int len, int use, struct inet_addr_port *ap)
{
	struct in6_addr *addr = &ap->addr;
	struct sockaddr_in6 sin6;
	bool peer = use != INET_ADDR_BIND;

	if (use == INET_ADDR_SEND && len < (int)sizeof(a->sun_family))
		return -EINVAL;
	if ((use == INET_ADDR_CONNECT || use == INET_ADDR_SEND) &&
	    len >= (int)sizeof(a->sun_family) && a->sun_family == AF_INET) {
		if (isk->v6only)
			return use == INET_ADDR_SEND ? -ENETUNREACH :
						       -EAFNOSUPPORT;
		return inet_sin_in(a, len, use, ap);
	}
	if (use == INET_ADDR_SEND && a->sun_family == AF_UNSPEC)
		return INET_ADDR_NONE;
	if (len < SIN6_LEN_RFC2133)
		return -EINVAL;
	memset(&sin6, 0, sizeof(sin6));
	memcpy(&sin6, a, min_t(int, len, (int)sizeof(sin6)));
	if (sin6.sin6_family != AF_INET6)
		return use == INET_ADDR_SEND ? -EINVAL : -EAFNOSUPPORT;
	*addr = sin6.sin6_addr;
	ap->port = sin6.sin6_port;
	if (peer && ipv6_addr_any(addr))
		inet6_peer_any(isk, addr);
	if (isk->v6only && ipv6_addr_v4mapped(addr))
		return peer ? -ENETUNREACH : -EINVAL;
	if (peer && ipv6_addr_v4mapped(addr) && !addr->s6_addr32[3])
		addr->s6_addr32[3] = htonl(INADDR_LOOPBACK);
	return 0;
}

int inet6_name(const struct in6_addr *addr, __be16 port, struct sockaddr_un *a)
{
	struct sockaddr_in6 sin6 = {
		.sin6_family = AF_INET6,
		.sin6_port = port,
		.sin6_addr = *addr,
	};

	memcpy(a, &sin6, sizeof(sin6));
	return sizeof(sin6);
}

/*
 * IPV6_ADDRFORM to AF_INET (ipv6(7)): a connected UDP or TCP socket
 * whose peer is IPv4-mapped becomes an AF_INET socket; its addresses
 * are kept mapped in either family, so only the family changes.
 * Linux's answers: ENOTCONN unconnected, EADDRNOTAVAIL for an IPv6
 * peer, ENOPROTOOPT for a raw socket.
 */
static int ipv6_addrform(struct socket *sock, int val)
{
	struct inet_sock *isk = inet_sk(sock);
	bool connected = sock->type == SOCK_STREAM ?
			 tcp_sk(sock)->state == TCP_ESTABLISHED :
			 isk->connected;

	if (val != AF_INET)
		return -EINVAL;
	if (sock->type == SOCK_RAW)
		return -ENOPROTOOPT;
	if (!connected)
		return -ENOTCONN;
	if (isk->v6only || !ipv6_addr_v4mapped(&isk->daddr))
		return -EADDRNOTAVAIL;
	isk->family = AF_INET;
	sock->family = AF_INET;
	return 0;
}

/*
 * IPV6_RTHDR (RFC 3542 7): a routing header for the socket's packets;
 * none (len 0) is always taken.  Linux 6.1's checks, in its order: the
 * length a whole number of 8-byte units up to 255 of them, the
 * header's own length within it, then a type it knows: 2 with one
 * address (RFC 6275 6.4), or a well-formed type 4 (net/ipv6/seg6.c).
 * The header is not kept: every IPv6 address here is this host's
 * (::1 on lo), which every segment of a header must then be too.
 */
static int ipv6_set_rthdr(const void __user *val, int len)
{
	const struct ipv6_rt_hdr *rt;
	bool ok;
	void *hdr;

	if (!len)
		return 0;
	if (!val || len < 8 || len % 8 || len > 8 * 255)
		return -EINVAL;
	hdr = kmalloc((size_t)len, GFP_KERNEL);
	if (!hdr)
		return -ENOMEM;
	if (copy_from_user(hdr, val, (size_t)len)) {
		kfree(hdr);
		return -EFAULT;
	}
	rt = hdr;
	ok = (rt->hdrlen + 1) * 8 <= len;
	if (ok && rt->type == IPV6_SRCRT_TYPE_2)
		ok = rt->hdrlen == 2 && rt->segments_left == 1;
	else if (ok)
		ok = seg6_validate_srh(hdr, (unsigned int)len);
	kfree(hdr);
	return ok ? 0 : -EINVAL;
}

/*
 * setsockopt(2) at SOL_IPV6.  Linux reads an int first whatever the
 * option (EFAULT before anything else when one is there to read).
 * IPV6_MTU (ipv6(7)): 0 or at least IPv6's minimum MTU, and then has
 * no effect: nothing is fragmented on the way to this host's own
 * addresses.
 */
int ipv6_setsockopt(struct socket *sock, int name, const void __user *val,
		    int len)
{
	struct inet_sock *isk = inet_sk(sock);
	bool whole = len >= (int)sizeof(int);
	int v = 0;

	if (val && whole && get_user(v, (const int __user *)val))
		return -EFAULT;
	switch (name) {
	case IPV6_RTHDR:
		return ipv6_set_rthdr(val, len);
	case IPV6_MTU:
		return whole && (!v || v >= IPV6_MIN_MTU) ? 0 : -EINVAL;
	case IPV6_ADDRFORM:
		return whole ? ipv6_addrform(sock, v) : -EINVAL;
	case IPV6_V6ONLY:
		if (!whole || isk->sport)
			return -EINVAL;	/* not once bound (ipv6(7)) */
		isk->v6only = v != 0;
		return 0;
	default:
		return -ENOPROTOOPT;
	}
}

/* getsockopt(2) at SOL_IPV6: IPV6_V6ONLY's value, its size */
int ipv6_getsockopt(struct socket *sock, int name, int *v)
{
	if (name != IPV6_V6ONLY)
		return -ENOPROTOOPT;
	*v = inet_sk(sock)->v6only;
	return sizeof(*v);
}
