/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/inet_sock.h - an AF_INET datagram socket's own state
 * (socket->sk), shared by UDP (net/ipv4/udp.c) and raw sockets
 * (net/ipv4/raw.c), whose common operations are net/ipv4/datagram.c;
 * TCP's and AF_PACKET's sockets begin with one (include/net/tcp.h,
 * net/packet/af_packet.c).
 */
#ifndef _NET_INET_SOCK_H
#define _NET_INET_SOCK_H

#include "linux/atomic.h"
#include "linux/in.h"
#include "linux/in6.h"
#include "linux/net.h"
#include "linux/skbuff.h"
#include "linux/wait.h"

struct inet_sock {
	struct list_head node;		/* on udp.c's or raw.c's list */
	struct socket *sock;
	int protocol;
	unsigned short family;		/* AF_INET or AF_INET6 */
	bool v6only;			/* IPV6_V6ONLY: no IPv4-mapped peers */
	/* addresses as include/net/ipv6.h keeps them: IPv4 ones mapped */
	struct in6_addr rcv_saddr;	/* bound to: unset for any */
	struct in6_addr daddr;		/* connected to */
	__be16 sport, dport;		/* UDP's ports */
	bool connected;
	bool saddr_bound;	/* rcv_saddr is bind(2)'s, not connect(2)'s */
	bool sport_bound;	/* sport is bind(2)'s, not chosen */
	u8 shutdown;			/* RCV_SHUTDOWN, SEND_SHUTDOWN */
	/* an ICMPv6 raw socket's ICMPV6_FILTER: bit n set blocks type n */
	u32 icmp6_filter[8];
	/* UDP's datagram being built by sends with MSG_MORE, and where it
	 * goes (the first of them's destination) */
	struct sk_buff *cork;
	struct in6_addr cork_daddr;
	__be16 cork_dport;
	bool corked;			/* UDP_CORK set */
	struct sk_buff_head rxq;
	atomic_t rmem;			/* truesize queued, at most rcvbuf */
	wait_queue_head_t wait;
};

#define RCV_SHUTDOWN	1
#define SEND_SHUTDOWN	2
#define SHUTDOWN_MASK	3

/* Where a queued packet came from, in its cb[] */
struct inet_skb_from {
	struct in6_addr addr;
	__be16 port;
};

#define INET_FROM(skb)	((struct inet_skb_from *)(skb)->cb)

static inline struct inet_sock *inet_sk(const struct socket *sock)
{
	return sock->sk;
}

/* What a socket address given by the user is for: bind(2)'s, connect(2)'s
 * (a datagram socket's, a stream socket's) and sendto(2)'s rules differ
 * (ip(7), ipv6(7)); inet_addr_in() answers INET_ADDR_NONE for a send's
 * AF_UNSPEC address on an AF_INET6 socket, taken as no address */
enum { INET_ADDR_BIND, INET_ADDR_CONNECT, INET_ADDR_STREAM, INET_ADDR_SEND };
#define INET_ADDR_NONE	1

bool sock_queue_rcv(struct inet_sock *isk, struct sk_buff *skb);
/* A socket address as the stack keeps it (include/net/ipv6.h) */
struct inet_addr_port {
	struct in6_addr addr;
	__be16 port;
};

int inet_sin_in(const struct sockaddr_un *a, int len, int use,
		struct inet_addr_port *ap);
int inet_addr_in(const struct inet_sock *isk, const struct sockaddr_un *a,
		 int len, int use, struct inet_addr_port *ap);
int inet_name(const struct inet_sock *isk, const struct in6_addr *addr,
	      __be16 port, struct sockaddr_un *a);
bool inet_addr_bindable(const struct in6_addr *addr);
int inet_dest(const struct inet_sock *isk, const struct msghdr_k *m,
	      struct in6_addr *daddr, __be16 *port);
int inet_source(const struct inet_sock *isk, const struct in6_addr *daddr,
		struct in6_addr *saddr);
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
typedef int (*datagram_name_t)(const struct inet_sock *isk,
			       const struct sk_buff *skb,
			       struct sockaddr_un *a);
long datagram_recvmsg(struct socket *sock, struct msghdr_k *m,
		      datagram_name_t name);
int inet_setsockopt(struct socket *sock, int level, int name,
		    const void __user *val, int len);
int sock_no_socketpair(struct socket *a, struct socket *b);
int sock_no_accept(struct socket *sock, struct socket *newsock,
		   bool nonblock);
int sock_no_listen(struct socket *sock, int backlog);
int sock_no_connect(struct socket *sock, const struct sockaddr_un *a, int len);
int sock_no_shutdown(struct socket *sock, int how);

int udp_bind(struct socket *sock, const struct sockaddr_un *a, int len);
long udp_sendmsg(struct socket *sock, struct msghdr_k *m);
int udp_setsockopt(struct socket *sock, int level, int name,
		   const void __user *val, int len);
int udp_autobind(struct inet_sock *isk);
void udp_hash(struct inet_sock *isk);
void raw_hash(struct inet_sock *isk);
int rawv6_setsockopt(struct socket *sock, int level, int name,
		     const void __user *val, int len);

#endif /* _NET_INET_SOCK_H */
