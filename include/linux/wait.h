/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/wait.h - wait queues: tasks sleeping until some condition
 * holds, Linux's interface (kernel/wait.c).
 *
 * wait_event(wq, cond) is Linux's loop: put the task on wq and mark it
 * asleep, test cond, and only then switch away; a wake_up() that comes
 * between the test and the switch marks the task runnable again, so it
 * is never lost.  The plain forms sleep in TASK_UNINTERRUPTIBLE; the
 * _interruptible ones (TASK_INTERRUPTIBLE) also end when a signal is
 * pending and return -ERESTARTSYS, the _killable ones
 * (TASK_KILLABLE) only for SIGKILL; the system call that slept returns
 * it, and the signal code makes it EINTR or a restart (SA_RESTART).
 * Kernel threads take no signals, so for them the forms are the same.
 */
#ifndef _LINUX_WAIT_H
#define _LINUX_WAIT_H

#include "linux/list.h"
#include "linux/limits.h"
#include "linux/preempt.h"
#include "linux/errno.h"
#include "linux/task_state.h"
#include "linux/spinlock.h"
#include "asm/current.h"

struct task_struct;

/* The queue's lock protects task_list, and orders a waker against a
 * sleeper on another CPU: the sleeper is on the list, in its sleeping
 * state, before it tests its condition, so a waker that changed the
 * condition and then walks the list under the lock finds it. */
typedef struct wait_queue_head {
	spinlock_t lock;
	struct list_head task_list;	/* under lock */
} wait_queue_head_t;

/*
 * A waiter: a task to wake, or (func set) a function that decides, as
 * epoll's items do (fs/eventpoll.c).  func gets the wake-up's key (the
 * poll(2) events that happened, 0: any) and returns nonzero when it woke
 * someone; an entry with WQ_FLAG_EXCLUSIVE that did ends the wake-up
 * (epoll_ctl(2) EPOLLEXCLUSIVE: one waiter, not the whole herd).
 */
struct wait_queue_entry;
typedef int (*wait_queue_func_t)(struct wait_queue_entry *w,
				 unsigned long key);
#define WQ_FLAG_EXCLUSIVE	0x01

struct wait_queue_entry {
	struct task_struct *task;
	struct list_head entry;
	wait_queue_func_t func;		/* NULL: wake task */
	unsigned int flags;		/* WQ_FLAG_* */
};
typedef struct wait_queue_entry wait_queue_entry_t;
typedef struct wait_queue_entry wait_queue_t;	/* its name until 4.13 */

#define __WAIT_QUEUE_HEAD_INITIALIZER(name)                             \
	{ .lock = __SPIN_LOCK_UNLOCKED(name.lock),                      \
	  .task_list = LIST_HEAD_INIT((name).task_list) }
#define DECLARE_WAIT_QUEUE_HEAD(name) \
	wait_queue_head_t name = __WAIT_QUEUE_HEAD_INITIALIZER(name)
#define DEFINE_WAIT(name)                                               \
	struct wait_queue_entry name = { .task = current,               \
					 .entry = LIST_HEAD_INIT((name).entry) }

void init_waitqueue_head(wait_queue_head_t *q);
void wake_up(wait_queue_head_t *q);
/* wake_up() telling each func what happened: POLLIN... (linux/poll.h) */
void wake_up_poll(wait_queue_head_t *q, unsigned long key);
void __wake_up_locked(wait_queue_head_t *q);
#define wake_up_all(q)			wake_up(q)
#define wake_up_interruptible(q)	wake_up(q)
#define wake_up_interruptible_all(q)	wake_up(q)
#define wake_up_nr(q, nr)		wake_up(q)
/* "sync": the waker is about to sleep; a wakeup never preempts here */
#define wake_up_interruptible_sync(q)	wake_up(q)

static inline bool waitqueue_active(const wait_queue_head_t *q)
{
	return !list_empty(&q->task_list);
}

/* Linux's adds a full barrier so a waker sees a sleeper that has just
 * queued itself; the one here orders the caller's condition store too */
static inline bool wq_has_sleeper(wait_queue_head_t *q)
{
	smp_mb();
	return waitqueue_active(q);
}

/* Sleep on q once; the caller has interrupts disabled and re-checks its
 * condition in a loop (the condition may have changed while asleep). */
void sleep_on_irqoff(wait_queue_head_t *q);
long sleep_on_timeout_irqoff(wait_queue_head_t *q, long timeout);

/* kernel/wait.c */
void add_wait_queue(wait_queue_head_t *q, struct wait_queue_entry *w);
void remove_wait_queue(wait_queue_head_t *q, struct wait_queue_entry *w);
void prepare_to_wait(wait_queue_head_t *q, struct wait_queue_entry *w,
		     int state);
void finish_wait(wait_queue_head_t *q, struct wait_queue_entry *w);
long prepare_to_wait_event(wait_queue_head_t *q, struct wait_queue_entry *w,
			   int state);
/* kernel/sched.c; declared here for the wait_event*() macros */
long schedule_timeout(long timeout);

/*
 * The loop behind every wait_event*(), sleeping in state: returns the
 * ticks left of timeout (at least 1 when cond became true), 0 when the
 * time ran out first, -ERESTARTSYS when a signal the state lets in came
 * first (prepare_to_wait_event() says so).  In atomic context it reports
 * (might_sleep()) and does not wait.
 *
 * cond is tested once before the task joins the queue, as Linux's
 * wait_event() does: a wait that need not sleep must leave the task's
 * state as it was.  poll(2) calls a driver's ->poll() already in
 * TASK_INTERRUPTIBLE (fs/select.c do_wait()), and LDD3's scullpipe
 * takes a mutex there: finish_wait() setting TASK_RUNNING after every
 * uncontended mutex_lock() kept poll from ever sleeping, and on 2 CPUs
 * its loop held the big kernel lock so long that CPU 0's tick - jiffies,
 * and with them poll's own timeout - stood still.
 */
#define __wait_event(wq, cond, state, timeout)                          \
	({                                                              \
		long __left = (timeout), __sig;                         \
		DEFINE_WAIT(__wait);                                    \
		if (__might_sleep(__FILE__, __LINE__) && !(cond)) {     \
			for (;;) {                                      \
				__sig = prepare_to_wait_event(&(wq),     \
						&__wait, state);        \
				if (cond) {                             \
					__left = __left ? __left : 1;   \
					break;                          \
				}                                       \
				if (__sig) {                            \
					__left = __sig;                 \
					break;                          \
				}                                       \
				if (!__left)                            \
					break;                          \
				__left = schedule_timeout(__left);      \
			}                                               \
			finish_wait(&(wq), &__wait);                    \
		} else if (!__left) {                                   \
			__left = 1;	/* cond held at once */         \
		}                                                       \
		__left;                                                 \
	})

/* 0 when cond holds, -ERESTARTSYS when a signal ended the sleep */
#define __wait_event_state(wq, cond, state)                             \
	({                                                              \
		long __r = __wait_event(wq, cond, state, LONG_MAX);     \
		(int)(__r < 0 ? __r : 0);                               \
	})

#define wait_event(wq, cond)                                            \
	((void)__wait_event(wq, cond, TASK_UNINTERRUPTIBLE, LONG_MAX))
#define wait_event_interruptible(wq, cond)                              \
	__wait_event_state(wq, cond, TASK_INTERRUPTIBLE)
#define wait_event_killable(wq, cond)                                   \
	__wait_event_state(wq, cond, TASK_KILLABLE)
#define wait_event_timeout(wq, cond, timeout)                           \
	__wait_event(wq, cond, TASK_UNINTERRUPTIBLE, (long)(timeout))
#define wait_event_interruptible_timeout(wq, cond, timeout)             \
	__wait_event(wq, cond, TASK_INTERRUPTIBLE, (long)(timeout))
#define wait_event_killable_timeout(wq, cond, timeout)                  \
	__wait_event(wq, cond, TASK_KILLABLE, (long)(timeout))

#endif /* _LINUX_WAIT_H */
