// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/mqcheck.c - POSIX message queues (mq_overview(7)), one
 * line a call as report.h prints it (a descriptor as "fd"): names and
 * attributes mq_open(2) refuses, RLIMIT_MSGQUEUE, priorities, a full
 * and an empty queue with O_NONBLOCK (EAGAIN) and with a time-out
 * (ETIMEDOUT), a sender and a receiver woken by the other process,
 * reading the queue's descriptor, poll(2), mq_notify(2) with
 * SIGEV_SIGNAL and SIGEV_NONE, mq_unlink(2), who may open and unlink,
 * and /proc/sys/fs/mqueue.  The same on Linux 6.1
 * (tests/kernel/mqcheck.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <mqueue.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* a descriptor's number depends on what the shell left open */
#define FD(call)	({ long r_ = (long)(call); \
			   show(#call, r_ < 0 ? r_ : 0); r_; })

static char buf[9000];
static const char *const nowhere = (const char *)4;

/* CLOCK_REALTIME ms milliseconds from now: mq_timedsend(3)'s form */
static struct timespec in_ms(long ms)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	t.tv_nsec += ms % 1000 * 1000000;
	t.tv_sec += ms / 1000 + t.tv_nsec / 1000000000;
	t.tv_nsec %= 1000000000;
	return t;
}

static void show_attr(mqd_t q)
{
	struct mq_attr a;

	T(mq_getattr(q, &a));
	printf("  flags %#lx maxmsg %ld msgsize %ld curmsgs %ld\n",
	       a.mq_flags, a.mq_maxmsg, a.mq_msgsize, a.mq_curmsgs);
}

static void receive(mqd_t q)
{
	unsigned int prio = 99;
	long n = mq_receive(q, buf, sizeof(buf), &prio);

	show("mq_receive(q, buf, sizeof(buf), &prio)", n);
	if (n >= 0)
		printf("  \"%.*s\" prio %u\n", (int)n, buf, prio);
}

/* what reading the queue's descriptor says (mq_overview(7)) */
static void show_file(mqd_t q)
{
	long n = pread(q, buf, sizeof(buf) - 1, 0);
	char *pid;

	show("read(q)", n);
	if (n <= 0)
		return;
	/* the pid is this process's: said so, not its number */
	buf[n] = '\0';
	pid = strstr(buf, "NOTIFY_PID:");
	if (pid && atoi(pid + 11) == getpid())
		strcpy(pid + 11, "me\n");
	printf("  %s", buf);
}

static void names(void)
{
	struct mq_attr a = { .mq_maxmsg = 4, .mq_msgsize = 16 };
	char longname[300];

	T(mq_open("/none", O_RDONLY));
	T(syscall(SYS_mq_open, "a/b", O_CREAT | O_RDWR, 0600, NULL));
	T(syscall(SYS_mq_open, "", O_CREAT | O_RDWR, 0600, NULL));
	T(syscall(SYS_mq_open, nowhere, O_CREAT | O_RDWR, 0600, NULL));
	memset(longname, 'l', sizeof(longname));
	longname[0] = '/';
	longname[257] = '\0';
	T(mq_open(longname, O_CREAT | O_RDWR, 0600, NULL));
	longname[256] = '\0';
	T(mq_unlink(longname));
	a.mq_maxmsg = 0;
	T(mq_open("/bad", O_CREAT | O_RDWR, 0600, &a));
	a.mq_maxmsg = 4;
	a.mq_msgsize = -1;
	T(mq_open("/bad", O_CREAT | O_RDWR, 0600, &a));
	a.mq_msgsize = 16;
	T(syscall(SYS_mq_open, "bad", O_CREAT | O_RDWR, 0600, nowhere));
	T(mq_open("/bad", O_RDWR));
}

/* RLIMIT_MSGQUEUE: what a default queue costs, as Linux counts it */
static void rlimit_msgqueue(void)
{
	struct rlimit old, rl = { 200000, 200000 };
	mqd_t q[3];

	getrlimit(RLIMIT_MSGQUEUE, &old);
	printf("RLIMIT_MSGQUEUE %lu\n", (unsigned long)old.rlim_cur);
	T(setrlimit(RLIMIT_MSGQUEUE, &rl));
	q[0] = FD(mq_open("/r0", O_CREAT | O_RDWR, 0600, NULL));
	q[1] = FD(mq_open("/r1", O_CREAT | O_RDWR, 0600, NULL));
	q[2] = FD(mq_open("/r2", O_CREAT | O_RDWR, 0600, NULL));
	T(mq_unlink("/r0"));
	T(mq_unlink("/r1"));
	T(mq_unlink("/r2"));
	T(close(q[0]));
	q[2] = FD(mq_open("/r2", O_CREAT | O_RDWR, 0600, NULL));
	T(mq_unlink("/r2"));
	close(q[1]);
	close(q[2]);
	T(setrlimit(RLIMIT_MSGQUEUE, &old));
}

/* RLIMIT_NOFILE 0: EMFILE, and the queue it would have made does not
 * stay behind (LTP's mq_open01 then opens the name as another user) */
static void out_of_descriptors(void)
{
	struct rlimit old, none;

	getrlimit(RLIMIT_NOFILE, &old);
	none = (struct rlimit){ 0, old.rlim_max };
	T(setrlimit(RLIMIT_NOFILE, &none));
	T(mq_open("/nofd", O_CREAT | O_RDWR, 0600, NULL));
	T(setrlimit(RLIMIT_NOFILE, &old));
	T(mq_unlink("/nofd"));
}

static void send_receive(mqd_t q)
{
	struct mq_attr a = { .mq_flags = O_NONBLOCK };
	struct timespec t = in_ms(-1000), bad = { 0, 1000000000 };
	struct pollfd p = { .fd = q, .events = POLLIN | POLLOUT };

	show_attr(q);
	T(poll(&p, 1, 0));
	printf("  revents %#x\n", p.revents);
	T(mq_send(q, "a1", 2, 1));
	T(mq_send(q, "b5", 2, 5));
	T(mq_send(q, "c1", 2, 1));
	T(mq_send(q, "x", 1, 32768));
	T(mq_send(q, buf, 17, 0));
	T(mq_send(q, nowhere, 3, 0));
	T(mq_send(q, "d0..............", 16, 0));
	show_attr(q);
	show_file(q);
	T(poll(&p, 1, 0));
	printf("  revents %#x\n", p.revents);
	T(mq_timedsend(q, "e", 1, 0, &t));
	T(mq_timedsend(q, "e", 1, 0, &bad));
	t = in_ms(30);
	T(mq_timedsend(q, "e", 1, 0, &t));
	T(mq_setattr(q, &a, NULL));
	T(mq_send(q, "e", 1, 0));
	a.mq_flags = 1234;
	T(mq_setattr(q, &a, NULL));
	show_attr(q);
	T(mq_receive(q, buf, 15, NULL));
	T(mq_receive(q, (char *)nowhere, 16, NULL));
	receive(q);
	receive(q);
	receive(q);
	receive(q);
	receive(q);
	a.mq_flags = 0;
	T(mq_setattr(q, &a, NULL));
	t = in_ms(-1000);
	T(mq_timedreceive(q, buf, 16, NULL, &t));
	T(mq_timedreceive(q, buf, 16, NULL, &bad));
	t = in_ms(30);
	T(mq_timedreceive(q, buf, 16, NULL, &t));
	show_file(q);
}

/* a child's call's result, passed back as its exit status (the two
 * processes printing at once would mix their lines) */
static void child_exit(long r)
{
	_exit(r < 0 ? 100 + errno : (int)r);
}

static void show_child(const char *what, pid_t pid)
{
	int status = 0;

	waitpid(pid, &status, 0);
	errno = WEXITSTATUS(status) - 100;
	show(what, WEXITSTATUS(status) >= 100 ? -1 : WEXITSTATUS(status));
}

/* another process waits; this one sends or receives: it must wake */
static void wake_each_other(mqd_t q)
{
	struct timespec t = in_ms(5000);
	pid_t pid = fork();
	int i;

	if (!pid)
		child_exit(mq_timedreceive(q, buf, 16, NULL, &t));
	T(mq_send(q, "wake", 4, 3));
	show_child("child mq_timedreceive", pid);
	for (i = 0; i < 4; i++)
		mq_send(q, "full", 4, 0);
	pid = fork();
	if (!pid)
		child_exit(mq_timedsend(q, "late", 4, 7, &t));
	receive(q);
	show_child("child mq_timedsend", pid);
	receive(q);
	for (i = 0; i < 3; i++)
		mq_receive(q, buf, 16, NULL);
}

/* a signal pending now, taken without waiting: its number or EAGAIN */
static void take_signal(void)
{
	static const struct timespec now;
	siginfo_t si;
	sigset_t set;
	int sig;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sig = sigtimedwait(&set, &si, &now);
	show("sigtimedwait", sig);
	if (sig > 0)
		printf("  si_code %d si_value %d from me %d\n", si.si_code,
		       si.si_value.sival_int, si.si_pid == getpid());
}

static void notify(mqd_t q)
{
	struct sigevent ev = { .sigev_notify = SIGEV_SIGNAL,
			       .sigev_signo = SIGUSR1,
			       .sigev_value.sival_int = 42 };
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	T(mq_notify(q, &ev));
	T(mq_notify(q, &ev));
	T(mq_send(q, "n", 1, 0));
	take_signal();
	T(mq_send(q, "n", 1, 0));
	take_signal();
	T(mq_notify(q, &ev));
	T(mq_send(q, "n", 1, 0));
	take_signal();
	receive(q);
	receive(q);
	T(mq_notify(q, &ev));
	show_file(q);
	T(mq_notify(q, NULL));
	T(mq_send(q, "n", 1, 0));
	take_signal();
	receive(q);
	receive(q);
	ev.sigev_notify = SIGEV_NONE;
	T(mq_notify(q, &ev));
	T(mq_notify(q, &ev));
	T(mq_send(q, "n", 1, 0));
	T(mq_notify(q, &ev));
	T(mq_notify(q, NULL));
	receive(q);
	ev.sigev_notify = 99;
	T(mq_notify(q, &ev));
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = 65;
	T(mq_notify(q, &ev));
	T(syscall(SYS_mq_notify, q, nowhere));
	T(mq_notify(0, NULL));
	T(mq_notify(999, NULL));
	T(mq_getattr(0, &(struct mq_attr){ 0 }));
	T(mq_send(0, "x", 1, 0));
	T(mq_receive(0, buf, 16, NULL));
}

static void as_nobody(void)
{
	struct mq_attr a = { .mq_maxmsg = 11, .mq_msgsize = 16 };
	mqd_t q;

	q = FD(mq_open("/private", O_CREAT | O_RDWR, 0600, NULL));
	close(q);
	q = FD(mq_open("/readable", O_CREAT | O_WRONLY, 0644, NULL));
	T(setgid(65534));
	T(setuid(65534));
	T(mq_open("/private", O_RDONLY));
	T(mq_unlink("/private"));
	q = FD(mq_open("/readable", O_RDONLY));
	T(mq_send(q, "x", 1, 0));
	T(mq_open("/readable", O_WRONLY));
	T(mq_open("/big", O_CREAT | O_RDWR, 0600, &a));
	a.mq_maxmsg = 10;
	a.mq_msgsize = 8193;
	T(mq_open("/big", O_CREAT | O_RDWR, 0600, &a));
	q = FD(mq_open("/mine", O_CREAT | O_RDWR, 0600, NULL));
	show_attr(q);
	T(mq_unlink("/mine"));
}

/* write text to /proc/sys/fs/mqueue/msg_max */
static long set_msg_max(const char *text)
{
	int fd = open("/proc/sys/fs/mqueue/msg_max", O_WRONLY);
	long n = write(fd, text, strlen(text));

	close(fd);
	return n;
}

/* one of /proc/sys/fs/mqueue's numbers */
static void show_limit(const char *name)
{
	char path[64];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/sys/fs/mqueue/%s", name);
	f = fopen(path, "r");
	if (f && fgets(buf, sizeof(buf), f))
		printf("%s: %s", name, buf);
	else
		printf("%s: missing\n", name);
	if (f)
		fclose(f);
}

static void proc_sys(void)
{
	show_limit("msg_max");
	show_limit("msgsize_max");
	show_limit("queues_max");
	show_limit("msg_default");
	show_limit("msgsize_default");
	T(set_msg_max("0\n"));
	T(set_msg_max("65537\n"));
	T(set_msg_max("12\n"));
	show_limit("msg_max");
	T(set_msg_max("10"));
	show_limit("msg_max");
}

int main(void)
{
	struct mq_attr a = { .mq_maxmsg = 4, .mq_msgsize = 16 };
	mqd_t q;
	int status;

	setvbuf(stdout, NULL, _IONBF, 0);	/* before each fork */
	proc_sys();
	names();
	rlimit_msgqueue();
	out_of_descriptors();
	q = FD(mq_open("/q", O_CREAT | O_EXCL | O_RDWR, 0640, &a));
	T(mq_open("/q", O_CREAT | O_EXCL | O_RDWR, 0640, &a));
	T(mq_open("/q", O_ACCMODE));
	send_receive(q);
	wake_each_other(q);
	notify(q);
	T(mq_unlink("/q"));
	T(mq_unlink("/q"));
	T(mq_send(q, "still", 5, 0));
	receive(q);
	T(close(q));
	if (!fork()) {
		as_nobody();
		exit(0);
	}
	wait(&status);
	T(mq_unlink("/private"));
	T(mq_unlink("/readable"));
	return 0;
}
