/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/notifier.h - notifier chains (kernel/notifier.c): a list
 * of callbacks, highest priority first, that whoever owns the chain
 * calls with an event and its data.  Linux 6.1's three kinds and names:
 * an atomic chain is called from any context (its callbacks must not
 * sleep), a blocking one from process context (they may), a raw one
 * under the caller's own locking.  A callback answers NOTIFY_DONE or
 * NOTIFY_OK, or stops the walk with NOTIFY_STOP_MASK in its answer
 * (NOTIFY_BAD, NOTIFY_STOP); notifier_from_errno() carries an errno.
 */
#ifndef _LINUX_NOTIFIER_H
#define _LINUX_NOTIFIER_H

#include "linux/errno.h"
#include "linux/mutex.h"
#include "linux/spinlock.h"

struct notifier_block;

typedef int (*notifier_fn_t)(struct notifier_block *nb,
			     unsigned long action, void *data);

struct notifier_block {
	notifier_fn_t notifier_call;
	struct notifier_block *next;
	int priority;			/* higher runs earlier */
};

struct atomic_notifier_head {
	spinlock_t lock;		/* registrations; calls read under RCU */
	struct notifier_block *head;
};

/* Linux's has an rw_semaphore, callers in parallel; a mutex here */
struct blocking_notifier_head {
	struct mutex mutex;
	struct notifier_block *head;
};

struct raw_notifier_head {
	struct notifier_block *head;
};

#define ATOMIC_NOTIFIER_INIT(name) {				\
	.lock = __SPIN_LOCK_UNLOCKED(name.lock), .head = NULL }
#define BLOCKING_NOTIFIER_INIT(name) {				\
	.mutex = __MUTEX_INITIALIZER(name.mutex), .head = NULL }
#define RAW_NOTIFIER_INIT(name) { .head = NULL }

#define ATOMIC_NOTIFIER_HEAD(name)				\
	struct atomic_notifier_head name = ATOMIC_NOTIFIER_INIT(name)
#define BLOCKING_NOTIFIER_HEAD(name)				\
	struct blocking_notifier_head name = BLOCKING_NOTIFIER_INIT(name)
#define RAW_NOTIFIER_HEAD(name)					\
	struct raw_notifier_head name = RAW_NOTIFIER_INIT(name)

#define ATOMIC_INIT_NOTIFIER_HEAD(nh) do {			\
	spin_lock_init(&(nh)->lock);				\
	(nh)->head = NULL;					\
} while (0)
#define BLOCKING_INIT_NOTIFIER_HEAD(nh) do {			\
	mutex_init(&(nh)->mutex);				\
	(nh)->head = NULL;					\
} while (0)
#define RAW_INIT_NOTIFIER_HEAD(nh)	((nh)->head = NULL)

#define NOTIFY_DONE		0x0000	/* not interested */
#define NOTIFY_OK		0x0001	/* handled */
#define NOTIFY_STOP_MASK	0x8000	/* no further callback */
#define NOTIFY_BAD		(NOTIFY_STOP_MASK | 0x0002)
#define NOTIFY_STOP		(NOTIFY_OK | NOTIFY_STOP_MASK)

/* An errno as an answer that stops the chain, and back */
static inline int notifier_from_errno(int err)
{
	return err ? NOTIFY_STOP_MASK | (NOTIFY_OK - err) : NOTIFY_OK;
}

static inline int notifier_to_errno(int ret)
{
	ret &= ~NOTIFY_STOP_MASK;
	return ret > NOTIFY_OK ? NOTIFY_OK - ret : 0;
}

/* register: 0, or -EEXIST (and a warning) for a block already on the
 * chain; unregister: 0, or -ENOENT for one that is not */
int atomic_notifier_chain_register(struct atomic_notifier_head *nh,
				   struct notifier_block *nb);
int atomic_notifier_chain_unregister(struct atomic_notifier_head *nh,
				     struct notifier_block *nb);
int atomic_notifier_call_chain(struct atomic_notifier_head *nh,
			       unsigned long val, void *v);
int blocking_notifier_chain_register(struct blocking_notifier_head *nh,
				     struct notifier_block *nb);
int blocking_notifier_chain_unregister(struct blocking_notifier_head *nh,
				       struct notifier_block *nb);
int blocking_notifier_call_chain(struct blocking_notifier_head *nh,
				 unsigned long val, void *v);
int raw_notifier_chain_register(struct raw_notifier_head *nh,
				struct notifier_block *nb);
int raw_notifier_chain_unregister(struct raw_notifier_head *nh,
				  struct notifier_block *nb);
int raw_notifier_call_chain(struct raw_notifier_head *nh,
			    unsigned long val, void *v);

#endif /* _LINUX_NOTIFIER_H */
