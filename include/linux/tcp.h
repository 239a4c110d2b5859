/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tcp.h - TCP's header (RFC 9293 3.1), Linux's layout:
 * the flag bits are also reached as one byte (Linux's tcp_flag_byte()).
 */
#ifndef _LINUX_TCP_H
#define _LINUX_TCP_H

#include "linux/types.h"
#include "linux/skbuff.h"

struct tcphdr {
	__be16 source;
	__be16 dest;
	__be32 seq;
	__be32 ack_seq;
	__u8 res1:4, doff:4;	/* i386: the low half first */
	__u8 flags;		/* TCPHDR_* */
	__be16 window;
	__u16 check;
	__be16 urg_ptr;
};

#define TCPHDR_FIN	0x01
#define TCPHDR_SYN	0x02
#define TCPHDR_RST	0x04
#define TCPHDR_PSH	0x08
#define TCPHDR_ACK	0x10
#define TCPHDR_URG	0x20

#define TCPOPT_EOL	0
#define TCPOPT_NOP	1
#define TCPOPT_MSS	2
#define TCPOLEN_MSS	4

static inline struct tcphdr *tcp_hdr(const struct sk_buff *skb)
{
	return (struct tcphdr *)skb_transport_header(skb);
}

#endif /* _LINUX_TCP_H */
