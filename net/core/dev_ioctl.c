// SPDX-License-Identifier: GPL-2.0
/*
 * net/core/dev_ioctl.c - the interface ioctls of netdevice(7) that any
 * socket takes: name and index, flags (up and down), MTU, hardware
 * address, queue length, the map, and SIOCGIFCONF's list; SIOCETHTOOL
 * goes on to the driver (net/ethtool/ioctl.c).  Reading is anyone's; a
 * change is CAP_NET_ADMIN's (EPERM).  An interface that is not there is
 * ENODEV; a request nobody knows, ENOTTY.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/ethtool.h"
#include "linux/if_arp.h"
#include "linux/rtnetlink.h"
#include "linux/sockios.h"
#include "asm/uaccess.h"
#include "net/ip.h"

static long dev_ifconf(void __user *arg)
{
	struct ifconf ifc;
	long n;

	if (copy_from_user(&ifc, arg, sizeof(ifc)))
		return -EFAULT;
	if (ifc.ifc_len < 0)
		return -EINVAL;		/* Linux 6.1 */
	n = inet_gifconf(ifc.ifc_buf, ifc.ifc_len);
	if (n < 0)
		return n;
	ifc.ifc_len = (int)n;
	return copy_to_user(arg, &ifc, sizeof(ifc)) ? -EFAULT : 0;
}

/* A question about dev answered in ifr (rtnl locked) */
static long dev_ifsioc_get(unsigned int cmd, struct net_device *dev,
			   struct ifreq *ifr)
{
	switch (cmd) {
	case SIOCGIFFLAGS:
		ifr->ifr_flags = (short)dev_get_flags(dev);
		return 0;
	case SIOCGIFMETRIC:
		ifr->ifr_metric = 0;
		return 0;
	case SIOCGIFMTU:
		ifr->ifr_mtu = (int)dev->mtu;
		return 0;
	case SIOCGIFHWADDR:
		memset(ifr->ifr_hwaddr.sa_data, 0,
		       sizeof(ifr->ifr_hwaddr.sa_data));
		memcpy(ifr->ifr_hwaddr.sa_data, dev->dev_addr,
		       min_t(size_t, dev->addr_len,
			     sizeof(ifr->ifr_hwaddr.sa_data)));
		ifr->ifr_hwaddr.sa_family = dev->type;
		return 0;
	case SIOCGIFINDEX:
		ifr->ifr_ifindex = dev->ifindex;
		return 0;
	case SIOCGIFTXQLEN:
		ifr->ifr_qlen = (int)dev->tx_queue_len;
		return 0;
	case SIOCGIFMAP:
		memset(&ifr->ifr_map, 0, sizeof(ifr->ifr_map));
		ifr->ifr_map.mem_start = dev->mem_start;
		ifr->ifr_map.mem_end = dev->mem_end;
		ifr->ifr_map.base_addr = (unsigned short)dev->base_addr;
		ifr->ifr_map.irq = (unsigned char)dev->irq;
		ifr->ifr_map.port = dev->if_port;
		return 0;
	}
	return -ENOTTY;
}

/* SIOCSIFMTU and rtnetlink's IFLA_MTU: the same MTU changes nothing;
 * EINVAL outside the device's range; a new one is told in an
 * RTM_NEWLINK, as Linux's NETDEV_CHANGEMTU (rtnl locked) */
int dev_set_mtu(struct net_device *dev, int mtu)
{
	const struct net_device_ops *ops = dev->netdev_ops;
	int err = 0;

	if ((unsigned int)mtu == dev->mtu)
		return 0;
	if (mtu < 0 || (dev->max_mtu && (unsigned int)mtu > dev->max_mtu) ||
	    (unsigned int)mtu < dev->min_mtu)
		return -EINVAL;
	if (ops && ops->ndo_change_mtu)
		err = ops->ndo_change_mtu(dev, mtu);
	else
		dev->mtu = (unsigned int)mtu;
	if (!err)
		rtmsg_ifinfo(RTM_NEWLINK, dev, 0);
	return err;
}

/* SIOCSIFTXQLEN and IFLA_TXQLEN: a new length is told in an
 * RTM_NEWLINK, as Linux's NETDEV_CHANGE_TX_QUEUE_LEN (rtnl locked) */
void dev_change_tx_queue_len(struct net_device *dev, unsigned int len)
{
	if (len == dev->tx_queue_len)
		return;
	dev->tx_queue_len = len;
	rtmsg_ifinfo(RTM_NEWLINK, dev, 0);
}

/* A change to dev from ifr (rtnl locked) */
static long dev_ifsioc_set(unsigned int cmd, struct net_device *dev,
			   struct ifreq *ifr)
{
	const struct net_device_ops *ops = dev->netdev_ops;

	switch (cmd) {
	case SIOCSIFFLAGS:
		return dev_change_flags(dev, (unsigned short)ifr->ifr_flags);
	case SIOCSIFMETRIC:
		return -EOPNOTSUPP;	/* as Linux */
	case SIOCSIFMTU:
		return dev_set_mtu(dev, ifr->ifr_mtu);
	case SIOCSIFHWADDR:
		if (!ops || !ops->ndo_set_mac_address)
			return -EOPNOTSUPP;
		if (ifr->ifr_hwaddr.sa_family != dev->type)
			return -EINVAL;
		return ops->ndo_set_mac_address(dev, &ifr->ifr_hwaddr);
	case SIOCSIFTXQLEN:
		if (ifr->ifr_qlen < 0)
			return -EINVAL;
		dev_change_tx_queue_len(dev, (unsigned int)ifr->ifr_qlen);
		return 0;
	case SIOCSIFMAP:
		if (!ops || !ops->ndo_set_config)
			return -EOPNOTSUPP;
		return ops->ndo_set_config(dev, &ifr->ifr_map);
	}
	return -ENOTTY;
}

static bool is_set(unsigned int cmd)
{
	return cmd == SIOCSIFFLAGS || cmd == SIOCSIFMETRIC ||
	       cmd == SIOCSIFMTU || cmd == SIOCSIFHWADDR ||
	       cmd == SIOCSIFTXQLEN || cmd == SIOCSIFMAP;
}

static bool is_get(unsigned int cmd)
{
	return cmd == SIOCGIFFLAGS || cmd == SIOCGIFMETRIC ||
	       cmd == SIOCGIFMTU || cmd == SIOCGIFHWADDR ||
	       cmd == SIOCGIFINDEX || cmd == SIOCGIFTXQLEN ||
	       cmd == SIOCGIFMAP || cmd == SIOCGIFNAME ||
	       cmd == SIOCETHTOOL;
}

/* SIOCGIFNAME: the name of index ifr_ifindex */
static long dev_ifname(struct ifreq *ifr)
{
	struct net_device *dev = dev_get_by_index_locked(ifr->ifr_ifindex);

	if (!dev)
		return -ENODEV;
	strlcpy(ifr->ifr_name, dev->name, IFNAMSIZ);
	return 0;
}

long dev_ioctl(unsigned int cmd, void __user *arg)
{
	struct net_device *dev;
	struct ifreq ifr;
	long err;

	if (cmd == SIOCGIFCONF)
		return dev_ifconf(arg);
	if (!is_set(cmd) && !is_get(cmd))
		return -ENOTTY;
	if (copy_from_user(&ifr, arg, sizeof(ifr)))
		return -EFAULT;
	ifr.ifr_name[IFNAMSIZ - 1] = 0;
	if (is_set(cmd) && !capable(CAP_NET_ADMIN))
		return -EPERM;
	rtnl_lock();
	if (cmd == SIOCGIFNAME) {
		err = dev_ifname(&ifr);
	} else if (cmd == SIOCETHTOOL) {
		/* the answer is in ifr_data's buffer, ifr goes back as it came */
		dev = __dev_get_by_name(ifr.ifr_name);
		err = dev ? dev_ethtool(dev, ifr.ifr_data) : -ENODEV;
	} else {
		dev = __dev_get_by_name(ifr.ifr_name);
		err = !dev ? -ENODEV : is_set(cmd) ?
		      dev_ifsioc_set(cmd, dev, &ifr) :
		      dev_ifsioc_get(cmd, dev, &ifr);
	}
	rtnl_unlock();
	if (!err && !is_set(cmd) && copy_to_user(arg, &ifr, sizeof(ifr)))
		err = -EFAULT;
	return err;
}
