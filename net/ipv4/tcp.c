// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/tcp.c - TCP's socket calls (tcp(7)): bind, connect (blocking,
 * or EINPROGRESS and then poll(2) and SO_ERROR), listen and accept,
 * send and recv with MSG_PEEK and MSG_DONTWAIT, shutdown, close with
 * the FIN handshake, poll.  The errors are Linux's, in its order
 * (tests/glibc/tcpcheck.c against Linux 6.1's output).
 *
 * A call takes the stack lock (net_stack_lock()) to read or change the
 * connection, and sleeps on tp->inet.wait without it; the stack wakes
 * that queue for every change a call may wait for.  A writer sleeps
 * while the send queue holds SO_SNDBUF/2 bytes of buffers: the peer's
 * window, which shuts when its reader does not read, keeps the queue
 * from draining.
 */
#include "linux/kernel.h"
#include "linux/fcntl.h"
#include "linux/fs.h"
#include "linux/random.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "asm/uaccess.h"
#include "net/ip.h"
#include "net/ipv6.h"
#include "net/tcp.h"

#define SOMAXCONN	4096	/* Linux 6.1's net.core.somaxconn */

int tcp_sock_init(struct socket *sock)
{
	struct tcp_sock *tp = tcp_sock_alloc(GFP_KERNEL);

	if (!tp)
		return -ENOMEM;
	tp->inet.sock = sock;
	tp->inet.family = (unsigned short)sock->family;
	sock->sk = tp;
	sock->ops = &inet_stream_ops;
	sock->protocol = IPPROTO_TCP;
	net_stack_lock();
	tcp_hash(tp);
	net_stack_unlock();
	return 0;
}

/* The pending error, once (SO_ERROR, or a call that fails with it) */
static int tcp_take_err(struct tcp_sock *tp)
{
	int err = tp->err;

	tp->err = 0;
	return err;
}

/* Linux's inet_bind(): its checks, in its order */
static int tcp_bind(struct socket *sock, const struct sockaddr_un *a, int len)
{
	struct tcp_sock *tp = tcp_sk(sock);
	struct inet_addr_port ap;
	int err = inet_addr_in(&tp->inet, a, len, INET_ADDR_BIND, &ap);

	if (err)
		return err;
	net_stack_lock();
	if (!inet_addr_bindable(&ap.addr))
		err = -EADDRNOTAVAIL;
	else if (tp->inet.sport || tp->state != TCP_CLOSE)
		err = -EINVAL;
	if (!err) {
		tp->reuse = sock->opts & 1U << SO_REUSEADDR;
		tp->inet.rcv_saddr = ap.addr;
		err = tcp_get_port(tp, ap.port);
		if (err)
			tp->inet.rcv_saddr = in6addr_any;
		tp->inet.saddr_bound = !err && !inet_addr_unset(&ap.addr);
		tp->inet.sport_bound = !err && ap.port;
	}
	net_stack_unlock();
	return err;
}

/* A fresh sequence space and the SYN to daddr:dport (stack locked) */
static int tcp_start_connect(struct tcp_sock *tp,
			     const struct in6_addr *daddr, __be16 dport)
{
	struct in6_addr src;
	int err = inet_route(daddr, &src, NULL);

	if (err)
		return err;
	if (!inet_addr_unset(&tp->inet.rcv_saddr) &&
	    ipv6_addr_v4mapped(&tp->inet.rcv_saddr) != ipv6_addr_v4mapped(daddr))
		return -ENETUNREACH;	/* bound in the other family */
	tp->reuse = tp->inet.sock->opts & 1U << SO_REUSEADDR;
	if (!tp->inet.sport) {
		err = tcp_get_port(tp, 0);
		if (err)
			return err;
	}
	if (inet_addr_unset(&tp->inet.rcv_saddr))
		tp->inet.rcv_saddr = src;
	tp->inet.daddr = *daddr;
	tp->inet.dport = dport;
	tp->inet.shutdown = 0;
	tp->err = 0;
	tp->iss = get_random_u32();
	tp->snd_una = tp->snd_nxt = tp->snd_max = tp->write_seq = tp->iss;
	tp->rcv_mss = tcp_mss_for(daddr);
	tp->mss = tp->rcv_mss;
	tp->rto = TCP_TIMEOUT_INIT;
	tp->srtt = 0;
	tp->retries = 0;
	tcp_set_state(tp, TCP_SYN_SENT);
	if (!tcp_queue_ctl(tp, TCPHDR_SYN, GFP_ATOMIC)) {
		tcp_set_state(tp, TCP_CLOSE);
		return -ENOBUFS;
	}
	tcp_push(tp, false);
	return 0;
}

static bool tcp_handshaking(const struct tcp_sock *tp)
{
	return tp->state == TCP_SYN_SENT || tp->state == TCP_SYN_RECV;
}

static void tcp_close_listener(struct tcp_sock *l);

/*
 * connect(2) with AF_UNSPEC, Linux's tcp_disconnect(): the connection
 * is dropped - a reset to a synchronized peer, a listener's waiting
 * connections reset - and the socket is as new, keeping only the
 * address and port bind(2) gave it (stack locked)
 */
static void tcp_disconnect(struct tcp_sock *tp)
{
	int old = tp->state;

	if (old == TCP_LISTEN)
		tcp_close_listener(tp);
	else if (old == TCP_ESTABLISHED || old == TCP_CLOSE_WAIT ||
		 old == TCP_FIN_WAIT1 || old == TCP_FIN_WAIT2)
		tcp_send_active_reset(tp);
	tcp_done(tp, 0);	/* the socket holds it: not freed */
	skb_queue_purge(&tp->inet.rxq);
	tp->rq_mem = 0;
	tp->inet.shutdown = 0;
	tp->err = 0;
	tp->connecting = false;
	tp->sconnected = false;
	tp->inet.daddr = in6addr_any;
	tp->inet.dport = 0;
	if (!tp->inet.saddr_bound)
		tp->inet.rcv_saddr = in6addr_any;
	if (!tp->inet.sport_bound)
		tp->inet.sport = 0;
}

/*
 * connect(2), as Linux's inet_stream_connect(): EISCONN once connected
 * (or listening), EALREADY while a non-blocking one is under way, and
 * the error that ended one (ECONNREFUSED, ETIMEDOUT) from the next call
 * when SO_ERROR did not take it.
 */
static int tcp_v4_connect(struct socket *sock, const struct sockaddr_un *a,
			  int len)
{
	struct tcp_sock *tp = tcp_sk(sock);
	struct inet_addr_port ap;
	int err;

	if (len < (int)sizeof(a->sun_family))
		return -EINVAL;
	if (a->sun_family == AF_UNSPEC) {
		net_stack_lock();
		tcp_disconnect(tp);
		net_stack_unlock();
		net_rx_flush();
		return 0;
	}
	err = inet_addr_in(&tp->inet, a, len, INET_ADDR_STREAM, &ap);
	if (err)
		return err;
	net_stack_lock();
	if (tp->connecting) {
		err = -EALREADY;
	} else if (tp->sconnected || tp->state != TCP_CLOSE) {
		err = -EISCONN;
		goto out;
	} else {
		err = tcp_start_connect(tp, &ap.addr, ap.port);
		if (err)
			goto out;
		tp->connecting = true;
		err = -EINPROGRESS;
	}
	if (tcp_handshaking(tp)) {
		if (sock->file->f_flags & O_NONBLOCK)
			goto out;
		net_stack_unlock();
		net_rx_flush();
		err = wait_event_interruptible(tp->inet.wait,
					       !tcp_handshaking(tp));
		net_stack_lock();
		if (err)
			goto out;
	}
	tp->connecting = false;
	if (tp->state == TCP_CLOSE) {
		err = tcp_take_err(tp);
		err = err ? err : -ECONNABORTED;
	} else {
		tp->sconnected = true;
		err = 0;
	}
out:
	net_stack_unlock();
	net_rx_flush();
	return err;
}

/* Linux's inet_listen(): a socket not connected, its port kept or chosen */
static int tcp_listen(struct socket *sock, int backlog)
{
	struct tcp_sock *tp = tcp_sk(sock);
	int err = 0;

	if ((unsigned int)backlog > SOMAXCONN)
		backlog = SOMAXCONN;
	net_stack_lock();
	if (tp->connecting || tp->sconnected ||
	    (tp->state != TCP_CLOSE && tp->state != TCP_LISTEN)) {
		err = -EINVAL;
	} else if (tp->state == TCP_CLOSE) {
		tp->reuse = sock->opts & 1U << SO_REUSEADDR;
		if (!tp->inet.sport)
			err = tcp_get_port(tp, 0);
		else if (tcp_port_conflict(tp))
			err = -EADDRINUSE;
		if (!err)
			tcp_set_state(tp, TCP_LISTEN);
	}
	tp->backlog = backlog;
	net_stack_unlock();
	return err;
}

/* A listener stops: its connections not accepted are reset and freed */
static void tcp_close_listener(struct tcp_sock *l)
{
	struct tcp_sock *c, *n;

	list_for_each_entry_safe(c, n, &l->acceptq, cnode) {
		if (c->state != TCP_CLOSE)
			tcp_send_active_reset(c);
		tcp_free(c);
	}
	list_for_each_entry_safe(c, n, &l->synq, cnode)
		tcp_free(c);
	tcp_set_state(l, TCP_CLOSE);
	wake_up(&l->inet.wait);
}

/* inet_csk_accept(): the oldest connection done, as newsock */
static int inet_csk_accept(struct socket *sock, struct socket *newsock,
			   bool nonblock)
{
	struct tcp_sock *tp = tcp_sk(sock), *c;
	int err = 0;

	net_stack_lock();
	while (!err && tp->state == TCP_LISTEN && list_empty(&tp->acceptq)) {
		if (nonblock) {
			err = -EAGAIN;
			break;
		}
		net_stack_unlock();
		err = wait_event_interruptible(tp->inet.wait,
					       tp->state != TCP_LISTEN ||
					       !list_empty(&tp->acceptq));
		net_stack_lock();
	}
	if (!err && tp->state != TCP_LISTEN)
		err = -EINVAL;
	if (!err) {
		c = list_first_entry(&tp->acceptq, struct tcp_sock, cnode);
		list_del_init(&c->cnode);
		c->parent = NULL;
		tp->nchildren--;
		c->inet.sock = newsock;
		c->sconnected = true;
		newsock->sk = c;
		newsock->ops = &inet_stream_ops;
		newsock->protocol = IPPROTO_TCP;
		newsock->opts = sock->opts;
		newsock->rcvbuf = sock->rcvbuf;
		newsock->sndbuf = sock->sndbuf;
	}
	net_stack_unlock();
	return err;
}

/* The state change of a close or SHUT_WR: true when a FIN is due */
static bool tcp_close_state(struct tcp_sock *tp)
{
	if (tp->state == TCP_ESTABLISHED) {
		tcp_set_state(tp, TCP_FIN_WAIT1);
		return true;
	}
	if (tp->state == TCP_CLOSE_WAIT) {
		tcp_set_state(tp, TCP_LAST_ACK);
		return true;
	}
	return false;
}

/* Linux's inet_shutdown() for a stream socket */
static int tcp_shutdown(struct socket *sock, int how)
{
	struct tcp_sock *tp = tcp_sk(sock);
	u8 mask = (u8)(how + 1);	/* SHUT_RD 0 ... SHUT_RDWR 2 */
	int err = 0;

	net_stack_lock();
	switch (tp->state) {
	case TCP_CLOSE:
		err = -ENOTCONN;
		tp->inet.shutdown |= mask;
		break;
	case TCP_LISTEN:
		if (mask & RCV_SHUTDOWN)
			tcp_close_listener(tp);
		break;
	case TCP_SYN_SENT:	/* the attempt is dropped */
		tcp_done(tp, 0);
		tp->connecting = false;
		break;
	default:
		tp->inet.shutdown |= mask;
		if ((mask & SEND_SHUTDOWN) && tcp_close_state(tp))
			tcp_send_fin(tp);
	}
	wake_up(&tp->inet.wait);
	net_stack_unlock();
	net_rx_flush();
	return err;
}

/*
 * close(2): the connection goes on without its socket until its FIN
 * is acknowledged and TIME_WAIT is over.  Data that arrived and was
 * never read is answered with a reset instead (RFC 2525 2.17, as Linux).
 */
static void tcp_close(struct socket *sock)
{
	struct tcp_sock *tp = tcp_sk(sock);

	net_stack_lock();
	tp->rcvbuf = (int)tcp_rcvbuf(tp);
	tp->sndbuf = (int)tcp_sndbuf(tp);
	tp->inet.sock = NULL;
	sock->sk = NULL;
	switch (tp->state) {
	case TCP_LISTEN:
		tcp_close_listener(tp);
		tcp_free(tp);
		break;
	case TCP_CLOSE:
	case TCP_SYN_SENT:
		tcp_free(tp);
		break;
	default:
		if (!skb_queue_empty(&tp->inet.rxq)) {
			tcp_send_active_reset(tp);
			tcp_done(tp, 0);
		} else if (tcp_close_state(tp)) {
			tcp_send_fin(tp);
		} else if (tp->state == TCP_FIN_WAIT2) {
			tcp_arm(tp, true, jiffies + TCP_FIN_TIMEOUT);
		}
	}
	net_stack_unlock();
	net_rx_flush();
}

/* EPIPE, and SIGPIPE unless MSG_NOSIGNAL (send(2)) */
static long tcp_epipe(const struct msghdr_k *m)
{
	if (!(m->flags & MSG_NOSIGNAL))
		send_sig(SIGPIPE, current, 1);
	return -EPIPE;
}

static bool tcp_can_send(const struct tcp_sock *tp)
{
	return (tp->state == TCP_ESTABLISHED || tp->state == TCP_CLOSE_WAIT) &&
	       !(tp->inet.shutdown & SEND_SHUTDOWN);
}

/*
 * Wait (stack locked) until a send may queue more: 0, or the error -
 * the pending one, EPIPE when the connection cannot send, EAGAIN (as
 * Linux's sk_stream_wait_connect() and Linux's sk_stream_wait_memory()).
 */
static long tcp_wait_send(struct tcp_sock *tp, bool nonblock)
{
	long err;

	for (;;) {
		if (tp->err)
			return tcp_take_err(tp);
		if (!tcp_can_send(tp) && !tcp_handshaking(tp))
			return -EPIPE;
		if (tcp_can_send(tp) && tp->wq_mem < tcp_sndbuf(tp))
			return 0;
		if (nonblock)
			return -EAGAIN;
		net_stack_unlock();
		err = wait_event_interruptible(tp->inet.wait,
				tp->err || (!tcp_handshaking(tp) &&
					    (!tcp_can_send(tp) ||
					     tp->wq_mem < tcp_sndbuf(tp))));
		net_stack_lock();
		if (err)
			return err;
	}
}

/* The user's next piece as a queued segment of at most mss bytes */
static struct sk_buff *tcp_skb_from_user(const struct msghdr_k *m,
					 size_t done, u16 mss, long *err)
{
	size_t len = min(m->len - done, (size_t)mss);
	struct sk_buff *skb = alloc_skb((unsigned int)len, GFP_KERNEL);

	*err = -ENOBUFS;
	if (!skb)
		return NULL;
	*err = -EFAULT;
	if (memcpy_from_msg(skb_put(skb, (unsigned int)len), m, done, len)) {
		kfree_skb(skb);
		return NULL;
	}
	*err = 0;
	return skb;
}

/* tcp_sendmsg(): the bytes onto the send queue, as the window drains
 * it; a send cut short by an error or signal says how far it got */
static long tcp_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct tcp_sock *tp = tcp_sk(sock);
	struct sk_buff *skb;
	size_t done = 0;
	long err = 0;
	u16 mss;

	net_stack_lock();
	while (done < m->len || !m->len) {
		err = tcp_wait_send(tp, m->nonblock);
		if (err || !m->len)
			break;
		mss = tp->mss;
		net_stack_unlock();
		skb = tcp_skb_from_user(m, done, mss, &err);
		net_stack_lock();
		if (!skb)
			break;
		if (!tcp_can_send(tp)) {	/* reset while copying */
			kfree_skb(skb);
			continue;
		}
		TCP_SKB_CB(skb)->seq = tp->write_seq;
		TCP_SKB_CB(skb)->flags = 0;
		tp->write_seq += skb->len;
		tp->wq_mem += skb->truesize;
		done += skb->len;
		skb_queue_tail(&tp->wq, skb);
		/* MSG_MORE: less than a segment is held until a send
		 * without it (or an ACK) pushes it, as Linux's
		 * TCP_NAGLE_CORK for this call; a whole segment goes */
		if (!(m->flags & MSG_MORE) ||
		    tp->write_seq - tp->snd_nxt >= tp->mss)
			tcp_push(tp, false);
		net_stack_unlock();
		net_rx_flush();
		net_stack_lock();
	}
	net_stack_unlock();
	net_rx_flush();
	if (done)
		return (long)done;
	return err == -EPIPE ? tcp_epipe(m) : err;
}

/* Wait (rx_mutex held) for something to read: 1, 0 at the end of the
 * stream, or the error (ENOTCONN never connected, EAGAIN, a signal) */
static long tcp_wait_data(struct tcp_sock *tp, bool nonblock)
{
	long err;

	for (;;) {
		if (!skb_queue_empty(&tp->inet.rxq))
			return 1;
		if (tp->err)
			return tcp_take_err(tp);
		if (tp->inet.shutdown & RCV_SHUTDOWN)
			return 0;
		if (tp->state == TCP_CLOSE || tp->state == TCP_LISTEN)
			return -ENOTCONN;
		if (nonblock)
			return -EAGAIN;
		err = wait_event_interruptible(tp->inet.wait,
				!skb_queue_empty(&tp->inet.rxq) || tp->err ||
				(tp->inet.shutdown & RCV_SHUTDOWN) ||
				tp->state == TCP_CLOSE);
		if (err)
			return err;
	}
}

/* The buffer holding the stream's byte at offset skip (stack locked) */
static struct sk_buff *tcp_rx_at(struct tcp_sock *tp, u32 *skip)
{
	struct sk_buff *skb;

	for (skb = tp->inet.rxq.next; skb != (struct sk_buff *)&tp->inet.rxq;
	     skb = skb->next) {
		if (*skip < skb->len)
			return skb;
		*skip -= skb->len;
	}
	return NULL;
}

/* Copy what is queued, up to len; consumed unless MSG_PEEK */
static long tcp_copy_out(struct tcp_sock *tp, struct msghdr_k *m, bool peek)
{
	struct sk_buff *skb;
	size_t copied = 0;
	u32 skip, n;

	while (copied < m->len) {
		skip = peek ? (u32)copied : 0;
		net_stack_lock();
		skb = tcp_rx_at(tp, &skip);
		net_stack_unlock();
		if (!skb)
			break;
		n = (u32)min((size_t)(skb->len - skip), m->len - copied);
		if (memcpy_to_msg(m, copied, skb->data + skip, n))
			return copied ? (long)copied : -EFAULT;
		copied += n;
		if (peek)
			continue;
		net_stack_lock();
		skb_pull(skb, n);
		if (!skb->len) {
			skb = skb_dequeue(&tp->inet.rxq);
			tp->rq_mem -= skb->truesize;
			kfree_skb(skb);
		}
		net_stack_unlock();
	}
	return (long)copied;
}

/* After a read: a window update when it opened by a segment's worth
 * (RFC 1122 4.2.3.3), so a writer the shut window held goes on */
static void tcp_rcv_space_adjust(struct tcp_sock *tp)
{
	u32 cur;

	net_stack_lock();
	cur = after(tp->rcv_edge, tp->rcv_nxt) ? tp->rcv_edge - tp->rcv_nxt : 0;
	if (tp->state != TCP_CLOSE && tp->state != TCP_SYN_SENT &&
	    tcp_space(tp) >= cur + min(tcp_rcvbuf(tp) / 2, (u32)tp->rcv_mss))
		tcp_send_ack(tp);
	net_stack_unlock();
	net_rx_flush();
}

static long tcp_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	struct tcp_sock *tp = tcp_sk(sock);
	bool peek = m->flags & MSG_PEEK;
	long n;

	m->addrlen = 0;
	/* no ICMP errors are queued (MSG_ERRQUEUE), no urgent data kept
	 * apart (MSG_OOB): what Linux says when it has none */
	if (m->flags & MSG_ERRQUEUE)
		return -EAGAIN;
	if (m->flags & MSG_OOB)
		return -EINVAL;
	if (tp->state == TCP_LISTEN)
		return -ENOTCONN;
	if (!m->len)
		return 0;
	mutex_lock(&tp->rx_mutex);
	n = tcp_wait_data(tp, m->nonblock);
	if (n > 0)
		n = tcp_copy_out(tp, m, peek);
	mutex_unlock(&tp->rx_mutex);
	if (n > 0 && !peek)
		tcp_rcv_space_adjust(tp);
	return n;
}

/* tcp_poll(): Linux's masks, a fresh socket's POLLOUT | POLLHUP too */
static unsigned int tcp_poll(struct socket *sock, struct file *f,
			     poll_table *pt)
{
	struct tcp_sock *tp = tcp_sk(sock);
	unsigned int mask = 0;

	poll_wait(f, &tp->inet.wait, pt);
	if (tp->state == TCP_LISTEN)
		return list_empty(&tp->acceptq) ? 0 : POLLIN | POLLRDNORM;
	if (tp->inet.shutdown == SHUTDOWN_MASK || tp->state == TCP_CLOSE)
		mask |= POLLHUP;
	if (tp->inet.shutdown & RCV_SHUTDOWN)
		mask |= POLLIN | POLLRDNORM | POLLRDHUP;
	if (!tcp_handshaking(tp)) {
		if (!skb_queue_empty(&tp->inet.rxq))
			mask |= POLLIN | POLLRDNORM;
		if ((tp->inet.shutdown & SEND_SHUTDOWN) ||
		    tp->wq_mem < tcp_sndbuf(tp))
			mask |= POLLOUT | POLLWRNORM;
	}
	if (tp->err)
		mask |= POLLERR;
	return mask;
}

static int tcp_getsockopt(struct socket *sock, int name, void *val)
{
	struct tcp_sock *tp = tcp_sk(sock);

	switch (name) {
	case SO_ERROR:
		net_stack_lock();
		*(int *)val = -tcp_take_err(tp);
		net_stack_unlock();
		return sizeof(int);
	case SO_ACCEPTCONN:
		*(int *)val = tp->state == TCP_LISTEN;
		return sizeof(int);
	default:
		return -ENOPROTOOPT;
	}
}

const struct proto_ops inet_stream_ops = {
	.release = tcp_close,
	.bind = tcp_bind,
	.connect = tcp_v4_connect,
	.socketpair = sock_no_socketpair,
	.accept = inet_csk_accept,
	.getname = inet_getname,
	.poll = tcp_poll,
	.listen = tcp_listen,
	.shutdown = tcp_shutdown,
	.getsockopt = tcp_getsockopt,
	.setsockopt = inet_setsockopt,
	.sendmsg = tcp_sendmsg,
	.recvmsg = tcp_recvmsg,
};
