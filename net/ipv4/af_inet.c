// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/af_inet.c - AF_INET's socket(2): socket(2) and socketpair(2)
 * answer as Linux does for the family/type/protocol a program asks for
 * (LTP socket01, socketpair01): the protocol table of ip(7), tcp(7),
 * udp(7), raw(7) and ping sockets decides EINVAL, ESOCKTNOSUPPORT,
 * EPROTONOSUPPORT, EPERM and EACCES.  UDP and raw sockets are made
 * by net/ipv4/datagram.c, TCP's by net/ipv4/tcp.c; socketpair(2) is
 * EOPNOTSUPP, as Linux says for every AF_INET socket (docs/net.md).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/in.h"
#include "linux/net.h"
#include "net/ip.h"
#include "net/tcp.h"

static const struct inet_protosw {
	int type, protocol;
} inetsw[] = {
	{ SOCK_STREAM, IPPROTO_TCP },
	{ SOCK_DGRAM, IPPROTO_UDP },
	{ SOCK_DGRAM, IPPROTO_ICMP },	/* ping sockets */
	{ SOCK_RAW, IPPROTO_IP },	/* any protocol */
};

/*
 * The table's entry for type and protocol: 0, or ESOCKTNOSUPPORT for a
 * type with no entry, EPROTONOSUPPORT for a protocol none of the
 * type's has.  Protocol 0 takes the type's first entry, but not the
 * raw wildcard: a raw socket names its protocol (raw(7)).
 */
static int inet_lookup(int type, int *protocol)
{
	int err = -ESOCKTNOSUPPORT;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(inetsw); i++) {
		int p = inetsw[i].protocol;

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

int inet_create(struct socket *sock, int protocol)
{
	int err;

	if (protocol < 0 || protocol >= IPPROTO_MAX)
		return -EINVAL;
	err = inet_lookup(sock->type, &protocol);
	if (err)
		return err;
	if (sock->type == SOCK_RAW && !capable(CAP_NET_RAW))
		return -EPERM;
	/* net.ipv4.ping_group_range is "1 0" by default: no group may */
	if (protocol == IPPROTO_ICMP && sock->type == SOCK_DGRAM)
		return -EACCES;
	if (sock->type == SOCK_STREAM)
		return tcp_sock_init(sock);
	sock->protocol = protocol;	/* SO_PROTOCOL: 0 asked for UDP */
	return inet_sock_init(sock, protocol);
}

/* The option level of an AF_INET socket's own protocol: SOL_RAW for a
 * raw socket (raw(7)), else the protocol's number (SOL_UDP is
 * IPPROTO_UDP, udp(7)) */
int inet_sol(const struct socket *sock)
{
	return sock->type == SOCK_RAW ? SOL_RAW : sock->protocol;
}
