// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/tcp_ipv4.c - TCP's connections and IPv4: one list of every
 * connection (listeners, handshakes, established, closing), ports and
 * bind(2)'s conflicts, the connection an arriving segment is for
 * (tcp_v4_rcv()), the reset a segment for nobody gets (RFC 9293
 * 3.10.7.1), and /proc/net/tcp in Linux's columns.
 */
#include "linux/kernel.h"
#include "linux/random.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "asm/checksum.h"
#include "net/ip.h"
#include "net/ipv6.h"
#include "net/tcp.h"

/* Linux's default net.ipv4.ip_local_port_range */
#define PORT_LOW	32768
#define PORT_HIGH	60999

static LIST_HEAD(tcp_list);	/* every connection, stack locked */

struct list_head *tcp_all(void)
{
	return &tcp_list;
}

struct tcp_sock *tcp_sock_alloc(gfp_t gfp)
{
	struct tcp_sock *tp = kzalloc(sizeof(*tp), gfp);

	if (!tp)
		return NULL;
	skb_queue_head_init(&tp->inet.rxq);
	skb_queue_head_init(&tp->wq);
	init_waitqueue_head(&tp->inet.wait);
	INIT_LIST_HEAD(&tp->inet.node);
	INIT_LIST_HEAD(&tp->synq);
	INIT_LIST_HEAD(&tp->acceptq);
	INIT_LIST_HEAD(&tp->cnode);
	mutex_init(&tp->rx_mutex);
	tp->inet.protocol = IPPROTO_TCP;
	tp->state = TCP_CLOSE;
	tp->rto = TCP_TIMEOUT_INIT;
	tp->mss = TCP_MIN_MSS;
	tp->rcv_mss = TCP_MIN_MSS;
	return tp;
}

/* On the list the stack looks segments up in (stack locked) */
void tcp_hash(struct tcp_sock *tp)
{
	list_add_tail(&tp->inet.node, &tcp_list);
}

/* Gone, with what it held (stack locked): off the list, so no timer
 * or segment finds it again */
void tcp_free(struct tcp_sock *tp)
{
	list_del_init(&tp->inet.node);
	list_del_init(&tp->cnode);
	if (tp->parent)
		tp->parent->nchildren--;
	skb_queue_purge(&tp->wq);
	skb_queue_purge(&tp->inet.rxq);
	kfree(tp);
}

/*
 * Would me, bound to its address and port, clash with another?  As
 * Linux's bind conflict rule: the same port and overlapping addresses
 * clash unless both asked for SO_REUSEADDR and the other is not
 * listening - a server restarted with SO_REUSEADDR may bind while its
 * old connections wait in TIME_WAIT.
 */
bool tcp_port_conflict(const struct tcp_sock *me)
{
	const struct tcp_sock *tp;

	list_for_each_entry(tp, &tcp_list, inet.node) {
		if (tp == me || tp->inet.sport != me->inet.sport)
			continue;
		if (!inet_bind_overlap(&tp->inet, &me->inet))
			continue;
		if (!(me->reuse && tp->reuse && tp->state != TCP_LISTEN))
			return true;
	}
	return false;
}

/* port (network order), or a free one of the ephemeral range for 0:
 * 0, EADDRINUSE or EAGAIN (stack locked) */
int tcp_get_port(struct tcp_sock *tp, __be16 port)
{
	u32 span = PORT_HIGH - PORT_LOW + 1, start, i;

	if (port) {
		tp->inet.sport = port;
		if (!tcp_port_conflict(tp))
			return 0;
		tp->inet.sport = 0;
		return -EADDRINUSE;
	}
	start = get_random_u32() % span;
	for (i = 0; i < span; i++) {
		tp->inet.sport = htons((u16)(PORT_LOW + (start + i) % span));
		if (!tcp_port_conflict(tp))
			return 0;
	}
	tp->inet.sport = 0;
	return -EAGAIN;
}

/* The largest segment the route to daddr carries: its device's MTU
 * less the IP and TCP headers (RFC 9293 3.7.1) */
u16 tcp_mss_for(const struct in6_addr *daddr)
{
	struct in6_addr src;
	unsigned int room;

	if (inet_route(daddr, &src, &room))
		return TCP_MIN_MSS;
	if (room < TCP_MIN_MSS + sizeof(struct tcphdr))
		return TCP_MIN_MSS;
	return (u16)(room - sizeof(struct tcphdr));
}

/* The connection of the four numbers, or the listener of the port
 * (one bound to daddr before one bound to any address) */
static struct tcp_sock *tcp_lookup(const struct in6_addr *saddr,
				   __be16 sport, const struct in6_addr *daddr,
				   __be16 dport)
{
	struct tcp_sock *tp, *listener = NULL;

	list_for_each_entry(tp, &tcp_list, inet.node) {
		if (tp->inet.sport != dport)
			continue;
		if (tp->state == TCP_LISTEN) {
			if (!inet_rcv_match(&tp->inet, daddr))
				continue;
			if (!listener ||
			    ipv6_addr_equal(&tp->inet.rcv_saddr, daddr))
				listener = tp;
			continue;
		}
		if (tp->state != TCP_CLOSE &&
		    ipv6_addr_equal(&tp->inet.daddr, saddr) &&
		    tp->inet.dport == sport &&
		    ipv6_addr_equal(&tp->inet.rcv_saddr, daddr))
			return tp;
	}
	return listener;
}

/* The options a segment may carry that are used here: MSS only */
static u16 tcp_parse_mss(const struct tcphdr *th, unsigned int hlen)
{
	const u8 *opt = (const u8 *)(th + 1);
	unsigned int i = 0, n = hlen - sizeof(*th);

	while (i < n && opt[i] != TCPOPT_EOL) {
		if (opt[i] == TCPOPT_NOP) {
			i++;
			continue;
		}
		if (i + 1 >= n || opt[i + 1] < 2 || i + opt[i + 1] > n)
			break;
		if (opt[i] == TCPOPT_MSS && opt[i + 1] == TCPOLEN_MSS)
			return (u16)(opt[i + 2] << 8 | opt[i + 3]);
		i += opt[i + 1];
	}
	return 0;
}

/* RFC 1122 4.2.3.10: no connection with a broadcast or group; for
 * IPv6, none from an unspecified or multicast address (RFC 4291) */
static bool tcp_peer_ok(const struct in6_addr *saddr)
{
	__be32 v4 = saddr->s6_addr32[3];

	if (!ipv6_addr_v4mapped(saddr))
		return !ipv6_addr_any(saddr) && saddr->s6_addr[0] != 0xff;
	return !ipv4_is_multicast(v4) && !ipv4_is_lbcast(v4) &&
	       !ipv4_is_zeronet(v4);
}

/* A segment for no connection: RST, unless it was one (RFC 9293
 * 3.10.7.1) - a connect(2) to a closed port is refused by this */
void tcp_v4_send_reset(const struct sk_buff *skb, const struct tcp_seg *seg)
{
	const struct tcphdr *th = tcp_hdr(skb);
	struct tcp_out o = { .sport = th->dest, .dport = th->source };

	inet_skb_addrs(skb, &o.daddr, &o.saddr);
	if (seg->flags & TCPHDR_RST)
		return;
	if (seg->flags & TCPHDR_ACK) {
		o.seq = seg->ack;
		o.flags = TCPHDR_RST;
	} else {
		o.ack = seg->end;
		o.flags = TCPHDR_RST | TCPHDR_ACK;
	}
	tcp_send_segment(&o, NULL, 0);
}

/* A received segment, data at its TCP header, from IPv4 or IPv6
 * (stack locked) */
void tcp_v4_rcv(struct sk_buff *skb)
{
	const struct tcphdr *th = (const struct tcphdr *)skb->data;
	struct in6_addr saddr, daddr;
	struct tcp_seg seg;
	struct tcp_sock *tp;
	unsigned int hlen;

	if (skb->len < sizeof(*th))
		goto drop;
	hlen = th->doff * 4U;
	if (hlen < sizeof(*th) || hlen > skb->len)
		goto drop;
	inet_skb_addrs(skb, &saddr, &daddr);
	if (skb->ip_summed != CHECKSUM_UNNECESSARY &&
	    inet_csum_magic(&saddr, &daddr, skb->len, IPPROTO_TCP,
			    csum_partial(th, (int)skb->len, 0)))
		goto drop;
	if (!inet_addr_local(&daddr) || !tcp_peer_ok(&saddr))
		goto drop;
	seg.seq = ntohl(th->seq);
	seg.ack = ntohl(th->ack_seq);
	seg.flags = th->flags;
	seg.wnd = ntohs(th->window);
	seg.mss = tcp_parse_mss(th, hlen);
	seg.end = seg.seq + (skb->len - hlen) + !!(seg.flags & TCPHDR_SYN) +
		  !!(seg.flags & TCPHDR_FIN);
	skb_pull(skb, hlen);
	tp = tcp_lookup(&saddr, th->source, &daddr, th->dest);
	if (!tp) {
		tcp_v4_send_reset(skb, &seg);
		goto drop;
	}
	tcp_rcv_state_process(tp, skb, &seg);
	return;
drop:
	kfree_skb(skb);
}

/*
 * /proc/net/tcp and tcp6, Linux's tcp4_seq_show() and tcp6_seq_show()
 * columns: addresses and ports in hex as the bytes lie in memory (an
 * address as 4 words in tcp6), the state, the send and receive queues
 * (a listener's: the connections waiting for accept(2)), the timer
 * running (1 retransmission, 3 TIME_WAIT) and its ticks left, the
 * timeouts in a row, then uid and inode (0 here: the socket has
 * neither), and the retransmission timeout.  tcp's lines are padded
 * to 149, tcp6's are not; each file lists its family's sockets.
 */
#define TCP_SEQ_WIDTH	149

static int tcp_seq_addr(char *buf, size_t n, const struct in6_addr *a,
			__be16 port, unsigned short family)
{
	if (family == AF_INET)
		return snprintf(buf, n, "%08X:%04X", a->s6_addr32[3],
				ntohs(port));
	return snprintf(buf, n, "%08X%08X%08X%08X:%04X", a->s6_addr32[0],
			a->s6_addr32[1], a->s6_addr32[2], a->s6_addr32[3],
			ntohs(port));
}

static void tcp_seq_line(struct seq_file *m, int sl, const struct tcp_sock *tp)
{
	const struct inet_sock *isk = &tp->inet;
	unsigned long when = 0;
	int timer = 0;
	char line[TCP_SEQ_WIDTH + 1], src[48], dst[48];
	const struct sk_buff *skb;
	u32 rx = 0;

	if (tp->state == TCP_LISTEN)
		rx = (u32)tp->nchildren;
	for (skb = isk->rxq.next; skb != (const struct sk_buff *)&isk->rxq;
	     skb = skb->next)
		rx += skb->len;
	if (tp->close_on) {
		timer = tp->state == TCP_TIME_WAIT ? 3 : 2;
		when = tp->close_at - jiffies;
	} else if (tp->rtx_on) {
		timer = tp->snd_una == tp->snd_nxt ? 4 : 1;
		when = tp->rtx_at - jiffies;
	}
	if ((long)when < 0)
		when = 0;
	tcp_seq_addr(src, sizeof(src), &isk->rcv_saddr, isk->sport,
		     isk->family);
	tcp_seq_addr(dst, sizeof(dst), &isk->daddr, isk->dport, isk->family);
	snprintf(line, sizeof(line),
		 "%4d: %s %s %02X %08X:%08X %02X:%08lX %08X %5u %8d %lu %d %08X %u",
		 sl, src, dst, tp->state, tp->write_seq - tp->snd_una, rx,
		 timer, when, tp->retries, 0U, 0, 0UL, 1, 0U, tp->rto);
	if (isk->family == AF_INET)
		seq_printf(m, "%-*s\n", TCP_SEQ_WIDTH, line);
	else
		seq_printf(m, "%s\n", line);
}

static void tcp_seq_family(struct seq_file *m, unsigned short family)
{
	const struct tcp_sock *tp;
	int sl = 0;

	net_stack_lock();
	list_for_each_entry(tp, &tcp_list, inet.node)
		if (tp->state != TCP_CLOSE &&	/* bound only: not shown */
		    tp->inet.family == family)
			tcp_seq_line(m, sl++, tp);
	net_stack_unlock();
}

int tcp4_seq_show(struct seq_file *m, void *v)
{
	(void)v;
	seq_printf(m, "%-*s\n", TCP_SEQ_WIDTH,
		   "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode");
	tcp_seq_family(m, AF_INET);
	return 0;
}

int tcp6_seq_show(struct seq_file *m, void *v)
{
	(void)v;
	seq_puts(m, "  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n");
	tcp_seq_family(m, AF_INET6);
	return 0;
}
