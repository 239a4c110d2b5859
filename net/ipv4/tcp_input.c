// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/tcp_input.c - what an arriving segment does: RFC 9293
 * 3.10.7's "SEGMENT ARRIVES", state by state, with the stack locked.
 *
 * Left out, as docs/net.md says: a segment that arrives ahead of a
 * gap is dropped (and answered with an ACK of what was had), not kept
 * for later; an ACK goes out at once for every segment with data, not
 * delayed; a SYN answered with a SYN (a simultaneous open) is dropped;
 * urgent data is taken as ordinary data.
 */
#include "linux/kernel.h"
#include "linux/random.h"
#include "net/ip.h"
#include "net/ipv6.h"
#include "net/tcp.h"

/* What the user sees of the state: getpeername(2) answers once the
 * handshake is done and until the connection is closed */
void tcp_set_state(struct tcp_sock *tp, int state)
{
	tp->state = state;
	tp->inet.connected = tp->inet.dport && state != TCP_CLOSE &&
			     state != TCP_SYN_SENT && state != TCP_LISTEN;
}

/*
 * The end of a connection, for err (0, or the -errno its user gets
 * once: ECONNREFUSED, ECONNRESET, ETIMEDOUT): CLOSED, nothing more to
 * send, the user's calls woken.  A connection nobody holds is freed:
 * false then, and tp is gone.
 */
bool tcp_done(struct tcp_sock *tp, int err)
{
	bool handshake = tp->state == TCP_SYN_RECV;

	if (err)
		tp->err = err;
	tcp_set_state(tp, TCP_CLOSE);
	tp->inet.shutdown = SHUTDOWN_MASK;
	tp->rtx_on = false;
	tp->close_on = false;
	skb_queue_purge(&tp->wq);
	tp->wq_mem = 0;
	wake_up(&tp->inet.wait);
	if (tcp_orphan(tp) || (tp->parent && handshake)) {
		tcp_free(tp);
		return false;
	}
	return true;
}

/* The peer's half, from its SYN */
static void tcp_init_rcv(struct tcp_sock *tp, const struct tcp_seg *seg)
{
	tp->irs = seg->seq;
	tp->rcv_nxt = seg->seq + 1;
	tp->rcv_edge = tp->rcv_nxt;
	tp->snd_wnd = seg->wnd;
	tp->max_window = seg->wnd;
	tp->snd_wl1 = seg->seq;
	tp->snd_wl2 = seg->ack;
	tp->rcv_mss = tcp_mss_for(&tp->inet.daddr);
	tp->mss = min(seg->mss ? seg->mss : (u16)TCP_MIN_MSS, tp->rcv_mss);
}

/* Everything up to ack has arrived: off the queue, the round trip
 * timed (RFC 6298, Karn's rule: tcp_push() times only first sends) */
static void tcp_clean_acked(struct tcp_sock *tp, u32 ack)
{
	struct sk_buff *skb;

	while ((skb = skb_peek(&tp->wq)) && !after(tcp_skb_end(skb), ack)) {
		skb = skb_dequeue(&tp->wq);
		tp->wq_mem -= skb->truesize;
		kfree_skb(skb);
	}
	if (tp->rtt_on && !before(ack, tp->rtt_seq)) {
		tp->rtt_on = false;
		tcp_rtt_sample(tp, jiffies - tp->rtt_start);
	}
	tp->snd_una = ack;
	if (before(tp->snd_nxt, ack))
		tp->snd_nxt = ack;
	/* the peer is there: the backoff goes, as Linux's tcp_ack()
	 * does, though Karn's rule leaves no new measurement after a
	 * go-back retransmission */
	tp->retries = 0;
	tcp_set_rto(tp);
	tp->rtx_on = false;
	if (tp->snd_una != tp->snd_max)
		tcp_arm(tp, false, jiffies + tp->rto);
	wake_up(&tp->inet.wait);
}

/* A SYN to a listener: a child in SYN-RECEIVED, its SYN-ACK sent, as
 * long as fewer than backlog + 1 wait (Linux's limit; beyond it the
 * SYN is dropped and the peer's retransmission asks again) */
static void tcp_listen_rcv(struct tcp_sock *l, const struct sk_buff *skb,
			   const struct tcp_seg *seg)
{
	struct tcp_sock *c;

	if (seg->flags & TCPHDR_RST)
		return;
	if (seg->flags & TCPHDR_ACK) {
		tcp_v4_send_reset(skb, seg);
		return;
	}
	if (!(seg->flags & TCPHDR_SYN) || l->nchildren > l->backlog)
		return;
	c = tcp_sock_alloc(GFP_ATOMIC);
	if (!c)
		return;
	inet_skb_addrs(skb, &c->inet.daddr, &c->inet.rcv_saddr);
	c->inet.family = l->inet.family;
	c->inet.sport = l->inet.sport;
	c->inet.dport = tcp_hdr(skb)->source;
	c->reuse = l->reuse;
	c->rcvbuf = (int)tcp_rcvbuf(l);
	c->sndbuf = (int)tcp_sndbuf(l);
	c->parent = l;
	l->nchildren++;
	list_add_tail(&c->cnode, &l->synq);
	tcp_init_rcv(c, seg);
	c->iss = get_random_u32();
	c->snd_una = c->snd_nxt = c->snd_max = c->write_seq = c->iss;
	tcp_set_state(c, TCP_SYN_RECV);
	tcp_hash(c);
	if (!tcp_queue_ctl(c, TCPHDR_SYN, GFP_ATOMIC)) {
		tcp_free(c);
		return;
	}
	tcp_push(c, false);
}

/* SYN-SENT: the SYN-ACK that completes connect(2), or the RST that
 * refuses it */
static void tcp_syn_sent_rcv(struct tcp_sock *tp, const struct sk_buff *skb,
			     const struct tcp_seg *seg)
{
	if ((seg->flags & TCPHDR_ACK) &&
	    (!after(seg->ack, tp->iss) || after(seg->ack, tp->snd_max))) {
		tcp_v4_send_reset(skb, seg);
		return;
	}
	if (seg->flags & TCPHDR_RST) {
		if (seg->flags & TCPHDR_ACK)
			tcp_done(tp, -ECONNREFUSED);
		return;
	}
	if ((seg->flags & (TCPHDR_SYN | TCPHDR_ACK)) !=
	    (TCPHDR_SYN | TCPHDR_ACK))
		return;
	tcp_init_rcv(tp, seg);
	tcp_set_state(tp, TCP_ESTABLISHED);
	tcp_clean_acked(tp, seg->ack);
	tcp_send_ack(tp);
	tcp_push(tp, false);
}

static bool in_window(const struct tcp_sock *tp, u32 seq, u32 wnd)
{
	return !before(seq, tp->rcv_nxt) && before(seq, tp->rcv_nxt + wnd);
}

/* RFC 9293 3.10.7.4's first check.  A segment at rcv_nxt is taken
 * into a closed window too, its data cut off: its ACK still counts,
 * which is how the answer to a window probe is heard. */
static bool tcp_acceptable(const struct tcp_sock *tp,
			   const struct tcp_seg *seg, u32 wnd)
{
	if (seg->seq == tp->rcv_nxt)
		return true;
	if (!wnd)
		return false;
	return in_window(tp, seg->seq, wnd) ||
	       (seg->end != seg->seq && in_window(tp, seg->end - 1, wnd));
}

/* A reset in a synchronized state: the error its user gets (Linux's:
 * EPIPE once the peer had closed, none once this end had) */
static void tcp_reset(struct tcp_sock *tp)
{
	switch (tp->state) {
	case TCP_CLOSE_WAIT:
		tcp_done(tp, -EPIPE);
		break;
	case TCP_CLOSING:
	case TCP_LAST_ACK:
	case TCP_TIME_WAIT:
		tcp_done(tp, 0);
		break;
	default:
		tcp_done(tp, -ECONNRESET);
	}
}

/* Our FIN was acknowledged: the next state (RFC 9293 3.10.7.4's
 * fifth check); false when the connection is gone */
static bool tcp_fin_acked(struct tcp_sock *tp)
{
	switch (tp->state) {
	case TCP_FIN_WAIT1:
		tcp_set_state(tp, TCP_FIN_WAIT2);
		if (tcp_orphan(tp))	/* Linux's tcp_fin_timeout */
			tcp_arm(tp, true, jiffies + TCP_FIN_TIMEOUT);
		return true;
	case TCP_CLOSING:
		tcp_set_state(tp, TCP_TIME_WAIT);
		tcp_arm(tp, true, jiffies + TCP_TIMEWAIT_LEN);
		return true;
	case TCP_LAST_ACK:
		tcp_done(tp, 0);
		return false;
	default:
		return true;
	}
}

/* The ACK field: the handshake's end for a child, what the peer has,
 * its window; false: drop the segment (or tp is gone) */
static bool tcp_ack(struct tcp_sock *tp, const struct sk_buff *skb,
		    const struct tcp_seg *seg)
{
	if (tp->state == TCP_SYN_RECV) {
		if (!after(seg->ack, tp->snd_una) ||
		    after(seg->ack, tp->snd_max)) {
			tcp_v4_send_reset(skb, seg);
			return false;
		}
		tcp_set_state(tp, TCP_ESTABLISHED);
		list_move_tail(&tp->cnode, &tp->parent->acceptq);
		wake_up(&tp->parent->inet.wait);
	}
	if (after(seg->ack, tp->snd_max)) {
		tcp_send_oow_ack(tp);
		return false;
	}
	if (after(seg->ack, tp->snd_una))
		tcp_clean_acked(tp, seg->ack);
	if (before(tp->snd_wl1, seg->seq) ||
	    (tp->snd_wl1 == seg->seq && !before(seg->ack, tp->snd_wl2))) {
		tp->snd_wnd = seg->wnd;
		tp->snd_wl1 = seg->seq;
		tp->snd_wl2 = seg->ack;
		tp->max_window = max(tp->max_window, tp->snd_wnd);
		if (!tp->snd_wnd)	/* the peer answers our probes */
			tp->retries = 0;
	}
	if (tp->snd_una == tp->write_seq && !tcp_fin_acked(tp))
		return false;
	tcp_push(tp, false);
	return true;
}

/* The peer's FIN, in order: nothing more to read after what is queued */
static void tcp_fin(struct tcp_sock *tp)
{
	tp->rcv_nxt++;
	tp->inet.shutdown |= RCV_SHUTDOWN;
	switch (tp->state) {
	case TCP_ESTABLISHED:
		tcp_set_state(tp, TCP_CLOSE_WAIT);
		break;
	case TCP_FIN_WAIT1:
		tcp_set_state(tp, TCP_CLOSING);
		break;
	case TCP_FIN_WAIT2:
		tcp_set_state(tp, TCP_TIME_WAIT);
		tp->rtx_on = false;
		tcp_arm(tp, true, jiffies + TCP_TIMEWAIT_LEN);
		break;
	}
}

/* The data and FIN, in order and within the window, onto the queue
 * recv(2) reads; every segment that carried either is acknowledged */
static void tcp_data_queue(struct tcp_sock *tp, struct sk_buff *skb,
			   const struct tcp_seg *seg)
{
	bool fin = seg->flags & TCPHDR_FIN;
	u32 seq = seg->seq, wnd;

	if (seg->end == seg->seq || (tp->state != TCP_ESTABLISHED &&
				     tp->state != TCP_FIN_WAIT1 &&
				     tp->state != TCP_FIN_WAIT2))
		goto drop;	/* nothing, or after the peer's FIN */
	if (before(seq, tp->rcv_nxt)) {	/* the part already had */
		skb_pull(skb, min(tp->rcv_nxt - seq, skb->len));
		seq = tp->rcv_nxt;
	}
	if (seq != tp->rcv_nxt)
		goto ack;	/* beyond a gap: not kept */
	wnd = after(tp->rcv_edge, tp->rcv_nxt) ? tp->rcv_edge - tp->rcv_nxt : 0;
	if (skb->len > wnd) {
		skb_trim(skb, wnd);
		fin = false;
	}
	if (skb->len && tcp_orphan(tp)) {	/* nobody will read it */
		tcp_send_active_reset(tp);
		tcp_done(tp, 0);
		goto drop;
	}
	/* segments far smaller than their buffers: past twice the
	 * limit, dropped unacknowledged until the reader reads */
	if (tp->rq_mem + skb->truesize > 2 * tcp_rcvbuf(tp))
		goto drop;
	if (skb->len) {
		tp->rcv_nxt += skb->len;
		tp->rq_mem += skb->truesize;
		skb->dev = NULL;	/* the device may go before the reader */
		skb_queue_tail(&tp->inet.rxq, skb);
		skb = NULL;
	}
	if (fin)
		tcp_fin(tp);
	wake_up(&tp->inet.wait);
ack:
	tcp_send_ack(tp);
drop:
	kfree_skb(skb);
}

/* Every state after the handshake began (RFC 9293 3.10.7.4) */
static void tcp_rcv_synchronized(struct tcp_sock *tp, struct sk_buff *skb,
				 const struct tcp_seg *seg)
{
	u32 wnd = after(tp->rcv_edge, tp->rcv_nxt) ? tp->rcv_edge - tp->rcv_nxt : 0;

	if (!tcp_acceptable(tp, seg, wnd)) {
		if (!(seg->flags & TCPHDR_RST))
			tcp_send_oow_ack(tp);
		goto drop;
	}
	if (seg->flags & TCPHDR_RST) {
		tcp_reset(tp);
		goto drop;
	}
	if (seg->flags & TCPHDR_SYN) {	/* RFC 5961 4.2: a challenge ACK */
		tcp_send_oow_ack(tp);
		goto drop;
	}
	if (!(seg->flags & TCPHDR_ACK) || !tcp_ack(tp, skb, seg))
		goto drop;
	tcp_data_queue(tp, skb, seg);
	return;
drop:
	kfree_skb(skb);
}

/* A segment for tp, data at its payload (stack locked; skb is ours) */
void tcp_rcv_state_process(struct tcp_sock *tp, struct sk_buff *skb,
			   const struct tcp_seg *seg)
{
	switch (tp->state) {
	case TCP_LISTEN:
		tcp_listen_rcv(tp, skb, seg);
		break;
	case TCP_SYN_SENT:
		tcp_syn_sent_rcv(tp, skb, seg);
		break;
	default:
		tcp_rcv_synchronized(tp, skb, seg);
		return;
	}
	kfree_skb(skb);
}
