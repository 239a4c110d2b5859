/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/spinlock.h - spinlocks and reader-writer locks, Linux's
 * interface, real on several CPUs.
 *
 * The lock itself is the architecture's (asm/spinlock.h: a ticket lock,
 * a biased reader count), taken with locked instructions, so two CPUs
 * never both hold it.  Taking a lock also disables preemption
 * (include/linux/preempt.h), so no other task runs on this CPU until it
 * is released; the _irq/_irqsave variants also disable this CPU's
 * interrupts, for data an interrupt handler shares (an interrupt that
 * came while its own CPU held the lock would spin forever), and _bh
 * keeps timer callbacks away.  Around the lock, the owner task and CPU
 * are kept, so that the mistakes Linux's CONFIG_DEBUG_SPINLOCK catches
 * are caught here too, with its messages (kernel/locking/spinlock.c):
 * taking a lock twice ("recursion"), a lock never initialised ("bad
 * magic"), releasing one that is not held, a lock held too long
 * ("lockup suspected").
 */
#ifndef _LINUX_SPINLOCK_H
#define _LINUX_SPINLOCK_H

#include "linux/types.h"
#include "linux/preempt.h"
#include "asm/system.h"
#include "asm/bug.h"
#include "asm/spinlock.h"

#define SPINLOCK_MAGIC	0xdead4ead	/* Linux's value: a lock initialised */
#define RWLOCK_MAGIC	0xdeaf1eed

struct task_struct;

/* What the checks keep beside each lock (kernel/locking/spinlock.c) */
struct lock_debug {
	unsigned int magic;
	int owner_cpu;			/* -1: nobody (for rwlocks: no writer) */
	struct task_struct *owner;	/* for rwlocks: the writer */
	const char *name;
	unsigned int refused;	/* recursive takes reported, not taken */
	atomic_t lockups;	/* lockups reported, both CPUs' traces out */
};

typedef struct spinlock {
	arch_spinlock_t raw_lock;
	struct lock_debug dbg;
} spinlock_t;

typedef struct {
	arch_rwlock_t raw_lock;
	struct lock_debug dbg;
} rwlock_t;

#define __LOCK_DEBUG_INIT(m, lockname)                                  \
	{ .magic = (m), .owner_cpu = -1, .owner = NULL,                 \
	  .name = #lockname, .refused = 0, .lockups = ATOMIC_INIT(0) }
#define __SPIN_LOCK_UNLOCKED(lockname)                                  \
	{ .raw_lock = __ARCH_SPIN_LOCK_UNLOCKED,                        \
	  .dbg = __LOCK_DEBUG_INIT(SPINLOCK_MAGIC, lockname) }
#define DEFINE_SPINLOCK(x)	spinlock_t x = __SPIN_LOCK_UNLOCKED(x)
#define spin_lock_init(lock)	__spin_lock_init((lock), #lock)

#define __RW_LOCK_UNLOCKED(lockname)                                    \
	{ .raw_lock = __ARCH_RW_LOCK_UNLOCKED,                          \
	  .dbg = __LOCK_DEBUG_INIT(RWLOCK_MAGIC, lockname) }
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
int _raw_read_trylock(rwlock_t *lock);
int _raw_write_trylock(rwlock_t *lock);

#define spin_lock(lock)		_raw_spin_lock(lock)
#define spin_unlock(lock)	_raw_spin_unlock(lock)
#define spin_trylock(lock)	_raw_spin_trylock(lock)
#define spin_is_locked(lock)	arch_spin_is_locked(&(lock)->raw_lock)
#define assert_spin_locked(lock) BUG_ON(!spin_is_locked(lock))
#define read_lock(lock)		_raw_read_lock(lock)
#define read_trylock(lock)	_raw_read_trylock(lock)
#define write_trylock(lock)	_raw_write_trylock(lock)
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
/* Interrupts stay off only if the lock was taken */
#define spin_trylock_irqsave(l, f)                                      \
	({                                                              \
		local_irq_save(f);                                      \
		spin_trylock(l) ? 1 : ({ local_irq_restore(f); 0; });   \
	})
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
