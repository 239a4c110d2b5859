// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/tcp_output.c - segments out, with the stack locked.
 *
 * What the user wrote waits on tp->wq, a SYN or FIN as an empty
 * sk_buff of its own, until acknowledged.  tcp_push() sends from
 * snd_nxt what the peer's window takes, a segment of at most mss
 * bytes at a time, each built afresh (the queued buffer stays for a
 * retransmission).  A part of a segment goes out only when the window
 * offers at least min(mss, half the largest window seen): the sender's
 * half of silly window avoidance (RFC 1122 4.2.3.4).  There is no
 * congestion window (docs/net.md).
 */
#include "linux/kernel.h"
#include "asm/checksum.h"
#include "net/ip.h"
#include "net/ipv6.h"
#include "net/tcp.h"

/* The buffer limits in bytes of data: half SO_RCVBUF and SO_SNDBUF,
 * which setsockopt(2) doubled for bookkeeping (socket(7)) */
u32 tcp_rcvbuf(const struct tcp_sock *tp)
{
	return tp->inet.sock ? (u32)tp->inet.sock->rcvbuf / 2 : (u32)tp->rcvbuf;
}

u32 tcp_sndbuf(const struct tcp_sock *tp)
{
	return tp->inet.sock ? (u32)tp->inet.sock->sndbuf / 2 : (u32)tp->sndbuf;
}

/* Room on the receive queue, at most what the header can say */
u32 tcp_space(const struct tcp_sock *tp)
{
	u32 limit = tcp_rcvbuf(tp);

	return limit > tp->rq_mem ? min(limit - tp->rq_mem,
					  (u32)TCP_MAX_WINDOW) : 0;
}

/*
 * The window to advertise.  Its right edge never moves left (RFC 9293
 * 3.8.6.2.2), and moves right only by at least min(mss, half the
 * buffer): the receiver's half of silly window avoidance (RFC 1122
 * 4.2.3.3).
 */
static u16 tcp_select_window(struct tcp_sock *tp)
{
	u32 space = tcp_space(tp), step;
	u32 cur = after(tp->rcv_edge, tp->rcv_nxt) ? tp->rcv_edge - tp->rcv_nxt : 0;

	step = min(tcp_rcvbuf(tp) / 2, (u32)tp->rcv_mss);
	if (space < cur + step)
		space = cur;
	tp->rcv_edge = tp->rcv_nxt + space;
	return (u16)space;
}

/* One segment, built and sent: 0 or the error (the skb is gone) */
int tcp_send_segment(const struct tcp_out *o, const void *data,
		     unsigned int len)
{
	unsigned int room = NET_SKB_PAD + MAX_ADDR_LEN + sizeof(struct ipv6hdr);
	unsigned int hlen = sizeof(struct tcphdr) + (o->mss ? TCPOLEN_MSS : 0);
	struct sk_buff *skb = alloc_skb(room + hlen + len, GFP_ATOMIC);
	struct tcphdr *th;
	u8 *opt;

	if (!skb)
		return -ENOBUFS;
	skb_reserve(skb, (int)room);
	th = skb_put(skb, hlen);
	memset(th, 0, hlen);
	if (len)
		skb_put_data(skb, data, len);
	skb_reset_transport_header(skb);
	th->source = o->sport;
	th->dest = o->dport;
	th->seq = htonl(o->seq);
	th->ack_seq = htonl(o->ack);
	th->doff = hlen / 4;
	th->flags = o->flags;
	th->window = htons(o->window);
	if (o->mss) {
		opt = (u8 *)(th + 1);
		opt[0] = TCPOPT_MSS;
		opt[1] = TCPOLEN_MSS;
		opt[2] = (u8)(o->mss >> 8);
		opt[3] = (u8)o->mss;
	}
	th->check = inet_csum_magic(&o->saddr, &o->daddr, skb->len,
				    IPPROTO_TCP,
				    csum_partial(th, (int)skb->len, 0));
	return inet_output_locked(skb, &o->saddr, &o->daddr, IPPROTO_TCP);
}

/* tp's addresses, the ACK of what has arrived (but not on the first
 * SYN), the window; the MSS option on a SYN */
static void tcp_out_init(struct tcp_sock *tp, struct tcp_out *o, u32 seq,
			 u8 flags)
{
	o->saddr = tp->inet.rcv_saddr;
	o->daddr = tp->inet.daddr;
	o->sport = tp->inet.sport;
	o->dport = tp->inet.dport;
	o->seq = seq;
	o->flags = flags;
	o->ack = 0;
	if (tp->state != TCP_SYN_SENT) {
		o->flags |= TCPHDR_ACK;
		o->ack = tp->rcv_nxt;
	}
	o->window = tcp_select_window(tp);
	o->mss = flags & TCPHDR_SYN ? tp->rcv_mss : 0;
}

void tcp_send_ack(struct tcp_sock *tp)
{
	struct tcp_out o;

	tcp_out_init(tp, &o, tp->snd_nxt, 0);
	tcp_send_segment(&o, NULL, 0);
}

/*
 * The ACK a segment out of the window, acknowledging what was never
 * sent, or with a SYN is answered with: at most one each 500 ms
 * (Linux's tcp_invalid_ratelimit), so that two ends that disagree -
 * a forged segment can make them - do not answer each other's ACKs
 * for ever (RFC 5961 10)
 */
void tcp_send_oow_ack(struct tcp_sock *tp)
{
	if (tp->oow_ack_at && time_before(jiffies, tp->oow_ack_at))
		return;
	tp->oow_ack_at = jiffies + HZ / 2;
	if (!tp->oow_ack_at)
		tp->oow_ack_at = 1;
	tcp_send_ack(tp);
}

/* An abort: RST, from where the sender is (RFC 9293 3.10.4) */
void tcp_send_active_reset(struct tcp_sock *tp)
{
	struct tcp_out o;

	tcp_out_init(tp, &o, tp->snd_nxt, TCPHDR_RST);
	tcp_send_segment(&o, NULL, 0);
}

/* A SYN or FIN onto the queue, taking the next sequence number */
bool tcp_queue_ctl(struct tcp_sock *tp, u8 flags, gfp_t gfp)
{
	struct sk_buff *skb = alloc_skb(0, gfp);

	if (!skb)
		return false;
	TCP_SKB_CB(skb)->seq = tp->write_seq;
	TCP_SKB_CB(skb)->flags = flags;
	tp->write_seq++;
	tp->wq_mem += skb->truesize;
	skb_queue_tail(&tp->wq, skb);
	return true;
}

/* The FIN after what was written; a connection that cannot have one
 * queued is reset instead */
void tcp_send_fin(struct tcp_sock *tp)
{
	if (tcp_queue_ctl(tp, TCPHDR_FIN, GFP_ATOMIC)) {
		tcp_push(tp, false);
		return;
	}
	tcp_send_active_reset(tp);
	tcp_done(tp, -ENOMEM);
}

/* The queued buffer holding sequence number seq */
static struct sk_buff *tcp_wq_find(struct tcp_sock *tp, u32 seq)
{
	struct sk_buff *skb;

	for (skb = tp->wq.next; skb != (struct sk_buff *)&tp->wq;
	     skb = skb->next)
		if (!before(seq, TCP_SKB_CB(skb)->seq) &&
		    before(seq, tcp_skb_end(skb)))
			return skb;
	return NULL;
}

/*
 * One segment from snd_nxt, out of skb, if the window takes it; force
 * (a retransmission or window probe from the timer) sends at least one
 * byte whatever the window says.  false: nothing was sent.
 */
static bool tcp_xmit_from(struct tcp_sock *tp, struct sk_buff *skb,
			  bool force)
{
	const struct tcp_skb_cb *cb = TCP_SKB_CB(skb);
	u32 off = tp->snd_nxt - cb->seq, wnd_end = tp->snd_una + tp->snd_wnd;
	u32 len = min(skb->len - off, (u32)tp->mss);
	u32 room = after(wnd_end, tp->snd_nxt) ? wnd_end - tp->snd_nxt : 0;
	u8 flags = cb->flags;
	struct tcp_out o;

	if (len > room) {
		if (!force && room < min((u32)tp->mss, tp->max_window / 2))
			return false;
		len = max(room, 1U);
	}
	if (len && off + len == skb->len)
		flags |= TCPHDR_PSH;
	tcp_out_init(tp, &o, tp->snd_nxt, flags);
	tcp_send_segment(&o, skb->data + off, len);	/* lost: resent */
	if (!tp->rtt_on && tp->snd_nxt == tp->snd_max) {
		tp->rtt_on = true;
		tp->rtt_seq = tp->snd_nxt + 1;
		tp->rtt_start = jiffies;
	}
	tp->snd_nxt += len + !!(flags & TCPHDR_SYN) + !!(flags & TCPHDR_FIN);
	if (after(tp->snd_nxt, tp->snd_max))
		tp->snd_max = tp->snd_nxt;
	if (!tp->rtx_on)
		tcp_arm(tp, false, jiffies + tp->rto);
	return true;
}

/* What is queued and unsent, as far as the window goes.  When nothing
 * is in flight and the window is shut, the timer probes it. */
void tcp_push(struct tcp_sock *tp, bool force)
{
	struct sk_buff *skb;

	while (before(tp->snd_nxt, tp->write_seq)) {
		skb = tcp_wq_find(tp, tp->snd_nxt);
		if (!skb || !tcp_xmit_from(tp, skb, force))
			break;
		force = false;
	}
	if (before(tp->snd_nxt, tp->write_seq) && !tp->rtx_on)
		tcp_arm(tp, false, jiffies + tp->rto);
}
