// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/datagram.c - what UDP and raw sockets share
 * (include/net/inet_sock.h): making and releasing one, connect(2),
 * getsockname(2), poll(2), and the receive queue recv(2) reads - a
 * datagram at a time, cut to the caller's buffer (udp(7), raw(7)).
 * The queue holds at most SO_RCVBUF bytes (truesize, as Linux counts
 * them); a datagram beyond that is dropped, so a flood cannot take
 * the kernel's memory.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "asm/uaccess.h"
#include "net/inet_sock.h"
#include "net/ip.h"

#define PROT_SOCK	1024	/* below: CAP_NET_BIND_SERVICE's */

int inet_sock_init(struct socket *sock, int protocol)
{
	struct inet_sock *isk = kzalloc(sizeof(*isk), GFP_KERNEL);

	if (!isk)
		return -ENOMEM;
	isk->sock = sock;
	isk->protocol = protocol;
	skb_queue_head_init(&isk->rxq);
	init_waitqueue_head(&isk->wait);
	INIT_LIST_HEAD(&isk->node);
	sock->sk = isk;
	if (sock->type == SOCK_RAW) {
		sock->ops = &inet_sockraw_ops;
		raw_hash(isk);
	} else {
		sock->ops = &inet_dgram_ops;
		udp_hash(isk);
	}
	return 0;
}

void inet_unhash(struct inet_sock *isk)
{
	net_stack_lock();
	list_del_init(&isk->node);
	net_stack_unlock();
}

void inet_release(struct socket *sock)
{
	struct inet_sock *isk = inet_sk(sock);

	inet_unhash(isk);	/* no packet comes after this */
	skb_queue_purge(&isk->rxq);
	kfree_skb(isk->cork);	/* a datagram never finished */
	kfree(isk);
	sock->sk = NULL;
}

/* A received packet onto isk's queue (stack locked): false, and the
 * packet freed, when the queue is full */
bool sock_queue_rcv(struct inet_sock *isk, struct sk_buff *skb)
{
	if (atomic_read(&isk->rmem) + (int)skb->truesize >
	    isk->sock->rcvbuf) {
		kfree_skb(skb);
		return false;
	}
	skb->dev = NULL;	/* the device may go before the reader */
	atomic_add((int)skb->truesize, &isk->rmem);
	skb_queue_tail(&isk->rxq, skb);
	wake_up(&isk->wait);
	return true;
}

/* An address given to bind, connect or sendto as a sockaddr_in:
 * EINVAL when it is too short for one (ip(7)) */
int inet_sin_check(const struct sockaddr_un *a, int len,
		   struct sockaddr_in *sin)
{
	if (len < (int)sizeof(*sin))
		return -EINVAL;
	memcpy(sin, a, sizeof(*sin));
	return 0;
}

/* connect(2)'s address, for UDP, raw and TCP alike: EINVAL when it is
 * too short, EAFNOSUPPORT for a family but AF_INET (Linux's
 * inet_dgram_connect and inet_stream_connect, after AF_UNSPEC) */
int inet_connect_addr(const struct sockaddr_un *a, int len,
		      struct sockaddr_in *sin)
{
	int err = inet_sin_check(a, len, sin);

	if (!err && sin->sin_family != AF_INET)
		err = -EAFNOSUPPORT;
	return err;
}

/* bind(2)'s first checks, Linux's inet_bind() order: the length, the
 * family (AF_UNSPEC only for INADDR_ANY), a port below 1024 */
int inet_bind_check(const struct sockaddr_un *a, int len,
		    struct sockaddr_in *sin)
{
	int err = inet_sin_check(a, len, sin);

	if (err)
		return err;
	if (sin->sin_family != AF_INET &&
	    (sin->sin_family != AF_UNSPEC ||
	     sin->sin_addr.s_addr != htonl(INADDR_ANY)))
		return -EAFNOSUPPORT;
	if (ntohs(sin->sin_port) && ntohs(sin->sin_port) < PROT_SOCK &&
	    !capable(CAP_NET_BIND_SERVICE))
		return -EACCES;
	return 0;
}

/* An address a socket may bind to (stack locked): any, one of ours,
 * a group or the broadcast */
bool inet_addr_bindable(__be32 addr)
{
	return !addr || inet_addr_is_local(addr) || ipv4_is_multicast(addr) ||
	       ipv4_is_lbcast(addr);
}

/* Where a send goes: the address given (AF_UNSPEC taken as AF_INET,
 * as Linux's udp_sendmsg() does), or the connected peer */
__be32 inet_dest(const struct inet_sock *isk, const struct msghdr_k *m,
		 __be16 *port, int *err)
{
	struct sockaddr_in sin;

	*err = 0;
	if (!m->addrlen) {
		if (!isk->connected)
			*err = -EDESTADDRREQ;
		*port = isk->dport;
		return isk->daddr;
	}
	*err = inet_sin_check(&m->addr, m->addrlen, &sin);
	if (!*err && sin.sin_family != AF_INET && sin.sin_family != AF_UNSPEC)
		*err = -EAFNOSUPPORT;
	*port = sin.sin_port;
	return sin.sin_addr.s_addr ? sin.sin_addr.s_addr :
				     htonl(INADDR_LOOPBACK);
}

/* The user's bytes after hlen zeroed ones, with room in front for the
 * IP and link headers; data at the transport header */
struct sk_buff *inet_skb_from_user(const struct msghdr_k *m,
				   unsigned int hlen, int *err)
{
	unsigned int room = NET_SKB_PAD + MAX_ADDR_LEN + sizeof(struct iphdr);
	struct sk_buff *skb;

	if (m->len > 0xFFFF - sizeof(struct iphdr) - hlen) {
		*err = -EMSGSIZE;
		return NULL;
	}
	skb = alloc_skb(room + hlen + m->len, GFP_KERNEL);
	if (!skb) {
		*err = -ENOBUFS;
		return NULL;
	}
	skb_reserve(skb, (int)room);
	memset(skb_put(skb, hlen), 0, hlen);
	if (memcpy_from_msg(skb_put(skb, m->len), m, 0, m->len)) {
		kfree_skb(skb);
		*err = -EFAULT;
		return NULL;
	}
	skb_reset_transport_header(skb);
	*err = 0;
	return skb;
}

/* connect(2): the peer sends go to and the only one heard from;
 * AF_UNSPEC undoes it (Linux's inet_dgram_connect()) */
int inet_dgram_connect(struct socket *sock, const struct sockaddr_un *a,
		       int len)
{
	struct inet_sock *isk = inet_sk(sock);
	struct sockaddr_in sin;
	struct rtable rt;
	int err;

	if (len < (int)sizeof(a->sun_family))
		return -EINVAL;
	if (a->sun_family == AF_UNSPEC) {
		net_stack_lock();
		isk->connected = false;
		isk->daddr = 0;
		isk->dport = 0;
		if (!isk->saddr_bound)
			isk->rcv_saddr = 0;
		net_stack_unlock();
		return 0;
	}
	err = inet_connect_addr(a, len, &sin);
	if (err)
		return err;
	net_stack_lock();
	err = ip_route_output(sin.sin_addr.s_addr, &rt);
	if (!err && sock->type == SOCK_DGRAM)
		err = udp_autobind(isk);
	if (!err) {
		isk->daddr = sin.sin_addr.s_addr ? sin.sin_addr.s_addr :
						   htonl(INADDR_LOOPBACK);
		isk->dport = sin.sin_port;
		isk->connected = true;
		/* the route's source becomes the socket's own address, as
		 * Linux's ip4_datagram_connect() has it */
		if (!isk->rcv_saddr)
			isk->rcv_saddr = rt.src;
	}
	net_stack_unlock();
	return err;
}

int inet_getname(struct socket *sock, struct sockaddr_un *a, bool peer)
{
	const struct inet_sock *isk = inet_sk(sock);
	struct sockaddr_in sin = { .sin_family = AF_INET };

	if (peer && !isk->connected)
		return -ENOTCONN;
	sin.sin_addr.s_addr = peer ? isk->daddr : isk->rcv_saddr;
	sin.sin_port = peer ? isk->dport : isk->sport;
	memcpy(a, &sin, sizeof(sin));
	return sizeof(sin);
}

unsigned int datagram_poll(struct socket *sock, struct file *f,
			   poll_table *pt)
{
	struct inet_sock *isk = inet_sk(sock);
	unsigned int mask = POLLOUT | POLLWRNORM | POLLWRBAND;

	poll_wait(f, &isk->wait, pt);
	if (!skb_queue_empty(&isk->rxq) || (isk->shutdown & RCV_SHUTDOWN))
		mask |= POLLIN | POLLRDNORM;
	if (isk->shutdown & RCV_SHUTDOWN)
		mask |= POLLRDHUP;
	if (isk->shutdown == SHUTDOWN_MASK)
		mask |= POLLHUP;
	return mask;
}

/* Linux's inet_shutdown(): ENOTCONN unless connected, but the shutdown
 * is kept either way, so a reader asleep in recv(2) or poll(2) wakes */
int inet_shutdown(struct socket *sock, int how)
{
	struct inet_sock *isk = inet_sk(sock);

	isk->shutdown |= (u8)(how + 1);	/* SHUT_RD 0 ... SHUT_RDWR 2 */
	wake_up(&isk->wait);
	return isk->connected ? 0 : -ENOTCONN;
}

int inet_getsockopt(struct socket *sock, int name, void *val)
{
	(void)sock;
	if (name != SO_ERROR)
		return -ENOPROTOOPT;
	*(int *)val = 0;	/* no ICMP errors are reported here */
	return sizeof(int);
}

/* The next datagram, waiting for one unless the caller may not; NULL
 * with *err 0 when reading was shut down (recv(2) then returns 0) */
static struct sk_buff *next_datagram(struct inet_sock *isk, bool nonblock,
				     long *err)
{
	struct sk_buff *skb;

	while (!(skb = skb_dequeue(&isk->rxq))) {
		if (nonblock) {
			*err = -EAGAIN;
			return NULL;
		}
		if (isk->shutdown & RCV_SHUTDOWN)
			return NULL;
		*err = wait_event_interruptible(isk->wait,
				!skb_queue_empty(&isk->rxq) ||
				(isk->shutdown & RCV_SHUTDOWN));
		if (*err)
			return NULL;
	}
	atomic_sub((int)skb->truesize, &isk->rmem);
	return skb;
}

long inet_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	struct inet_sock *isk = inet_sk(sock);
	struct sockaddr_in sin = { .sin_family = AF_INET };
	struct sk_buff *skb;
	long err = 0, n;

	if (m->flags & MSG_ERRQUEUE)	/* no ICMP errors are queued */
		return -EAGAIN;
	skb = next_datagram(isk, m->nonblock, &err);
	if (!skb)
		return err;
	n = (long)min((unsigned int)m->len, skb->len);
	m->truncated = n < (long)skb->len;
	if (memcpy_to_msg(m, 0, skb->data, (size_t)n))
		n = -EFAULT;
	sin.sin_addr.s_addr = INET_FROM(skb)->addr;
	sin.sin_port = INET_FROM(skb)->port;
	memcpy(&m->addr, &sin, sizeof(sin));
	m->addrlen = sizeof(sin);
	if (n >= 0 && (m->flags & MSG_PEEK)) {
		atomic_add((int)skb->truesize, &isk->rmem);
		skb_queue_head(&isk->rxq, skb);
		return n;
	}
	kfree_skb(skb);
	return n;
}

int sock_no_socketpair(struct socket *a, struct socket *b)
{
	(void)a;
	(void)b;
	return -EOPNOTSUPP;
}

int sock_no_accept(struct socket *sock, struct socket *newsock,
		   bool nonblock)
{
	(void)sock;
	(void)newsock;
	(void)nonblock;
	return -EOPNOTSUPP;
}

int sock_no_listen(struct socket *sock, int backlog)
{
	(void)sock;
	(void)backlog;
	return -EOPNOTSUPP;
}
