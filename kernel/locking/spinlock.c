// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/locking/spinlock.c - spinlocks and reader-writer locks on one
 * CPU, checked (include/linux/spinlock.h says why there is no spinning).
 *
 * The reports are Linux's CONFIG_DEBUG_SPINLOCK ones ("BUG: spinlock
 * recursion on CPU#0, insmod/12" and the lock's state on the next line),
 * followed by a stack dump.  On one CPU a lock found held can never be
 * released while we wait (its holder cannot run until we stop), so a
 * real kernel would hang here; for teaching, the report is made and the
 * lock is not taken, and the caller goes on.  A refused recursive take
 * is counted, so that the unlock paired with it is skipped too and the
 * outer critical section ends where its own unlock is.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/spinlock.h"

static const char *owner_comm(const struct task_struct *t)
{
	return t ? t->comm : "<none>";
}

static int owner_pid(const struct task_struct *t)
{
	return t ? t->pid : -1;
}

static void lock_bug(const char *kind, const char *msg, const char *name,
		     unsigned int magic, const struct task_struct *owner)
{
	printk(KERN_EMERG "BUG: %s %s on CPU#0, %s/%d\n", kind, msg,
	       current->comm, current->pid);
	printk(KERN_EMERG " lock: %s, .magic: %08x, .owner: %s/%d, "
	       ".owner_cpu: 0\n", name, magic, owner_comm(owner),
	       owner_pid(owner));
	dump_stack();
}

/* Whether taking the lock can go on, or why not (reported). */
static bool spin_can_take(spinlock_t *lock)
{
	const char *why = NULL;

	if (lock->magic != SPINLOCK_MAGIC)
		why = "bad magic";
	else if (lock->locked && lock->owner == current)
		why = "recursion";
	else if (lock->locked)
		why = "lockup suspected";	/* its holder slept */
	if (why)
		lock_bug("spinlock", why, lock->name, lock->magic, lock->owner);
	return !why;
}

void __spin_lock_init(spinlock_t *lock, const char *name)
{
	lock->locked = 0;
	lock->magic = SPINLOCK_MAGIC;
	lock->owner = NULL;
	lock->name = name;
	lock->refused = 0;
}
EXPORT_SYMBOL(__spin_lock_init);

void _raw_spin_lock(spinlock_t *lock)
{
	if (!spin_can_take(lock)) {
		if (lock->owner == current)
			lock->refused++;
		return;
	}
	preempt_disable();
	lock->locked = 1;
	lock->owner = current;
}
EXPORT_SYMBOL(_raw_spin_lock);

int _raw_spin_trylock(spinlock_t *lock)
{
	preempt_disable();
	if (lock->locked) {
		preempt_enable();
		return 0;
	}
	lock->locked = 1;
	lock->owner = current;
	return 1;
}
EXPORT_SYMBOL(_raw_spin_trylock);

void _raw_spin_unlock(spinlock_t *lock)
{
	const char *why = NULL;

	if (lock->refused && lock->owner == current) {
		lock->refused--;	/* pairs with a refused spin_lock() */
		return;
	}
	if (lock->magic != SPINLOCK_MAGIC)
		why = "bad magic";
	else if (!lock->locked)
		why = "already unlocked";
	else if (lock->owner != current)
		why = "wrong owner";
	if (why) {
		lock_bug("spinlock", why, lock->name, lock->magic, lock->owner);
		return;
	}
	lock->owner = NULL;
	lock->locked = 0;
	preempt_enable();
}
EXPORT_SYMBOL(_raw_spin_unlock);

void __rwlock_init(rwlock_t *lock, const char *name)
{
	lock->readers = 0;
	lock->magic = RWLOCK_MAGIC;
	lock->owner = NULL;
	lock->name = name;
}
EXPORT_SYMBOL(__rwlock_init);

/* A reader waits for no writer; a writer for nobody at all. */
static bool rw_can_take(rwlock_t *lock, bool write)
{
	const char *why = NULL;

	if (lock->magic != RWLOCK_MAGIC)
		why = "bad magic";
	else if (lock->readers < 0 && lock->owner == current)
		why = "recursion";
	else if (lock->readers < 0 || (write && lock->readers))
		why = "lockup suspected";
	if (why)
		lock_bug("rwlock", why, lock->name, lock->magic, lock->owner);
	return !why;
}

void _raw_read_lock(rwlock_t *lock)
{
	if (!rw_can_take(lock, false))
		return;
	preempt_disable();
	lock->readers++;
}
EXPORT_SYMBOL(_raw_read_lock);

void _raw_read_unlock(rwlock_t *lock)
{
	if (lock->readers <= 0) {
		lock_bug("rwlock", "read unlock without a reader", lock->name,
			 lock->magic, lock->owner);
		return;
	}
	lock->readers--;
	preempt_enable();
}
EXPORT_SYMBOL(_raw_read_unlock);

void _raw_write_lock(rwlock_t *lock)
{
	if (!rw_can_take(lock, true))
		return;
	preempt_disable();
	lock->readers = -1;
	lock->owner = current;
}
EXPORT_SYMBOL(_raw_write_lock);

void _raw_write_unlock(rwlock_t *lock)
{
	if (lock->readers >= 0 || lock->owner != current) {
		lock_bug("rwlock", "wrong owner", lock->name, lock->magic,
			 lock->owner);
		return;
	}
	lock->owner = NULL;
	lock->readers = 0;
	preempt_enable();
}
EXPORT_SYMBOL(_raw_write_unlock);
