// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/cpuitimer.c - setitimer(2)'s timers of CPU time:
 * ITIMER_VIRTUAL (user time, SIGVTALRM) and ITIMER_PROF (all CPU time,
 * SIGPROF): their values read back, their signals while the program
 * spins, their intervals, none in a child of fork(2), and the errors.
 * One line a call, as report.h prints it, the same on Linux 6.1
 * (tests/kernel/cpuitimer.linux) and oops386.
 */
#include "report.h"
#include <signal.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile int vtalrm, prof;

static void count(int sig)
{
	if (sig == SIGVTALRM)
		vtalrm++;
	else
		prof++;
}

static void set(struct itimerval *v, long sec, long usec, long isec,
		long iusec)
{
	v->it_value.tv_sec = sec;
	v->it_value.tv_usec = usec;
	v->it_interval.tv_sec = isec;
	v->it_interval.tv_usec = iusec;
}

/*
 * The value left, in microseconds, is about what was set: less the CPU
 * time since, plus the tick Linux adds (it never fires early), whose
 * length is the kernel's HZ: within 20 ms above, a second below
 */
static void show_left(const char *name, int which, long set)
{
	struct itimerval v;
	long left;

	T(getitimer(which, &v));
	left = v.it_value.tv_sec * 1000000L + v.it_value.tv_usec;
	printf("%s: interval %ld.%06ld, value left about %ld: %d\n", name,
	       (long)v.it_interval.tv_sec, (long)v.it_interval.tv_usec, set,
	       left > set - 1000000 && left <= set + 20000);
}

/* Spin in user mode until *n reaches want, for 60 s at most */
static void spin(volatile int *n, int want)
{
	time_t end = time(NULL) + 60;

	while (*n < want && time(NULL) < end)
		;
}

int main(void)
{
	struct itimerval v, old;
	int status;

	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGVTALRM, count);
	signal(SIGPROF, count);

	T(getitimer(ITIMER_VIRTUAL, &v));
	printf("virtual: %ld.%06ld %ld.%06ld\n", (long)v.it_value.tv_sec,
	       (long)v.it_value.tv_usec, (long)v.it_interval.tv_sec,
	       (long)v.it_interval.tv_usec);
	set(&v, 100, 10000, 100, 10000);
	T(setitimer(ITIMER_VIRTUAL, &v, NULL));
	show_left("virtual", ITIMER_VIRTUAL, 100010000);
	set(&v, 5, 0, 0, 0);
	T(setitimer(ITIMER_VIRTUAL, &v, &old));
	printf("old interval %ld.%06ld\n", (long)old.it_interval.tv_sec,
	       (long)old.it_interval.tv_usec);
	T(setitimer(ITIMER_PROF, &v, NULL));
	show_left("prof", ITIMER_PROF, 5000000);

	/* a child of fork starts with no timer */
	if (fork() == 0) {
		T(getitimer(ITIMER_VIRTUAL, &v));
		printf("child: virtual %ld.%06ld\n", (long)v.it_value.tv_sec,
		       (long)v.it_value.tv_usec);
		T(getitimer(ITIMER_PROF, &v));
		printf("child: prof %ld.%06ld\n", (long)v.it_value.tv_sec,
		       (long)v.it_value.tv_usec);
		_exit(0);
	}
	printf("child waited for: %d\n", wait(&status) > 0);

	/* one signal after 50 ms of user time, none after */
	set(&v, 0, 50000, 0, 0);
	T(setitimer(ITIMER_VIRTUAL, &v, NULL));
	spin(&vtalrm, 1);
	printf("SIGVTALRM %d\n", vtalrm);
	T(getitimer(ITIMER_VIRTUAL, &v));
	printf("virtual after: %ld.%06ld\n", (long)v.it_value.tv_sec,
	       (long)v.it_value.tv_usec);

	/* every 20 ms of CPU time, until three came */
	set(&v, 0, 20000, 0, 20000);
	T(setitimer(ITIMER_PROF, &v, NULL));
	spin(&prof, 3);
	set(&v, 0, 0, 0, 0);
	T(setitimer(ITIMER_PROF, &v, &old));
	printf("SIGPROF at least 3: %d, interval %ld.%06ld\n", prof >= 3,
	       (long)old.it_interval.tv_sec, (long)old.it_interval.tv_usec);
	T(getitimer(ITIMER_PROF, &v));
	printf("prof disarmed: %ld.%06ld\n", (long)v.it_value.tv_sec,
	       (long)v.it_value.tv_usec);

	T(getitimer(3, &v));
	T(getitimer(-1, &v));
	T(setitimer(-ITIMER_PROF, &v, NULL));
	set(&v, 1, 0, 0, 0);
	/* the kernel's errors, not glibc's (its time64 copy would fault) */
	T(syscall(SYS_setitimer, ITIMER_VIRTUAL, &v, (void *)-1));
	set(&v, 1, 1000000, 0, 0);
	T(syscall(SYS_setitimer, ITIMER_PROF, &v, NULL));
	T(syscall(SYS_getitimer, ITIMER_PROF, (void *)-1));
	return 0;
}
