/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/inet_sock.h - an AF_INET datagram socket's own state
 * (socket->sk), shared by UDP (net/ipv4/udp.c) and raw sockets
 * (net/ipv4/raw.c), whose common operations are net/ipv4/datagram.c.
 */
#ifndef _NET_INET_SOCK_H
#define _NET_INET_SOCK_H

#include "linux/atomic.h"
#include "linux/in.h"
#include "linux/net.h"
#include "linux/skbuff.h"
#include "linux/wait.h"

struct inet_sock {
	struct list_head node;		/* on udp.c's or raw.c's list */
	struct socket *sock;
	int protocol;
	__be32 rcv_saddr;		/* bound to: 0 for any */
	__be32 daddr;			/* connected to */
	__be16 sport, dport;		/* UDP's ports */
	bool connected;
	bool saddr_bound;	/* rcv_saddr is bind(2)'s, not connect(2)'s */
	u8 shutdown;			/* RCV_SHUTDOWN, SEND_SHUTDOWN */
	/* UDP's datagram being built by sends with MSG_MORE, and where it
	 * goes (the first of them's destination) */
	struct sk_buff *cork;
	__be32 cork_daddr;
	__be16 cork_dport;
	struct sk_buff_head rxq;
	atomic_t rmem;			/* truesize queued, at most rcvbuf */
	wait_queue_head_t wait;
};

#define RCV_SHUTDOWN	1
#define SEND_SHUTDOWN	2
#define SHUTDOWN_MASK	3

/* Where a queued packet came from, in its cb[] */
struct inet_skb_from {
	__be32 addr;
	__be16 port;
};

#define INET_FROM(skb)	((struct inet_skb_from *)(skb)->cb)

static inline struct inet_sock *inet_sk(const struct socket *sock)
{
	return sock->sk;
}

bool sock_queue_rcv(struct inet_sock *isk, struct sk_buff *skb);
int inet_sin_check(const struct sockaddr_un *a, int len,
		   struct sockaddr_in *sin);
int inet_connect_addr(const struct sockaddr_un *a, int len,
		      struct sockaddr_in *sin);
int inet_bind_check(const struct sockaddr_un *a, int len,
		    struct sockaddr_in *sin);
bool inet_addr_bindable(__be32 addr);
__be32 inet_dest(const struct inet_sock *isk, const struct msghdr_k *m,
		 __be16 *port, int *err);
struct sk_buff *inet_skb_from_user(const struct msghdr_k *m,
				   unsigned int hlen, int *err);
void inet_unhash(struct inet_sock *isk);

/* The operations UDP and raw sockets share (net/ipv4/datagram.c) */
void inet_release(struct socket *sock);
int inet_dgram_connect(struct socket *sock, const struct sockaddr_un *a,
		       int len);
int inet_getname(struct socket *sock, struct sockaddr_un *a, bool peer);
unsigned int datagram_poll(struct socket *sock, struct file *f,
			   poll_table *pt);
int inet_shutdown(struct socket *sock, int how);
int inet_getsockopt(struct socket *sock, int name, void *val);
long inet_recvmsg(struct socket *sock, struct msghdr_k *m);
int sock_no_socketpair(struct socket *a, struct socket *b);
int sock_no_accept(struct socket *sock, struct socket *newsock,
		   bool nonblock);
int sock_no_listen(struct socket *sock, int backlog);

int udp_bind(struct socket *sock, const struct sockaddr_un *a, int len);
long udp_sendmsg(struct socket *sock, struct msghdr_k *m);
int udp_autobind(struct inet_sock *isk);
void udp_hash(struct inet_sock *isk);
void raw_hash(struct inet_sock *isk);

#endif /* _NET_INET_SOCK_H */
