// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/pthreads.c - glibc's threads, unmodified: pthread_create
 * (clone(2) with CLONE_THREAD, CLONE_SETTLS, CLONE_CHILD_CLEARTID),
 * pthread_join (a futex wait on the thread id the kernel clears),
 * mutexes and condition variables (futex(2) waits and wakes), timed
 * waits (futex timeouts), thread-local storage (a %gs segment per
 * thread), pthread_exit, detached threads and signals to one thread
 * (pthread_kill, tgkill(2)).  Every line it prints is the same on
 * Linux: tests/kernel/test_threads.py compares it with Linux's.
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define NTHREADS	8
#define ROUNDS		2000
#define ITEMS		100

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long counter;
static __thread int tls_value = 7;	/* .tdata: every thread starts at 7 */
static __thread int tls_zero;		/* .tbss */

struct worker {
	int index;
	pthread_t id;
	pid_t tid;
	int tls_seen;
};

static void *count(void *arg)
{
	struct worker *w = arg;
	int i;

	w->tid = (pid_t)syscall(SYS_gettid);
	tls_value += w->index;
	tls_zero = w->index * 10;
	for (i = 0; i < ROUNDS; i++) {
		pthread_mutex_lock(&lock);
		counter++;
		pthread_mutex_unlock(&lock);
		if (i % 500 == 0)
			sched_yield();
	}
	w->tls_seen = tls_value * 1000 + tls_zero;
	return (void *)(intptr_t)(w->index * 3);
}

static void test_mutex(void)
{
	struct worker w[NTHREADS];
	int i, distinct = 1, sum = 0;

	for (i = 0; i < NTHREADS; i++) {
		w[i].index = i;
		if (pthread_create(&w[i].id, NULL, count, &w[i])) {
			printf("pthread_create failed\n");
			return;
		}
	}
	for (i = 0; i < NTHREADS; i++) {
		void *ret;

		pthread_join(w[i].id, &ret);
		sum += (int)(intptr_t)ret;
		printf("thread %d: tls %d\n", i, w[i].tls_seen);
	}
	for (i = 0; i < NTHREADS; i++)
		if (w[i].tid == getpid() || (i && w[i].tid == w[i - 1].tid))
			distinct = 0;
	printf("counter: %ld of %d\n", counter, NTHREADS * ROUNDS);
	printf("join sum: %d\n", sum);
	printf("tids distinct from pid: %s\n", distinct ? "yes" : "no");
	printf("main tls: %d %d\n", tls_value, tls_zero);
}

/* A one-slot queue: the producer waits while it is full, the consumer
 * while it is empty */
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
static int slot, slot_full;

static void *produce(void *arg)
{
	int i;

	(void)arg;
	for (i = 1; i <= ITEMS; i++) {
		pthread_mutex_lock(&lock);
		while (slot_full)
			pthread_cond_wait(&not_full, &lock);
		slot = i;
		slot_full = 1;
		pthread_cond_signal(&not_empty);
		pthread_mutex_unlock(&lock);
	}
	return NULL;
}

static void test_condvar(void)
{
	pthread_t producer;
	long sum = 0;
	int i;

	pthread_create(&producer, NULL, produce, NULL);
	for (i = 0; i < ITEMS; i++) {
		pthread_mutex_lock(&lock);
		while (!slot_full)
			pthread_cond_wait(&not_empty, &lock);
		sum += slot;
		slot_full = 0;
		pthread_cond_signal(&not_full);
		pthread_mutex_unlock(&lock);
	}
	pthread_join(producer, NULL);
	printf("consumed: %d items, sum %ld\n", ITEMS, sum);
}

static long elapsed_ms(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000 +
	       (b->tv_nsec - a->tv_nsec) / 1000000;
}

/* Nobody signals: the wait ends at its deadline with ETIMEDOUT */
static void test_timedwait(void)
{
	struct timespec start, deadline, end;
	long ms;
	int err;

	clock_gettime(CLOCK_REALTIME, &start);
	deadline = start;
	deadline.tv_nsec += 200 * 1000000;
	if (deadline.tv_nsec >= 1000000000) {
		deadline.tv_sec++;
		deadline.tv_nsec -= 1000000000;
	}
	pthread_mutex_lock(&lock);
	err = pthread_cond_timedwait(&not_empty, &lock, &deadline);
	pthread_mutex_unlock(&lock);
	clock_gettime(CLOCK_REALTIME, &end);
	ms = elapsed_ms(&start, &end);
	printf("timedwait: %s, waited %s\n", strerror(err),
	       ms >= 190 && ms < 1000 ? "about 200ms" : "wrong time");
}

static pthread_mutex_t done_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done_cond = PTHREAD_COND_INITIALIZER;
static int detached_done;

static void *detached(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&done_lock);
	detached_done = 1;
	pthread_cond_broadcast(&done_cond);
	pthread_mutex_unlock(&done_lock);
	pthread_exit(NULL);
}

static void test_detached(void)
{
	pthread_attr_t attr;
	pthread_t t;

	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_create(&t, &attr, detached, NULL);
	pthread_attr_destroy(&attr);
	pthread_mutex_lock(&done_lock);
	while (!detached_done)
		pthread_cond_wait(&done_cond, &done_lock);
	pthread_mutex_unlock(&done_lock);
	printf("detached: ran, join refused: %s\n",
	       pthread_join(t, NULL) == EINVAL ? "EINVAL" : "other");
}

static volatile sig_atomic_t usr1_tid;

static void on_usr1(int sig)
{
	(void)sig;
	usr1_tid = (sig_atomic_t)syscall(SYS_gettid);
}

static void *wait_for_usr1(void *arg)
{
	pid_t *tid = arg;

	*tid = (pid_t)syscall(SYS_gettid);
	while (!usr1_tid)
		sched_yield();
	return NULL;
}

/* pthread_kill reaches the thread it names (tgkill(2)), not another */
static void test_thread_signal(void)
{
	volatile pid_t tid = 0;
	pthread_t t;

	signal(SIGUSR1, on_usr1);
	pthread_create(&t, NULL, wait_for_usr1, (void *)&tid);
	while (!tid)
		sched_yield();
	pthread_kill(t, SIGUSR1);
	pthread_join(t, NULL);
	printf("SIGUSR1 handled by the thread named: %s\n",
	       usr1_tid == tid ? "yes" : "no");
}

static void *exit_value(void *arg)
{
	pthread_exit(arg);
}

int main(void)
{
	void *ret;
	pthread_t t;

	test_mutex();
	test_condvar();
	test_timedwait();
	test_detached();
	test_thread_signal();
	pthread_create(&t, NULL, exit_value, (void *)(intptr_t)42);
	pthread_join(t, &ret);
	printf("pthread_exit value: %d\n", (int)(intptr_t)ret);
	printf("getpid == gettid in main: %s\n",
	       getpid() == syscall(SYS_gettid) ? "yes" : "no");
	return 0;
}
