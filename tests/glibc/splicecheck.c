// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/splicecheck.c - splice(2), tee(2), vmsplice(2) and the
 * timerfd calls: a file through a pipe into another file (at an offset
 * given and at the file's position), a pipe into a pipe, tee(2)'s copy
 * that leaves the bytes, vmsplice(2) both ways, as much as a pipe holds
 * and no more, the errnos of each (ESPIPE, EINVAL, EBADF, EAGAIN,
 * EPIPE), an O_PATH descriptor's EBADF; sync_file_range(2)'s answers
 * and errnos, FIONREAD of a pipe; then timerfds: their flags, a one-shot and an interval timer's
 * expiry counts as read(2) and poll(2) see them, timerfd_gettime(2), and
 * the errnos.  One line a call, as report.h prints it, the same on Linux
 * 6.1 (tests/kernel/splicecheck.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#define BIG 80000

static char data[BIG], back[2 * BIG] __attribute__((aligned(4096)));

/* Bytes read back from fd (at most n) equal to data's first ones? */
static void same(const char *what, int fd, size_t n)
{
	ssize_t got = read(fd, back, n);

	printf("%s: read %zd, %s\n", what, got,
	       got >= 0 && !memcmp(back, data, (size_t)got) ? "same" :
							       "differ");
}

static void files(void)
{
	int in, out, app, p[2];
	loff_t off = 100;

	in = open("/tmp/splice.in", O_RDWR | O_CREAT | O_TRUNC, 0644);
	out = open("/tmp/splice.out", O_RDWR | O_CREAT | O_TRUNC, 0644);
	app = open("/tmp/splice.app", O_WRONLY | O_CREAT | O_APPEND, 0644);
	T(write(in, data, BIG));
	T(lseek(in, 0, SEEK_SET));
	T(pipe(p));
	T(splice(in, NULL, p[1], NULL, 4096, 0));
	T(lseek(in, 0, SEEK_CUR));
	T(splice(p[0], NULL, out, &off, 8192, 0));
	printf("off %lld, out's position %lld\n", (long long)off,
	       (long long)lseek(out, 0, SEEK_CUR));
	T(pread(out, back, 8192, 100));
	printf("at 100: %s\n", memcmp(back, data, 4096) ? "differ" : "same");
	/* the pipe takes 64 KiB (16 pages), no more */
	T(splice(in, NULL, p[1], NULL, BIG, 0));
	T(splice(in, NULL, p[1], NULL, BIG, SPLICE_F_NONBLOCK));
	T(splice(p[0], NULL, out, NULL, BIG, 0));
	T(lseek(out, 0, SEEK_CUR));
	T(splice(p[0], NULL, out, NULL, BIG, SPLICE_F_NONBLOCK));
	/* the errnos */
	T(splice(in, NULL, p[1], NULL, 0, 0));
	T(splice(in, NULL, p[1], NULL, 10, 0x10));
	T(splice(p[0], &off, out, NULL, 10, 0));
	T(splice(in, NULL, p[1], &off, 10, 0));
	T(splice(in, NULL, out, NULL, 10, 0));
	T(splice(p[1], NULL, out, NULL, 10, 0));
	T(splice(in, NULL, p[0], NULL, 10, 0));
	T(splice(-1, NULL, p[1], NULL, 10, 0));
	T(splice(in, NULL, 99, NULL, 10, 0));
	T(write(p[1], "abc", 3));
	T(splice(p[0], NULL, app, NULL, 10, 0));
	T(splice(p[0], NULL, p[1], NULL, 10, 0));
	close(p[1]);
	T(splice(p[0], NULL, out, NULL, 10, 0));
	T(splice(p[0], NULL, out, NULL, 10, 0));	/* no writer: 0 */
	close(p[0]);
	T(pipe(p));
	close(p[0]);
	T(lseek(in, 0, SEEK_SET));
	T(splice(in, NULL, p[1], NULL, 10, 0));		/* no reader */
	close(p[1]);
	close(in);
	close(out);
	close(app);
}

static void syncrange(void)
{
	int f = open("/tmp/splice.in", O_RDWR), path, p[2];

	path = open("/tmp/splice.in", O_PATH);
	T(pipe(p));
	T(splice(path, NULL, p[1], NULL, 10, 0));
	T(splice(p[0], NULL, path, NULL, 10, 0));
	T(sync_file_range(f, 0, 0, 0));
	T(sync_file_range(f, 4096, 8192, SYNC_FILE_RANGE_WAIT_BEFORE |
		SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER));
	T(sync_file_range(f, 0, 1, 8));
	T(sync_file_range(f, -1, 1, SYNC_FILE_RANGE_WRITE));
	T(sync_file_range(f, 0, -1, SYNC_FILE_RANGE_WRITE));
	T(sync_file_range(f, 1, 0x7fffffffffffffffLL, SYNC_FILE_RANGE_WRITE));
	T(sync_file_range(p[0], 0, 1, SYNC_FILE_RANGE_WRITE));
	T(sync_file_range(path, 0, 1, SYNC_FILE_RANGE_WRITE));
	T(sync_file_range(-1, 0, 1, SYNC_FILE_RANGE_WRITE));
	close(p[0]);
	close(p[1]);
	close(path);
	close(f);
}

/* /dev/zero spliced into a pipe: EINVAL on Linux 6.1, which has no
 * splice_read for it (a node of its own: /dev may not be mounted); a
 * timerfd's name in /proc/self/fd */
static void kinds(void)
{
	int zero, tfd = timerfd_create(CLOCK_MONOTONIC, 0), p[2];
	char path[64], link[64] = "";
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", tfd);
	show("readlink", readlink(path, link, sizeof(link) - 1));
	printf("  %s\n", link);
	close(tfd);
	T(mknod("/tmp/splice.zero", S_IFCHR | 0600, makedev(1, 5)));
	zero = open("/tmp/splice.zero", O_RDONLY);
	T(pipe(p));
	n = splice(zero, NULL, p[1], NULL, 5000, 0);
	show("splice from /dev/zero", n);
	if (n > 0)
		printf("read %zd\n", read(p[0], back, sizeof(back)));
	close(p[0]);
	close(p[1]);
	close(zero);
	unlink("/tmp/splice.zero");
}

static void pipes(void)
{
	int a[2], b[2], f, queued = -1;

	T(pipe(a));
	T(pipe2(b, O_NONBLOCK));
	T(write(a[1], data, 3000));
	T(ioctl(a[0], FIONREAD, &queued));
	printf("  queued %d\n", queued);
	T(tee(a[0], b[1], 1000, 0));
	same("b after tee", b[0], sizeof(back));
	T(tee(a[0], b[1], BIG, 0));
	same("b after the second tee", b[0], sizeof(back));
	T(splice(a[0], NULL, b[1], NULL, 100, 0));
	same("b after splice", b[0], sizeof(back));
	T(read(b[0], back, 10));
	T(read(a[0], back, sizeof(back)));
	T(tee(a[0], b[1], 10, SPLICE_F_NONBLOCK));
	T(tee(a[0], a[1], 10, 0));
	T(tee(a[0], b[1], 10, 0x10));
	T(tee(a[0], b[1], 0, 0));
	f = open("/tmp/splice.in", O_RDONLY);
	T(tee(f, b[1], 10, 0));
	T(tee(a[0], f, 10, 0));
	T(tee(b[1], a[1], 10, 0));
	close(f);
	T(splice(a[0], NULL, a[1], NULL, 10, 0));
	close(a[1]);
	T(tee(a[0], b[1], 10, 0));	/* no writer: 0 */
	close(a[0]);
	close(b[0]);
	close(b[1]);
}

static void vm(void)
{
	struct iovec v[2] = { { data, 1000 }, { data + 1000, 2000 } };
	struct iovec big = { back, 2 * BIG };
	int p[2], f;

	T(pipe(p));
	T(vmsplice(p[1], v, 2, 0));
	same("after vmsplice", p[0], 3000);
	T(write(p[1], data, 3000));
	memset(back, 0, sizeof(back));
	T(vmsplice(p[0], &big, 1, 0));
	printf("vmsplice out: %s\n", memcmp(back, data, 3000) ? "differ" : "same");
	T(vmsplice(p[0], &big, 1, SPLICE_F_NONBLOCK));
	T(vmsplice(p[1], &big, 1, 0));
	T(vmsplice(p[1], &big, 1, SPLICE_F_NONBLOCK));
	T(vmsplice(p[1], v, 0, 0));
	T(vmsplice(p[1], v, 1025, 0));
	T(vmsplice(p[1], v, 1, 0x10));
	T(vmsplice(-1, v, 1, 0));
	f = open("/tmp/splice.in", O_WRONLY);
	T(vmsplice(f, v, 1, 0));
	close(f);
	close(p[0]);
	close(p[1]);
}

static void its(struct itimerspec *t, long value_ms, long interval_ms)
{
	t->it_value.tv_sec = value_ms / 1000;
	t->it_value.tv_nsec = value_ms % 1000 * 1000000;
	t->it_interval.tv_sec = interval_ms / 1000;
	t->it_interval.tv_nsec = interval_ms % 1000 * 1000000;
}

static void ticks(int fd)
{
	struct pollfd pf = { .fd = fd, .events = POLLIN };
	uint64_t n = 0;

	show("poll", poll(&pf, 1, -1));
	printf("  revents %#x\n", pf.revents);
	show("read", read(fd, &n, sizeof(n)));
	printf("  expiries %llu\n", (unsigned long long)n);
}

static void timers(void)
{
	struct timespec ts, sleep = { 0, 250000000 };
	struct itimerspec t, old;
	long long t64[4];	/* timerfd_gettime64's: interval, value */
	struct pollfd pf;
	uint64_t n;
	int fd, f;

	T(timerfd_create(-1, 0));
	T(timerfd_create(CLOCK_MONOTONIC, 0x10));
	T(timerfd_create(CLOCK_PROCESS_CPUTIME_ID, 0));
	fd = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
	T(fcntl(fd, F_GETFD));
	T(fcntl(fd, F_GETFL) & (O_NONBLOCK | O_ACCMODE));
	T(read(fd, &n, sizeof(n)));
	T(read(fd, &n, 4));
	its(&t, 10000, 500);
	T(timerfd_settime(fd, 0, &t, NULL));
	T(syscall(SYS_timerfd_gettime, fd, &old));
	printf("  value %s 10 s, interval %ld.%09ld\n",
	       old.it_value.tv_sec < 10 && old.it_value.tv_sec >= 9 ?
	       "just under" : "not under",
	       (long)old.it_interval.tv_sec, old.it_interval.tv_nsec);
	T(syscall(SYS_timerfd_gettime64, fd, t64));
	printf("  value %s 10 s, interval %lld.%09lld\n",
	       t64[2] < 10 && t64[2] >= 9 ? "just under" : "not under",
	       t64[0], t64[1]);
	its(&t, 0, 0);
	T(timerfd_settime(fd, 0, &t, &old));
	printf("  old interval %ld.%09ld\n", (long)old.it_interval.tv_sec,
	       old.it_interval.tv_nsec);
	T(timerfd_gettime(fd, &old));
	printf("  disarmed: %ld %ld\n", (long)old.it_value.tv_sec,
	       old.it_value.tv_nsec);
	pf.fd = fd;
	pf.events = POLLIN;
	T(poll(&pf, 1, 0));
	/* the errnos */
	T(timerfd_settime(fd, 4, &t, NULL));
	t.it_value.tv_nsec = 1000000000;
	T(timerfd_settime(fd, 0, &t, NULL));
	t.it_value.tv_nsec = 0;
	T(syscall(SYS_timerfd_settime, fd, 0, NULL, NULL));
	T(timerfd_settime(-1, 0, &t, NULL));
	T(timerfd_gettime(-1, &old));
	T(syscall(SYS_timerfd_gettime, fd, NULL));
	T(syscall(SYS_timerfd_gettime64, fd, NULL));
	f = open("/tmp/splice.in", O_RDONLY);
	T(timerfd_gettime(f, &old));
	T(timerfd_settime(f, 0, &t, NULL));
	close(f);
	close(fd);

	/* one expiry, then an interval timer read late: two */
	fd = timerfd_create(CLOCK_MONOTONIC, 0);
	its(&t, 20, 0);
	T(timerfd_settime(fd, 0, &t, NULL));
	ticks(fd);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	ts.tv_nsec += 100000000;
	if (ts.tv_nsec >= 1000000000) {
		ts.tv_nsec -= 1000000000;
		ts.tv_sec++;
	}
	t.it_value = ts;
	t.it_interval.tv_nsec = 100000000;
	T(timerfd_settime(fd, TFD_TIMER_ABSTIME, &t, NULL));
	nanosleep(&sleep, NULL);
	ticks(fd);
	close(fd);
}

int main(void)
{
	size_t i;

	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGPIPE, SIG_IGN);
	for (i = 0; i < BIG; i++)
		data[i] = (char)(i * 7 + i / 251);
	files();
	syncrange();
	kinds();
	pipes();
	vm();
	timers();
	return 0;
}
