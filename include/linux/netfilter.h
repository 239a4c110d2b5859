/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/netfilter.h - hooks a module hangs on the IPv4 and IPv6
 * paths, as Linux 6.1 gives them (net/netfilter/core.c): a struct nf_hook_ops
 * names the function, the family (pf), the point (hooknum) and its
 * place among the others there (priority, lowest first).  The
 * function sees every packet passing that point and says what becomes
 * of it: NF_ACCEPT goes on, NF_DROP frees it, NF_STOLEN leaves it to
 * the hook.  docs/net.md, "Netfilter hooks".
 */
#ifndef _LINUX_NETFILTER_H
#define _LINUX_NETFILTER_H

#include "linux/skbuff.h"
#include "linux/netdevice.h"
#include "linux/in.h"
#include "linux/net.h"
#include "net/net_namespace.h"

/* the verdicts (Linux's uapi numbers) */
#define NF_DROP		0
#define NF_ACCEPT	1
#define NF_STOLEN	2
#define NF_QUEUE	3
#define NF_REPEAT	4
#define NF_STOP		5
#define NF_MAX_VERDICT	NF_STOP

/* the low byte is the verdict; a drop may carry an errno above it */
#define NF_VERDICT_MASK			0x000000ff
#define NF_VERDICT_FLAG_QUEUE_BYPASS	0x00008000
#define NF_VERDICT_QMASK		0xffff0000
#define NF_VERDICT_QBITS		16
#define NF_QUEUE_NR(x)	((((x) << 16) & NF_VERDICT_QMASK) | NF_QUEUE)
#define NF_DROP_ERR(x)	(((-(x)) << 16) | NF_DROP)
#define NF_DROP_GETERR(verdict)	(-(int)((verdict) >> NF_VERDICT_QBITS))

enum nf_inet_hooks {
	NF_INET_PRE_ROUTING,
	NF_INET_LOCAL_IN,
	NF_INET_FORWARD,
	NF_INET_LOCAL_OUT,
	NF_INET_POST_ROUTING,
	NF_INET_NUMHOOKS,
	NF_INET_INGRESS = NF_INET_NUMHOOKS,
};

enum {
	NFPROTO_UNSPEC = 0,
	NFPROTO_INET = 1,
	NFPROTO_IPV4 = 2,
	NFPROTO_ARP = 3,
	NFPROTO_NETDEV = 5,
	NFPROTO_BRIDGE = 7,
	NFPROTO_IPV6 = 10,
	NFPROTO_NUMPROTO,
};

struct sock;

/* where a packet is: the point, the family, the devices it came in on
 * and goes out of (NULL where there is none) */
struct nf_hook_state {
	u8 hook;
	u8 pf;
	struct net_device *in;
	struct net_device *out;
	struct sock *sk;
	struct net *net;
	int (*okfn)(struct net *, struct sock *, struct sk_buff *);
};

typedef unsigned int nf_hookfn(void *priv, struct sk_buff *skb,
			       const struct nf_hook_state *state);

enum nf_hook_ops_type {
	NF_HOOK_OP_UNDEFINED,
	NF_HOOK_OP_NF_TABLES,
};

struct nf_hook_ops {
	nf_hookfn *hook;
	struct net_device *dev;
	void *priv;
	u8 pf;
	enum nf_hook_ops_type hook_ops_type:8;
	unsigned int hooknum;
	int priority;		/* lowest first; equals in order of coming */
};

int nf_register_net_hook(struct net *net, const struct nf_hook_ops *ops);
void nf_unregister_net_hook(struct net *net, const struct nf_hook_ops *ops);
int nf_register_net_hooks(struct net *net, const struct nf_hook_ops *reg,
			  unsigned int n);
void nf_unregister_net_hooks(struct net *net, const struct nf_hook_ops *reg,
			     unsigned int n);

/*
 * The stack's own (net/ipv4/ip.c, net/ipv6/, stack locked): the hooks at
 * state->hook for skb; 1 to go on, else the skb is gone - 0 stolen,
 * or dropped and freed with the error (-EPERM unless NF_DROP_ERR())
 */
int nf_hook_slow(struct sk_buff *skb, const struct nf_hook_state *state);

/* Linux's nf_hook() for the one namespace, without a socket, and the
 * caller going on itself (its okfn) when this says 1 */
static inline int nf_hook(u8 pf, unsigned int hook, struct sk_buff *skb,
			  struct net_device *in, struct net_device *out)
{
	const struct nf_hook_state state = {
		.hook = (u8)hook, .pf = pf, .in = in, .out = out,
		.net = &init_net,
	};

	return nf_hook_slow(skb, &state);
}

#endif /* _LINUX_NETFILTER_H */
