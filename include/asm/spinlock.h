/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/spinlock.h - the i386 locks under linux/spinlock.h: ticket
 * spinlocks and biased-count reader-writer locks, as Linux 2.6.25 and
 * later build them.  These are the bare locks; the checked ones every
 * caller uses (owner, CPU, recursion, lockup) are in
 * kernel/locking/spinlock.c.
 *
 * A ticket lock is a bakery queue in one 32-bit word: the low half
 * (head) is the ticket being served, the high half (tail) the next
 * ticket to hand out.  To lock, a CPU takes a ticket with one LOCK XADD
 * of 1 << 16 to the word (the old tail is its ticket; the old head tells
 * it at once whether it is served) and spins until head reaches it.
 * The LOCK prefix makes XADD's read and write one operation no other
 * CPU's access to the word comes between (Intel SDM vol. 3A, 9.1.2.2),
 * so no two CPUs get the same ticket.
 * Unlike a test-and-set lock, CPUs get the lock in the order they asked
 * for it: none can starve.  Only the holder writes head, so unlock needs
 * no LOCK: x86 stores are seen in program order after the critical
 * section's loads and stores (Intel SDM vol. 3A, 8.2.2), and INCW
 * changes only head's two bytes.  Up to 65535 waiters.
 */
#ifndef _ASM_SPINLOCK_H
#define _ASM_SPINLOCK_H

#include "linux/types.h"
#include "asm/atomic.h"
#include "asm/processor.h"

#define TICKET_SHIFT	16

typedef union {
	u32 slock;		/* both halves, for XADD and CMPXCHG */
	struct {
		u16 head;	/* the ticket now served */
		u16 tail;	/* the next ticket handed out */
	} tickets;
} arch_spinlock_t;

#define __ARCH_SPIN_LOCK_UNLOCKED	{ .slock = 0 }

static inline bool arch_spin_is_locked(const arch_spinlock_t *lock)
{
	u32 v = *(const volatile u32 *)&lock->slock;

	return (u16)v != (u16)(v >> TICKET_SHIFT);
}

static inline void arch_spin_lock(arch_spinlock_t *lock)
{
	u32 v = 1U << TICKET_SHIFT;
	u16 ticket;

	asm volatile(LOCK_PREFIX "xaddl %0, %1"
		     : "+r"(v), "+m"(lock->slock) : : "memory");
	ticket = (u16)(v >> TICKET_SHIFT);
	while (*(volatile u16 *)&lock->tickets.head != ticket)
		cpu_relax();
}

/* Take a ticket only if it would be served at once: the word must not
 * change between the look and the take (another CPU's ticket). */
static inline bool arch_spin_trylock(arch_spinlock_t *lock)
{
	u32 old = *(volatile u32 *)&lock->slock;

	if ((u16)old != (u16)(old >> TICKET_SHIFT))
		return false;
	return cmpxchg(&lock->slock, old, old + (1U << TICKET_SHIFT)) == old;
}

static inline void arch_spin_unlock(arch_spinlock_t *lock)
{
	asm volatile("incw %0" : "+m"(lock->tickets.head) : : "memory");
}

/*
 * Reader-writer lock: a count that starts at RW_LOCK_BIAS.  A reader
 * takes 1 and keeps it if the count stayed >= 0 (no writer); a writer
 * takes the whole bias and keeps it if the count went to exactly 0 (no
 * reader, no writer).  A failed take gives back what it took.  Readers
 * that keep coming can hold a writer off forever, as in Linux 2.6.
 */
#define RW_LOCK_BIAS	0x01000000

typedef struct {
	atomic_t count;
} arch_rwlock_t;

#define __ARCH_RW_LOCK_UNLOCKED		{ .count = ATOMIC_INIT(RW_LOCK_BIAS) }

static inline bool arch_read_trylock(arch_rwlock_t *rw)
{
	if (atomic_dec_return(&rw->count) >= 0)
		return true;
	atomic_inc(&rw->count);
	return false;
}

static inline bool arch_write_trylock(arch_rwlock_t *rw)
{
	if (atomic_sub_and_test(RW_LOCK_BIAS, &rw->count))
		return true;
	atomic_add(RW_LOCK_BIAS, &rw->count);
	return false;
}

/* Spin on plain reads until the lock looks free, then try again: the
 * locked instruction's cache-line traffic only when it may succeed. */
static inline void arch_read_lock(arch_rwlock_t *rw)
{
	while (!arch_read_trylock(rw))
		while (atomic_read(&rw->count) <= 0)
			cpu_relax();
}

static inline void arch_write_lock(arch_rwlock_t *rw)
{
	while (!arch_write_trylock(rw))
		while (atomic_read(&rw->count) != RW_LOCK_BIAS)
			cpu_relax();
}

static inline void arch_read_unlock(arch_rwlock_t *rw)
{
	atomic_inc(&rw->count);
}

static inline void arch_write_unlock(arch_rwlock_t *rw)
{
	atomic_add(RW_LOCK_BIAS, &rw->count);
}

/* Readers in, or a writer: counts below the bias */
static inline bool arch_rw_is_locked(arch_rwlock_t *rw)
{
	return atomic_read(&rw->count) != RW_LOCK_BIAS;
}

#endif /* _ASM_SPINLOCK_H */
