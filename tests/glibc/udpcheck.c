// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/udpcheck.c - UDP and raw ICMP sockets on the loopback
 * device, one line per answer: lo brought up by the ioctls ifconfig
 * uses, then bind(2)'s refusals, a datagram each way with its sender's
 * address, connect(2) and its undoing, MSG_PEEK, MSG_DONTWAIT, a
 * datagram cut to the reader's buffer, the largest datagram and one
 * byte more, and an ICMP echo through a raw socket, read back as the
 * request and the reply, IP header first.  Ephemeral ports differ from
 * boot to boot, so only whether one is in Linux's range is printed.
 * Run as root; the same binary's output on Linux 6.1 is
 * tests/kernel/udpcheck.linux (tests/kernel/test_net.py compares).
 */
#include "report.h"
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/ip_icmp.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#define PORT	5000

static struct sockaddr_in sin_of(const char *ip, int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET };

	a.sin_addr.s_addr = inet_addr(ip);
	a.sin_port = htons(port);
	return a;
}

#define SA(a)	((struct sockaddr *)&(a))

static void show_addr(const char *what, const struct sockaddr_in *a)
{
	printf("%s: %s:%d\n", what, inet_ntoa(a->sin_addr), ntohs(a->sin_port));
}

static void lo_up(int s)
{
	struct ifreq ifr = { .ifr_name = "lo" };
	struct sockaddr_in *sin = (struct sockaddr_in *)&ifr.ifr_addr;

	*sin = sin_of("127.0.0.1", 0);
	T(ioctl(s, SIOCSIFADDR, &ifr));
	T(ioctl(s, SIOCGIFFLAGS, &ifr));
	ifr.ifr_flags |= IFF_UP;
	T(ioctl(s, SIOCSIFFLAGS, &ifr));
	T(ioctl(s, SIOCGIFFLAGS, &ifr));
	printf("lo flags: %#x\n", ifr.ifr_flags & (IFF_UP | IFF_LOOPBACK |
						   IFF_RUNNING | IFF_NOARP));
	T(ioctl(s, SIOCGIFINDEX, &ifr));
	printf("lo index: %d\n", ifr.ifr_ifindex);
	T(ioctl(s, SIOCGIFMTU, &ifr));
	printf("lo mtu: %d\n", ifr.ifr_mtu);
	T(ioctl(s, SIOCGIFNETMASK, &ifr));
	printf("lo mask: %s\n", inet_ntoa(sin->sin_addr));
	T(ioctl(s, SIOCGIFHWADDR, &ifr));
	printf("lo hw family: %d\n", ifr.ifr_hwaddr.sa_family);
	strcpy(ifr.ifr_name, "nosuch0");
	T(ioctl(s, SIOCGIFFLAGS, &ifr));
	T(ioctl(s, SIOCGIFADDR, &ifr));
	T(ioctl(s, 0x5401, &ifr));	/* TCGETS */
}

static void binds(int s, int t)
{
	struct sockaddr_in a = sin_of("127.0.0.1", PORT), b;
	socklen_t len = sizeof(b);

	T(getsockname(s, SA(b), &len));
	show_addr("unbound name", &b);
	T(bind(s, SA(a), sizeof(a)));
	T(bind(s, SA(a), sizeof(a)));
	T(bind(t, SA(a), sizeof(a)));
	b = sin_of("10.1.2.3", 0);
	T(bind(t, SA(b), sizeof(b)));
	T(bind(t, SA(a), 8));
	b = a;
	b.sin_family = AF_UNIX;
	T(bind(t, SA(b), sizeof(b)));
	len = sizeof(b);
	T(getpeername(s, SA(b), &len));
	T(shutdown(s, SHUT_RDWR));
}

static void datagrams(int s, int t)
{
	struct sockaddr_in a = sin_of("127.0.0.1", PORT), from, me;
	socklen_t len = sizeof(me);
	struct pollfd p = { .fd = s, .events = POLLIN };
	char buf[100] = "";

	T(poll(&p, 1, 0));
	T(sendto(t, "hello", 5, 0, SA(a), sizeof(a)));
	T(getsockname(t, SA(me), &len));
	printf("ephemeral port: %d\n", ntohs(me.sin_port) >= 32768 &&
	       ntohs(me.sin_port) <= 60999);
	T(poll(&p, 1, 0));
	printf("revents: %#x\n", p.revents);
	len = sizeof(from);
	T(recvfrom(s, buf, sizeof(buf), 0, SA(from), &len));
	printf("from me: %d, len %d, data %s\n",
	       from.sin_port == me.sin_port, (int)len, buf);
	T(recv(s, buf, sizeof(buf), MSG_DONTWAIT));
	T(send(t, "x", 1, 0));
	from = sin_of("127.0.0.1", 0);
	T(sendto(t, "x", 1, 0, SA(from), sizeof(from)));
	from = sin_of("127.0.0.1", PORT + 1);	/* nobody's */
	T(sendto(t, "x", 1, 0, SA(from), sizeof(from)));
	T(connect(t, SA(a), sizeof(a)));
	len = sizeof(from);
	T(getpeername(t, SA(from), &len));
	show_addr("peer", &from);
	T(write(t, "abc", 3));
	T(read(s, buf, sizeof(buf)));
	T(send(t, "peek", 4, 0));
	T(recv(s, buf, sizeof(buf), MSG_PEEK));
	T(recv(s, buf, sizeof(buf), 0));
	T(send(t, "0123456789", 10, 0));
	T(recv(s, buf, 4, 0));
	T(recv(s, buf, sizeof(buf), MSG_DONTWAIT));
	from.sin_family = AF_UNSPEC;
	T(connect(t, SA(from), sizeof(from)));
	len = sizeof(from);
	T(getpeername(t, SA(from), &len));
}

static void big(int s, int t)
{
	struct sockaddr_in a = sin_of("127.0.0.1", PORT);
	char *buf = calloc(1, 70000);
	int rcv = 1 << 20;

	T(setsockopt(s, SOL_SOCKET, SO_RCVBUF, &rcv, sizeof(rcv)));
	T(sendto(t, buf, 65507, 0, SA(a), sizeof(a)));
	T(recv(s, buf, 70000, 0));
	T(sendto(t, buf, 65508, 0, SA(a), sizeof(a)));
	free(buf);
}

static unsigned short csum(const void *p, int len)
{
	const unsigned short *w = p;
	unsigned long sum = 0;

	for (; len > 1; len -= 2)
		sum += *w++;
	if (len)
		sum += *(const unsigned char *)w;
	sum = (sum >> 16) + (sum & 0xffff);
	sum += sum >> 16;
	return (unsigned short)~sum;
}

static void raw_icmp(void)
{
	struct sockaddr_in a = sin_of("127.0.0.1", 0), from;
	unsigned char pkt[64] = { 0 }, buf[200];
	struct icmphdr *icmp = (struct icmphdr *)pkt;
	socklen_t len;
	int r = socket(AF_INET, SOCK_RAW, IPPROTO_ICMP), i;

	T(r >= 0);
	icmp->type = ICMP_ECHO;
	icmp->un.echo.id = htons(0x4242);
	icmp->un.echo.sequence = htons(7);
	memcpy(pkt + 8, "oops386 ping", 12);
	icmp->checksum = csum(pkt, sizeof(pkt));
	T(send(r, pkt, sizeof(pkt), 0));
	T(sendto(r, pkt, sizeof(pkt), 0, SA(a), sizeof(a)));
	for (i = 0; i < 2; i++) {
		struct iphdr *ip = (struct iphdr *)buf;
		struct icmphdr *got = (struct icmphdr *)(buf + 20);

		len = sizeof(from);
		T(recvfrom(r, buf, sizeof(buf), 0, SA(from), &len));
		printf("ip: v%d ihl %d len %d ttl %d proto %d from %s; "
		       "icmp type %d code %d id %#x seq %d csum %d, %.12s\n",
		       ip->version, ip->ihl, ntohs(ip->tot_len), ip->ttl,
		       ip->protocol, inet_ntoa(from.sin_addr), got->type,
		       got->code, ntohs(got->un.echo.id),
		       ntohs(got->un.echo.sequence), csum(got, 64) == 0,
		       (char *)got + 8);
	}
	T(recv(r, buf, sizeof(buf), MSG_DONTWAIT));
	close(r);
}

int main(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	int t = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
	int v;
	socklen_t len = sizeof(v);

	setvbuf(stdout, NULL, _IONBF, 0);
	T(s >= 0 && t >= 0);
	lo_up(s);
	T(getsockopt(t, SOL_SOCKET, SO_PROTOCOL, &v, &len));
	printf("SO_PROTOCOL: %d\n", v);
	binds(s, t);
	datagrams(s, t);
	big(s, t);
	raw_icmp();
	T(close(t));
	T(close(s));
	return 0;
}
