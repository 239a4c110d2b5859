// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sockopt6check.c - the socket options LTP's setsockopt11
 * sets, one line per answer: IPV6_RTHDR's routing headers (RFC 8200
 * 4.4; Segment Routing's type 4, RFC 8754; Mobile IPv6's type 2),
 * well formed and not, IPV6_MTU's bounds, and UDP_CORK (udp(7)) on
 * AF_INET6 and AF_INET: corked sends, spliced bytes among them, are one
 * datagram sent when uncorked, and a close drops them; bind(2) given a
 * struct sockaddr_storage's length.  Run as root
 * with lo up; its output on Linux 6.1 is tests/kernel/sockopt6check.linux
 * (tests/kernel/test_net6.py compares).
 */
#include "report.h"
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/udp.h>
#include <sys/socket.h>
#include <unistd.h>

#define SA(a)	((struct sockaddr *)&(a))

static unsigned char hdr[2048];
static char buf[64];
/* out of the compiler's sight: it would refuse them */
static void *volatile nowhere = (void *)4;

/*
 * A type-4 header of len bytes (a multiple of 8): hdrlen from len,
 * segs addresses of ::1, segments_left left, then one PadN TLV over
 * what is left (RFC 8754 2.1.1.2), as setsockopt11 builds it.
 */
static int srh(int len, int segs, int left)
{
	int pad = len - 8 - 16 * segs;

	memset(hdr, 0, sizeof(hdr));
	hdr[1] = (unsigned char)(len / 8 - 1);
	hdr[2] = 4;
	hdr[3] = (unsigned char)left;
	hdr[4] = (unsigned char)(segs - 1);
	for (int i = 0; i < segs; i++)
		memcpy(hdr + 8 + 16 * i, &in6addr_loopback, 16);
	if (pad > 0) {
		hdr[8 + 16 * segs] = 4;		/* PadN */
		hdr[9 + 16 * segs] = (unsigned char)(pad - 2);
	}
	return len;
}

static void rthdr(int s)
{
	int n;

	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, srh(640, 39, 38)));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, srh(40, 2, 1)));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, NULL, 0));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, srh(640, 39, 38) - 4));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, 4));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, 2048));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, NULL, 8));
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, nowhere, 640));
	n = srh(640, 39, 39);
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, n));
	n = srh(640, 39, 0);
	hdr[4] = 39;		/* a last entry past the header */
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, n));
	n = srh(640, 39, 0);
	hdr[1] = 80;		/* longer than given */
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, n));
	hdr[1] = 78;		/* shorter than given */
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, n));
	n = srh(640, 39, 0);
	hdr[9 + 16 * 39] = 7;	/* a TLV past the end */
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, n));
	n = srh(640, 39, 0);
	hdr[2] = 0;		/* type 0: RFC 5095 deprecates it */
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, n));
	memset(hdr, 0, 24);
	hdr[1] = 2;
	hdr[2] = 2;
	hdr[3] = 1;		/* type 2: one address, one left */
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, 24));
	hdr[3] = 2;
	T(setsockopt(s, SOL_IPV6, IPV6_RTHDR, hdr, 24));
}

static void mtu(int s)
{
	int v[] = { 1280, 1279, 0, -1, 65536 };
	short half = 1280;

	for (unsigned int i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		printf("IPV6_MTU %d: ", v[i]);
		T(setsockopt(s, SOL_IPV6, IPV6_MTU, &v[i], sizeof(v[i])));
	}
	T(setsockopt(s, SOL_IPV6, IPV6_MTU, &half, sizeof(half)));
	T(setsockopt(s, SOL_IPV6, IPV6_MTU, nowhere, sizeof(int)));
}

/* A datagram socket of family connected to r's address, corked */
static int corked(int family, int r)
{
	struct sockaddr_storage a;
	socklen_t len = sizeof(a);
	int one = 1, s = socket(family, SOCK_DGRAM, 0);

	getsockname(r, SA(a), &len);
	T(connect(s, SA(a), len));
	T(setsockopt(s, SOL_UDP, UDP_CORK, &one, sizeof(one)));
	return s;
}

static void show_recv(int r)
{
	long n = recv(r, buf, sizeof(buf), MSG_DONTWAIT);

	show("recv(r, buf, sizeof(buf), MSG_DONTWAIT)", n);
	if (n >= 0)
		printf("  data: \"%.*s\"\n", (int)n, buf);
}

static void cork(int family, const char *ip)
{
	struct sockaddr_storage a = { .ss_family = family };
	int zero = 0, p[2], r = socket(family, SOCK_DGRAM, 0), s;

	printf("== UDP_CORK, family %s\n", family == AF_INET ? "AF_INET" :
	       "AF_INET6");
	inet_pton(family, ip, family == AF_INET ?
		  (void *)&((struct sockaddr_in *)&a)->sin_addr :
		  (void *)&((struct sockaddr_in6 *)&a)->sin6_addr);
	T(bind(r, SA(a), sizeof(a)));
	s = corked(family, r);
	T(send(s, "abc", 3, 0));
	T(pipe(p));
	T(write(p[1], "de", 2));
	T(splice(p[0], NULL, s, NULL, 2, SPLICE_F_MORE));
	show_recv(r);
	T(setsockopt(s, SOL_UDP, UDP_CORK, &zero, sizeof(zero)));
	show_recv(r);
	T(setsockopt(s, SOL_UDP, UDP_CORK, &zero, sizeof(zero)));
	T(send(s, "f", 1, 0));
	show_recv(r);
	T(setsockopt(s, SOL_UDP, UDP_CORK, &zero, 2));
	T(setsockopt(s, SOL_UDP, UDP_CORK, nowhere, sizeof(int)));
	T(setsockopt(s, SOL_UDP, 99, &zero, sizeof(zero)));
	T(close(s));
	s = corked(family, r);
	T(send(s, "gone", 4, 0));
	T(close(s));
	show_recv(r);
	s = socket(family, SOCK_STREAM, 0);
	T(setsockopt(s, SOL_UDP, UDP_CORK, &zero, sizeof(zero)));
	close(s);
	close(r);
	close(p[0]);
	close(p[1]);
}

/* Addresses as long as a struct sockaddr_storage, which Linux takes
 * and each family then judges, and one byte longer */
static void long_addresses(void)
{
	struct sockaddr_storage a = { .ss_family = AF_UNIX };
	int s = socket(AF_UNIX, SOCK_DGRAM, 0);

	memcpy(a.__ss_padding, "sock", 4);
	T(bind(s, SA(a), sizeof(a)));
	close(s);
	s = socket(AF_INET, SOCK_DGRAM, 0);
	a.ss_family = AF_INET;
	T(bind(s, SA(a), sizeof(a) + 1));
	close(s);
}

int main(void)
{
	int s = socket(AF_INET6, SOCK_DGRAM, 0);

	printf("== IPV6_RTHDR\n");
	rthdr(s);
	printf("== IPV6_MTU\n");
	mtu(s);
	close(s);
	cork(AF_INET6, "::1");
	cork(AF_INET, "127.0.0.1");
	printf("== addresses\n");
	long_addresses();
	return 0;
}
