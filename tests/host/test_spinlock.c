// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit test of the bare SMP locks and atomics (include/asm/
 * spinlock.h, atomic.h, cmpxchg.h): the same inline assembly, run by
 * several host threads on the host's CPUs at once.  Without the LOCK
 * prefixes, or with a lock that let two holders in, the counts below
 * come out short: each thread's read-modify-writes are lost to the
 * others'.  The single-threaded checks pin down what each operation
 * returns (Linux's contract).
 */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include "ktap.h"
#include "asm/spinlock.h"

/*
 * Two threads: the host is shared, and a thread descheduled while it
 * holds a ticket, or waits for one, stalls the other for a whole time
 * slice (a kernel's spinners run with preemption off; these cannot).
 * For the same reason the second thread of each pair tries and yields
 * instead of spinning; the first spins in arch_spin_lock().
 */
#define THREADS	2
#define ROUNDS	500000

static arch_spinlock_t lock = __ARCH_SPIN_LOCK_UNLOCKED;
static arch_rwlock_t rw = __ARCH_RW_LOCK_UNLOCKED;
static atomic_t hits = ATOMIC_INIT(0);
static unsigned int locked_count;
static unsigned int pair[2];	/* equal whenever no writer is inside */
static atomic_t torn = ATOMIC_INIT(0);
static pthread_barrier_t start;	/* both threads begin together */

static void *hammer(void *arg)
{
	int i, yields = (int)(intptr_t)arg & 1;

	pthread_barrier_wait(&start);
	for (i = 0; i < ROUNDS; i++) {
		atomic_inc(&hits);
		if (!yields)
			arch_spin_lock(&lock);
		else
			while (!arch_spin_trylock(&lock))
				sched_yield();
		locked_count++;	/* a plain increment: only the lock guards it */
		arch_spin_unlock(&lock);
	}
	return NULL;
}

/* The odd thread writes both halves of pair, the even one reads them. */
static void *rw_hammer(void *arg)
{
	int i, writer = (int)(intptr_t)arg & 1;

	pthread_barrier_wait(&start);
	for (i = 0; i < ROUNDS / 4; i++) {
		if (writer) {
			while (!arch_write_trylock(&rw))
				sched_yield();
			pair[0]++;
			pair[1]++;
			arch_write_unlock(&rw);
		} else {
			while (!arch_read_trylock(&rw))
				sched_yield();
			if (*(volatile unsigned int *)&pair[0] !=
			    *(volatile unsigned int *)&pair[1])
				atomic_inc(&torn);
			arch_read_unlock(&rw);
		}
	}
	return NULL;
}

static void run(void *(*fn)(void *))
{
	pthread_t t[THREADS];
	intptr_t i;

	for (i = 0; i < THREADS; i++)
		pthread_create(&t[i], NULL, fn, (void *)i);
	for (i = 0; i < THREADS; i++)
		pthread_join(t[i], NULL);
}

static void test_single(void)
{
	atomic_t v = ATOMIC_INIT(5);
	arch_spinlock_t l = __ARCH_SPIN_LOCK_UNLOCKED;
	arch_rwlock_t r = __ARCH_RW_LOCK_UNLOCKED;
	unsigned int word = 7;

	KTAP_CHECK(atomic_fetch_add(3, &v) == 5 && atomic_read(&v) == 8,
		   "atomic_fetch_add returns the value before");
	KTAP_CHECK(atomic_add_return(-8, &v) == 0, "atomic_add_return: after");
	KTAP_CHECK(!atomic_dec_and_test(&v) && atomic_dec_and_test(
			   &(atomic_t)ATOMIC_INIT(1)),
		   "atomic_dec_and_test is true only on reaching 0");
	KTAP_CHECK(cmpxchg(&word, 6, 9) == 7 && word == 7 &&
		   cmpxchg(&word, 7, 9) == 7 && word == 9,
		   "cmpxchg stores only over the expected value, returns the old");
	KTAP_CHECK(xchg(&word, 1) == 9 && word == 1, "xchg returns the old");
	KTAP_CHECK(!atomic_add_unless(&v, 1, -1) && atomic_inc_not_zero(&v) &&
		   atomic_read(&v) == 0,
		   "atomic_add_unless stops at the value given");
	arch_spin_lock(&l);
	KTAP_CHECK(arch_spin_is_locked(&l) && !arch_spin_trylock(&l),
		   "a held ticket lock refuses a trylock");
	arch_spin_unlock(&l);
	KTAP_CHECK(!arch_spin_is_locked(&l) && arch_spin_trylock(&l) &&
		   l.tickets.head == 1 && l.tickets.tail == 2,
		   "tickets: one served, the next handed out");
	arch_read_lock(&r);
	KTAP_CHECK(arch_read_trylock(&r) && !arch_write_trylock(&r),
		   "two readers in, a writer kept out");
	arch_read_unlock(&r);
	arch_read_unlock(&r);
	KTAP_CHECK(arch_write_trylock(&r) && !arch_read_trylock(&r) &&
		   !arch_write_trylock(&r), "a writer keeps readers out");
	arch_write_unlock(&r);
	KTAP_CHECK(!arch_rw_is_locked(&r), "all let go: the bias is back");
}

/* The ticket word wraps at 16 bits without losing the lock */
static void test_wrap(void)
{
	arch_spinlock_t l = { .tickets = { .head = 0xffff, .tail = 0xffff } };

	arch_spin_lock(&l);
	KTAP_CHECK(arch_spin_is_locked(&l) && l.tickets.tail == 0,
		   "the ticket after 0xffff is 0");
	arch_spin_unlock(&l);
	KTAP_CHECK(!arch_spin_is_locked(&l), "and it is served");
}

int main(void)
{
	KTAP_BEGIN(16);
	pthread_barrier_init(&start, NULL, THREADS);
	test_single();
	test_wrap();
	run(hammer);
	KTAP_CHECK(atomic_read(&hits) == THREADS * ROUNDS,
		   "%d threads' atomic_inc: %d of %d", THREADS,
		   atomic_read(&hits), THREADS * ROUNDS);
	KTAP_CHECK(locked_count == THREADS * ROUNDS,
		   "increments under the ticket lock: %u of %d", locked_count,
		   THREADS * ROUNDS);
	run(rw_hammer);
	KTAP_CHECK(!atomic_read(&torn) && pair[0] == pair[1] &&
		   pair[0] == THREADS / 2 * (ROUNDS / 4),
		   "rwlock: readers never saw a half-done write (%d), "
		   "writes %u", atomic_read(&torn), pair[0]);
	return KTAP_END();
}
