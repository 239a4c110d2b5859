// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/netfuzz.c - the network stack's user-space edge, fuzzed:
 * from a seed, a stream of UDP and raw sockets of random protocols,
 * sends of random bytes (so the stack's own receive path parses
 * whatever a raw socket put after an IP header: bad UDP lengths,
 * ICMP of any type, protocols nobody takes) to random addresses with
 * random address lengths, binds, connects, non-blocking receives into
 * random buffers, socket options, and the interface and route ioctls
 * with random requests (names lo, sn0, sn1 and garbage; addresses,
 * flags, MTUs, bad pointers).  Run as root.  Prints one line: how many
 * calls, and how many failed; tests/kernel/test_net.py checks that the
 * kernel survived.
 *
 *	netfuzz SEED CALLS
 */
#include <arpa/inet.h>
#include <errno.h>
#include <net/if.h>
#include <net/route.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "fuzzrand.h"

#define NFDS	8

static const char *const names[] = { "lo", "sn0", "sn1", "", "nosuch0",
				      "0123456789abcdef" };
static const unsigned long ioctls[] = {
	SIOCGIFCONF, SIOCGIFFLAGS, SIOCSIFFLAGS, SIOCGIFADDR, SIOCSIFADDR,
	SIOCGIFNETMASK, SIOCSIFNETMASK, SIOCGIFBRDADDR, SIOCSIFBRDADDR,
	SIOCGIFDSTADDR, SIOCGIFMTU, SIOCSIFMTU, SIOCGIFHWADDR, SIOCSIFHWADDR,
	SIOCGIFINDEX, SIOCGIFNAME, SIOCGIFTXQLEN, SIOCSIFTXQLEN, SIOCGIFMAP,
	SIOCSIFMAP, SIOCGIFMETRIC, SIOCSIFMETRIC, SIOCADDRT, SIOCDELRT,
	0x8900 + 0xff, 0x5401,
};

/* An address near the interesting ones: lo's, snull's, broadcasts */
static in_addr_t some_addr(void)
{
	static const char *const a[] = { "127.0.0.1", "127.0.0.2",
		"192.168.0.1", "192.168.0.2", "192.168.1.1", "192.168.1.2",
		"192.168.0.255", "255.255.255.255", "0.0.0.0", "10.0.0.1",
		"224.0.0.1" };

	return rnd(8) ? inet_addr(a[rnd(sizeof(a) / sizeof(a[0]))]) : rnd(0);
}

static void fill(void *p, size_t n)
{
	unsigned char *b = p;

	while (n--)
		*b++ = (unsigned char)(rnd(4) ? rnd(256) : 0);
}

static void *some_ptr(void *good)
{
	switch (rnd(16)) {
	case 0:
		return NULL;
	case 1:
		return (void *)0xc0100000;	/* the kernel's */
	case 2:
		return (void *)1;
	default:
		return good;
	}
}

static long one_ioctl(int fd)
{
	union {
		struct ifreq ifr;
		struct rtentry rt;
		struct ifconf ifc;
	} u;
	struct sockaddr_in *sin = (struct sockaddr_in *)&u.ifr.ifr_addr;
	char buf[512];
	unsigned long cmd = ioctls[rnd(sizeof(ioctls) / sizeof(ioctls[0]))];

	fill(&u, sizeof(u));
	if (cmd == SIOCGIFCONF) {
		u.ifc.ifc_len = rnd(3) ? (int)rnd(sizeof(buf)) : -(int)rnd(9);
		u.ifc.ifc_buf = some_ptr(buf);
	} else if (cmd == SIOCADDRT || cmd == SIOCDELRT) {
		u.rt.rt_dev = rnd(2) ? NULL : some_ptr((char *)names[rnd(6)]);
		((struct sockaddr_in *)&u.rt.rt_dst)->sin_addr.s_addr =
			some_addr();
		((struct sockaddr_in *)&u.rt.rt_gateway)->sin_addr.s_addr =
			some_addr();
		if (rnd(2))
			u.rt.rt_dst.sa_family = u.rt.rt_gateway.sa_family =
				u.rt.rt_genmask.sa_family = AF_INET;
	} else {
		if (rnd(4))
			strncpy(u.ifr.ifr_name, names[rnd(6)], IFNAMSIZ);
		if (rnd(2)) {
			sin->sin_family = rnd(4) ? AF_INET : rnd(64);
			sin->sin_addr.s_addr = some_addr();
		}
		if (cmd == SIOCSIFFLAGS && rnd(2))
			u.ifr.ifr_flags = (short)(IFF_UP | rnd(0x10000));
		if (cmd == SIOCSIFMTU)
			u.ifr.ifr_mtu = (int)rnd(70000) - 100;
	}
	return ioctl(fd, cmd, some_ptr(&u));
}

static long one_send(int fd)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	static char buf[70000];
	size_t len = rnd(4) ? rnd(256) : rnd(sizeof(buf));
	socklen_t alen = rnd(4) ? sizeof(a) : rnd(32);

	a.sin_addr.s_addr = some_addr();
	a.sin_port = htons(rnd(3) ? 5000 + rnd(4) : rnd(65536));
	if (!rnd(8))
		a.sin_family = rnd(64);
	fill(buf, len < 512 ? len : 512);
	return sendto(fd, some_ptr(buf), len, rnd(4) ? 0 : MSG_DONTWAIT,
		      rnd(8) ? (struct sockaddr *)&a : NULL, alen);
}

static long one_addr_call(int fd)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	socklen_t alen = rnd(4) ? sizeof(a) : rnd(32);

	a.sin_addr.s_addr = some_addr();
	a.sin_port = htons(rnd(2) ? 5000 + rnd(4) : rnd(65536));
	if (!rnd(8))
		a.sin_family = rnd(3) ? AF_UNSPEC : rnd(64);
	switch (rnd(4)) {
	case 0:
		return bind(fd, some_ptr(&a), alen);
	case 1:
		return connect(fd, some_ptr(&a), alen);
	case 2:
		return getsockname(fd, some_ptr(&a), &alen);
	default:
		return getpeername(fd, (struct sockaddr *)&a, some_ptr(&alen));
	}
}

static long one_recv(int fd)
{
	static char buf[70000];
	struct sockaddr_in a;
	socklen_t alen = rnd(4) ? sizeof(a) : rnd(32);
	int flags = MSG_DONTWAIT | (rnd(4) ? 0 : MSG_PEEK);

	return recvfrom(fd, some_ptr(buf), rnd(2) ? rnd(100) : sizeof(buf),
			flags, rnd(2) ? (struct sockaddr *)&a : NULL,
			rnd(2) ? &alen : NULL);
}

static int new_socket(void)
{
	static const int protos[] = { 0, IPPROTO_ICMP, IPPROTO_UDP, 6, 2,
				      255, 47 };

	if (rnd(3))
		return socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	return socket(AF_INET, SOCK_RAW | SOCK_NONBLOCK,
		      protos[rnd(sizeof(protos) / sizeof(protos[0]))]);
}

int main(int argc, char **argv)
{
	int fds[NFDS], i, v;
	long calls, n, failed = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: netfuzz SEED CALLS\n");
		return 2;
	}
	fuzz_seed((unsigned int)strtoul(argv[1], NULL, 0));
	calls = strtol(argv[2], NULL, 0);
	for (i = 0; i < NFDS; i++)
		fds[i] = new_socket();
	for (n = 0; n < calls; n++) {
		int *fd = &fds[rnd(NFDS)];
		long r;

		switch (rnd(12)) {
		case 0:
		case 1:
			r = one_ioctl(*fd);
			break;
		case 2:
		case 3:
		case 4:
		case 5:
			r = one_send(*fd);
			break;
		case 6:
		case 7:
			r = one_recv(*fd);
			break;
		case 8:
			r = one_addr_call(*fd);
			break;
		case 9:
			v = (int)rnd(1 << 20);
			r = setsockopt(*fd, rnd(4) ? SOL_SOCKET : rnd(300),
				       (int)rnd(40), some_ptr(&v),
				       rnd(4) ? sizeof(v) : rnd(8));
			break;
		case 10:
			r = shutdown(*fd, (int)rnd(4));
			break;
		default:
			close(*fd);
			r = *fd = new_socket();
			break;
		}
		failed += r < 0;
	}
	printf("netfuzz: seed %s, %ld calls, %ld failed\n", argv[1], calls,
	       failed);
	return 0;
}
