/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SCHED_H
#define _LINUX_SCHED_H

#include "linux/list.h"
#include "linux/limits.h"
#include "linux/wait.h"
#include "linux/completion.h"
#include "linux/jiffies.h"
#include "asm/thread_info.h"
#include "asm/current.h"
#include "asm/param.h"

#define TASK_RUNNING		0
#define TASK_INTERRUPTIBLE	1
#define TASK_UNINTERRUPTIBLE	TASK_INTERRUPTIBLE /* no signals here to tell them apart */
#define TASK_ZOMBIE		4	/* exited; freed once switched away */

#define TASK_COMM_LEN		16
#define DEF_TIMESLICE		(HZ / 20)	/* 50 ms */

#define SIGSEGV			11	/* exit code of a task killed by an oops */

/* How a waiting task learns that a thread exited, and its exit code. */
struct exit_notify {
	struct completion done;
	long code;
};

/* Saved by __switch_to_asm(); must stay the first member (arch/i386/kernel/entry.S). */
struct thread_struct {
	unsigned long esp;
};

struct task_struct {
	struct thread_struct thread;
	volatile long state;
	int pid;
	char comm[TASK_COMM_LEN];
	struct thread_info *thread_info;	/* bottom of the kernel stack */
	struct list_head tasks;			/* every task, by pid order */
	struct list_head run_list;		/* runnable tasks */
	int time_slice;				/* ticks left before preemption */
	unsigned long timeout;			/* jiffies to wake at, or 0 */
	int exit_code;
	struct exit_notify *exit_notify;	/* told by do_exit() */
	void *stack;				/* THREAD_SIZE bytes */
	unsigned long stack_guard;		/* vmalloc'd stack: its area */
};

union thread_union {
	struct thread_info thread_info;
	unsigned long stack[THREAD_SIZE / sizeof(long)];
};

extern union thread_union init_thread_union;
extern struct task_struct init_task;
extern struct list_head task_list;
extern struct task_struct *cpu_curr;
extern unsigned long idle_jiffies;


void sched_init(void);
void schedule(void);
void scheduler_tick(void);
void preempt_schedule_irq(void);
void wake_up_process(struct task_struct *p);
#define MAX_SCHEDULE_TIMEOUT	LONG_MAX

#define __set_current_state(s)	(current->state = (s))
#define set_current_state(s)	(current->state = (s))

/* Give the CPU to another runnable task, if there is one. */
static inline void yield(void)
{
	schedule();
}

/* A long loop's polite pause: switch only if the tick asked for it. */
static inline int cond_resched(void)
{
	if (!(current_thread_info()->flags & (1UL << TIF_NEED_RESCHED)))
		return 0;
	schedule();
	return 1;
}

/* There are no signals: a sleep is never cut short by one. */
static inline int signal_pending(const struct task_struct *p)
{
	(void)p;
	return 0;
}

static inline long schedule_timeout_interruptible(long timeout)
{
	set_current_state(TASK_INTERRUPTIBLE);
	return schedule_timeout(timeout);
}

static inline long schedule_timeout_uninterruptible(long timeout)
{
	set_current_state(TASK_UNINTERRUPTIBLE);
	return schedule_timeout(timeout);
}
void cpu_idle(void) __attribute__((noreturn));
struct task_struct *create_kernel_thread(int (*fn)(void *), void *arg,
					 const char *name);
int kernel_thread(int (*fn)(void *), void *arg, const char *name);
void do_exit(long code) __attribute__((noreturn));
void free_task(struct task_struct *p);
struct task_struct *__switch_to_asm(struct task_struct *prev,
				     struct task_struct *next);
void ret_from_kernel_thread(void);
void schedule_tail(struct task_struct *prev);

#endif /* _LINUX_SCHED_H */
