// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/races.c - a descriptor closed while another thread sleeps
 * in a call on it.  The threads share one table (pthreads: CLONE_FILES);
 * the sleeper blocks in read(2) on a pipe, recv(2) on a unix socket or
 * accept(2) on a listener, then the main thread closes that descriptor
 * and opens new pipes and sockets, which take the same number.  The
 * sleeper must go on with the object it started on (Linux holds the file
 * for the call): it reads what is later written to its own pipe, never
 * the new one's, gets 0 when its pipe's writer goes, EINTR for a signal.
 * Then the other file references: execve(2) from a task sharing the
 * table gets a table of its own (the parent sees none of the new
 * program's descriptors, and keeps its close-on-exec ones), a read or
 * write whose range runs past user space is EFAULT up front, and the
 * robust futex list is walked when a thread dies holding a mutex.
 * Every line is the same on Linux: tests/kernel/races.linux.
 */
#include "report.h"
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>

#define SETTLE_US	300000	/* long enough for the sleeper to block */

enum call { READ, RECV, ACCEPT, SEND };

struct sleeper {
	enum call call;
	int fd;
	long ret;
	int err;
	char buf[32];
	pthread_t id;
};

static void *sleep_in_call(void *arg)
{
	struct sleeper *s = arg;

	memset(s->buf, 0, sizeof(s->buf));
	if (s->call == READ)
		s->ret = read(s->fd, s->buf, sizeof(s->buf) - 1);
	else if (s->call == RECV)
		s->ret = recv(s->fd, s->buf, sizeof(s->buf) - 1, 0);
	else if (s->call == SEND)
		s->ret = send(s->fd, "late", 4, MSG_NOSIGNAL);
	else
		s->ret = accept(s->fd, NULL, NULL);
	s->err = s->ret < 0 ? errno : 0;
	return NULL;
}

static void start(struct sleeper *s, enum call call, int fd)
{
	s->call = call;
	s->fd = fd;
	pthread_create(&s->id, NULL, sleep_in_call, s);
	usleep(SETTLE_US);
}

static void finish(const char *what, struct sleeper *s)
{
	pthread_join(s->id, NULL);
	if (s->ret < 0)
		printf("%s: %s\n", what, strerrorname_np(s->err));
	else if (s->call == ACCEPT)
		printf("%s: a connection\n", what);
	else
		printf("%s: %ld \"%s\"\n", what, s->ret, s->buf);
}

/* A pipe's reader: its descriptor closed and taken by a new pipe */
static void pipe_reader(void)
{
	struct sleeper s;
	int p[2], q[2];

	pipe(p);
	start(&s, READ, p[0]);
	close(p[0]);
	pipe(q);
	printf("new pipe takes the number: %d\n", q[0] == p[0]);
	write(q[1], "other", 5);
	write(p[1], "mine", 4);
	finish("read of the closed pipe", &s);
	close(q[0]);
	close(q[1]);
	/* again, and then the writer goes too: end of file */
	pipe(p);
	start(&s, READ, p[0]);
	close(p[0]);
	pipe(q);
	write(q[1], "other", 5);
	close(p[1]);
	finish("read, writer closed too", &s);
	close(q[0]);
	close(q[1]);
}

static void on_usr1(int sig)
{
	(void)sig;
}

/* A signal ends the sleep: EINTR (no SA_RESTART) */
static void pipe_reader_signalled(void)
{
	struct sigaction sa = { .sa_handler = on_usr1 };
	struct sleeper s;
	int p[2];

	sigaction(SIGUSR1, &sa, NULL);
	pipe(p);
	start(&s, READ, p[0]);
	close(p[0]);
	pthread_kill(s.id, SIGUSR1);
	finish("read, then a signal", &s);
	close(p[1]);
}

/* A datagram socket's receiver; and a stream one's, whose peer goes */
static void socket_receiver(int type, const char *what, const char *eof)
{
	struct sleeper s;
	int a[2], b[2];

	socketpair(AF_UNIX, type, 0, a);
	start(&s, RECV, a[0]);
	close(a[0]);
	socketpair(AF_UNIX, type, 0, b);
	printf("new socket takes the number: %d\n", b[0] == a[0]);
	send(b[1], "other", 5, 0);
	send(a[1], "mine", 4, 0);
	finish(what, &s);
	close(b[0]);
	close(b[1]);
	if (!eof) {
		close(a[1]);
		return;
	}
	socketpair(AF_UNIX, type, 0, a);
	start(&s, RECV, a[0]);
	close(a[0]);
	close(a[1]);
	finish(eof, &s);
}

/* A sender asleep on its peer's full queue; the peer is closed: the
 * stream's sender gets ECONNRESET (the peer went with bytes unread),
 * the datagram's ECONNREFUSED */
static void sender_on_full_peer(int type, const char *what)
{
	static char chunk[512];
	struct sleeper s;
	int a[2];

	socketpair(AF_UNIX, type, 0, a);
	while (send(a[0], chunk, sizeof(chunk), MSG_DONTWAIT) > 0)
		;
	start(&s, SEND, a[0]);
	close(a[1]);
	pthread_join(s.id, NULL);
	printf("%s: %s\n", what, s.ret >= 0 ? "sent" :
	       strerrorname_np(s.err));
	close(a[0]);
}

static int listener(const char *name)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd = socket(AF_UNIX, SOCK_STREAM, 0);

	/* an abstract name: nothing left in the file system after */
	memcpy(sa.sun_path + 1, name, strlen(name));
	bind(fd, (struct sockaddr *)&sa, sizeof(sa.sun_family) + 1 +
		 strlen(name));
	listen(fd, 4);
	return fd;
}

static int connect_to(const char *name)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd = socket(AF_UNIX, SOCK_STREAM, 0);

	memcpy(sa.sun_path + 1, name, strlen(name));
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa.sun_family) + 1 +
		    strlen(name))) {
		printf("connect %s: %s\n", name, strerrorname_np(errno));
		close(fd);
		return -1;
	}
	return fd;
}

/* A listener's accept: the new listener's connection is not its */
static void acceptor(void)
{
	struct sleeper s;
	int l = listener("races-a"), l2, c1, c2, n;
	char buf[8] = "";

	start(&s, ACCEPT, l);
	close(l);
	l2 = listener("races-b");
	printf("new listener takes the number: %d\n", l2 == l);
	c2 = connect_to("races-b");
	n = accept4(l2, NULL, NULL, SOCK_NONBLOCK);
	printf("the new listener's connection: %s\n", n >= 0 ? "its own" :
	       strerrorname_np(errno));
	close(n);
	c1 = connect_to("races-a");	/* the old one still listens */
	write(c1, "a", 1);
	finish("accept on the closed listener", &s);
	if (s.ret >= 0) {
		read((int)s.ret, buf, sizeof(buf) - 1);
		printf("its connection says: %s\n", buf);
		close((int)s.ret);
	}
	close(c1);
	close(c2);
	close(l2);
}

/* A task sharing the table (CLONE_FILES, no CLONE_VM) runs execve(2):
 * the parent must not see what the new program opens, and keeps its
 * own close-on-exec descriptors */
static void exec_unshares(const char *self)
{
	int ready[2], go[2], ce[2], fd = -1;
	char arg[16];
	pid_t pid;

	pipe(ready);
	pipe(go);
	pipe2(ce, O_CLOEXEC);
	snprintf(arg, sizeof(arg), "%d", ready[1]);
	pid = (pid_t)syscall(SYS_clone, CLONE_FILES | SIGCHLD, 0, 0, 0, 0);
	if (pid == 0) {
		dup2(go[0], 0);
		execl(self, self, "opener", arg, (char *)NULL);
		_exit(127);
	}
	read(ready[0], &fd, sizeof(fd));
	printf("the new program opened a descriptor: %d\n", fd >= 0);
	printf("the parent sees it: %s\n", fcntl(fd, F_GETFD) < 0 ?
	       strerrorname_np(errno) : "yes");
	T(fcntl(ce[0], F_GETFD));
	write(go[1], "", 1);	/* the child holds go[1] too: no EOF */
	waitpid(pid, NULL, 0);
	close(ready[0]);
	close(ready[1]);
	close(go[0]);
	close(ce[0]);
	close(ce[1]);
}

/* The exec'd side: a descriptor of its own, its number told, then
 * wait; at a number the parent has not used */
static int opener(const char *ready)
{
	int fd = fcntl(open("/", O_RDONLY | O_DIRECTORY), F_DUPFD, 50);
	char c;

	write(atoi(ready), &fd, sizeof(fd));
	read(0, &c, 1);
	return 0;
}

/* The whole range first: EFAULT though the file is shorter */
static void huge_counts(void)
{
	static char buf[64];
	volatile size_t huge = 0xfffff000;	/* gcc: not a constant */
	int fd = open("/bin/busybox", O_RDONLY), p[2];

	pipe(p);
	T(read(fd, buf, huge));
	T(write(p[1], buf, huge));
	T(read(p[0], buf, huge));
	close(fd);
	close(p[0]);
	close(p[1]);
}

static pthread_mutex_t robust;

static void *die_holding(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&robust);
	return NULL;	/* gone, the mutex still held */
}

/* The dead owner's robust mutex: EOWNERDEAD to the next locker */
static void robust_futex(void)
{
	pthread_mutexattr_t a;
	pthread_t t;
	struct robust_list_head *head;
	size_t len;
	int err;

	pthread_mutexattr_init(&a);
	pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
	pthread_mutex_init(&robust, &a);
	pthread_create(&t, NULL, die_holding, NULL);
	pthread_join(t, NULL);
	err = pthread_mutex_lock(&robust);
	printf("lock of a dead owner's robust mutex: %s\n",
	       err ? strerrorname_np(err) : "0");
	T(syscall(SYS_get_robust_list, 0, &head, &len));
	printf("its length: %zu\n", len);
	T(syscall(SYS_get_robust_list, 999999, &head, &len));
	T(syscall(SYS_set_robust_list, head, len + 1));
	T(syscall(SYS_futex, (void *)0xc0000000, FUTEX_WAKE, 1, 0, 0, 0));
	T(syscall(SYS_futex, (void *)0xc0000000, FUTEX_REQUEUE, 1, 1,
		  (void *)0xc0001000, 0));
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "opener"))
		return opener(argv[2]);
	setvbuf(stdout, NULL, _IONBF, 0);
	pipe_reader();
	pipe_reader_signalled();
	socket_receiver(SOCK_DGRAM, "recv of the closed datagram socket",
			NULL);
	socket_receiver(SOCK_STREAM, "recv of the closed stream socket",
			"recv, peer closed too");
	acceptor();
	sender_on_full_peer(SOCK_STREAM, "send to a full stream peer closed");
	sender_on_full_peer(SOCK_DGRAM, "send to a full datagram peer closed");
	exec_unshares(argv[0]);
	huge_counts();
	robust_futex();
	return 0;
}
