// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/unixsock.c - AF_UNIX sockets as unix(7) and socket(2)
 * describe them: socketpair(2) streams and datagrams, a stream server
 * bound to a path with a client in a child process, shutdown(2), the
 * errnos of the calls' misuse, and EAFNOSUPPORT for a family that is
 * not there.  Every line is what Linux 6.1 prints
 * (tests/kernel/unixsock.linux, recorded with linux-reference).
 * glibc 2.36 calls the i386 numbers 359-373 directly; SYS_socketcall
 * is called too, as older C libraries do.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#define PATH "/tmp/unixsock.test"

static const char *err(long r)
{
	static char buf[32];

	if (r >= 0)
		snprintf(buf, sizeof(buf), "%ld", r);
	else
		snprintf(buf, sizeof(buf), "%s", strerrorname_np(errno));
	return buf;
}

static void pairs(void)
{
	int sv[2], type = 0;
	socklen_t len = sizeof(type);
	char buf[64] = "";

	printf("socketpair stream: %s\n",
	       err(socketpair(AF_UNIX, SOCK_STREAM, 0, sv)));
	printf("write: %s\n", err(write(sv[0], "hello", 5)));
	printf("read: %s", err(read(sv[1], buf, sizeof(buf))));
	printf(" [%s]\n", buf);
	printf("SO_TYPE: %s", err(getsockopt(sv[0], SOL_SOCKET, SO_TYPE,
					     &type, &len)));
	printf(" %d len %d\n", type, (int)len);
	printf("shutdown(SHUT_WR): %s\n", err(shutdown(sv[0], SHUT_WR)));
	printf("read after peer's SHUT_WR: %s\n",
	       err(read(sv[1], buf, sizeof(buf))));
	printf("send after SHUT_WR: %s\n",
	       err(send(sv[0], "x", 1, MSG_NOSIGNAL)));
	printf("shutdown(7): %s\n", err(shutdown(sv[0], 7)));
	close(sv[0]);
	printf("send to a closed peer: %s\n",
	       err(send(sv[1], "x", 1, MSG_NOSIGNAL)));
	close(sv[1]);

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	send(sv[0], "one", 3, 0);
	send(sv[0], "second", 6, 0);
	memset(buf, 0, sizeof(buf));
	printf("dgram recv: %s", err(recv(sv[1], buf, 2, 0)));
	printf(" [%s]\n", buf);
	memset(buf, 0, sizeof(buf));
	printf("dgram recv: %s", err(recv(sv[1], buf, sizeof(buf), 0)));
	printf(" [%s]\n", buf);
	printf("dgram recv, nothing queued: %s\n",
	       err(recv(sv[1], buf, sizeof(buf), MSG_DONTWAIT)));
	close(sv[0]);
	close(sv[1]);
}

static void server(void)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX, .sun_path = PATH };
	struct sockaddr_un peer;
	socklen_t len = sizeof(peer);
	int s, c, status;
	char buf[64] = "";
	struct stat st;
	pid_t pid;

	unlink(PATH);
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	printf("listen unbound: %s\n", err(listen(s, 5)));
	printf("bind: %s\n", err(bind(s, (struct sockaddr *)&a, sizeof(a))));
	printf("bind again: %s\n",
	       err(bind(s, (struct sockaddr *)&a, sizeof(a))));
	printf("path is a socket: %s\n",
	       !stat(PATH, &st) && S_ISSOCK(st.st_mode) ? "yes" : "no");
	printf("listen: %s\n", err(listen(s, 5)));
	printf("accept4, bad flags: %s\n", err(accept4(s, NULL, NULL, 1)));
	fcntl(s, F_SETFL, O_NONBLOCK);
	printf("accept, nobody, non-blocking: %s\n",
	       err(accept(s, NULL, NULL)));
	fcntl(s, F_SETFL, 0);
	pid = fork();
	if (!pid) {
		int cs = socket(AF_UNIX, SOCK_STREAM, 0);

		if (connect(cs, (struct sockaddr *)&a, sizeof(a)) ||
		    write(cs, "ping", 4) != 4 || read(cs, buf, 4) != 4)
			_exit(1);
		_exit(memcmp(buf, "pong", 4) ? 2 : 0);
	}
	c = accept(s, (struct sockaddr *)&peer, &len);
	printf("accept: %s, peer address length %d\n", c < 0 ? err(c) : "ok",
	       (int)len);
	printf("read from client: %s", err(read(c, buf, 4)));
	printf(" [%s]\n", buf);
	write(c, "pong", 4);
	waitpid(pid, &status, 0);
	printf("client exit: %d\n", WEXITSTATUS(status));
	printf("read after client exit: %s\n", err(read(c, buf, sizeof(buf))));
	close(c);
	close(s);
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	printf("connect, nobody listening: %s\n",
	       err(connect(s, (struct sockaddr *)&a, sizeof(a))));
	unlink(PATH);
	printf("connect, no such path: %s\n",
	       err(connect(s, (struct sockaddr *)&a, sizeof(a))));
	close(s);
}

static void errors(void)
{
	int fd = open("/", 0);
	long args[3] = { AF_UNIX, SOCK_STREAM, 0 };
	long r;

	printf("socket(AF_APPLETALK): %s\n",
	       err(socket(AF_APPLETALK, SOCK_DGRAM, 0)));
	printf("socket(99): %s\n", err(socket(99, SOCK_STREAM, 0)));
	printf("socket(AF_APPLETALK, 99): %s\n",
	       err(socket(AF_APPLETALK, 99, 0)));
	printf("socket(AF_UNIX, SOCK_RAW) is a datagram socket: %s\n",
	       getsockopt(socket(AF_UNIX, SOCK_RAW, 0), SOL_SOCKET, SO_TYPE,
			  &r, &(socklen_t){ 4 }) ? err(-1) :
	       r == SOCK_DGRAM ? "yes" : "no");
	printf("socket(AF_UNIX, SOCK_RDM): %s\n",
	       err(socket(AF_UNIX, SOCK_RDM, 0)));
	printf("socket(AF_UNIX, 99): %s\n", err(socket(AF_UNIX, 99, 0)));
	printf("socket(AF_UNIX, SOCK_STREAM, 6): %s\n",
	       err(socket(AF_UNIX, SOCK_STREAM, 6)));
	printf("listen on a file: %s\n", err(listen(fd, 1)));
	printf("listen on a bad descriptor: %s\n", err(listen(99, 1)));
	printf("listen on a datagram socket: %s\n",
	       err(listen(socket(AF_UNIX, SOCK_DGRAM, 0), 1)));
	printf("getsockopt(SO_RCVLOWAT+99): %s\n",
	       err(getsockopt(socket(AF_UNIX, SOCK_STREAM, 0), SOL_SOCKET,
			      99, &r, &(socklen_t){ 4 })));
	r = syscall(SYS_socketcall, 1, args);
	printf("socketcall(SYS_SOCKET): %s\n", r >= 0 ? "a descriptor" : err(r));
	printf("socketcall(99): %s\n", err(syscall(SYS_socketcall, 99, args)));
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	signal(SIGPIPE, SIG_IGN);
	pairs();
	server();
	errors();
	return 0;
}
