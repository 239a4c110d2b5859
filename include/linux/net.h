/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/net.h - sockets (net/socket.c): the file a socket(2)
 * descriptor names, and the operations of its address family (only
 * AF_UNIX here, net/unix/af_unix.c), Linux's split between the two.
 */
#ifndef _LINUX_NET_H
#define _LINUX_NET_H

#include "linux/types.h"
#include "linux/poll.h"

/* socket(2) families, types and flags, Linux's values */
#define AF_UNSPEC	0
#define AF_UNIX		1
#define AF_INET		2
#define AF_INET6	10
#define AF_NETLINK	16
#define AF_PACKET	17
#define AF_MAX		46
#define AF_LOCAL	AF_UNIX
/* the protocol families: the same numbers under their older names
 * (netfilter's pf, sock_create_kern()'s family) */
#define PF_UNSPEC	AF_UNSPEC
#define PF_UNIX		AF_UNIX
#define PF_LOCAL	AF_LOCAL
#define PF_INET		AF_INET
#define PF_INET6	AF_INET6
#define PF_NETLINK	AF_NETLINK
#define PF_PACKET	AF_PACKET
#define PF_MAX		AF_MAX
#define SOCK_STREAM	1
#define SOCK_DGRAM	2
#define SOCK_RAW	3
#define SOCK_SEQPACKET	5
#define SOCK_PACKET	10
#define SOCK_MAX	11
#define SOCK_TYPE_MASK	0xf
#define SOCK_CLOEXEC	02000000	/* O_CLOEXEC */
#define SOCK_NONBLOCK	04000		/* O_NONBLOCK */
#define MSG_OOB		0x1
#define MSG_PEEK	0x2
#define MSG_TRUNC	0x20
#define MSG_DONTWAIT	0x40
#define MSG_ERRQUEUE	0x2000
#define MSG_NOSIGNAL	0x4000
#define MSG_MORE	0x8000
#define MSG_WAITFORONE	0x10000
#define SHUT_RD		0
#define SHUT_WR		1
#define SHUT_RDWR	2
#define SOL_IP		0
#define SOL_SOCKET	1
#define SOL_RAW		255
#define SO_REUSEADDR	2
#define SO_TYPE		3
#define SO_ERROR	4
#define SO_DONTROUTE	5
#define SO_BROADCAST	6
#define SO_SNDBUF	7
#define SO_RCVBUF	8
#define SO_KEEPALIVE	9
#define SO_OOBINLINE	10
#define SO_PEERCRED	17
#define SO_SNDBUFFORCE	32
#define SO_RCVBUFFORCE	33
#define SO_ACCEPTCONN	30
#define SO_PROTOCOL	38
#define SO_DOMAIN	39

#define UNIX_PATH_MAX	108
#define UNIX_ADDR_MAX	(2 + UNIX_PATH_MAX)	/* the longest address given */
#define SOCK_ADDR_MAX	128	/* sizeof(struct sockaddr_storage) */

/*
 * struct sockaddr_un (unix(7)), and a byte more: a path that fills
 * sun_path is kept with a NUL after it, and its name is then 111 bytes
 * long, as Linux reports it.
 */
struct sockaddr_un {
	u16 sun_family;
	char sun_path[UNIX_PATH_MAX + 1];
};

/* SO_PEERCRED's answer (struct ucred, unix(7)): who the peer was when
 * it connected; pid 0 and ids -1 for no peer */
struct ucred {
	int pid;
	u32 uid, gid;
};

struct iovec;

/*
 * One send or receive: the user buffer, the address (to or from).
 * sendmsg(2) and recvmsg(2) give segments (iov, nr_segs; buf unused)
 * and len is their sum: the families copy with memcpy_from_msg() and
 * memcpy_to_msg(), which take either form.
 */
struct msghdr_k {
	void __user *buf;
	size_t len;
	const struct iovec *iov;	/* NULL: buf */
	unsigned long nr_segs;
	int flags;		/* MSG_* */
	bool nonblock;		/* MSG_DONTWAIT or O_NONBLOCK */
	struct sockaddr_un addr;
	int addrlen;		/* 0: none given, or none to give */
	bool truncated;		/* a message cut to len: MSG_TRUNC */
};

struct socket;

struct proto_ops {
	void (*release)(struct socket *sock);
	int (*bind)(struct socket *sock, const struct sockaddr_un *a, int len);
	int (*connect)(struct socket *sock, const struct sockaddr_un *a,
		       int len);
	int (*socketpair)(struct socket *a, struct socket *b);
	int (*accept)(struct socket *sock, struct socket *newsock,
		      bool nonblock);
	int (*getname)(struct socket *sock, struct sockaddr_un *a, bool peer);
	unsigned int (*poll)(struct socket *sock, struct file *f,
			     poll_table *pt);
	int (*listen)(struct socket *sock, int backlog);
	int (*shutdown)(struct socket *sock, int how);
	/* a SOL_SOCKET option of the family's state: its size, or
	 * -ENOPROTOOPT (SO_ERROR, SO_PEERCRED, SO_ACCEPTCONN) */
	int (*getsockopt)(struct socket *sock, int name, void *val);
	/* an option of another level than SOL_SOCKET (NULL: none) */
	int (*setsockopt)(struct socket *sock, int level, int name,
			  const void __user *val, int len);
	long (*sendmsg)(struct socket *sock, struct msghdr_k *m);
	long (*recvmsg)(struct socket *sock, struct msghdr_k *m);
};

struct socket {
	int type;			/* SOCK_STREAM, SOCK_DGRAM */
	int family, protocol;		/* SO_DOMAIN, SO_PROTOCOL */
	int sndbuf, rcvbuf;		/* as set, not a limit (socket.c) */
	unsigned int opts;		/* 1 << the flags (sock_setopt()) */
	const struct proto_ops *ops;
	void *sk;			/* the family's own state */
	struct file *file;		/* the file it is (net/socket.c) */
};

/* a socket's file's operations: /proc/PID/fd tells its kind by them */
struct file_operations;
extern const struct file_operations socket_fops;

int memcpy_from_msg(void *to, const struct msghdr_k *m, size_t off,
		    size_t n);
int memcpy_to_msg(const struct msghdr_k *m, size_t off, const void *from,
		  size_t n);

int unix_create(struct socket *sock, int protocol);
int inet_create(struct socket *sock, int protocol);
int inet_create_family(struct socket *sock, int protocol, int ping);
int inet6_create(struct socket *sock, int protocol);
int packet_create(struct socket *sock, int protocol);
int inet_sol(const struct socket *sock);
int netlink_create(struct socket *sock, int protocol);

struct net;
/* a module's own socket, in no descriptor table (net/socket.c) */
int sock_create_kern(struct net *net, int family, int type, int protocol,
		     struct socket **res);
void sock_release(struct socket *sock);

#endif /* _LINUX_NET_H */
