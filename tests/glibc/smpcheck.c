// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/smpcheck.c - what a threaded program sees of several
 * CPUs, with glibc unmodified: sched_getaffinity(2), a thread pinned to
 * each of CPUs 0 and 1 (pthread_setaffinity_np, sched_setaffinity(2))
 * finding itself there (glibc's sched_getcpu, getcpu(2)), two threads that
 * can only finish a ping-pong of ROUNDS turns in shared memory if they
 * run at the same time (on one CPU each turn waits for a time slice),
 * and a TLB shootdown: a thread on CPU 1 reading a page in a loop, with
 * no system call, must fault (SIGSEGV) once CPU 0 has munmap(2)ed it.
 * tests/kernel/test_smp.py runs it on 2 CPUs and compares it with what
 * it printed on Linux 6.1 under the same QEMU (smpcheck.linux); on one
 * CPU the ping-pong reports "not in parallel".
 *
 *	smpcheck [SECONDS]	the ping-pong's limit (default 10)
 *	smpcheck SECONDS pingpong
 *		the ping-pong alone, pinned to CPU 0 and 1, and how long it
 *		took as tests/tools/bench_smp.py reads it ("bench: ...")
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define ROUNDS		300
#define PINGPONG_SECS	10
#define FAULT_SECS	5

static volatile int turn;
static volatile int stop;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	return pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

static void *where(void *arg)
{
	int cpu = (int)(long)arg, err = pin(cpu);

	printf("pinned to %d: %s, sched_getcpu() = %d\n", cpu,
	       err ? strerror(err) : "ok", sched_getcpu());
	return NULL;
}

/* The even turns are main's, the odd ones this thread's */
static void *pong(void *arg)
{
	(void)arg;
	pin(1);
	while (!stop) {
		int t = turn;

		if (t >= 2 * ROUNDS)
			break;
		if (t & 1)
			turn = t + 1;
	}
	return NULL;
}

/* The ping-pong's time in seconds */
static double pingpong(int secs)
{
	double start = now(), deadline = start + secs;
	pthread_t t;

	turn = 0;
	pthread_create(&t, NULL, pong, NULL);
	while (turn < 2 * ROUNDS && now() < deadline)
		if (!(turn & 1))
			turn = turn + 1;
	stop = 1;
	pthread_join(t, NULL);
	printf("ping-pong of %d turns: %s\n", ROUNDS,
	       turn >= 2 * ROUNDS ? "done, in parallel" : "not in parallel");
	return now() - start;
}

static volatile int *page;
static volatile int reading, faulted;
static sigjmp_buf fault_jmp;

static void on_segv(int sig)
{
	(void)sig;
	siglongjmp(fault_jmp, 1);
}

static void *reader(void *arg)
{
	volatile int sum = 0;

	(void)arg;
	pin(1);
	if (sigsetjmp(fault_jmp, 1)) {
		faulted = 1;
		return NULL;
	}
	for (;;) {
		sum += *page;
		reading = 1;
	}
	return NULL;
}

static void shootdown(void)
{
	struct sigaction sa;
	double deadline;
	pthread_t t;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_segv;
	sigaction(SIGSEGV, &sa, NULL);
	page = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	page[0] = 1;
	pthread_create(&t, NULL, reader, NULL);
	while (!reading)
		;
	munmap((void *)page, 4096);
	deadline = now() + FAULT_SECS;
	while (!faulted && now() < deadline)
		;
	printf("reader on CPU 1 after munmap on CPU 0: %s\n",
	       faulted ? "SIGSEGV" : "still reading the page");
	if (faulted)
		pthread_join(t, NULL);
}

int main(int argc, char **argv)
{
	int secs = argc > 1 ? atoi(argv[1]) : PINGPONG_SECS;
	cpu_set_t set;
	pthread_t t;
	int cpu;

	if (secs < 1) {
		fprintf(stderr, "usage: smpcheck [SECONDS >= 1]\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 2 && !strcmp(argv[2], "pingpong")) {
		pin(0);
		printf("bench: smp_pingpong_ms %.0f ms\n", pingpong(secs) * 1e3);
		return 0;
	}
	if (sched_getaffinity(0, sizeof(set), &set))
		perror("sched_getaffinity");
	printf("CPUs allowed:");
	for (cpu = 0; cpu < CPU_SETSIZE; cpu++)
		if (CPU_ISSET(cpu, &set))
			printf(" %d", cpu);
	printf(" (%d)\n", CPU_COUNT(&set));
	for (cpu = 0; cpu < 2; cpu++) {
		pthread_create(&t, NULL, where, (void *)(long)cpu);
		pthread_join(t, NULL);
	}
	pin(0);
	pingpong(secs);
	shootdown();
	return 0;
}
