/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rcupdate.h - read-copy update.  A reader's section,
 * rcu_read_lock() to rcu_read_unlock(), holds preemption off and may not
 * sleep; an updater that took an object out of readers' reach frees it
 * only after a grace period, once every CPU has been outside every
 * section at least once (call_rcu(), or synchronize_rcu() which waits
 * for it; kernel/rcu.c says how it is seen, and why one CPU never
 * waits).  An updater publishes with rcu_assign_pointer() (the object's
 * fields are stored before the pointer: a compiler barrier, all i386
 * needs, its stores being seen in order, Intel SDM vol. 3A 9.2.2) and a
 * reader fetches once with rcu_dereference().
 */
#ifndef _LINUX_RCUPDATE_H
#define _LINUX_RCUPDATE_H

#include "linux/preempt.h"
#include "linux/lockdep.h"

/* sparse's "RCU-protected pointer" mark; the compiler ignores it */
#define __rcu

static inline void rcu_read_lock(void)
{
	preempt_disable();
}

static inline void rcu_read_unlock(void)
{
	preempt_enable();
}

/* Readers that hold bottom halves off are readers too */
static inline void rcu_read_lock_bh(void)
{
	local_bh_disable();
}

static inline void rcu_read_unlock_bh(void)
{
	local_bh_enable();
}

/* One load of the pointer, not merged with or repeated by another */
#define rcu_dereference(p)	(*(volatile __typeof__(p) *)&(p))
#define rcu_dereference_bh(p)	rcu_dereference(p)
#define rcu_dereference_check(p, c)	rcu_dereference(p)
#define rcu_access_pointer(p)	rcu_dereference(p)
/* The updater's view, under the lock named by c */
#define rcu_dereference_protected(p, c)	((void)(c), (p))

#define rcu_assign_pointer(p, v)                                        \
	do {                                                            \
		barrier();	/* the object is complete first */      \
		*(volatile __typeof__(p) *)&(p) = (v);                  \
	} while (0)
/* NULL, or an object no reader can reach yet: no ordering needed */
#define RCU_INIT_POINTER(p, v)	((p) = (v))

void synchronize_rcu(void);
void call_rcu(struct rcu_head *head, rcu_callback_t func);
/* kernel/rcu.c, from __schedule() and from every CPU's tick */
void rcu_note_context_switch(int cpu);
void rcu_check_callbacks(int cpu, bool user);
void rcu_idle_enter(int cpu);
void rcu_idle_exit(int cpu);

#endif /* _LINUX_RCUPDATE_H */
