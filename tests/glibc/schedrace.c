// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/schedrace.c - threads that sleep and wake thousands of
 * times a second while they move between CPUs, take page faults and
 * breakpoints, beside threads that only burn their time slices: every
 * switch is a chance for a tick to end a slice, and for the task to be
 * preempted and pulled to another CPU, in the middle of schedule()
 * itself (docs/smp.md, "What remains": a task that resumed there on
 * another CPU switched to the first CPU's idle task).
 *
 * Each pair of workers plays ping-pong through two pipes (a read(2)
 * that sleeps, a write(2) that wakes the partner); every round a worker
 * writes a fresh page of its own (a page fault: the pages are dropped
 * with madvise(MADV_DONTNEED) every PAGES rounds), and every BREAK_EVERY
 * rounds runs int3, whose SIGTRAP it counts.  Every thread runs at nice
 * 19, so each tick ends its slice, and the main thread moves the workers
 * to CPU 0, CPU 1 or both, in turn, all the time (sched_setaffinity(2)
 * on their tids).  At the end each worker checks its rounds, its pages
 * and its breakpoints, and prints one line, the same on any kernel that
 * got it right.
 *
 *	schedrace [SECONDS]	how long the workers play (default 6)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#define PAIRS		2
#define BURNERS		2
#define PAGES		16
#define BREAK_EVERY	8
#define PAGE		4096

struct worker {
	int id;
	volatile pid_t tid;	/* for the mover */
	int in, out;		/* the pipes: read from in, write to out */
	long rounds;
	long bad_pages;
	long breaks_wanted;
	long breaks_taken;
};

static volatile int stop;
static __thread long breaks;	/* this thread's SIGTRAPs */

static void on_trap(int sig)
{
	(void)sig;
	breaks++;
}

/* tid to CPU cpu alone, or (cpu < 0) to both */
static int move_to(pid_t tid, int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	if (cpu < 0) {
		CPU_SET(0, &set);
		CPU_SET(1, &set);
	} else {
		CPU_SET(cpu, &set);
	}
	return sched_setaffinity(tid, sizeof(set), &set);
}

/* One round's page: written with the round, read back */
static void touch_page(struct worker *w, char *pages)
{
	char *p = pages + (w->rounds % PAGES) * PAGE;

	if (w->rounds % PAGES == 0)
		madvise(pages, PAGES * PAGE, MADV_DONTNEED);
	if (*p != 0)		/* a dropped page comes back zeroed */
		w->bad_pages++;
	*(volatile long *)p = w->rounds + 1;
	if (*(volatile long *)p != w->rounds + 1)
		w->bad_pages++;
}

/* A slice of one tick (kernel/sched.c, task_timeslice()): every tick
 * ends the running thread's slice, wherever in the kernel it is */
static void shortest_slice(void)
{
	setpriority(PRIO_PROCESS, 0, 19);
}

static void *play(void *arg)
{
	struct worker *w = arg;
	char *pages = mmap(NULL, PAGES * PAGE, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char ball = 0;

	if (pages == MAP_FAILED)
		return NULL;
	shortest_slice();
	w->tid = gettid();
	for (;;) {
		/* the even worker serves "stop" (0 until it is time), the
		 * odd one sends it back: both stop at the same round */
		ball = (char)stop;
		if (w->id % 2 == 0 && write(w->out, &ball, 1) != 1)
			break;
		if (read(w->in, &ball, 1) != 1)
			break;
		if (w->id % 2 == 1 && write(w->out, &ball, 1) != 1)
			break;
		if (ball)
			break;
		touch_page(w, pages);
		w->rounds++;
		if (w->rounds % BREAK_EVERY == 0) {
			asm volatile("int3");
			w->breaks_wanted++;
		}
	}
	w->breaks_taken = breaks;
	munmap(pages, PAGES * PAGE);
	return NULL;
}

static void *burn(void *arg)
{
	volatile unsigned long n = 0;

	(void)arg;
	shortest_slice();
	while (!stop)
		n++;
	return NULL;
}

/* Until secs have passed, each worker in turn to CPU 0, CPU 1 or both */
static void move_all(const struct worker *w, int secs)
{
	time_t end = time(NULL) + secs;
	long n, failed = 0;
	int i;

	for (n = 0; time(NULL) < end; n++)
		for (i = 0; i < 2 * PAIRS; i++)
			if (w[i].tid && move_to(w[i].tid, n % 3 == 2 ? -1 :
						(int)((n + i) % 2)))
				failed++;
	printf("moves: %s\n", failed ? "some failed" : "all done");
}

static void report(const struct worker *w)
{
	printf("worker %d: %s rounds, %s pages, %s breakpoints\n",
	       w->id, w->rounds > 0 ? "some" : "no",
	       w->bad_pages ? "wrong" : "right",
	       w->breaks_taken == w->breaks_wanted ? "all" : "missed");
}

int main(int argc, char **argv)
{
	int secs = argc > 1 ? atoi(argv[1]) : 6;
	struct worker w[2 * PAIRS];
	pthread_t t[2 * PAIRS + BURNERS];
	int i, p[2], q[2];

	signal(SIGTRAP, on_trap);
	memset(w, 0, sizeof(w));
	for (i = 0; i < PAIRS; i++) {
		if (pipe(p) || pipe(q))
			return 1;
		w[2 * i] = (struct worker){ .id = 2 * i, .in = q[0], .out = p[1] };
		w[2 * i + 1] = (struct worker){ .id = 2 * i + 1, .in = p[0],
						.out = q[1] };
	}
	for (i = 0; i < 2 * PAIRS; i++)
		pthread_create(&t[i], NULL, play, &w[i]);
	for (i = 0; i < BURNERS; i++)
		pthread_create(&t[2 * PAIRS + i], NULL, burn, NULL);
	move_all(w, secs);
	stop = 1;		/* the next ball served says "stop" */
	for (i = 0; i < 2 * PAIRS + BURNERS; i++)
		pthread_join(t[i], NULL);
	for (i = 0; i < 2 * PAIRS; i++)
		report(&w[i]);
	return 0;
}
