// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ltpmisc2.c - more of issue 31's pieces LTP tests need:
 * /proc/sys/kernel's names (hostname, domainname, ostype) and
 * ns_last_pid; /proc/sys/kernel/msgmni and SysV keys found again after
 * many objects; personality(2)'s STICKY_TIMEOUTS; pidfd_getfd(2),
 * waitid(2)'s P_PIDFD and clone3(2) with CLONE_PIDFD; adjtimex(2)'s
 * kept NTP state; the CPU-time clocks of threads and processes;
 * prctl(2)'s PR_SET_TSC; a timer's overrun capped at INT_MAX;
 * futex_waitv(2).  Run as root in a writable directory DIR; it prints
 * the same lines on Linux 6.1 (tests/kernel/ltpmisc2.linux) and leaves
 * what it changes as it found it.
 */
#include "procsys.h"
#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <linux/sched.h>
#include <mqueue.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/select.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef P_PIDFD
#define P_PIDFD		3
#endif
#define MSGMNI_FILE	"/proc/sys/kernel/msgmni"
#define LAST_PID_FILE	"/proc/sys/kernel/ns_last_pid"
#define HOSTNAME_FILE	"/proc/sys/kernel/hostname"
#define DOMAIN_FILE	"/proc/sys/kernel/domainname"

static void uts_names(void)
{
	char old_host[80], old_dom[80], buf[80];
	struct utsname u;
	int fd;

	get(HOSTNAME_FILE, old_host, sizeof(old_host));
	get(DOMAIN_FILE, old_dom, sizeof(old_dom));
	printf("ostype: %s\n", get("/proc/sys/kernel/ostype", buf, sizeof(buf)));
	uname(&u);
	printf("hostname is uname's: %d\n",
	       !strcmp(old_host, u.nodename));
	get("/proc/sys/kernel/osrelease", buf, sizeof(buf));
	printf("osrelease is uname's: %d\n", !strcmp(buf, u.release));
	fd = open(HOSTNAME_FILE, O_WRONLY);
	T(write(fd, "ltphost\n", 8));	/* up to the newline */
	close(fd);
	uname(&u);
	printf("uname nodename: %s\n", u.nodename);
	T(sethostname("other", 5));
	printf("hostname: %s\n", get(HOSTNAME_FILE, buf, sizeof(buf)));
	put_as(DOMAIN_FILE, "ltpdomain", 1);
	uname(&u);
	printf("uname domainname: %s\n", u.domainname);
	put_as(HOSTNAME_FILE, old_host, 0);
	put_as(DOMAIN_FILE, old_dom, 0);
}

/* The next fork's pid, once ns_last_pid says the last was last */
static void last_pid(void)
{
	char text[16];
	pid_t pid;
	int last = getpid() + 100;

	snprintf(text, sizeof(text), "%d", last);
	put_as(LAST_PID_FILE, text, 0);
	pid = fork();
	if (!pid)
		_exit(0);
	printf("pid after ns_last_pid: last + %d\n", pid - last);
	waitpid(pid, NULL, 0);
	T(open(LAST_PID_FILE, O_RDONLY) >= 0);
	put_as(LAST_PID_FILE, "-1", 1);
}

/* msgmni lowered to what is in use plus 3: the fourth queue is ENOSPC */
static void msgmni(void)
{
	char old[32], text[32];
	struct msginfo info;
	int ids[4], i, used;

	get(MSGMNI_FILE, old, sizeof(old));
	msgctl(0, MSG_INFO, (struct msqid_ds *)&info);
	used = info.msgpool;	/* MSG_INFO: the queues in use */
	snprintf(text, sizeof(text), "%d", used + 3);
	put_as(MSGMNI_FILE, text, 0);
	T(msgctl(0, IPC_INFO, (struct msqid_ds *)&info) >= 0);
	printf("IPC_INFO msgmni: used + %d\n", info.msgmni - used);
	for (i = 0; i < 4; i++) {
		ids[i] = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
		show("msgget(IPC_PRIVATE) >= 0", ids[i] >= 0 ? 1 : -1);
	}
	for (i = 0; i < 4; i++)
		if (ids[i] >= 0)
			msgctl(ids[i], IPC_RMID, NULL);
	put_as(MSGMNI_FILE, "32769", 1);
	put_as(MSGMNI_FILE, old, 0);
}

/* 300 keyed arrays: each found by its key; a removed one is not */
static void ipc_keys(void)
{
	int ids[300], i, found = 0, shm, shm2;
	void *at;

	for (i = 0; i < 300; i++)
		ids[i] = semget(0x7a000 + i, 1, IPC_CREAT | IPC_EXCL | 0600);
	for (i = 0; i < 300; i++)
		found += semget(0x7a000 + i, 1, 0) == ids[i];
	printf("semget found by key: %d\n", found);
	for (i = 0; i < 300; i += 2)
		semctl(ids[i], 0, IPC_RMID);
	T(semget(0x7a000 + 10, 1, 0));
	T(semget(0x7a000 + 11, 1, 0) == ids[11]);
	for (i = 1; i < 300; i += 2)
		semctl(ids[i], 0, IPC_RMID);
	/* a segment removed while attached keeps no key */
	shm = shmget(0x7b000, 4096, IPC_CREAT | 0600);
	at = shmat(shm, NULL, 0);
	T(shmctl(shm, IPC_RMID, NULL));
	shm2 = shmget(0x7b000, 4096, IPC_CREAT | IPC_EXCL | 0600);
	T(shm2 >= 0 && shm2 != shm);
	shmdt(at);
	shmctl(shm2, IPC_RMID, NULL);
}

static void sticky_timeouts(void)
{
	struct timeval tv = { 0, 10 };
	fd_set none;

	FD_ZERO(&none);
	T(personality(PER_LINUX | STICKY_TIMEOUTS));
	T(select(1, &none, NULL, NULL, &tv));
	printf("tv_usec kept: %ld\n", (long)tv.tv_usec);
	T(personality(PER_LINUX));
	tv.tv_usec = 10;
	T(select(1, &none, NULL, NULL, &tv));
	printf("tv_usec left: %ld\n", (long)tv.tv_usec);
}

/* A child that opens file, says its descriptor, and waits to be told */
static pid_t holder(const char *file, int *fd, int *go)
{
	int to_parent[2], to_child[2];
	pid_t pid;
	char c;

	pipe(to_parent);
	pipe(to_child);
	pid = fork();
	if (!pid) {
		int f = open(file, O_CREAT | O_RDWR, 0600);

		write(to_parent[1], &f, sizeof(f));
		read(to_child[0], &c, 1);
		_exit(0);
	}
	read(to_parent[0], fd, sizeof(*fd));
	*go = to_child[1];
	close(to_parent[0]);
	close(to_parent[1]);
	close(to_child[0]);
	return pid;
}

static void pidfds(const char *dir)
{
	int target, go, pidfd, got;
	struct stat a, b;
	siginfo_t si;
	pid_t pid = holder(path_in(dir, "held"), &target, &go);

	pidfd = syscall(SYS_pidfd_open, pid, O_NONBLOCK);
	got = syscall(SYS_pidfd_getfd, pidfd, target, 0);
	show("pidfd_getfd(pidfd, target, 0) >= 0", got >= 0 ? 1 : -1);
	fstat(got, &a);
	stat(path_in(dir, "held"), &b);
	printf("same file: %d\n", a.st_ino == b.st_ino);
	T(fcntl(got, F_GETFD));
	T(syscall(SYS_pidfd_getfd, pidfd, target, 1));
	T(syscall(SYS_pidfd_getfd, pidfd, 999, 0));
	T(syscall(SYS_pidfd_getfd, 0, target, 0));
	close(got);
	T(waitid(P_PIDFD, pidfd, &si, WEXITED));
	T(waitid(P_PIDFD, 0, &si, WEXITED));
	T(waitid(P_PIDFD, -1, &si, WEXITED));
	write(go, "x", 1);
	while (waitid(P_PIDFD, pidfd, &si, WEXITED) && errno == EAGAIN)
		usleep(1000);
	printf("waitid P_PIDFD: pid ok %d, code %d, status %d\n",
	       si.si_pid == pid, si.si_code, si.si_status);
	T(waitid(P_PIDFD, pidfd, &si, WEXITED | WNOHANG));
	close(pidfd);
	close(go);
	unlink(path_in(dir, "held"));
}

static long clone3(struct clone_args *args, size_t size)
{
	return syscall(SYS_clone3, args, size);
}

static void clone3_calls(void)
{
	struct clone_args args;
	char big[sizeof(args) + 8];
	int pidfd = -1;
	siginfo_t si;
	long pid;

	memset(&args, 0, sizeof(args));
	args.exit_signal = SIGCHLD;
	T(clone3(&args, 63));
	T(clone3(&args, 8192));
	T(clone3(NULL, sizeof(args)));
	memset(big, 0, sizeof(big));
	memcpy(big, &args, sizeof(args));
	big[sizeof(args) + 3] = 1;
	T(clone3((struct clone_args *)big, sizeof(big)));
	args.exit_signal = 65;
	T(clone3(&args, sizeof(args)));
	args.exit_signal = SIGCHLD;
	args.stack_size = 4096;
	T(clone3(&args, sizeof(args)));
	args.stack_size = 0;
	args.flags = CLONE_THREAD | CLONE_SIGHAND | CLONE_VM;
	T(clone3(&args, sizeof(args)));
	args.flags = CLONE_PIDFD | CLONE_THREAD | CLONE_SIGHAND | CLONE_VM;
	args.exit_signal = 0;
	args.pidfd = (uintptr_t)&pidfd;
	T(clone3(&args, sizeof(args)));
	args.flags = CLONE_PIDFD;
	args.exit_signal = SIGCHLD;
	args.pidfd = 8;
	T(clone3(&args, sizeof(args)));
	args.pidfd = (uintptr_t)&pidfd;
	pid = clone3(&args, sizeof(args));
	if (!pid)
		_exit(7);
	printf("clone3 pidfd cloexec: %d\n", fcntl(pidfd, F_GETFD));
	T(waitid(P_PIDFD, pidfd, &si, WEXITED));
	printf("clone3 child: pid ok %d, status %d\n", si.si_pid == pid,
	       si.si_status);
	close(pidfd);
	T(syscall(SYS_clone, CLONE_PIDFD | CLONE_PARENT_SETTID | SIGCHLD,
		  NULL, &pidfd, NULL, NULL));
}

/* adjtimex(2) with modes; its value shown under name */
static int adj(const char *name, struct timex *t, unsigned int modes)
{
	int ret;

	t->modes = modes;
	ret = adjtimex(t);
	show(name, ret);
	return ret;
}

static void ntp_state(void)
{
	struct timex t, saved;

	memset(&saved, 0, sizeof(saved));
	adjtimex(&saved);
	memset(&t, 0, sizeof(t));
	adj("adjtimex 0x8000", &t, 0x8000);
	t.tick = 8999;
	adj("adjtimex ADJ_TICK 8999", &t, ADJ_TICK);
	t.tick = 10001;
	adj("adjtimex ADJ_TICK 10001", &t, ADJ_TICK);
	printf("tick: %ld\n", t.tick);
	t.status = 0;
	adj("adjtimex ADJ_STATUS 0", &t, ADJ_STATUS);
	t.constant = 3;
	adj("adjtimex ADJ_TIMECONST 3", &t, ADJ_TIMECONST);
	printf("constant: %ld\n", t.constant);
	t.freq = 5 << 16;
	adj("adjtimex ADJ_FREQUENCY", &t, ADJ_FREQUENCY);
	printf("freq: %ld\n", t.freq);
	t.freq = 600L << 16;
	adj("adjtimex ADJ_FREQUENCY 600 ppm", &t, ADJ_FREQUENCY);
	printf("freq: %ld\n", t.freq);
	t.offset = 1000;
	adj("adjtimex ADJ_OFFSET_SINGLESHOT", &t, ADJ_OFFSET_SINGLESHOT);
	t.status = STA_INS;
	adj("adjtimex ADJ_STATUS STA_INS", &t, ADJ_STATUS);
	usleep(1100000);	/* Linux enters TIME_INS at a second's end */
	adj("adjtimex read", &t, 0);
	printf("status: %#x\n", t.status);
	t.status = STA_UNSYNC;
	t.freq = saved.freq;
	t.tick = saved.tick;
	t.constant = saved.constant;
	adj("adjtimex restored", &t, ADJ_STATUS | ADJ_FREQUENCY | ADJ_TICK |
	    ADJ_TIMECONST);
}

/* clock_getres(2) NOTES: a CPU-time clock's id for pid and kind */
#define CPUCLOCK(pid, kind)	((clockid_t)(~(unsigned int)(pid) << 3 | (kind)))

static volatile int spinning = 1;

static void *spin(void *arg)
{
	(void)arg;
	while (spinning)
		;
	return NULL;
}

/* at least 0.2 s of CPU time on clock */
static void busy(clockid_t clock)
{
	struct timespec ts;

	do
		clock_gettime(clock, &ts);
	while (ts.tv_sec == 0 && ts.tv_nsec < 200000000);
}

static void cpu_clocks(void)
{
	struct timespec mine, thread, proc, wall;
	clockid_t tclock, pclock;
	pthread_t t;

	busy(CLOCK_THREAD_CPUTIME_ID);
	pthread_create(&t, NULL, spin, NULL);
	T(pthread_getcpuclockid(t, &tclock));
	busy(tclock);
	spinning = 0;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mine);
	clock_gettime(tclock, &thread);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &proc);
	clock_gettime(CLOCK_MONOTONIC, &wall);
	printf("thread clock at least 0.2 s: %d\n", thread.tv_sec > 0 ||
	       thread.tv_nsec >= 200000000);
	printf("process clock at least both: %d\n",
	       proc.tv_sec * 1000000000LL + proc.tv_nsec >=
	       (mine.tv_sec + thread.tv_sec) * 1000000000LL +
	       mine.tv_nsec + thread.tv_nsec);
	printf("process clock below uptime: %d\n", proc.tv_sec < wall.tv_sec);
	pthread_join(t, NULL);
	T(clock_getcpuclockid(1, &pclock));
	T(clock_gettime(pclock, &proc));
	/* another process's thread, a pid nobody has, no such kind */
	T(clock_gettime(CPUCLOCK(1, 6), &proc));
	T(clock_gettime(CPUCLOCK(999999, 2), &proc));
	T(clock_gettime(CPUCLOCK(0, 3), &proc));
	T(clock_getres(CLOCK_THREAD_CPUTIME_ID, NULL));
}

static unsigned long long rdtsc(void)
{
	unsigned int lo, hi;

	asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return (unsigned long long)hi << 32 | lo;
}

static void tsc_modes(void)
{
	int status, mode = 0;
	pid_t pid = fork();

	if (!pid) {
		T(prctl(PR_SET_TSC, 3));
		T(prctl(PR_SET_TSC, PR_TSC_SIGSEGV));
		T(prctl(PR_GET_TSC, &mode));
		printf("mode: %d\n", mode);
		fflush(stdout);
		rdtsc();
		_exit(0);
	}
	waitpid(pid, &status, 0);
	printf("rdtsc: signal %d\n", WIFSIGNALED(status) ? WTERMSIG(status) : 0);
	T(prctl(PR_GET_TSC, &mode));
	printf("mode: %d\n", mode);
	printf("rdtsc runs: %d\n", rdtsc() != rdtsc());
}

static timer_t timer;
static volatile int overrun = -2;

static void on_timer(int sig)
{
	struct itimerspec off;

	(void)sig;
	if (overrun != -2)
		return;
	overrun = timer_getoverrun(timer);
	memset(&off, 0, sizeof(off));
	timer_settime(timer, 0, &off, NULL);
}

/* a 1 ns timer that expired 3 s ago: more overruns than an int holds */
static void timer_overrun(void)
{
	struct sigevent ev = { .sigev_notify = SIGEV_SIGNAL,
			       .sigev_signo = SIGUSR1 };
	struct itimerspec its;

	signal(SIGUSR1, on_timer);
	timer_create(CLOCK_REALTIME, &ev, &timer);
	memset(&its, 0, sizeof(its));
	clock_gettime(CLOCK_REALTIME, &its.it_value);
	its.it_value.tv_sec -= 3;
	its.it_interval.tv_nsec = 1;
	T(timer_settime(timer, TIMER_ABSTIME, &its, NULL));
	while (overrun == -2)
		;
	printf("overrun: %d\n", overrun);
	timer_delete(timer);
}

struct waitv {
	uint64_t val, uaddr;
	uint32_t flags, reserved;
};

/* struct __kernel_timespec: 64-bit fields, also on i386 */
struct kts {
	int64_t tv_sec, tv_nsec;
};

static uint32_t words[2];

static long waitv(struct waitv *w, unsigned int n, struct kts *to)
{
	return syscall(SYS_futex_waitv, w, n, 0, to, CLOCK_MONOTONIC);
}

static void *wake_second(void *arg)
{
	(void)arg;
	usleep(100000);
	syscall(SYS_futex, &words[1], FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	return NULL;
}

static void futex_waitv_calls(void)
{
	struct waitv w[2] = {
		{ 0, (uintptr_t)&words[0], 2 | FUTEX_PRIVATE_FLAG, 0 },
		{ 0, (uintptr_t)&words[1], 2 | FUTEX_PRIVATE_FLAG, 0 },
	};
	struct timespec now;
	struct kts to;
	pthread_t t;

	clock_gettime(CLOCK_MONOTONIC, &now);
	to.tv_sec = now.tv_sec;
	to.tv_nsec = now.tv_nsec + 20000000;
	if (to.tv_nsec >= 1000000000) {
		to.tv_nsec -= 1000000000;
		to.tv_sec++;
	}
	T(waitv(w, 0, &to));
	T(waitv(w, 129, &to));
	T(waitv(NULL, 1, &to));
	T(syscall(SYS_futex_waitv, w, 2, 0, &to, CLOCK_TAI));
	w[0].flags = FUTEX_PRIVATE_FLAG;
	T(waitv(w, 2, &to));
	w[0].flags = 2 | FUTEX_PRIVATE_FLAG;
	w[0].uaddr = 1;
	T(waitv(w, 2, &to));
	w[0].uaddr = 0;
	T(waitv(w, 2, &to));
	w[0].uaddr = (uintptr_t)&words[0];
	w[1].val = 1;
	T(waitv(w, 2, &to));
	w[1].val = 0;
	T(waitv(w, 2, &to));
	pthread_create(&t, NULL, wake_second, NULL);
	T(waitv(w, 2, NULL));
	pthread_join(t, NULL);
}

static int notify_pipe[2];

static void notified(union sigval sv)
{
	char c = (char)sv.sival_int;

	write(notify_pipe[1], &c, 1);
}

/* SIGEV_THREAD: glibc's helper thread hears of the message from the
 * kernel through its netlink socket and runs notified() */
static void mq_thread_notify(void)
{
	struct mq_attr attr = { .mq_maxmsg = 4, .mq_msgsize = 16 };
	struct sigevent ev;
	struct pollfd p;
	char c = 0, buf[16];
	mqd_t q;

	pipe(notify_pipe);
	q = mq_open("/ltpmisc2", O_CREAT | O_RDWR, 0600, &attr);
	memset(&ev, 0, sizeof(ev));
	ev.sigev_notify = SIGEV_THREAD;
	ev.sigev_notify_function = notified;
	ev.sigev_value.sival_int = 'a';
	T(mq_notify(q, &ev));
	T(mq_notify(q, &ev));
	T(mq_notify(q, NULL));
	ev.sigev_value.sival_int = 'b';
	T(mq_notify(q, &ev));
	T(mq_send(q, "hello", 5, 0));
	p.fd = notify_pipe[0];
	p.events = POLLIN;
	T(poll(&p, 1, 5000));
	read(notify_pipe[0], &c, 1);
	printf("notified: %c\n", c);
	T(mq_receive(q, buf, sizeof(buf), NULL));
	mq_close(q);
	mq_unlink("/ltpmisc2");
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc != 2 || chdir(argv[1]))
		return 2;
	uts_names();
	last_pid();
	msgmni();
	ipc_keys();
	sticky_timeouts();
	pidfds(argv[1]);
	clone3_calls();
	ntp_state();
	cpu_clocks();
	tsc_modes();
	timer_overrun();
	futex_waitv_calls();
	mq_thread_notify();
	return 0;
}
