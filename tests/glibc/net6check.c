// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/net6check.c - AF_INET6 on the loopback device, one line
 * per answer (ipv6(7)): socket(2)'s errnos for AF_INET6's types and
 * protocols, bind(2)'s and connect(2)'s refusals for short and foreign
 * addresses, UDP and TCP between ::1 and ::1, between an AF_INET6
 * socket and an AF_INET one through IPv4-mapped addresses, IPV6_V6ONLY,
 * IPV6_ADDRFORM, MSG_PEEK of a datagram cut short, and an ICMPv6 echo
 * through a raw socket.  Ephemeral ports differ from boot to boot, so
 * only whether one is in Linux's range is printed.  Run as root with
 * lo up; the same binary's output on Linux 6.1 is tests/kernel/
 * net6check.linux (tests/kernel/test_net6.py compares).
 */
#include "report.h"
#include <arpa/inet.h>
#include <netinet/icmp6.h>
#include <netinet/in.h>
#include <stddef.h>
#include <sys/socket.h>
#include <unistd.h>

#define SA(a)	((struct sockaddr *)&(a))

static struct sockaddr_in6 sin6_of(const char *ip, int port)
{
	struct sockaddr_in6 a = { .sin6_family = AF_INET6 };

	inet_pton(AF_INET6, ip, &a.sin6_addr);
	a.sin6_port = htons(port);
	return a;
}

static struct sockaddr_in sin_of(const char *ip, int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET };

	a.sin_addr.s_addr = inet_addr(ip);
	a.sin_port = htons(port);
	return a;
}

/* An address as [addr]:port, or addr:port for AF_INET; a port of the
 * ephemeral range as "eph" */
static void show_ss(const char *what, const struct sockaddr_storage *ss,
		 socklen_t len)
{
	char buf[INET6_ADDRSTRLEN];
	int port;

	if (ss->ss_family == AF_INET6) {
		const struct sockaddr_in6 *a = (const void *)ss;

		inet_ntop(AF_INET6, &a->sin6_addr, buf, sizeof(buf));
		port = ntohs(a->sin6_port);
		printf("%s: len %u [%s]:", what, len, buf);
	} else {
		const struct sockaddr_in *a = (const void *)ss;

		inet_ntop(AF_INET, &a->sin_addr, buf, sizeof(buf));
		port = ntohs(a->sin_port);
		printf("%s: len %u family %d %s:", what, len, ss->ss_family,
		       buf);
	}
	if (port >= 32768 && port <= 60999)
		printf("eph\n");
	else
		printf("%d\n", port);
}

static void names(const char *what, int s)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);
	char buf[64];

	memset(&ss, 0, sizeof(ss));
	snprintf(buf, sizeof(buf), "%s name", what);
	if (getsockname(s, SA(ss), &len) == 0)
		show_ss(buf, &ss, len);
	len = sizeof(ss);
	snprintf(buf, sizeof(buf), "%s peer", what);
	if (getpeername(s, SA(ss), &len) == 0)
		show_ss(buf, &ss, len);
	else
		printf("%s: %s\n", buf, strerrorname_np(errno));
}

static void sockets(void)
{
	int sv[2];

	T(socket(AF_INET6, SOCK_STREAM, 0) >= 0);
	T(socket(AF_INET6, SOCK_DGRAM, 0) >= 0);
	T(socket(AF_INET6, SOCK_DGRAM, IPPROTO_UDP) >= 0);
	T(socket(AF_INET6, SOCK_RAW, IPPROTO_ICMPV6) >= 0);
	T(socket(AF_INET6, SOCK_RAW, 0));
	T(socket(AF_INET6, SOCK_DGRAM, IPPROTO_ICMPV6));
	T(socket(AF_INET6, SOCK_STREAM, IPPROTO_UDP));
	T(socket(AF_INET6, SOCK_DGRAM, IPPROTO_TCP));
	T(socket(AF_INET6, SOCK_SEQPACKET, 0));
	T(socket(AF_INET6, SOCK_DGRAM, -1));
	T(socket(AF_INET6, SOCK_DGRAM, 256));
	T(socketpair(AF_INET6, SOCK_DGRAM, 0, sv));
	T(socketpair(AF_INET6, SOCK_STREAM, 0, sv));
}

static void binds(void)
{
	int s = socket(AF_INET6, SOCK_DGRAM, 0);
	int t = socket(AF_INET6, SOCK_DGRAM, 0);
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	struct sockaddr_in6 a = sin6_of("::1", 5000), b;
	struct sockaddr_in v4 = sin_of("127.0.0.1", 5000);
	int v = 1;
	socklen_t len = sizeof(v);

	names("unbound", s);
	T(bind(s, SA(a), 23));
	T(bind(s, SA(v4), sizeof(v4)));
	b = a;
	b.sin6_family = AF_INET;
	T(bind(s, SA(b), sizeof(b)));
	b = sin6_of("::2", 5000);
	T(bind(s, SA(b), sizeof(b)));
	b = sin6_of("::ffff:10.9.9.9", 5000);
	T(bind(s, SA(b), sizeof(b)));
	b = sin6_of("::1", 80);
	T(bind(s, SA(a), 24));
	T(bind(s, SA(a), sizeof(a)));
	names("bound", s);
	T(bind(t, SA(a), sizeof(a)));
	T(bind(u, SA(v4), sizeof(v4)));
	close(s);
	close(t);
	close(u);
	s = socket(AF_INET6, SOCK_DGRAM, 0);
	t = socket(AF_INET6, SOCK_DGRAM, 0);
	u = socket(AF_INET, SOCK_DGRAM, 0);
	a = sin6_of("::", 5001);
	v4 = sin_of("0.0.0.0", 5001);
	T(getsockopt(s, SOL_IPV6, IPV6_V6ONLY, &v, &len));
	printf("V6ONLY: %d\n", v);
	T(bind(s, SA(a), sizeof(a)));
	T(bind(u, SA(v4), sizeof(v4)));
	v = 1;
	T(setsockopt(s, SOL_IPV6, IPV6_V6ONLY, &v, sizeof(v)));
	T(setsockopt(t, SOL_IPV6, IPV6_V6ONLY, &v, sizeof(v)));
	T(setsockopt(t, SOL_IPV6, IPV6_V6ONLY, &v, 2));
	T(getsockopt(t, SOL_IPV6, IPV6_V6ONLY, &v, &len));
	printf("V6ONLY: %d\n", v);
	close(s);
	T(bind(t, SA(a), sizeof(a)));
	T(bind(u, SA(v4), sizeof(v4)));
	close(t);
	close(u);
}

/* A datagram from s to its destination, read by r: what r says of it */
static void carry(int s, int r, const void *to, socklen_t tolen)
{
	struct sockaddr_storage from;
	socklen_t len = sizeof(from);
	char buf[16] = "";

	T(sendto(s, "hello", 5, 0, to, tolen));
	T(recvfrom(r, buf, sizeof(buf), MSG_DONTWAIT, SA(from), &len));
	if (len <= sizeof(from))
		show_ss("from", &from, len);
	printf("data: %s\n", buf);
}

static void udp(void)
{
	int r = socket(AF_INET6, SOCK_DGRAM, 0);
	int s = socket(AF_INET6, SOCK_DGRAM, 0);
	int r4 = socket(AF_INET, SOCK_DGRAM, 0);
	int o = socket(AF_INET6, SOCK_DGRAM, 0);
	struct sockaddr_in6 a = sin6_of("::", 5002), m;
	struct sockaddr_in v4 = sin_of("127.0.0.1", 5002);
	struct sockaddr_in6 one = sin6_of("::1", 5002);
	struct sockaddr_in6 any = sin6_of("::", 5002);
	struct sockaddr_in r4a = sin_of("127.0.0.1", 5003);
	struct sockaddr_in6 mapped = sin6_of("::ffff:127.0.0.1", 5003);
	struct sockaddr_in6 gone = sin6_of("::1", 5009);
	struct sockaddr u = { .sa_family = AF_UNSPEC };
	int v = 1;

	T(bind(r, SA(a), sizeof(a)));
	T(bind(r4, SA(r4a), sizeof(r4a)));
	carry(s, r, &one, sizeof(one));
	names("v6 sender", s);
	carry(s, r, &any, sizeof(any));
	carry(r4, r, &v4, sizeof(v4));
	carry(s, r4, &mapped, sizeof(mapped));
	carry(s, r4, &r4a, sizeof(r4a));
	T(sendto(s, "x", 1, 0, SA(one), 23));
	T(sendto(s, "x", 1, 0, SA(one), 1));
	m = one;
	m.sin6_family = 99;
	T(sendto(s, "x", 1, 0, SA(m), sizeof(m)));
	T(sendto(s, "x", 1, 0, &u, sizeof(u)));
	T(sendto(s, "x", 1, 0, SA(gone), sizeof(gone)));
	T(setsockopt(o, SOL_IPV6, IPV6_V6ONLY, &v, sizeof(v)));
	T(sendto(o, "x", 1, 0, SA(mapped), sizeof(mapped)));
	T(sendto(o, "x", 1, 0, SA(r4a), sizeof(r4a)));
	T(connect(o, SA(mapped), sizeof(mapped)));
	T(connect(o, SA(r4a), sizeof(r4a)));
	T(connect(s, SA(any), sizeof(any)));
	names("connected to ::", s);
	T(connect(s, &u, sizeof(u)));
	names("disconnected", s);
	T(connect(s, SA(r4a), sizeof(r4a)));
	names("connected to v4", s);
	T(connect(s, &u, sizeof(u)));
	v = AF_INET;
	T(setsockopt(s, SOL_IPV6, IPV6_ADDRFORM, &v, sizeof(v)));
	T(connect(s, SA(mapped), sizeof(mapped)));
	T(setsockopt(s, SOL_IPV6, IPV6_ADDRFORM, &v, sizeof(v)));
	names("addrform", s);
	v = 0;
	T(getsockopt(s, SOL_SOCKET, SO_DOMAIN, &v, &(socklen_t){ sizeof(v) }));
	printf("SO_DOMAIN: %d\n", v);
	close(r);
	close(s);
	close(r4);
	close(o);
}

/* recvmsg02's case: MSG_PEEK of a datagram longer than the buffer */
static void peek(void)
{
	int r = socket(AF_INET6, SOCK_DGRAM, 0);
	int s = socket(AF_INET6, SOCK_DGRAM, 0);
	struct sockaddr_in6 a = sin6_of("::1", 0);
	socklen_t len = sizeof(a);
	char buf[8];
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };

	T(bind(r, SA(a), sizeof(a)));
	T(getsockname(r, SA(a), &len));
	T(sendto(s, "0123456789abcdef", 16, 0, SA(a), len));
	T(recvmsg(r, &mh, MSG_PEEK));
	printf("flags %#x\n", mh.msg_flags);
	T(recv(r, buf, sizeof(buf), MSG_TRUNC | MSG_DONTWAIT));
	T(recv(r, buf, sizeof(buf), MSG_DONTWAIT));
	close(r);
	close(s);
}

static void tcp_accept(int l, const char *what)
{
	int c = accept(l, NULL, NULL);
	char buf[8] = "";
	int v = AF_INET;

	names(what, c);
	T(recv(c, buf, sizeof(buf), 0));
	T(setsockopt(c, SOL_IPV6, IPV6_ADDRFORM, &v, sizeof(v)));
	names(what, c);
	close(c);
}

static void tcp(void)
{
	int l = socket(AF_INET6, SOCK_STREAM, 0);
	int c6 = socket(AF_INET6, SOCK_STREAM, 0);
	int c4 = socket(AF_INET, SOCK_STREAM, 0);
	int x = socket(AF_INET6, SOCK_STREAM, 0);
	struct sockaddr_in6 a = sin6_of("::", 6000);
	struct sockaddr_in6 one = sin6_of("::1", 6000);
	struct sockaddr_in6 closed = sin6_of("::1", 6001);
	struct sockaddr_in v4 = sin_of("127.0.0.1", 6000);

	T(bind(l, SA(a), sizeof(a)));
	T(listen(l, 4));
	T(connect(x, SA(v4), sizeof(v4)));
	T(connect(x, SA(one), 23));
	T(connect(x, SA(closed), sizeof(closed)));
	T(connect(c6, SA(one), sizeof(one)));
	names("c6", c6);
	T(send(c6, "six", 3, 0));
	tcp_accept(l, "accepted6");
	T(connect(c4, SA(v4), sizeof(v4)));
	T(send(c4, "four", 4, 0));
	tcp_accept(l, "accepted4");
	close(c6);
	close(c4);
	close(x);
	close(l);
}

static void ping6(void)
{
	int s = socket(AF_INET6, SOCK_RAW, IPPROTO_ICMPV6);
	struct sockaddr_in6 one = sin6_of("::1", 0), from;
	struct icmp6_hdr req = { .icmp6_type = ICMP6_ECHO_REQUEST };
	unsigned char buf[64];
	socklen_t len = sizeof(from);
	int i, n;

	req.icmp6_id = htons(77);
	req.icmp6_seq = htons(1);
	T(sendto(s, &req, sizeof(req), 0, SA(one), sizeof(one)));
	for (i = 0; i < 2; i++) {
		n = recvfrom(s, buf, sizeof(buf), MSG_DONTWAIT, SA(from), &len);
		printf("icmp6 read: %d", n);
		if (n >= 8)
			printf(" type %d code %d id %d seq %d", buf[0], buf[1],
			       buf[4] << 8 | buf[5], buf[6] << 8 | buf[7]);
		printf("\n");
	}
	close(s);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	sockets();
	binds();
	udp();
	peek();
	tcp();
	ping6();
	return 0;
}
