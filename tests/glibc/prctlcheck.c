// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/prctlcheck.c - prctl(2)'s options about the task and its
 * family (kernel/sys_resource.c prctl_task(), kernel/exit.c
 * new_reaper(), kernel/capability.c cap_bset_drop()) and the sched_*
 * answers (kernel/sys.c) LTP found missing, printed the same on Linux
 * 6.1 (tests/kernel/prctlcheck.linux) and oops386: a parent-death
 * signal killing a grandchild that a subreaper then reaps, timer slack
 * inherited and restored, the bounding set, securebits, SCHED_DEADLINE's
 * priorities, sched_rr_get_interval(2), sched_setattr(2) and
 * sched_getattr(2) with their struct's sizes, /proc/self/mounts.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <linux/capability.h>
#include "report.h"

#ifndef SCHED_DEADLINE
#define SCHED_DEADLINE 6
#endif

/* A child that exits: its own child, with a parent-death signal set,
 * is killed by it and comes to this process, the subreaper */
static void check_pdeath(void)
{
	int p[2], status, sig = -1;
	pid_t child, orphan;
	char c;

	T(prctl(PR_SET_CHILD_SUBREAPER, 1));
	T(prctl(PR_GET_CHILD_SUBREAPER, &sig));
	printf("subreaper: %d\n", sig);
	if (pipe(p))
		return;
	child = fork();
	if (child == 0) {
		if (fork() == 0) {
			prctl(PR_GET_PDEATHSIG, &sig);
			printf("grandchild's death signal at first: %d\n", sig);
			prctl(PR_SET_PDEATHSIG, SIGUSR2);
			prctl(PR_GET_CHILD_SUBREAPER, &sig);
			printf("grandchild is a subreaper: %d\n", sig);
			if (write(p[1], "x", 1) != 1)
				exit(1);
			for (;;)
				pause();
		}
		if (read(p[0], &c, 1) != 1)
			exit(1);
		exit(0);	/* the grandchild's death signal */
	}
	waitpid(child, &status, 0);
	printf("child exited %d\n", WEXITSTATUS(status));
	orphan = wait(&status);
	printf("reaped the grandchild: %s, killed by %s\n",
	       orphan > 0 && orphan != child ? "yes" : "no",
	       WIFSIGNALED(status) ? sigabbrev_np(WTERMSIG(status)) : "-");
	T(prctl(PR_SET_PDEATHSIG, 65));
	T(prctl(PR_SET_PDEATHSIG, SIGUSR1));
	T(prctl(PR_GET_PDEATHSIG, &sig));
	printf("death signal: %d\n", sig);
	T(prctl(PR_GET_PDEATHSIG, (void *)8));
	T(prctl(PR_SET_PDEATHSIG, 0));
	T(prctl(PR_SET_CHILD_SUBREAPER, 0));
	T(prctl(PR_GET_CHILD_SUBREAPER, &sig));
	printf("subreaper: %d\n", sig);
}

static void check_slack(void)
{
	int status;

	T(prctl(PR_GET_TIMERSLACK));
	T(prctl(PR_SET_TIMERSLACK, 1000));
	T(prctl(PR_GET_TIMERSLACK));
	if (fork() == 0) {
		T(prctl(PR_GET_TIMERSLACK));
		T(prctl(PR_SET_TIMERSLACK, 7));
		T(prctl(PR_GET_TIMERSLACK));
		T(prctl(PR_SET_TIMERSLACK, 0));	/* the parent's at fork */
		T(prctl(PR_GET_TIMERSLACK));
		exit(0);
	}
	wait(&status);
	T(prctl(PR_SET_TIMERSLACK, 0));
	T(prctl(PR_GET_TIMERSLACK));
}

/* The bounding set and securebits, with CAP_SETPCAP and then (in a
 * child) without it */
static void check_caps(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	int status;

	T(prctl(PR_CAPBSET_READ, CAP_KILL));
	T(prctl(PR_GET_SECUREBITS));
	T(prctl(PR_SET_SECUREBITS, 0));
	if (fork() == 0) {
		T(prctl(PR_CAPBSET_DROP, CAP_KILL));
		T(prctl(PR_CAPBSET_READ, CAP_KILL));
		T(prctl(PR_CAPBSET_DROP, CAP_KILL));
		T(prctl(PR_CAPBSET_DROP, 99));
		T(prctl(PR_CAPBSET_DROP, -1));
		syscall(SYS_capget, &h, d);
		d[0].effective &= ~(1U << CAP_SETPCAP);
		T(syscall(SYS_capset, &h, d));
		T(prctl(PR_CAPBSET_DROP, CAP_CHOWN));
		T(prctl(PR_CAPBSET_READ, CAP_CHOWN));
		T(prctl(PR_SET_SECUREBITS, 0));
		exit(0);
	}
	wait(&status);
	T(prctl(PR_CAPBSET_READ, CAP_KILL));
}

/* A slice's length differs between schedulers: only whether it is */
static void show_interval(const char *what, long ret, struct timespec *ts)
{
	if (ret)
		show(what, ret);
	else
		printf("%s: %s\n", what, ts->tv_sec || ts->tv_nsec ?
		       "a slice" : "none");
}

static void check_sched(void)
{
	struct sched_param sp = { 0 };
	struct timespec ts;

	T(sched_get_priority_max(SCHED_DEADLINE));
	T(sched_get_priority_min(SCHED_DEADLINE));
	T(sched_setscheduler(0, SCHED_DEADLINE, &sp));
	show_interval("sched_rr_get_interval(0) SCHED_OTHER",
		      sched_rr_get_interval(0, &ts), &ts);
	sp.sched_priority = 1;
	T(sched_setscheduler(0, SCHED_FIFO, &sp));
	show_interval("sched_rr_get_interval(0) SCHED_FIFO",
		      sched_rr_get_interval(0, &ts), &ts);
	T(sched_setscheduler(0, SCHED_RR, &sp));
	show_interval("sched_rr_get_interval(0) SCHED_RR",
		      sched_rr_get_interval(0, &ts), &ts);
	show_interval("sched_rr_get_interval(getpid()) SCHED_RR",
		      sched_rr_get_interval(getpid(), &ts), &ts);
	sp.sched_priority = 0;
	T(sched_setscheduler(0, SCHED_OTHER, &sp));
	T(syscall(SYS_sched_rr_get_interval, -1, &ts));
	T(syscall(SYS_sched_rr_get_interval, 999999, &ts));
	T(syscall(SYS_sched_rr_get_interval, 0, (void *)8));
}

/* sched_setattr(2)'s struct, its second version (56 bytes) and room
 * for a longer one */
struct attr {
	unsigned int size, policy;
	unsigned long long flags;
	int nice;
	unsigned int prio;
	unsigned long long runtime, deadline, period;
	unsigned int util_min, util_max;
	unsigned char more[8];
};

static void show_attr(unsigned int size)
{
	struct attr a;

	memset(&a, 0xff, sizeof(a));
	T(syscall(SYS_sched_getattr, 0, &a, size, 0));
	printf("size %u policy %u nice %d prio %u runtime %llu deadline %llu period %llu\n",
	       a.size, a.policy, a.nice, a.prio, a.runtime, a.deadline,
	       a.period);
}

static void check_attr(void)
{
	struct attr a = { .size = 48, .policy = SCHED_DEADLINE,
			  .runtime = 10000000, .deadline = 30000000,
			  .period = 30000000 };

	T(syscall(SYS_sched_setattr, 0, &a, 0));
	show_attr(48);
	T(sched_getscheduler(0));
	a.period = 0;			/* the deadline's */
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	show_attr(sizeof(a));
	a.runtime = 100;
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	a.runtime = 40000000;		/* past the deadline */
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	a.runtime = 10000000;
	T(syscall(SYS_sched_setattr, 0, &a, 1));
	a.size = 47;
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	printf("size written back: %u\n", a.size);
	a.size = sizeof(a);
	a.more[3] = 1;
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	printf("size written back: %u\n", a.size);
	a.size = sizeof(a);
	a.more[3] = 0;
	a.policy = SCHED_OTHER;
	a.nice = 5;
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	show_attr(48);
	a.policy = SCHED_FIFO;
	a.prio = 7;
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	show_attr(56);
	a.policy = SCHED_OTHER;
	a.prio = 0;
	a.nice = 0;
	T(syscall(SYS_sched_setattr, 0, &a, 0));
	T(syscall(SYS_sched_setattr, 0, NULL, 0));
	T(syscall(SYS_sched_setattr, -1, &a, 0));
	T(syscall(SYS_sched_setattr, 999999, &a, 0));
	T(syscall(SYS_sched_getattr, 0, &a, 47, 0));
	T(syscall(SYS_sched_getattr, 0, &a, 56, 1));
	T(syscall(SYS_sched_getattr, 999999, &a, 56, 0));
}

/* /proc/self/mounts is /proc/mounts' list */
static void check_mounts(void)
{
	char a[4096], b[4096];
	int fa = open("/proc/self/mounts", O_RDONLY);
	int fb = open("/proc/mounts", O_RDONLY);
	ssize_t na = fa < 0 ? -1 : read(fa, a, sizeof(a));
	ssize_t nb = fb < 0 ? -1 : read(fb, b, sizeof(b));

	printf("/proc/self/mounts is /proc/mounts: %s\n",
	       na > 0 && na == nb && !memcmp(a, b, na) ? "yes" : "no");
	close(fa);
	close(fb);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	check_pdeath();
	check_slack();
	check_caps();
	check_sched();
	check_attr();
	check_mounts();
	return 0;
}
