// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/futexfault.c - futex(2) on words of a device mapping that
 * nothing has touched yet, so that the kernel's own read of the word is
 * the first touch and the driver's fault handler gives the page:
 *
 *	futexfault DEV		map 16 pages of DEV shared, then one call
 *				(or one waiter and its waker) per fresh page
 *
 * Each result is one line, "what: VALUE" or "what: ENAME" (report.h);
 * the same on Linux with DEV /dev/zero (shared memory) as on oops386
 * with tests/modules/mmap-sleepy's /dev/sleepy, whose fault handler
 * sleeps.  futex(2): FUTEX_WAIT fails with EAGAIN when the word is not
 * val, ETIMEDOUT when the time runs out; FUTEX_WAKE and FUTEX_REQUEUE
 * return how many they woke (and moved); FUTEX_CMP_REQUEUE fails with
 * EAGAIN when the word is not val3.
 */
#include "report.h"	/* first: it asks for glibc's GNU names */
#include <fcntl.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define PAGE	4096
#define PAGES	16
#define TRIES	5000	/* wakes tried, 1 ms apart, before giving up */

struct ts32 {		/* SYS_futex's timespec on i386: two longs */
	long tv_sec;
	long tv_nsec;
};

static const struct ts32 ten_ms = { 0, 10 * 1000 * 1000 };
static char *map;

static uint32_t *word(int page)
{
	return (uint32_t *)(map + page * PAGE);
}

/* The waits and wakes: no second word */
static long futex(uint32_t *uaddr, int op, uint32_t val, const void *timeout)
{
	return syscall(SYS_futex, uaddr, op, val, timeout, NULL, 0);
}

/* FUTEX_CMP_REQUEUE's fourth argument is a count, not a time */
static long requeue(uint32_t *from, uint32_t *to, long nr_requeue, int cmp,
		    uint32_t val3)
{
	int op = cmp ? FUTEX_CMP_REQUEUE_PRIVATE : FUTEX_REQUEUE_PRIVATE;

	return syscall(SYS_futex, from, op, 0, nr_requeue, to, val3);
}

static void *waiter(void *w)
{
	long ret = futex(w, FUTEX_WAIT_PRIVATE, 0, NULL);

	return (void *)(ret == -1 ? (long)-errno : ret);
}

/* Call fn until it moved one waiter (the waiter may not sleep yet) */
static long until_one(long (*fn)(int), int arg)
{
	long ret = 0;
	int i;

	for (i = 0; i < TRIES && ret == 0; i++) {
		ret = fn(arg);
		if (ret == 0)
			usleep(1000);
	}
	return ret;
}

static long wake_one(int page)
{
	return futex(word(page), FUTEX_WAKE_PRIVATE, 1, NULL);
}

static long move_one(int page)
{
	return requeue(word(page), word(page + 1), 1, 1, 0);
}

static void waited(const char *what, pthread_t t)
{
	void *ret;

	pthread_join(t, &ret);
	printf("%s: %s\n", what, (long)ret < 0 ?
	       strerrorname_np((int)-(long)ret) : "0");
}

int main(int argc, char **argv)
{
	pthread_t t;
	int fd;

	if (argc != 2) {
		fprintf(stderr, "usage: futexfault DEV\n");
		return 2;
	}
	fd = open(argv[1], O_RDWR);
	map = mmap(NULL, PAGES * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED,
		   fd, 0);
	if (fd < 0 || map == MAP_FAILED) {
		perror(argv[1]);
		return 1;
	}
	show("wait, word differs",
	     futex(word(0), FUTEX_WAIT_PRIVATE, 1, NULL));
	show("wait, time out",
	     futex(word(1), FUTEX_WAIT_PRIVATE, 0, &ten_ms));
	show("wake", futex(word(2), FUTEX_WAKE_PRIVATE, 1, NULL));
	show("requeue", requeue(word(3), word(4), 1, 0, 0));
	show("cmp_requeue, word matches", requeue(word(5), word(6), 1, 1, 0));
	show("cmp_requeue, word differs", requeue(word(7), word(6), 1, 1, 1));
	show("shared wait, word differs",
	     futex(word(8), FUTEX_WAIT, 1, NULL));
	show("shared wait, time out",
	     futex(word(9), FUTEX_WAIT, 0, &ten_ms));
	/* a sleeper on a fresh word, woken */
	pthread_create(&t, NULL, waiter, word(10));
	show("wake a waiter", until_one(wake_one, 10));
	waited("waiter", t);
	/* a sleeper moved to a fresh word, woken there */
	pthread_create(&t, NULL, waiter, word(11));
	show("cmp_requeue a waiter", until_one(move_one, 11));
	show("wake it where it went", wake_one(12));
	waited("requeued waiter", t);
	return 0;
}
