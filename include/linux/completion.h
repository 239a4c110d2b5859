/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/completion.h - "this has happened", Linux's completions
 * (kernel/completion.c).  done counts complete() calls not yet consumed:
 * each wait_for_completion() consumes one, and complete_all() lets every
 * present and future waiter through until reinit_completion().
 */
#ifndef _LINUX_COMPLETION_H
#define _LINUX_COMPLETION_H

#include "linux/wait.h"

struct completion {
	unsigned int done;
	wait_queue_head_t wait;
};

#define COMPLETION_INITIALIZER(work)                                    \
	{ 0, __WAIT_QUEUE_HEAD_INITIALIZER((work).wait) }
#define DECLARE_COMPLETION(work)                                        \
	struct completion work = COMPLETION_INITIALIZER(work)
#define DECLARE_COMPLETION_ONSTACK(work)	DECLARE_COMPLETION(work)

static inline void init_completion(struct completion *x)
{
	x->done = 0;
	init_waitqueue_head(&x->wait);
}

static inline void reinit_completion(struct completion *x)
{
	x->done = 0;
}

void complete(struct completion *x);
void complete_all(struct completion *x);
void wait_for_completion(struct completion *x);
int wait_for_completion_interruptible(struct completion *x);
int wait_for_completion_killable(struct completion *x);
unsigned long wait_for_completion_timeout(struct completion *x,
					  unsigned long timeout);
long wait_for_completion_interruptible_timeout(struct completion *x,
					       unsigned long timeout);
bool try_wait_for_completion(struct completion *x);
bool completion_done(struct completion *x);

#endif /* _LINUX_COMPLETION_H */
