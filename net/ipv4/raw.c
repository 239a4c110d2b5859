// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/raw.c - raw sockets (raw(7)): what is sent is the payload of
 * an IP packet of the socket's protocol (ping's ICMP echo, its checksum
 * filled in by the program); what is read is each received packet of
 * that protocol, IP header and all, a copy per socket.  IP_HDRINCL
 * (and so IPPROTO_RAW's sends, which imply it) is not here: such a send
 * is EINVAL.
 */
#include "linux/kernel.h"
#include "net/inet_sock.h"
#include "net/ip.h"

static LIST_HEAD(raw_list);	/* every raw socket, stack locked */

void raw_hash(struct inet_sock *isk)
{
	isk->sport = htons((u16)isk->protocol);	/* what getsockname says */
	net_stack_lock();
	list_add_tail(&isk->node, &raw_list);
	net_stack_unlock();
}

/* A received packet, data at its transport header, to each raw socket
 * of its protocol (stack locked); true if one took it */
bool raw_rcv(struct sk_buff *skb)
{
	const struct iphdr *iph = ip_hdr(skb);
	unsigned int hlen = iph->ihl * 4U;
	struct inet_sock *isk;
	struct sk_buff *copy;
	bool taken = false;

	list_for_each_entry(isk, &raw_list, node) {
		if (isk->protocol != iph->protocol ||
		    (isk->rcv_saddr && isk->rcv_saddr != iph->daddr) ||
		    (isk->connected && isk->daddr != iph->saddr))
			continue;
		taken = true;
		copy = skb_copy(skb, GFP_ATOMIC);
		if (!copy)
			continue;
		skb_push(copy, hlen);
		INET_FROM(copy)->addr = iph->saddr;
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
	int err = inet_sin_check(a, len, &sin);

	if (err)
		return err;
	net_stack_lock();
	if (sin.sin_addr.s_addr && !inet_addr_is_local(sin.sin_addr.s_addr) &&
	    !ipv4_is_multicast(sin.sin_addr.s_addr) &&
	    !ipv4_is_lbcast(sin.sin_addr.s_addr))
		err = -EADDRNOTAVAIL;
	else
		isk->rcv_saddr = sin.sin_addr.s_addr;
	if (!err)
		isk->saddr_bound = isk->rcv_saddr != 0;
	net_stack_unlock();
	return err;
}

static long raw_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct inet_sock *isk = inet_sk(sock);
	struct sk_buff *skb;
	__be32 daddr;
	__be16 port;
	int err;

	if (m->flags & MSG_OOB)		/* no urgent data in a datagram */
		return -EOPNOTSUPP;
	if (isk->protocol == IPPROTO_RAW)
		return -EINVAL;
	daddr = inet_dest(isk, m, &port, &err);
	skb = err ? NULL : inet_skb_from_user(m, 0, &err);
	if (!skb)
		return err;
	err = ip_build_and_send(skb, isk->rcv_saddr, daddr, (u8)isk->protocol);
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
	.sendmsg = raw_sendmsg,
	.recvmsg = inet_recvmsg,
};
