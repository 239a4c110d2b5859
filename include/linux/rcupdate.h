/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rcupdate.h - read-copy update on one CPU, as Linux's
 * Tiny RCU does it.  A reader's section, rcu_read_lock() to
 * rcu_read_unlock(), holds preemption off and may not sleep, so on one
 * CPU no task switch happens inside one; a task that calls
 * synchronize_rcu() (which may sleep, and says so in atomic context) is
 * therefore not inside a section, and none can be running: every reader
 * that could see the old pointer is done, the grace period is over, and
 * the old object may be freed.  An updater publishes with
 * rcu_assign_pointer() (the object's fields are stored before the
 * pointer: a compiler barrier, all i386 needs, its stores being seen in
 * order, Intel SDM vol. 3A 9.2.2) and a reader fetches once with
 * rcu_dereference().  Callbacks after a grace period (call_rcu,
 * kfree_rcu) are not here.
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

#endif /* _LINUX_RCUPDATE_H */
