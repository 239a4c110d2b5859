// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/inotifycheck.c - inotify(7): inotify_init1(2)'s flags,
 * inotify_add_watch(2) and inotify_rm_watch(2) and their errnos, and
 * the events a directory watch and a file watch hear of as files in
 * the directory are made, opened, read, written, changed, linked,
 * renamed (paired cookies) and removed; IN_IGNORED, IN_ONESHOT,
 * IN_MASK_ADD, IN_MASK_CREATE, IN_DONT_FOLLOW, IN_EXCL_UNLINK, the
 * queue limit (IN_Q_OVERFLOW), the per-user limits, read(2)'s whole
 * events and name padding, FIONREAD, and readiness for poll(2),
 * select(2) and epoll.  One line a call or event, the same on Linux 6.1
 * (tests/kernel/inotify.linux) and oops386.  argv[1]: a directory
 * to make and remove.
 */
#include "report.h"
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const bits[32] = {
	"ACCESS", "MODIFY", "ATTRIB", "CLOSE_WRITE", "CLOSE_NOWRITE", "OPEN",
	"MOVED_FROM", "MOVED_TO", "CREATE", "DELETE", "DELETE_SELF",
	"MOVE_SELF", "0x1000", "UNMOUNT", "Q_OVERFLOW", "IGNORED",
	[30] = "ISDIR",
};

static uint32_t cookies[64];	/* the cookies seen, numbered in turn */

static unsigned int cookie_nr(uint32_t c)
{
	unsigned int i;

	if (!c)
		return 0;
	for (i = 0; i < 63 && cookies[i] && cookies[i] != c; i++)
		;
	cookies[i] = c;
	return i + 1;
}

/* Each event in buf's n bytes: wd, mask by name, cookie by number
 * (the first seen is c1), the name's padded length, the name */
static void show_events(const char *buf, ssize_t n)
{
	ssize_t at = 0;

	while (at < n) {
		const struct inotify_event *e = (const void *)(buf + at);
		int i;

		printf("  wd %d", e->wd);
		for (i = 0; i < 32; i++)
			if (e->mask & (1u << i))
				printf("%s%s", i == __builtin_ctz(e->mask) ?
						" " : "|",
				       bits[i] ? bits[i] : "?");
		printf(" c%u len %u %s\n", cookie_nr(e->cookie), e->len,
		       e->len ? e->name : "-");
		at += sizeof(*e) + e->len;
	}
}

/* What is queued: FIONREAD's count, then the events */
static void drain(int fd)
{
	char buf[4096] __attribute__((aligned(8)));
	int avail = -1;
	ssize_t n;

	T(ioctl(fd, FIONREAD, &avail));
	printf("  FIONREAD %d\n", avail);
	n = read(fd, buf, sizeof(buf));
	show("read", n);
	if (n > 0)
		show_events(buf, n);
}

static const char *p(const char *dir, const char *name)
{
	return path_in(dir, name);
}

static void readiness(int fd)
{
	struct pollfd pf = { .fd = fd, .events = POLLIN | POLLOUT };
	struct epoll_event ev = { .events = EPOLLIN }, out;
	struct timeval tv = { 0, 0 };
	int ep = epoll_create1(0);
	fd_set rd;

	FD_ZERO(&rd);
	FD_SET(fd, &rd);
	show("poll", poll(&pf, 1, 0));
	printf("  revents %#x\n", pf.revents);
	show("select", select(fd + 1, &rd, NULL, NULL, &tv));
	T(epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev));
	show("epoll_wait", epoll_wait(ep, &out, 1, 0));
	close(ep);
}

/* /proc/sys/fs/inotify/NAME: write text (then 0 or -errno) or, with
 * text NULL, read its number */
static long limit_io(const char *name, const char *text)
{
	char path[128], buf[32] = "";
	int fd;
	long ret;

	snprintf(path, sizeof(path), "/proc/sys/fs/inotify/%s", name);
	fd = open(path, text ? O_WRONLY : O_RDONLY);
	if (fd < 0)
		return -errno;
	if (text)
		ret = write(fd, text, strlen(text)) < 0 ? -errno : 0;
	else
		ret = read(fd, buf, sizeof(buf) - 1) > 0 ? atol(buf) : -1;
	close(fd);
	return ret;
}

static long set_limit(const char *name, long val)
{
	char text[32];

	snprintf(text, sizeof(text), "%ld\n", val);
	return limit_io(name, text);
}

static void errors(const char *d, int in)
{
	int pfd[2];

	T(inotify_init1(0x10));
	T(inotify_init1(IN_CLOEXEC | IN_NONBLOCK | 1));
	T(fcntl(in, F_GETFD));
	T(fcntl(in, F_GETFL) & (O_NONBLOCK | O_ACCMODE));
	T(pipe(pfd));
	T(inotify_add_watch(-1, d, IN_ALL_EVENTS));
	T(inotify_add_watch(pfd[0], d, IN_ALL_EVENTS));
	T(inotify_add_watch(in, d, 0));
	T(inotify_add_watch(-1, d, 0));
	T(inotify_add_watch(in, d, IN_MASK_ADD | IN_MASK_CREATE | IN_OPEN));
	T(inotify_add_watch(in, p(d, "none"), IN_ALL_EVENTS));
	T(inotify_add_watch(in, NULL, IN_ALL_EVENTS));
	T(inotify_add_watch(in, "/proc/self/exe/x", IN_ALL_EVENTS));
	T(inotify_rm_watch(in, 99));
	T(inotify_rm_watch(in, -1));
	T(inotify_rm_watch(-1, 1));
	T(inotify_rm_watch(pfd[0], 1));
	T(write(in, "x", 1));
	T(lseek(in, 0, SEEK_SET));
	T(read(in, NULL, 0));
	close(pfd[0]);
	close(pfd[1]);
}

/* A directory watch and a file watch hear the file's life */
static void file_life(const char *d, int in)
{
	struct timespec mtime_only[2] = { { 0, UTIME_OMIT }, { 5, 0 } };
	char one[16];
	int fd;

	readiness(in);
	T(inotify_add_watch(in, d, IN_ALL_EVENTS));
	fd = open(p(d, "a"), O_CREAT | O_WRONLY, 0644);
	T(write(fd, "hello", 5));
	T(write(fd, "hello", 5));
	T(close(fd));
	readiness(in);
	drain(in);
	T(inotify_add_watch(in, p(d, "a"), IN_ALL_EVENTS));
	fd = open(p(d, "a"), O_RDONLY);
	T(read(fd, one, 3));
	T(pread(fd, one, 3, 1));
	T(close(fd));
	T(chmod(p(d, "a"), 0600));
	T(chown(p(d, "a"), -1, -1));
	T(chown(p(d, "a"), 0, -1));
	T(truncate(p(d, "a"), 2));
	T(utimensat(AT_FDCWD, p(d, "a"), mtime_only, 0));
	T(utimensat(AT_FDCWD, p(d, "a"), NULL, 0));
	drain(in);
	T(rename(p(d, "a"), p(d, "b")));
	T(link(p(d, "b"), p(d, "c")));
	T(unlink(p(d, "c")));
	drain(in);
	fd = open(p(d, "b"), O_RDWR);
	T(unlink(p(d, "b")));
	T(write(fd, "x", 1));
	drain(in);
	T(close(fd));
	drain(in);
	T(read(in, one, sizeof(one)));
}

/* open(2)'s O_TRUNC: IN_MODIFY for a file that was there, none for a
 * file it makes; sendfile(2): IN_ACCESS and IN_MODIFY; a FIFO open
 * that fails tells nothing */
static void truncation(const char *d, int in)
{
	int fd;

	T(close(creat(p(d, "t"), 0644)));
	T(close(open(p(d, "t"), O_WRONLY | O_TRUNC)));
	fd = open(p(d, "t"), O_RDWR);
	T(write(fd, "hi", 2));
	T(sendfile(fd, fd, &(off_t){ 0 }, 2));
	T(close(fd));
	T(mknod(p(d, "p"), S_IFIFO | 0600, 0));
	T(open(p(d, "p"), O_WRONLY | O_NONBLOCK));
	T(unlink(p(d, "p")));
	T(unlink(p(d, "t")));
	drain(in);
}

static void dirs_and_names(const char *d, int in)
{
	char buf[64] __attribute__((aligned(8)));
	int fd, wd;

	T(mkdir(p(d, "sub"), 0755));
	wd = inotify_add_watch(in, p(d, "sub"), IN_ALL_EVENTS);
	show("wd sub", wd);
	fd = open(p(d, "sub"), O_RDONLY | O_DIRECTORY);
	T(syscall(SYS_getdents64, fd, buf, sizeof(buf)));
	T(close(fd));
	T(close(open(p(d, "sub/0123456789abcde"), O_CREAT | O_RDONLY, 0644)));
	T(close(open(p(d, "sub/0123456789abcdef"), O_CREAT | O_RDONLY, 0644)));
	drain(in);
	/* one event with a name does not fit in 16 bytes: EINVAL */
	T(unlink(p(d, "sub/0123456789abcde")));
	T(read(in, buf, 16));
	T(read(in, buf, 40));
	show_events(buf, 32);
	T(read(in, buf, 64));
	T(unlink(p(d, "sub/0123456789abcdef")));
	T(rename(p(d, "sub"), p(d, "sub2")));
	T(rmdir(p(d, "sub2")));
	T(symlink("nowhere", p(d, "ln")));
	T(mknod(p(d, "fifo"), S_IFIFO | 0600, 0));
	drain(in);
	T(inotify_add_watch(in, p(d, "ln"), IN_ALL_EVENTS));
	T(inotify_add_watch(in, p(d, "ln"), IN_ALL_EVENTS | IN_DONT_FOLLOW));
	T(inotify_add_watch(in, p(d, "ln"), IN_ATTRIB | IN_DONT_FOLLOW | IN_ONLYDIR));
	T(unlink(p(d, "ln")));
	T(unlink(p(d, "fifo")));
	drain(in);
}

/* IN_ONESHOT, IN_MASK_ADD, IN_MASK_CREATE, IN_EXCL_UNLINK, rm_watch */
static void flags(const char *d)
{
	int in = inotify_init1(IN_NONBLOCK), fd, wd;

	T(close(open(p(d, "f"), O_CREAT | O_RDONLY, 0644)));
	wd = inotify_add_watch(in, p(d, "f"), IN_OPEN | IN_ONESHOT);
	show("wd oneshot", wd);
	T(close(open(p(d, "f"), O_RDONLY)));
	T(close(open(p(d, "f"), O_RDONLY)));
	drain(in);
	T(inotify_rm_watch(in, wd));
	wd = inotify_add_watch(in, p(d, "f"), IN_OPEN);
	show("wd open", wd);
	T(inotify_add_watch(in, p(d, "f"), IN_CLOSE | IN_MASK_ADD));
	T(inotify_add_watch(in, p(d, "f"), IN_ACCESS | IN_MASK_CREATE));
	T(close(open(p(d, "f"), O_RDONLY)));
	T(inotify_add_watch(in, p(d, "f"), IN_ATTRIB));
	T(close(open(p(d, "f"), O_RDONLY)));
	T(chmod(p(d, "f"), 0600));
	T(inotify_rm_watch(in, wd));
	T(inotify_rm_watch(in, wd));
	drain(in);
	T(inotify_add_watch(in, d, IN_MODIFY | IN_EXCL_UNLINK));
	fd = open(p(d, "f"), O_WRONLY);
	T(write(fd, "1", 1));
	T(unlink(p(d, "f")));
	T(write(fd, "2", 1));
	T(close(fd));
	drain(in);
	T(close(in));
}

/* max_queued_events, max_user_instances, max_user_watches */
static void limits(const char *d)
{
	long inst = limit_io("max_user_instances", NULL);
	long watches = limit_io("max_user_watches", NULL);
	long queued = limit_io("max_queued_events", NULL);
	int in, i;

	printf("max_user_instances %ld max_queued_events %ld\n", inst, queued);
	printf("max_user_watches >= 8192: %d\n", watches >= 8192);
	T(limit_io("max_queued_events", "-1\n"));
	T(limit_io("max_queued_events", "x\n"));
	T(set_limit("max_queued_events", 3));
	T(limit_io("max_queued_events", NULL));
	in = inotify_init1(IN_NONBLOCK);
	T(set_limit("max_queued_events", queued));
	T(inotify_add_watch(in, d, IN_CREATE | IN_DELETE));
	for (i = 0; i < 3; i++) {
		T(mkdir(p(d, "q"), 0700));
		T(rmdir(p(d, "q")));
	}
	drain(in);
	T(set_limit("max_user_watches", 1));
	T(inotify_add_watch(in, "/", IN_OPEN));
	T(set_limit("max_user_watches", watches));
	T(inotify_add_watch(in, "/", IN_OPEN));
	T(set_limit("max_user_instances", 1));
	T(inotify_init());
	T(set_limit("max_user_instances", inst));
	T(close(in));
}

/* A read that waits for another process's event */
static void blocking(const char *d)
{
	int in = inotify_init(), st;
	pid_t pid;

	T(inotify_add_watch(in, d, IN_CREATE));
	pid = fork();
	if (pid == 0) {
		/* after the parent has counted an empty queue: a tick may
		 * run the child first, on oops386 as on Linux */
		usleep(200 * 1000);
		close(open(p(d, "late"), O_CREAT | O_RDONLY, 0644));
		_exit(0);
	}
	drain(in);
	waitpid(pid, &st, 0);
	T(unlink(p(d, "late")));
	T(close(in));
}

int main(int argc, char **argv)
{
	const char *d = argc > 1 ? argv[1] : "/tmp/inw";
	int in;

	setvbuf(stdout, NULL, _IONBF, 0);
	T(mkdir(d, 0755));
	in = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	errors(d, in);
	file_life(d, in);
	truncation(d, in);
	dirs_and_names(d, in);
	T(close(in));
	flags(d);
	limits(d);
	blocking(d);
	in = inotify_init1(IN_NONBLOCK);
	T(inotify_add_watch(in, d, IN_DELETE_SELF));
	T(rmdir(d));
	drain(in);
	T(close(in));
	return 0;
}
