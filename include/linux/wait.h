/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_WAIT_H
#define _LINUX_WAIT_H

#include "linux/list.h"

struct task_struct;

/* Tasks sleeping until some event; wake_up() makes them all runnable. */
typedef struct wait_queue_head {
	struct list_head task_list;
} wait_queue_head_t;

struct wait_queue_entry {
	struct task_struct *task;
	struct list_head entry;
};

#define DECLARE_WAIT_QUEUE_HEAD(name) \
	wait_queue_head_t name = { LIST_HEAD_INIT(name.task_list) }

void init_waitqueue_head(wait_queue_head_t *q);
void wake_up(wait_queue_head_t *q);
/* Sleep on q once; the caller has interrupts disabled and re-checks its
 * condition in a loop (the condition may have changed while asleep). */
void sleep_on_irqoff(wait_queue_head_t *q);

/* A one-shot event, e.g. "this thread has exited". */
struct completion {
	bool done;
	wait_queue_head_t wait;
};

void init_completion(struct completion *c);
void complete(struct completion *c);
void wait_for_completion(struct completion *c);

#endif /* _LINUX_WAIT_H */
