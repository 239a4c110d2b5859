// SPDX-License-Identifier: GPL-2.0
/*
 * net/netlink/af_netlink.c - AF_NETLINK sockets (netlink(7)): a
 * process talks to the kernel in datagrams of messages, each a struct
 * nlmsghdr and its payload.  A socket has a port id (bind(2), or the
 * first send: the process id, or a negative number once that is
 * taken); the kernel is port 0.  What a request sends back - an answer,
 * a dump in NLM_F_MULTI messages ended by NLMSG_DONE, an NLMSG_ERROR
 * with the errno or 0 (NLM_F_ACK) - waits on the sender's queue as
 * datagrams of at most NLMSG_GOODSIZE bytes.  NETLINK_ROUTE
 * (net/core/rtnetlink.c) is the only protocol here.  A socket that
 * joined multicast groups (bind(2)'s nl_groups, NETLINK_ADD_MEMBERSHIP)
 * gets a copy of what the kernel sends to them once it has a port id
 * (rtnl_multicast(): rtnetlink's link and address changes).
 *
 * A module adds a protocol of its own with netlink_kernel_create(): its
 * input() gets each datagram a process sends to port 0, and it answers
 * with netlink_unicast(), or tells a group with netlink_broadcast().
 * Port ids are per protocol, as in Linux.
 */
#include "linux/kernel.h"
#include "linux/atomic.h"
#include "linux/bitops.h"
#include "linux/capability.h"
#include "linux/file.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/rtnetlink.h"
#include "linux/net.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/wait.h"
#include "asm/uaccess.h"
#include "net/inet_sock.h"
#include "net/ip.h"
#include "net/netlink.h"
#include "net/sock.h"

struct netlink_sock {
	struct sock sk;			/* sk_protocol: the port ids' space */
	struct socket *sock;		/* NULL for a kernel socket */
	struct list_head node;		/* on nl_socks once bound */
	struct list_head mc_node;	/* on nl_mc while in a group */
	u32 portid;			/* 0 until bound */
	u64 groups;			/* bit n - 1: a member of group n */
	u32 dst_portid, dst_group;	/* connect(2)'s */
	bool bound;
	int err;			/* ENOBUFS after an overrun */
	struct sk_buff_head rxq;
	atomic_t rmem;			/* truesize queued */
	wait_queue_head_t wait;
	void (*input)(struct sk_buff *skb);	/* a kernel socket's */
	struct module *module;		/* what the protocol's module is */
};

static LIST_HEAD(nl_socks);		/* the bound sockets */
static LIST_HEAD(nl_mc);		/* those in a group */
/* nl_socks, nl_mc, portid, bound, groups */
static DEFINE_MUTEX(nl_table_mutex);
static s32 nl_rover = -4096;		/* autobind's next port id */
/* each protocol's kernel socket, port 0: a module's (NETLINK_ROUTE's is
 * rtnetlink_rcv(), built in) */
static struct netlink_sock *nl_kernel[MAX_LINKS];

static struct netlink_sock *nlk_sk(const struct socket *sock)
{
	return sock->sk;
}

/* The socket of protocol bound to portid (nl_table_mutex held) */
static struct netlink_sock *netlink_lookup(u16 protocol, u32 portid)
{
	struct netlink_sock *nlk;

	list_for_each_entry(nlk, &nl_socks, node)
		if (nlk->sk.sk_protocol == protocol && nlk->portid == portid)
			return nlk;
	return NULL;
}

static int netlink_insert(struct netlink_sock *nlk, u32 portid)
{
	int err = 0;

	mutex_lock(&nl_table_mutex);
	if (nlk->bound)
		err = -EBUSY;		/* another thread bound it first */
	else if (netlink_lookup(nlk->sk.sk_protocol, portid))
		err = -EADDRINUSE;
	if (!err) {
		nlk->portid = portid;
		nlk->bound = true;
		list_add_tail(&nlk->node, &nl_socks);
	}
	mutex_unlock(&nl_table_mutex);
	return err;
}

/* Bound to the caller's process id, or when that is taken to the next
 * free negative id from -4096 down, as Linux's netlink_autobind() */
static int netlink_autobind(struct netlink_sock *nlk)
{
	s32 portid = current->tgid;
	int err;

	while ((err = netlink_insert(nlk, (u32)portid)) == -EADDRINUSE) {
		portid = nl_rover--;
		if (nl_rover > -4096)	/* wrapped round */
			nl_rover = -4097;
	}
	return err == -EBUSY ? 0 : err;
}

/*
 * skb onto nlk's queue, from port `from`.  A full queue (SO_RCVBUF)
 * drops it: what the kernel sent is then an overrun, ENOBUFS for the
 * reader's next recvmsg(2) (netlink(7)); a process sending gets EAGAIN.
 */
static int netlink_queue(struct netlink_sock *nlk, struct sk_buff *skb,
			 u32 from, u32 group)
{
	if (atomic_read(&nlk->rmem) > nlk->sock->rcvbuf) {
		if (!from)
			nlk->err = ENOBUFS;
		wake_up(&nlk->wait);
		kfree_skb(skb);
		return -EAGAIN;
	}
	NETLINK_CB(skb).portid = from;
	NETLINK_CB(skb).dst_group = group;
	atomic_add((int)skb->truesize, &nlk->rmem);
	skb_queue_tail(&nlk->rxq, skb);
	wake_up(&nlk->wait);
	return 0;
}

/*
 * skb from a kernel socket to the process socket of its protocol bound
 * to portid, Linux's netlink_unicast(): skb's length, -ECONNREFUSED when
 * no socket has that port, -EAGAIN when its queue is full (skb freed
 * either way).  It never waits: nonblock is the only way here.
 */
int netlink_unicast(struct sock *ssk, struct sk_buff *skb, u32 portid,
		    int nonblock)
{
	struct netlink_sock *to;
	int len = (int)skb->len;
	int err = -ECONNREFUSED;

	(void)nonblock;
	mutex_lock(&nl_table_mutex);
	to = netlink_lookup(ssk->sk_protocol, portid);
	if (to)
		err = netlink_queue(to, skb, 0, NETLINK_CB(skb).dst_group);
	mutex_unlock(&nl_table_mutex);
	if (!to)
		kfree_skb(skb);
	return err ? err : len;
}
EXPORT_SYMBOL(netlink_unicast);

/* The kernel's answer to a request, onto its sender's queue */
int netlink_reply(struct nl_request *req, struct sk_buff *skb)
{
	return netlink_queue(req->from, skb, 0, 0);
}

/*
 * mq_notify(2)'s SIGEV_THREAD names a netlink socket by its descriptor:
 * 0 if f is one, -ENOTSOCK for a file that is no socket, -EINVAL for
 * another family's (Linux's netlink_getsockbyfilp())
 */
int netlink_file_check(struct file *f)
{
	const struct socket *sock = f->private_data;

	if (f->f_op != &socket_fops)
		return -ENOTSOCK;
	return sock->family == AF_NETLINK ? 0 : -EINVAL;
}

/* len bytes as one datagram from the kernel (port 0), no message header,
 * onto the netlink socket f (netlink_file_check()'d, held): mq_notify's
 * cookie, which glibc's helper thread reads.  0, or -errno (lost) */
int netlink_send_bytes(struct file *f, const void *data, size_t len)
{
	const struct socket *sock = f->private_data;
	struct sk_buff *skb = alloc_skb((unsigned int)len, GFP_KERNEL);

	if (!skb)
		return -ENOMEM;
	memcpy(skb_put(skb, (unsigned int)len), data, len);
	return netlink_queue(nlk_sk(sock), skb, 0, 0);
}

/*
 * What a kernel socket of protocol sends to group: a copy to each
 * member of that protocol with a port other than portid - Linux's
 * netlink_broadcast() passes over sockets whose port is 0, those never
 * bound, and the sender's own - and a member whose queue is full, or
 * for whom there is no memory, loses it (ENOBUFS for its reader, as
 * Linux's netlink_overrun()).  skb is consumed; NULL (no memory to
 * build it) is lost for every member.  0 if a member had it, -ESRCH if
 * none listens, -ENOBUFS if one lost it (Linux's answers).
 */
static int broadcast(u16 protocol, struct sk_buff *skb, u32 portid,
		     u32 group)
{
	struct netlink_sock *nlk;
	struct sk_buff *copy;
	int delivered = 0, lost = 0;

	mutex_lock(&nl_table_mutex);
	list_for_each_entry(nlk, &nl_mc, mc_node) {
		if (nlk->sk.sk_protocol != protocol || !nlk->portid ||
		    nlk->portid == portid || !group || group > 64 ||
		    !(nlk->groups & BIT_ULL(group - 1)))
			continue;
		copy = skb ? skb_copy(skb, GFP_KERNEL) : NULL;
		if (!copy) {
			nlk->err = ENOBUFS;
			wake_up(&nlk->wait);
			lost++;
		} else if (netlink_queue(nlk, copy, 0, group)) {
			lost++;		/* its queue was full: ENOBUFS too */
		} else {
			delivered++;
		}
	}
	mutex_unlock(&nl_table_mutex);
	kfree_skb(skb);
	if (lost)
		return -ENOBUFS;
	return delivered ? 0 : -ESRCH;
}

/* A module's kernel socket to group; allocation is not needed here:
 * the copies are made where the caller may sleep (rtnl_lock() or the
 * module's own context) */
int netlink_broadcast(struct sock *ssk, struct sk_buff *skb, u32 portid,
		      u32 group, gfp_t allocation)
{
	(void)allocation;
	return broadcast(ssk->sk_protocol, skb, portid, group);
}
EXPORT_SYMBOL(netlink_broadcast);

/* rtnetlink's link and address changes (rtnl_lock() held, the stack's
 * not: a member's queue is taken under a mutex); NETLINK_ROUTE has no
 * kernel socket here to send them from */
void rtnl_multicast(struct sk_buff *skb, u32 group)
{
	broadcast(NETLINK_ROUTE, skb, 0, group);
}

struct nlmsghdr *nlmsg_put_to(struct sk_buff *skb, struct nlmsg_to to,
			      int type, int payload, int flags)
{
	int size = (int)NLMSG_ALIGN(NLMSG_LENGTH(payload));
	struct nlmsghdr *nlh;

	if (skb_tailroom(skb) < size)
		return NULL;
	nlh = skb_put(skb, (unsigned int)size);
	memset(nlh, 0, (size_t)size);
	nlh->nlmsg_len = (u32)NLMSG_LENGTH(payload);
	nlh->nlmsg_type = (u16)type;
	nlh->nlmsg_flags = (u16)flags;
	nlh->nlmsg_seq = to.seq;
	nlh->nlmsg_pid = to.portid;
	return nlh;
}
EXPORT_SYMBOL(nlmsg_put_to);

/* The message's length: all that was put after its header */
void nlmsg_end(struct sk_buff *skb, struct nlmsghdr *nlh)
{
	nlh->nlmsg_len = (u32)(skb_tail_pointer(skb) - (unsigned char *)nlh);
}

/* A message that did not fit goes, for the next datagram to take */
void nlmsg_cancel(struct sk_buff *skb, struct nlmsghdr *nlh)
{
	skb_trim(skb, (unsigned int)((unsigned char *)nlh - skb->data));
}

int nla_put(struct sk_buff *skb, int type, int len, const void *data)
{
	int size = NLA_ALIGN(NLA_HDRLEN + len);
	struct nlattr *nla;

	if (skb_tailroom(skb) < size)
		return -EMSGSIZE;
	nla = skb_put(skb, (unsigned int)size);
	memset(nla, 0, (size_t)size);
	nla->nla_len = (u16)(NLA_HDRLEN + len);
	nla->nla_type = (u16)type;
	memcpy(nla_data(nla), data, (size_t)len);
	return 0;
}

/* A string attribute's bytes, without the NUL it may end with: what
 * they hold is the sender's, read no further than the attribute */
static int nla_str_len(const struct nlattr *nla)
{
	const char *s = nla_data(nla);
	int len = nla_len(nla);

	return len > 0 && s[len - 1] == '\0' ? len - 1 : len;
}

/* 0 when the attribute is str */
int nla_strcmp(const struct nlattr *nla, const char *str)
{
	int len = nla_str_len(nla);

	return len != (int)strlen(str) ||
	       memcmp(nla_data(nla), str, (size_t)len);
}

/* The attribute as a string in dst of size bytes, cut to fit */
void nla_strscpy(char *dst, const struct nlattr *nla, size_t size)
{
	size_t n = min_t(size_t, (size_t)nla_str_len(nla), size - 1);

	memcpy(dst, nla_data(nla), n);
	dst[n] = '\0';
}

/* An attribute against its policy: ERANGE when too short (or a string
 * too long), as Linux's validate_nla(); a number longer than its type
 * is taken, Linux only warning of it in a liberal parse */
static int nla_validate(const struct nlattr *nla,
			const struct nla_policy *pt)
{
	int len = nla_len(nla);
	const char *s = nla_data(nla);

	switch (pt->type) {
	case NLA_U8:
		return len < 1 ? -ERANGE : 0;
	case NLA_U32:
		return len < 4 ? -ERANGE : 0;
	case NLA_STRING:
		if (len < 1)
			return -ERANGE;
		if (s[len - 1] == '\0')
			len--;
		return pt->len && len > pt->len ? -ERANGE : 0;
	default:
		return len < pt->len ? -ERANGE : 0;
	}
}

/*
 * The attributes after nlh's fixed header of hdrlen bytes into tb[]
 * (NULL where absent, the last of a type kept), the way every handler
 * here reads a request - Linux 6.1's nlmsg_parse_deprecated(): EINVAL
 * for a message shorter than its header; an attribute type 0 or past
 * maxtype is skipped; the walk stops at an attribute whose length is
 * less than its header or more than is left, and what follows is not
 * looked at (Linux warns "bytes leftover after parsing attributes").
 */
int nlmsg_parse_deprecated(const struct nlmsghdr *nlh, int hdrlen,
			   struct nlattr *tb[], int maxtype,
			   const struct nla_policy *policy)
{
	const char *p = (const char *)nlmsg_data(nlh) + NLMSG_ALIGN(hdrlen);
	int rem = nlmsg_len(nlh) - (int)NLMSG_ALIGN(hdrlen);

	if ((int)nlh->nlmsg_len < NLMSG_HDRLEN + hdrlen)
		return -EINVAL;
	memset(tb, 0, sizeof(*tb) * (size_t)(maxtype + 1));
	while (rem >= NLA_HDRLEN) {
		const struct nlattr *nla = (const struct nlattr *)p;
		int type = nla->nla_type & NLA_TYPE_MASK, err;

		if (nla->nla_len < NLA_HDRLEN || nla->nla_len > rem)
			break;
		if (type > 0 && type <= maxtype) {
			err = nla_validate(nla, &policy[type]);
			if (err)
				return err;
			tb[type] = (struct nlattr *)nla;
		}
		p += NLA_ALIGN(nla->nla_len);
		rem -= NLA_ALIGN(nla->nla_len);
	}
	return 0;
}

/*
 * The answer to every request that failed or asked NLM_F_ACK: an
 * NLMSG_ERROR with the errno (0: done), and the request's header - or,
 * on error, the whole request, its length rounded up (Linux's default
 * without NETLINK_CAP_ACK).  No memory for it: an overrun, as in Linux.
 */
static void netlink_ack(struct nl_request *req, int err)
{
	const struct nlmsghdr *in = req->nlh;
	int copy = err ? (int)in->nlmsg_len : (int)sizeof(*in);
	int payload = (int)sizeof(struct nlmsgerr) - (int)sizeof(*in) +
		      (int)NLMSG_ALIGN(copy);
	struct nlmsghdr *nlh = NULL;
	struct nlmsgerr *e;
	struct sk_buff *skb;

	skb = alloc_skb(NLMSG_ALIGN(NLMSG_LENGTH(payload)), GFP_KERNEL);
	if (skb)
		nlh = nlmsg_put(skb, req->portid, in->nlmsg_seq, NLMSG_ERROR,
				payload, err ? 0 : NLM_F_CAPPED);
	if (!nlh) {
		kfree_skb(skb);
		req->from->err = ENOBUFS;
		wake_up(&req->from->wait);
		return;
	}
	e = nlmsg_data(nlh);
	e->error = err;
	memcpy(&e->msg, in, (size_t)copy);
	netlink_reply(req, skb);
}

/* NLMSG_DONE with the dump's outcome, into skb if it fits */
static bool netlink_put_done(struct sk_buff *skb,
			     const struct netlink_callback *cb, int status)
{
	struct nlmsghdr *nlh = nlmsg_put_to(skb, nlmsg_to_cb(cb), NLMSG_DONE,
					    sizeof(status), NLM_F_MULTI);

	if (nlh)
		memcpy(nlmsg_data(nlh), &status, sizeof(status));
	return nlh;
}

/*
 * A dump, all of it at once: datagrams that dumpit fills from where the
 * last left off (cb->args), until it puts nothing more, then NLMSG_DONE
 * (dumpit's error, or 0) in the last datagram or one of its own.  Linux
 * fills the next datagram as the reader empties its queue; here the
 * queue's SO_RCVBUF bounds it instead, and a dump larger than that is
 * an overrun (ENOBUFS).  -EINTR: started, so no NLM_F_ACK answer, as
 * Linux's __netlink_dump_start() says it.
 */
int netlink_dump_start(struct nl_request *req, nl_dumpit_t dumpit)
{
	struct netlink_callback cb = { .nlh = req->nlh,
				       .portid = req->portid };
	struct sk_buff *skb;
	int n;

	do {
		skb = alloc_skb(NLMSG_GOODSIZE, GFP_KERNEL);
		if (!skb)
			return -ENOBUFS;
		n = dumpit(skb, &cb);
		if (n <= 0 && !netlink_put_done(skb, &cb, n)) {
			if (netlink_reply(req, skb))
				return -EINTR;
			skb = alloc_skb(NLMSG_GOODSIZE, GFP_KERNEL);
			if (!skb)
				return -ENOBUFS;
			netlink_put_done(skb, &cb, n);
		}
		if (netlink_reply(req, skb))
			return -EINTR;
	} while (n > 0);
	return -EINTR;
}

/*
 * Each message of a datagram to the protocol's handler, Linux's
 * netlink_rcv_skb(): the walk ends at a length shorter than a header or
 * longer than what is left; only requests (NLM_F_REQUEST) of the
 * family's types (NLMSG_MIN_TYPE and above) are handled, the others
 * only acknowledged when they ask.
 */
static void netlink_rcv_skb(struct netlink_sock *nlk, const char *buf,
			    int len, int (*cb)(struct nl_request *req))
{
	while (len >= NLMSG_HDRLEN) {
		const struct nlmsghdr *nlh = (const struct nlmsghdr *)buf;
		struct nl_request req = { .from = nlk, .portid = nlk->portid,
					  .nlh = nlh };
		int err = 0, step;

		if (nlh->nlmsg_len < (u32)NLMSG_HDRLEN ||
		    nlh->nlmsg_len > (u32)len)
			return;
		if ((nlh->nlmsg_flags & NLM_F_REQUEST) &&
		    nlh->nlmsg_type >= NLMSG_MIN_TYPE)
			err = cb(&req);
		if (err != -EINTR && (err || (nlh->nlmsg_flags & NLM_F_ACK)))
			netlink_ack(&req, err);
		step = min((int)NLMSG_ALIGN(nlh->nlmsg_len), len);
		buf += step;
		len -= step;
	}
}

/* NETLINK_ROUTE's requests, one at a time under rtnl_lock(), as Linux's
 * rtnetlink_rcv() */
static void rtnetlink_rcv(struct netlink_sock *nlk, const char *buf, int len)
{
	rtnl_lock();
	netlink_rcv_skb(nlk, buf, len, rtnetlink_rcv_msg);
	rtnl_unlock();
}

/* A datagram from one process to another's socket: ECONNREFUSED when
 * no socket has that port id */
static long netlink_unicast_user(struct netlink_sock *from, u32 portid,
				 const char *buf, size_t len)
{
	struct netlink_sock *to;
	struct sk_buff *skb = alloc_skb((unsigned int)len, GFP_KERNEL);
	long err;

	if (!skb)
		return -ENOBUFS;
	skb_put_data(skb, buf, (unsigned int)len);
	mutex_lock(&nl_table_mutex);
	to = netlink_lookup(from->sk.sk_protocol, portid);
	err = to ? netlink_queue(to, skb, from->portid, 0) : -ECONNREFUSED;
	mutex_unlock(&nl_table_mutex);
	if (!to)
		kfree_skb(skb);
	return err;
}

/*
 * A datagram from a process to its protocol's kernel socket: input()
 * reads it as an skb from the sender's port, in the sender's context,
 * as Linux's netlink_unicast_kernel(); ECONNREFUSED once it is gone,
 * or when it reads nothing (no input()).
 * The process's socket pins the module that made it, so it stays.
 */
static long netlink_unicast_kernel(struct netlink_sock *from,
				   const char *buf, size_t len)
{
	struct netlink_sock *k;
	struct sk_buff *skb;

	mutex_lock(&nl_table_mutex);
	k = nl_kernel[from->sk.sk_protocol];
	mutex_unlock(&nl_table_mutex);
	if (!k || !k->input)
		return -ECONNREFUSED;
	skb = alloc_skb((unsigned int)len, GFP_KERNEL);
	if (!skb)
		return -ENOBUFS;
	skb_put_data(skb, buf, (unsigned int)len);
	NETLINK_CB(skb).portid = from->portid;
	NETLINK_CB(skb).sk = &from->sk;
	k->input(skb);
	kfree_skb(skb);
	return 0;
}

/* Where a send goes: the address given, or connect(2)'s (the kernel
 * unless it said otherwise); EPERM for another port or a group without
 * CAP_NET_ADMIN, as NETLINK_ROUTE allows users only the kernel */
static long netlink_dest(const struct netlink_sock *nlk,
			 const struct msghdr_k *m, u32 *portid, u32 *group)
{
	const struct sockaddr_nl *nl = (const struct sockaddr_nl *)&m->addr;

	*portid = nlk->dst_portid;
	*group = nlk->dst_group;
	if (!m->addrlen)
		return 0;
	if (m->addrlen < (int)sizeof(*nl) || nl->nl_family != AF_NETLINK)
		return -EINVAL;
	*portid = nl->nl_pid;
	*group = (u32)ffs((int)nl->nl_groups);
	if ((*portid || *group) && !capable(CAP_NET_ADMIN))
		return -EPERM;
	return 0;
}

static long netlink_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct netlink_sock *nlk = nlk_sk(sock);
	u32 portid, group;
	char *buf;
	long err;

	if (m->flags & MSG_OOB)
		return -EOPNOTSUPP;
	if (!m->len)
		return -ENODATA;	/* Linux 6.1: no empty datagrams */
	err = netlink_dest(nlk, m, &portid, &group);
	if (!err && !nlk->bound)
		err = netlink_autobind(nlk);
	if (err)
		return err;
	if (m->len > (size_t)sock->sndbuf - 32)
		return -EMSGSIZE;
	buf = kvmalloc(m->len, GFP_KERNEL);
	if (!buf)
		return -ENOBUFS;
	err = memcpy_from_msg(buf, m, 0, m->len);
	/* a user's datagram to a group is not copied to its members here
	 * (docs/net.md); it goes on to portid as in Linux */
	if (!err && portid)
		err = netlink_unicast_user(nlk, portid, buf, m->len);
	else if (!err && nlk->sk.sk_protocol != NETLINK_ROUTE)
		err = netlink_unicast_kernel(nlk, buf, m->len);
	else if (!err)
		rtnetlink_rcv(nlk, buf, (int)m->len);
	kvfree(buf);
	return err ? err : (long)m->len;
}

/* The next datagram, waiting unless the caller may not; an overrun's
 * ENOBUFS first (once) */
static struct sk_buff *netlink_next(struct netlink_sock *nlk, bool nonblock,
				    long *err)
{
	struct sk_buff *skb;

	for (;;) {
		if (nlk->err) {
			*err = -xchg(&nlk->err, 0);
			return NULL;
		}
		skb = skb_dequeue(&nlk->rxq);
		if (skb)
			break;
		if (nonblock) {
			*err = -EAGAIN;
			return NULL;
		}
		*err = wait_event_interruptible(nlk->wait,
				!skb_queue_empty(&nlk->rxq) || nlk->err);
		if (*err)
			return NULL;
	}
	atomic_sub((int)skb->truesize, &nlk->rmem);
	return skb;
}

/* A group as nl_groups' bit: none for 0 or past the 32 it has room for */
static u32 netlink_group_mask(u32 group)
{
	return group && group <= 32 ? 1U << (group - 1) : 0;
}

/*
 * recvmsg(2): one datagram, cut to the buffer (MSG_TRUNC in msg_flags;
 * MSG_TRUNC asked for returns its whole length, netlink(7)), from the
 * port that sent it.
 */
static long netlink_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	struct netlink_sock *nlk = nlk_sk(sock);
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };
	struct sk_buff *skb;
	long err = 0, n;

	skb = netlink_next(nlk, m->nonblock, &err);
	if (!skb)
		return err;
	n = (long)min(m->len, (size_t)skb->len);
	m->truncated = n < (long)skb->len;
	if (memcpy_to_msg(m, 0, skb->data, (size_t)n))
		n = -EFAULT;
	else if (m->flags & MSG_TRUNC)
		n = (long)skb->len;
	nl.nl_pid = NETLINK_CB(skb).portid;
	nl.nl_groups = netlink_group_mask(NETLINK_CB(skb).dst_group);
	memcpy(&m->addr, &nl, sizeof(nl));
	m->addrlen = sizeof(nl);
	if (n >= 0 && (m->flags & MSG_PEEK)) {
		atomic_add((int)skb->truesize, &nlk->rmem);
		skb_queue_head(&nlk->rxq, skb);
		return n;
	}
	kfree_skb(skb);
	return n;
}

/* The socket's groups become groups: on nl_mc while there are any */
static void netlink_set_groups(struct netlink_sock *nlk, u64 groups)
{
	mutex_lock(&nl_table_mutex);
	if (groups && !nlk->groups)
		list_add_tail(&nlk->mc_node, &nl_mc);
	else if (!groups && nlk->groups)
		list_del_init(&nlk->mc_node);
	nlk->groups = groups;
	mutex_unlock(&nl_table_mutex);
}

static int netlink_bind(struct socket *sock, const struct sockaddr_un *a,
			int len)
{
	const struct sockaddr_nl *nl = (const struct sockaddr_nl *)a;
	struct netlink_sock *nlk = nlk_sk(sock);
	int err = 0;

	if (len < (int)sizeof(*nl) || nl->nl_family != AF_NETLINK)
		return -EINVAL;
	if (nlk->bound && nl->nl_pid != nlk->portid)
		return -EINVAL;
	if (!nlk->bound)
		err = nl->nl_pid ? netlink_insert(nlk, nl->nl_pid) :
				   netlink_autobind(nlk);
	if (!err)
		netlink_set_groups(nlk, (nlk->groups & ~0xffffffffULL) |
					nl->nl_groups);
	return err;
}

/* connect(2): where sends without an address go; AF_UNSPEC: the
 * kernel again (Linux's netlink_connect()) */
static int netlink_connect(struct socket *sock, const struct sockaddr_un *a,
			   int len)
{
	const struct sockaddr_nl *nl = (const struct sockaddr_nl *)a;
	struct netlink_sock *nlk = nlk_sk(sock);
	int err = 0;

	if (len < (int)sizeof(a->sun_family))
		return -EINVAL;
	if (a->sun_family == AF_UNSPEC) {
		nlk->dst_portid = 0;
		nlk->dst_group = 0;
		return 0;
	}
	if (a->sun_family != AF_NETLINK || len < (int)sizeof(*nl))
		return -EINVAL;
	if ((nl->nl_groups || nl->nl_pid) && !capable(CAP_NET_ADMIN))
		return -EPERM;
	if (!nlk->bound)
		err = netlink_autobind(nlk);
	if (!err) {
		nlk->dst_portid = nl->nl_pid;
		nlk->dst_group = (u32)ffs((int)nl->nl_groups);
	}
	return err;
}

static int netlink_getname(struct socket *sock, struct sockaddr_un *a,
			   bool peer)
{
	const struct netlink_sock *nlk = nlk_sk(sock);
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };

	nl.nl_pid = peer ? nlk->dst_portid : nlk->portid;
	nl.nl_groups = peer ? nlk->dst_group : (u32)nlk->groups;
	memcpy(a, &nl, sizeof(nl));
	return sizeof(nl);
}

static unsigned int netlink_poll(struct socket *sock, struct file *f,
				 poll_table *pt)
{
	struct netlink_sock *nlk = nlk_sk(sock);
	unsigned int mask = POLLOUT | POLLWRNORM | POLLWRBAND;

	poll_wait(f, &nlk->wait, pt);
	if (!skb_queue_empty(&nlk->rxq))
		mask |= POLLIN | POLLRDNORM;
	if (nlk->err)
		mask |= POLLERR;
	return mask;
}

static int netlink_getsockopt(struct socket *sock, int name, void *val)
{
	if (name != SO_ERROR)
		return -ENOPROTOOPT;
	*(int *)val = xchg(&nlk_sk(sock)->err, 0);
	return sizeof(int);
}

/*
 * setsockopt(2) at SOL_NETLINK, Linux's netlink_setsockopt():
 * NETLINK_ADD_MEMBERSHIP and NETLINK_DROP_MEMBERSHIP of a group by
 * number, 1 to RTNLGRP_MAX (EINVAL otherwise, and for a length short
 * of an int, which reads as 0); any user may listen to NETLINK_ROUTE.
 * Other options, and other levels, are ENOPROTOOPT.
 */
static int netlink_setsockopt(struct socket *sock, int level, int name,
			      const void __user *val, int len)
{
	struct netlink_sock *nlk = nlk_sk(sock);
	unsigned int group = 0;
	u64 bit;

	if (level != SOL_NETLINK)
		return -ENOPROTOOPT;
	if (len >= (int)sizeof(int) &&
	    get_user(group, (const unsigned int __user *)val))
		return -EFAULT;
	if (name != NETLINK_ADD_MEMBERSHIP && name != NETLINK_DROP_MEMBERSHIP)
		return -ENOPROTOOPT;
	if (!group || group > RTNLGRP_MAX)
		return -EINVAL;
	bit = BIT_ULL(group - 1);
	netlink_set_groups(nlk, name == NETLINK_ADD_MEMBERSHIP ?
				nlk->groups | bit : nlk->groups & ~bit);
	return 0;
}

static int netlink_shutdown(struct socket *sock, int how)
{
	(void)sock;
	(void)how;
	return -EOPNOTSUPP;	/* Linux's sock_no_shutdown() */
}

static void netlink_release(struct socket *sock)
{
	struct netlink_sock *nlk = nlk_sk(sock);

	mutex_lock(&nl_table_mutex);
	if (nlk->bound)
		list_del(&nlk->node);
	if (nlk->groups)
		list_del(&nlk->mc_node);
	mutex_unlock(&nl_table_mutex);
	skb_queue_purge(&nlk->rxq);
	module_put(nlk->module);
	kfree(nlk);
	sock->sk = NULL;
}

static const struct proto_ops netlink_ops = {
	.release = netlink_release,
	.bind = netlink_bind,
	.connect = netlink_connect,
	.socketpair = sock_no_socketpair,
	.accept = sock_no_accept,
	.getname = netlink_getname,
	.poll = netlink_poll,
	.listen = sock_no_listen,
	.shutdown = netlink_shutdown,
	.getsockopt = netlink_getsockopt,
	.setsockopt = netlink_setsockopt,
	.sendmsg = netlink_sendmsg,
	.recvmsg = netlink_recvmsg,
};

/*
 * A socket of a module's protocol holds that module (Linux's
 * netlink_create() takes nl_table[protocol].module), so it cannot go
 * while a process may still send to it: 0, or -EPROTONOSUPPORT when no
 * kernel socket has the protocol or its module is going.
 */
static int netlink_get_protocol(struct netlink_sock *nlk, int protocol)
{
	int err = -EPROTONOSUPPORT;

	if (protocol == NETLINK_ROUTE)
		return 0;
	mutex_lock(&nl_table_mutex);
	if (nl_kernel[protocol] &&
	    try_module_get(nl_kernel[protocol]->module)) {
		nlk->module = nl_kernel[protocol]->module;
		err = 0;
	}
	mutex_unlock(&nl_table_mutex);
	return err;
}

/* socket(AF_NETLINK, SOCK_RAW or SOCK_DGRAM, protocol), Linux's
 * netlink_create(): ESOCKTNOSUPPORT for another type, EPROTONOSUPPORT
 * for a protocol neither NETLINK_ROUTE nor a module's */
int netlink_create(struct socket *sock, int protocol)
{
	struct netlink_sock *nlk;
	int err;

	if (sock->type != SOCK_RAW && sock->type != SOCK_DGRAM)
		return -ESOCKTNOSUPPORT;
	if (protocol < 0 || protocol >= MAX_LINKS)
		return -EPROTONOSUPPORT;
	nlk = kzalloc(sizeof(*nlk), GFP_KERNEL);
	if (!nlk)
		return -ENOMEM;
	err = netlink_get_protocol(nlk, protocol);
	if (err) {
		kfree(nlk);
		return err;
	}
	nlk->sk.sk_protocol = (u16)protocol;
	nlk->sk.sk_socket = sock;
	nlk->sock = sock;
	INIT_LIST_HEAD(&nlk->node);
	INIT_LIST_HEAD(&nlk->mc_node);
	skb_queue_head_init(&nlk->rxq);
	init_waitqueue_head(&nlk->wait);
	sock->sk = nlk;
	sock->ops = &netlink_ops;
	return 0;
}

/*
 * A module's protocol unit (Linux's __netlink_kernel_create(), called as
 * netlink_kernel_create()): its socket, port 0, to which processes'
 * sockets of that protocol send.  NULL for a unit out of range, for
 * NETLINK_ROUTE (the kernel's own), for one that has its kernel socket
 * already (Linux's netlink_insert() of port 0 fails so), and without
 * memory.  The namespace is init_net, the only one.
 */
struct sock *__netlink_kernel_create(struct net *net, int unit,
				     struct module *module,
				     struct netlink_kernel_cfg *cfg)
{
	struct netlink_sock *nlk;

	(void)net;
	if (unit <= NETLINK_ROUTE || unit >= MAX_LINKS)
		return NULL;
	nlk = kzalloc(sizeof(*nlk), GFP_KERNEL);
	if (!nlk)
		return NULL;
	nlk->sk.sk_protocol = (u16)unit;
	nlk->input = cfg ? cfg->input : NULL;
	nlk->module = module;
	mutex_lock(&nl_table_mutex);
	if (nl_kernel[unit]) {
		mutex_unlock(&nl_table_mutex);
		kfree(nlk);
		return NULL;
	}
	nl_kernel[unit] = nlk;
	mutex_unlock(&nl_table_mutex);
	return &nlk->sk;
}
EXPORT_SYMBOL(__netlink_kernel_create);

/* The unit's kernel socket goes: new sockets of it are EPROTONOSUPPORT
 * again.  NULL is nothing to do, as in Linux. */
void netlink_kernel_release(struct sock *sk)
{
	if (!sk)
		return;
	mutex_lock(&nl_table_mutex);
	nl_kernel[sk->sk_protocol] = NULL;
	mutex_unlock(&nl_table_mutex);
	kfree(container_of(sk, struct netlink_sock, sk));
}
EXPORT_SYMBOL(netlink_kernel_release);
