/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/tcp.h - a TCP connection's state (RFC 9293 3.3.1's
 * transmission control block) and what the files of net/ipv4/tcp*.c
 * give each other:
 *
 *   tcp.c         the socket calls: connect, listen, accept, send,
 *                 recv, poll, shutdown, close
 *   tcp_ipv4.c    ports, finding the connection a segment is for,
 *                 tcp_v4_rcv(), /proc/net/tcp
 *   tcp_input.c   the state machine: what an arriving segment does
 *   tcp_output.c  segments out: data within the peer's window, ACKs,
 *                 resets
 *   tcp_timer.c   retransmission with backoff, TIME_WAIT
 *
 * Every field below is read and written with the stack locked
 * (net_stack_lock(), include/net/ip.h); a task waits on inet.wait.
 */
#ifndef _NET_TCP_H
#define _NET_TCP_H

#include "linux/mutex.h"
#include "linux/tcp.h"
#include "net/inet_sock.h"

/* The states, with Linux's numbers (/proc/net/tcp's st column) */
enum {
	TCP_ESTABLISHED = 1,
	TCP_SYN_SENT,
	TCP_SYN_RECV,
	TCP_FIN_WAIT1,
	TCP_FIN_WAIT2,
	TCP_TIME_WAIT,
	TCP_CLOSE,
	TCP_CLOSE_WAIT,
	TCP_LAST_ACK,
	TCP_LISTEN,
	TCP_CLOSING,
};

/* Sequence numbers compare modulo 2^32 (RFC 9293 3.4) */
static inline bool before(u32 a, u32 b)
{
	return (s32)(a - b) < 0;
}
#define after(a, b)	before(b, a)

/* A queued segment's place in the sequence space, in skb->cb: its
 * data, then a SYN or FIN, each taking one number */
struct tcp_skb_cb {
	u32 seq;
	u8 flags;	/* TCPHDR_SYN, TCPHDR_FIN */
};

#define TCP_SKB_CB(skb)	((struct tcp_skb_cb *)(skb)->cb)

static inline u32 tcp_skb_end(const struct sk_buff *skb)
{
	const struct tcp_skb_cb *cb = TCP_SKB_CB(skb);

	return cb->seq + skb->len + !!(cb->flags & TCPHDR_SYN) +
	       !!(cb->flags & TCPHDR_FIN);
}

struct tcp_sock {
	struct inet_sock inet;		/* first: inet_sk() finds it */
	int state;
	int err;			/* for the user: SO_ERROR, a call */
	bool reuse;			/* SO_REUSEADDR when bound */
	bool connecting, sconnected;	/* Linux's SS_CONNECTING, SS_CONNECTED */
	u16 mss;			/* the largest segment we send */
	u16 rcv_mss;			/* the one we said we take */
	int rcvbuf, sndbuf;		/* the limits, in bytes of data */

	/* send sequence space (RFC 9293 3.3.1) */
	u32 iss, snd_una, snd_nxt, snd_max, write_seq;
	u32 snd_wnd, snd_wl1, snd_wl2, max_window;
	struct sk_buff_head wq;		/* sent and unsent, until acked */
	unsigned int wq_mem;		/* its truesize, at most sndbuf */

	/* receive sequence space: rcv_edge is the window's right edge
	 * as last advertised, which never moves left */
	u32 irs, rcv_nxt, rcv_edge;
	unsigned int rq_mem;		/* inet.rxq's truesize */
	struct mutex rx_mutex;		/* one reader copies at a time */

	/* timers (tcp_timer.c): retransmission or window probe, and
	 * TIME_WAIT's end or an orphan's FIN_WAIT2 limit */
	bool rtx_on, close_on;
	unsigned long rtx_at, close_at;
	unsigned int rto, retries;	/* jiffies; timeouts in a row */
	long srtt, rttvar;		/* jiffies, times 8 (RFC 6298) */
	unsigned long oow_ack_at;	/* the last ACK for a bad segment */
	bool rtt_on;			/* timing the segment ending at: */
	u32 rtt_seq;
	unsigned long rtt_start;

	/* a listener's connections not yet accepted: handshakes under
	 * way (synq) and done (acceptq); a child's parent */
	struct list_head synq, acceptq, cnode;
	struct tcp_sock *parent;
	int backlog, nchildren;
};

static inline struct tcp_sock *tcp_sk(const struct socket *sock)
{
	return sock->sk;
}

/* A connection no socket holds: closed by its user, or a listener's
 * child not yet accepted (which its listener holds) */
static inline bool tcp_orphan(const struct tcp_sock *tp)
{
	return !tp->inet.sock && !tp->parent;
}

#define TCP_MIN_MSS		536	/* RFC 9293 3.7.1's default */
#define TCP_MAX_WINDOW		65535	/* no window scaling */
#define TCP_TIMEWAIT_LEN	(1 * HZ)	/* short: see docs/net.md */
#define TCP_FIN_TIMEOUT		(3 * HZ)
#define TCP_RTO_MIN		(HZ / 5)
#define TCP_RTO_MAX		(120 * HZ)
#define TCP_TIMEOUT_INIT	(1 * HZ)
#define TCP_SYN_RETRIES		6
#define TCP_RETRIES2		15

/* tcp_ipv4.c */
struct tcp_sock *tcp_sock_alloc(gfp_t gfp);
void tcp_hash(struct tcp_sock *tp);
void tcp_free(struct tcp_sock *tp);
int tcp_get_port(struct tcp_sock *tp, __be16 port);
bool tcp_port_conflict(const struct tcp_sock *me);
u16 tcp_mss_for(const struct in6_addr *daddr);
void tcp_v4_rcv(struct sk_buff *skb);
struct tcp_seg;
void tcp_v4_send_reset(const struct sk_buff *skb, const struct tcp_seg *seg);
struct list_head *tcp_all(void);
struct seq_file;
int tcp4_seq_show(struct seq_file *m, void *v);
int tcp6_seq_show(struct seq_file *m, void *v);

/* tcp_input.c */
struct tcp_seg {
	u32 seq, end, ack;
	u8 flags;
	u16 wnd, mss;
};

void tcp_rcv_state_process(struct tcp_sock *tp, struct sk_buff *skb,
			   const struct tcp_seg *seg);
void tcp_set_state(struct tcp_sock *tp, int state);
bool tcp_done(struct tcp_sock *tp, int err);

/* tcp_output.c */
struct tcp_out {
	struct in6_addr saddr, daddr;
	__be16 sport, dport;
	u32 seq, ack;
	u8 flags;
	u16 window, mss;
};

int tcp_send_segment(const struct tcp_out *o, const void *data,
		     unsigned int len);
void tcp_push(struct tcp_sock *tp, bool force);
void tcp_send_ack(struct tcp_sock *tp);
void tcp_send_oow_ack(struct tcp_sock *tp);
void tcp_send_active_reset(struct tcp_sock *tp);
bool tcp_queue_ctl(struct tcp_sock *tp, u8 flags, gfp_t gfp);
void tcp_send_fin(struct tcp_sock *tp);
u32 tcp_space(const struct tcp_sock *tp);
u32 tcp_rcvbuf(const struct tcp_sock *tp);
u32 tcp_sndbuf(const struct tcp_sock *tp);

/* tcp_timer.c */
void tcp_arm(struct tcp_sock *tp, bool close, unsigned long when);
void tcp_set_rto(struct tcp_sock *tp);
void tcp_rtt_sample(struct tcp_sock *tp, unsigned long rtt);

/* tcp.c */
int tcp_sock_init(struct socket *sock);
extern const struct proto_ops inet_stream_ops;

#endif /* _NET_TCP_H */
