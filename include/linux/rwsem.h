/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rwsem.h - reader-writer semaphores, Linux's interface
 * (kernel/locking/rwsem.c): any number of readers at once, or one
 * writer; a task that cannot have it sleeps.  Writers come first: once
 * a writer waits, new readers wait behind it.  The writer and the first
 * RWSEM_READERS_TRACKED readers are recorded, so a task taking the lock
 * again while it holds it - which with a writer waiting in between
 * would sleep forever - is reported (lockdep's "possible recursive
 * locking detected") and not taken.
 */
#ifndef _LINUX_RWSEM_H
#define _LINUX_RWSEM_H

#include "linux/types.h"
#include "linux/spinlock.h"
#include "linux/wait.h"

struct task_struct;

#define RWSEM_READERS_TRACKED	4
#define RWSEM_WRITER		(-1L)	/* count while a writer holds it */

/* A holder, and its recursive takes that were reported and refused
 * (the releases paired with them are skipped) */
struct rwsem_holder {
	struct task_struct *task;
	unsigned int refused;
};

struct rw_semaphore {
	spinlock_t wait_lock;	/* protects everything below but wait */
	long count;		/* readers holding it, or RWSEM_WRITER */
	unsigned int writers_waiting;
	struct rwsem_holder writer;
	struct rwsem_holder readers[RWSEM_READERS_TRACKED];
	wait_queue_head_t wait;
	const char *name;
};

#define init_rwsem(sem)		__init_rwsem((sem), #sem)

void __init_rwsem(struct rw_semaphore *sem, const char *name);
void down_read(struct rw_semaphore *sem);
int down_read_trylock(struct rw_semaphore *sem);
void up_read(struct rw_semaphore *sem);
void down_write(struct rw_semaphore *sem);
void up_write(struct rw_semaphore *sem);

#endif /* _LINUX_RWSEM_H */
