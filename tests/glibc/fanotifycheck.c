// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/fanotifycheck.c - fanotify(7): fanotify_init(2)'s and
 * fanotify_mark(2)'s errnos, the events a directory's mark (with
 * FAN_EVENT_ON_CHILD, FAN_ONDIR) and a file's mark hear of, each read
 * as a struct fanotify_event_metadata with a descriptor of the file,
 * FAN_NONBLOCK, FIONREAD, FAN_MARK_REMOVE, FAN_MARK_FLUSH,
 * FAN_MARK_DONT_FOLLOW; then permission events: a child's open(2) and
 * read(2) wait for the group's answer, FAN_DENY refuses them (EPERM),
 * FAN_ALLOW lets them through, and closing the group lets a waiting one
 * through.  One line a call or event, the same on Linux 6.1
 * (tests/kernel/fanotify.linux) and oops386.  Run as root; argv[1]: a
 * directory to make and remove.
 */
#include "report.h"
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/fanotify.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const names[] = {
	"ACCESS", "MODIFY", "0x4", "CLOSE_WRITE", "CLOSE_NOWRITE", "OPEN",
	[14] = "Q_OVERFLOW", [16] = "OPEN_PERM", [17] = "ACCESS_PERM",
	[30] = "ONDIR",
};

static void show_mask(uint64_t mask)
{
	int i;

	for (i = 0; i < 64; i++)
		if (mask & (1ULL << i))
			printf(" %s", i < 31 && names[i] ? names[i] : "?");
}

/* Each event of buf's n bytes: its header, mask, whose, and which file
 * its descriptor opens (inode compared with want's) */
static void show_events(const char *buf, ssize_t n, const char *want)
{
	struct stat a, b;
	ssize_t at = 0;

	while (at < n) {
		const struct fanotify_event_metadata *m = (const void *)(buf + at);

		printf("event len=%u vers=%u meta=%u", m->event_len, m->vers,
		       m->metadata_len);
		show_mask(m->mask);
		printf(" pid=%s", m->pid == getpid() ? "self" : "other");
		if (m->fd >= 0) {
			fstat(m->fd, &a);
			stat(want, &b);
			printf(" fd=%s flags=%o", a.st_ino == b.st_ino ?
			       "same file" : "another file",
			       fcntl(m->fd, F_GETFL) & (O_ACCMODE | O_NONBLOCK));
			close(m->fd);
		} else {
			printf(" fd=%d", m->fd);
		}
		printf("\n");
		at += m->event_len;
	}
}

static void read_events(int fan, const char *want)
{
	char buf[4096];
	ssize_t n = read(fan, buf, sizeof(buf));

	if (n < 0)
		show("read(fan)", n);
	else
		show_events(buf, n, want);
}

static void errnos(const char *f, const char *link)
{
	int fan, fd = open(f, O_RDONLY);

	T(fanotify_init(0x80000000, O_RDONLY));
	T(fanotify_init(FAN_CLASS_CONTENT | FAN_CLASS_PRE_CONTENT, O_RDONLY));
	T(fanotify_init(0, O_ACCMODE));
	T(fanotify_init(0, O_RDONLY | O_CREAT));
	fan = fanotify_init(FAN_CLOEXEC | FAN_NONBLOCK, O_RDONLY);
	T(fcntl(fan, F_GETFD));
	T(fcntl(fan, F_GETFL) & (O_ACCMODE | O_NONBLOCK));
	T(fanotify_mark(-1, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, f));
	T(fanotify_mark(fd, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD | FAN_MARK_REMOVE, FAN_OPEN,
			AT_FDCWD, f));
	T(fanotify_mark(fan, 0, FAN_OPEN, AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD, 0, AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD, 1ULL << 40, AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN_PERM, AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD | FAN_MARK_ONLYDIR, FAN_OPEN,
			AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "/nonexistent"));
	T(fanotify_mark(fan, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, f));
	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, NULL));
	T(fanotify_mark(fan, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, NULL));
	T(fanotify_mark(fan, FAN_MARK_ADD | FAN_MARK_DONT_FOLLOW, FAN_OPEN,
			AT_FDCWD, link));
	close(open(f, O_RDONLY));
	read_events(fan, f);
	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, link));
	close(open(f, O_RDONLY));
	read_events(fan, f);
	T(fanotify_mark(fan, FAN_MARK_FLUSH, 0, AT_FDCWD, NULL));
	T(fanotify_mark(fan, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, f));
	close(open(f, O_RDONLY));
	read_events(fan, f);
	close(fan);
	close(fd);
}

static void notifications(const char *d, const char *f)
{
	char small[8], c;
	int fan = fanotify_init(FAN_NONBLOCK, O_RDWR), fd, n = -1;

	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN | FAN_CLOSE | FAN_MODIFY |
			FAN_ACCESS | FAN_EVENT_ON_CHILD, AT_FDCWD, d));
	fd = open(f, O_WRONLY | O_TRUNC);
	T(write(fd, "fan", 3));
	close(fd);
	T(ioctl(fan, FIONREAD, &n));
	printf("FIONREAD: %d\n", n);
	T(read(fan, small, sizeof(small)));
	read_events(fan, f);
	T(read(fan, small, sizeof(small)));
	fd = open(f, O_RDONLY);
	T(read(fd, &c, 1));
	read_events(fan, f);
	close(fd);
	read_events(fan, f);
	/* the directory itself: only with FAN_ONDIR */
	close(open(d, O_RDONLY | O_DIRECTORY));
	read_events(fan, d);
	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN | FAN_ONDIR, AT_FDCWD, d));
	close(open(d, O_RDONLY | O_DIRECTORY));
	read_events(fan, d);
	T(fanotify_mark(fan, FAN_MARK_REMOVE, FAN_EVENT_ON_CHILD, AT_FDCWD, d));
	close(open(f, O_RDONLY));
	read_events(fan, f);
	close(fan);
}

static int child_out;	/* the read end of the child's stdout */

/* A child's open and read of f, each reported into a pipe (its lines
 * printed once it has exited: child_done()); the parent answers.  The
 * child closes its copy of the group fan first: a group open in its
 * asker would outlive the parent's close (fanotify(7)). */
static pid_t child_uses(const char *f, int fan)
{
	int p[2], fd;
	pid_t pid;
	char c;

	if (pipe(p))
		exit(1);
	pid = fork();
	if (pid) {
		close(p[1]);
		child_out = p[0];
		return pid;
	}
	dup2(p[1], 1);
	close(fan);
	fd = open(f, O_RDONLY);
	show("child: open(f)", fd);
	if (fd >= 0)
		show("child: read(f)", read(fd, &c, 1));
	fflush(stdout);
	_exit(0);
}

static void child_done(pid_t pid)
{
	char buf[512];
	ssize_t n;
	int st;

	waitpid(pid, &st, 0);
	while ((n = read(child_out, buf, sizeof(buf))) > 0)
		fwrite(buf, 1, (size_t)n, stdout);
	close(child_out);
	printf("child: %s\n", WIFEXITED(st) ? "exited" : "killed");
}

/* The next permission event of fan, answered with response */
static void answer(int fan, uint32_t response, const char *f)
{
	struct fanotify_event_metadata m;
	struct fanotify_response r;

	if (read(fan, &m, sizeof(m)) != sizeof(m)) {
		show("read(fan)", -1);
		return;
	}
	show_events((const char *)&m, sizeof(m), f);
	r.fd = m.fd;
	r.response = response;
	T(write(fan, &r, sizeof(r)));
	T(write(fan, &r, sizeof(r)));
}

static void permissions(const char *f)
{
	struct fanotify_response r = { .fd = 1000, .response = FAN_ALLOW };
	int fan = fanotify_init(FAN_CLASS_CONTENT, O_RDONLY);
	pid_t pid;

	T(fanotify_mark(fan, FAN_MARK_ADD, FAN_OPEN_PERM | FAN_ACCESS_PERM,
			AT_FDCWD, f));
	T(write(fan, &r, sizeof(r)));
	r.response = 3;
	T(write(fan, &r, sizeof(r)));
	T(write(fan, &r, 4));
	fflush(stdout);
	pid = child_uses(f, fan);
	answer(fan, FAN_DENY, f);
	child_done(pid);
	pid = child_uses(f, fan);
	answer(fan, FAN_ALLOW, f);
	answer(fan, FAN_DENY, f);
	child_done(pid);
	/* a group that goes lets the question it was asked through */
	pid = child_uses(f, fan);
	usleep(200000);
	close(fan);
	child_done(pid);
}

int main(int argc, char **argv)
{
	const char *d = argc > 1 ? argv[1] : "/tmp/fan";
	const char *f = path_in(d, "f"), *link = path_in(d, "l");
	int fd;

	setvbuf(stdout, NULL, _IOLBF, 0);
	T(mkdir(d, 0755));
	fd = open(f, O_CREAT | O_WRONLY, 0644);
	T(write(fd, "x", 1));
	close(fd);
	T(symlink(f, link));
	errnos(f, link);
	notifications(d, f);
	permissions(f);
	unlink(link);
	unlink(f);
	T(rmdir(d));
	return 0;
}
