// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/netany.c - 0.0.0.0 (INADDR_ANY) as a destination, which
 * Linux takes for this host's loopback address (ip(7): LTP's send01 and
 * sendmsg01 connect to the address getsockname(2) gave a server bound
 * to it).  With lo down first: what a send and a connect to 0.0.0.0
 * and 127.0.0.1 say then.  Then lo up (the address it gets by itself:
 * 127.0.0.1/8): UDP sendto(2) and connect(2) to 0.0.0.0 and the
 * addresses the datagrams carry; TCP connect(2), accept(2), data and
 * the refusal of a closed port; MSG_MORE on both, MSG_OOB and
 * MSG_ERRQUEUE where nothing of the kind is.  lo's flags are put back at the end.
 * Run as root; the same binary's output on Linux 6.1 is
 * tests/kernel/netany.linux (tests/kernel/test_netany.py compares).
 */
#include "report.h"
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#define SA(a)	((struct sockaddr *)&(a))

static struct sockaddr_in sin_of(const char *ip, int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET };

	a.sin_addr.s_addr = inet_addr(ip);
	a.sin_port = htons(port);
	return a;
}

/* the address only: ephemeral ports differ from boot to boot */
static void show_name(const char *what, int s, int peer)
{
	struct sockaddr_in a;
	socklen_t len = sizeof(a);
	int r = peer ? getpeername(s, SA(a), &len) : getsockname(s, SA(a), &len);

	if (r)
		printf("%s: %s\n", what, strerrorname_np(errno));
	else
		printf("%s: %s\n", what, inet_ntoa(a.sin_addr));
}

/* lo's flags, set to `set` first unless it is -1 */
static short lo_flags(int s, short set)
{
	struct ifreq ifr = { .ifr_name = "lo" };

	if (set != -1) {
		ifr.ifr_flags = set;
		if (ioctl(s, SIOCSIFFLAGS, &ifr))
			return -1;
	}
	if (ioctl(s, SIOCGIFFLAGS, &ifr))
		return -1;
	return ifr.ifr_flags;
}

static void lo_addr(int s)
{
	struct ifreq ifr = { .ifr_name = "lo" };
	struct sockaddr_in *sin = (struct sockaddr_in *)&ifr.ifr_addr;

	T(ioctl(s, SIOCGIFADDR, &ifr));
	printf("lo address: %s\n", inet_ntoa(sin->sin_addr));
	T(ioctl(s, SIOCGIFNETMASK, &ifr));
	printf("lo netmask: %s\n", inet_ntoa(sin->sin_addr));
}

/* lo down: 0.0.0.0's route is lo even so, but connect(2) needs
 * 127.0.0.1 as a source address, which no up device has */
static void down(void)
{
	struct sockaddr_in any = sin_of("0.0.0.0", 5100);
	struct sockaddr_in lo = sin_of("127.0.0.1", 5100);
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	int t = socket(AF_INET, SOCK_STREAM, 0);

	T(connect(u, SA(any), sizeof(any)));
	T(connect(t, SA(any), sizeof(any)));
	T(sendto(u, "x", 1, 0, SA(lo), sizeof(lo)));
	close(u);
	close(t);
}

static void udp(void)
{
	struct sockaddr_in any = sin_of("0.0.0.0", 5100), from;
	socklen_t len = sizeof(from);
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	int t = socket(AF_INET, SOCK_DGRAM, 0);
	struct pollfd p = { .fd = s, .events = POLLIN };
	char c = 0, buf[8];
	ssize_t n;

	T(bind(s, SA(any), sizeof(any)));
	T(sendto(t, "u", 1, 0, SA(any), sizeof(any)));
	T(poll(&p, 1, 2000));
	T(recvfrom(s, &c, 1, MSG_DONTWAIT, SA(from), &len));
	printf("udp from %s, byte %c\n", inet_ntoa(from.sin_addr), c);
	show_name("udp sender's name", t, 0);
	T(connect(t, SA(any), sizeof(any)));
	show_name("udp connected peer", t, 1);
	show_name("udp connected name", t, 0);
	T(send(t, "v", 1, 0));
	T(poll(&p, 1, 2000));
	T(recv(s, &c, 1, MSG_DONTWAIT));
	printf("udp byte %c\n", c);
	any = sin_of("127.0.0.1", 5100);
	T(sendto(t, "w", 1, 0, SA(any), sizeof(any)));
	T(recv(s, &c, 1, 0));
	/* MSG_MORE: one datagram of three sends, to the first's address */
	T(send(t, "ab", 2, MSG_MORE));
	T(poll(&p, 1, 100));
	any = sin_of("127.0.0.1", 5199);
	T(sendto(t, "c", 1, 0, SA(any), sizeof(any)));
	T(poll(&p, 1, 2000));
	n = recv(s, buf, sizeof(buf) - 1, MSG_DONTWAIT);
	buf[n > 0 ? n : 0] = 0;
	printf("udp datagram %zd bytes: %s\n", n, buf);
	T(send(t, "o", 1, MSG_OOB));
	T(recv(s, buf, 1, MSG_ERRQUEUE | MSG_DONTWAIT));
	close(s);
	close(t);
}

static void tcp(void)
{
	struct sockaddr_in any = sin_of("0.0.0.0", 5101), from;
	socklen_t len = sizeof(from);
	int l = socket(AF_INET, SOCK_STREAM, 0);
	int c = socket(AF_INET, SOCK_STREAM, 0);
	struct pollfd p = { .events = POLLIN };
	int a, one = 1;
	char buf[8] = "";

	T(setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)));
	T(bind(l, SA(any), sizeof(any)));
	T(listen(l, 4));
	T(connect(c, SA(any), sizeof(any)));
	show_name("tcp peer", c, 1);
	show_name("tcp name", c, 0);
	p.fd = l;
	T(poll(&p, 1, 2000));	/* no accept(2) to wait for for ever */
	a = accept4(l, SA(from), &len, SOCK_NONBLOCK);
	show("accept", a < 0 ? -1 : 0);
	printf("tcp accepted from %s\n", inet_ntoa(from.sin_addr));
	show_name("tcp accepted name", a, 0);
	T(send(c, "tcp", 3, 0));
	p.fd = a;
	T(poll(&p, 1, 2000));
	T(recv(a, buf, sizeof(buf) - 1, 0));
	printf("tcp data %s\n", buf);
	/* MSG_MORE holds less than a segment until a send without it */
	T(send(c, "m", 1, MSG_MORE));
	T(poll(&p, 1, 100));
	T(send(c, "n", 1, 0));
	T(poll(&p, 1, 2000));
	memset(buf, 0, sizeof(buf));
	T(recv(a, buf, sizeof(buf) - 1, 0));
	printf("tcp data %s\n", buf);
	T(recv(a, buf, 1, MSG_OOB));
	T(recv(a, buf, 1, MSG_ERRQUEUE));
	close(a);
	close(c);
	close(l);
	c = socket(AF_INET, SOCK_STREAM, 0);
	any = sin_of("0.0.0.0", 5102);
	T(connect(c, SA(any), sizeof(any)));
	close(c);
	c = socket(AF_INET, SOCK_STREAM, 0);
	any = sin_of("127.0.0.1", 5101);
	T(connect(c, SA(any), sizeof(any)));
	close(c);
}

int main(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	short was = lo_flags(s, -1);

	printf("lo down: %d\n", !(lo_flags(s, was & ~IFF_UP) & IFF_UP));
	down();
	printf("lo up: %d\n", !!(lo_flags(s, was | IFF_UP) & IFF_UP));
	lo_addr(s);
	udp();
	tcp();
	show("lo as it was", lo_flags(s, was) == -1 ? -1 : 0);
	close(s);
	return 0;
}
