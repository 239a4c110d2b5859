// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/packetcheck.c - AF_PACKET sockets on the loopback device,
 * one line per answer (packet(7)): socket(2)'s errnos, EPERM for a
 * user without CAP_NET_RAW, bind(2) to an interface and its refusals,
 * getsockname(2), the copies an ETH_P_ALL and an ETH_P_IP socket get of
 * a UDP datagram over lo, of a frame sent whole (SOCK_RAW) and of one
 * behind a header lo builds (SOCK_DGRAM), sendto(2)'s
 * refusals, PACKET_VERSION, PACKET_RX_RING's checks (LTP setsockopt02's
 * case among them) and PACKET_ADD_MEMBERSHIP; then a seeded stream of
 * random frames into lo.  Run as root with lo up (127.0.0.1); the same
 * binary's output on Linux 6.1 is tests/kernel/packetcheck.linux
 * (tests/kernel/test_net6.py compares).
 */
#include "report.h"
#include "fuzzrand.h"
#include <arpa/inet.h>
#include <linux/if_packet.h>
#include <net/ethernet.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/udp.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#define SA(a)	((struct sockaddr *)&(a))
#define PORT	7000
#define LO	1

static struct sockaddr_ll ll_of(int ifindex, int proto)
{
	struct sockaddr_ll a = { .sll_family = AF_PACKET };

	a.sll_ifindex = ifindex;
	a.sll_protocol = htons(proto);
	a.sll_halen = ETH_ALEN;
	return a;
}

static void sockets(void)
{
	pid_t pid;
	int st;

	T(socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL)) >= 0);
	T(socket(AF_PACKET, SOCK_DGRAM, htons(ETH_P_IP)) >= 0);
	T(socket(AF_PACKET, SOCK_RAW, 0) >= 0);
	T(socket(AF_PACKET, SOCK_STREAM, 0));
	T(socket(AF_PACKET, SOCK_SEQPACKET, 0));
	pid = fork();
	if (pid == 0) {
		if (setuid(65534) == 0)
			T(socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL)));
		_exit(0);
	}
	waitpid(pid, &st, 0);
}

static void name(int s)
{
	struct sockaddr_ll a;
	socklen_t len = sizeof(a);

	memset(&a, 0xee, sizeof(a));
	T(getsockname(s, SA(a), &len));
	printf("name: len %u family %d proto %#x ifindex %d hatype %d "
	       "halen %d\n", len, a.sll_family, ntohs(a.sll_protocol),
	       a.sll_ifindex, a.sll_hatype, a.sll_halen);
}

static void binds(int s)
{
	struct sockaddr_ll a = ll_of(LO, 0), b;
	struct sockaddr_storage p;
	socklen_t len = sizeof(p);

	name(s);
	T(bind(s, SA(a), sizeof(a) - 1));
	b = a;
	b.sll_family = AF_INET;
	T(bind(s, SA(b), sizeof(b)));
	b = ll_of(99, 0);
	T(bind(s, SA(b), sizeof(b)));
	b = ll_of(-1, 0);
	T(bind(s, SA(b), sizeof(b)));
	T(bind(s, SA(a), sizeof(a)));
	name(s);
	T(getpeername(s, SA(p), &len));
	T(connect(s, SA(a), sizeof(a)));
	T(listen(s, 1));
	T(shutdown(s, SHUT_RDWR));
}

/* The frames waiting on s that carry UDP to PORT: how each came */
static void frames(const char *what, int s, int raw)
{
	unsigned char buf[256];
	struct sockaddr_ll from;
	socklen_t len;
	int n, off = raw ? ETH_HLEN : 0;

	for (;;) {
		len = sizeof(from);
		n = recvfrom(s, buf, sizeof(buf), MSG_DONTWAIT, SA(from), &len);
		if (n < 0)
			break;
		if (ntohs(from.sll_protocol) != ETH_P_IP || n < off + 28 ||
		    buf[off + 9] != IPPROTO_UDP ||
		    (buf[off + 22] << 8 | buf[off + 23]) != PORT)
			continue;
		printf("%s: %d bytes, namelen %u, proto %#x, ifindex %d, "
		       "hatype %d, pkttype %d, halen %d, first %#x\n", what, n,
		       len, ntohs(from.sll_protocol), from.sll_ifindex,
		       from.sll_hatype, from.sll_pkttype, from.sll_halen,
		       buf[0]);
	}
	printf("%s: %s\n", what, strerrorname_np(errno));
}

/* An IPv4 UDP datagram to 127.0.0.1:PORT with "hi", checksum 0 */
static int udp_packet(unsigned char *p)
{
	struct iphdr *ip = (struct iphdr *)p;
	struct udphdr *uh = (struct udphdr *)(ip + 1);
	unsigned int sum = 0;
	int i;

	memset(p, 0, 30);
	ip->version = 4;
	ip->ihl = 5;
	ip->tot_len = htons(30);
	ip->ttl = 64;
	ip->protocol = IPPROTO_UDP;
	ip->saddr = ip->daddr = htonl(INADDR_LOOPBACK);
	for (i = 0; i < 10; i++)
		sum += ((unsigned short *)ip)[i];
	sum = (sum & 0xffff) + (sum >> 16);
	ip->check = (unsigned short)~((sum & 0xffff) + (sum >> 16));
	uh->source = htons(PORT + 1);
	uh->dest = htons(PORT);
	uh->len = htons(10);
	memcpy(uh + 1, "hi", 2);
	return 30;
}

static void got(int u)
{
	char buf[8] = "";

	T(recv(u, buf, sizeof(buf), MSG_DONTWAIT));
	printf("udp got: %s\n", buf);
}

static void traffic(void)
{
	int all = socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL));
	int ip = socket(AF_PACKET, SOCK_DGRAM, htons(ETH_P_IP));
	int raw = socket(AF_PACKET, SOCK_RAW, 0);
	int dg = socket(AF_PACKET, SOCK_DGRAM, 0);
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	int c = socket(AF_INET, SOCK_DGRAM, 0);
	struct sockaddr_in to = { .sin_family = AF_INET };
	struct sockaddr_ll lo = ll_of(LO, ETH_P_ALL), lo_ip = ll_of(LO, ETH_P_IP);
	unsigned char frame[64] = { 0 };
	int n;

	to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	to.sin_port = htons(PORT);
	T(bind(u, SA(to), sizeof(to)));
	T(bind(all, SA(lo), sizeof(lo)));
	T(sendto(c, "hello", 5, 0, SA(to), sizeof(to)));
	got(u);
	frames("all", all, 1);
	frames("ip", ip, 0);
	frame[12] = 0x08;
	n = ETH_HLEN + udp_packet(frame + ETH_HLEN);
	/* Linux drops these as they come in: a loopback source without
	 * its own route's mark is a martian, in
	 * Linux's ip_route_input_slow(); only the copies are compared */
	T(sendto(raw, frame, n, 0, SA(lo_ip), sizeof(lo_ip)));
	frames("all", all, 1);
	T(sendto(dg, frame + ETH_HLEN, n - ETH_HLEN, 0, SA(lo_ip),
		 sizeof(lo_ip)));
	frames("ip", ip, 0);
	T(sendto(raw, frame, n, 0, SA(lo_ip), 10));
	lo_ip.sll_ifindex = 99;
	T(sendto(raw, frame, n, 0, SA(lo_ip), sizeof(lo_ip)));
	lo_ip.sll_ifindex = LO;
	T(sendto(raw, frame, 5, 0, SA(lo_ip), sizeof(lo_ip)));
	T(send(raw, frame, n, 0));
	close(all);
	close(ip);
	close(raw);
	close(dg);
	close(u);
	close(c);
}

static int ring(int s, unsigned int block, unsigned int priv)
{
	struct tpacket_req3 req = {
		.tp_block_size = block, .tp_block_nr = 2,
		.tp_frame_size = block, .tp_frame_nr = 2,
		.tp_retire_blk_tov = 100, .tp_sizeof_priv = priv,
	};

	return setsockopt(s, SOL_PACKET, PACKET_RX_RING, &req, sizeof(req));
}

static void options(void)
{
	int s = socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL));
	int v = TPACKET_V3, bad = 5;
	struct tpacket_req3 none = { 0 };
	struct packet_mreq mr = { .mr_ifindex = LO, .mr_type = PACKET_MR_PROMISC };

	T(setsockopt(s, SOL_PACKET, PACKET_VERSION, &bad, sizeof(bad)));
	T(setsockopt(s, SOL_PACKET, PACKET_VERSION, &v, 2));
	T(setsockopt(s, SOL_PACKET, PACKET_VERSION, &v, sizeof(v)));
	T(ring(s, 4096, 3U << 30));
	T(ring(s, 4000, 512));
	T(ring(s, 4096, 4096));
	T(setsockopt(s, SOL_PACKET, PACKET_RX_RING, &none, 16));
	T(setsockopt(s, SOL_PACKET, PACKET_TX_RING, &none, sizeof(none)));
	T(ring(s, 4096, 512));
	T(setsockopt(s, SOL_PACKET, PACKET_VERSION, &v, sizeof(v)));
	T(setsockopt(s, SOL_PACKET, PACKET_RX_RING, &none, sizeof(none)));
	T(setsockopt(s, SOL_PACKET, PACKET_VERSION, &v, sizeof(v)));
	T(setsockopt(s, SOL_PACKET, 99, &v, sizeof(v)));
	T(setsockopt(s, SOL_IP, PACKET_VERSION, &v, sizeof(v)));
	T(setsockopt(s, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &mr, sizeof(mr)));
	T(setsockopt(s, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &mr, 8));
	T(setsockopt(s, SOL_PACKET, PACKET_DROP_MEMBERSHIP, &mr, sizeof(mr)));
	T(setsockopt(s, SOL_PACKET, PACKET_DROP_MEMBERSHIP, &mr, sizeof(mr)));
	mr.mr_ifindex = 99;
	T(setsockopt(s, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &mr, sizeof(mr)));
	mr.mr_ifindex = LO;
	mr.mr_alen = 9;
	T(setsockopt(s, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &mr, sizeof(mr)));
	close(s);
}

/* Random frames into lo, Ethernet to lo's address, of IPv4, IPv6, ARP
 * or any type: every one is sent; the stack must take them all */
static void fuzz(void)
{
	static const unsigned short types[] = { 0x0800, 0x86dd, 0x0806, 0 };
	int s = socket(AF_PACKET, SOCK_RAW, 0);
	struct sockaddr_ll lo = ll_of(LO, ETH_P_IP);
	unsigned char frame[300];
	int i, j, n, sent = 0;

	fuzz_seed(6);
	for (i = 0; i < 400; i++) {
		n = ETH_HLEN + (int)rnd(sizeof(frame) - ETH_HLEN);
		for (j = 0; j < n; j++)
			frame[j] = (unsigned char)rnd(256);
		memset(frame, 0, 12);
		j = (int)rnd(4);
		if (types[j]) {
			frame[12] = types[j] >> 8;
			frame[13] = types[j] & 0xff;
		}
		if (j == 0 && n > ETH_HLEN + 20)
			frame[ETH_HLEN] = 0x45;
		if (j == 1 && n > ETH_HLEN + 40)
			frame[ETH_HLEN] = 0x60;
		if (sendto(s, frame, n, 0, SA(lo), sizeof(lo)) == n)
			sent++;
	}
	printf("fuzz: %d of 400 sent\n", sent);
	close(s);
}

int main(void)
{
	int s;

	setvbuf(stdout, NULL, _IONBF, 0);
	sockets();
	s = socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL));
	binds(s);
	close(s);
	traffic();
	options();
	fuzz();
	return 0;
}
