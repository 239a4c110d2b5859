// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/raw.c - raw sockets (raw(7)): what is sent is the payload of
 * an IP packet of the socket's protocol (ping's ICMP echo, its checksum
 * filled in by the program); what is read is each received packet of
 * that protocol, IP header and all, a copy per socket.  IP_HDRINCL
 * (and so IPPROTO_RAW's sends, which imply it) is not here: such a send
 * is EINVAL.  An AF_INET6 raw socket is the same over IPv6, as
 * Linux's ipv6 raw(7): it reads the payload without the IPv6 header,
 * and an ICMPv6 one has its checksum filled in by the kernel (RFC 4443
 * 2.3 covers a pseudo-header the program cannot know), which busybox's
 * ping6 leaves to it.
 */
#include "linux/kernel.h"
#include "asm/uaccess.h"
#include "net/inet_sock.h"
#include "net/ip.h"
#include "net/ipv6.h"

#define ICMPV6_CSUM_OFFSET	2	/* struct icmp6hdr's icmp6_cksum */

static LIST_HEAD(raw_list);	/* every raw socket, stack locked */

void raw_hash(struct inet_sock *isk)
{
	isk->sport = htons((u16)isk->protocol);	/* what getsockname says */
	net_stack_lock();
	list_add_tail(&isk->node, &raw_list);
	net_stack_unlock();
}

/* Whether an ICMPv6 raw socket's filter keeps this message from it */
static bool raw_icmp6_blocked(const struct inet_sock *isk,
			      const struct sk_buff *skb)
{
	u8 type = skb->len ? skb->data[0] : 0;

	return isk->icmp6_filter[type >> 5] & 1U << (type & 31);
}

/* A received packet of protocol, data at its transport header, to
 * each raw socket of its family and protocol (stack locked); true if
 * one took it */
bool raw_rcv(struct sk_buff *skb, u8 protocol)
{
	unsigned int hlen = skb->data - skb_network_header(skb);
	struct in6_addr saddr, daddr;
	struct inet_sock *isk;
	struct sk_buff *copy;
	bool taken = false, v6;

	inet_skb_addrs(skb, &saddr, &daddr);
	v6 = !ipv6_addr_v4mapped(&daddr);
	list_for_each_entry(isk, &raw_list, node) {
		if (isk->protocol != protocol ||
		    (isk->family == AF_INET6) != v6 ||
		    (!inet_addr_unset(&isk->rcv_saddr) &&
		     !ipv6_addr_equal(&isk->rcv_saddr, &daddr)) ||
		    (isk->connected && !ipv6_addr_equal(&isk->daddr, &saddr)) ||
		    (v6 && protocol == IPPROTO_ICMPV6 && raw_icmp6_blocked(isk, skb)))
			continue;
		taken = true;
		copy = skb_copy(skb, GFP_ATOMIC);
		if (!copy)
			continue;
		if (!v6)
			skb_push(copy, hlen);
		INET_FROM(copy)->addr = saddr;
		INET_FROM(copy)->port = 0;
		sock_queue_rcv(isk, copy);
	}
	return taken;
}

/* bind(2) names the address to hear on (raw(7)): no port */
static int raw_bind(struct socket *sock, const struct sockaddr_un *a, int len)
{
	struct inet_sock *isk = inet_sk(sock);
	struct sockaddr_in sin;
	struct inet_addr_port ap;
	int err = 0;

	if (isk->family == AF_INET6) {
		err = inet6_addr_in(isk, a, len, INET_ADDR_BIND, &ap);
	} else if (len < (int)sizeof(sin)) {
		err = -EINVAL;
	} else {
		memcpy(&sin, a, sizeof(sin));
		ipv6_addr_set_v4mapped(sin.sin_addr.s_addr, &ap.addr);
	}
	if (err)
		return err;
	net_stack_lock();
	if (!inet_addr_bindable(&ap.addr))
		err = -EADDRNOTAVAIL;
	else
		isk->rcv_saddr = inet_addr_unset(&ap.addr) ? in6addr_any : ap.addr;
	if (!err)
		isk->saddr_bound = !inet_addr_unset(&ap.addr);
	net_stack_unlock();
	return err;
}

/*
 * An AF_INET6 raw socket's options (Linux's rawv6_setsockopt()):
 * ICMPV6_FILTER at SOL_ICMPV6, on an ICMPv6 socket only (EOPNOTSUPP),
 * cut to the filter's size; IPV6_CHECKSUM at SOL_RAW, where ICMPv6's is
 * always at 2 (RFC 3542 3.1): an odd offset is EINVAL.
 */
int rawv6_setsockopt(struct socket *sock, int level, int name,
		     const void __user *val, int len)
{
	struct inet_sock *isk = inet_sk(sock);
	int v;

	if (level == SOL_ICMPV6) {
		if (isk->protocol != IPPROTO_ICMPV6)
			return -EOPNOTSUPP;
		if (name != ICMPV6_FILTER)
			return -ENOPROTOOPT;
		len = clamp_t(int, len, 0, (int)sizeof(isk->icmp6_filter));
		return copy_from_user(isk->icmp6_filter, val, len) ? -EFAULT : 0;
	}
	if (name != IPV6_CHECKSUM || isk->protocol != IPPROTO_ICMPV6)
		return -ENOPROTOOPT;
	if (len < (int)sizeof(int))
		return -EINVAL;
	if (get_user(v, (const int __user *)val))
		return -EFAULT;
	return v == ICMPV6_CSUM_OFFSET ? 0 : -EINVAL;
}

/* ICMPv6's checksum over the packet and its pseudo-header */
static void raw_icmpv6_csum(struct sk_buff *skb, const struct in6_addr *saddr,
			    const struct in6_addr *daddr)
{
	__sum16 *sum = (__sum16 *)(skb->data + ICMPV6_CSUM_OFFSET);

	*sum = 0;
	*sum = csum_ipv6_magic(saddr, daddr, skb->len, IPPROTO_ICMPV6,
			       csum_partial(skb->data, (int)skb->len, 0));
}

static long raw_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct inet_sock *isk = inet_sk(sock);
	struct in6_addr daddr, saddr;
	struct sk_buff *skb;
	__be16 port;
	int err;

	if (m->flags & MSG_OOB)		/* no urgent data in a datagram */
		return -EOPNOTSUPP;
	if (isk->protocol == IPPROTO_RAW)
		return -EINVAL;
	err = inet_dest(isk, m, &daddr, &port);
	skb = err ? NULL : inet_skb_from_user(m, 0, &err);
	if (!skb)
		return err;
	net_stack_lock();
	err = inet_source(isk, &daddr, &saddr);
	if (err) {
		kfree_skb(skb);
	} else {
		if (isk->protocol == IPPROTO_ICMPV6 &&
		    skb->len >= ICMPV6_CSUM_OFFSET + sizeof(__sum16))
			raw_icmpv6_csum(skb, &saddr, &daddr);
		err = inet_output_locked(skb, &saddr, &daddr,
					 (u8)isk->protocol);
	}
	net_stack_unlock();
	net_rx_flush();
	return err ? err : (long)m->len;
}

const struct proto_ops inet_sockraw_ops = {
	.release = inet_release,
	.bind = raw_bind,
	.connect = inet_dgram_connect,
	.socketpair = sock_no_socketpair,
	.accept = sock_no_accept,
	.getname = inet_getname,
	.poll = datagram_poll,
	.listen = sock_no_listen,
	.shutdown = inet_shutdown,
	.getsockopt = inet_getsockopt,
	.setsockopt = inet_setsockopt,
	.sendmsg = raw_sendmsg,
	.recvmsg = inet_recvmsg,
};
