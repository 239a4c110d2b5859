/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ethtool.h - what a network driver tells ethtool(8):
 * struct ethtool_ops, hung on net_device.ethtool_ops, which the
 * SIOCETHTOOL ioctl (net/ethtool/ioctl.c) calls, and the structures
 * that ioctl moves, with Linux 6.1's names, numbers and layouts (its
 * uapi/linux/ethtool.h).  oops386 answers the driver-information, link
 * and message-level requests; the rest are EOPNOTSUPP (docs/net.md).
 */
#ifndef _LINUX_ETHTOOL_H
#define _LINUX_ETHTOOL_H

#include "linux/types.h"

struct net_device;
/* kept opaque: no request here moves them */
struct ethtool_regs;
struct ethtool_ringparam;
struct ethtool_link_ksettings;
struct ethtool_ts_info;
struct ethtool_stats;
struct kernel_ethtool_ringparam;
struct netlink_ext_ack;

#define ETHTOOL_FWVERS_LEN	32
#define ETHTOOL_BUSINFO_LEN	32
#define ETHTOOL_EROMVERS_LEN	32
#define ETH_GSTRING_LEN		32

/* the requests, the first word of the ioctl's buffer */
#define ETHTOOL_GDRVINFO	0x00000003
#define ETHTOOL_GMSGLVL		0x00000007
#define ETHTOOL_SMSGLVL		0x00000008
#define ETHTOOL_GLINK		0x0000000a

/* string sets (get_sset_count(), get_strings()) */
enum ethtool_stringset {
	ETH_SS_TEST = 0,
	ETH_SS_STATS,
	ETH_SS_PRIV_FLAGS,
};

struct ethtool_drvinfo {
	__u32 cmd;
	char driver[32];
	char version[32];
	char fw_version[ETHTOOL_FWVERS_LEN];
	char bus_info[ETHTOOL_BUSINFO_LEN];
	char erom_version[ETHTOOL_EROMVERS_LEN];
	char reserved2[12];
	__u32 n_priv_flags;
	__u32 n_stats;
	__u32 testinfo_len;
	__u32 eedump_len;
	__u32 regdump_len;
};

/* one number: a link state, a message level */
struct ethtool_value {
	__u32 cmd;
	__u32 data;
};

struct ethtool_ops {
	void (*get_drvinfo)(struct net_device *dev,
			    struct ethtool_drvinfo *info);
	int (*get_regs_len)(struct net_device *dev);
	void (*get_regs)(struct net_device *dev, struct ethtool_regs *regs,
			 void *p);
	u32 (*get_msglevel)(struct net_device *dev);
	void (*set_msglevel)(struct net_device *dev, u32 level);
	int (*nway_reset)(struct net_device *dev);
	u32 (*get_link)(struct net_device *dev);
	void (*get_ringparam)(struct net_device *dev,
			      struct ethtool_ringparam *ring,
			      struct kernel_ethtool_ringparam *kernel_ring,
			      struct netlink_ext_ack *extack);
	void (*get_strings)(struct net_device *dev, u32 stringset, u8 *data);
	int (*get_sset_count)(struct net_device *dev, int sset);
	void (*get_ethtool_stats)(struct net_device *dev,
				  struct ethtool_stats *stats, u64 *data);
	int (*get_ts_info)(struct net_device *dev,
			   struct ethtool_ts_info *info);
	int (*get_link_ksettings)(struct net_device *dev,
				  struct ethtool_link_ksettings *cmd);
	int (*set_link_ksettings)(struct net_device *dev,
				  const struct ethtool_link_ksettings *cmd);
};

/* the carrier: what a driver without its own link test reports */
u32 ethtool_op_get_link(struct net_device *dev);

/* SIOCETHTOOL on dev, the request at useraddr (net/ethtool/ioctl.c) */
long dev_ethtool(struct net_device *dev, void *useraddr);

#endif /* _LINUX_ETHTOOL_H */
