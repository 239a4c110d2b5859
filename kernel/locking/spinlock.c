// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/locking/spinlock.c - spinlocks and reader-writer locks, checked
 * (include/linux/spinlock.h; the bare locks are asm/spinlock.h).
 *
 * The reports are Linux's CONFIG_DEBUG_SPINLOCK ones ("BUG: spinlock
 * recursion on CPU#0, insmod/12" and the lock's state on the next line,
 * with the CPU that holds it), followed by a stack dump.
 *
 * A lock found held is waited for only if its holder can release it
 * while we spin: a holder on another CPU.  One on this CPU cannot run
 * until we stop (it slept with the lock held, or we are an interrupt
 * handler that came while it held it), and with one CPU online no holder
 * can: a real kernel would hang.  For teaching, the report is made and
 * the lock is not taken, and the caller goes on.  A refused recursive
 * take is counted, so that the unlock paired with it is skipped too and
 * the outer critical section ends where its own unlock is.  A holder on
 * another CPU that keeps the lock about a second (lockup_suspected()) is
 * reported ("lockup suspected", its CPU in .owner_cpu), with this CPU's
 * call trace and then the holder's, which a non-maskable interrupt asks
 * that CPU for (trigger_single_cpu_backtrace(), arch/i386/kernel/nmi.c:
 * it may be spinning with interrupts off), and then waited for, as
 * Linux does: it may still let go.
 *
 * The owner fields are written only by the holder, after taking the lock
 * and before releasing it, so a task that finds itself there does hold
 * it, and a CPU that finds its own number there is that holder's CPU
 * (this CPU wrote it, and would have cleared it before running us).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/nmi.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/spinlock.h"
#include "linux/timex.h"
#include "asm/tsc.h"

/* Tries before a lockup is suspected on a CPU without a time stamp
 * counter: about a second of spinning under QEMU's TCG */
#define SPIN_LOCKUP_LOOPS	(1UL << 24)
#define SPIN_LOCKUP_MS		1000

typedef bool (*try_lock_fn)(void *raw);

static const char *owner_comm(const struct task_struct *t)
{
	return t ? t->comm : "<none>";
}

static int owner_pid(const struct task_struct *t)
{
	return t ? t->pid : -1;
}

static void lock_bug(const char *kind, const char *msg,
		     const struct lock_debug *d)
{
	const struct task_struct *owner = d->owner;

	printk(KERN_EMERG "BUG: %s %s on CPU#%d, %s/%d\n", kind, msg,
	       raw_smp_processor_id(), current->comm, current->pid);
	printk(KERN_EMERG " lock: %s, .magic: %08x, .owner: %s/%d, "
	       ".owner_cpu: %d\n", d->name, d->magic, owner_comm(owner),
	       owner_pid(owner), d->owner_cpu);
	dump_stack();
}

static void debug_init(struct lock_debug *d, unsigned int magic,
		       const char *name)
{
	d->magic = magic;
	d->owner_cpu = -1;
	d->owner = NULL;
	d->name = name;
	d->refused = 0;
	atomic_set(&d->lockups, 0);
}

/* Before a take: whether it may go on, or why not (reported). */
static bool check_take(struct lock_debug *d, const char *kind,
		       unsigned int magic)
{
	const char *why = NULL;

	if (d->magic != magic)
		why = "bad magic";
	else if (d->owner == current)
		why = "recursion";
	if (!why)
		return true;
	lock_bug(kind, why, d);
	if (d->owner == current)
		d->refused++;
	return false;
}

/* The holder cannot let go while this CPU spins (see the top). */
static bool holder_stuck(const struct lock_debug *d)
{
	return num_online_cpus() == 1 ||
	       d->owner_cpu == (int)smp_processor_id();
}

/*
 * Whether a lockup is suspected after n tries since start: after about
 * a second, as Linux's loops_per_jiffy * HZ delays.  Counted by the time
 * stamp counter, which keeps real time under QEMU however slow two CPUs'
 * locked instructions on one word get (2^24 tries took over 10 s on 2
 * CPUs of a busy host, and the soft-lockup report came first).
 */
static bool lockup_suspected(cycles_t start, unsigned long n)
{
	unsigned long khz = tsc_khz();

	if (!khz)
		return n >= SPIN_LOCKUP_LOOPS;
	return get_cycles() - start >= (cycles_t)khz * SPIN_LOCKUP_MS;
}

/*
 * Take the lock with try (preemption already off): true once taken,
 * false when its holder can never let go (reported, not taken).
 */
static bool spin_take(struct lock_debug *d, const char *kind,
		      try_lock_fn try, void *raw)
{
	cycles_t start;
	unsigned long n;

	/* The common case reads no clock: a time left on the stack would
	 * differ from boot to boot in an oops's Stack: lines (docs/oops.md) */
	if (try(raw))
		return true;
	start = get_cycles();
	for (n = 0; !lockup_suspected(start, n); n++) {
		if (try(raw))
			return true;
		if (holder_stuck(d))
			break;
		cpu_relax();
	}
	lock_bug(kind, "lockup suspected", d);
	if (holder_stuck(d))
		return false;
	trigger_single_cpu_backtrace(d->owner_cpu);
	atomic_inc(&d->lockups);
	while (!try(raw))
		cpu_relax();
	return true;
}

static void set_owner(struct lock_debug *d)
{
	d->owner = current;
	d->owner_cpu = (int)smp_processor_id();
}

static void clear_owner(struct lock_debug *d)
{
	d->owner_cpu = -1;
	d->owner = NULL;
}

/* An unlock that pairs with a refused recursive take: skipped. */
static bool unlock_refused(struct lock_debug *d)
{
	if (!d->refused || d->owner != current)
		return false;
	d->refused--;
	return true;
}

/* Whether current, on this CPU, holds d as its owner, or why not. */
static const char *owner_mismatch(const struct lock_debug *d)
{
	if (d->owner != current)
		return "wrong owner";
	if (d->owner_cpu != (int)smp_processor_id())
		return "wrong CPU";
	return NULL;
}

/* One try, preemption off only if it took the lock; d: the owner to
 * record (NULL for a reader, who is not recorded) */
static int try_once(struct lock_debug *d, try_lock_fn try, void *raw)
{
	preempt_disable();
	if (!try(raw)) {
		preempt_enable();
		return 0;
	}
	if (d)
		set_owner(d);
	return 1;
}

static bool try_spin(void *raw)
{
	return arch_spin_trylock(raw);
}

static bool try_read(void *raw)
{
	return arch_read_trylock(raw);
}

static bool try_write(void *raw)
{
	return arch_write_trylock(raw);
}

void __spin_lock_init(spinlock_t *lock, const char *name)
{
	lock->raw_lock = (arch_spinlock_t)__ARCH_SPIN_LOCK_UNLOCKED;
	debug_init(&lock->dbg, SPINLOCK_MAGIC, name);
}
EXPORT_SYMBOL(__spin_lock_init);

void _raw_spin_lock(spinlock_t *lock)
{
	preempt_disable();
	if (check_take(&lock->dbg, "spinlock", SPINLOCK_MAGIC) &&
	    spin_take(&lock->dbg, "spinlock", try_spin, &lock->raw_lock)) {
		set_owner(&lock->dbg);
		return;
	}
	preempt_enable();
}
EXPORT_SYMBOL(_raw_spin_lock);

int _raw_spin_trylock(spinlock_t *lock)
{
	return try_once(&lock->dbg, try_spin, &lock->raw_lock);
}
EXPORT_SYMBOL(_raw_spin_trylock);

void _raw_spin_unlock(spinlock_t *lock)
{
	const char *why = NULL;

	if (unlock_refused(&lock->dbg))
		return;
	if (lock->dbg.magic != SPINLOCK_MAGIC)
		why = "bad magic";
	else if (!arch_spin_is_locked(&lock->raw_lock))
		why = "already unlocked";
	else
		why = owner_mismatch(&lock->dbg);
	if (why) {
		lock_bug("spinlock", why, &lock->dbg);
		return;
	}
	clear_owner(&lock->dbg);
	arch_spin_unlock(&lock->raw_lock);
	preempt_enable();
}
EXPORT_SYMBOL(_raw_spin_unlock);

void __rwlock_init(rwlock_t *lock, const char *name)
{
	lock->raw_lock = (arch_rwlock_t)__ARCH_RW_LOCK_UNLOCKED;
	debug_init(&lock->dbg, RWLOCK_MAGIC, name);
}
EXPORT_SYMBOL(__rwlock_init);

/* Readers are not recorded (there may be many): a reader taking the
 * write lock is only seen as a lockup, as in Linux. */
void _raw_read_lock(rwlock_t *lock)
{
	preempt_disable();
	if (check_take(&lock->dbg, "rwlock", RWLOCK_MAGIC) &&
	    spin_take(&lock->dbg, "rwlock", try_read, &lock->raw_lock))
		return;
	preempt_enable();
}
EXPORT_SYMBOL(_raw_read_lock);

int _raw_read_trylock(rwlock_t *lock)
{
	return try_once(NULL, try_read, &lock->raw_lock);
}
EXPORT_SYMBOL(_raw_read_trylock);

void _raw_read_unlock(rwlock_t *lock)
{
	if (unlock_refused(&lock->dbg))
		return;
	if (!arch_rw_is_locked(&lock->raw_lock) || lock->dbg.owner) {
		lock_bug("rwlock", "read unlock without a reader", &lock->dbg);
		return;
	}
	arch_read_unlock(&lock->raw_lock);
	preempt_enable();
}
EXPORT_SYMBOL(_raw_read_unlock);

void _raw_write_lock(rwlock_t *lock)
{
	preempt_disable();
	if (check_take(&lock->dbg, "rwlock", RWLOCK_MAGIC) &&
	    spin_take(&lock->dbg, "rwlock", try_write, &lock->raw_lock)) {
		set_owner(&lock->dbg);
		return;
	}
	preempt_enable();
}
EXPORT_SYMBOL(_raw_write_lock);

int _raw_write_trylock(rwlock_t *lock)
{
	return try_once(&lock->dbg, try_write, &lock->raw_lock);
}
EXPORT_SYMBOL(_raw_write_trylock);

void _raw_write_unlock(rwlock_t *lock)
{
	const char *why = owner_mismatch(&lock->dbg);

	if (unlock_refused(&lock->dbg))
		return;
	if (why) {
		lock_bug("rwlock", why, &lock->dbg);
		return;
	}
	clear_owner(&lock->dbg);
	arch_write_unlock(&lock->raw_lock);
	preempt_enable();
}
EXPORT_SYMBOL(_raw_write_unlock);
