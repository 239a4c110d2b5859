// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/timercheck.c - POSIX timers (kernel/time/posix-timers.c),
 * printed the same on Linux 6.1 (tests/kernel/timercheck.linux) and
 * oops386: timer_create(2)'s clocks, sigevents and errors; what
 * timer_settime(2) and timer_gettime(2) report, in both the 32-bit and
 * the time64 calls; the signal of an expiry (SI_TIMER, the id and
 * sigev_value), SIGEV_NONE, a periodic timer, timer_delete(2).  Times
 * are printed as ranges, which hold on any kernel that is on time.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "report.h"

struct its32 {
	int32_t interval_sec, interval_nsec, value_sec, value_nsec;
};

struct its64 {
	int64_t interval_sec, interval_nsec, value_sec, value_nsec;
};

static long create(clockid_t clock, struct sigevent *ev, int *id)
{
	return syscall(SYS_timer_create, clock, ev, id);
}

/* the 32-bit call: v is { interval, value } as struct itimerspec */
static long set32(int id, int flags, struct its32 v)
{
	return syscall(SYS_timer_settime, id, flags, &v, NULL);
}

/* the time64 call, with the old value printed as a range */
static long set64(int id, int64_t sec, int64_t nsec)
{
	struct its64 v = { 0, 0, sec, nsec }, old;
	long ret = syscall(SYS_timer_settime64, id, 0, &v, &old);

	printf("  old: interval %lld.%09lld, value <= 2 s and > 1 s: %s\n",
	       (long long)old.interval_sec, (long long)old.interval_nsec,
	       old.value_sec * 1000000000LL + old.value_nsec <= 2000000000LL &&
	       old.value_sec >= 1 ? "yes" : "no");
	return ret;
}

/* timer_gettime(2): the interval exactly, the value as a range */
static void get(const char *what, int id, long long most_ns)
{
	struct its64 v;
	long ret = syscall(SYS_timer_gettime64, id, &v);
	long long ns = v.value_sec * 1000000000LL + v.value_nsec;

	show(what, ret);
	printf("  interval %lld.%09lld value %s\n", (long long)v.interval_sec,
	       (long long)v.interval_nsec,
	       ns == 0 ? "0" : ns <= most_ns ? "in range" : "too long");
}

int main(void)
{
	struct sigevent ev;
	struct its32 v32;
	siginfo_t si;
	sigset_t alrm;
	int id, id2, n;

	sigemptyset(&alrm);
	sigaddset(&alrm, SIGALRM);
	sigprocmask(SIG_BLOCK, &alrm, NULL);

	/* the clocks */
	T(create(CLOCK_REALTIME, NULL, &id));
	T(id >= 0);
	T(create(CLOCK_MONOTONIC, NULL, &id2));
	T(id2 != id);
	T(syscall(SYS_timer_delete, id2));
	T(create(CLOCK_PROCESS_CPUTIME_ID, NULL, &id2) ||
	  syscall(SYS_timer_delete, id2));
	T(create(CLOCK_BOOTTIME, NULL, &id2) || syscall(SYS_timer_delete, id2));
	T(create(CLOCK_MONOTONIC_RAW, NULL, &id2));
	T(create(CLOCK_REALTIME_COARSE, NULL, &id2));
	T(create(99, NULL, &id2));
	T(create(-1, NULL, &id2));

	/* the sigevents */
	memset(&ev, 0, sizeof(ev));
	ev.sigev_notify = 99;
	T(create(CLOCK_MONOTONIC, &ev, &id2));
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = 0;
	T(create(CLOCK_MONOTONIC, &ev, &id2));
	ev.sigev_signo = 65;
	T(create(CLOCK_MONOTONIC, &ev, &id2));
	ev.sigev_notify = SIGEV_THREAD_ID;
	ev.sigev_signo = SIGUSR1;
	ev._sigev_un._tid = 1;
	T(create(CLOCK_MONOTONIC, &ev, &id2));
	ev._sigev_un._tid = gettid();
	T(create(CLOCK_MONOTONIC, &ev, &id2) || syscall(SYS_timer_delete, id2));
	T(create(CLOCK_MONOTONIC, (struct sigevent *)8, &id2));
	T(create(CLOCK_MONOTONIC, NULL, (int *)8));

	/* settime and gettime */
	get("fresh", id, 0);
	T(set32(id, 0, (struct its32){ 0, 250000000, 2, 0 }));
	get("2 s, every 0.25 s", id, 2000000000LL);
	T(set64(id, 0, 0));
	get("disarmed", id, 0);
	T(syscall(SYS_timer_settime, id, 0, NULL, NULL));
	T(set32(id, 0, (struct its32){ 0, 0, 0, 1000000000 }));
	T(set32(id, 0, (struct its32){ -1, 0, 0, 1 }));
	T(set32(id, 0, (struct its32){ 0, 0, -1, 0 }));
	T(set32(12345, 0, (struct its32){ 0, 0, 1, 0 }));
	memset(&v32, 0, sizeof(v32));
	T(syscall(SYS_timer_settime, id, 0, &v32, (void *)8));
	T(syscall(SYS_timer_gettime, id, (void *)8));
	T(syscall(SYS_timer_gettime, 12345, &v32));

	/* an absolute time already past: the signal at once */
	T(set32(id, TIMER_ABSTIME, (struct its32){ 0, 0, 1, 0 }));
	T(sigwaitinfo(&alrm, &si));
	printf("  code %d timerid %s value %s\n", si.si_code,
	       si.si_timerid == id ? "the timer's" : "other",
	       si.si_value.sival_int == id ? "the id" : "other");
	T(syscall(SYS_timer_getoverrun, id));
	get("after it", id, 0);

	/* sigev_value, and three periods of 20 ms */
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = SIGALRM;
	ev.sigev_value.sival_int = 4242;
	T(create(CLOCK_MONOTONIC, &ev, &id2));
	T(set32(id2, 0, (struct its32){ 0, 20000000, 0, 20000000 }));
	for (n = 0; n < 3 && sigwaitinfo(&alrm, &si) == SIGALRM; n++)
		;
	printf("  periods: %d, value %d\n", n, si.si_value.sival_int);
	T(syscall(SYS_timer_delete, id2));
	T(syscall(SYS_timer_delete, id2));
	T(syscall(SYS_timer_getoverrun, id2));

	/* SIGEV_NONE: no signal, and gettime shows it ran out */
	ev.sigev_notify = SIGEV_NONE;
	T(create(CLOCK_MONOTONIC, &ev, &id2));
	T(set32(id2, 0, (struct its32){ 0, 0, 0, 20000000 }));
	usleep(100000);
	get("none, after it", id2, 0);
	T(sigpending(&alrm) || sigismember(&alrm, SIGALRM));
	T(syscall(SYS_timer_delete, id));
	T(syscall(SYS_timer_delete, id2));
	return 0;
}
