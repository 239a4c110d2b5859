/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sched/signal.h - walking every process, where Linux
 * 4.11 on declares it.  The tasks are on one list (kernel/fork.c's
 * task_list, the boot task first); for_each_process(p) visits every
 * task but the boot task (pid 0), as Linux's does.  The walk must not
 * sleep: hold rcu_read_lock() (linux/rcupdate.h) around it, as in Linux,
 * so that no task is freed under it.
 */
#ifndef _LINUX_SCHED_SIGNAL_H
#define _LINUX_SCHED_SIGNAL_H

#include "linux/sched.h"
#include "linux/rculist.h"
#include "linux/sched/task.h"	/* Linux's includes it: get_task_struct() */

/* The task after p.  The list's head is not a task: it is stepped
 * over, found as the entry before the boot task, which sched_init()
 * put first and which never leaves */
static inline struct task_struct *next_task(const struct task_struct *p)
{
	struct list_head *n = p->tasks.next;

	if (n == init_task.tasks.prev)
		n = n->next;
	return list_entry(n, struct task_struct, tasks);
}

#define for_each_process(p) \
	for (p = &init_task; (p = next_task(p)) != &init_task;)

/* Every thread of p's group (CLONE_THREAD), p's own leader first */
#define for_each_thread(p, t) \
	list_for_each_entry(t, &(p)->signal->thread_head, thread_node)
#define for_each_process_thread(p, t) \
	for_each_process(p) for_each_thread(p, t)

/* How many threads p's process has that have not exited (Linux's
 * signal->nr_threads counts them until they are reaped) */
static inline int get_nr_threads(const struct task_struct *p)
{
	return p->signal->live;
}

/* kernel/kthread.c: the signals a kernel thread lets in */
void allow_signal(int sig);
void disallow_signal(int sig);
void flush_signals(struct task_struct *t);
/* kernel/signal.c: a signal with a siginfo of the module's own */
int send_sig_info(int sig, struct kernel_siginfo *info, struct task_struct *p);
struct pid;
int kill_pid(struct pid *pid, int sig, int priv);

static inline int thread_group_leader(const struct task_struct *p)
{
	return p->pid == p->tgid;
}

/* The thread after p in its group, round to the first after the last */
static inline struct task_struct *next_thread(const struct task_struct *p)
{
	struct list_head *n = p->thread_node.next;

	if (n == &p->signal->thread_head)
		n = n->next;
	return list_entry(n, struct task_struct, thread_node);
}

/*
 * The old walk of every thread of every process, which modules still
 * use (LKP's thrd_showall): do_each_thread(g, t) { ... }
 * while_each_thread(g, t);  g is each group's leader, t each of its
 * threads, the leader first.  The list of all tasks holds threads too
 * (unlike Linux's), so only leaders start a group's turn.
 */
#define do_each_thread(g, t)						\
	for (g = &init_task; (g = next_task(g)) != &init_task;)	\
		if (thread_group_leader(g) && ((t = g), 1))		\
			do
#define while_each_thread(g, t)						\
	while ((t = next_thread(t)) != g)

#endif /* _LINUX_SCHED_SIGNAL_H */
