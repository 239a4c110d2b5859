// SPDX-License-Identifier: GPL-2.0
/*
 * net/core/rtnetlink.c - NETLINK_ROUTE (rtnetlink(7)): which handler a
 * request goes to (rtnl_register()'s table, by message type and
 * family, PF_UNSPEC's when the family has none, as Linux), and the
 * link messages: RTM_GETLINK (one interface, or a dump of all),
 * RTM_SETLINK and RTM_NEWLINK of an existing interface (flags, MTU,
 * queue length) and RTM_DELLINK.  IPv4's addresses are
 * net/ipv4/devinet.c's, its routes net/ipv4/route.c's.  Every request
 * runs under rtnl_lock() (net/netlink/af_netlink.c).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/build_bug.h"
#include "linux/init.h"
#include "linux/rtnetlink.h"
#include "net/ip.h"

struct rtnl_link {
	rtnl_doit_func doit;
	nl_dumpit_t dumpit;
};

/* [0]: PF_UNSPEC's handlers, [1]: PF_INET's, the only families here */
static struct rtnl_link rtnl_msg_handlers[2][RTM_NR_MSGTYPES];

void rtnl_register(int family, int msgtype, rtnl_doit_func doit,
		   nl_dumpit_t dumpit)
{
	struct rtnl_link *link =
		&rtnl_msg_handlers[family == AF_INET][msgtype - RTM_BASE];

	link->doit = doit;
	link->dumpit = dumpit;
}

/* The handler of type for family, or PF_UNSPEC's: NULL if neither has
 * the kind asked (a dump or not) */
static bool rtnl_has(const struct rtnl_link *link, bool dump)
{
	return dump ? link->dumpit != NULL : link->doit != NULL;
}

static const struct rtnl_link *rtnl_get_link(int family, int type, bool dump)
{
	const struct rtnl_link *link =
		&rtnl_msg_handlers[family == AF_INET][type];

	if (rtnl_has(link, dump))
		return link;
	link = &rtnl_msg_handlers[0][type];
	return rtnl_has(link, dump) ? link : NULL;
}

/*
 * One request, Linux 6.1's rtnetlink_rcv_msg(): EOPNOTSUPP for a type
 * past RTM_MAX or one no family handles; a message without even its
 * family's byte is ignored; everything but a GET needs CAP_NET_ADMIN
 * (EPERM); a GET with NLM_F_DUMP (either bit) is a dump.
 */
int rtnetlink_rcv_msg(struct nl_request *req)
{
	const struct nlmsghdr *nlh = req->nlh;
	const struct rtnl_link *link;
	int type = nlh->nlmsg_type, family;
	bool dump;

	if (type > RTM_MAX)
		return -EOPNOTSUPP;
	type -= RTM_BASE;
	if (nlmsg_len(nlh) < (int)sizeof(struct rtgenmsg))
		return 0;
	family = ((const struct rtgenmsg *)nlmsg_data(nlh))->rtgen_family;
	if ((type & 3) != 2 && !capable(CAP_NET_ADMIN))
		return -EPERM;
	dump = (type & 3) == 2 && (nlh->nlmsg_flags & NLM_F_DUMP);
	link = rtnl_get_link(family, type, dump);
	if (!link)
		return -EOPNOTSUPP;
	return dump ? netlink_dump_start(req, link->dumpit) : link->doit(req);
}

/* What Linux's ifla_policy says of the attributes read here */
static const struct nla_policy ifla_policy[IFLA_MAX + 1] = {
	[IFLA_IFNAME] = { .type = NLA_STRING, .len = IFNAMSIZ - 1 },
	[IFLA_MTU] = { .type = NLA_U32 },
	[IFLA_TXQLEN] = { .type = NLA_U32 },
	[IFLA_OPERSTATE] = { .type = NLA_U8 },
	[IFLA_LINKMODE] = { .type = NLA_U8 },
	[IFLA_MASTER] = { .type = NLA_U32 },
	[IFLA_MAP] = { .len = sizeof(struct rtnl_link_ifmap) },
};

/* The queueing discipline `ip link` names: none (noop) until the device
 * is first up, then noqueue for lo (IFF_NO_QUEUE in Linux) and Debian's
 * default, fq_codel, for the others - kept when the device goes down,
 * as Linux keeps it - which dev->txq stands for */
static const char *rtnl_qdisc_name(const struct net_device *dev)
{
	if (!dev->activated)
		return "noop";
	return dev->flags & IFF_LOOPBACK ? "noqueue" : "fq_codel";
}

/* IFLA_STATS64 and IFLA_STATS: struct net_device_stats' counters in
 * Linux's order (which is the struct's), and 0 for those it lacks */
static int rtnl_fill_stats(struct sk_buff *skb, struct net_device *dev)
{
	const unsigned long *s = (const unsigned long *)dev_get_stats(dev);
	u64 s64[RTNL_LINK_STATS64_N] = { 0 };
	u32 s32[RTNL_LINK_STATS_N] = { 0 };
	size_t i;

	BUILD_BUG_ON(sizeof(struct net_device_stats) != 23 * sizeof(long));
	for (i = 0; i < sizeof(struct net_device_stats) / sizeof(long); i++) {
		s64[i] = s[i];
		s32[i] = (u32)s[i];
	}
	if (nla_put(skb, IFLA_STATS64, sizeof(s64), s64))
		return -EMSGSIZE;
	return nla_put(skb, IFLA_STATS, sizeof(s32), s32);
}

static int rtnl_fill_link_attrs(struct sk_buff *skb, struct net_device *dev)
{
	struct rtnl_link_ifmap map = {
		.mem_start = dev->mem_start, .mem_end = dev->mem_end,
		.base_addr = dev->base_addr, .irq = (u16)dev->irq };
	u8 operstate = netif_running(dev) ? dev->operstate : IF_OPER_DOWN;

	if (nla_put_string(skb, IFLA_IFNAME, dev->name) ||
	    nla_put_u32(skb, IFLA_TXQLEN, dev->tx_queue_len) ||
	    nla_put_u8(skb, IFLA_OPERSTATE, operstate) ||
	    nla_put_u8(skb, IFLA_LINKMODE, 0) ||
	    nla_put_u32(skb, IFLA_MTU, dev->mtu) ||
	    nla_put_u32(skb, IFLA_MIN_MTU, dev->min_mtu) ||
	    nla_put_u32(skb, IFLA_MAX_MTU, dev->max_mtu) ||
	    nla_put_u8(skb, IFLA_CARRIER, netif_carrier_ok(dev)) ||
	    nla_put_string(skb, IFLA_QDISC, rtnl_qdisc_name(dev)) ||
	    nla_put(skb, IFLA_MAP, sizeof(map), &map))
		return -EMSGSIZE;
	if (dev->addr_len &&
	    (nla_put(skb, IFLA_ADDRESS, dev->addr_len, dev->dev_addr) ||
	     nla_put(skb, IFLA_BROADCAST, dev->addr_len, dev->broadcast)))
		return -EMSGSIZE;
	return rtnl_fill_stats(skb, dev);
}

/* An RTM_NEWLINK describing dev: -EMSGSIZE, and nothing put, when it
 * does not fit */
static int rtnl_fill_ifinfo(struct sk_buff *skb, struct net_device *dev,
			    u32 portid, u32 seq, int flags)
{
	struct nlmsghdr *nlh = nlmsg_put(skb, portid, seq, RTM_NEWLINK,
					 sizeof(struct ifinfomsg), flags);
	struct ifinfomsg *ifm;

	if (!nlh)
		return -EMSGSIZE;
	ifm = nlmsg_data(nlh);
	ifm->ifi_family = AF_UNSPEC;
	ifm->ifi_type = dev->type;
	ifm->ifi_index = dev->ifindex;
	ifm->ifi_flags = dev_get_flags(dev);
	if (rtnl_fill_link_attrs(skb, dev)) {
		nlmsg_cancel(skb, nlh);
		return -EMSGSIZE;
	}
	nlmsg_end(skb, nlh);
	return 0;
}

/*
 * RTM_NEWLINK (or RTM_DELLINK) of dev to RTNLGRP_LINK, from nobody (port
 * and sequence 0), ifi_change the flags that changed, as Linux's
 * rtmsg_ifinfo() (rtnl_lock() held): up or down, a new MTU (0: no flag
 * changed).
 */
void rtmsg_ifinfo(int type, struct net_device *dev, unsigned int change)
{
	struct sk_buff *skb = alloc_skb(NLMSG_GOODSIZE, GFP_KERNEL);
	struct nlmsghdr *nlh;

	if (skb && rtnl_fill_ifinfo(skb, dev, 0, 0, 0)) {
		kfree_skb(skb);
		skb = NULL;
	}
	if (skb) {	/* the message is the first of a fresh skb */
		nlh = (struct nlmsghdr *)skb->data;
		nlh->nlmsg_type = (u16)type;
		((struct ifinfomsg *)nlmsg_data(nlh))->ifi_change = change;
	}
	rtnl_multicast(skb, RTNLGRP_LINK);
}

/* Every interface, in the order they came (cb->args[0]: how many the
 * datagrams before took) */
static int rtnl_dump_ifinfo(struct sk_buff *skb, struct netlink_callback *cb)
{
	struct net_device *dev;
	long idx = 0;

	list_for_each_entry(dev, netdev_list(), dev_list) {
		if (idx < cb->args[0]) {
			idx++;
			continue;
		}
		if (rtnl_fill_ifinfo(skb, dev, cb->portid, cb->nlh->nlmsg_seq,
				     NLM_F_MULTI))
			break;
		idx++;
	}
	cb->args[0] = idx;
	return (int)skb->len;
}

/*
 * The interface a link request names, by ifi_index or else IFLA_IFNAME
 * (EINVAL for neither, ENODEV for none such), after its attributes
 * parse: what RTM_GETLINK, RTM_SETLINK and RTM_DELLINK begin with.
 */
static int rtnl_link_request(const struct nlmsghdr *nlh, struct nlattr **tb,
			     struct net_device **dev)
{
	const struct ifinfomsg *ifm = nlmsg_data(nlh);
	char name[IFNAMSIZ];
	int err;

	err = nlmsg_parse_deprecated(nlh, sizeof(*ifm), tb, IFLA_MAX,
				     ifla_policy);
	if (err)
		return err;
	*dev = NULL;
	if (ifm->ifi_index > 0) {
		*dev = dev_get_by_index_locked(ifm->ifi_index);
	} else if (tb[IFLA_IFNAME]) {
		nla_strscpy(name, tb[IFLA_IFNAME], sizeof(name));
		*dev = __dev_get_by_name(name);
	} else {
		return -EINVAL;
	}
	return *dev ? 0 : -ENODEV;
}

static int rtnl_getlink(struct nl_request *req)
{
	struct nlattr *tb[IFLA_MAX + 1];
	struct net_device *dev;
	struct sk_buff *skb;
	int err = rtnl_link_request(req->nlh, tb, &dev);

	if (err)
		return err;
	skb = alloc_skb(NLMSG_GOODSIZE, GFP_KERNEL);
	if (!skb)
		return -ENOBUFS;
	err = rtnl_fill_ifinfo(skb, dev, req->portid, req->nlh->nlmsg_seq, 0);
	if (err) {
		kfree_skb(skb);
		return err;
	}
	return netlink_reply(req, skb);
}

/*
 * What RTM_SETLINK (and RTM_NEWLINK of an interface there is) changes,
 * in Linux's do_setlink() order: the MTU, the queue length, the flags
 * (ifi_change says which; none: all of ifi_flags).  A new name, a new
 * hardware address or map, a master: EOPNOTSUPP here.
 */
static int rtnl_do_setlink(struct net_device *dev,
			   const struct ifinfomsg *ifm, struct nlattr **tb)
{
	unsigned int flags = ifm->ifi_flags;
	int err;

	if (tb[IFLA_ADDRESS] || tb[IFLA_BROADCAST] || tb[IFLA_MAP] ||
	    tb[IFLA_MASTER] || tb[IFLA_LINKINFO] ||
	    (ifm->ifi_index > 0 && tb[IFLA_IFNAME] &&
	     nla_strcmp(tb[IFLA_IFNAME], dev->name)))
		return -EOPNOTSUPP;
	if (tb[IFLA_MTU]) {
		err = dev_set_mtu(dev, (int)nla_get_u32(tb[IFLA_MTU]));
		if (err)
			return err;
	}
	if (tb[IFLA_TXQLEN])
		dev_change_tx_queue_len(dev, nla_get_u32(tb[IFLA_TXQLEN]));
	if (!ifm->ifi_flags && !ifm->ifi_change)
		return 0;
	if (ifm->ifi_change)
		flags = (flags & ifm->ifi_change) |
			(dev_get_flags(dev) & ~ifm->ifi_change);
	return dev_change_flags(dev, flags);
}

static int rtnl_setlink(struct nl_request *req)
{
	struct nlattr *tb[IFLA_MAX + 1];
	struct net_device *dev;
	int err = rtnl_link_request(req->nlh, tb, &dev);

	return err ? err : rtnl_do_setlink(dev, nlmsg_data(req->nlh), tb);
}

/*
 * RTM_NEWLINK: an interface there is changes as RTM_SETLINK (EEXIST
 * with NLM_F_EXCL, EOPNOTSUPP with NLM_F_REPLACE); ENODEV for one that
 * is not without NLM_F_CREATE; and a new one would need a link kind
 * (IFLA_LINKINFO: veth, dummy...), none of which is here: EOPNOTSUPP.
 */
static int rtnl_newlink(struct nl_request *req)
{
	u16 nlflags = req->nlh->nlmsg_flags;
	struct nlattr *tb[IFLA_MAX + 1];
	struct net_device *dev;
	int err = rtnl_link_request(req->nlh, tb, &dev);

	if (err == -EINVAL || (err == -ENODEV && (nlflags & NLM_F_CREATE)))
		return -EOPNOTSUPP;
	if (err)
		return err;
	if (nlflags & NLM_F_EXCL)
		return -EEXIST;
	if (nlflags & NLM_F_REPLACE)
		return -EOPNOTSUPP;
	return rtnl_do_setlink(dev, nlmsg_data(req->nlh), tb);
}

/* RTM_DELLINK: only a link kind's interfaces can go (Linux's
 * rtnl_delete_link), and none is here */
static int rtnl_dellink(struct nl_request *req)
{
	struct nlattr *tb[IFLA_MAX + 1];
	struct net_device *dev;
	int err = rtnl_link_request(req->nlh, tb, &dev);

	return err ? err : -EOPNOTSUPP;
}

static int __init rtnetlink_init(void)
{
	rtnl_register(AF_UNSPEC, RTM_GETLINK, rtnl_getlink, rtnl_dump_ifinfo);
	rtnl_register(AF_UNSPEC, RTM_SETLINK, rtnl_setlink, NULL);
	rtnl_register(AF_UNSPEC, RTM_NEWLINK, rtnl_newlink, NULL);
	rtnl_register(AF_UNSPEC, RTM_DELLINK, rtnl_dellink, NULL);
	return 0;
}
device_initcall(rtnetlink_init);
