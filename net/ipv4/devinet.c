// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/devinet.c - an interface's IPv4 address, mask and broadcast
 * (struct in_device, include/net/ip.h), set and read by the ioctls of
 * netdevice(7) that ifconfig uses, and by rtnetlink(7)'s RTM_NEWADDR,
 * RTM_DELADDR and RTM_GETADDR that `ip addr` uses.  One address per
 * interface: Linux's list of them (and its aliases, "eth0:1") is not
 * here.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/if.h"
#include "linux/init.h"
#include "linux/rtnetlink.h"
#include "linux/slab.h"
#include "linux/sockios.h"
#include "asm/uaccess.h"
#include "net/ip.h"

/* The mask of address's class (RFC 791; Linux's inet_abc_len()), what
 * SIOCSIFADDR gives a new address until SIOCSIFNETMASK */
static __be32 class_mask(__be32 addr)
{
	u32 a = ntohl(addr);

	if (!(a & 0x80000000))
		return htonl(0xff000000);
	if (!(a & 0x40000000))
		return htonl(0xffff0000);
	return htonl(0xffffff00);
}

/* Linux's bad_mask(): a mask is ones, then zeros */
static bool bad_mask(__be32 mask)
{
	u32 hmask = ~ntohl(mask);

	return hmask & (hmask + 1);
}

/* The interface whose address addr is (stack locked) */
struct net_device *ip_dev_find(__be32 addr)
{
	struct net_device *dev;

	list_for_each_entry(dev, netdev_list(), dev_list) {
		struct in_device *in = __in_dev_get(dev);

		if (in && in->addr == addr)
			return dev;
	}
	return NULL;
}

/* Forget dev's address (stack locked): unregister_netdevice() */
void inet_dev_destroy(struct net_device *dev)
{
	kfree(dev->ip_ptr);
	dev->ip_ptr = NULL;
}

static void set_sin(struct sockaddr *sa, __be32 addr)
{
	struct sockaddr_in *sin = (struct sockaddr_in *)sa;

	memset(sin, 0, sizeof(*sin));
	sin->sin_family = AF_INET;
	sin->sin_addr.s_addr = addr;
}

/* A SIOCGIF*ADDR or SIOCGIFNETMASK into ifr (stack locked) */
static long get_addr(unsigned int cmd, struct net_device *dev,
		     struct ifreq *ifr)
{
	struct in_device *in = __in_dev_get(dev);

	if (!in)
		return -EADDRNOTAVAIL;
	set_sin(&ifr->ifr_addr, cmd == SIOCGIFNETMASK ? in->mask :
				cmd == SIOCGIFBRDADDR ? in->broadcast :
				in->addr);
	return 0;
}

/* dev's address becomes a/mask (stack locked), in *spare if it had
 * none; host scope for 127/8, as Linux's inet_set_ifa() */
static struct in_device *inet_set_ifa(struct net_device *dev,
				      struct in_device **spare, __be32 a,
				      __be32 mask)
{
	struct in_device *in = __in_dev_get(dev);

	if (!in) {
		in = dev->ip_ptr = *spare;
		*spare = NULL;
		in->cstamp = jiffies;
	}
	in->addr = a;
	in->mask = mask;
	in->scope = ipv4_is_loopback(a) ? RT_SCOPE_HOST : RT_SCOPE_UNIVERSE;
	return in;
}

/* An RTM_NEWADDR (or RTM_DELADDR) describing dev's address; -EMSGSIZE
 * when it does not fit.  Its lifetimes are forever (IFA_F_PERMANENT):
 * there are no others here. */
static int inet_fill_ifaddr(struct sk_buff *skb, struct net_device *dev,
			    int type, struct nlmsg_to to, int flags)
{
	const struct in_device *in = __in_dev_get(dev);
	u32 stamp = jiffies_to_msecs(in->cstamp - INITIAL_JIFFIES) / 10;
	struct ifa_cacheinfo ci = { INFINITY_LIFE_TIME, INFINITY_LIFE_TIME,
				    stamp, stamp };
	struct nlmsghdr *nlh;
	struct ifaddrmsg *ifm;

	nlh = nlmsg_put_to(skb, to, type, sizeof(*ifm), flags);
	if (!nlh)
		return -EMSGSIZE;
	ifm = nlmsg_data(nlh);
	ifm->ifa_family = AF_INET;
	ifm->ifa_prefixlen = (u8)hweight32(in->mask);
	ifm->ifa_flags = IFA_F_PERMANENT;
	ifm->ifa_scope = in->scope;
	ifm->ifa_index = (u32)dev->ifindex;
	if (nla_put(skb, IFA_ADDRESS, 4, &in->addr) ||
	    nla_put(skb, IFA_LOCAL, 4, &in->addr) ||
	    (in->broadcast && nla_put(skb, IFA_BROADCAST, 4, &in->broadcast)) ||
	    nla_put_string(skb, IFA_LABEL, dev->name) ||
	    nla_put_u32(skb, IFA_FLAGS, IFA_F_PERMANENT) ||
	    nla_put(skb, IFA_CACHEINFO, sizeof(ci), &ci)) {
		nlmsg_cancel(skb, nlh);
		return -EMSGSIZE;
	}
	nlmsg_end(skb, nlh);
	return 0;
}

/* dev's address in a message of its own for RTNLGRP_IPV4_IFADDR; NULL
 * when there is no memory for it */
static struct sk_buff *inet_ifa_msg(int type, struct net_device *dev,
				    struct nlmsg_to to)
{
	struct sk_buff *skb = alloc_skb(NLMSG_GOODSIZE, GFP_KERNEL);

	if (skb && inet_fill_ifaddr(skb, dev, type, to, 0)) {
		kfree_skb(skb);
		return NULL;
	}
	return skb;
}

/*
 * An address change (rtnl_lock() held: nothing else changes dev's
 * address meanwhile) between inet_ifa_change_begin() and _end(): when
 * the address is not what it was, RTNLGRP_IPV4_IFADDR hears the old one
 * go and the new one come (RTM_DELADDR, RTM_NEWADDR), as
 * Linux's inet_del_ifa() and Linux's inet_insert_ifa() tell it.  to: the request's
 * sender and sequence, or 0 and 0 for an ioctl's change.
 */
struct ifa_change {
	struct nlmsg_to to;
	bool had;
	struct in_device was;
	struct sk_buff *del;	/* the old address gone, built beforehand */
};

static void inet_ifa_change_begin(struct ifa_change *c,
				  struct net_device *dev, struct nlmsg_to to)
{
	const struct in_device *in = __in_dev_get(dev);

	c->to = to;
	c->had = in;
	c->del = NULL;
	if (in) {
		c->was = *in;
		c->del = inet_ifa_msg(RTM_DELADDR, dev, to);
	}
}

static void inet_ifa_change_end(struct ifa_change *c, struct net_device *dev)
{
	const struct in_device *in = __in_dev_get(dev);

	if (c->had && in && in->addr == c->was.addr &&
	    in->mask == c->was.mask && in->broadcast == c->was.broadcast &&
	    in->scope == c->was.scope) {
		kfree_skb(c->del);
		return;
	}
	if (c->had)
		rtnl_multicast(c->del, RTNLGRP_IPV4_IFADDR);
	if (in)
		rtnl_multicast(inet_ifa_msg(RTM_NEWADDR, dev, c->to),
			       RTNLGRP_IPV4_IFADDR);
}

/*
 * lo came up (dev_open(), rtnl_lock() held): without an address it gets
 * 127.0.0.1/8, as Linux's inetdev_event() gives it at NETDEV_UP, so
 * that 0.0.0.0 and 127.0.0.1 reach this host once lo is up.  Linux adds
 * it beside any other address lo has; here lo keeps the one it has.
 */
void inet_loopback_up(struct net_device *dev)
{
	struct in_device *spare = kzalloc(sizeof(*spare), GFP_KERNEL);
	struct ifa_change c;

	if (!spare) {
		printk(KERN_WARNING "%s: no memory for 127.0.0.1\n", dev->name);
		return;
	}
	inet_ifa_change_begin(&c, dev, NL_NOBODY);
	net_stack_lock();
	if (!__in_dev_get(dev))
		inet_set_ifa(dev, &spare, htonl(INADDR_LOOPBACK),
			     inet_make_mask(8));
	net_stack_unlock();
	inet_ifa_change_end(&c, dev);
	kfree(spare);
}

/* A SIOCSIF*: the address, mask or broadcast from sin (stack locked) */
static long set_addr(unsigned int cmd, struct net_device *dev, __be32 a,
		     struct in_device **spare)
{
	struct in_device *in = __in_dev_get(dev);

	if (cmd == SIOCSIFADDR) {
		if (!a) {	/* 0.0.0.0: the address goes (Linux) */
			inet_dev_destroy(dev);
			return 0;
		}
		if (in && in->addr == a)	/* as it is: mask kept (Linux) */
			return 0;
		in = inet_set_ifa(dev, spare, a, class_mask(a));
		in->broadcast = dev->flags & IFF_BROADCAST ?
				(a | ~in->mask) : 0;
		return 0;
	}
	if (!in)
		return -EADDRNOTAVAIL;
	if (cmd == SIOCSIFBRDADDR) {
		in->broadcast = a;
		return 0;
	}
	if (bad_mask(a))
		return -EINVAL;
	/* a broadcast that followed the old mask follows the new one */
	if (in->broadcast == (in->addr | ~in->mask))
		in->broadcast = in->addr | ~a;
	in->mask = a;
	return 0;
}

static bool is_set_cmd(unsigned int cmd)
{
	return cmd == SIOCSIFADDR || cmd == SIOCSIFNETMASK ||
	       cmd == SIOCSIFBRDADDR;
}

/* rtnl_lock() held: the interfaces cannot come or go */
static long devinet_do(unsigned int cmd, struct ifreq *ifr,
		       struct in_device **spare)
{
	const struct sockaddr_in *sin = (struct sockaddr_in *)&ifr->ifr_addr;
	struct net_device *dev;
	struct ifa_change c;
	long err;

	ifr->ifr_name[IFNAMSIZ - 1] = 0;
	dev = __dev_get_by_name(ifr->ifr_name);
	if (!dev)
		return -ENODEV;
	if (is_set_cmd(cmd))
		inet_ifa_change_begin(&c, dev, NL_NOBODY);
	net_stack_lock();
	if (is_set_cmd(cmd))
		err = set_addr(cmd, dev, sin->sin_addr.s_addr, spare);
	else
		err = get_addr(cmd, dev, ifr);
	net_stack_unlock();
	if (is_set_cmd(cmd))
		inet_ifa_change_end(&c, dev);
	return err;
}

/* SIOCGIFADDR ... SIOCSIFNETMASK on an AF_INET socket */
long devinet_ioctl(unsigned int cmd, void __user *arg)
{
	struct in_device *spare = NULL;
	struct ifreq ifr;
	long err;

	if (copy_from_user(&ifr, arg, sizeof(ifr)))
		return -EFAULT;
	if (is_set_cmd(cmd)) {
		if (!capable(CAP_NET_ADMIN))
			return -EPERM;
		if (ifr.ifr_addr.sa_family != AF_INET)
			return -EINVAL;
		spare = kzalloc(sizeof(*spare), GFP_KERNEL);
		if (!spare)
			return -ENOMEM;
	}
	rtnl_lock();
	err = devinet_do(cmd, &ifr, &spare);
	rtnl_unlock();
	kfree(spare);
	if (!err && !is_set_cmd(cmd) && copy_to_user(arg, &ifr, sizeof(ifr)))
		err = -EFAULT;
	return err;
}

/*
 * SIOCGIFCONF: an ifreq with the address of each interface that has
 * one, as far as len bytes hold; the bytes written.  A NULL buf asks
 * only how many bytes all would take (netdevice(7)).
 */
long inet_gifconf(char __user *buf, int len)
{
	struct net_device *dev;
	struct ifreq ifr;
	int done = 0;
	long err = 0;

	rtnl_lock();	/* the list cannot change, copy_to_user may sleep */
	list_for_each_entry(dev, netdev_list(), dev_list) {
		struct in_device *in = __in_dev_get(dev);

		if (!in)
			continue;
		if (buf && len - done < (int)sizeof(ifr))
			break;
		if (buf) {
			memset(&ifr, 0, sizeof(ifr));
			strlcpy(ifr.ifr_name, dev->name, IFNAMSIZ);
			set_sin(&ifr.ifr_addr, in->addr);
			if (copy_to_user(buf + done, &ifr, sizeof(ifr))) {
				err = -EFAULT;
				break;
			}
		}
		done += (int)sizeof(ifr);
	}
	rtnl_unlock();
	return err ? err : done;
}

/* What Linux's ifa_ipv4_policy says of the attributes read here */
static const struct nla_policy ifa_ipv4_policy[IFA_MAX + 1] = {
	[IFA_LOCAL] = { .type = NLA_U32 },
	[IFA_ADDRESS] = { .type = NLA_U32 },
	[IFA_BROADCAST] = { .type = NLA_U32 },
	[IFA_LABEL] = { .type = NLA_STRING, .len = IFNAMSIZ - 1 },
	[IFA_CACHEINFO] = { .len = sizeof(struct ifa_cacheinfo) },
	[IFA_FLAGS] = { .type = NLA_U32 },
	[IFA_RT_PRIORITY] = { .type = NLA_U32 },
	[IFA_TARGET_NETNSID] = { .type = NLA_U32 },
	[IFA_PROTO] = { .type = NLA_U8 },
};

/* An attribute that names another interface than dev: a label other
 * than its name (an alias, "eth0:1") */
static bool inet_other_label(const struct nlattr *label,
			     const struct net_device *dev)
{
	return label && nla_strcmp(label, dev->name);
}

/* RTM_GETADDR's dump: the address of every interface that has one */
static int inet_dump_ifaddr(struct sk_buff *skb, struct netlink_callback *cb)
{
	struct net_device *dev;
	long idx = 0;

	list_for_each_entry(dev, netdev_list(), dev_list) {
		if (!__in_dev_get(dev))
			continue;
		if (idx < cb->args[0]) {
			idx++;
			continue;
		}
		if (inet_fill_ifaddr(skb, dev, RTM_NEWADDR, nlmsg_to_cb(cb),
				     NLM_F_MULTI))
			break;
		idx++;
	}
	cb->args[0] = idx;
	return (int)skb->len;
}

/*
 * The checks of Linux's rtm_to_ifaddr(), in its order: the attributes
 * parse, a prefix of at most 32 and an IFA_LOCAL (EINVAL), an interface
 * there is (ENODEV), lifetimes that make sense (EINVAL).  Then what
 * this one-address-per-interface model cannot hold: a peer address, a
 * label, lifetimes that end - EOPNOTSUPP.
 */
static int inet_rtm_to_ifaddr(const struct nlmsghdr *nlh, struct nlattr **tb,
			      struct net_device **dev)
{
	const struct ifaddrmsg *ifm = nlmsg_data(nlh);
	const struct ifa_cacheinfo *ci;
	int err;

	err = nlmsg_parse_deprecated(nlh, sizeof(*ifm), tb, IFA_MAX,
				     ifa_ipv4_policy);
	if (err)
		return err;
	if (ifm->ifa_prefixlen > 32 || !tb[IFA_LOCAL])
		return -EINVAL;
	*dev = dev_get_by_index_locked((int)ifm->ifa_index);
	if (!*dev)
		return -ENODEV;
	ci = tb[IFA_CACHEINFO] ? nla_data(tb[IFA_CACHEINFO]) : NULL;
	if (ci && (!ci->ifa_valid || ci->ifa_prefered > ci->ifa_valid))
		return -EINVAL;
	if ((tb[IFA_ADDRESS] &&
	     nla_get_u32(tb[IFA_ADDRESS]) != nla_get_u32(tb[IFA_LOCAL])) ||
	    inet_other_label(tb[IFA_LABEL], *dev) ||
	    (ci && ci->ifa_valid != INFINITY_LIFE_TIME))
		return -EOPNOTSUPP;
	return 0;
}

/*
 * RTM_NEWADDR (ip addr add): the interface's address, mask from the
 * prefix, and IFA_BROADCAST's broadcast or none, as Linux.  The same
 * address again is EEXIST (unless NLM_F_REPLACE without NLM_F_EXCL:
 * nothing to change); 0.0.0.0 is taken and nothing done (Linux's
 * __inet_insert_ifa); a second, different address is EOPNOTSUPP.
 */
static int inet_rtm_newaddr(struct nl_request *req)
{
	const struct nlmsghdr *nlh = req->nlh;
	const struct ifaddrmsg *ifm = nlmsg_data(nlh);
	struct nlattr *tb[IFA_MAX + 1];
	struct in_device *in, *spare;
	struct net_device *dev;
	struct ifa_change c;
	__be32 local, mask;
	int err = inet_rtm_to_ifaddr(nlh, tb, &dev);

	if (err)
		return err;
	local = nla_get_u32(tb[IFA_LOCAL]);
	mask = inet_make_mask(ifm->ifa_prefixlen);
	in = __in_dev_get(dev);
	if (in && in->addr == local && in->mask == mask)
		return (nlh->nlmsg_flags & NLM_F_EXCL) ||
		       !(nlh->nlmsg_flags & NLM_F_REPLACE) ? -EEXIST : 0;
	if (!local)
		return 0;
	if (in)
		return -EOPNOTSUPP;
	spare = kzalloc(sizeof(*spare), GFP_KERNEL);
	if (!spare)
		return -ENOBUFS;
	inet_ifa_change_begin(&c, dev, nlmsg_to_req(req));
	net_stack_lock();
	in = inet_set_ifa(dev, &spare, local, mask);
	in->scope = ifm->ifa_scope;
	in->broadcast = tb[IFA_BROADCAST] ? nla_get_u32(tb[IFA_BROADCAST]) : 0;
	net_stack_unlock();
	inet_ifa_change_end(&c, dev);
	return 0;
}

/* RTM_DELADDR (ip addr del): the address goes if the request matches
 * it - IFA_LOCAL, IFA_LABEL, IFA_ADDRESS's network - as Linux's
 * inet_rtm_deladdr(); EADDRNOTAVAIL when it does not */
static int inet_rtm_deladdr(struct nl_request *req)
{
	const struct ifaddrmsg *ifm = nlmsg_data(req->nlh);
	struct nlattr *tb[IFA_MAX + 1];
	struct net_device *dev;
	struct ifa_change c;
	struct in_device *in;
	int err;

	err = nlmsg_parse_deprecated(req->nlh, sizeof(*ifm), tb, IFA_MAX,
				     ifa_ipv4_policy);
	if (err)
		return err;
	dev = dev_get_by_index_locked((int)ifm->ifa_index);
	if (!dev)
		return -ENODEV;
	in = __in_dev_get(dev);
	if (!in || (tb[IFA_LOCAL] && nla_get_u32(tb[IFA_LOCAL]) != in->addr) ||
	    inet_other_label(tb[IFA_LABEL], dev) ||
	    (tb[IFA_ADDRESS] &&
	     (ifm->ifa_prefixlen != hweight32(in->mask) ||
	      ((nla_get_u32(tb[IFA_ADDRESS]) ^ in->addr) & in->mask))))
		return -EADDRNOTAVAIL;
	inet_ifa_change_begin(&c, dev, nlmsg_to_req(req));
	net_stack_lock();
	inet_dev_destroy(dev);
	net_stack_unlock();
	inet_ifa_change_end(&c, dev);
	return 0;
}

static int __init devinet_init(void)
{
	/* no other family has addresses here: PF_UNSPEC's dump (all
	 * families, Linux's rtnl_dump_all()) is IPv4's */
	rtnl_register(AF_INET, RTM_NEWADDR, inet_rtm_newaddr, NULL);
	rtnl_register(AF_INET, RTM_DELADDR, inet_rtm_deladdr, NULL);
	rtnl_register(AF_INET, RTM_GETADDR, NULL, inet_dump_ifaddr);
	rtnl_register(AF_UNSPEC, RTM_GETADDR, NULL, inet_dump_ifaddr);
	return 0;
}
device_initcall(devinet_init);
