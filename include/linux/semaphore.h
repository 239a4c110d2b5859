/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/semaphore.h - counting semaphores: down() takes one of
 * count units, sleeping while there are none; up() gives one back and
 * wakes a sleeper (kernel/locking/semaphore.c).  Unlike a mutex a
 * semaphore has no owner: any task may up() it.
 */
#ifndef _LINUX_SEMAPHORE_H
#define _LINUX_SEMAPHORE_H

#include "linux/wait.h"

struct semaphore {
	spinlock_t lock;		/* protects count */
	int count;
	wait_queue_head_t wait;
};

#define __SEMAPHORE_INITIALIZER(name, n)				\
	{ .lock = __SPIN_LOCK_UNLOCKED((name).lock), .count = (n),	\
	  .wait = __WAIT_QUEUE_HEAD_INITIALIZER((name).wait) }

/* DEFINE_SEMAPHORE(name, n) since 6.4; DEFINE_SEMAPHORE(name) before: 1 */
#define __DEFINE_SEMAPHORE_N(name, n)					\
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, n)
#define __DEFINE_SEMAPHORE_1(name) __DEFINE_SEMAPHORE_N(name, 1)
#define __DEFINE_SEMAPHORE_PICK(_1, _2, fn, ...) fn
#define DEFINE_SEMAPHORE(...)						\
	__DEFINE_SEMAPHORE_PICK(__VA_ARGS__, __DEFINE_SEMAPHORE_N,	\
				__DEFINE_SEMAPHORE_1)(__VA_ARGS__)

void sema_init(struct semaphore *sem, int val);
void down(struct semaphore *sem);
int down_interruptible(struct semaphore *sem);
int down_killable(struct semaphore *sem);
int down_trylock(struct semaphore *sem);
int down_timeout(struct semaphore *sem, long timeout);
void up(struct semaphore *sem);

#endif /* _LINUX_SEMAPHORE_H */
