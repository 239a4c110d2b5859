/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/spinlock.h - spinlocks and reader-writer locks, Linux's
 * interface, for one CPU.
 *
 * With one CPU there is nobody to spin against: taking a lock disables
 * preemption (include/linux/preempt.h), so no other task runs until it is
 * released; the _irq/_irqsave variants also disable interrupts, for data
 * an interrupt handler shares, and _bh keeps timer callbacks away.  The
 * lock word is still kept, with its owner, so that the mistakes Linux's
 * CONFIG_DEBUG_SPINLOCK catches are caught here too, with its messages
 * (kernel/locking/spinlock.c): taking a lock twice ("recursion"), a lock
 * never initialised ("bad magic"), releasing one that is not held.
 */
#ifndef _LINUX_SPINLOCK_H
#define _LINUX_SPINLOCK_H

#include "linux/types.h"
#include "linux/preempt.h"
#include "asm/system.h"
#include "asm/bug.h"

#define SPINLOCK_MAGIC	0xdead4ead	/* Linux's value: a lock initialised */
#define RWLOCK_MAGIC	0xdeaf1eed

struct task_struct;

typedef struct spinlock {
	volatile unsigned int locked;
	unsigned int magic;
	struct task_struct *owner;
	const char *name;
	unsigned int refused;	/* recursive takes reported, not taken */
} spinlock_t;

/* readers > 0: that many readers; -1: one writer (owner) */
typedef struct {
	volatile int readers;
	unsigned int magic;
	struct task_struct *owner;
	const char *name;
} rwlock_t;

#define __SPIN_LOCK_UNLOCKED(lockname)                                  \
	{ .locked = 0, .magic = SPINLOCK_MAGIC, .owner = NULL,          \
	  .name = #lockname, .refused = 0 }
#define DEFINE_SPINLOCK(x)	spinlock_t x = __SPIN_LOCK_UNLOCKED(x)
#define spin_lock_init(lock)	__spin_lock_init((lock), #lock)

#define __RW_LOCK_UNLOCKED(lockname)                                    \
	{ .readers = 0, .magic = RWLOCK_MAGIC, .owner = NULL,           \
	  .name = #lockname }
#define DEFINE_RWLOCK(x)	rwlock_t x = __RW_LOCK_UNLOCKED(x)
#define rwlock_init(lock)	__rwlock_init((lock), #lock)

/* kernel/locking/spinlock.c */
void __spin_lock_init(spinlock_t *lock, const char *name);
void _raw_spin_lock(spinlock_t *lock);
void _raw_spin_unlock(spinlock_t *lock);
int _raw_spin_trylock(spinlock_t *lock);
void __rwlock_init(rwlock_t *lock, const char *name);
void _raw_read_lock(rwlock_t *lock);
void _raw_read_unlock(rwlock_t *lock);
void _raw_write_lock(rwlock_t *lock);
void _raw_write_unlock(rwlock_t *lock);

#define spin_lock(lock)		_raw_spin_lock(lock)
#define spin_unlock(lock)	_raw_spin_unlock(lock)
#define spin_trylock(lock)	_raw_spin_trylock(lock)
#define spin_is_locked(lock)	((lock)->locked != 0)
#define assert_spin_locked(lock) BUG_ON(!spin_is_locked(lock))
#define read_lock(lock)		_raw_read_lock(lock)
#define read_unlock(lock)	_raw_read_unlock(lock)
#define write_lock(lock)	_raw_write_lock(lock)
#define write_unlock(lock)	_raw_write_unlock(lock)

/*
 * The variants, one pattern for all three kinds: interrupts (or timer
 * callbacks) off before the lock is taken, back on after it is released.
 */
#define __lock_irq(take, lock)                                          \
	do {                                                            \
		local_irq_disable();                                    \
		take(lock);                                             \
	} while (0)
#define __unlock_irq(release, lock)                                     \
	do {                                                            \
		release(lock);                                          \
		local_irq_enable();                                     \
	} while (0)
#define __lock_irqsave(take, lock, flags)                               \
	do {                                                            \
		local_irq_save(flags);                                  \
		take(lock);                                             \
	} while (0)
#define __unlock_irqrestore(release, lock, flags)                       \
	do {                                                            \
		release(lock);                                          \
		local_irq_restore(flags);                               \
	} while (0)
#define __lock_bh(take, lock)                                           \
	do {                                                            \
		local_bh_disable();                                     \
		take(lock);                                             \
	} while (0)
#define __unlock_bh(release, lock)                                      \
	do {                                                            \
		release(lock);                                          \
		local_bh_enable();                                      \
	} while (0)

#define spin_lock_irq(l)		__lock_irq(spin_lock, l)
#define spin_unlock_irq(l)		__unlock_irq(spin_unlock, l)
#define spin_lock_irqsave(l, f)		__lock_irqsave(spin_lock, l, f)
#define spin_unlock_irqrestore(l, f)	__unlock_irqrestore(spin_unlock, l, f)
#define spin_lock_bh(l)			__lock_bh(spin_lock, l)
#define spin_unlock_bh(l)		__unlock_bh(spin_unlock, l)
#define read_lock_irq(l)		__lock_irq(read_lock, l)
#define read_unlock_irq(l)		__unlock_irq(read_unlock, l)
#define read_lock_irqsave(l, f)		__lock_irqsave(read_lock, l, f)
#define read_unlock_irqrestore(l, f)	__unlock_irqrestore(read_unlock, l, f)
#define read_lock_bh(l)			__lock_bh(read_lock, l)
#define read_unlock_bh(l)		__unlock_bh(read_unlock, l)
#define write_lock_irq(l)		__lock_irq(write_lock, l)
#define write_unlock_irq(l)		__unlock_irq(write_unlock, l)
#define write_lock_irqsave(l, f)	__lock_irqsave(write_lock, l, f)
#define write_unlock_irqrestore(l, f)	__unlock_irqrestore(write_unlock, l, f)
#define write_lock_bh(l)		__lock_bh(write_lock, l)
#define write_unlock_bh(l)		__unlock_bh(write_unlock, l)

#endif /* _LINUX_SPINLOCK_H */
