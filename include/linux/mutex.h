/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mutex.h - sleeping locks with an owner, Linux's interface
 * (kernel/locking/mutex.c).  A task that finds the mutex taken sleeps
 * until the owner releases it.  The owner is recorded, so the mistakes
 * Linux's lockdep and CONFIG_DEBUG_MUTEXES catch are caught here too: a
 * mutex taken twice by its owner, released by another task, taken in
 * atomic context.
 */
#ifndef _LINUX_MUTEX_H
#define _LINUX_MUTEX_H

#include "linux/types.h"
#include "linux/wait.h"

struct task_struct;

struct mutex {
	struct task_struct *owner;	/* NULL: unlocked */
	wait_queue_head_t wait_list;
	const char *name;
	unsigned int refused;		/* recursive locks reported, not taken */
};

#define __MUTEX_INITIALIZER(lockname)                                   \
	{ .owner = NULL,                                                \
	  .wait_list = __WAIT_QUEUE_HEAD_INITIALIZER((lockname).wait_list), \
	  .name = #lockname, .refused = 0 }
#define DEFINE_MUTEX(m)		struct mutex m = __MUTEX_INITIALIZER(m)
#define mutex_init(m)		__mutex_init((m), #m)

void __mutex_init(struct mutex *lock, const char *name);
void mutex_lock(struct mutex *lock);
int mutex_lock_interruptible(struct mutex *lock);
int mutex_lock_killable(struct mutex *lock);
int mutex_trylock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);

static inline bool mutex_is_locked(const struct mutex *lock)
{
	return lock->owner != NULL;
}

static inline void mutex_destroy(struct mutex *lock)
{
	(void)lock;
}

#endif /* _LINUX_MUTEX_H */
