// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/nlcheck.c - AF_NETLINK and NETLINK_ROUTE (netlink(7),
 * rtnetlink(7)) as a program sees them, one line each, the same on
 * Linux 6.1 and oops386 (tests/kernel/netlink.linux): socket(2) and
 * bind(2)'s answers, the port ids, a link dump and single link queries,
 * glibc's getifaddrs() and if_nameindex() (both netlink underneath),
 * acknowledgements and their lengths, malformed and refused requests
 * with their errno, an address and a route set and taken back.  Run
 * with lo, sn0 and sn1 (tests/modules/snull) up and addressed.
 *
 *   nlcheck          the report
 *   nlcheck fuzz N   N random and mutated requests (as root, but never
 *                    naming an interface there is), then one dump to show
 *                    the kernel still answers; prints one line
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "fuzzrand.h"
#include "report.h"

static int fd;
static unsigned int seq = 100;
static char rbuf[16384];

static int nl_open(void)
{
	int s = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl a = { .nl_family = AF_NETLINK };

	if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof(a))) {
		perror("netlink");
		exit(1);
	}
	return s;
}

/* A request: header, fixed part of len bytes, then attributes added */
struct req {
	struct nlmsghdr n;
	char body[1024];
};

static void req_init(struct req *r, int type, int flags, const void *fixed,
		     int len)
{
	memset(r, 0, sizeof(*r));
	r->n.nlmsg_len = NLMSG_LENGTH(len);
	r->n.nlmsg_type = type;
	r->n.nlmsg_flags = NLM_F_REQUEST | flags;
	r->n.nlmsg_seq = ++seq;
	memcpy(r->body, fixed, len);
}

static void add_attr(struct req *r, int type, const void *data, int len)
{
	struct rtattr *a = (struct rtattr *)((char *)r + NLMSG_ALIGN(r->n.nlmsg_len));

	a->rta_type = type;
	a->rta_len = RTA_LENGTH(len);
	memcpy(RTA_DATA(a), data, len);
	r->n.nlmsg_len = NLMSG_ALIGN(r->n.nlmsg_len) + RTA_ALIGN(a->rta_len);
}

static void add_u32(struct req *r, int type, unsigned int v)
{
	add_attr(r, type, &v, 4);
}

static void add_ip(struct req *r, int type, const char *ip)
{
	in_addr_t a = inet_addr(ip);

	add_attr(r, type, &a, 4);
}

static long send_req(struct req *r)
{
	return send(fd, r, r->n.nlmsg_len, 0);
}

/* The answer to one request: "errno NAME" from its NLMSG_ERROR, or
 * "no answer" */
static const char *answer(void)
{
	static char out[64];
	struct nlmsghdr *h = (struct nlmsghdr *)rbuf;
	long n = recv(fd, rbuf, sizeof(rbuf), MSG_DONTWAIT);

	if (n < 0)
		return errno == EAGAIN ? "no answer" : strerrorname_np(errno);
	if (h->nlmsg_type != NLMSG_ERROR)
		snprintf(out, sizeof(out), "type %d len %u", h->nlmsg_type,
			 h->nlmsg_len);
	else if (((struct nlmsgerr *)NLMSG_DATA(h))->error)
		snprintf(out, sizeof(out), "%s",
			 strerrorname_np(-((struct nlmsgerr *)NLMSG_DATA(h))->error));
	else
		snprintf(out, sizeof(out), "ack");
	return out;
}

/* A request sent with NLM_F_ACK, and what came back */
static void ask(const char *what, struct req *r)
{
	long n;

	r->n.nlmsg_flags |= NLM_F_ACK;
	n = send_req(r);
	if (n < 0)
		printf("%s: send %s\n", what, strerrorname_np(errno));
	else
		printf("%s: %s\n", what, answer());
}

static void print_link(struct nlmsghdr *h)
{
	struct ifinfomsg *ifi = NLMSG_DATA(h);
	struct rtattr *a = IFLA_RTA(ifi);
	int len = IFLA_PAYLOAD(h);

	printf("link %d type %d flags %#x:", ifi->ifi_index, ifi->ifi_type,
	       ifi->ifi_flags);
	for (; RTA_OK(a, len); a = RTA_NEXT(a, len)) {
		unsigned char *d = RTA_DATA(a);

		switch (a->rta_type) {
		case IFLA_IFNAME:
			printf(" name %s", (char *)d);
			break;
		case IFLA_MTU:
			printf(" mtu %u", *(unsigned int *)d);
			break;
		case IFLA_TXQLEN:
			printf(" qlen %u", *(unsigned int *)d);
			break;
		case IFLA_QDISC:
			printf(" qdisc %s", (char *)d);
			break;
		case IFLA_OPERSTATE:
			printf(" oper %u", d[0]);
			break;
		case IFLA_CARRIER:
			printf(" carrier %u", d[0]);
			break;
		case IFLA_ADDRESS:
			printf(" addr %02x:%02x:%02x:%02x:%02x:%02x/%d", d[0],
			       d[1], d[2], d[3], d[4], d[5], (int)RTA_PAYLOAD(a));
			break;
		case IFLA_STATS:
			printf(" stats %d", (int)RTA_PAYLOAD(a));
			break;
		case IFLA_MAP:
			printf(" map %d", (int)RTA_PAYLOAD(a));
			break;
		}
	}
	printf("\n");
}

/* A route of the main table, 1 for another's (the local table, which
 * Linux has and oops386 does not: docs/net.md) */
static int print_route(struct nlmsghdr *h)
{
	struct rtmsg *rtm = NLMSG_DATA(h);
	struct rtattr *a = RTM_RTA(rtm);
	int len = RTM_PAYLOAD(h);

	if (rtm->rtm_table != RT_TABLE_MAIN)
		return 1;
	printf("route /%d proto %d scope %d type %d flags %#x:",
	       rtm->rtm_dst_len, rtm->rtm_protocol, rtm->rtm_scope,
	       rtm->rtm_type, rtm->rtm_flags);
	for (; RTA_OK(a, len); a = RTA_NEXT(a, len)) {
		char ip[32];

		if (a->rta_type == RTA_DST || a->rta_type == RTA_GATEWAY ||
		    a->rta_type == RTA_PREFSRC)
			printf(" %d=%s", a->rta_type,
			       inet_ntop(AF_INET, RTA_DATA(a), ip, sizeof(ip)));
		else
			printf(" %d=%u", a->rta_type, *(unsigned int *)RTA_DATA(a));
	}
	printf("\n");
	return 0;
}

/* Every message of a dump until NLMSG_DONE, each checked to be ours */
static void dump(const char *what, int type, int family)
{
	struct {
		struct nlmsghdr n;
		struct rtgenmsg g;
	} r = { { sizeof(r), type, NLM_F_REQUEST | NLM_F_DUMP, ++seq, 0 },
		{ family } };
	struct sockaddr_nl from;
	struct sockaddr_nl me;
	socklen_t alen = sizeof(me);
	int msgs = 0, dgrams = 0;

	getsockname(fd, (struct sockaddr *)&me, &alen);
	send(fd, &r, sizeof(r), 0);
	for (;;) {
		struct iovec iov = { rbuf, sizeof(rbuf) };
		struct msghdr m = { &from, sizeof(from), &iov, 1, NULL, 0, 0 };
		long n = recvmsg(fd, &m, 0);
		struct nlmsghdr *h = (struct nlmsghdr *)rbuf;

		if (n <= 0 || m.msg_namelen != sizeof(from) || from.nl_pid ||
		    (m.msg_flags & MSG_TRUNC)) {
			printf("%s: bad datagram %ld\n", what, n);
			return;
		}
		dgrams++;
		for (; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			if (h->nlmsg_seq != seq || h->nlmsg_pid != me.nl_pid ||
			    !(h->nlmsg_flags & NLM_F_MULTI))
				printf("%s: not ours\n", what);
			if (h->nlmsg_type == NLMSG_DONE) {
				printf("%s: %d messages, done len %u payload %d\n",
				       what, msgs, h->nlmsg_len,
				       *(int *)NLMSG_DATA(h));
				return;
			}
			msgs++;
			if (type == RTM_GETLINK)
				print_link(h);
			if (type == RTM_GETROUTE)
				msgs -= print_route(h);
		}
	}
}

static void sockets(void)
{
	struct sockaddr_nl a = { .nl_family = AF_NETLINK }, b;
	socklen_t len = sizeof(b);
	int s, t;

	T(socket(AF_NETLINK, SOCK_STREAM, NETLINK_ROUTE));
	T(socket(AF_NETLINK, SOCK_SEQPACKET, NETLINK_ROUTE));
	T(socket(AF_NETLINK, SOCK_RAW, 1));
	T(socket(AF_NETLINK, SOCK_RAW, 32));
	T(socket(AF_NETLINK, SOCK_RAW, -1));
	T(close(socket(AF_NETLINK, SOCK_DGRAM, NETLINK_ROUTE)));
	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	T(getsockname(s, (struct sockaddr *)&b, &len));
	printf("unbound: family %d pid %u len %d\n", b.nl_family, b.nl_pid,
	       len);
	T(bind(s, (struct sockaddr *)&a, sizeof(a) - 1));
	a.nl_family = AF_INET;
	T(bind(s, (struct sockaddr *)&a, sizeof(a)));
	a.nl_family = AF_NETLINK;
	T(bind(s, (struct sockaddr *)&a, sizeof(a)));
	getsockname(s, (struct sockaddr *)&b, &len);
	printf("bound pid is getpid() (fd has it): %d\n", b.nl_pid == (unsigned)getpid());
	a.nl_pid = b.nl_pid + 1;
	T(bind(s, (struct sockaddr *)&a, sizeof(a)));
	t = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	a.nl_pid = b.nl_pid;
	T(bind(t, (struct sockaddr *)&a, sizeof(a)));
	a.nl_pid = 0;
	T(bind(t, (struct sockaddr *)&a, sizeof(a)));
	getsockname(t, (struct sockaddr *)&b, &len);
	printf("second autobound pid negative: %d\n", (int)b.nl_pid < 0);
	T(shutdown(t, SHUT_RDWR));
	T(listen(t, 1));
	T(send(t, "x", 1, MSG_OOB));
	a.nl_pid = 4000000;
	T(sendto(t, "0123456789abcdef", 16, 0, (struct sockaddr *)&a, sizeof(a)));
	T(sendto(t, "0123456789abcdef", 16, 0, (struct sockaddr *)&a, 4));
	a.nl_family = AF_UNIX;
	a.nl_pid = 0;
	T(sendto(t, "0123456789abcdef", 16, 0, (struct sockaddr *)&a, sizeof(a)));
	T(recv(t, rbuf, sizeof(rbuf), MSG_DONTWAIT));
	close(t);
	close(s);
}

/* Messages the walk stops at or skips, and the acknowledgements */
static void framing(void)
{
	struct req r;
	struct ifinfomsg ifi = { 0 };
	struct nlmsghdr *h = (struct nlmsghdr *)rbuf;
	long n;

	req_init(&r, RTM_GETLINK, NLM_F_ACK, &ifi, 0);
	r.n.nlmsg_len = 8;
	printf("short header: sent %ld, %s\n", (long)send(fd, &r, 16, 0),
	       answer());
	r.n.nlmsg_len = 200;
	printf("longer than sent: sent %ld, %s\n", (long)send(fd, &r, 16, 0),
	       answer());
	req_init(&r, RTM_GETLINK, 0, &ifi, 0);
	r.n.nlmsg_flags = NLM_F_ACK;
	ask("not a request", &r);
	req_init(&r, NLMSG_NOOP, 0, &ifi, 0);
	ask("NLMSG_NOOP", &r);
	req_init(&r, RTM_GETLINK, 0, &ifi, 0);
	ask("empty GETLINK", &r);
	req_init(&r, 200, 0, &ifi, 4);
	ask("type 200", &r);
	req_init(&r, 23, 0, &ifi, 4);
	ask("type 23", &r);
	/* the acknowledgement's length: the header alone on success, the
	 * whole request on error */
	req_init(&r, RTM_GETLINK, NLM_F_ACK, &ifi, 0);
	send_req(&r);
	n = recv(fd, rbuf, sizeof(rbuf), 0);
	printf("ack: %ld bytes, len %u flags %#x\n", n, h->nlmsg_len,
	       h->nlmsg_flags);
	req_init(&r, 200, NLM_F_ACK, &ifi, 1);
	send_req(&r);
	n = recv(fd, rbuf, sizeof(rbuf), 0);
	printf("error of 17 bytes: %ld bytes, len %u flags %#x\n", n,
	       h->nlmsg_len, h->nlmsg_flags);
	req_init(&r, 200, NLM_F_ACK, &ifi, 4);
	send_req(&r);
	n = recv(fd, rbuf, 8, MSG_TRUNC | MSG_PEEK);
	printf("peeked cut: %ld\n", n);
	{
		struct iovec iov = { rbuf, 8 };
		struct msghdr m = { NULL, 0, &iov, 1, NULL, 0, 0 };

		n = recvmsg(fd, &m, 0);
		printf("cut: %ld, MSG_TRUNC %d\n", n, !!(m.msg_flags & MSG_TRUNC));
	}
	printf("then: %s\n", answer());
	/* two requests in one datagram: two answers */
	req_init(&r, 200, NLM_F_ACK, &ifi, 4);
	memcpy((char *)&r + 20, &r, 20);
	send(fd, &r, 40, 0);
	printf("two in one: %s, ", answer());
	printf("%s, ", answer());
	printf("%s\n", answer());
	T(send(fd, &r, 0, 0));
	printf("empty: %s\n", answer());
}

static void links(void)
{
	struct ifinfomsg ifi = { 0 };
	struct req r;

	dump("GETLINK dump", RTM_GETLINK, AF_UNSPEC);
	dump("GETLINK dump AF_PACKET", RTM_GETLINK, AF_PACKET);
	ifi.ifi_index = 2;
	req_init(&r, RTM_GETLINK, 0, &ifi, sizeof(ifi));
	send_req(&r);
	if (recv(fd, rbuf, sizeof(rbuf), 0) > 0) {
		printf("GETLINK 2: flags %#x ",
		       ((struct nlmsghdr *)rbuf)->nlmsg_flags);
		print_link((struct nlmsghdr *)rbuf);
	}
	ifi.ifi_index = 0;
	req_init(&r, RTM_GETLINK, 0, &ifi, sizeof(ifi));
	add_attr(&r, IFLA_IFNAME, "sn1", 4);
	send_req(&r);
	if (recv(fd, rbuf, sizeof(rbuf), 0) > 0)
		print_link((struct nlmsghdr *)rbuf);
	req_init(&r, RTM_GETLINK, 0, &ifi, sizeof(ifi));
	ask("GETLINK neither index nor name", &r);
	ifi.ifi_index = 999;
	req_init(&r, RTM_GETLINK, 0, &ifi, sizeof(ifi));
	ask("GETLINK 999", &r);
	req_init(&r, RTM_NEWLINK, 0, &ifi, sizeof(ifi));
	ask("NEWLINK 999", &r);
	req_init(&r, RTM_NEWLINK, NLM_F_CREATE, &ifi, sizeof(ifi));
	ask("NEWLINK 999 create", &r);
	ifi.ifi_index = 1;
	req_init(&r, RTM_DELLINK, 0, &ifi, sizeof(ifi));
	ask("DELLINK lo", &r);
	req_init(&r, RTM_NEWLINK, NLM_F_EXCL, &ifi, sizeof(ifi));
	ask("NEWLINK lo excl", &r);
	ifi.ifi_index = 0;
	req_init(&r, RTM_SETLINK, 0, &ifi, sizeof(ifi));
	add_attr(&r, IFLA_IFNAME, "abcdefghijklmnopqrst", 21);
	ask("SETLINK long name", &r);
	req_init(&r, RTM_SETLINK, 0, &ifi, sizeof(ifi));
	add_attr(&r, IFLA_IFNAME, "sn1", 4);
	add_u32(&r, IFLA_MTU, 70000);
	ask("SETLINK sn1 mtu 70000", &r);
	req_init(&r, RTM_SETLINK, 0, &ifi, sizeof(ifi));
	add_attr(&r, IFLA_IFNAME, "sn1", 4);
	add_attr(&r, IFLA_MTU, "ab", 2);
	ask("SETLINK sn1 2-byte mtu", &r);
	ifi.ifi_index = 3;
	ifi.ifi_change = IFF_UP;
	req_init(&r, RTM_SETLINK, 0, &ifi, sizeof(ifi));
	add_u32(&r, IFLA_MTU, 1400);
	ask("SETLINK 3 down mtu 1400", &r);
	ifi.ifi_change = 0;
	req_init(&r, RTM_GETLINK, 0, &ifi, sizeof(ifi));
	send_req(&r);
	if (recv(fd, rbuf, sizeof(rbuf), 0) > 0)
		print_link((struct nlmsghdr *)rbuf);
	ifi.ifi_flags = ifi.ifi_change = IFF_UP;
	req_init(&r, RTM_NEWLINK, 0, &ifi, sizeof(ifi));
	add_u32(&r, IFLA_MTU, 1500);
	ask("NEWLINK 3 up mtu 1500", &r);
}

static void addrs(void)
{
	struct ifaddrmsg ifa = { AF_INET, 24, 0, 0, 3 };
	struct req r;
	unsigned int truncated[2] = { 0x00030200, 0 };	/* nla_len 512 */

	req_init(&r, RTM_NEWADDR, 0, &ifa, 4);
	ask("NEWADDR short", &r);
	req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
	add_attr(&r, IFA_LOCAL, "ab", 2);
	ask("NEWADDR 2-byte local", &r);
	req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
	add_attr(&r, IFA_ADDRESS, truncated, 4);
	ask("NEWADDR truncated attribute", &r);
	req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
	ask("NEWADDR no local", &r);
	ifa.ifa_prefixlen = 33;
	req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "10.1.1.1");
	ask("NEWADDR /33", &r);
	ifa.ifa_prefixlen = 24;
	ifa.ifa_index = 999;
	req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "10.1.1.1");
	ask("NEWADDR index 999", &r);
	ifa.ifa_index = 3;
	req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "192.168.1.2");
	ask("NEWADDR sn1's own", &r);
	req_init(&r, RTM_NEWADDR, NLM_F_REPLACE, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "192.168.1.2");
	ask("NEWADDR sn1's own replace", &r);
	req_init(&r, RTM_DELADDR, 0, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "192.168.1.9");
	ask("DELADDR not there", &r);
	req_init(&r, RTM_DELADDR, 0, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "192.168.1.2");
	ask("DELADDR sn1's", &r);
	req_init(&r, RTM_DELADDR, 0, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "192.168.1.2");
	ask("DELADDR sn1's again", &r);
	req_init(&r, RTM_NEWADDR, NLM_F_CREATE | NLM_F_EXCL, &ifa, sizeof(ifa));
	add_ip(&r, IFA_LOCAL, "192.168.1.2");
	add_ip(&r, IFA_BROADCAST, "192.168.1.255");
	ask("NEWADDR sn1's back", &r);
	dump("GETADDR dump", RTM_GETADDR, AF_UNSPEC);
	dump("GETADDR dump AF_INET", RTM_GETADDR, AF_INET);
}

/* A route request for net ("ADDRESS/LENGTH") through gw (or, NULL, a
 * device) */
static void route(const char *what, int type, int flags, const char *net,
		  const char *gw)
{
	char dst[32];
	int len = atoi(strchr(net, '/') + 1);
	struct rtmsg rtm = { AF_INET, len, 0, 0, RT_TABLE_MAIN, RTPROT_BOOT,
			     RT_SCOPE_UNIVERSE, RTN_UNICAST, 0 };
	struct req r;

	snprintf(dst, sizeof(dst), "%.*s", (int)(strchr(net, '/') - net), net);

	if (type == RTM_DELROUTE) {
		rtm.rtm_scope = RT_SCOPE_NOWHERE;
		rtm.rtm_protocol = 0;
		rtm.rtm_type = 0;
	}
	if (!gw && type == RTM_NEWROUTE)
		rtm.rtm_scope = RT_SCOPE_LINK;
	req_init(&r, type, flags, &rtm, sizeof(rtm));
	if (len)
		add_ip(&r, RTA_DST, dst);
	if (gw)
		add_ip(&r, RTA_GATEWAY, gw);
	else if (type == RTM_NEWROUTE)
		add_u32(&r, RTA_OIF, strcmp(dst, "10.7.0.0") ? 999 : 3);
	ask(what, &r);
}

static void routes(void)
{
	int c = NLM_F_CREATE, x = NLM_F_CREATE | NLM_F_EXCL;
	struct rtmsg rtm = { AF_INET, 8, 0, 0, RT_TABLE_MAIN, RTPROT_BOOT,
			     RT_SCOPE_UNIVERSE, RTN_UNSPEC, 0 };
	struct req r;

	route("NEWROUTE host bits", RTM_NEWROUTE, x, "10.0.0.1/8", "192.168.0.2");
	route("NEWROUTE /33", RTM_NEWROUTE, x, "10.0.0.0/33", "192.168.0.2");
	route("NEWROUTE far gateway", RTM_NEWROUTE, x, "10.0.0.0/8", "10.9.9.9");
	route("NEWROUTE no such dev", RTM_NEWROUTE, x, "10.8.0.0/16", NULL);
	route("NEWROUTE no create", RTM_NEWROUTE, 0, "10.0.0.0/8", "192.168.0.2");
	route("NEWROUTE", RTM_NEWROUTE, x, "10.0.0.0/8", "192.168.0.2");
	route("NEWROUTE again", RTM_NEWROUTE, x, "10.0.0.0/8", "192.168.0.2");
	route("NEWROUTE again, no excl", RTM_NEWROUTE, c, "10.0.0.0/8", "192.168.0.2");
	route("NEWROUTE dev sn1", RTM_NEWROUTE, x, "10.7.0.0/16", NULL);
	route("NEWROUTE default", RTM_NEWROUTE, x, "0.0.0.0/0", "192.168.1.1");
	route("DELROUTE not there", RTM_DELROUTE, 0, "10.3.0.0/16", NULL);
	route("DELROUTE host bits", RTM_DELROUTE, 0, "10.3.0.1/16", NULL);
	req_init(&r, RTM_NEWROUTE, NLM_F_CREATE, &rtm, sizeof(rtm));
	add_ip(&r, RTA_DST, "10.0.0.0");
	add_ip(&r, RTA_GATEWAY, "192.168.0.2");
	ask("NEWROUTE type unspec", &r);
	rtm.rtm_type = 30;
	req_init(&r, RTM_NEWROUTE, NLM_F_CREATE, &rtm, sizeof(rtm));
	ask("NEWROUTE type 30", &r);
	rtm.rtm_type = RTN_UNICAST;
	rtm.rtm_tos = 1;
	req_init(&r, RTM_NEWROUTE, NLM_F_CREATE, &rtm, sizeof(rtm));
	ask("NEWROUTE tos 1", &r);
	dump("GETROUTE dump AF_INET", RTM_GETROUTE, AF_INET);
	route("DELROUTE", RTM_DELROUTE, 0, "10.0.0.0/8", NULL);
	route("DELROUTE dev sn1", RTM_DELROUTE, 0, "10.7.0.0/16", NULL);
	route("DELROUTE default", RTM_DELROUTE, 0, "0.0.0.0/0", NULL);
	route("DELROUTE again", RTM_DELROUTE, 0, "10.0.0.0/8", NULL);
}

/* What a user may not: every change EPERM, a dump still answered */
static void as_user(void)
{
	struct ifaddrmsg ifa = { AF_INET, 24, 0, 0, 3 };
	struct req r;
	pid_t pid = fork();

	if (pid == 0) {
		if (setuid(65534))
			_exit(1);
		fd = nl_open();
		req_init(&r, RTM_NEWADDR, 0, &ifa, sizeof(ifa));
		add_ip(&r, IFA_LOCAL, "10.1.1.1");
		ask("user NEWADDR", &r);
		req_init(&r, RTM_SETLINK, 0, &ifa, sizeof(ifa));
		ask("user SETLINK", &r);
		dump("user GETADDR dump", RTM_GETADDR, AF_INET);
		_exit(0);
	}
	waitpid(pid, NULL, 0);
}

static void ntop(const struct sockaddr *sa, char out[32])
{
	inet_ntop(AF_INET, &((const struct sockaddr_in *)sa)->sin_addr, out, 32);
}

static void libc(void)
{
	struct ifaddrs *ifa, *i;
	struct if_nameindex *ni, *p;

	if (getifaddrs(&ifa)) {
		perror("getifaddrs");
		return;
	}
	for (i = ifa; i; i = i->ifa_next) {
		char a[32] = "-", m[32] = "-", b[32] = "-";

		if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET) {
			ntop(i->ifa_addr, a);
			ntop(i->ifa_netmask, m);
			if (i->ifa_broadaddr)
				ntop(i->ifa_broadaddr, b);
		}
		printf("getifaddrs: %s family %d flags %#x %s %s %s\n",
		       i->ifa_name, i->ifa_addr ? i->ifa_addr->sa_family : -1,
		       i->ifa_flags, a, m, b);
	}
	freeifaddrs(ifa);
	ni = if_nameindex();
	for (p = ni; p && p->if_index; p++)
		printf("if_nameindex: %u %s\n", p->if_index, p->if_name);
	if_freenameindex(ni);
}

/* One request, random or a valid one mutated; any index it names is
 * one no interface has */
static void fuzz_one(struct req *r)
{
	static const int types[] = { RTM_NEWLINK, RTM_DELLINK, RTM_GETLINK,
				     RTM_SETLINK, RTM_NEWADDR, RTM_DELADDR,
				     RTM_GETADDR, RTM_NEWROUTE, RTM_DELROUTE,
				     RTM_GETROUTE, 0, 2, 3, 23, 124, 0xffff };
	unsigned int i, len = rnd(300);

	for (i = 0; i < sizeof(r->body); i++)
		r->body[i] = (char)rnd(0);
	r->n.nlmsg_type = types[rnd(sizeof(types) / sizeof(types[0]))];
	r->n.nlmsg_flags = (unsigned short)(rnd(4) ? NLM_F_REQUEST | (rnd(0) & 0x7fe) : rnd(0));
	r->n.nlmsg_len = rnd(4) ? len + 16 : rnd(0);
	if (rnd(2)) {	/* well-formed attributes, random contents */
		unsigned int off = 16, n = 16;

		while (off + 8 < len + 16 && n--) {
			struct rtattr *a = (struct rtattr *)((char *)r + off);
			unsigned int alen = 4 + rnd(24);

			a->rta_len = (unsigned short)(rnd(8) ? alen : rnd(0));
			a->rta_type = (unsigned short)(rnd(8) ? rnd(32) : rnd(0));
			off += RTA_ALIGN(alen);
		}
	}
	/* the index of every family's header is at byte 4 of it */
	*(int *)(r->body + 4) = 1000 + (int)rnd(1000);
	send(fd, r, rnd(8) ? len + 16 : rnd(sizeof(*r)), rnd(4) ? 0 : MSG_DONTWAIT);
	while (recv(fd, rbuf, sizeof(rbuf), MSG_DONTWAIT) >= 0 || errno == ENOBUFS)
		;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "fuzz")) {
		struct req r;
		int i, n = atoi(argv[2]);

		fuzz_seed(0x5eed);
		fd = nl_open();
		for (i = 0; i < n; i++)
			fuzz_one(&r);
		close(fd);
		fd = nl_open();
		dump("after fuzz", RTM_GETADDR, AF_INET);
		return 0;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	fd = nl_open();
	sockets();
	framing();
	links();
	addrs();
	routes();
	as_user();
	libc();
	return 0;
}
