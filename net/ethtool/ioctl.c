// SPDX-License-Identifier: GPL-2.0
/*
 * net/ethtool/ioctl.c - SIOCETHTOOL, the ioctl ethtool(8) speaks to a
 * driver through (its netlink interface came later): ifr_data points
 * at a buffer whose first word is the request.  oops386 answers
 *	ETHTOOL_GDRVINFO  the driver's name and version (get_drvinfo) and
 *	                  the counts of its string sets (Linux 6.1 falls
 *	                  back to the parent device's driver; a net_device
 *	                  here has no parent device)
 *	ETHTOOL_GLINK     link up: the device running and get_link() true
 *	ETHTOOL_GMSGLVL   the driver's message level, and SMSGLVL to set it
 *	                  (CAP_NET_ADMIN)
 * and says EOPNOTSUPP for a request the driver has no operation for,
 * or that is not one of those, as Linux does.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/errno.h"
#include "linux/ethtool.h"
#include "linux/export.h"
#include "linux/netdevice.h"
#include "linux/string.h"
#include "asm/uaccess.h"

u32 ethtool_op_get_link(struct net_device *dev)
{
	return netif_carrier_ok(dev) ? 1 : 0;
}
EXPORT_SYMBOL(ethtool_op_get_link);

static long ethtool_get_drvinfo(struct net_device *dev, void __user *uaddr)
{
	const struct ethtool_ops *ops = dev->ethtool_ops;
	struct ethtool_drvinfo info;
	int n;

	if (!ops || !ops->get_drvinfo)
		return -EOPNOTSUPP;
	memset(&info, 0, sizeof(info));
	info.cmd = ETHTOOL_GDRVINFO;
	ops->get_drvinfo(dev, &info);
	if (ops->get_sset_count) {
		n = ops->get_sset_count(dev, ETH_SS_STATS);
		info.n_stats = n > 0 ? (u32)n : 0;
		n = ops->get_sset_count(dev, ETH_SS_TEST);
		info.testinfo_len = n > 0 ? (u32)n : 0;
		n = ops->get_sset_count(dev, ETH_SS_PRIV_FLAGS);
		info.n_priv_flags = n > 0 ? (u32)n : 0;
	}
	if (ops->get_regs_len)
		info.regdump_len = (u32)max(ops->get_regs_len(dev), 0);
	return copy_to_user(uaddr, &info, sizeof(info)) ? -EFAULT : 0;
}

/* GLINK and GMSGLVL: one number back */
static long ethtool_get_value(struct net_device *dev, u32 cmd,
			      void __user *uaddr)
{
	const struct ethtool_ops *ops = dev->ethtool_ops;
	struct ethtool_value v = { .cmd = cmd };

	if (cmd == ETHTOOL_GLINK) {
		if (!ops || !ops->get_link)
			return -EOPNOTSUPP;
		v.data = netif_running(dev) && ops->get_link(dev);
	} else {
		if (!ops || !ops->get_msglevel)
			return -EOPNOTSUPP;
		v.data = ops->get_msglevel(dev);
	}
	return copy_to_user(uaddr, &v, sizeof(v)) ? -EFAULT : 0;
}

static long ethtool_set_msglevel(struct net_device *dev, void __user *uaddr)
{
	const struct ethtool_ops *ops = dev->ethtool_ops;
	struct ethtool_value v;

	if (!ops || !ops->set_msglevel)
		return -EOPNOTSUPP;
	if (copy_from_user(&v, uaddr, sizeof(v)))
		return -EFAULT;
	ops->set_msglevel(dev, v.data);
	return 0;
}

/* rtnl held by the caller, net/core/dev_ioctl.c */
long dev_ethtool(struct net_device *dev, void *useraddr)
{
	u32 cmd;

	if (copy_from_user(&cmd, useraddr, sizeof(cmd)))
		return -EFAULT;
	switch (cmd) {
	case ETHTOOL_GDRVINFO:
		return ethtool_get_drvinfo(dev, useraddr);
	case ETHTOOL_GLINK:
	case ETHTOOL_GMSGLVL:
		return ethtool_get_value(dev, cmd, useraddr);
	case ETHTOOL_SMSGLVL:
		if (!capable(CAP_NET_ADMIN))
			return -EPERM;
		return ethtool_set_msglevel(dev, useraddr);
	}
	return -EOPNOTSUPP;
}
