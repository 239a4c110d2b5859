/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/netlink.h - AF_NETLINK's messages as user space sends
 * and reads them (netlink(7)): the address, the message header, the
 * error and done messages, and the attributes that follow a family's
 * fixed header.  Linux 6.1's values and layouts.
 */
#ifndef _LINUX_NETLINK_H
#define _LINUX_NETLINK_H

#include "linux/types.h"

#define NETLINK_ROUTE 0	/* rtnetlink(7), the only one here */
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

#endif /* _LINUX_NETLINK_H */
