// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/route.c - where a packet goes: to this host through lo, to
 * a directly attached network through the interface whose address and
 * mask cover it, or through a gateway that route(8) added (SIOCADDRT).
 * The attached networks are not stored as routes: they are read off
 * the interfaces that are up, so an address, a mask or a device going
 * down changes them at once.  The longest prefix wins (RFC 1812,
 * 5.2.4.3), an attached network before a gateway of the same length.
 * /proc/net/route lists both in Linux's format.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/init.h"
#include "linux/proc_fs.h"
#include "linux/route.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "linux/sockios.h"
#include "asm/uaccess.h"
#include "net/ip.h"
#include "net/tcp.h"

struct fib_entry {
	struct list_head list;
	__be32 dst, mask, gw;
	struct net_device *dev;
	unsigned short flags;	/* RTF_ */
	short metric;
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
	f->metric = rt->rt_metric ? (short)(rt->rt_metric - 1) : 0;
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
		 dst, gw, f->flags, 0, 0, f->metric, f->mask, 0, 0, 0);
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
	    !proc_create_single("tcp", 0444, net, tcp4_seq_show))
		pr_err("route: /proc/net not made\n");
	return 0;
}
device_initcall(route_proc_init);
