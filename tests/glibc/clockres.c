// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/clockres.c - what clock_getres(2) says of each clock, and
 * whether the clocks keep it: CLOCK_MONOTONIC (and BOOTTIME, REALTIME,
 * gettimeofday(2)) read in a loop across many timer ticks must never go
 * back, and the nanosecond ones must move between ticks when the
 * resolution is a nanosecond (on most reads);
 * a coarse clock never passes the fine one; nanosleep(2) and select(2)
 * timeouts last at least what was asked.  Prints no figure that depends
 * on the machine's speed or HZ, so the output is Linux 6.1's
 * (tests/kernel/clockres.linux); "res" lines give the nanoseconds.
 */
#include <stdio.h>
#include <sys/select.h>
#include <sys/time.h>
#include <time.h>

#define LOOP_NS		300000000LL	/* 30 ticks at HZ 100 */
#define NAP_NS		20000000L

static long long ns(clockid_t clock)
{
	struct timespec t;

	clock_gettime(clock, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static long long tv_ns(void)
{
	struct timeval tv;

	gettimeofday(&tv, NULL);
	return tv.tv_sec * 1000000000LL + tv.tv_usec * 1000LL;
}

static void res(const char *name, clockid_t clock)
{
	struct timespec r;

	if (clock_getres(clock, &r)) {
		printf("%s res: error\n", name);
		return;
	}
	/* a coarse clock moves once a tick: 4 ms at Linux's HZ 250 */
	if (r.tv_sec == 0 && r.tv_nsec >= 1000000 && r.tv_nsec <= 10000000)
		printf("%s res: one tick\n", name);
	else
		printf("%s res: %ld ns\n", name, (long)r.tv_nsec);
}

/* read clock (or gettimeofday, clock -1) for LOOP_NS of CLOCK_MONOTONIC */
static void loop(const char *name, clockid_t clock)
{
	long long end = ns(CLOCK_MONOTONIC) + LOOP_NS, prev = 0, t;
	long back = 0, moves = 0, reads = 0;

	do {
		t = clock == (clockid_t)-1 ? tv_ns() : ns(clock);
		back += t < prev;
		moves += t > prev;
		prev = t;
		reads++;
	} while (ns(CLOCK_MONOTONIC) < end);
	/* microseconds: how many reads see one move depends on speed */
	if (clock == (clockid_t)-1)
		printf("%s: back %ld\n", name, back);
	else
		printf("%s: back %ld, moved on %s of the reads\n", name, back,
		       moves * 2 > reads ? "most" : "few");
}

static void coarse_below_fine(void)
{
	long bad = 0, i;

	for (i = 0; i < 100000; i++) {
		long long c = ns(CLOCK_MONOTONIC_COARSE);

		bad += c > ns(CLOCK_MONOTONIC);
	}
	printf("coarse after fine: %ld\n", bad);
}

static void timeouts(void)
{
	struct timespec nap = { 0, NAP_NS };
	struct timeval tv = { 0, NAP_NS / 1000 };
	long long t0 = ns(CLOCK_MONOTONIC), t1, t2;

	nanosleep(&nap, NULL);
	t1 = ns(CLOCK_MONOTONIC);
	select(0, NULL, NULL, NULL, &tv);
	t2 = ns(CLOCK_MONOTONIC);
	printf("nanosleep 20 ms: %s\n", t1 - t0 >= NAP_NS &&
	       t1 - t0 < 1000000000LL ? "ok" : "WRONG");
	printf("select 20 ms: %s\n", t2 - t1 >= NAP_NS &&
	       t2 - t1 < 1000000000LL ? "ok" : "WRONG");
}

int main(void)
{
	res("CLOCK_REALTIME", CLOCK_REALTIME);
	res("CLOCK_MONOTONIC", CLOCK_MONOTONIC);
	res("CLOCK_MONOTONIC_RAW", CLOCK_MONOTONIC_RAW);
	res("CLOCK_BOOTTIME", CLOCK_BOOTTIME);
	res("CLOCK_REALTIME_COARSE", CLOCK_REALTIME_COARSE);
	res("CLOCK_MONOTONIC_COARSE", CLOCK_MONOTONIC_COARSE);
	loop("CLOCK_MONOTONIC", CLOCK_MONOTONIC);
	loop("CLOCK_BOOTTIME", CLOCK_BOOTTIME);
	loop("CLOCK_REALTIME", CLOCK_REALTIME);
	loop("gettimeofday", (clockid_t)-1);
	coarse_below_fine();
	timeouts();
	return 0;
}
