/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rtnetlink.h - NETLINK_ROUTE's messages (rtnetlink(7)):
 * links, IPv4 addresses and routes, each a fixed header and attributes,
 * Linux 6.1's numbers and layouts; and rtnl_register(), which ties a
 * message type of a family to its handlers (net/core/rtnetlink.c).
 */
#ifndef _LINUX_RTNETLINK_H
#define _LINUX_RTNETLINK_H

#include "linux/types.h"
#include "net/netlink.h"

#define RTM_BASE	16
#define RTM_NEWLINK	16
#define RTM_DELLINK	17
#define RTM_GETLINK	18
#define RTM_SETLINK	19
#define RTM_NEWADDR	20
#define RTM_DELADDR	21
#define RTM_GETADDR	22
#define RTM_NEWROUTE	24
#define RTM_DELROUTE	25
#define RTM_GETROUTE	26
#define RTM_MAX		123	/* 6.1's RTM_GETTUNNEL, rounded up */
#define RTM_NR_MSGTYPES	(RTM_MAX + 1 - RTM_BASE)

/* Every request starts with its family (the fixed headers below do) */
struct rtgenmsg {
	unsigned char rtgen_family;
};

struct ifinfomsg {
	unsigned char ifi_family;
	unsigned char __ifi_pad;
	unsigned short ifi_type;	/* ARPHRD_ */
	int ifi_index;
	unsigned int ifi_flags;		/* IFF_ */
	unsigned int ifi_change;	/* which flags a SETLINK changes */
};

enum {
	IFLA_UNSPEC, IFLA_ADDRESS, IFLA_BROADCAST, IFLA_IFNAME, IFLA_MTU,
	IFLA_LINK, IFLA_QDISC, IFLA_STATS, IFLA_COST, IFLA_PRIORITY,
	IFLA_MASTER, IFLA_WIRELESS, IFLA_PROTINFO, IFLA_TXQLEN, IFLA_MAP,
	IFLA_WEIGHT, IFLA_OPERSTATE, IFLA_LINKMODE, IFLA_LINKINFO,
	IFLA_NET_NS_PID, IFLA_IFALIAS, IFLA_NUM_VF, IFLA_VFINFO_LIST,
	IFLA_STATS64, IFLA_VF_PORTS, IFLA_PORT_SELF, IFLA_AF_SPEC, IFLA_GROUP,
	IFLA_NET_NS_FD, IFLA_EXT_MASK, IFLA_PROMISCUITY, IFLA_NUM_TX_QUEUES,
	IFLA_NUM_RX_QUEUES, IFLA_CARRIER,
	IFLA_MIN_MTU = 50, IFLA_MAX_MTU,
	IFLA_MAX = 60
};

/* IFLA_OPERSTATE (RFC 2863) */
enum { IF_OPER_UNKNOWN, IF_OPER_NOTPRESENT, IF_OPER_DOWN,
       IF_OPER_LOWERLAYERDOWN, IF_OPER_TESTING, IF_OPER_DORMANT,
       IF_OPER_UP };

/* IFLA_STATS and IFLA_STATS64: struct net_device_stats' counters, in
 * that order, and one more */
#define RTNL_LINK_STATS_N	24
#define RTNL_LINK_STATS64_N	25

/* IFLA_MAP: 28 bytes on i386, whose u64 is 4-aligned in a struct */
struct rtnl_link_ifmap {
	u64 mem_start, mem_end, base_addr;
	u16 irq;
	u8 dma, port;
};

struct ifaddrmsg {
	u8 ifa_family;
	u8 ifa_prefixlen;
	u8 ifa_flags;		/* IFA_F_ */
	u8 ifa_scope;		/* RT_SCOPE_ */
	u32 ifa_index;
};

enum {
	IFA_UNSPEC, IFA_ADDRESS, IFA_LOCAL, IFA_LABEL, IFA_BROADCAST,
	IFA_ANYCAST, IFA_CACHEINFO, IFA_MULTICAST, IFA_FLAGS,
	IFA_RT_PRIORITY, IFA_TARGET_NETNSID, IFA_PROTO,
	IFA_MAX = IFA_PROTO
};

#define IFA_F_PERMANENT	0x80
#define INFINITY_LIFE_TIME	0xFFFFFFFFU

struct ifa_cacheinfo {
	u32 ifa_prefered, ifa_valid;	/* seconds left */
	u32 cstamp, tstamp;		/* 1/100 s since boot */
};

struct rtmsg {
	unsigned char rtm_family;
	unsigned char rtm_dst_len;
	unsigned char rtm_src_len;
	unsigned char rtm_tos;
	unsigned char rtm_table;	/* RT_TABLE_ */
	unsigned char rtm_protocol;	/* RTPROT_ */
	unsigned char rtm_scope;	/* RT_SCOPE_ */
	unsigned char rtm_type;		/* RTN_ */
	unsigned int rtm_flags;
};

enum {
	RTA_UNSPEC, RTA_DST, RTA_SRC, RTA_IIF, RTA_OIF, RTA_GATEWAY,
	RTA_PRIORITY, RTA_PREFSRC, RTA_METRICS, RTA_MULTIPATH, RTA_PROTOINFO,
	RTA_FLOW, RTA_CACHEINFO, RTA_SESSION, RTA_MP_ALGO, RTA_TABLE,
	RTA_MARK, RTA_MFC_STATS, RTA_VIA, RTA_NEWDST, RTA_PREF,
	RTA_ENCAP_TYPE, RTA_ENCAP,
	RTA_MAX = 30
};

#define RT_TABLE_UNSPEC	0
#define RT_TABLE_MAIN	254

#define RTPROT_KERNEL	2	/* a network attached to an interface */
#define RTPROT_BOOT	3	/* added by hand: route(8), ip route */

#define RT_SCOPE_UNIVERSE	0
#define RT_SCOPE_LINK		253
#define RT_SCOPE_HOST		254
#define RT_SCOPE_NOWHERE	255

#define RTN_UNSPEC	0
#define RTN_UNICAST	1
#define RTN_MAX		11

/* NETLINK_ROUTE's multicast groups (bind(2)'s nl_groups has bit n - 1
 * for group n, RTMGRP_LINK 1, RTMGRP_IPV4_IFADDR 0x10); those sent to
 * here are the links' and IPv4 addresses' */
#define RTNLGRP_LINK		1
#define RTNLGRP_IPV4_IFADDR	5
#define RTNLGRP_MAX		36	/* 6.1's RTNLGRP_STATS */

struct net_device;
void rtmsg_ifinfo(int type, struct net_device *dev, unsigned int change);

/* A request's handler, rtnl locked: 0 or -errno for the sender */
typedef int (*rtnl_doit_func)(struct nl_request *req);

void rtnl_register(int family, int msgtype, rtnl_doit_func doit,
		   nl_dumpit_t dumpit);

#endif /* _LINUX_RTNETLINK_H */
