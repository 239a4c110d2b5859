// SPDX-License-Identifier: GPL-2.0
/*
 * net/unix/af_unix.c - AF_UNIX sockets (unix(7)): local stream and
 * datagram sockets, named by a path in the file tree (an inode of type
 * socket, which bind(2) creates), by a name in the abstract namespace
 * (sun_path starting with a NUL byte), or by nothing (socketpair(2),
 * the server's end of a connection).
 *
 * Each socket has a receive queue: a byte ring for a stream, whole
 * messages for datagrams and seqpackets.  A stream (or seqpacket)
 * connect(2) to a listening socket makes the server's end at once and
 * queues it on the listener, where accept(2) finds it (Linux's way:
 * connect does not wait for accept).
 * Every step is made under unix_lock (below), and a sleeper is woken
 * through its socket's wait queue.
 */
#include "linux/kernel.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fs_struct.h"
#include "linux/net.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/vmalloc.h"
#include "asm/page.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define UNIX_RCVBUF	PAGE_SIZE	/* bytes a datagram queue holds */
/* and a stream's ring, vmalloc()ed: as much as a pipe, so that a
 * pipe's worth spliced in goes before it is read (LTP's splice05;
 * Linux lets a stream sender queue its SO_SNDBUF, some 200 KiB) */
#define UNIX_STREAM_RING	(64 * 1024)

enum unix_state { SS_UNCONNECTED, SS_LISTENING, SS_CONNECTED };

struct unix_msg {			/* a datagram waiting to be read */
	struct list_head list;
	size_t len;
	struct sockaddr_un from;
	int fromlen;
	char data[];
};

struct unix_sock {
	int type;
	enum unix_state state;
	atomic_t refs;			/* its socket, a peer's pointer, and
					 * each sender asleep on its queue */
	bool dead;			/* its socket closed */
	struct unix_sock *peer;
	bool shut_rd, shut_wr;		/* shutdown(2), this end's */
	bool peer_gone;			/* a stream's other end closed */
	int err;			/* SO_ERROR: ECONNRESET, taken once */
	struct ucred peercred;		/* SO_PEERCRED */
	/* the name it is bound to: addrlen 0 for none */
	struct sockaddr_un addr;
	int addrlen;
	struct inode *inode;		/* a path's socket inode, and its */
	unsigned long ino;		/* number, to know it is the same */
	struct list_head bound;		/* in unix_bound */
	/* stream: a byte ring; datagram: the messages and their bytes */
	char *ring;
	unsigned int head, tail;
	struct list_head msgs;
	size_t queued;
	/* a listener's connections not yet accepted, and how many may wait */
	struct list_head accept_queue;
	struct list_head accept_node;
	int backlog, pending;
	wait_queue_head_t wait;
};

static LIST_HEAD(unix_bound);

/*
 * unix_lock protects every AF_UNIX socket's state, peer, shutdown bits,
 * error, receive queue and accept queue, and the list of bound names
 * (unix_bound, each socket's name, autobind's counter).  One lock for
 * the family, where Linux has one per socket (unix_state_lock()) and
 * one for the names (unix_table_lock): a send changes its peer's queue
 * and reads its own state, which per-socket locks would have to take
 * two at a time, in order.  Taken with interrupts off; never held
 * across a sleep (unix_wait() lets it go), a path lookup or a socket
 * inode's creation, which may sleep.  Inside it: a wait queue's lock
 * (wake_up()) and a siglock (SIGPIPE).  The reference count is atomic
 * instead, so that a socket can be let go of without it.
 */
static DEFINE_SPINLOCK(unix_lock);

static const struct proto_ops unix_stream_ops, unix_dgram_ops,
	unix_seqpacket_ops;

static struct unix_sock *unix_sk_alloc(int type)
{
	struct unix_sock *u = kzalloc(sizeof(*u), GFP_KERNEL);

	if (!u)
		return NULL;
	if (type == SOCK_STREAM) {
		u->ring = vmalloc(UNIX_STREAM_RING);
		if (!u->ring) {
			kfree(u);
			return NULL;
		}
	}
	u->type = type;
	atomic_set(&u->refs, 1);
	u->peercred = (struct ucred){ .pid = 0, .uid = -1, .gid = -1 };
	INIT_LIST_HEAD(&u->bound);
	INIT_LIST_HEAD(&u->msgs);
	INIT_LIST_HEAD(&u->accept_queue);
	INIT_LIST_HEAD(&u->accept_node);
	init_waitqueue_head(&u->wait);
	return u;
}

static void unix_sk_get(struct unix_sock *u)
{
	atomic_inc(&u->refs);
}

static void unix_sk_put(struct unix_sock *u)
{
	struct unix_msg *m, *n;
	struct wait_queue_entry *w, *next;
	unsigned long flags;

	if (!atomic_dec_and_test(&u->refs))
		return;
	/* a poller of its peer may still be on its queue (unix_poll()):
	 * woken and unlinked, its own list_del() later finds itself alone */
	spin_lock_irqsave(&u->wait.lock, flags);
	list_for_each_entry_safe(w, next, &u->wait.task_list, entry) {
		wake_up_process(w->task);
		list_del(&w->entry);
	}
	spin_unlock_irqrestore(&u->wait.lock, flags);
	list_for_each_entry_safe(m, n, &u->msgs, list)
		kfree(m);
	vfree(u->ring);
	kfree(u);
}

/* Who the caller is, for SO_PEERCRED: its process, effective ids */
static struct ucred unix_cred(void)
{
	return (struct ucred){ .pid = current->tgid,
			       .uid = __kuid_val(current_euid()),
			       .gid = __kgid_val(current_egid()) };
}

/* The error a peer's going left, taken (Linux's sock_error()) */
static int unix_take_err(struct unix_sock *u)
{
	int err = u->err;

	u->err = 0;
	return -err;
}

/* socket(2): SOCK_STREAM, SOCK_DGRAM (SOCK_RAW is taken for it, as
 * Linux does) and SOCK_SEQPACKET: a stream's connections carrying a
 * datagram's whole messages (unix(7)); protocol 0 (or PF_UNIX). */
int unix_create(struct socket *sock, int protocol)
{
	if (protocol && protocol != AF_UNIX)
		return -EPROTONOSUPPORT;
	if (sock->type == SOCK_RAW)
		sock->type = SOCK_DGRAM;
	switch (sock->type) {
	case SOCK_STREAM:
		sock->ops = &unix_stream_ops;
		break;
	case SOCK_DGRAM:
		sock->ops = &unix_dgram_ops;
		break;
	case SOCK_SEQPACKET:
		sock->ops = &unix_seqpacket_ops;
		break;
	default:
		return -ESOCKTNOSUPPORT;
	}
	sock->sk = unix_sk_alloc(sock->type);
	return sock->sk ? 0 : -ENOMEM;
}

/*
 * The other end learns this one is gone: EOF, EPIPE, ECONNREFUSED; and
 * a stream's ECONNRESET first when reset, this end going with bytes
 * unread or never accepted (Linux's unix_release_sock())
 */
static void unix_disconnect(struct unix_sock *u, bool reset)
{
	struct unix_sock *peer = u->peer;

	u->peer = NULL;
	if (!peer)
		return;
	if (peer->peer == u && u->type != SOCK_DGRAM) {
		peer->peer_gone = true;
		if (reset)
			peer->err = ECONNRESET;
		peer->peer = NULL;
		unix_sk_put(u);		/* the peer's pointer to u */
	}
	wake_up(&peer->wait);
	unix_sk_put(peer);
}

static void unix_release(struct socket *sock)
{
	struct unix_sock *u = sock->sk, *c, *n;
	unsigned long flags;

	spin_lock_irqsave(&unix_lock, flags);
	list_del_init(&u->bound);
	/* connections never accepted are refused now */
	list_for_each_entry_safe(c, n, &u->accept_queue, accept_node) {
		list_del_init(&c->accept_node);
		unix_disconnect(c, true);
		unix_sk_put(c);
	}
	unix_disconnect(u, u->head != u->tail);
	/* senders asleep on its queue hold it: they wake to find it gone */
	u->dead = true;
	wake_up(&u->wait);
	spin_unlock_irqrestore(&unix_lock, flags);
	sock->sk = NULL;
	unix_sk_put(u);
}

/*
 * An address's path as a C string in path (UNIX_PATH_MAX + 1 bytes):
 * sun_path need not end in a NUL when it fills the address (unix(7)
 * "Pathname sockets"), and is read no further than len says.
 */
static const char *unix_path(const struct sockaddr_un *a, int len, char *path)
{
	size_t n = strnlen(a->sun_path, (size_t)len - 2);

	memcpy(path, a->sun_path, n);
	path[n] = '\0';
	return path;
}

/*
 * The bound socket a name (an abstract one, or the inode a path names)
 * gives, of this type; NULL: none.  One of another type is EPROTOTYPE.
 * Abstract names are each type's own, as in Linux 6.1: a stream and a
 * datagram socket may both have one.  The caller holds unix_lock.
 */
static struct unix_sock *unix_find_bound(const struct sockaddr_un *a, int len,
					 int type, struct inode *inode,
					 long *err)
{
	struct unix_sock *u;

	*err = -ECONNREFUSED;
	list_for_each_entry(u, &unix_bound, bound) {
		bool same = inode ? u->inode == inode && u->ino == inode->i_ino :
			!u->inode && u->addrlen == len && u->type == type &&
			!memcmp(u->addr.sun_path, a->sun_path, len - 2);

		if (same && u->type != type)
			*err = -EPROTOTYPE;
		else if (same)
			return u;
	}
	return NULL;
}

/*
 * The bound socket an address names, held (unix_sk_put() when done);
 * NULL: none.  A path is the socket's file, which the caller must be
 * allowed to write (unix(7): "write permission on the socket";
 * EACCES), asked of inode_permission() as Linux asks it; it is looked
 * up before unix_lock is taken, as the lookup may sleep.
 */
static struct unix_sock *unix_find(const struct sockaddr_un *a, int len,
				   int type, long *err)
{
	struct inode *inode = NULL;
	struct unix_sock *u;
	unsigned long flags;

	*err = -ECONNREFUSED;
	if (a->sun_path[0]) {
		char path[UNIX_PATH_MAX + 1];
		struct dentry *d = path_lookupat(current_pwd(),
						 unix_path(a, len, path),
						 LOOKUP_FOLLOW);

		if (IS_ERR(d)) {
			*err = PTR_ERR(d);
			return NULL;
		}
		inode = d->d_inode;
		*err = inode_permission(inode, MAY_WRITE);
		if (*err)
			return NULL;
	}
	spin_lock_irqsave(&unix_lock, flags);
	u = unix_find_bound(a, len, type, inode, err);
	if (u)
		unix_sk_get(u);
	spin_unlock_irqrestore(&unix_lock, flags);
	return u;
}

/* An address bind(2) and connect(2) accept: EINVAL otherwise (a path
 * and its family fill at most UNIX_ADDR_MAX bytes, unix(7)) */
static int unix_addr_check(const struct sockaddr_un *a, int len)
{
	if (len <= 2 || len > UNIX_ADDR_MAX || a->sun_family != AF_UNIX)
		return -EINVAL;
	return 0;
}

/*
 * The abstract name autobind gives (unix(7) "Autobind feature"): a NUL
 * and five hex digits, the first number no socket has; EADDRINUSE if
 * all 2^20 are taken.  The caller holds unix_lock, until the name is
 * the socket's.
 */
static int unix_autoname(struct sockaddr_un *a, int type)
{
	static unsigned int next;
	unsigned int tries;
	long err;

	for (tries = 0; tries < 0x100000; tries++) {
		memset(a, 0, sizeof(*a));
		a->sun_family = AF_UNIX;
		snprintf(a->sun_path + 1, sizeof(a->sun_path) - 1, "%05x",
			 next++ & 0xfffff);
		if (!unix_find_bound(a, 8, type, NULL, &err))
			return 8;
	}
	return -EADDRINUSE;
}

/* A path's socket inode, made as mknod(2) S_IFSOCK would be: in a
 * directory the caller may write (EACCES), the name free (EADDRINUSE) */
static int unix_mknod(const char *path, struct inode **inode)
{
	struct dentry *d = filename_create(current_pwd(), path, 0);
	int err;

	if (IS_ERR(d))
		return PTR_ERR(d) == -EEXIST ? -EADDRINUSE : (int)PTR_ERR(d);
	err = vfs_create(d->d_parent->d_inode, d,
			 S_IFSOCK | (0777 & ~current_umask()));
	*inode = d->d_inode;
	dput(d);
	return err;
}

/*
 * bind(2): a path becomes a socket inode (EADDRINUSE if the path
 * exists); an abstract name must be free; the family alone (len 2)
 * asks for an abstract name of the kernel's choosing.  EINVAL for a
 * socket that already has a name.
 */
/* The name a becomes u's (path: a's path as a C string, and its socket
 * inode); the caller holds unix_lock */
static void unix_set_name(struct unix_sock *u, const struct sockaddr_un *a,
			  int len, const char *path, struct inode *inode)
{
	u->addr = *a;
	/* a path's name is as long as the path and its NUL (unix(7):
	 * "offsetof(struct sockaddr_un, sun_path) + strlen(sun_path) + 1"):
	 * 111 for a 108-byte path, whose NUL is the byte after sun_path */
	if (a->sun_path[0]) {
		strcpy(u->addr.sun_path, path);
		len = (int)strlen(path) + 3;
	}
	u->addrlen = len;
	u->inode = inode;
	u->ino = inode ? inode->i_ino : 0;
	list_add_tail(&u->bound, &unix_bound);
}

/* bind(2) of the family alone: a free abstract name, found and taken
 * under one hold of unix_lock */
static int unix_autobind(struct unix_sock *u)
{
	struct sockaddr_un a;
	unsigned long flags;
	int len;

	spin_lock_irqsave(&unix_lock, flags);
	len = u->addrlen ? -EINVAL : unix_autoname(&a, u->type);
	if (len > 0)
		unix_set_name(u, &a, len, NULL, NULL);
	spin_unlock_irqrestore(&unix_lock, flags);
	return len < 0 ? len : 0;
}

static int unix_bind(struct socket *sock, const struct sockaddr_un *a,
		     int len)
{
	struct unix_sock *u = sock->sk;
	struct inode *inode = NULL;
	char path[UNIX_PATH_MAX + 1];
	unsigned long flags;
	long err;

	if (len == 2 && a->sun_family == AF_UNIX)
		return unix_autobind(u);
	err = unix_addr_check(a, len);
	if (err)
		return (int)err;
	/* a path that exists is refused before a socket already bound */
	if (a->sun_path[0] &&
	    !IS_ERR(path_lookupat(current_pwd(), unix_path(a, len, path),
				  LOOKUP_FOLLOW)))
		return -EADDRINUSE;
	if (u->addrlen)
		return -EINVAL;
	if (a->sun_path[0]) {
		err = unix_mknod(path, &inode);
		if (err)
			return (int)err;
	}
	/* an abstract name is checked free and taken in one hold */
	spin_lock_irqsave(&unix_lock, flags);
	if (u->addrlen) {
		err = -EINVAL;
	} else if (!a->sun_path[0] &&
		   unix_find_bound(a, len, u->type, NULL, &err)) {
		err = -EADDRINUSE;
	} else {
		err = 0;
		unix_set_name(u, a, len, path, inode);
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	return (int)err;
}

/* Tie a and b together, each holding the other */
static void unix_pair(struct unix_sock *a, struct unix_sock *b)
{
	a->peer = b;
	b->peer = a;
	unix_sk_get(a);
	unix_sk_get(b);
	a->state = b->state = SS_CONNECTED;
}

/* Both ends made by the caller: each one's peer credentials are its.
 * No lock: no other task can reach either yet */
static int unix_socketpair(struct socket *a, struct socket *b)
{
	struct unix_sock *ua = a->sk, *ub = b->sk;

	unix_pair(ua, ub);
	ua->peercred = ub->peercred = unix_cred();
	return 0;
}

/*
 * A stream (or seqpacket) connect: the server's end made now and
 * queued for accept.
 * Linux's order: the listener (ECONNREFUSED if it does not listen or
 * was shut down), its backlog, then this socket's own state.  Each end
 * learns who the other is: the server's end the caller, the caller the
 * listener's owner as it was at listen(2).
 */
static int unix_stream_connect(struct socket *sock,
			       const struct sockaddr_un *a, int len)
{
	struct unix_sock *u = sock->sk, *listener, *server;
	unsigned long flags;
	long err = unix_addr_check(a, len);

	if (err)
		return (int)err;
	listener = unix_find(a, len, u->type, &err);	/* held */
	if (!listener)
		return (int)err;
	server = unix_sk_alloc(u->type);	/* may sleep: before the lock */
	spin_lock_irqsave(&unix_lock, flags);
	if (listener->state != SS_LISTENING || listener->shut_rd)
		err = -ECONNREFUSED;
	else if (listener->pending > listener->backlog)
		err = -EAGAIN;	/* Linux's answer for a full backlog */
	else if (u->state != SS_UNCONNECTED)
		err = u->state == SS_CONNECTED ? -EISCONN : -EINVAL;
	else
		err = server ? 0 : -ENOMEM;
	if (!err) {
		server->addr = listener->addr;
		server->addrlen = listener->addrlen;
		server->peercred = unix_cred();
		u->peercred = listener->peercred;
		unix_pair(u, server);
		list_add_tail(&server->accept_node, &listener->accept_queue);
		listener->pending++;
		wake_up(&listener->wait);
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	if (err && server)
		unix_sk_put(server);
	unix_sk_put(listener);
	return (int)err;
}

/* A datagram connect: the default destination, and the only sender
 * taken; AF_UNSPEC undoes it */
static int unix_dgram_connect(struct socket *sock,
			      const struct sockaddr_un *a, int len)
{
	struct unix_sock *u = sock->sk, *peer = NULL;
	unsigned long flags;
	long err;

	if (len < 2 || a->sun_family != AF_UNSPEC) {
		err = unix_addr_check(a, len);
		if (err)
			return (int)err;
		/* held: the hold is u's pointer to it */
		peer = unix_find(a, len, SOCK_DGRAM, &err);
		if (!peer)
			return (int)err;
	}
	spin_lock_irqsave(&unix_lock, flags);
	unix_disconnect(u, false);
	u->peer = peer;
	u->state = peer ? SS_CONNECTED : SS_UNCONNECTED;
	spin_unlock_irqrestore(&unix_lock, flags);
	return 0;
}

/* listen(2): a bound, unconnected stream socket (EINVAL otherwise) */
static int unix_listen(struct socket *sock, int backlog)
{
	struct unix_sock *u = sock->sk;
	unsigned long flags;
	int err = -EINVAL;

	spin_lock_irqsave(&unix_lock, flags);
	if (u->addrlen && u->state != SS_CONNECTED) {
		u->backlog = backlog < 0 ? 0 : min(backlog, 4096);
		u->state = SS_LISTENING;
		u->peercred = unix_cred();	/* what its clients will see */
		err = 0;
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	return err;
}

/*
 * Sleep once on q, unix_lock let go meanwhile (no sleeper may hold a
 * spinlock) and taken again after.  On the queue before the lock goes:
 * a wake-up made under the lock after that is not lost (kernel/wait.c).
 */
static void unix_sleep(wait_queue_head_t *q, unsigned long *flags)
{
	DEFINE_WAIT(w);

	prepare_to_wait(q, &w, TASK_INTERRUPTIBLE);
	spin_unlock_irqrestore(&unix_lock, *flags);
	schedule();
	finish_wait(q, &w);
	spin_lock_irqsave(&unix_lock, *flags);
}

/* Sleep on u until cond; -EAGAIN if the caller may not wait, or the
 * restart code when a signal comes first.  The caller holds unix_lock,
 * taken with its flags, which is let go while it sleeps */
#define unix_wait(u, cond, nonblock)					\
	({								\
		long __err = 0;						\
		while (!(cond)) {					\
			if (nonblock) {					\
				__err = -EAGAIN;			\
				break;					\
			}						\
			if (signal_pending(current)) {			\
				__err = -ERESTARTSYS;			\
				break;					\
			}						\
			unix_sleep(&(u)->wait, &flags);			\
		}							\
		__err;							\
	})

static int unix_accept(struct socket *sock, struct socket *newsock,
		       bool nonblock)
{
	struct unix_sock *u = sock->sk, *server;
	unsigned long flags;
	long err;

	if (u->state != SS_LISTENING)
		return -EINVAL;
	spin_lock_irqsave(&unix_lock, flags);
	err = unix_wait(u, !list_empty(&u->accept_queue), nonblock);
	if (!err) {
		server = list_first_entry(&u->accept_queue, struct unix_sock,
					  accept_node);
		list_del_init(&server->accept_node);
		u->pending--;
		newsock->sk = server;
		newsock->ops = sock->ops;
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	return (int)err;
}

/* The name of u (or of its peer): its length; 2 (the family alone)
 * for an unnamed socket, as unix(7) says */
static int unix_getname(struct socket *sock, struct sockaddr_un *a, bool peer)
{
	struct unix_sock *u = sock->sk;
	unsigned long flags;
	int len = 2;

	spin_lock_irqsave(&unix_lock, flags);
	if (peer)
		u = u->peer;
	memset(a, 0, sizeof(*a));
	a->sun_family = AF_UNIX;
	if (u && u->addrlen) {
		*a = u->addr;
		len = u->addrlen;
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	return u ? len : -ENOTCONN;
}

static int unix_shutdown(struct socket *sock, int how)
{
	struct unix_sock *u = sock->sk;
	unsigned long flags;

	/* any socket, connected or not, a listener too: Linux answers 0 */
	spin_lock_irqsave(&unix_lock, flags);
	u->shut_rd |= how != SHUT_WR;
	u->shut_wr |= how != SHUT_RD;
	wake_up(&u->wait);
	if (u->peer)
		wake_up(&u->peer->wait);
	spin_unlock_irqrestore(&unix_lock, flags);
	return 0;
}

/* The peer will read nothing more from u: its end closed or shut */
static bool stream_write_closed(const struct unix_sock *u)
{
	return u->shut_wr || !u->peer || u->peer->shut_rd;
}

/* EPIPE, and SIGPIPE unless MSG_NOSIGNAL (send(2)) */
static long unix_epipe(const struct msghdr_k *m)
{
	if (!(m->flags & MSG_NOSIGNAL))
		send_sig(SIGPIPE, current, 1);
	return -EPIPE;
}

/*
 * A stream send: an address is refused (EISCONN, or EOPNOTSUPP
 * unconnected), an end already closed is EPIPE; a sender that sleeps
 * for room and wakes to a peer reset gets ECONNRESET (Linux's order:
 * the socket's error before its shutdown).
 */
static long unix_stream_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk, *peer;
	unsigned long flags;
	size_t n = 0;
	long err = 0;

	if (m->addrlen)
		return u->state == SS_CONNECTED ? -EISCONN : -EOPNOTSUPP;
	if (u->state != SS_CONNECTED && !u->peer_gone)
		return -ENOTCONN;
	spin_lock_irqsave(&unix_lock, flags);
	if (stream_write_closed(u))
		err = unix_epipe(m);
	while (n < m->len && !err) {
		char c;

		err = unix_take_err(u);
		if (err)
			break;
		if (stream_write_closed(u)) {
			err = unix_epipe(m);
			break;
		}
		peer = u->peer;
		unix_sk_get(peer);	/* kept while asleep on its queue */
		err = unix_wait(peer, peer->head - peer->tail < UNIX_STREAM_RING ||
					      stream_write_closed(u),
				m->nonblock);
		unix_sk_put(peer);
		if (err || stream_write_closed(u))
			continue;
		if (memcpy_from_msg(&c, m, n, 1)) {
			err = -EFAULT;
			break;
		}
		peer->ring[peer->head++ % UNIX_STREAM_RING] = c;
		n++;
		wake_up(&peer->wait);
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	return n ? (long)n : err;
}

/* A stream receive: the bytes there (left there by MSG_PEEK); with
 * none, a peer's reset once (ECONNRESET), then end of file */
static long unix_stream_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk;
	unsigned long flags;
	unsigned int tail;
	size_t n = 0;
	long err;

	if (u->state != SS_CONNECTED && !u->peer_gone)
		return -EINVAL;
	spin_lock_irqsave(&unix_lock, flags);
	err = unix_wait(u, u->head != u->tail || u->shut_rd || u->peer_gone ||
			   u->err || (u->peer && u->peer->shut_wr), m->nonblock);
	if (!err && u->head == u->tail)
		err = unix_take_err(u);
	for (tail = u->tail; !err && n < m->len && u->head != tail; tail++) {
		char c = u->ring[tail % UNIX_STREAM_RING];

		if (memcpy_to_msg(m, n, &c, 1)) {
			err = -EFAULT;
			break;
		}
		n++;
	}
	if (!(m->flags & MSG_PEEK))
		u->tail = tail;
	wake_up(&u->wait);
	spin_unlock_irqrestore(&unix_lock, flags);
	return n ? (long)n : err;
}

/*
 * msg onto to's queue once there is room; the caller holds to while the
 * sender sleeps, and a destination closed meanwhile refuses it
 * (ECONNREFUSED, as Linux answers a send to a closed socket)
 */
static long unix_dgram_queue(struct unix_sock *to, struct unix_msg *msg,
			     bool nonblock)
{
	size_t len = msg->len;	/* msg is the receiver's once queued */
	unsigned long flags;
	long err;

	spin_lock_irqsave(&unix_lock, flags);
	err = unix_wait(to, to->dead || to->queued + msg->len <= UNIX_RCVBUF,
			nonblock);
	if (!err && to->dead)
		err = -ECONNREFUSED;
	if (!err) {
		list_add_tail(&msg->list, &to->msgs);
		to->queued += msg->len;
		wake_up(&to->wait);
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	if (err)
		kfree(msg);
	return err ? err : (long)len;
}

/* A datagram to to's queue, whole, with the sender's name */
static long unix_dgram_send_to(struct socket *sock, struct unix_sock *to,
			       struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk;
	struct unix_msg *msg;

	if (u->shut_wr)
		return unix_epipe(m);
	if (to->shut_rd)	/* Linux: EPIPE, and no SIGPIPE */
		return -EPIPE;
	if (m->len > UNIX_RCVBUF)
		return -EMSGSIZE;
	msg = kmalloc(sizeof(*msg) + m->len, GFP_KERNEL);
	if (!msg)
		return -ENOMEM;
	if (memcpy_from_msg(msg->data, m, 0, m->len)) {
		kfree(msg);
		return -EFAULT;
	}
	msg->len = m->len;
	msg->fromlen = unix_getname(sock, &msg->from, false);
	return unix_dgram_queue(to, msg, m->nonblock);
}

/*
 * The destination, found and held (it may close while the sender
 * copies or sleeps), then the datagram.  A socket connected to another
 * takes nothing from this one (EPERM, unix(7)); a connected peer found
 * closed is forgotten: ECONNREFUSED, then ENOTCONN.
 */
static long unix_dgram_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk, *to;
	unsigned long flags;
	long err = 0;

	if (m->addrlen && !(err = unix_addr_check(&m->addr, m->addrlen))) {
		to = unix_find(&m->addr, m->addrlen, SOCK_DGRAM, &err);
	} else {
		spin_lock_irqsave(&unix_lock, flags);
		to = u->peer;
		if (to)
			unix_sk_get(to);
		spin_unlock_irqrestore(&unix_lock, flags);
	}
	if (!to)
		return err ? err : -ENOTCONN;
	err = to->peer && to->peer != u ? -EPERM :
	      unix_dgram_send_to(sock, to, m);
	spin_lock_irqsave(&unix_lock, flags);
	if (err == -ECONNREFUSED && to == u->peer) {
		unix_disconnect(u, false);
		u->state = SS_UNCONNECTED;
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	unix_sk_put(to);
	return err;
}

/* One datagram, cut to the buffer (the rest is lost, as unix(7) says).
 * MSG_PEEK leaves it first in the queue: taken off while it is copied
 * (the copy may sleep), then put back. */
static long unix_dgram_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk;
	struct unix_msg *msg = NULL;
	unsigned long flags;
	long err;
	size_t n;

	spin_lock_irqsave(&unix_lock, flags);
	err = unix_wait(u, !list_empty(&u->msgs) || u->shut_rd || u->peer_gone,
			m->nonblock);
	if (!err && !list_empty(&u->msgs)) {
		msg = list_first_entry(&u->msgs, struct unix_msg, list);
		list_del(&msg->list);
		u->queued -= msg->len;
		wake_up(&u->wait);
	}
	spin_unlock_irqrestore(&unix_lock, flags);
	if (!msg)
		return err;
	n = min(m->len, msg->len);
	m->truncated = n < msg->len;
	if (memcpy_to_msg(m, 0, msg->data, n))
		err = -EFAULT;
	m->addr = msg->from;
	m->addrlen = msg->fromlen;
	if (m->flags & MSG_PEEK) {
		spin_lock_irqsave(&unix_lock, flags);
		list_add(&msg->list, &u->msgs);
		u->queued += msg->len;
		spin_unlock_irqrestore(&unix_lock, flags);
	} else {
		kfree(msg);
	}
	return err ? err : (long)n;
}

/*
 * A seqpacket send: a stream's checks (ENOTCONN, EPIPE once either end
 * is closed or shut), then a datagram's whole message to the peer,
 * held while the sender copies or sleeps
 */
static long unix_seqpacket_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk, *peer;
	unsigned long flags;
	long err;

	if (u->state != SS_CONNECTED && !u->peer_gone)
		return -ENOTCONN;
	spin_lock_irqsave(&unix_lock, flags);
	peer = stream_write_closed(u) ? NULL : u->peer;
	if (peer)
		unix_sk_get(peer);
	spin_unlock_irqrestore(&unix_lock, flags);
	if (!peer)
		return unix_epipe(m);
	err = unix_dgram_send_to(sock, peer, m);
	unix_sk_put(peer);
	return err == -ECONNREFUSED ? unix_epipe(m) : err;
}

/* A seqpacket receive: a whole message as a datagram's, end of file
 * once the peer is gone; ENOTCONN before a connection */
static long unix_seqpacket_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	struct unix_sock *u = sock->sk;

	if (u->state != SS_CONNECTED && !u->peer_gone)
		return -ENOTCONN;
	return unix_dgram_recvmsg(sock, m);
}

/* poll(2): readable with data, a connection to accept, or an end;
 * writable with room in the peer's queue */
static unsigned int unix_poll(struct socket *sock, struct file *f,
			      poll_table *pt)
{
	struct unix_sock *u = sock->sk;
	unsigned int mask = 0;

	poll_wait(f, &u->wait, pt);
	if (u->peer)
		poll_wait(f, &u->peer->wait, pt);
	if (u->head != u->tail || !list_empty(&u->msgs) ||
	    !list_empty(&u->accept_queue) || u->shut_rd)
		mask |= POLLIN | POLLRDNORM;
	if (u->peer_gone || (u->shut_rd && u->shut_wr))
		mask |= POLLHUP;
	if (u->err)
		mask |= POLLERR;
	if (u->type == SOCK_DGRAM ||
	    (u->peer && u->peer->head - u->peer->tail < UNIX_STREAM_RING))
		mask |= POLLOUT | POLLWRNORM;
	return mask;
}

/* getsockopt(2)'s options of the family's state */
static int unix_getsockopt(struct socket *sock, int name, void *val)
{
	struct unix_sock *u = sock->sk;
	unsigned long flags;

	switch (name) {
	case SO_ERROR:
		spin_lock_irqsave(&unix_lock, flags);
		*(int *)val = -unix_take_err(u);
		spin_unlock_irqrestore(&unix_lock, flags);
		return sizeof(int);
	case SO_ACCEPTCONN:
		*(int *)val = u->state == SS_LISTENING;
		return sizeof(int);
	case SO_PEERCRED:
		*(struct ucred *)val = u->peercred;
		return sizeof(struct ucred);
	default:
		return -ENOPROTOOPT;
	}
}

static int unix_no_listen(struct socket *sock, int backlog)
{
	(void)sock;
	(void)backlog;
	return -EOPNOTSUPP;
}

static int unix_no_accept(struct socket *sock, struct socket *newsock,
			  bool nonblock)
{
	(void)sock;
	(void)newsock;
	(void)nonblock;
	return -EOPNOTSUPP;
}

static const struct proto_ops unix_stream_ops = {
	.release = unix_release,
	.bind = unix_bind,
	.connect = unix_stream_connect,
	.socketpair = unix_socketpair,
	.accept = unix_accept,
	.getname = unix_getname,
	.poll = unix_poll,
	.listen = unix_listen,
	.shutdown = unix_shutdown,
	.getsockopt = unix_getsockopt,
	.sendmsg = unix_stream_sendmsg,
	.recvmsg = unix_stream_recvmsg,
};

static const struct proto_ops unix_seqpacket_ops = {
	.release = unix_release,
	.bind = unix_bind,
	.connect = unix_stream_connect,
	.socketpair = unix_socketpair,
	.accept = unix_accept,
	.getname = unix_getname,
	.poll = unix_poll,
	.listen = unix_listen,
	.shutdown = unix_shutdown,
	.getsockopt = unix_getsockopt,
	.sendmsg = unix_seqpacket_sendmsg,
	.recvmsg = unix_seqpacket_recvmsg,
};

static const struct proto_ops unix_dgram_ops = {
	.release = unix_release,
	.bind = unix_bind,
	.connect = unix_dgram_connect,
	.socketpair = unix_socketpair,
	.accept = unix_no_accept,
	.getname = unix_getname,
	.poll = unix_poll,
	.listen = unix_no_listen,
	.shutdown = unix_shutdown,
	.getsockopt = unix_getsockopt,
	.sendmsg = unix_dgram_sendmsg,
	.recvmsg = unix_dgram_recvmsg,
};
