/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/u64_stats_sync.h - 64-bit counters on a 32-bit CPU, read
 * whole, Linux's interface.  An i386 cannot load or store a u64 in one
 * instruction, so a reader beside a writer could see half an update.
 * The writer (one at a time: the driver's own exclusion, as in Linux)
 * makes a sequence count (linux/seqlock.h) odd for the length of its
 * update; a reader copies the counters and tries again if the count was
 * odd or moved.
 */
#ifndef _LINUX_U64_STATS_SYNC_H
#define _LINUX_U64_STATS_SYNC_H

#include "linux/types.h"
#include "linux/seqlock.h"

struct u64_stats_sync {
	seqcount_t seq;
};

/* A counter read with u64_stats_read() inside a fetch loop */
typedef struct {
	u64 v;
} u64_stats_t;

static inline void u64_stats_init(struct u64_stats_sync *syncp)
{
	seqcount_init(&syncp->seq);
}

static inline u64 u64_stats_read(const u64_stats_t *p)
{
	return p->v;
}

static inline void u64_stats_set(u64_stats_t *p, u64 val)
{
	p->v = val;
}

static inline void u64_stats_add(u64_stats_t *p, unsigned long val)
{
	p->v += val;
}

static inline void u64_stats_inc(u64_stats_t *p)
{
	p->v++;
}

static inline void u64_stats_update_begin(struct u64_stats_sync *syncp)
{
	write_seqcount_begin(&syncp->seq);
}

static inline void u64_stats_update_end(struct u64_stats_sync *syncp)
{
	write_seqcount_end(&syncp->seq);
}

/* The _irqsave forms also keep an interrupt's update out of this one */
static inline unsigned long
u64_stats_update_begin_irqsave(struct u64_stats_sync *syncp)
{
	unsigned long flags;

	local_irq_save(flags);
	u64_stats_update_begin(syncp);
	return flags;
}

static inline void
u64_stats_update_end_irqrestore(struct u64_stats_sync *syncp,
				unsigned long flags)
{
	u64_stats_update_end(syncp);
	local_irq_restore(flags);
}

/* The count to check against, once no update is under way */
static inline unsigned int u64_stats_fetch_begin(const struct u64_stats_sync *s)
{
	return read_seqcount_begin(&s->seq);
}

/* Whether the counters read since u64_stats_fetch_begin() may be torn */
static inline bool u64_stats_fetch_retry(const struct u64_stats_sync *syncp,
					 unsigned int start)
{
	return read_seqcount_retry(&syncp->seq, start);
}

/* 6.1's names for the same, from when they also turned interrupts off */
#define u64_stats_fetch_begin_irq	u64_stats_fetch_begin
#define u64_stats_fetch_retry_irq	u64_stats_fetch_retry

#endif /* _LINUX_U64_STATS_SYNC_H */
