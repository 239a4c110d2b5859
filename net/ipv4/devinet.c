// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv4/devinet.c - an interface's IPv4 address, mask and broadcast
 * (struct in_device, include/net/ip.h), set and read by the ioctls of
 * netdevice(7) that ifconfig uses.  One address per interface: Linux's
 * list of them (and its aliases, "eth0:1") is not here.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/if.h"
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
		if (!in) {
			in = dev->ip_ptr = *spare;
			*spare = NULL;
		}
		in->addr = a;
		in->mask = class_mask(a);
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

static long devinet_do(unsigned int cmd, struct ifreq *ifr,
		       struct in_device **spare)
{
	const struct sockaddr_in *sin = (struct sockaddr_in *)&ifr->ifr_addr;
	struct net_device *dev;
	long err;

	ifr->ifr_name[IFNAMSIZ - 1] = 0;
	net_stack_lock();
	dev = __dev_get_by_name(ifr->ifr_name);
	if (!dev)
		err = -ENODEV;
	else if (is_set_cmd(cmd))
		err = set_addr(cmd, dev, sin->sin_addr.s_addr, spare);
	else
		err = get_addr(cmd, dev, ifr);
	net_stack_unlock();
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
