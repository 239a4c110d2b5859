// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sockcheck.c - the socket answers of issue 27, one line
 * each, as user 1000 (it drops root first): socket(2) and socketpair(2)
 * for every family/type/protocol LTP's socket01 and socketpair01 try,
 * SO_PEERCRED on pairs, connections, listeners and unconnected sockets,
 * ECONNRESET for a peer that closed with bytes unread, the length of a
 * 108-byte path's name, and a probe of AF_UNIX's options, flags,
 * shutdown(2), refusals and abstract names.  Pids differ between
 * systems, so a pid is printed as whose it is.  The same binary ran on
 * Linux 6.1 (tests/kernel/sockcheck.linux); tests/kernel/test_sockets.py
 * compares.  Run it in a directory it may write (/tmp).
 */
#include "report.h"
#include <grp.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

static pid_t parent;
static int *volatile bad = (int *)7;	/* hidden from gcc's bounds check */

static void domains(void)
{
	int sv[2];

	/* socket01 */
	T(socket(0, SOCK_STREAM, 0));
	T(socket(PF_INET, 75, 0));
	T(socket(PF_UNIX, SOCK_DGRAM, 0) >= 0);
	T(socket(PF_INET, SOCK_RAW, 0));
	T(socket(PF_INET, SOCK_DGRAM, 17) >= 0);
	T(socket(PF_INET, SOCK_STREAM, 17));
	T(socket(PF_INET, SOCK_DGRAM, 6));
	T(socket(PF_INET, SOCK_STREAM, 6) >= 0);
	T(socket(PF_INET, SOCK_STREAM, 1));
	/* socketpair01 */
	T(socketpair(0, SOCK_STREAM, 0, sv));
	T(socketpair(PF_INET, 75, 0, sv));
	T(socketpair(PF_UNIX, SOCK_DGRAM, 0, sv));
	T(socketpair(PF_INET, SOCK_RAW, 0, sv));
	T(socketpair(PF_UNIX, SOCK_STREAM, 0, (int *)0));
	T(socketpair(PF_UNIX, SOCK_STREAM, 0, bad));
	T(socketpair(PF_INET, SOCK_DGRAM, 17, sv));
	T(socketpair(PF_INET, SOCK_DGRAM, 6, sv));
	T(socketpair(PF_INET, SOCK_STREAM, 6, sv));
	T(socketpair(PF_INET, SOCK_STREAM, 1, sv));
	/* the rest of the table */
	T(socket(PF_INET, SOCK_SEQPACKET, 0));
	T(socket(PF_INET, SOCK_RAW, IPPROTO_RAW));
	T(socket(PF_INET, SOCK_DGRAM, IPPROTO_ICMP));
	T(socket(PF_INET, SOCK_STREAM, -1));
	T(socket(PF_INET, SOCK_STREAM, 256));
	T(socket(PF_INET, -1, 0));
	T(socket(-1, SOCK_STREAM, 0));
	T(socket(46, SOCK_STREAM, 0));
	T(socket(PF_UNIX, SOCK_SEQPACKET, 0) >= 0);
	T(socket(PF_UNIX, SOCK_RAW, 0) >= 0);
	T(socket(PF_UNIX, 4, 0));
	T(socket(PF_UNIX, 10, 0));
	T(socket(PF_UNIX, SOCK_STREAM, 1) >= 0);
	T(socket(PF_UNIX, SOCK_STREAM, 2));
	T(socket(PF_UNIX, SOCK_STREAM | 0x100, 0));
}

/* SO_PEERCRED's answer: whose pid, and the ids */
static void peercred(const char *what, int fd, pid_t child)
{
	struct ucred c = { -7, 7, 7 };
	socklen_t len = sizeof(c);

	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &c, &len)) {
		printf("%s: %s\n", what, strerrorname_np(errno));
		return;
	}
	printf("%s: pid %s uid %d gid %d len %d\n", what,
	       c.pid == 0 ? "0" : c.pid == getpid() ? "self" :
	       c.pid == child ? "child" : c.pid == parent ? "parent" : "other",
	       (int)c.uid, (int)c.gid, (int)len);
}

static socklen_t abstract(struct sockaddr_un *a, const char *name)
{
	memset(a, 0, sizeof(*a));
	a->sun_family = AF_UNIX;
	memcpy(a->sun_path + 1, name, strlen(name));
	return offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name);
}

static int listener(const char *name)
{
	struct sockaddr_un a;
	socklen_t len = abstract(&a, name);
	int fd = socket(AF_UNIX, SOCK_STREAM, 0);

	if (bind(fd, (struct sockaddr *)&a, len) || listen(fd, 4))
		printf("listener %s: %s\n", name, strerrorname_np(errno));
	return fd;
}

static int connect_to(int type, const char *name)
{
	struct sockaddr_un a;
	socklen_t len = abstract(&a, name);
	int fd = socket(AF_UNIX, type, 0);

	if (connect(fd, (struct sockaddr *)&a, len)) {
		printf("connect %s: %s\n", name, strerrorname_np(errno));
		close(fd);
		return -1;
	}
	return fd;
}

/* The credentials each end sees: pairs, a connection made by a child
 * with other ids, a listener, an unconnected socket */
static void credentials(void)
{
	int sv[2], l, s, c, st;
	struct ucred small;
	socklen_t len = 4;
	pid_t child;

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	peercred("pair stream", sv[0], 0);
	close(sv[0]);
	peercred("pair stream, peer closed", sv[1], 0);
	close(sv[1]);
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	peercred("pair dgram", sv[1], 0);
	T(getsockopt(sv[1], SOL_SOCKET, SO_PEERCRED, &small, &len));
	printf("short length: %d\n", (int)len);
	close(sv[0]);
	close(sv[1]);

	s = socket(AF_UNIX, SOCK_STREAM, 0);
	peercred("unconnected stream", s, 0);
	close(s);
	s = socket(AF_UNIX, SOCK_DGRAM, 0);
	peercred("unconnected dgram", s, 0);
	close(s);
	l = listener("sockcheck-cred");
	peercred("listener", l, 0);
	child = fork();
	if (!child) {
		setgid(1001);
		setuid(1001);
		c = connect_to(SOCK_STREAM, "sockcheck-cred");
		peercred("client (child)", c, 0);
		exit(0);
	}
	waitpid(child, &st, 0);
	s = accept(l, NULL, NULL);
	peercred("accepted, client gone", s, child);
	close(s);
	close(l);
}

/* A sender asleep on a full peer that closes with bytes unread */
static void *close_later(void *arg)
{
	usleep(300000);
	close(*(int *)arg);
	return NULL;
}

static void resets(void)
{
	static char chunk[512];
	int sv[2], v;
	socklen_t len = sizeof(v);
	pthread_t t;
	char c;

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	while (send(sv[0], chunk, sizeof(chunk), MSG_DONTWAIT) > 0)
		;
	pthread_create(&t, NULL, close_later, &sv[1]);
	T(send(sv[0], chunk, sizeof(chunk), MSG_NOSIGNAL));
	pthread_join(t, NULL);
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	close(sv[0]);

	/* no sleeper: the error waits for the next call */
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	send(sv[0], "unread", 6, 0);
	close(sv[1]);
	T(getsockopt(sv[0], SOL_SOCKET, SO_ERROR, &v, &len));
	printf("SO_ERROR: %s\n", v ? strerrorname_np(v) : "0");
	T(getsockopt(sv[0], SOL_SOCKET, SO_ERROR, &v, &len));
	printf("SO_ERROR again: %d\n", v);
	close(sv[0]);
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	send(sv[0], "unread", 6, 0);
	close(sv[1]);
	T(recv(sv[0], &c, 1, MSG_DONTWAIT));
	T(recv(sv[0], &c, 1, MSG_DONTWAIT));
	close(sv[0]);
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	send(sv[0], "unread", 6, 0);
	close(sv[1]);
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	close(sv[0]);
	/* read unread: a plain end of file */
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	close(sv[1]);
	T(recv(sv[0], &c, 1, MSG_DONTWAIT));
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	close(sv[0]);
	/* a connection the listener never accepted */
	sv[1] = listener("sockcheck-embryo");
	sv[0] = connect_to(SOCK_STREAM, "sockcheck-embryo");
	close(sv[1]);
	T(recv(sv[0], &c, 1, MSG_DONTWAIT));
	T(recv(sv[0], &c, 1, MSG_DONTWAIT));
	close(sv[0]);
}

static void show_name(const char *what, struct sockaddr_un *a, socklen_t len)
{
	printf("%s: len %d path %zu bytes\n", what, (int)len,
	       strnlen(a->sun_path, sizeof(*a) - 2));
}

/* A path that fills sun_path: its name is 111 bytes long on Linux */
static void long_names(void)
{
	char room[sizeof(struct sockaddr_un) + 16];
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	struct sockaddr_un *got = (struct sockaddr_un *)room;
	socklen_t len = sizeof(room);
	int l, c, s;

	/* a directory of 50 bytes and a name of 57: no name is too long */
	memset(a.sun_path, 'p', sizeof(a.sun_path));
	a.sun_path[50] = 0;
	mkdir(a.sun_path, 0700);
	a.sun_path[50] = '/';
	l = socket(AF_UNIX, SOCK_STREAM, 0);
	T(bind(l, (struct sockaddr *)&a, sizeof(a)));
	T(listen(l, 2));
	memset(room, 0, sizeof(room));
	T(getsockname(l, (struct sockaddr *)got, &len));
	show_name("getsockname", got, len);
	len = sizeof(struct sockaddr_un);
	T(getsockname(l, (struct sockaddr *)got, &len));
	printf("cut to %d bytes: len %d\n", (int)sizeof(a), (int)len);
	c = socket(AF_UNIX, SOCK_STREAM, 0);
	T(connect(c, (struct sockaddr *)&a, sizeof(a)));
	len = sizeof(room);
	memset(room, 0, sizeof(room));
	T(getpeername(c, (struct sockaddr *)got, &len));
	show_name("getpeername", got, len);
	len = sizeof(room);
	memset(room, 0, sizeof(room));
	s = accept(l, (struct sockaddr *)got, &len);
	show_name("accept (the client has no name)", got, len);
	len = sizeof(room);
	T(getsockname(s, (struct sockaddr *)got, &len));
	show_name("accepted's getsockname", got, len);
	close(s);
	close(c);
	close(l);
	unlink(a.sun_path);
	/* a path of 107 bytes and its NUL */
	a.sun_path[107] = 0;
	l = socket(AF_UNIX, SOCK_DGRAM, 0);
	T(bind(l, (struct sockaddr *)&a, sizeof(a)));
	len = sizeof(room);
	T(getsockname(l, (struct sockaddr *)got, &len));
	show_name("getsockname, 107", got, len);
	close(l);
	unlink(a.sun_path);
	a.sun_path[50] = 0;
	rmdir(a.sun_path);
}

static void opt(const char *what, int fd, int name)
{
	int v = -1;
	socklen_t len = sizeof(v);

	if (getsockopt(fd, SOL_SOCKET, name, &v, &len))
		printf("%s: %s\n", what, strerrorname_np(errno));
	else
		printf("%s: %d len %d\n", what, v, (int)len);
}

static void options(void)
{
	int sv[2], v = 4096, d;

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	opt("SO_TYPE dgram", sv[0], SO_TYPE);
	opt("SO_ERROR", sv[0], SO_ERROR);
	opt("SO_DOMAIN", sv[0], SO_DOMAIN);
	opt("SO_PROTOCOL", sv[0], SO_PROTOCOL);
	opt("SO_ACCEPTCONN", sv[0], SO_ACCEPTCONN);
	opt("SO_REUSEADDR", sv[0], SO_REUSEADDR);
	opt("SO_KEEPALIVE", sv[0], SO_KEEPALIVE);
	T(setsockopt(sv[0], SOL_SOCKET, SO_RCVBUF, &v, sizeof(v)));
	opt("SO_RCVBUF after 4096", sv[0], SO_RCVBUF);
	T(setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &v, sizeof(v)));
	opt("SO_SNDBUF after 4096", sv[0], SO_SNDBUF);
	v = 1;
	T(setsockopt(sv[0], SOL_SOCKET, SO_RCVBUF, &v, sizeof(v)));
	opt("SO_RCVBUF after 1", sv[0], SO_RCVBUF);
	T(setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &v, 2));
	T(setsockopt(sv[0], SOL_SOCKET, 9999, &v, sizeof(v)));
	T(setsockopt(sv[0], 6, 1, &v, sizeof(v)));
	T(getsockopt(sv[0], SOL_SOCKET, 9999, &v, &(socklen_t){ 4 }));
	T(getsockopt(sv[0], SOL_SOCKET, SO_TYPE, &v, &(socklen_t){ -1 }));
	T(getsockopt(sv[0], SOL_SOCKET, SO_TYPE, &v, &(socklen_t){ 2 }));
	d = socket(AF_UNIX, SOCK_STREAM, 0);
	opt("SO_TYPE stream", d, SO_TYPE);
	close(d);
	close(sv[0]);
	close(sv[1]);
}

static void flags(void)
{
	char buf[16] = "";
	int sv[2];

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	send(sv[0], "peeked", 6, 0);
	T(recv(sv[1], buf, 4, MSG_PEEK));
	printf("peeked: [%s]\n", buf);
	memset(buf, 0, sizeof(buf));
	T(recv(sv[1], buf, sizeof(buf), 0));
	printf("then read: [%s]\n", buf);
	T(recv(sv[1], buf, sizeof(buf), MSG_DONTWAIT));
	T(shutdown(sv[1], SHUT_RD));
	T(recv(sv[1], buf, sizeof(buf), 0));
	T(send(sv[0], "after", 5, MSG_NOSIGNAL));
	T(send(sv[1], "back", 4, MSG_NOSIGNAL));
	T(recv(sv[0], buf, sizeof(buf), MSG_DONTWAIT));
	T(shutdown(sv[0], SHUT_WR));
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	T(recv(sv[1], buf, sizeof(buf), 0));
	close(sv[0]);
	close(sv[1]);

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	send(sv[0], "dgram", 5, 0);
	memset(buf, 0, sizeof(buf));
	T(recv(sv[1], buf, 2, MSG_PEEK));
	printf("peeked: [%s]\n", buf);
	T(recv(sv[1], buf, sizeof(buf), 0));
	T(shutdown(sv[1], SHUT_RD));
	T(recv(sv[1], buf, sizeof(buf), 0));
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	T(shutdown(sv[0], SHUT_WR));
	T(send(sv[0], "x", 1, MSG_NOSIGNAL));
	close(sv[0]);
	close(sv[1]);
}

static void refusals(void)
{
	struct sockaddr_un a, idle;
	socklen_t len = abstract(&a, "sockcheck-dgram");
	int d, e, f, s, l;
	char c;

	d = socket(AF_UNIX, SOCK_DGRAM, 0);
	T(bind(d, (struct sockaddr *)&a, len));
	/* a bound stream socket that does not listen */
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	T(bind(s, (struct sockaddr *)&idle, abstract(&idle, "sockcheck-idle")));
	T(connect_to(SOCK_STREAM, "sockcheck-idle"));
	T(connect_to(SOCK_STREAM, "sockcheck-none"));
	T(connect_to(SOCK_STREAM, "sockcheck-dgram"));
	/* the same abstract name, another type */
	f = socket(AF_UNIX, SOCK_STREAM, 0);
	T(bind(f, (struct sockaddr *)&a, len));
	close(f);
	e = connect_to(SOCK_DGRAM, "sockcheck-dgram");
	T(sendto(e, "x", 1, 0, (struct sockaddr *)&a, len));
	T(send(e, "y", 1, 0));
	T(sendto(d, "z", 1, 0, (struct sockaddr *)&a, len));
	T(recv(d, &c, 1, MSG_DONTWAIT));
	/* a socket connected elsewhere takes nothing from the others */
	T(connect(d, (struct sockaddr *)&a, len));
	f = socket(AF_UNIX, SOCK_DGRAM, 0);
	T(sendto(f, "w", 1, 0, (struct sockaddr *)&a, len));
	close(f);
	close(d);
	T(send(e, "y", 1, 0));
	T(send(e, "y", 1, 0));
	close(e);
	/* a stream socket's sendto: EOPNOTSUPP, or EISCONN connected */
	T(sendto(s, "x", 1, MSG_NOSIGNAL, (struct sockaddr *)&a, len));
	T(listen(s, 1));
	T(connect(s, (struct sockaddr *)&a, len));
	l = connect_to(SOCK_STREAM, "sockcheck-idle");
	T(sendto(l, "x", 1, MSG_NOSIGNAL, (struct sockaddr *)&a, len));
	T(send(l, "x", 1, MSG_NOSIGNAL));
	f = accept(s, NULL, NULL);
	T(recv(f, &c, 1, 0));
	close(f);
	close(l);
	T(shutdown(s, SHUT_RDWR));
	T(connect_to(SOCK_STREAM, "sockcheck-idle"));
	close(s);
	/* an abstract name is free once its socket is closed */
	d = socket(AF_UNIX, SOCK_DGRAM, 0);
	T(bind(d, (struct sockaddr *)&a, len));
	close(d);
}

int main(void)
{
	gid_t g = 1000;

	setvbuf(stdout, NULL, _IOLBF, 0);
	parent = getpid();
	T(setgroups(1, &g));
	T(setgid(1000));
	T(setuid(1000));
	domains();
	credentials();
	resets();
	long_names();
	options();
	flags();
	refusals();
	return 0;
}
