// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/nlmon.c - rtnetlink's multicast groups (rtnetlink(7),
 * netlink(7)): a socket bound with nl_groups RTMGRP_LINK and
 * RTMGRP_IPV4_IFADDR, another that joins RTNLGRP_IPV4_IFADDR by
 * setsockopt(NETLINK_ADD_MEMBERSHIP), the refusals of bad groups and
 * options, then what both hear while lo goes up, down and up, its MTU and
 * address change through ioctls and its address goes and comes back
 * through netlink requests: each message's header and the fields and
 * attributes `ip monitor` prints.  Run as root; the same binary's
 * output on Linux 6.1 is tests/kernel/nlmon.linux (test_netpty.py).
 */
#include "report.h"
#include <arpa/inet.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static unsigned int my_port;	/* the first socket's, to name it */

static void show_link(struct nlmsghdr *nh)
{
	struct ifinfomsg *ifi = NLMSG_DATA(nh);
	int len = (int)IFLA_PAYLOAD(nh);
	struct rtattr *a;

	printf("  link %d flags %#x change %#x", ifi->ifi_index,
	       ifi->ifi_flags, ifi->ifi_change);
	for (a = IFLA_RTA(ifi); RTA_OK(a, len); a = RTA_NEXT(a, len)) {
		if (a->rta_type == IFLA_IFNAME)
			printf(" name %s", (char *)RTA_DATA(a));
		else if (a->rta_type == IFLA_MTU)
			printf(" mtu %u", *(unsigned int *)RTA_DATA(a));
		else if (a->rta_type == IFLA_TXQLEN)
			printf(" qlen %u", *(unsigned int *)RTA_DATA(a));
		else if (a->rta_type == IFLA_MIN_MTU)
			printf(" min_mtu %u", *(unsigned int *)RTA_DATA(a));
		else if (a->rta_type == IFLA_MAX_MTU)
			printf(" max_mtu %u", *(unsigned int *)RTA_DATA(a));
		else if (a->rta_type == IFLA_OPERSTATE)
			printf(" operstate %u", *(unsigned char *)RTA_DATA(a));
	}
	printf("\n");
}

static void show_addr(struct nlmsghdr *nh)
{
	struct ifaddrmsg *ifa = NLMSG_DATA(nh);
	int len = (int)IFA_PAYLOAD(nh);
	struct rtattr *a;

	printf("  addr family %d /%d flags %#x scope %d index %d",
	       ifa->ifa_family, ifa->ifa_prefixlen, ifa->ifa_flags,
	       ifa->ifa_scope, ifa->ifa_index);
	for (a = IFA_RTA(ifa); RTA_OK(a, len); a = RTA_NEXT(a, len)) {
		if (a->rta_type == IFA_LOCAL)
			printf(" local %s",
			       inet_ntoa(*(struct in_addr *)RTA_DATA(a)));
		else if (a->rta_type == IFA_ADDRESS)
			printf(" address %s",
			       inet_ntoa(*(struct in_addr *)RTA_DATA(a)));
		else if (a->rta_type == IFA_LABEL)
			printf(" label %s", (char *)RTA_DATA(a));
		else if (a->rta_type == IFA_FLAGS)
			printf(" ifa_flags %#x", *(unsigned int *)RTA_DATA(a));
	}
	printf("\n");
}

/* Every datagram waiting on s, each message: its header, then what it
 * says of a link or an address */
static void drain(const char *who, int s)
{
	char buf[16384];
	struct sockaddr_nl from;
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr m = { .msg_name = &from, .msg_namelen = sizeof(from),
			    .msg_iov = &iov, .msg_iovlen = 1 };
	struct pollfd p = { .fd = s, .events = POLLIN };
	int n;

	while (poll(&p, 1, 10) == 1 && (n = recvmsg(s, &m, 0)) > 0) {
		struct nlmsghdr *nh;

		printf("%s: from port %u groups %#x\n", who, from.nl_pid,
		       from.nl_groups);
		for (nh = (struct nlmsghdr *)buf; NLMSG_OK(nh, (unsigned)n);
		     nh = NLMSG_NEXT(nh, n)) {
			printf(" type %d flags %#x seq %u port %s\n",
			       nh->nlmsg_type, nh->nlmsg_flags, nh->nlmsg_seq,
			       nh->nlmsg_pid == my_port ? "mine" :
			       nh->nlmsg_pid ? "other" : "0");
			if (nh->nlmsg_type == RTM_NEWLINK ||
			    nh->nlmsg_type == RTM_DELLINK)
				show_link(nh);
			else if (nh->nlmsg_type == RTM_NEWADDR ||
				 nh->nlmsg_type == RTM_DELADDR)
				show_addr(nh);
			else if (nh->nlmsg_type == NLMSG_ERROR)
				printf("  error %d\n",
				       ((struct nlmsgerr *)NLMSG_DATA(nh))->error);
		}
	}
}

static void groups_of(const char *what, int s)
{
	struct sockaddr_nl a;
	socklen_t len = sizeof(a);

	T(getsockname(s, (struct sockaddr *)&a, &len));
	printf("%s: groups %#x\n", what, a.nl_groups);
}

static void ifreq_call(int s, unsigned long cmd, int flags, int mtu,
		       const char *addr)
{
	struct ifreq ifr = { .ifr_name = "lo" };
	struct sockaddr_in *sin = (struct sockaddr_in *)&ifr.ifr_addr;

	if (cmd == SIOCSIFFLAGS)
		ifr.ifr_flags = (short)flags;
	else if (cmd == SIOCSIFMTU)
		ifr.ifr_mtu = mtu;
	else if (cmd == SIOCSIFTXQLEN)
		ifr.ifr_qlen = mtu;
	else {
		sin->sin_family = AF_INET;
		sin->sin_addr.s_addr = inet_addr(addr);
	}
	show("ioctl", ioctl(s, cmd, &ifr));
}

/* RTM_NEWADDR or RTM_DELADDR of 127.0.0.1/8 on lo, with NLM_F_ACK */
static void addr_request(int s, int type, unsigned int seq)
{
	struct {
		struct nlmsghdr nh;
		struct ifaddrmsg ifa;
		struct rtattr rta;
		struct in_addr a;
	} req = {
		.nh = { sizeof(req), (unsigned short)type,
			NLM_F_REQUEST | NLM_F_ACK |
			(type == RTM_NEWADDR ? NLM_F_CREATE | NLM_F_EXCL : 0),
			seq, 0 },
		.ifa = { AF_INET, 8, 0, RT_SCOPE_HOST, 1 },
		.rta = { RTA_LENGTH(4), IFA_LOCAL },
	};

	req.a.s_addr = inet_addr("127.0.0.1");
	T(send(s, &req, sizeof(req), 0));
}

int main(void)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	int mon = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	int join = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	int inet = socket(AF_INET, SOCK_DGRAM, 0);
	int g, one = 1;
	socklen_t len = sizeof(sa);

	sa.nl_groups = RTMGRP_LINK | RTMGRP_IPV4_IFADDR;
	T(bind(mon, (struct sockaddr *)&sa, sizeof(sa)));
	getsockname(mon, (struct sockaddr *)&sa, &len);
	my_port = sa.nl_pid;
	groups_of("mon", mon);
	/* bound first: the kernel sends to no socket without a port, and
	 * bind(2) sets the groups up to 32 to its nl_groups */
	sa.nl_pid = 0;
	sa.nl_groups = 0;
	T(bind(join, (struct sockaddr *)&sa, sizeof(sa)));
	g = RTNLGRP_IPV4_IFADDR;
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)));
	groups_of("join", join);
	g = 0;
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)));
	g = RTNLGRP_MAX;
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)));
	g = RTNLGRP_MAX + 1;
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)));
	T(setsockopt(join, SOL_NETLINK, NETLINK_DROP_MEMBERSHIP, &g, sizeof(g)));
	g = RTNLGRP_MAX;
	T(setsockopt(join, SOL_NETLINK, NETLINK_DROP_MEMBERSHIP, &g, sizeof(g)));
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &g, 2));
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, NULL, 4));
	T(setsockopt(join, SOL_NETLINK, 99, &one, sizeof(one)));
	T(setsockopt(join, SOL_IP, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)));
	g = RTNLGRP_LINK;
	T(setsockopt(join, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)));
	T(setsockopt(join, SOL_NETLINK, NETLINK_DROP_MEMBERSHIP, &g, sizeof(g)));
	groups_of("join", join);

	printf("- lo up\n");
	ifreq_call(inet, SIOCSIFFLAGS, IFF_UP, 0, NULL);
	drain("mon", mon);
	drain("join", join);
	printf("- lo up again\n");
	ifreq_call(inet, SIOCSIFFLAGS, IFF_UP, 0, NULL);
	drain("mon", mon);
	printf("- lo down, then up\n");
	ifreq_call(inet, SIOCSIFFLAGS, 0, 0, NULL);
	ifreq_call(inet, SIOCSIFFLAGS, IFF_UP, 0, NULL);
	drain("mon", mon);
	drain("join", join);
	printf("- lo mtu 1500, then 65536\n");
	ifreq_call(inet, SIOCSIFMTU, 0, 1500, NULL);
	ifreq_call(inet, SIOCSIFMTU, 0, 65536, NULL);
	drain("mon", mon);
	printf("- lo txqueuelen 500, again, then 1000\n");
	ifreq_call(inet, SIOCSIFTXQLEN, 0, 500, NULL);
	ifreq_call(inet, SIOCSIFTXQLEN, 0, 500, NULL);
	ifreq_call(inet, SIOCSIFTXQLEN, 0, 1000, NULL);
	drain("mon", mon);
	printf("- lo 127.0.0.2, then 127.0.0.1\n");
	ifreq_call(inet, SIOCSIFADDR, 0, 0, "127.0.0.2");
	ifreq_call(inet, SIOCSIFADDR, 0, 0, "127.0.0.1");
	drain("mon", mon);
	drain("join", join);
	printf("- RTM_DELADDR, RTM_NEWADDR 127.0.0.1/8\n");
	addr_request(mon, RTM_DELADDR, 7);
	addr_request(mon, RTM_NEWADDR, 8);
	drain("mon", mon);
	drain("join", join);
	close(join);
	close(mon);
	close(inet);
	return 0;
}
