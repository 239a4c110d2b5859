// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/locking/mutex.c - sleeping locks with an owner
 * (include/linux/mutex.h), checked.
 *
 * A task taking a mutex it already holds would sleep forever, waiting
 * for itself; one releasing a mutex it does not hold breaks the owner's
 * critical section.  Linux's lockdep reports both with the banners used
 * here ("possible recursive locking detected", "bad unlock balance
 * detected!"), followed by a stack dump.  For teaching, the deadlock is
 * reported and not entered: mutex_lock() returns without the lock (and
 * the mutex_unlock() paired with it is skipped, so the outer critical
 * section keeps the lock), and a release by another task is refused.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/mutex.h"
#include "asm/cmpxchg.h"
#include "lock_report.h"

static void lockdep_banner(const char *title)
{
	size_t n = strlen(title) + 1;

	printk(KERN_WARNING "\n");
	while (n--)
		pr_cont("=");
	printk(KERN_WARNING "%s\n", title);
	n = strlen(title) + 1;
	while (n--)
		pr_cont("-");
	pr_cont("\n");
}

/* A sleeping lock of this name taken again by its holder, in fn() (the
 * read-write semaphores' too, kernel/locking/rwsem.c) */
void lock_report_recursion(const char *name, const char *fn)
{
	lockdep_banner("WARNING: possible recursive locking detected");
	printk(KERN_WARNING "%s/%d is trying to acquire lock:\n (%s)\n\n"
	       "but task is already holding lock:\n (%s)\n\n"
	       " *** DEADLOCK ***\n\n", current->comm, current->pid,
	       name, name);
	dump_stack();
	printk(KERN_WARNING "oops386: %s() returns without the lock "
	       "instead of sleeping forever\n", fn);
}

/* One released by a task that does not hold it; owner: who does, if
 * known (read before the stack dump, which may sleep) */
void lock_report_bad_unlock(const char *name,
			    const struct task_struct *owner)
{
	lockdep_banner("WARNING: bad unlock balance detected!");
	printk(KERN_WARNING "%s/%d is trying to release lock (%s) at:\n",
	       current->comm, current->pid, name);
	dump_stack();
	if (owner)
		printk(KERN_WARNING "but the lock is held by %s/%d: "
		       "oops386 leaves it locked\n", owner->comm, owner->pid);
	else
		printk(KERN_WARNING "but there are no more locks to "
		       "release!\n");
}

void __mutex_init(struct mutex *lock, const char *name)
{
	lock->owner = NULL;
	init_waitqueue_head(&lock->wait_list);
	lock->name = name;
	lock->refused = 0;
}
EXPORT_SYMBOL(__mutex_init);

/* The owner word is the lock: one LOCK CMPXCHG from NULL to us, so two
 * CPUs trying at once cannot both succeed (asm/cmpxchg.h). */
int mutex_trylock(struct mutex *lock)
{
	return cmpxchg(&lock->owner, NULL, current) == NULL;
}
EXPORT_SYMBOL(mutex_trylock);

/*
 * Take the lock, sleeping in state while another task holds it: 0 when
 * taken (or refused: an interrupt handler, a recursion, both reported),
 * -EINTR when a signal the state lets in came first.
 */
static int mutex_lock_state(struct mutex *lock, int state)
{
	if (!__might_sleep(__FILE__, __LINE__))
		return 0;	/* an interrupt handler: reported */
	if (lock->owner == current) {
		lock_report_recursion(lock->name, "mutex_lock");
		lock->refused++;
		return 0;
	}
	if (__wait_event_state(lock->wait_list, mutex_trylock(lock), state))
		return -EINTR;
	return 0;
}

void mutex_lock(struct mutex *lock)
{
	mutex_lock_state(lock, TASK_UNINTERRUPTIBLE);
}
EXPORT_SYMBOL(mutex_lock);

int mutex_lock_interruptible(struct mutex *lock)
{
	return mutex_lock_state(lock, TASK_INTERRUPTIBLE);
}
EXPORT_SYMBOL(mutex_lock_interruptible);

int mutex_lock_killable(struct mutex *lock)
{
	return mutex_lock_state(lock, TASK_KILLABLE);
}
EXPORT_SYMBOL(mutex_lock_killable);

void mutex_unlock(struct mutex *lock)
{
	if (lock->owner != current) {
		lock_report_bad_unlock(lock->name, lock->owner);
		return;
	}
	if (lock->refused) {
		lock->refused--;	/* pairs with a refused mutex_lock() */
		return;
	}
	/* released before the waiters are woken: a waiter that tested
	 * the lock before this is already on wait_list (kernel/wait.c) */
	xchg(&lock->owner, NULL);
	wake_up(&lock->wait_list);
}
EXPORT_SYMBOL(mutex_unlock);
