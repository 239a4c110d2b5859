// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sockmsg.c - what LTP's socket tests ask beyond socket(2)
 * and bind(2), one line per answer: option levels other than SOL_SOCKET
 * (setsockopt03, getsockopt01), SO_SNDBUFFORCE with a negative size
 * (setsockopt04), sendmsg(2) and recvmsg(2) with several segments,
 * sendmmsg(2) and recvmmsg(2) and their refusals (sendmmsg01/02,
 * recvmmsg01), and AF_UNIX SOCK_SEQPACKET (bind04): message boundaries,
 * a message cut to the reader's buffer, end of file and EPIPE after the
 * peer closes.  UDP runs on lo, brought up first.  Run as root; the
 * same binary's output on Linux 6.1 is tests/kernel/sockmsg.linux
 * (tests/kernel/test_sockmsg.py compares).
 */
#include "report.h"
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#define PORT	5100
#define SA(a)	((struct sockaddr *)&(a))

static struct sockaddr_in lo_addr(int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET };

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	a.sin_port = htons(port);
	return a;
}

/* lo up at 127.0.0.1, quietly: Linux's may be up already */
static void lo_up(void)
{
	struct ifreq ifr = { .ifr_name = "lo" };
	struct sockaddr_in *sin = (struct sockaddr_in *)&ifr.ifr_addr;
	int s = socket(AF_INET, SOCK_DGRAM, 0);

	*sin = lo_addr(0);
	ioctl(s, SIOCSIFADDR, &ifr);
	ioctl(s, SIOCGIFFLAGS, &ifr);
	ifr.ifr_flags |= IFF_UP;
	ioctl(s, SIOCSIFFLAGS, &ifr);
	close(s);
}

static int intopt(int s, int level, int name)
{
	int v = -1;
	socklen_t len = sizeof(v);

	T(getsockopt(s, level, name, &v, &len));
	return v;
}

static void options(void)
{
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	int x = socket(AF_UNIX, SOCK_DGRAM, 0);
	int v = 1;
	socklen_t len = sizeof(v);

	printf("udp SO_PROTOCOL: %d\n", intopt(u, SOL_SOCKET, SO_PROTOCOL));
	T(setsockopt(u, SOL_IP, 64, &v, sizeof(v)));
	T(setsockopt(u, IPPROTO_UDP, 12345, &v, sizeof(v)));
	T(setsockopt(u, 500, SO_OOBINLINE, &v, sizeof(v)));
	T(getsockopt(u, SOL_IP, -1, &v, &len));
	T(getsockopt(u, IPPROTO_UDP, 12345, &v, &len));
	T(getsockopt(u, IPPROTO_TCP, 1, &v, &len));
	T(setsockopt(x, SOL_IP, 64, &v, sizeof(v)));
	v = (int)0xffffff00;
	T(setsockopt(u, SOL_SOCKET, SO_SNDBUFFORCE, &v, sizeof(v)));
	printf("forced negative SO_SNDBUF: %d\n",
	       intopt(u, SOL_SOCKET, SO_SNDBUF));
	v = -1;
	T(setsockopt(u, SOL_SOCKET, SO_RCVBUFFORCE, &v, sizeof(v)));
	printf("forced negative SO_RCVBUF: %d\n",
	       intopt(u, SOL_SOCKET, SO_RCVBUF));
	v = 1000000;
	T(setsockopt(u, SOL_SOCKET, SO_SNDBUFFORCE, &v, sizeof(v)));
	printf("forced SO_SNDBUF: %d\n", intopt(u, SOL_SOCKET, SO_SNDBUF));
	close(u);
	close(x);
}

/* msg over iov's segments, the rest of the header cleared */
static struct msghdr msg_of(struct iovec *iov, int n, void *name, int len)
{
	struct msghdr m = { .msg_iov = iov, .msg_iovlen = n,
			    .msg_name = name, .msg_namelen = len };

	return m;
}

static void show_msg(const char *what, const struct msghdr *m, const char *a,
		     const char *b)
{
	printf("%s: \"%s\" \"%s\" namelen %d controllen %zu flags %#x\n", what,
	       a, b, (int)m->msg_namelen, m->msg_controllen, m->msg_flags);
}

static void segments(void)
{
	char a[8], b[16];
	struct iovec out[3] = { { "seg", 3 }, { "", 0 }, { "ments!", 6 } };
	struct iovec in[2] = { { a, 4 }, { b, sizeof(b) } };
	struct sockaddr_in to = lo_addr(PORT), from;
	struct msghdr m;
	int sv[2], r, s;

	T(socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
	m = msg_of(out, 3, NULL, 0);
	T(sendmsg(sv[0], &m, 0));
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	m = msg_of(in, 2, NULL, 0);
	m.msg_controllen = 99;
	m.msg_control = b;	/* nothing comes: controllen 0 */
	T(recvmsg(sv[1], &m, 0));
	b[8] = 0;
	show_msg("unix dgram", &m, a, b);
	m = msg_of(out, 1025, NULL, 0);	/* IOV_MAX + 1 */
	T(sendmsg(sv[0], &m, 0));
	T(sendmsg(sv[0], (struct msghdr *)8, 0));
	T(recvmsg(sv[1], (struct msghdr *)8, MSG_DONTWAIT));
	T(sendmsg(-1, &m, 0));
	T(recvmsg(0 + 99, &m, 0));
	close(sv[0]);
	close(sv[1]);

	r = socket(AF_INET, SOCK_DGRAM, 0);
	s = socket(AF_INET, SOCK_DGRAM, 0);
	T(bind(r, SA(to), sizeof(to)));
	m = msg_of(out, 3, &to, sizeof(to));
	T(sendmsg(s, &m, 0));
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	memset(&from, 0, sizeof(from));
	m = msg_of(in, 2, &from, sizeof(from));
	T(recvmsg(r, &m, 0));
	show_msg("udp", &m, a, b);
	printf("udp from: %s\n", inet_ntoa(from.sin_addr));
	m = msg_of(out, 3, &to, sizeof(to));
	T(sendmsg(s, &m, 0));
	in[1].iov_len = 2;	/* 6 bytes of 9: cut, MSG_TRUNC */
	m = msg_of(in, 2, NULL, 0);
	T(recvmsg(r, &m, 0));
	show_msg("udp cut", &m, a, b);
	close(r);
	close(s);
}

static void batches(void)
{
	struct sockaddr_in to = lo_addr(PORT + 1);
	struct iovec out[2] = { { "first", 5 }, { "second!", 7 } };
	char in[2][16];
	struct iovec iin[2] = { { in[0], 16 }, { in[1], 16 } };
	struct mmsghdr vec[2], rvec[3];
	struct timespec bad = { .tv_sec = -1 }, over = { 1, 1000000001 };
	struct timespec wait = { 1, 0 };
	int r = socket(AF_INET, SOCK_DGRAM, 0);
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	int i;

	T(bind(r, SA(to), sizeof(to)));
	T(connect(s, SA(to), sizeof(to)));
	memset(vec, 0, sizeof(vec));
	memset(rvec, 0, sizeof(rvec));
	for (i = 0; i < 2; i++) {
		vec[i].msg_hdr = msg_of(&out[i], 1, NULL, 0);
		rvec[i].msg_hdr = msg_of(&iin[i], 1, NULL, 0);
	}
	rvec[2].msg_hdr = rvec[1].msg_hdr;
	T(sendmmsg(s, vec, 2, 0));
	printf("sent lengths: %u %u\n", vec[0].msg_len, vec[1].msg_len);
	memset(in, 0, sizeof(in));
	T(recvmmsg(r, rvec, 3, MSG_WAITFORONE, &wait));
	printf("received: %u \"%s\" %u \"%s\"\n", rvec[0].msg_len, in[0],
	       rvec[1].msg_len, in[1]);
	T(recvmmsg(r, rvec, 2, MSG_DONTWAIT, NULL));
	T(recvmmsg(r, rvec, 2, 0, &bad));
	T(recvmmsg(r, rvec, 2, 0, &over));
	T(recvmmsg(-1, rvec, 2, 0, &wait));
	T(recvmmsg(r, (struct mmsghdr *)8, 2, MSG_DONTWAIT, NULL));
	T(sendmmsg(-1, vec, 2, 0));
	T(sendmmsg(s, (struct mmsghdr *)8, 2, 0));
	close(r);
	close(s);
}

static void seqpacket(void)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	socklen_t alen = offsetof(struct sockaddr_un, sun_path) + 8;
	char buf[32];
	int l, c, s, sv[2], v;

	T(socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv));
	printf("SO_TYPE: %d\n", intopt(sv[0], SOL_SOCKET, SO_TYPE));
	T(send(sv[0], "one", 3, 0));
	T(send(sv[0], "two-two", 7, 0));
	T(recv(sv[1], buf, 2, 0));
	memset(buf, 0, sizeof(buf));
	T(recv(sv[1], buf, sizeof(buf), 0));
	printf("second message: %s\n", buf);
	close(sv[0]);
	T(recv(sv[1], buf, sizeof(buf), 0));
	T(send(sv[1], "x", 1, MSG_NOSIGNAL));
	close(sv[1]);

	memcpy(a.sun_path, "\0sqpkt1", 7);
	l = socket(AF_UNIX, SOCK_SEQPACKET, 0);
	c = socket(AF_UNIX, SOCK_SEQPACKET, 0);
	T(send(c, "x", 1, MSG_NOSIGNAL));
	T(recv(c, buf, sizeof(buf), MSG_DONTWAIT));
	T(bind(l, SA(a), alen));
	T(listen(l, 1));
	T(connect(c, SA(a), alen));
	s = accept(l, NULL, NULL);
	printf("accepted: %d\n", s >= 0);
	v = intopt(s, SOL_SOCKET, SO_TYPE);
	printf("accepted SO_TYPE: %d\n", v);
	T(send(c, "hello", 5, 0));
	T(send(s, "world!", 6, 0));
	memset(buf, 0, sizeof(buf));
	T(recv(s, buf, sizeof(buf), 0));
	printf("server read: %s\n", buf);
	memset(buf, 0, sizeof(buf));
	T(recv(c, buf, sizeof(buf), 0));
	printf("client read: %s\n", buf);
	T(recv(c, buf, sizeof(buf), MSG_DONTWAIT));
	close(s);
	T(recv(c, buf, sizeof(buf), 0));
	close(c);
	close(l);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	lo_up();
	options();
	segments();
	batches();
	seqpacket();
	return 0;
}
