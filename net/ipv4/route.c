// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/route.c - where a packet goes: to this host through lo, to
 * a directly attached network through the interface whose address and
 * mask cover it, or through a gateway that route(8) added (SIOCADDRT).
 * The attached networks are not stored as routes: they are read off
 * the interfaces that are up, so an address, a mask or a device going
 * down changes them at once.  The longest prefix wins (RFC 1812,
 * 5.2.4.3), an attached network before a gateway of the same length.
 * /proc/net/route lists both in Linux's format, and rtnetlink(7)'s
 * RTM_GETROUTE dump (ip route) both in the order of Linux's trie;
 * RTM_NEWROUTE and RTM_DELROUTE add and remove the gateways.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/init.h"
#include "linux/proc_fs.h"
#include "linux/rtnetlink.h"
#include "linux/route.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "linux/sort.h"
#include "linux/sockios.h"
#include "asm/uaccess.h"
#include "net/ip.h"
#include "net/net_namespace.h"
#include "net/ipv6.h"
#include "net/tcp.h"

struct fib_entry {
	struct list_head list;
	__be32 dst, mask, gw;
	struct net_device *dev;
	unsigned short flags;	/* RTF_ */
	u32 metric;		/* RTA_PRIORITY */
	unsigned char protocol;	/* RTPROT_: who added it */
	unsigned char scope;	/* RT_SCOPE_ */
};

static LIST_HEAD(fib_list);	/* SIOCADDRT's routes, stack locked */

static unsigned int prefix_len(__be32 mask)
{
	return hweight32(mask);
}

/* The attached network of dev covering daddr: its prefix length + 1,
 * or 0 (stack locked) */
static unsigned int attached(const struct net_device *dev, __be32 daddr)
{
	const struct in_device *in = __in_dev_get(dev);

	if (!in || !netif_running(dev) || (dev->flags & IFF_LOOPBACK))
		return 0;
	if ((daddr & in->mask) != (in->addr & in->mask))
		return 0;
	return prefix_len(in->mask) + 1;
}

/* To this host: through lo, from the address itself (or lo's) */
static int route_local(__be32 daddr, struct rtable *rt)
{
	struct in_device *lo = loopback_dev ? __in_dev_get(loopback_dev) : NULL;

	if (!lo || !netif_running(loopback_dev))
		return -ENETUNREACH;
	rt->dev = loopback_dev;
	rt->gateway = daddr;
	rt->src = ip_dev_find(daddr) ? daddr : lo->addr;
	return 0;
}

/* daddr is this host's (stack locked) */
bool inet_addr_is_local(__be32 daddr)
{
	struct in_device *lo = loopback_dev ? __in_dev_get(loopback_dev) : NULL;

	if (ip_dev_find(daddr))
		return true;
	return lo && (daddr & lo->mask) == (lo->addr & lo->mask);
}

/* The route to daddr (stack locked): 0, or -ENETUNREACH */
int ip_route_output(__be32 daddr, struct rtable *rt)
{
	struct net_device *dev;
	struct fib_entry *f;
	unsigned int best = 0, len;

	if (!daddr)	/* Linux: 0.0.0.0 is this host */
		daddr = htonl(INADDR_LOOPBACK);
	if (inet_addr_is_local(daddr))
		return route_local(daddr, rt);
	list_for_each_entry(dev, netdev_list(), dev_list) {
		len = attached(dev, daddr);
		if (len > best) {
			best = len;
			rt->dev = dev;
			rt->gateway = daddr;
		}
	}
	list_for_each_entry(f, &fib_list, list) {
		len = prefix_len(f->mask) + 1;
		if ((daddr & f->mask) != f->dst || len <= best ||
		    !netif_running(f->dev))
			continue;
		best = len;
		rt->dev = f->dev;
		rt->gateway = f->flags & RTF_GATEWAY ? f->gw : daddr;
	}
	if (!best)
		return -ENETUNREACH;
	rt->src = __in_dev_get(rt->dev) ? __in_dev_get(rt->dev)->addr : 0;
	return 0;
}

/* dev went down: its gateways go, as Linux flushes them */
void ip_rt_dev_down(struct net_device *dev)
{
	struct fib_entry *f, *n;

	list_for_each_entry_safe(f, n, &fib_list, list) {
		if (f->dev != dev)
			continue;
		list_del(&f->list);
		kfree(f);
	}
}

static __be32 sin_addr_of(const struct sockaddr *sa)
{
	return ((const struct sockaddr_in *)sa)->sin_addr.s_addr;
}

/* An rtentry as a route: its checks as Linux's rtentry_to_fib_config() */
static int rtentry_to_fib(const struct rtentry *rt, struct fib_entry *f,
			  const char *devname)
{
	if (rt->rt_dst.sa_family != AF_INET)
		return -EAFNOSUPPORT;
	f->dst = sin_addr_of(&rt->rt_dst);
	f->mask = rt->rt_flags & RTF_HOST ? htonl(0xffffffff) :
		  sin_addr_of(&rt->rt_genmask);
	if (!(rt->rt_flags & RTF_HOST) && rt->rt_genmask.sa_family != AF_INET &&
	    f->mask)
		return -EAFNOSUPPORT;
	if ((~ntohl(f->mask) & (~ntohl(f->mask) + 1)) || (f->dst & ~f->mask))
		return -EINVAL;
	f->flags = rt->rt_flags;
	/* route(8) passes the metric plus one, 0 for none (Linux) */
	f->metric = rt->rt_metric ? (u32)(rt->rt_metric - 1) : 0;
	f->protocol = RTPROT_BOOT;
	f->scope = rt->rt_flags & RTF_GATEWAY ? RT_SCOPE_UNIVERSE :
						RT_SCOPE_LINK;
	if (rt->rt_flags & RTF_GATEWAY) {
		if (rt->rt_gateway.sa_family != AF_INET)
			return -EAFNOSUPPORT;
		f->gw = sin_addr_of(&rt->rt_gateway);
	}
	f->dev = NULL;
	if (*devname) {
		f->dev = __dev_get_by_name(devname);
		if (!f->dev)
			return -ENODEV;
	}
	return 0;
}

/* A new route's device, when route(8) named none: the one its gateway
 * is attached to (ENETUNREACH when none is; ENODEV without a gateway) */
static int fib_find_dev(struct fib_entry *f)
{
	struct net_device *dev;

	if (f->dev)
		return 0;
	if (!(f->flags & RTF_GATEWAY))
		return -ENODEV;
	list_for_each_entry(dev, netdev_list(), dev_list)
		if (attached(dev, f->gw))
			f->dev = dev;
	return f->dev ? 0 : -ENETUNREACH;
}

static int fib_del(const struct fib_entry *want)
{
	struct fib_entry *f;

	list_for_each_entry(f, &fib_list, list) {
		if (f->dst != want->dst || f->mask != want->mask ||
		    ((want->flags & RTF_GATEWAY) && f->gw != want->gw))
			continue;
		list_del(&f->list);
		kfree(f);
		return 0;
	}
	return -ESRCH;
}

/* SIOCADDRT and SIOCDELRT (route(8)) */
long ip_rt_ioctl(unsigned int cmd, void __user *arg)
{
	char devname[IFNAMSIZ] = "";
	struct fib_entry *f;
	struct rtentry rt;
	long err;

	if (!capable(CAP_NET_ADMIN))
		return -EPERM;
	if (copy_from_user(&rt, arg, sizeof(rt)))
		return -EFAULT;
	if (rt.rt_dev) {
		err = strncpy_from_user(devname, rt.rt_dev, IFNAMSIZ);
		if (err < 0)
			return err;
		devname[IFNAMSIZ - 1] = 0;
	}
	f = kzalloc(sizeof(*f), GFP_KERNEL);
	if (!f)
		return -ENOMEM;
	rtnl_lock();
	net_stack_lock();
	err = rtentry_to_fib(&rt, f, devname);
	if (!err && cmd == SIOCDELRT)
		err = fib_del(f);
	else if (!err)
		err = fib_find_dev(f);
	if (!err && cmd == SIOCADDRT)
		list_add_tail(&f->list, &fib_list);
	net_stack_unlock();
	rtnl_unlock();
	if (err || cmd == SIOCDELRT)
		kfree(f);
	return err;
}

/* One line of /proc/net/route, padded to 127 columns as Linux's */
static void route_line(struct seq_file *m, const char *name, __be32 dst,
		       __be32 gw, const struct fib_entry *f)
{
	char line[160];

	snprintf(line, sizeof(line),
		 "%s\t%08X\t%08X\t%04X\t%d\t%u\t%d\t%08X\t%d\t%u\t%u", name,
		 dst, gw, f->flags, 0, 0, (int)f->metric, f->mask, 0, 0, 0);
	seq_printf(m, "%-127s\n", line);
}

static int route_show(struct seq_file *m, void *v)
{
	struct fib_entry conn = { .flags = RTF_UP }, *f;
	struct net_device *dev;

	(void)v;
	seq_printf(m, "%-127s\n", "Iface\tDestination\tGateway \tFlags\t"
		   "RefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT");
	net_stack_lock();
	list_for_each_entry(dev, netdev_list(), dev_list) {
		struct in_device *in = __in_dev_get(dev);

		if (!attached(dev, in ? in->addr : 0))
			continue;
		conn.mask = in->mask;
		route_line(m, dev->name, in->addr & in->mask, 0, &conn);
	}
	list_for_each_entry(f, &fib_list, list)
		route_line(m, f->dev->name, f->dst, f->gw, f);
	net_stack_unlock();
	return 0;
}

static int __init route_proc_init(void)
{
	struct proc_dir_entry *net = proc_mkdir("net", NULL);

	if (!net || !proc_create_single("route", 0444, net, route_show) ||
	    !proc_create_single("dev", 0444, net, dev_seq_show) ||
	    !proc_create_single("tcp", 0444, net, tcp4_seq_show) ||
	    !proc_create_single("tcp6", 0444, net, tcp6_seq_show) ||
	    !proc_create_single("if_inet6", 0444, net, if6_seq_show))
		pr_err("route: /proc/net not made\n");
	init_net.proc_net = net;
	return 0;
}
device_initcall(route_proc_init);

/* A route as rtnetlink shows it: an entry, or an attached network
 * (real NULL) with its interface's address as the preferred source */
struct fib_route {
	struct fib_entry e;
	struct fib_entry *real;
	__be32 prefsrc;
	unsigned int seq;	/* attached networks first, then as added */
};

/* Linux's trie order: by destination, a longer prefix first, then the
 * lower metric, then the older */
static int fib_route_cmp(const void *a, const void *b)
{
	const struct fib_route *x = a, *y = b;

	if (x->e.dst != y->e.dst)
		return ntohl(x->e.dst) < ntohl(y->e.dst) ? -1 : 1;
	if (x->e.mask != y->e.mask)
		return ntohl(x->e.mask) > ntohl(y->e.mask) ? -1 : 1;
	if (x->e.metric != y->e.metric)
		return x->e.metric < y->e.metric ? -1 : 1;
	return x->seq == y->seq ? 0 : x->seq < y->seq ? -1 : 1;
}

/* Every route, in order, and how many in *n (rtnl locked, which every
 * change of them holds); NULL when there is no memory */
static struct fib_route *fib_snapshot(size_t *n)
{
	struct net_device *dev;
	struct fib_route *all;
	struct fib_entry *f;
	size_t max = 0;

	list_for_each_entry(dev, netdev_list(), dev_list)
		max++;
	list_for_each_entry(f, &fib_list, list)
		max++;
	all = kmalloc_array(max ? max : 1, sizeof(*all), GFP_KERNEL);
	if (!all)
		return NULL;
	*n = 0;
	list_for_each_entry(dev, netdev_list(), dev_list) {
		struct in_device *in = __in_dev_get(dev);
		struct fib_route *r = &all[*n];

		if (!attached(dev, in ? in->addr : 0))
			continue;
		memset(r, 0, sizeof(*r));
		r->e.dst = in->addr & in->mask;
		r->e.mask = in->mask;
		r->e.dev = dev;
		r->e.flags = RTF_UP;
		r->e.protocol = RTPROT_KERNEL;
		r->e.scope = RT_SCOPE_LINK;
		r->prefsrc = in->addr;
		r->seq = (unsigned int)(*n)++;
	}
	list_for_each_entry(f, &fib_list, list) {
		struct fib_route *r = &all[*n];

		r->e = *f;
		r->real = f;
		r->prefsrc = 0;
		r->seq = (unsigned int)(*n)++;
	}
	sort(all, *n, sizeof(*all), fib_route_cmp, NULL);
	return all;
}

/* One route as an RTM_NEWROUTE of the main table, Linux's attribute
 * order (fib_dump_info) */
static int fib_dump_route(struct sk_buff *skb,
			  const struct netlink_callback *cb,
			  const struct fib_route *r)
{
	struct nlmsghdr *nlh = nlmsg_put_to(skb, nlmsg_to_cb(cb),
					    RTM_NEWROUTE, sizeof(struct rtmsg),
					    NLM_F_MULTI);
	struct rtmsg *rtm;

	if (!nlh)
		return -EMSGSIZE;
	rtm = nlmsg_data(nlh);
	rtm->rtm_family = AF_INET;
	rtm->rtm_dst_len = (unsigned char)prefix_len(r->e.mask);
	rtm->rtm_table = RT_TABLE_MAIN;
	rtm->rtm_protocol = r->e.protocol;
	rtm->rtm_scope = r->e.scope;
	rtm->rtm_type = RTN_UNICAST;
	if (nla_put_u32(skb, RTA_TABLE, RT_TABLE_MAIN) ||
	    (rtm->rtm_dst_len && nla_put(skb, RTA_DST, 4, &r->e.dst)) ||
	    (r->e.metric && nla_put_u32(skb, RTA_PRIORITY, r->e.metric)) ||
	    (r->prefsrc && nla_put(skb, RTA_PREFSRC, 4, &r->prefsrc)) ||
	    ((r->e.flags & RTF_GATEWAY) &&
	     nla_put(skb, RTA_GATEWAY, 4, &r->e.gw)) ||
	    nla_put_u32(skb, RTA_OIF, (u32)r->e.dev->ifindex)) {
		nlmsg_cancel(skb, nlh);
		return -EMSGSIZE;
	}
	nlmsg_end(skb, nlh);
	return 0;
}

/* RTM_GETROUTE's dump; cb->args[0]: how many the datagrams before took */
static int inet_dump_fib(struct sk_buff *skb, struct netlink_callback *cb)
{
	struct fib_route *all;
	size_t n, i;

	all = fib_snapshot(&n);
	if (!all)
		return -ENOMEM;
	for (i = (size_t)cb->args[0]; i < n; i++)
		if (fib_dump_route(skb, cb, &all[i]))
			break;
	cb->args[0] = (long)i;
	kfree(all);
	return (int)skb->len;
}

/* A route request, Linux's struct fib_config: the route, and what of
 * it a request may leave out */
struct fib_config {
	struct fib_entry e;	/* its dev set by fib_check_nh() */
	unsigned char dst_len, type;
	unsigned int rtm_flags;
	int oif;
	u16 nlflags;
	bool other_table;	/* a table but main */
	bool unsupported;	/* asks what is not here: EOPNOTSUPP */
};

#define RTNH_F_DEAD	1
#define RTNH_F_LINKDOWN	16

static const struct nla_policy rtm_ipv4_policy[RTA_MAX + 1] = {
	[RTA_DST] = { .type = NLA_U32 },
	[RTA_SRC] = { .type = NLA_U32 },
	[RTA_IIF] = { .type = NLA_U32 },
	[RTA_OIF] = { .type = NLA_U32 },
	[RTA_GATEWAY] = { .type = NLA_U32 },
	[RTA_PRIORITY] = { .type = NLA_U32 },
	[RTA_PREFSRC] = { .type = NLA_U32 },
	[RTA_FLOW] = { .type = NLA_U32 },
	[RTA_TABLE] = { .type = NLA_U32 },
};

/* An attribute value or 0 */
static u32 rta_u32(const struct nlattr *nla)
{
	return nla ? nla_get_u32(nla) : 0;
}

/*
 * A request into cfg, Linux's rtm_to_fib_config(): the attributes parse,
 * ECN bits in the TOS or a type past RTN_MAX are EINVAL.  What this
 * table of unicast routes cannot be asked - a TOS, a preferred source,
 * metrics, several next hops, encapsulation, a source prefix - marks
 * the request unsupported.
 */
static int rtm_to_fib_config(const struct nlmsghdr *nlh,
			     struct fib_config *cfg)
{
	const struct rtmsg *rtm = nlmsg_data(nlh);
	struct nlattr *tb[RTA_MAX + 1];
	u32 table;
	int err;

	err = nlmsg_parse_deprecated(nlh, sizeof(*rtm), tb, RTA_MAX,
				     rtm_ipv4_policy);
	if (err)
		return err;
	if ((rtm->rtm_tos & 3) || rtm->rtm_type > RTN_MAX)
		return -EINVAL;
	memset(cfg, 0, sizeof(*cfg));
	cfg->dst_len = rtm->rtm_dst_len;
	cfg->type = rtm->rtm_type;
	cfg->rtm_flags = rtm->rtm_flags;
	cfg->nlflags = nlh->nlmsg_flags;
	cfg->e.protocol = rtm->rtm_protocol;
	cfg->e.scope = rtm->rtm_scope;
	cfg->e.dst = rta_u32(tb[RTA_DST]);
	cfg->e.gw = rta_u32(tb[RTA_GATEWAY]);
	cfg->e.metric = rta_u32(tb[RTA_PRIORITY]);
	cfg->e.flags = RTF_UP | (cfg->e.gw ? RTF_GATEWAY : 0) |
		       (cfg->dst_len == 32 ? RTF_HOST : 0);
	cfg->oif = (int)rta_u32(tb[RTA_OIF]);
	table = tb[RTA_TABLE] ? nla_get_u32(tb[RTA_TABLE]) : rtm->rtm_table;
	cfg->other_table = table != RT_TABLE_UNSPEC && table != RT_TABLE_MAIN;
	cfg->unsupported = rtm->rtm_tos || rtm->rtm_src_len ||
			   tb[RTA_PREFSRC] || tb[RTA_METRICS] ||
			   tb[RTA_MULTIPATH] || tb[RTA_FLOW] || tb[RTA_VIA] ||
			   tb[RTA_ENCAP] || tb[RTA_ENCAP_TYPE];
	return 0;
}

/* The prefix: at most 32 bits and no host bits (EINVAL, Linux's
 * fib_valid_key_len) */
static int fib_valid_key(struct fib_config *cfg)
{
	u32 key = ntohl(cfg->e.dst);

	if (cfg->dst_len > 32 ||
	    (cfg->dst_len && cfg->dst_len < 32 && (key << cfg->dst_len)) ||
	    (!cfg->dst_len && key))
		return -EINVAL;
	cfg->e.mask = inet_make_mask(cfg->dst_len);
	return 0;
}

/* The narrowest scope each route type may have (Linux's fib_props[]) */
static const unsigned char fib_type_scope[RTN_MAX + 1] = {
	[RTN_UNSPEC] = RT_SCOPE_NOWHERE, [2] = RT_SCOPE_HOST,	/* local */
	[3] = RT_SCOPE_LINK, [4] = RT_SCOPE_LINK, /* broadcast, anycast */
	[10] = RT_SCOPE_NOWHERE, [11] = RT_SCOPE_NOWHERE, /* nat, xresolve */
};

/*
 * The next hop, Linux's fib_create_info() and fib_check_nh(): the
 * type's scope (EINVAL); an unknown type (EINVAL), another than
 * unicast (EOPNOTSUPP here); with a gateway, the interface whose
 * attached network has it (and is oif, when given), else ENETUNREACH;
 * without one, oif (ENODEV), which must be up (ENETDOWN).
 */
static int fib_check_nh(struct fib_config *cfg)
{
	struct net_device *dev;

	if (fib_type_scope[cfg->type] > cfg->e.scope ||
	    (cfg->rtm_flags & (RTNH_F_DEAD | RTNH_F_LINKDOWN)) ||
	    cfg->type == RTN_UNSPEC || cfg->type >= 10 ||
	    cfg->e.scope > RT_SCOPE_HOST)
		return -EINVAL;
	if (cfg->type != RTN_UNICAST)
		return -EOPNOTSUPP;
	if (cfg->e.scope == RT_SCOPE_HOST && cfg->e.gw)
		return -EINVAL;
	if (!cfg->e.gw) {
		cfg->e.dev = dev_get_by_index_locked(cfg->oif);
		if (!cfg->e.dev)
			return -ENODEV;
		return cfg->e.dev->flags & IFF_UP ? 0 : -ENETDOWN;
	}
	/* the gateway is on a link: a route of scope link covers it */
	if (cfg->e.scope < RT_SCOPE_LINK)
		list_for_each_entry(dev, netdev_list(), dev_list)
			if ((!cfg->oif || dev->ifindex == cfg->oif) &&
			    attached(dev, cfg->e.gw))
				cfg->e.dev = dev;
	return cfg->e.dev ? 0 : -ENETUNREACH;
}

/* Two routes the same (Linux's fib_info match: the same next hop, scope,
 * protocol and metric) */
static bool fib_same(const struct fib_entry *a, const struct fib_entry *b)
{
	return a->dev == b->dev && a->gw == b->gw && a->scope == b->scope &&
	       a->protocol == b->protocol && a->metric == b->metric;
}

/*
 * cfg into the table, Linux's fib_table_insert(): a route of the same
 * prefix and metric is EEXIST with NLM_F_EXCL, replaced with
 * NLM_F_REPLACE (an attached network cannot be: EOPNOTSUPP); the same
 * route again is EEXIST; without NLM_F_CREATE, ENOENT.
 */
static int fib_table_insert(struct fib_config *cfg)
{
	struct fib_route *all, *first = NULL;
	struct fib_entry *f;
	bool exact = false;
	size_t n, i;

	all = fib_snapshot(&n);
	if (!all)
		return -ENOBUFS;
	for (i = 0; i < n; i++) {
		if (all[i].e.dst != cfg->e.dst ||
		    all[i].e.mask != cfg->e.mask ||
		    all[i].e.metric != cfg->e.metric)
			continue;
		first = first ? first : &all[i];
		exact |= fib_same(&all[i].e, &cfg->e);
	}
	f = first ? first->real : NULL;
	kfree(all);
	if (first && (cfg->nlflags & NLM_F_EXCL))
		return -EEXIST;
	if (first && (cfg->nlflags & NLM_F_REPLACE)) {
		struct list_head keep;

		if (!f)
			return -EOPNOTSUPP;
		keep = f->list;

		net_stack_lock();
		*f = cfg->e;
		f->list = keep;	/* its place on fib_list stays */
		net_stack_unlock();
		return 0;
	}
	if (exact)
		return -EEXIST;
	if (!(cfg->nlflags & NLM_F_CREATE))
		return -ENOENT;
	f = kmemdup(&cfg->e, sizeof(*f), GFP_KERNEL);
	if (!f)
		return -ENOBUFS;
	net_stack_lock();
	list_add_tail(&f->list, &fib_list);
	net_stack_unlock();
	return 0;
}

/* RTM_NEWROUTE (ip route add) */
static int inet_rtm_newroute(struct nl_request *req)
{
	struct fib_config cfg;
	int err = rtm_to_fib_config(req->nlh, &cfg);

	if (!err)
		err = fib_valid_key(&cfg);
	if (!err)
		err = fib_check_nh(&cfg);
	if (!err && (cfg.unsupported || cfg.other_table))
		err = -EOPNOTSUPP;
	return err ? err : fib_table_insert(&cfg);
}

/* A route a delete request names: what it gives must match (Linux's
 * fib_table_delete and fib_nh_match) */
static bool fib_del_match(const struct fib_config *cfg,
			  const struct fib_route *r)
{
	return r->e.dst == cfg->e.dst && r->e.mask == cfg->e.mask &&
	       (!cfg->type || cfg->type == RTN_UNICAST) &&
	       (cfg->e.scope == RT_SCOPE_NOWHERE ||
		cfg->e.scope == r->e.scope) &&
	       (!cfg->e.protocol || cfg->e.protocol == r->e.protocol) &&
	       (!cfg->e.metric || cfg->e.metric == r->e.metric) &&
	       (!cfg->oif || cfg->oif == r->e.dev->ifindex) &&
	       (!cfg->e.gw || ((r->e.flags & RTF_GATEWAY) &&
			       cfg->e.gw == r->e.gw));
}

/* RTM_DELROUTE (ip route del): the first route that matches goes;
 * ESRCH for none (or another table); an attached network goes with its
 * interface's address, not alone: EOPNOTSUPP */
static int inet_rtm_delroute(struct nl_request *req)
{
	struct fib_route *all, *hit = NULL;
	struct fib_config cfg;
	size_t n, i;
	int err = rtm_to_fib_config(req->nlh, &cfg);

	if (!err && cfg.other_table)
		err = -ESRCH;
	if (!err)
		err = fib_valid_key(&cfg);
	if (!err && cfg.unsupported)
		err = -EOPNOTSUPP;
	if (err)
		return err;
	all = fib_snapshot(&n);
	if (!all)
		return -ENOBUFS;
	for (i = 0; i < n && !hit; i++)
		if (fib_del_match(&cfg, &all[i]))
			hit = &all[i];
	err = !hit ? -ESRCH : !hit->real ? -EOPNOTSUPP : 0;
	if (!err) {
		net_stack_lock();
		list_del(&hit->real->list);
		net_stack_unlock();
		kfree(hit->real);
	}
	kfree(all);
	return err;
}

static int __init route_rtnl_init(void)
{
	/* IPv4's are all the routes there are: PF_UNSPEC's dump too */
	rtnl_register(AF_INET, RTM_NEWROUTE, inet_rtm_newroute, NULL);
	rtnl_register(AF_INET, RTM_DELROUTE, inet_rtm_delroute, NULL);
	rtnl_register(AF_INET, RTM_GETROUTE, NULL, inet_dump_fib);
	rtnl_register(AF_UNSPEC, RTM_GETROUTE, NULL, inet_dump_fib);
	return 0;
}
device_initcall(route_rtnl_init);
