/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/netlink.h - AF_NETLINK's messages as user space sends
 * and reads them (netlink(7)): the address, the message header, the
 * error and done messages, and the attributes that follow a family's
 * fixed header.  Linux 6.1's values and layouts.  Then, for the kernel
 * (__KERNEL__), a module's own protocol: netlink_kernel_create().
 */
#ifndef _LINUX_NETLINK_H
#define _LINUX_NETLINK_H

#include "linux/types.h"

#define NETLINK_ROUTE 0	/* rtnetlink(7), the kernel's own */
#define MAX_LINKS		32	/* protocols 0..31 are netlink's */

/* setsockopt(2) at SOL_NETLINK: joining a multicast group by number */
#define SOL_NETLINK		270
#define NETLINK_ADD_MEMBERSHIP	1
#define NETLINK_DROP_MEMBERSHIP	2

struct sockaddr_nl {
	u16 nl_family;		/* AF_NETLINK */
	u16 nl_pad;
	u32 nl_pid;		/* port id: 0 is the kernel */
	u32 nl_groups;		/* multicast groups */
};

struct nlmsghdr {
	u32 nlmsg_len;		/* header included */
	u16 nlmsg_type;
	u16 nlmsg_flags;
	u32 nlmsg_seq;
	u32 nlmsg_pid;
};

/* nlmsg_flags: any request */
#define NLM_F_REQUEST	0x01
#define NLM_F_MULTI	0x02	/* part of a dump; NLMSG_DONE ends it */
#define NLM_F_ACK	0x04
#define NLM_F_ECHO	0x08
/* a GET */
#define NLM_F_ROOT	0x100
#define NLM_F_MATCH	0x200
#define NLM_F_DUMP	(NLM_F_ROOT | NLM_F_MATCH)
/* a NEW */
#define NLM_F_REPLACE	0x100
#define NLM_F_EXCL	0x200
#define NLM_F_CREATE	0x400
#define NLM_F_APPEND	0x800
/* an acknowledgement */
#define NLM_F_CAPPED	0x100	/* the request is not copied back */

#define NLMSG_ALIGNTO	4U
#define NLMSG_ALIGN(len) (((len) + NLMSG_ALIGNTO - 1) & ~(NLMSG_ALIGNTO - 1))
#define NLMSG_HDRLEN	((int)NLMSG_ALIGN(sizeof(struct nlmsghdr)))
#define NLMSG_LENGTH(len) ((len) + NLMSG_HDRLEN)
#define NLMSG_SPACE(len) NLMSG_ALIGN(NLMSG_LENGTH(len))
#define NLMSG_DATA(nlh)	((void *)((char *)(nlh) + NLMSG_HDRLEN))
/* walking a datagram's messages: len is what is left of it */
#define NLMSG_NEXT(nlh, len) ((len) -= NLMSG_ALIGN((nlh)->nlmsg_len), \
	(struct nlmsghdr *)((char *)(nlh) + NLMSG_ALIGN((nlh)->nlmsg_len)))
#define NLMSG_OK(nlh, len) ((len) >= (int)sizeof(struct nlmsghdr) && \
	(nlh)->nlmsg_len >= sizeof(struct nlmsghdr) && \
	(nlh)->nlmsg_len <= (len))
#define NLMSG_PAYLOAD(nlh, len) ((nlh)->nlmsg_len - NLMSG_SPACE((len)))

#define NLMSG_NOOP	0x1
#define NLMSG_ERROR	0x2
#define NLMSG_DONE	0x3
#define NLMSG_OVERRUN	0x4
/* below: netlink's own types, from here on the family's */
#define NLMSG_MIN_TYPE	0x10

struct nlmsgerr {
	int error;		/* -errno, 0 for an acknowledgement */
	struct nlmsghdr msg;	/* the request's header (+ more on error) */
};

struct nlattr {
	u16 nla_len;		/* header included */
	u16 nla_type;
};

#define NLA_F_NESTED		(1 << 15)
#define NLA_F_NET_BYTEORDER	(1 << 14)
#define NLA_TYPE_MASK		(~(NLA_F_NESTED | NLA_F_NET_BYTEORDER))
#define NLA_ALIGNTO		4
#define NLA_ALIGN(len)	(((len) + NLA_ALIGNTO - 1) & ~(NLA_ALIGNTO - 1))
#define NLA_HDRLEN		((int)NLA_ALIGN(sizeof(struct nlattr)))

#ifdef __KERNEL__
struct sk_buff;
struct sock;
struct net;
struct module;

/* Who sent a datagram (recvmsg(2)'s nl_pid; to the kernel: the sending
 * process's port) and to which group, in the skb's cb[] */
struct netlink_skb_parms {
	u32 portid;
	u32 dst_group;
	struct sock *sk;		/* the sender's socket */
};

#define NETLINK_CB(skb)	(*(struct netlink_skb_parms *)&(skb)->cb)

/* The first message of a datagram, as input() gets it */
#define nlmsg_hdr(skb)	((struct nlmsghdr *)(skb)->data)

/* A kernel socket's protocol: what it does with each datagram a process
 * sends to port 0, called in the sender's context (it may sleep) with
 * the whole datagram; the skb is freed when it returns.  No multicast
 * groups (groups, flags) here. */
struct netlink_kernel_cfg {
	unsigned int groups;
	unsigned int flags;
	void (*input)(struct sk_buff *skb);
};

struct sock *__netlink_kernel_create(struct net *net, int unit,
				     struct module *module,
				     struct netlink_kernel_cfg *cfg);

/* As Linux's inline of that name: the module creating it is the one each
 * process's socket of that unit pins (THIS_MODULE) */
#define netlink_kernel_create(net, unit, cfg) \
	__netlink_kernel_create(net, unit, THIS_MODULE, cfg)

void netlink_kernel_release(struct sock *sk);
int netlink_unicast(struct sock *ssk, struct sk_buff *skb, u32 portid,
		    int nonblock);
int netlink_broadcast(struct sock *ssk, struct sk_buff *skb, u32 portid,
		      u32 group, gfp_t allocation);
#endif /* __KERNEL__ */

#endif /* _LINUX_NETLINK_H */
