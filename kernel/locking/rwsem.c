// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/locking/rwsem.c - reader-writer semaphores
 * (include/linux/rwsem.h), correct on several CPUs and checked.
 *
 * The state - count (readers in, or RWSEM_WRITER), the writers waiting,
 * who holds it - changes only under wait_lock, so two CPUs never both
 * find it free.  A task that cannot have it sleeps on wait, put there
 * before it tests again (kernel/wait.c), so a release between its test
 * and its sleep still wakes it; a release wakes every sleeper and each
 * tests again (a reader leaving wakes them only when it was the last).
 *
 * Writers first: a reader may enter only while no writer waits.  The
 * readers of an address space (mm->mmap_lock, include/linux/mmap_lock.h)
 * are page faults, which a program's threads make all the time; letting
 * new readers in past a waiting writer would let them keep munmap(2) out
 * for as long as they fault.  FIFO order would be fairer to the readers
 * too, but needs a queue of who came when; with writers first the one
 * cost is Linux's rule for its rwsems: a task must never take the read
 * side twice, for a writer that came in between would wait for the
 * first and the second for the writer.  That mistake, and a writer
 * taking it again, is what the checks below report (lockdep's words,
 * kernel/locking/mutex.c): the second take is refused instead of
 * sleeping forever, and the release paired with it skipped.  A release
 * by a task that does not hold it is reported and refused too.  The
 * readers are recorded in RWSEM_READERS_TRACKED places: more at once go
 * unrecorded, and unchecked.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/preempt.h"
#include "linux/sched.h"
#include "linux/rwsem.h"
#include "lock_report.h"

void __init_rwsem(struct rw_semaphore *sem, const char *name)
{
	memset(sem, 0, sizeof(*sem));
	spin_lock_init(&sem->wait_lock);
	init_waitqueue_head(&sem->wait);
	sem->name = name;
}
EXPORT_SYMBOL(__init_rwsem);

/* current's record as a holder, NULL if it does not hold sem (or is a
 * reader beyond the tracked ones); wait_lock held */
static struct rwsem_holder *holder_of(struct rw_semaphore *sem)
{
	int i;

	if (sem->writer.task == current)
		return &sem->writer;
	for (i = 0; i < RWSEM_READERS_TRACKED; i++)
		if (sem->readers[i].task == current)
			return &sem->readers[i];
	return NULL;
}

static void note_reader(struct rw_semaphore *sem)
{
	int i;

	for (i = 0; i < RWSEM_READERS_TRACKED; i++)
		if (!sem->readers[i].task) {
			sem->readers[i].task = current;
			return;
		}
}

/* Let a reader in if it may: true if it did; wait_lock held */
static bool read_take_locked(struct rw_semaphore *sem)
{
	if (sem->count < 0 || sem->writers_waiting)
		return false;
	sem->count++;
	note_reader(sem);
	return true;
}

/* Let the reader or writer in if it may: true if it did.  waiting: a
 * writer that counted itself in writers_waiting. */
static bool take(struct rw_semaphore *sem, bool write, bool waiting)
{
	unsigned long flags;
	bool ok;

	spin_lock_irqsave(&sem->wait_lock, flags);
	if (write) {
		ok = !sem->count;
		if (ok) {
			sem->count = RWSEM_WRITER;
			sem->writer.task = current;
			sem->writers_waiting -= waiting;
		} else if (!waiting) {
			sem->writers_waiting++;
		}
	} else {
		ok = read_take_locked(sem);
	}
	spin_unlock_irqrestore(&sem->wait_lock, flags);
	return ok;
}

/* Is current a holder already?  Then the take is reported and refused
 * (true): it would wait for itself. */
static bool refuse_recursion(struct rw_semaphore *sem, const char *fn)
{
	struct rwsem_holder *h;
	unsigned long flags;

	spin_lock_irqsave(&sem->wait_lock, flags);
	h = holder_of(sem);
	if (h)
		h->refused++;
	spin_unlock_irqrestore(&sem->wait_lock, flags);
	if (h)
		lock_report_recursion(sem->name, fn);
	return h != NULL;
}

/* Take it, sleeping until it may be had.  In an interrupt handler it is
 * reported (might_sleep) and not taken, as a mutex is not. */
static void down_common(struct rw_semaphore *sem, bool write, const char *fn)
{
	if (!__might_sleep(__FILE__, __LINE__) || refuse_recursion(sem, fn))
		return;
	if (!take(sem, write, false))
		wait_event(sem->wait, take(sem, write, true));
}

void down_read(struct rw_semaphore *sem)
{
	down_common(sem, false, "down_read");
}
EXPORT_SYMBOL(down_read);

void down_write(struct rw_semaphore *sem)
{
	down_common(sem, true, "down_write");
}
EXPORT_SYMBOL(down_write);

/* 1 if taken, 0 if not, as Linux's; never sleeps.  A holder's retake
 * is not taken (0) either: what follows must not sleep on it.  One hold
 * of wait_lock: this is every page fault's way in. */
int down_read_trylock(struct rw_semaphore *sem)
{
	unsigned long flags;
	bool ok;

	spin_lock_irqsave(&sem->wait_lock, flags);
	ok = !holder_of(sem) && read_take_locked(sem);
	spin_unlock_irqrestore(&sem->wait_lock, flags);
	return ok;
}
EXPORT_SYMBOL(down_read_trylock);

/*
 * Give it back from the holder's side write (or read): false if current
 * was no such holder (reported), or the release pairs with a refused
 * take.  A reader beyond the tracked ones is known only by the count.
 */
static bool release(struct rw_semaphore *sem, bool write, bool *last)
{
	struct rwsem_holder *h;
	unsigned long flags;
	bool ok;

	spin_lock_irqsave(&sem->wait_lock, flags);
	h = holder_of(sem);
	if (h && h->refused) {
		h->refused--;
		spin_unlock_irqrestore(&sem->wait_lock, flags);
		return false;
	}
	ok = write ? h == &sem->writer : sem->count > 0 && h != &sem->writer;
	if (ok) {
		sem->count = write ? 0 : sem->count - 1;
		if (h)
			h->task = NULL;
		*last = !sem->count;
	}
	spin_unlock_irqrestore(&sem->wait_lock, flags);
	if (!ok)
		lock_report_bad_unlock(sem->name, sem->writer.task);
	return ok;
}

void up_read(struct rw_semaphore *sem)
{
	bool last;

	/* the last reader out lets a waiting writer in */
	if (release(sem, false, &last) && last)
		wake_up(&sem->wait);
}
EXPORT_SYMBOL(up_read);

void up_write(struct rw_semaphore *sem)
{
	bool last;

	/* every sleeper: the readers may all go in now */
	if (release(sem, true, &last))
		wake_up(&sem->wait);
}
EXPORT_SYMBOL(up_write);
