// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/udp.c - UDP (RFC 768, udp(7)): ports, the checksum over the
 * pseudo-header, and the way in from IP to the socket bound to the
 * destination port.  A datagram for a port nobody has is answered with
 * ICMP port unreachable (RFC 1122 4.1.3.1).  One socket takes each
 * datagram: the first whose address and peer fit, so a broadcast is
 * not copied to several sockets as Linux does.  UDP_CORK holds sends
 * back as MSG_MORE does (udp_setsockopt()).
 */
#include "linux/kernel.h"
#include "linux/icmp.h"
#include "linux/random.h"
#include "linux/udp.h"
#include "asm/checksum.h"
#include "asm/uaccess.h"
#include "net/inet_sock.h"
#include "net/ip.h"
#include "net/ipv6.h"

/* Linux's default net.ipv4.ip_local_port_range */
#define PORT_LOW	32768
#define PORT_HIGH	60999

static LIST_HEAD(udp_list);	/* every UDP socket, stack locked */

void udp_hash(struct inet_sock *isk)
{
	net_stack_lock();
	list_add_tail(&isk->node, &udp_list);
	net_stack_unlock();
}

static bool reuse(const struct inet_sock *isk)
{
	return isk->sock->opts & 1U << SO_REUSEADDR;
}

/* Another socket on port and an address overlapping me's */
static bool port_in_use(const struct inet_sock *me, __be16 port)
{
	const struct inet_sock *isk;

	list_for_each_entry(isk, &udp_list, node) {
		if (isk == me || isk->sport != port)
			continue;
		if (!inet_bind_overlap(isk, me))
			continue;
		if (!(reuse(isk) && reuse(me)))
			return true;
	}
	return false;
}

/* A free port from the ephemeral range (stack locked) */
int udp_autobind(struct inet_sock *isk)
{
	u32 span = PORT_HIGH - PORT_LOW + 1, start, i;

	if (isk->sport)
		return 0;
	start = get_random_u32() % span;
	for (i = 0; i < span; i++) {
		__be16 port = htons((u16)(PORT_LOW + (start + i) % span));

		if (!port_in_use(isk, port)) {
			isk->sport = port;
			return 0;
		}
	}
	return -EAGAIN;
}

/* bind(2), with Linux's inet_bind() checks in its order */
int udp_bind(struct socket *sock, const struct sockaddr_un *a, int len)
{
	struct inet_sock *isk = inet_sk(sock);
	struct inet_addr_port ap;
	int err = inet_addr_in(isk, a, len, INET_ADDR_BIND, &ap);

	if (err)
		return err;
	net_stack_lock();
	if (!inet_addr_bindable(&ap.addr))
		err = -EADDRNOTAVAIL;
	else if (isk->sport)
		err = -EINVAL;
	if (!err) {
		isk->rcv_saddr = ap.addr;
		if (ap.port && port_in_use(isk, ap.port))
			err = -EADDRINUSE;
		isk->sport = ap.port;
		if (!err)
			err = udp_autobind(isk);
		if (err) {
			isk->rcv_saddr = in6addr_any;
			isk->sport = 0;
		}
		isk->saddr_bound = !err && !inet_addr_unset(&ap.addr);
		isk->sport_bound = !err && ap.port;
	}
	net_stack_unlock();
	return err;
}

static void udp_finish(struct sk_buff *skb, const struct in6_addr *saddr,
		       const struct in6_addr *daddr)
{
	struct udphdr *uh = udp_hdr(skb);
	__sum16 sum;

	uh->check = 0;
	sum = inet_csum_magic(saddr, daddr, skb->len, IPPROTO_UDP,
			      csum_partial(uh, (int)skb->len, 0));
	uh->check = sum ? sum : 0xffff;	/* 0 means "none" (RFC 768) */
}

/*
 * The datagram of this send: its header's room, then what sends with
 * MSG_MORE left pending (udp(7): they are one datagram with it), then
 * the user's bytes.  The pending part goes either way: an error drops
 * it, as Linux's udp_flush_pending_frames().  Two threads corking one
 * socket at once are not kept apart (Linux's lock_sock()).
 */
static struct sk_buff *udp_skb_from_user(struct inet_sock *isk,
					 const struct msghdr_k *m, int *err)
{
	const unsigned int hlen = sizeof(struct udphdr);
	struct sk_buff *pending = xchg(&isk->cork, NULL);
	unsigned int have = pending ? pending->len - hlen : 0;
	struct sk_buff *skb = inet_skb_from_user(m, hlen + have, err);

	if (skb && pending)
		memcpy(skb->data + hlen, pending->data + hlen, have);
	kfree_skb(pending);
	return skb;
}

/* The datagram skb (its header's room first) to daddr:dport: 0 or
 * the errno; skb is gone either way */
static int udp_send_skb(struct inet_sock *isk, struct sk_buff *skb,
			const struct in6_addr *daddr, __be16 dport)
{
	struct in6_addr saddr;
	struct udphdr *uh;
	int err;

	net_stack_lock();
	err = udp_autobind(isk);
	if (!err)
		err = inet_source(isk, daddr, &saddr);
	if (err) {
		kfree_skb(skb);
	} else {
		uh = udp_hdr(skb);
		uh->source = isk->sport;
		uh->dest = dport;
		uh->len = htons((u16)skb->len);
		udp_finish(skb, &saddr, daddr);
		err = inet_output_locked(skb, &saddr, daddr, IPPROTO_UDP);
	}
	net_stack_unlock();
	net_rx_flush();
	return err;
}

long udp_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct inet_sock *isk = inet_sk(sock);
	struct in6_addr daddr;
	struct sk_buff *skb;
	__be16 dport;
	int err = 0;

	if (m->flags & MSG_OOB)		/* no urgent data in a datagram */
		return -EOPNOTSUPP;
	if (isk->cork) {	/* the first send's destination (Linux) */
		daddr = isk->cork_daddr;
		dport = isk->cork_dport;
	} else {
		err = inet_dest(isk, m, &daddr, &dport);
		if (!err && !dport)
			err = -EINVAL;
	}
	skb = err ? NULL : udp_skb_from_user(isk, m, &err);
	if (!skb)
		return err;
	if (m->flags & MSG_MORE || isk->corked) {	/* more to come */
		isk->cork_daddr = daddr;
		isk->cork_dport = dport;
		isk->cork = skb;
		return (long)m->len;
	}
	err = udp_send_skb(isk, skb, &daddr, dport);
	return err ? err : (long)m->len;
}

/*
 * setsockopt(2): UDP_CORK at SOL_UDP (udp(7)), other levels IP's.
 * Corked, every send adds to one datagram, as MSG_MORE does; uncorking
 * sends what was added, and the call succeeds whatever that send
 * gives (Linux's udp_push_pending_frames()).  Linux's checks, in its
 * order: the length, the int, the option.
 */
int udp_setsockopt(struct socket *sock, int level, int name,
		   const void __user *val, int len)
{
	struct inet_sock *isk = inet_sk(sock);
	struct sk_buff *skb;
	int v;

	if (level != SOL_UDP)
		return inet_setsockopt(sock, level, name, val, len);
	if (len < (int)sizeof(int))
		return -EINVAL;
	if (get_user(v, (const int __user *)val))
		return -EFAULT;
	if (name != UDP_CORK)
		return -ENOPROTOOPT;
	isk->corked = v != 0;
	skb = v ? NULL : xchg(&isk->cork, NULL);
	if (skb)
		udp_send_skb(isk, skb, &isk->cork_daddr, isk->cork_dport);
	return 0;
}

/* The socket a datagram from saddr:sport to daddr:dport is for */
static struct inet_sock *udp_lookup(const struct in6_addr *saddr,
				    __be16 sport, const struct in6_addr *daddr,
				    __be16 dport)
{
	struct inet_sock *isk;

	list_for_each_entry(isk, &udp_list, node) {
		if (isk->sport != dport || !inet_rcv_match(isk, daddr))
			continue;
		if (isk->connected &&
		    (!ipv6_addr_equal(&isk->daddr, saddr) ||
		     isk->dport != sport))
			continue;
		return isk;
	}
	return NULL;
}

/* A received datagram, data at its UDP header, from IPv4 or IPv6
 * (stack locked); RFC 8200 8.1: IPv6's checksum is never left out */
void udp_rcv(struct sk_buff *skb)
{
	const struct udphdr *uh = (const struct udphdr *)skb->data;
	struct in6_addr saddr, daddr;
	struct inet_sock *isk;
	unsigned int ulen;

	inet_skb_addrs(skb, &saddr, &daddr);
	if (skb->len < sizeof(*uh))
		goto drop;
	ulen = ntohs(uh->len);
	if (ulen < sizeof(*uh) || ulen > skb->len)
		goto drop;
	skb_trim(skb, ulen);
	if (!uh->check && !ipv6_addr_v4mapped(&daddr))
		goto drop;
	if (uh->check && skb->ip_summed != CHECKSUM_UNNECESSARY &&
	    inet_csum_magic(&saddr, &daddr, ulen, IPPROTO_UDP,
			    csum_partial(uh, (int)ulen, 0)))
		goto drop;
	isk = udp_lookup(&saddr, uh->source, &daddr, uh->dest);
	if (!isk) {
		if (ipv6_addr_v4mapped(&daddr))
			icmp_send_unreach(skb, ICMP_PORT_UNREACH);
		goto drop;
	}
	INET_FROM(skb)->addr = saddr;
	INET_FROM(skb)->port = uh->source;
	skb_pull(skb, sizeof(*uh));
	sock_queue_rcv(isk, skb);
	return;
drop:
	kfree_skb(skb);
}

const struct proto_ops inet_dgram_ops = {
	.release = inet_release,
	.bind = udp_bind,
	.connect = inet_dgram_connect,
	.socketpair = sock_no_socketpair,
	.accept = sock_no_accept,
	.getname = inet_getname,
	.poll = datagram_poll,
	.listen = sock_no_listen,
	.shutdown = inet_shutdown,
	.getsockopt = inet_getsockopt,
	.setsockopt = udp_setsockopt,
	.sendmsg = udp_sendmsg,
	.recvmsg = inet_recvmsg,
};
