/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/workqueue.h - deferred work, Linux's interface
 * (kernel/workqueue.c): a work item is a function to be called later in
 * process context (where it may sleep) by a workqueue's kernel thread;
 * a delayed work item is queued by a timer first.  schedule_work() uses
 * the shared queue, system_wq (its thread is "events", 2.6's name).
 *
 * Work as 2.6.0 to 2.6.19 had it works too: a function taking a void *
 * (INIT_WORK, DECLARE_WORK, PREPARE_WORK with a third argument, the
 * data), and queue_delayed_work(), schedule_delayed_work(),
 * cancel_delayed_work() on a plain work_struct, which then had a timer
 * of its own.  Which form is meant is told by the number of arguments
 * and the pointer's type.
 */
#ifndef _LINUX_WORKQUEUE_H
#define _LINUX_WORKQUEUE_H

#include "linux/kernel.h"
#include "linux/list.h"
#include "linux/timer.h"

struct work_struct;
struct workqueue_struct;
typedef void (*work_func_t)(struct work_struct *work);

#define WORK_STRUCT_PENDING	1UL	/* bit 0 of data: on a queue */

struct work_struct {
	unsigned long data;
	struct list_head entry;
	work_func_t func;
	/* 2.6.0-2.6.19: func is work_call_old, which calls old_func(old_data);
	 * old_timer and old_wq serve queue_delayed_work() on this */
	void (*old_func)(void *);
	void *old_data;
	struct timer_list old_timer;
	struct workqueue_struct *old_wq;
};

struct delayed_work {
	struct work_struct work;
	struct timer_list timer;
	struct workqueue_struct *wq;	/* where the timer will queue it */
};

void delayed_work_timer_fn(struct timer_list *t);
void work_call_old(struct work_struct *work);
void old_work_timer_fn(struct timer_list *t);

#define __WORK_INITIALIZER(n, f)                                        \
	{ .data = 0, .entry = LIST_HEAD_INIT((n).entry), .func = (f) }
#define __WORK_INITIALIZER_OLD(n, f, d)                                 \
	{ .data = 0, .entry = LIST_HEAD_INIT((n).entry),                \
	  .func = work_call_old, .old_func = (f), .old_data = (d),      \
	  .old_timer = __TIMER_INITIALIZER(old_work_timer_fn, 0) }

/* The third argument, if any, picks 2.6.0-2.6.19's form */
#define __WORK_PICK(_1, _2, _3, fn, ...) fn
#define __DECLARE_WORK(n, f)	struct work_struct n = __WORK_INITIALIZER(n, f)
#define __DECLARE_WORK_OLD(n, f, d)                                     \
	struct work_struct n = __WORK_INITIALIZER_OLD(n, f, d)
#define DECLARE_WORK(...)                                               \
	__WORK_PICK(__VA_ARGS__, __DECLARE_WORK_OLD, __DECLARE_WORK, )  \
	(__VA_ARGS__)
#define DECLARE_DELAYED_WORK(n, f)                                      \
	struct delayed_work n = {                                       \
		.work = __WORK_INITIALIZER((n).work, (f)),              \
		.timer = __TIMER_INITIALIZER(delayed_work_timer_fn, 0), \
	}

#define __INIT_WORK(_work, _func)                                       \
	do {                                                            \
		(_work)->data = 0;                                      \
		INIT_LIST_HEAD(&(_work)->entry);                        \
		(_work)->func = (_func);                                \
	} while (0)
#define __INIT_WORK_OLD(_work, _func, _data)                            \
	do {                                                            \
		__INIT_WORK((_work), work_call_old);                    \
		__PREPARE_WORK_OLD((_work), (_func), (_data));          \
		timer_setup(&(_work)->old_timer, old_work_timer_fn, 0); \
	} while (0)
#define INIT_WORK(...)                                                  \
	__WORK_PICK(__VA_ARGS__, __INIT_WORK_OLD, __INIT_WORK, )        \
	(__VA_ARGS__)

/* A new function (and data) for work not queued: 2.6.20-4.x, 2.6.0-2.6.19 */
#define __PREPARE_WORK(_work, _func)	((_work)->func = (_func))
#define __PREPARE_WORK_OLD(_work, _func, _data)                         \
	((_work)->old_func = (_func), (_work)->old_data = (_data))
#define PREPARE_WORK(...)                                               \
	__WORK_PICK(__VA_ARGS__, __PREPARE_WORK_OLD, __PREPARE_WORK, )  \
	(__VA_ARGS__)

#define INIT_DELAYED_WORK(_work, _func)                                 \
	do {                                                            \
		__INIT_WORK(&(_work)->work, (_func));                   \
		timer_setup(&(_work)->timer, delayed_work_timer_fn, 0); \
	} while (0)

#define work_pending(w)		((w)->data & WORK_STRUCT_PENDING)
#define delayed_work_pending(w)	work_pending(&(w)->work)
#define to_delayed_work(w)	container_of(w, struct delayed_work, work)

extern struct workqueue_struct *system_wq;

/*
 * alloc_workqueue() flags, Linux's values.  Each queue here has a thread
 * of its own on the one CPU, so these hold of every queue: not bound to
 * a CPU (UNBOUND), never blocked behind another queue's work under
 * memory pressure (MEM_RECLAIM), no concurrency limit to escape
 * (CPU_INTENSIVE); nothing is frozen (FREEZABLE: no suspend).  HIGHPRI
 * does change something: the queue's thread runs at nice -20, as Linux's
 * highpri worker pools (HIGHPRI_NICE_LEVEL, kernel/workqueue.c).
 */
#define WQ_UNBOUND		(1 << 1)
#define WQ_FREEZABLE		(1 << 2)
#define WQ_MEM_RECLAIM		(1 << 3)
#define WQ_HIGHPRI		(1 << 4)
#define WQ_CPU_INTENSIVE	(1 << 5)

struct workqueue_struct *alloc_workqueue(const char *fmt, unsigned int flags,
					 int max_active, ...) __printf(1, 4);
#define alloc_ordered_workqueue(fmt, flags, ...)                        \
	alloc_workqueue(fmt, flags, 1, ##__VA_ARGS__)
#define create_workqueue(name)	alloc_workqueue("%s", 0, 1, (name))
#define create_singlethread_workqueue(name)                             \
	alloc_workqueue("%s", 0, 1, (name))
void destroy_workqueue(struct workqueue_struct *wq);

bool queue_work(struct workqueue_struct *wq, struct work_struct *work);
bool queue_delayed_work(struct workqueue_struct *wq,
			struct delayed_work *dwork, unsigned long delay);
bool mod_delayed_work(struct workqueue_struct *wq,
		      struct delayed_work *dwork, unsigned long delay);
void flush_workqueue(struct workqueue_struct *wq);
bool flush_work(struct work_struct *work);
bool flush_delayed_work(struct delayed_work *dwork);
bool cancel_work_sync(struct work_struct *work);
bool cancel_delayed_work(struct delayed_work *dwork);
bool cancel_delayed_work_sync(struct delayed_work *dwork);
/* 2.6.0-2.6.19's queue_delayed_work() and cancel_delayed_work() */
bool queue_old_delayed_work(struct workqueue_struct *wq,
			    struct work_struct *work, unsigned long delay);
bool cancel_old_delayed_work(struct work_struct *work);

/* A plain work_struct given to the delayed calls is 2.6.19's form */
#define queue_delayed_work(wq, w, delay)                                \
	_Generic((w), struct work_struct *: queue_old_delayed_work,     \
		 default: (queue_delayed_work))(wq, w, delay)
#define cancel_delayed_work(w)                                          \
	_Generic((w), struct work_struct *: cancel_old_delayed_work,    \
		 default: (cancel_delayed_work))(w)
#define schedule_delayed_work(w, delay)                                 \
	queue_delayed_work(system_wq, w, delay)

static inline bool schedule_work(struct work_struct *work)
{
	return queue_work(system_wq, work);
}

static inline void flush_scheduled_work(void)
{
	flush_workqueue(system_wq);
}

struct module;
void work_module_going(const struct module *mod);

#endif /* _LINUX_WORKQUEUE_H */
