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
#include "net/ipv6.h"

#define PROT_SOCK	1024	/* below: CAP_NET_BIND_SERVICE's */

int inet_sock_init(struct socket *sock, int protocol)
{
	struct inet_sock *isk = kzalloc(sizeof(*isk), GFP_KERNEL);

	if (!isk)
		return -ENOMEM;
	isk->sock = sock;
	isk->protocol = protocol;
	isk->family = (unsigned short)sock->family;
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

/*
 * A sockaddr_in given to an AF_INET socket (or to an AF_INET6 one that
 * takes IPv4 peers), for use: EINVAL when too short for one (ip(7)),
 * EAFNOSUPPORT for another family - AF_UNSPEC is taken as AF_INET for
 * INADDR_ANY by bind(2) and for any address by sendto(2), as
 * Linux's inet_bind() and Linux's udp_sendmsg() take it.  0.0.0.0 as a
 * peer is this host (127.0.0.1, as Linux's routing has it).
 */
int inet_sin_in(const struct sockaddr_un *a, int len, int use,
		struct inet_addr_port *ap)
{
	struct sockaddr_in sin;
	bool unspec_ok;

	if (len < (int)sizeof(sin))
		return -EINVAL;
	memcpy(&sin, a, sizeof(sin));
	unspec_ok = use == INET_ADDR_SEND ||
		    (use == INET_ADDR_BIND && sin.sin_addr.s_addr == INADDR_ANY);
	if (sin.sin_family != AF_INET &&
	    (sin.sin_family != AF_UNSPEC || !unspec_ok))
		return -EAFNOSUPPORT;
	if (use != INET_ADDR_BIND && !sin.sin_addr.s_addr)
		sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (sin.sin_addr.s_addr)
		ipv6_addr_set_v4mapped(sin.sin_addr.s_addr, &ap->addr);
	else
		ap->addr = in6addr_any;
	ap->port = sin.sin_port;
	return 0;
}

/* A socket address from the user in the socket's family, with Linux's
 * checks in its order (the length, the family, a port below 1024 for
 * bind(2): CAP_NET_BIND_SERVICE's) */
int inet_addr_in(const struct inet_sock *isk, const struct sockaddr_un *a,
		 int len, int use, struct inet_addr_port *ap)
{
	int err = isk->family == AF_INET6 ?
		  inet6_addr_in(isk, a, len, use, ap) :
		  inet_sin_in(a, len, use, ap);

	if (err || use != INET_ADDR_BIND)
		return err;
	if (ntohs(ap->port) && ntohs(ap->port) < PROT_SOCK &&
	    !capable(CAP_NET_BIND_SERVICE))
		return -EACCES;
	return 0;
}

/* addr:port as the socket's family writes it for the user: its size */
int inet_name(const struct inet_sock *isk, const struct in6_addr *addr,
	      __be16 port, struct sockaddr_un *a)
{
	struct sockaddr_in sin = { .sin_family = AF_INET };

	if (isk->family == AF_INET6)
		return inet6_name(addr, port, a);
	sin.sin_addr.s_addr = addr->s6_addr32[3];
	sin.sin_port = port;
	memcpy(a, &sin, sizeof(sin));
	return sizeof(sin);
}

/* An address a socket may bind to (stack locked): any, one of ours,
 * an IPv4 group or the broadcast */
bool inet_addr_bindable(const struct in6_addr *addr)
{
	__be32 v4 = addr->s6_addr32[3];

	return inet_addr_unset(addr) || inet_addr_local(addr) ||
	       (ipv6_addr_v4mapped(addr) &&
		(ipv4_is_multicast(v4) || ipv4_is_lbcast(v4)));
}

/* A send's source address to daddr (stack locked): the bound one, or
 * the route's; the route's error if there is none */
int inet_source(const struct inet_sock *isk, const struct in6_addr *daddr,
		struct in6_addr *saddr)
{
	int err = inet_route(daddr, saddr, NULL);

	if (!err && !inet_addr_unset(&isk->rcv_saddr))
		*saddr = isk->rcv_saddr;
	return err;
}

/* Where a send goes: the address given, or the connected peer */
int inet_dest(const struct inet_sock *isk, const struct msghdr_k *m,
	      struct in6_addr *daddr, __be16 *port)
{
	struct inet_addr_port to = { .port = 0 };
	int err;

	if (m->addrlen) {
		err = inet_addr_in(isk, &m->addr, m->addrlen, INET_ADDR_SEND,
				   &to);
		if (err != INET_ADDR_NONE) {
			*daddr = to.addr;
			*port = to.port;
			return err;
		}
	}
	if (!isk->connected)
		return -EDESTADDRREQ;
	*port = isk->dport;
	*daddr = isk->daddr;
	return 0;
}

/* The user's bytes after hlen zeroed ones, with room in front for the
 * IP and link headers; data at the transport header */
struct sk_buff *inet_skb_from_user(const struct msghdr_k *m,
				   unsigned int hlen, int *err)
{
	unsigned int room = NET_SKB_PAD + MAX_ADDR_LEN + sizeof(struct ipv6hdr);
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
 * AF_UNSPEC undoes it (Linux's inet_dgram_connect(),
 * Linux's udp_disconnect()) */
int inet_dgram_connect(struct socket *sock, const struct sockaddr_un *a,
		       int len)
{
	struct inet_sock *isk = inet_sk(sock);
	struct inet_addr_port to;
	struct in6_addr src;
	int err;

	if (len < (int)sizeof(a->sun_family))
		return -EINVAL;
	if (a->sun_family == AF_UNSPEC) {
		net_stack_lock();
		isk->connected = false;
		isk->daddr = in6addr_any;
		isk->dport = 0;
		if (!isk->saddr_bound)
			isk->rcv_saddr = in6addr_any;
		/* a port the kernel chose goes back, as in
		 * Linux's udp_disconnect(); a raw socket's is its protocol */
		if (!isk->sport_bound && sock->type == SOCK_DGRAM)
			isk->sport = 0;
		net_stack_unlock();
		return 0;
	}
	err = inet_addr_in(isk, a, len, INET_ADDR_CONNECT, &to);
	if (err)
		return err;
	net_stack_lock();
	err = inet_route(&to.addr, &src, NULL);
	if (!err && !inet_addr_unset(&isk->rcv_saddr) &&
	    ipv6_addr_v4mapped(&isk->rcv_saddr) != ipv6_addr_v4mapped(&to.addr))
		err = -ENETUNREACH;	/* bound in the other family */
	if (!err && sock->type == SOCK_DGRAM)
		err = udp_autobind(isk);
	if (!err) {
		isk->daddr = to.addr;
		isk->dport = to.port;
		isk->connected = true;
		/* the route's source becomes the socket's own address, as
		 * Linux's ip4_datagram_connect() has it */
		if (inet_addr_unset(&isk->rcv_saddr))
			isk->rcv_saddr = src;
	}
	net_stack_unlock();
	return err;
}

int inet_getname(struct socket *sock, struct sockaddr_un *a, bool peer)
{
	const struct inet_sock *isk = inet_sk(sock);

	if (peer && !isk->connected)
		return -ENOTCONN;
	return peer ? inet_name(isk, &isk->daddr, isk->dport, a) :
		      inet_name(isk, &isk->rcv_saddr, isk->sport, a);
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

/* The sender's address of a queued datagram, as the family writes it */
static int inet_skb_name(const struct inet_sock *isk, const struct sk_buff *skb,
			 struct sockaddr_un *a)
{
	return inet_name(isk, &INET_FROM(skb)->addr, INET_FROM(skb)->port, a);
}

long inet_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	return datagram_recvmsg(sock, m, inet_skb_name);
}

/* recv(2) of the next datagram on the queue, cut to the caller's
 * buffer; name writes where it came from (UDP, raw and packet sockets) */
long datagram_recvmsg(struct socket *sock, struct msghdr_k *m,
		      datagram_name_t name)
{
	struct inet_sock *isk = inet_sk(sock);
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
	m->addrlen = name(isk, skb, &m->addr);
	if (n >= 0 && (m->flags & MSG_TRUNC))	/* the whole length (recv(2)) */
		n = (long)skb->len;
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

/* Linux's sock_no_connect() and sock_no_shutdown(): for a family that
 * has neither (AF_PACKET) */
int sock_no_connect(struct socket *sock, const struct sockaddr_un *a, int len)
{
	(void)sock;
	(void)a;
	(void)len;
	return -EOPNOTSUPP;
}

int sock_no_shutdown(struct socket *sock, int how)
{
	(void)sock;
	(void)how;
	return -EOPNOTSUPP;
}
