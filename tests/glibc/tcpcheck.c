// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/tcpcheck.c - TCP sockets on the loopback device, one line
 * per answer: a fresh socket's options, poll(2) mask and refusals;
 * bind(2)'s and listen(2)'s, with and without SO_REUSEADDR; a
 * connection made and used (MSG_PEEK, MSG_DONTWAIT, getsockname and
 * getpeername, the stream joining sends); shutdown(SHUT_WR) as a half
 * close; EPIPE and SIGPIPE after the peer closed; the reset a close
 * with unread data sends; connect(2) refused, blocking and not
 * (EINPROGRESS, poll, SO_ERROR, EALREADY, ECONNABORTED); a writer
 * stopped by a reader that does not read, then every byte read; a
 * port kept by TIME_WAIT; 1 MiB through a child and back in order.
 * Ephemeral ports differ from boot to boot, so only whether one is in
 * Linux's range is printed.  Run as root with lo up; the same binary's
 * output on Linux 6.1 is tests/kernel/tcpcheck.linux (test_tcp.py).
 */
#include "report.h"
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#define PORT	6000
#define SA(a)	((struct sockaddr *)&(a))

static int sigpipes;

static void on_sigpipe(int sig)
{
	(void)sig;
	sigpipes++;
}

static struct sockaddr_in lo_port(int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET };

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	a.sin_port = htons(port);
	return a;
}

static int tcp(void)
{
	return socket(AF_INET, SOCK_STREAM, 0);
}

static void show_revents(const char *what, int fd, short events)
{
	struct pollfd p = { .fd = fd, .events = events };

	poll(&p, 1, 0);
	printf("%s revents: %#x\n", what, p.revents);
}

static void show_name(const char *what, int fd, int peer)
{
	struct sockaddr_in a;
	socklen_t len = sizeof(a);
	int r = peer ? getpeername(fd, SA(a), &len) : getsockname(fd, SA(a), &len);
	int port;

	if (r < 0) {
		printf("%s: %s\n", what, strerrorname_np(errno));
		return;
	}
	port = ntohs(a.sin_port);
	if (port >= 32768 && port <= 60999)
		printf("%s: %s:ephemeral len %d\n", what, inet_ntoa(a.sin_addr),
		       (int)len);
	else
		printf("%s: %s:%d len %d\n", what, inet_ntoa(a.sin_addr), port,
		       (int)len);
}

static int intopt(int fd, int name)
{
	int v = -1;
	socklen_t len = sizeof(v);

	if (getsockopt(fd, SOL_SOCKET, name, &v, &len) < 0)
		return -errno;
	return v;
}

static void fresh(void)
{
	int s = tcp();
	char c;

	printf("type %d protocol %d acceptconn %d\n", intopt(s, SO_TYPE),
	       intopt(s, SO_PROTOCOL), intopt(s, SO_ACCEPTCONN));
	show_revents("fresh", s, POLLIN | POLLOUT);
	show_name("fresh name", s, 0);
	show_name("fresh peer", s, 1);
	T(recv(s, &c, 1, 0));
	T(send(s, "x", 1, 0));
	printf("sigpipes: %d\n", sigpipes);
	T(send(s, "x", 1, MSG_NOSIGNAL));
	printf("sigpipes: %d\n", sigpipes);
	T(shutdown(s, SHUT_RDWR));
	T(accept(s, NULL, NULL));
	T(listen(s, 1));
	show_name("autobound", s, 0);
	printf("acceptconn %d\n", intopt(s, SO_ACCEPTCONN));
	T(recv(s, &c, 1, 0));
	T(connect(s, SA((struct sockaddr_in){ 0 }), 1));
	close(s);
	T(socketpair(AF_INET, SOCK_STREAM, 0, (int[2]){ 0 }));
}

static void binds(void)
{
	struct sockaddr_in a = lo_port(PORT), other = lo_port(PORT);
	int s = tcp(), t = tcp(), u = tcp(), v = tcp(), one = 1;

	T(bind(s, SA(a), sizeof(a)));
	T(bind(s, SA(a), sizeof(a)));
	T(bind(t, SA(a), sizeof(a)));
	a.sin_addr.s_addr = htonl(INADDR_ANY);
	T(bind(t, SA(a), sizeof(a)));
	other.sin_addr.s_addr = inet_addr("10.1.2.3");
	T(bind(t, SA(other), sizeof(other)));
	T(bind(t, SA(a), 8));
	/* both SO_REUSEADDR: the same port while neither listens */
	T(setsockopt(u, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)));
	T(setsockopt(v, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)));
	a = lo_port(PORT + 1);
	T(bind(u, SA(a), sizeof(a)));
	T(bind(v, SA(a), sizeof(a)));
	T(listen(u, 5));
	T(listen(v, 5));
	T(listen(u, 10));
	close(s);
	close(t);
	close(u);
	close(v);
}

/* A connection on lo: the client c, the server's end *a */
static int pair(int port, int *a)
{
	struct sockaddr_in addr = lo_port(port);
	int l = tcp(), c = tcp(), one = 1;

	setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(l, SA(addr), sizeof(addr)) || listen(l, 4) ||
	    connect(c, SA(addr), sizeof(addr)))
		printf("pair: %s\n", strerrorname_np(errno));
	*a = accept(l, NULL, NULL);
	close(l);
	return c;
}

static void data(void)
{
	struct sockaddr_in addr = lo_port(PORT + 2);
	struct sockaddr_in from;
	socklen_t len = sizeof(from);
	int l = tcp(), c = tcp(), a;
	char buf[100] = "";

	T(bind(l, SA(addr), sizeof(addr)));
	T(listen(l, 2));
	show_revents("listener", l, POLLIN | POLLOUT);
	T(connect(c, SA(addr), sizeof(addr)));
	T(connect(c, SA(addr), sizeof(addr)));
	show_revents("listener with one", l, POLLIN | POLLOUT);
	a = accept(l, SA(from), &len);
	printf("accepted: %d, from %s len %d\n", a >= 0,
	       inet_ntoa(from.sin_addr), (int)len);
	T(accept4(l, NULL, NULL, 0x1234));
	T(fcntl(l, F_SETFL, O_NONBLOCK));
	T(accept(l, NULL, NULL));
	T(accept4(l, NULL, NULL, SOCK_NONBLOCK));
	T(listen(c, 1));
	T(listen(a, 1));
	show_name("client name", c, 0);
	show_name("client peer", c, 1);
	show_name("server name", a, 0);
	show_name("server peer", a, 1);
	printf("type %d protocol %d acceptconn %d\n", intopt(a, SO_TYPE),
	       intopt(a, SO_PROTOCOL), intopt(a, SO_ACCEPTCONN));
	show_revents("idle", a, POLLIN | POLLOUT);
	T(send(c, "hello", 5, 0));
	usleep(20000);
	show_revents("with data", a, POLLIN | POLLOUT);
	T(recv(a, buf, 3, MSG_PEEK));
	printf("peeked: %.3s\n", buf);
	T(recv(a, buf, sizeof(buf), MSG_PEEK));
	T(recv(a, buf, 2, 0));
	T(recv(a, buf, sizeof(buf), 0));
	printf("read: %.3s\n", buf);
	T(recv(a, buf, sizeof(buf), MSG_DONTWAIT));
	T(write(c, "ab", 2));
	T(write(c, "cd", 2));
	usleep(20000);
	T(read(a, buf, sizeof(buf)));
	printf("read: %.4s\n", buf);
	/* a half close: EOF one way, the other still carries */
	T(shutdown(c, SHUT_WR));
	usleep(20000);
	T(recv(a, buf, sizeof(buf), 0));
	show_revents("after peer's FIN", a, POLLIN | POLLOUT | POLLRDHUP);
	T(send(a, "back", 4, 0));
	usleep(20000);
	T(recv(c, buf, sizeof(buf), 0));
	T(send(c, "x", 1, 0));
	printf("sigpipes: %d\n", sigpipes);
	T(shutdown(c, SHUT_RD));
	T(recv(c, buf, sizeof(buf), 0));
	close(a);
	usleep(20000);
	show_revents("both closed", c, POLLIN | POLLOUT | POLLRDHUP);
	close(c);
	close(l);
}

static void peer_gone(void)
{
	int a, c = pair(PORT + 3, &a);
	char buf[10];

	close(a);
	usleep(20000);
	T(recv(c, buf, sizeof(buf), MSG_DONTWAIT));
	T(send(c, "x", 1, 0));		/* answered with a reset */
	usleep(20000);
	T(send(c, "x", 1, 0));
	printf("sigpipes: %d\n", sigpipes);
	T(send(c, "x", 1, 0));
	T(recv(c, buf, sizeof(buf), 0));
	show_name("peer after reset", c, 1);
	T(connect(c, SA((struct sockaddr_in){ .sin_family = AF_INET }),
		  sizeof(struct sockaddr_in)));
	close(c);

	/* close with unread data: a reset, not a FIN */
	c = pair(PORT + 4, &a);
	T(send(c, "unread", 6, 0));
	usleep(20000);
	close(a);
	usleep(20000);
	show_revents("reset", c, POLLIN | POLLOUT);
	printf("so_error: %s\n", strerrorname_np(intopt(c, SO_ERROR)) ?: "0");
	T(recv(c, buf, sizeof(buf), 0));
	T(recv(c, buf, sizeof(buf), 0));
	close(c);
}

static void refused(void)
{
	struct sockaddr_in closed = lo_port(PORT + 9), addr = lo_port(PORT + 5);
	int c = tcp(), l = tcp(), e;
	struct pollfd p;

	T(connect(c, SA(closed), sizeof(closed)));
	T(connect(c, SA(closed), sizeof(closed)));
	close(c);
	c = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	T(connect(c, SA(closed), sizeof(closed)));
	p = (struct pollfd){ .fd = c, .events = POLLOUT };
	T(poll(&p, 1, 1000));
	printf("revents: %#x\n", p.revents);
	e = intopt(c, SO_ERROR);
	printf("so_error: %s\n", e ? strerrorname_np(e) : "0");
	T(connect(c, SA(closed), sizeof(closed)));
	close(c);

	T(bind(l, SA(addr), sizeof(addr)));
	T(listen(l, 1));
	c = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	T(connect(c, SA(addr), sizeof(addr)));
	p = (struct pollfd){ .fd = c, .events = POLLOUT };
	T(poll(&p, 1, 1000));
	printf("revents: %#x\n", p.revents);
	printf("so_error: %d\n", intopt(c, SO_ERROR));
	T(connect(c, SA(addr), sizeof(addr)));
	T(connect(c, SA(addr), sizeof(addr)));
	close(c);
	close(l);
}

/* A reader that does not read stops the writer; then every byte comes */
static void window(void)
{
	static char buf[65536];
	long sent = 0, got = 0, n;
	int a, c = pair(PORT + 6, &a);

	fcntl(c, F_SETFL, O_NONBLOCK);
	while ((n = send(c, buf, sizeof(buf), 0)) > 0)
		sent += n;
	printf("writer stopped: %s, after more than 64 KiB: %d\n",
	       strerrorname_np(errno), sent > 65536);
	show_revents("full", c, POLLOUT);
	fcntl(a, F_SETFL, O_NONBLOCK);
	for (;;) {
		struct pollfd p = { .fd = a, .events = POLLIN };

		n = recv(a, buf, sizeof(buf), 0);
		if (n > 0) {
			got += n;
			continue;
		}
		if (got == sent || poll(&p, 1, 2000) <= 0)
			break;
	}
	printf("read all sent: %d\n", got == sent);
	close(a);
	close(c);
}

/* The port of a connection in TIME_WAIT: kept, but for SO_REUSEADDR */
static void time_wait(void)
{
	struct sockaddr_in addr = lo_port(PORT + 7);
	int a, c = pair(PORT + 7, &a), s = tcp(), t = tcp(), one = 1;

	close(a);		/* this end closes first: its TIME_WAIT */
	usleep(20000);
	close(c);
	usleep(20000);
	T(bind(s, SA(addr), sizeof(addr)));
	T(setsockopt(t, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)));
	T(bind(t, SA(addr), sizeof(addr)));
	close(s);
	close(t);
}

/* 1 MiB from a child, read back and compared */
static void transfer(void)
{
	static unsigned char buf[1 << 20], in[1 << 20];
	long got = 0, n;
	int a, c = pair(PORT + 8, &a), i, status;

	for (i = 0; i < (int)sizeof(buf); i++)
		buf[i] = (unsigned char)(i * 7 + i / 251);
	if (!fork()) {
		close(a);
		n = write(c, buf, sizeof(buf));
		_exit(n != sizeof(buf));
	}
	close(c);
	while ((n = read(a, in + got, sizeof(in) - got)) > 0)
		got += n;
	wait(&status);
	printf("transfer: %ld bytes, same %d, writer %d\n", got,
	       !memcmp(in, buf, sizeof(buf)), status);
	close(a);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGPIPE, on_sigpipe);
	fresh();
	binds();
	data();
	peer_gone();
	refused();
	window();
	time_wait();
	transfer();
	return 0;
}
