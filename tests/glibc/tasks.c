// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/tasks.c - the process calls of issue 20 as futex(2),
 * getrusage(2), times(2), alarm(2), sched_yield(2) and proc(5) define
 * them: each line is an errno or a fact Linux 6.1 gives the same
 * (tests/kernel/tasks.linux, recorded with linux-reference).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/times.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static uint32_t word = 1;

static const char *futex_result(int op, uint32_t *addr, uint32_t val,
				const struct timespec *ts, uint32_t val3)
{
	static char buf[32];
	long r = syscall(SYS_futex, addr, op, val, ts, NULL, val3);

	if (r >= 0)
		snprintf(buf, sizeof(buf), "%ld", r);
	else
		snprintf(buf, sizeof(buf), "%s", strerrorname_np(errno));
	return buf;
}

static long ms_since(const struct timespec *a)
{
	struct timespec b;

	clock_gettime(CLOCK_MONOTONIC, &b);
	return (b.tv_sec - a->tv_sec) * 1000 +
	       (b.tv_nsec - a->tv_nsec) / 1000000;
}

static void futexes(void)
{
	struct timespec rel = { 0, 100 * 1000000 }, abs, start;
	long ms;

	printf("futex wait, value differs: %s\n",
	       futex_result(FUTEX_WAIT_PRIVATE, &word, 2, NULL, 0));
	printf("futex wait, unaligned: %s\n",
	       futex_result(FUTEX_WAIT, (uint32_t *)((char *)&word + 1), 1,
			    NULL, 0));
	printf("futex wait, bad address: %s\n",
	       futex_result(FUTEX_WAIT, (uint32_t *)8, 1, NULL, 0));
	printf("futex wait, bad timeout: %s\n",
	       futex_result(FUTEX_WAIT, &word, 1,
			    &(struct timespec){ 0, 1000000000 }, 0));
	printf("futex wait_bitset, bitset 0: %s\n",
	       futex_result(FUTEX_WAIT_BITSET, &word, 1, NULL, 0));
	printf("futex wake, nobody waits: %s\n",
	       futex_result(FUTEX_WAKE_PRIVATE, &word, 1, NULL, 0));
	printf("futex unknown op: %s\n", futex_result(99, &word, 1, NULL, 0));
	printf("futex wake with CLOCK_REALTIME: %s\n",
	       futex_result(FUTEX_WAKE | FUTEX_CLOCK_REALTIME, &word, 1,
			    NULL, 0));
	clock_gettime(CLOCK_MONOTONIC, &start);
	printf("futex wait 100ms: %s",
	       futex_result(FUTEX_WAIT_PRIVATE, &word, 1, &rel, 0));
	ms = ms_since(&start);
	printf(", %s\n", ms >= 95 && ms < 1000 ? "on time" : "wrong time");
	/* WAIT_BITSET's time is absolute: the wall clock's with the flag */
	clock_gettime(CLOCK_REALTIME, &abs);
	abs.tv_nsec += 100 * 1000000;
	if (abs.tv_nsec >= 1000000000) {
		abs.tv_nsec -= 1000000000;
		abs.tv_sec++;
	}
	clock_gettime(CLOCK_MONOTONIC, &start);
	printf("futex wait_bitset until realtime+100ms: %s",
	       futex_result(FUTEX_WAIT_BITSET | FUTEX_CLOCK_REALTIME, &word,
			    1, &abs, FUTEX_BITSET_MATCH_ANY));
	ms = ms_since(&start);
	printf(", %s\n", ms >= 95 && ms < 1000 ? "on time" : "wrong time");
	printf("futex wait_bitset, time past: %s\n",
	       futex_result(FUTEX_WAIT_BITSET, &word, 1,
			    &(struct timespec){ 1, 0 },
			    FUTEX_BITSET_MATCH_ANY));
	printf("futex cmp_requeue, value differs: %s\n",
	       futex_result(FUTEX_CMP_REQUEUE, &word, 1, NULL, 5));
}

static void on_alarm(int sig)
{
	(void)sig;
}

/* A signal whose handler has no SA_RESTART ends a wait with EINTR */
static void interrupted_futex(void)
{
	struct sigaction sa = { .sa_handler = on_alarm };

	sigaction(SIGALRM, &sa, NULL);
	alarm(1);
	printf("futex wait, SIGALRM without SA_RESTART: %s\n",
	       futex_result(FUTEX_WAIT_PRIVATE, &word, 1, NULL, 0));
	signal(SIGALRM, SIG_DFL);
}

/* A shared futex in MAP_SHARED memory names the same word in a parent
 * and its child: the child's wait ends with the parent's wake */
static void shared_futex(void)
{
	uint32_t *w = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int status, woken = 0, tries;
	pid_t child;

	*w = 0;
	child = fork();
	if (!child) {	/* EAGAIN: the parent had set the word; again */
		while (syscall(SYS_futex, w, FUTEX_WAIT, 0, NULL, NULL, 0))
			if (errno != EAGAIN)
				_exit(1);
		_exit(0);
	}
	/* wake until the child is found waiting (it may not be yet) */
	for (tries = 0; !woken && tries < 200; tries++) {
		*w = 0;
		usleep(10 * 1000);
		*w = 1;
		woken = (int)syscall(SYS_futex, w, FUTEX_WAKE, 1, NULL, NULL, 0);
	}
	waitpid(child, &status, 0);
	printf("shared futex across fork: woken %d, child exit %d\n", woken,
	       WEXITSTATUS(status));
	munmap(w, 4096);
}

/* Spin until the process has been charged a user tick */
static void spin_for_user_time(void)
{
	struct rusage ru;

	do
		getrusage(RUSAGE_SELF, &ru);
	while (!ru.ru_utime.tv_sec && !ru.ru_utime.tv_usec);
}

static unsigned long stat_field(int n)
{
	char buf[512], *p;
	FILE *f = fopen("/proc/self/stat", "r");
	unsigned long v = 0;
	int i;

	if (!f || !fgets(buf, sizeof(buf), f))
		return 0;
	fclose(f);
	p = strrchr(buf, ')') + 2;	/* field 3 on */
	for (i = 3; i < n; i++)
		p = strchr(p, ' ') + 1;
	sscanf(p, "%lu", &v);
	return v;
}

static void usage(void)
{
	struct rusage ru;
	struct tms t;
	FILE *f;
	char line[32] = "";

	printf("getrusage(99): %s\n",
	       getrusage(99, &ru) ? strerrorname_np(errno) : "0");
	printf("getrusage, bad address: %s\n",
	       syscall(SYS_getrusage, RUSAGE_SELF, (void *)8) ?
	       strerrorname_np(errno) : "0");
	spin_for_user_time();
	printf("user time rises: yes\n");
	printf("times: utime > 0: %s, returns ticks: %s\n",
	       times(&t) > 0 && t.tms_utime > 0 ? "yes" : "no",
	       sysconf(_SC_CLK_TCK) == 100 ? "100 a second" : "other");
	printf("/proc/self/stat utime > 0: %s\n",
	       stat_field(14) > 0 ? "yes" : "no");
	printf("/proc/self/stat num_threads: %lu\n", stat_field(20));
	printf("getrusage(RUSAGE_THREAD) utime > 0: %s\n",
	       !getrusage(RUSAGE_THREAD, &ru) &&
	       (ru.ru_utime.tv_sec || ru.ru_utime.tv_usec) ? "yes" : "no");
	f = fopen("/proc/sys/kernel/pid_max", "r");
	if (f && fgets(line, sizeof(line), f))
		printf("pid_max: %s", line);
	if (f)
		fclose(f);
}

static void alarms(void)
{
	struct timespec ts = { 1, 300 * 1000000 };

	printf("sched_yield: %d\n", sched_yield());
	alarm(10);
	printf("alarm(0) after alarm(10): %u\n", alarm(0));
	alarm(3);
	nanosleep(&ts, NULL);
	printf("alarm(0) 1.3s after alarm(3): %u\n", alarm(0));
	alarm(UINT_MAX);
	printf("alarm(0) after alarm(UINT_MAX): %u\n", alarm(0));
	printf("alarm(0) with none: %u\n", alarm(0));
}

static const char *result(long r)
{
	return r < 0 ? strerrorname_np(errno) : "0";
}

/*
 * A shell's pipeline whose first program has exited before the second
 * is forked: the first, a zombie not yet waited for, still makes its
 * group, which the second joins (and setsid(2) of a process whose id
 * names that group is EPERM)
 */
static void zombie_group(void)
{
	siginfo_t si;
	pid_t first = fork(), second;

	if (!first)
		_exit(0);
	setpgid(first, first);
	waitid(P_PID, first, &si, WEXITED | WNOWAIT);	/* a zombie now */
	second = fork();
	if (!second) {
		pause();
		_exit(0);
	}
	printf("setpgid(second, zombie's group): %s\n",
	       result(setpgid(second, first)));
	printf("second's group: %s\n",
	       getpgid(second) == first ? "the zombie's" : "other");
	kill(second, SIGKILL);
	while (wait(NULL) > 0)
		;
	printf("setpgid(0, reaped zombie's group): %s\n",
	       result(setpgid(0, first)));
}

/* setpgid(2)'s refusals, in the order Linux checks them */
static void groups(void)
{
	int go[2], status;
	pid_t child, execed;
	char c;

	printf("setpgid(0, -1): %s\n", result(setpgid(0, -1)));
	printf("setpgid(no such pid): %s\n", result(setpgid(99999, 0)));
	printf("setpgid(not a child): %s\n", result(setpgid(1, 0)));
	printf("setpgid(0, no such group): %s\n", result(setpgid(0, 99999)));
	printf("getpgid(no such pid): %s\n", result(getpgid(99999)));
	printf("getsid(no such pid): %s\n", result(getsid(99999)));
	printf("getsid(0) is getsid(getpid()): %s\n",
	       getsid(0) == getsid(getpid()) ? "yes" : "no");
	pipe(go);
	child = fork();
	if (!child) {		/* a session of its own, then wait */
		setsid();
		write(go[1], "x", 1);
		pause();
		_exit(0);
	}
	read(go[0], &c, 1);
	printf("setpgid(child in another session): %s\n",
	       result(setpgid(child, child)));
	printf("getsid(child) is the child: %s\n",
	       getsid(child) == child ? "yes" : "no");
	kill(child, SIGKILL);
	waitpid(child, &status, 0);
	execed = fork();
	if (!execed) {
		execl("/bin/busybox", "sleep", "2", (char *)NULL);
		_exit(127);
	}
	usleep(500 * 1000);
	printf("setpgid(child after execve): %s\n",
	       result(setpgid(execed, execed)));
	child = fork();
	if (!child) {
		pause();
		_exit(0);
	}
	printf("setpgid(child before execve): %s\n",
	       result(setpgid(child, child)));
	printf("its group: %s\n", getpgid(child) == child ? "its own" : "other");
	kill(child, SIGKILL);
	kill(execed, SIGKILL);
	while (wait(NULL) > 0)
		;
	zombie_group();
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	futexes();
	interrupted_futex();
	shared_futex();
	usage();
	alarms();
	groups();
	return 0;
}
