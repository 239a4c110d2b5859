/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/seqlock.h - data read often and written seldom, read
 * without a lock: Linux's sequence counts and sequence locks.
 *
 * A writer makes the count odd for the length of its update and even
 * again after; a reader notes the count before it copies the data and
 * copies again if the count was odd or has moved since.  Readers never
 * wait for each other nor hold a writer up.  x86 keeps stores in order
 * with stores and loads with loads (SDM vol. 3, 9.2.2 "Memory Ordering
 * in P6 and More Recent Processor Families"), so only the compiler must
 * be kept from moving the data's accesses across the count's.
 *
 * seqcount_t is the bare count: its writers exclude each other by some
 * lock of their own.  seqlock_t pairs it with a spinlock that does that.
 */
#ifndef _LINUX_SEQLOCK_H
#define _LINUX_SEQLOCK_H

#include "linux/types.h"
#include "linux/preempt.h"	/* barrier() */
#include "linux/spinlock.h"
#include "asm/processor.h"	/* cpu_relax() */

typedef struct seqcount {
	unsigned int sequence;
} seqcount_t;

#define SEQCNT_ZERO(name)	{ .sequence = 0 }

static inline void seqcount_init(seqcount_t *s)
{
	s->sequence = 0;
}

/* The count now, odd or even, read once and before the data */
static inline unsigned int raw_read_seqcount(const seqcount_t *s)
{
	unsigned int seq = *(const volatile unsigned int *)&s->sequence;

	barrier();
	return seq;
}

/* The count to check against, once no update is under way */
static inline unsigned int read_seqcount_begin(const seqcount_t *s)
{
	unsigned int seq;

	while ((seq = raw_read_seqcount(s)) & 1)
		cpu_relax();
	return seq;
}

/* Whether the data read since read_seqcount_begin() may be torn */
static inline int read_seqcount_retry(const seqcount_t *s, unsigned int start)
{
	barrier();
	return *(const volatile unsigned int *)&s->sequence != start;
}

/* odd at begin, even again at end; the data's stores stay between */
static inline void seqcount_step(seqcount_t *s)
{
	barrier();
	*(volatile unsigned int *)&s->sequence = s->sequence + 1;
	barrier();
}

static inline void write_seqcount_begin(seqcount_t *s)
{
	seqcount_step(s);
}

static inline void write_seqcount_end(seqcount_t *s)
{
	seqcount_step(s);
}

typedef struct {
	seqcount_t seqcount;
	spinlock_t lock;
} seqlock_t;

#define __SEQLOCK_UNLOCKED(name)                                        \
	{ .seqcount = SEQCNT_ZERO(name), .lock = __SPIN_LOCK_UNLOCKED(name) }
#define DEFINE_SEQLOCK(sl)	seqlock_t sl = __SEQLOCK_UNLOCKED(sl)
#define seqlock_init(sl)                                                \
	do {                                                            \
		seqcount_init(&(sl)->seqcount);                         \
		spin_lock_init(&(sl)->lock);                            \
	} while (0)

static inline unsigned int read_seqbegin(const seqlock_t *sl)
{
	return read_seqcount_begin(&sl->seqcount);
}

static inline unsigned int read_seqretry(const seqlock_t *sl,
					 unsigned int start)
{
	return read_seqcount_retry(&sl->seqcount, start);
}

static inline void write_seqlock(seqlock_t *sl)
{
	spin_lock(&sl->lock);
	write_seqcount_begin(&sl->seqcount);
}

static inline void write_sequnlock(seqlock_t *sl)
{
	write_seqcount_end(&sl->seqcount);
	spin_unlock(&sl->lock);
}

/* A reader that takes the writers' lock instead of retrying: it waits
 * for a writer and holds the next one off, but not the other readers */
static inline void read_seqlock_excl(seqlock_t *sl)
{
	spin_lock(&sl->lock);
}

static inline void read_sequnlock_excl(seqlock_t *sl)
{
	spin_unlock(&sl->lock);
}

/* The variants with interrupts or bottom halves off (linux/spinlock.h) */
#define write_seqlock_irq(sl)		__lock_irq(write_seqlock, sl)
#define write_sequnlock_irq(sl)		__unlock_irq(write_sequnlock, sl)
#define write_seqlock_irqsave(sl, f)	__lock_irqsave(write_seqlock, sl, f)
#define write_sequnlock_irqrestore(sl, f)                               \
	__unlock_irqrestore(write_sequnlock, sl, f)
#define write_seqlock_bh(sl)		__lock_bh(write_seqlock, sl)
#define write_sequnlock_bh(sl)		__unlock_bh(write_sequnlock, sl)
#define read_seqlock_excl_irq(sl)	__lock_irq(read_seqlock_excl, sl)
#define read_sequnlock_excl_irq(sl)	__unlock_irq(read_sequnlock_excl, sl)
#define read_seqlock_excl_irqsave(sl, f)                                \
	__lock_irqsave(read_seqlock_excl, sl, f)
#define read_sequnlock_excl_irqrestore(sl, f)                           \
	__unlock_irqrestore(read_sequnlock_excl, sl, f)
#define read_seqlock_excl_bh(sl)	__lock_bh(read_seqlock_excl, sl)
#define read_sequnlock_excl_bh(sl)	__unlock_bh(read_sequnlock_excl, sl)

/*
 * A reader that retries once, then locks: *seq starts even (0) for a
 * lockless pass; need_seqretry() says whether to go again, and the
 * caller makes *seq odd (seq = 1) so that the next pass takes the lock,
 * which done_seqretry() gives back.
 */
static inline void read_seqbegin_or_lock(seqlock_t *sl, int *seq)
{
	if (!(*seq & 1))
		*seq = read_seqbegin(sl);
	else
		read_seqlock_excl(sl);
}

static inline int need_seqretry(seqlock_t *sl, int seq)
{
	return !(seq & 1) && read_seqretry(sl, seq);
}

static inline void done_seqretry(seqlock_t *sl, int seq)
{
	if (seq & 1)
		read_sequnlock_excl(sl);
}

#endif /* _LINUX_SEQLOCK_H */
