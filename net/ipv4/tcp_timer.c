// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/tcp_timer.c - TCP's timers: one kernel timer for all
 * connections, set for the earliest deadline, which walks the list
 * with the stack locked.  So a connection's memory is never in a
 * pending timer's hands, and freeing one needs no timer deleted.
 *
 * Retransmission (RFC 6298): the timeout from the smoothed round trip
 * and its variation, at least 200 ms (Linux's TCP_RTO_MIN), doubled on
 * every expiry up to 120 s; on expiry the sender goes back to the
 * oldest unacknowledged byte.  After TCP_SYN_RETRIES expiries in a
 * handshake, TCP_RETRIES2 after it, the connection is given up
 * (ETIMEDOUT).  With nothing in flight and the peer's window shut the
 * same timer sends a probe of a byte (RFC 9293 3.8.6.1).
 *
 * TIME_WAIT lasts TCP_TIMEWAIT_LEN, 1 s rather than 2 MSL, and a
 * connection closed by its user stays in FIN_WAIT2 TCP_FIN_TIMEOUT at
 * most (Linux's tcp_fin_timeout, 60 s there): docs/net.md.
 */
#include "linux/kernel.h"
#include "linux/minmax.h"
#include "linux/timer.h"
#include "net/ip.h"
#include "net/tcp.h"

static void tcp_timer_fn(struct timer_list *t);
static DEFINE_TIMER(tcp_timer, tcp_timer_fn);

/* tp's retransmission (close false) or closing deadline at when */
void tcp_arm(struct tcp_sock *tp, bool close, unsigned long when)
{
	if (close) {
		tp->close_on = true;
		tp->close_at = when;
	} else {
		tp->rtx_on = true;
		tp->rtx_at = when;
	}
	if (!timer_pending(&tcp_timer) || time_before(when, tcp_timer.expires))
		mod_timer(&tcp_timer, when);
}

/* The timeout from the estimates, without backoff (RFC 6298 2.3, 2.4);
 * the initial one before any measurement */
void tcp_set_rto(struct tcp_sock *tp)
{
	if (!tp->srtt) {
		tp->rto = TCP_TIMEOUT_INIT;
		return;
	}
	tp->rto = (unsigned int)clamp_t(long,
					(tp->srtt + max(8L, 4 * tp->rttvar)) / 8,
					TCP_RTO_MIN, TCP_RTO_MAX);
}

/* A round trip of rtt jiffies measured (RFC 6298 2.2, 2.3), in eighths */
void tcp_rtt_sample(struct tcp_sock *tp, unsigned long rtt)
{
	long r = (long)rtt * 8, d;

	if (!tp->srtt) {
		tp->srtt = r ? r : 1;
		tp->rttvar = r / 2;
	} else {
		d = r - tp->srtt;
		tp->rttvar += ((d < 0 ? -d : d) - tp->rttvar) / 4;
		tp->srtt += (r - tp->srtt) / 8;
		if (tp->srtt <= 0)
			tp->srtt = 1;
	}
	tcp_set_rto(tp);
}

/* The retransmission timer went off: false when tp is gone */
static bool tcp_retransmit_timer(struct tcp_sock *tp)
{
	unsigned int limit = TCP_RETRIES2;

	if (tp->snd_una == tp->write_seq)
		return true;
	if (tp->state == TCP_SYN_SENT || tp->state == TCP_SYN_RECV)
		limit = TCP_SYN_RETRIES;
	if (++tp->retries > limit)
		return tcp_done(tp, -ETIMEDOUT);
	tp->rto = min(tp->rto * 2, (unsigned int)TCP_RTO_MAX);
	tp->rtt_on = false;
	tp->snd_nxt = tp->snd_una;
	tcp_push(tp, true);
	return true;
}

/* tp's deadlines that have come: false when tp is gone */
static bool tcp_timer_one(struct tcp_sock *tp)
{
	if (tp->close_on && !time_before(jiffies, tp->close_at)) {
		tp->close_on = false;
		return tcp_done(tp, 0);
	}
	if (tp->rtx_on && !time_before(jiffies, tp->rtx_at)) {
		tp->rtx_on = false;
		return tcp_retransmit_timer(tp);
	}
	return true;
}

static void tcp_timer_fn(struct timer_list *t)
{
	struct tcp_sock *tp, *n;
	unsigned long next = 0;
	bool any = false;

	(void)t;
	net_stack_lock();
	list_for_each_entry_safe(tp, n, tcp_all(), inet.node) {
		if (!tcp_timer_one(tp))
			continue;
		if (tp->rtx_on && (!any || time_before(tp->rtx_at, next))) {
			next = tp->rtx_at;
			any = true;
		}
		if (tp->close_on && (!any || time_before(tp->close_at, next))) {
			next = tp->close_at;
			any = true;
		}
	}
	/* a deadline set while walking may be earlier than next */
	if (any && (!timer_pending(&tcp_timer) ||
		    time_before(next, tcp_timer.expires)))
		mod_timer(&tcp_timer, next);
	net_stack_unlock();
}
