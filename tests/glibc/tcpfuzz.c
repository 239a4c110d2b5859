// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/tcpfuzz.c - TCP fuzzed from both sides, in netfuzz.c's
 * manner: from a seed, a stream of TCP socket calls on lo (listen,
 * non-blocking connect, accept, send, recv, shutdown, close) mixed with
 * segments sent through a raw IPPROTO_TCP socket to the same ports -
 * any flags, header lengths too short or past the end, options of any
 * length, checksums right or wrong, and sequence and acknowledgment
 * numbers copied from segments the raw socket saw go past, so that
 * many land inside a connection's window.  Run as root with lo up.
 * Prints one line; tests/kernel/test_tcp.py checks that the kernel
 * survived and gave its memory back.
 *
 *	tcpfuzz SEED CALLS
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "fuzzrand.h"

#define NFDS	8
#define PORT0	7100	/* the ports the fuzzed sockets use: PORT0 .. +3 */

static int fds[NFDS];
static int raw;
static unsigned int seen_seq = 1, seen_ack = 1;
static unsigned short seen_port = PORT0;

static struct sockaddr_in lo(int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET };

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	a.sin_port = htons(port);
	return a;
}

#define SA(a)	((struct sockaddr *)&(a))

static unsigned short csum(const unsigned char *p, int len, unsigned long sum)
{
	for (; len > 1; len -= 2, p += 2)
		sum += p[0] << 8 | p[1];
	if (len)
		sum += p[0] << 8;
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return htons((unsigned short)~sum);
}

/* What went past: a segment's numbers, for the next forged one */
static void watch(void)
{
	unsigned char buf[2048];
	int n = (int)recv(raw, buf, sizeof(buf), MSG_DONTWAIT);
	unsigned char *th = buf + 20;

	if (n < 40)
		return;
	seen_port = (unsigned short)(th[0] << 8 | th[1]);
	seen_seq = (unsigned int)th[4] << 24 | th[5] << 16 | th[6] << 8 | th[7];
	seen_ack = (unsigned int)th[8] << 24 | th[9] << 16 | th[10] << 8 |
		   th[11];
}

/* A forged segment to one of the ports */
static int forge(void)
{
	unsigned char seg[128];
	int hlen = 20 + 4 * (int)rnd(4), len = hlen + (int)rnd(40), i;
	struct sockaddr_in to = lo(0);
	unsigned short dport = rnd(4) ? (unsigned short)(PORT0 + rnd(4)) :
					 seen_port;
	unsigned int seq = rnd(3) ? seen_ack + rnd(3) - 1 : rnd(0);
	unsigned int ack = rnd(3) ? seen_seq + rnd(3) - 1 : rnd(0);
	unsigned long sum;

	for (i = 0; i < len; i++)
		seg[i] = (unsigned char)rnd(256);
	seg[0] = (unsigned char)((PORT0 + rnd(8)) >> 8);
	seg[1] = (unsigned char)(PORT0 + rnd(8));
	seg[2] = (unsigned char)(dport >> 8);
	seg[3] = (unsigned char)dport;
	for (i = 0; i < 4; i++) {
		seg[4 + i] = (unsigned char)(seq >> (24 - 8 * i));
		seg[8 + i] = (unsigned char)(ack >> (24 - 8 * i));
	}
	seg[12] = (unsigned char)((rnd(8) ? (unsigned int)hlen / 4 : rnd(16)) << 4);
	seg[13] = (unsigned char)(rnd(2) ? 1U << rnd(6) | 0x10 : rnd(64));
	if (hlen > 20 && rnd(2)) {	/* an MSS option, or a bad length */
		seg[20] = 2;
		seg[21] = (unsigned char)(rnd(2) ? 4 : rnd(256));
	}
	seg[16] = seg[17] = 0;
	/* the pseudo-header: 127.0.0.1 both ways, protocol 6 */
	sum = 0x7f00 + 0x0001 + 0x7f00 + 0x0001 + 6 + (unsigned long)len;
	if (rnd(8)) {
		unsigned short c = csum(seg, len, sum);

		memcpy(seg + 16, &c, 2);
	}
	return (int)sendto(raw, seg, (size_t)len, 0, SA(to), sizeof(to));
}

static int pick(void)
{
	return fds[rnd(NFDS)];
}

static void replace(int i, int fd)
{
	if (fds[i] >= 0)
		close(fds[i]);
	fds[i] = fd;
}

static int call(void)
{
	struct sockaddr_in a = lo(PORT0 + (int)rnd(4));
	static char buf[3000];
	int i = (int)rnd(NFDS), fd, one = 1;

	switch (rnd(10)) {
	case 0:
		fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
		if (rnd(2)) {
			bind(fd, SA(a), sizeof(a));
			listen(fd, (int)rnd(4));
		} else {
			connect(fd, SA(a), sizeof(a));
		}
		replace(i, fd);
		return fd;
	case 1:
		fd = accept4(pick(), NULL, NULL, SOCK_NONBLOCK);
		if (fd >= 0)
			replace(i, fd);
		return fd;
	case 2:
		return (int)send(pick(), buf, rnd(sizeof(buf)),
				 MSG_DONTWAIT | MSG_NOSIGNAL);
	case 3:
		return (int)recv(pick(), buf, rnd(sizeof(buf)),
				 MSG_DONTWAIT | (rnd(2) ? MSG_PEEK : 0));
	case 4:
		return shutdown(pick(), (int)rnd(4));
	case 5:
		replace(i, -1);
		return 0;
	default:
		return forge();
	}
}

int main(int argc, char **argv)
{
	int n, i, failed = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: tcpfuzz SEED CALLS\n");
		return 2;
	}
	fuzz_seed((unsigned int)strtoul(argv[1], NULL, 0));
	n = atoi(argv[2]);
	raw = socket(AF_INET, SOCK_RAW, IPPROTO_TCP);
	if (raw < 0) {
		perror("tcpfuzz: raw socket");
		return 1;
	}
	for (i = 0; i < NFDS; i++)
		fds[i] = -1;
	for (i = 0; i < n; i++) {
		if (call() < 0)
			failed++;
		watch();
	}
	for (i = 0; i < NFDS; i++)
		replace(i, -1);
	close(raw);
	printf("tcpfuzz: seed %s, %d calls, %d failed\n", argv[1], n, failed);
	return 0;
}
