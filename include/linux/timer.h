/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/timer.h - kernel timers, Linux's interface since 4.15
 * (timer_setup(), a callback that receives its timer_list; from_timer()
 * finds the structure around it).  kernel/timer.c runs a timer's
 * callback from the timer interrupt once jiffies reaches its expires:
 * callbacks run in interrupt context and must not sleep.
 */
#ifndef _LINUX_TIMER_H
#define _LINUX_TIMER_H

#include "linux/kernel.h"
#include "linux/list.h"
#include "linux/jiffies.h"

struct timer_list {
	struct list_head entry;	/* on the pending list; next NULL: not */
	unsigned long expires;
	void (*function)(struct timer_list *);
	u32 flags;
};

#define __TIMER_INITIALIZER(fn, fl)                                     \
	{ .entry = { NULL, NULL }, .expires = 0, .function = (fn),      \
	  .flags = (fl) }
#define DEFINE_TIMER(name, fn)                                          \
	struct timer_list name = __TIMER_INITIALIZER(fn, 0)

#define from_timer(var, callback_timer, timer_fieldname)                \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)
#define timer_container_of(var, t, field)	from_timer(var, t, field)

static inline void timer_setup(struct timer_list *timer,
			       void (*fn)(struct timer_list *), u32 flags)
{
	timer->entry.next = NULL;
	timer->entry.prev = NULL;
	timer->expires = 0;
	timer->function = fn;
	timer->flags = flags;
}

static inline bool timer_pending(const struct timer_list *timer)
{
	return timer->entry.next != NULL;
}

void add_timer(struct timer_list *timer);
int mod_timer(struct timer_list *timer, unsigned long expires);
int del_timer(struct timer_list *timer);
/* del_timer(), then waits for the timer's callback if it is running on
 * another CPU (callbacks run without the big kernel lock: kernel/timer.c) */
int del_timer_sync(struct timer_list *timer);
#define timer_delete(t)		del_timer(t)	/* the names since 6.2 */
#define timer_delete_sync(t)	del_timer_sync(t)
#define timer_shutdown_sync(t)	del_timer_sync(t)

/* kernel/timer.c, for the timer interrupt and the module loader */
void run_timers(void);
struct module;
void timers_module_going(const struct module *mod);

#endif /* _LINUX_TIMER_H */
