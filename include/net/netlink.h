/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/net/netlink.h - what a netlink family in the kernel uses
 * (net/netlink/af_netlink.c): building messages and their attributes
 * in an sk_buff, reading a request's attributes against a policy, the
 * request being handled, and a dump's position between the datagrams
 * it fills.  Linux 6.1's names.
 */
#ifndef _NET_NETLINK_H
#define _NET_NETLINK_H

#include "linux/kernel.h"
#include "linux/net.h"
#include "linux/netlink.h"
#include "linux/skbuff.h"

/*
 * One datagram of a reply: about a page less what Linux keeps at an
 * sk_buff's end (NLMSG_GOODSIZE), so a reader with a page-sized buffer
 * (glibc's getifaddrs()) never gets a message cut short.
 */
#define NLMSG_GOODSIZE	3776

static inline void *nlmsg_data(const struct nlmsghdr *nlh)
{
	return (char *)nlh + NLMSG_HDRLEN;
}

/* The payload's length, the family's header and attributes */
static inline int nlmsg_len(const struct nlmsghdr *nlh)
{
	return (int)nlh->nlmsg_len - NLMSG_HDRLEN;
}

/* Where a message the kernel puts goes: its reader's port and the
 * sequence number of the request it answers (two of the six arguments
 * of Linux's nlmsg_put()) */
struct nlmsg_to {
	u32 portid;
	u32 seq;
};

struct nlmsghdr *nlmsg_put_to(struct sk_buff *skb, struct nlmsg_to to,
			      int type, int payload, int flags);

/* Linux's signature of it, which modules call */
static inline struct nlmsghdr *nlmsg_put(struct sk_buff *skb, u32 portid,
					 u32 seq, int type, int payload,
					 int flags)
{
	return nlmsg_put_to(skb, (struct nlmsg_to){ portid, seq }, type,
			    payload, flags);
}

/* A message of payload bytes, header and padding included */
static inline int nlmsg_total_size(int payload)
{
	return (int)NLMSG_ALIGN(NLMSG_LENGTH(payload));
}

/* An skb with room for one such message */
static inline struct sk_buff *nlmsg_new(size_t payload, gfp_t flags)
{
	return alloc_skb((unsigned int)nlmsg_total_size((int)payload), flags);
}

/* skb to the socket bound to portid of sk's protocol: 0, or -errno
 * (-ECONNREFUSED: nobody there; -EAGAIN: its queue is full) */
static inline int nlmsg_unicast(struct sock *sk, struct sk_buff *skb,
				u32 portid)
{
	int err = netlink_unicast(sk, skb, portid, MSG_DONTWAIT);

	return err > 0 ? 0 : err;
}
void nlmsg_end(struct sk_buff *skb, struct nlmsghdr *nlh);
void nlmsg_cancel(struct sk_buff *skb, struct nlmsghdr *nlh);

int nla_put(struct sk_buff *skb, int type, int len, const void *data);

static inline int nla_put_u8(struct sk_buff *skb, int type, u8 v)
{
	return nla_put(skb, type, sizeof(v), &v);
}

static inline int nla_put_u32(struct sk_buff *skb, int type, u32 v)
{
	return nla_put(skb, type, sizeof(v), &v);
}

static inline int nla_put_string(struct sk_buff *skb, int type,
				 const char *s)
{
	return nla_put(skb, type, (int)strlen(s) + 1, s);
}

static inline void *nla_data(const struct nlattr *nla)
{
	return (char *)nla + NLA_HDRLEN;
}

static inline int nla_len(const struct nlattr *nla)
{
	return nla->nla_len - NLA_HDRLEN;
}

int nla_strcmp(const struct nlattr *nla, const char *str);
void nla_strscpy(char *dst, const struct nlattr *nla, size_t size);

/* A policy checked it is 4 bytes or more (nlmsg_parse_deprecated()) */
static inline u32 nla_get_u32(const struct nlattr *nla)
{
	u32 v;

	memcpy(&v, nla_data(nla), sizeof(v));
	return v;
}

/* What an attribute must be (Linux's enum nla_types, the few used) */
enum { NLA_UNSPEC, NLA_U8, NLA_U32, NLA_STRING };

struct nla_policy {
	u8 type;
	u16 len;	/* NLA_STRING: its longest; NLA_UNSPEC: its shortest */
};

int nlmsg_parse_deprecated(const struct nlmsghdr *nlh, int hdrlen,
			   struct nlattr *tb[], int maxtype,
			   const struct nla_policy *policy);

/* A request being handled: the message, and its sender, where the
 * answers go (Linux's NETLINK_CB(skb).portid and sk) */
struct netlink_sock;
struct nl_request {
	struct netlink_sock *from;
	u32 portid;			/* from's port id */
	const struct nlmsghdr *nlh;
};

/* An answer or a notice caused by req goes out under its port and
 * sequence; one nobody asked for, under 0 and 0 */
static inline struct nlmsg_to nlmsg_to_req(const struct nl_request *req)
{
	return (struct nlmsg_to){ req->portid, req->nlh->nlmsg_seq };
}

#define NL_NOBODY	((struct nlmsg_to){ 0, 0 })

int netlink_reply(struct nl_request *req, struct sk_buff *skb);
void rtnl_multicast(struct sk_buff *skb, u32 group);

/* mq_notify(2)'s SIGEV_THREAD (ipc/mqueue.c): is the file a netlink
 * socket, and bytes onto it from the kernel */
struct file;
int netlink_file_check(struct file *f);
int netlink_send_bytes(struct file *f, const void *data, size_t len);

/* A dump's state: its request, and where to go on in the next
 * datagram (args[], the dump function's own) */
struct netlink_callback {
	const struct nlmsghdr *nlh;
	u32 portid;
	long args[2];
};

typedef int (*nl_dumpit_t)(struct sk_buff *skb, struct netlink_callback *cb);

/* A dump's messages go to the reader that asked, under its sequence */
static inline struct nlmsg_to nlmsg_to_cb(const struct netlink_callback *cb)
{
	return (struct nlmsg_to){ cb->portid, cb->nlh->nlmsg_seq };
}

int netlink_dump_start(struct nl_request *req, nl_dumpit_t dumpit);

/* net/core/rtnetlink.c: NETLINK_ROUTE's requests, rtnl locked */
int rtnetlink_rcv_msg(struct nl_request *req);

#endif /* _NET_NETLINK_H */
