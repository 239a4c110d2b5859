/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kthread.h - kernel threads, Linux's interface
 * (kernel/kthread.c): kthread_create() makes a sleeping thread named
 * after a printf format, kthread_run() also wakes it, kthread_stop()
 * asks it to end (kthread_should_stop() turns true, the thread is woken)
 * and waits for its threadfn's return value.
 */
#ifndef _LINUX_KTHREAD_H
#define _LINUX_KTHREAD_H

#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/sched.h"

struct task_struct *kthread_create(int (*threadfn)(void *data), void *data,
				   const char *namefmt, ...) __printf(3, 4);

#define kthread_run(threadfn, data, namefmt, ...)                       \
	({                                                              \
		struct task_struct *__k = kthread_create(threadfn, data, \
						namefmt, ##__VA_ARGS__); \
		if (!IS_ERR(__k))                                       \
			wake_up_process(__k);                           \
		__k;                                                    \
	})

int kthread_stop(struct task_struct *k);
bool kthread_should_stop(void);
struct completion;
void kthread_exit(long code) __attribute__((noreturn));
void kthread_complete_and_exit(struct completion *comp, long code)
	__attribute__((noreturn));
/* its name until 5.17 */
#define complete_and_exit(comp, code) kthread_complete_and_exit(comp, code)

/* A thread made but not yet woken runs on cpu only (kernel/sched.c) */
void kthread_bind(struct task_struct *k, unsigned int cpu);

struct module;
void kthreads_module_going(const struct module *mod);

#endif /* _LINUX_KTHREAD_H */
