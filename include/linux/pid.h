/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pid.h - process ids as objects (kernel/pid.c), Linux's
 * calls: find_vpid(nr) is the task's own struct pid
 * (include/linux/sched.h) of the caller's number nr, pid_task() the task
 * behind it while the task exists (NULL once it is released).  _nr: the
 * global number; _vnr: the caller's (its PID namespace's); _nr_ns: in
 * a namespace (linux/pid_namespace.h).  A struct pid lives in its
 * task, so get_pid() holds the task's memory (get_task_struct()).
 * find_vpid() and pid_task() want rcu_read_lock() held, as in Linux.
 */
#ifndef _LINUX_PID_H
#define _LINUX_PID_H

#include "linux/sched.h"

/* Linux's for 32-bit kernels (include/linux/threads.h): pids run
 * from 1 to pid_max - 1, then wrap to RESERVED_PIDS */
#define PID_MAX_DEFAULT	0x8000
#define RESERVED_PIDS	300
extern int pid_max;
int alloc_pid(void);
/* kernel/pid.c: fork(2) into a PID namespace below the boot's, its
 * undoing, and the task's end */
int attach_pid_ns(struct task_struct *p, struct pid_namespace *ns);
void undo_pid_ns(struct task_struct *p);
void detach_pid_ns(struct task_struct *p);
int pid_nr_ns(const struct pid *pid, const struct pid_namespace *ns);
struct pid_namespace *task_active_pid_ns(const struct task_struct *t);
/* a global number as the caller sees it (0: not in its namespace), and
 * the other way (-1: none) */
int pid_nr_to_vnr(int nr);
int pid_vnr_to_nr(int vnr);

struct pid *find_vpid(int nr);
struct task_struct *pid_task(struct pid *pid, enum pid_type type);
struct pid *get_pid(struct pid *pid);
void put_pid(struct pid *pid);
struct pid *find_get_pid(int nr);
struct task_struct *get_pid_task(struct pid *pid, enum pid_type type);
struct task_struct *find_task_by_vpid(int nr);
/* the same with tasklist_lock held by the caller */
struct task_struct *find_task_by_vpid_locked(int nr);
/* the task of number nr in ns, tasklist_lock held */
struct task_struct *find_task_by_pid_ns(int nr,
					const struct pid_namespace *ns);

static inline int pid_nr(const struct pid *pid)
{
	return pid ? pid->nr : 0;
}

/* The caller's number of pid: a caller in the boot's namespace sees the
 * global one without more */
static inline int pid_vnr(const struct pid *pid)
{
	if (!pid || !current->thread_pid.level)
		return pid_nr(pid);
	return pid_nr_ns(pid, task_active_pid_ns(current));
}

static inline struct pid *task_pid(struct task_struct *t)
{
	return &t->thread_pid;
}

static inline int task_pid_nr(const struct task_struct *t)
{
	return t->pid;
}

static inline int task_tgid_nr(const struct task_struct *t)
{
	return t->tgid;
}

static inline int task_pid_nr_ns(const struct task_struct *t,
				 const struct pid_namespace *ns)
{
	return pid_nr_ns(&t->thread_pid, ns);
}

static inline int task_tgid_nr_ns(const struct task_struct *t,
				  const struct pid_namespace *ns)
{
	return pid_nr_ns(&t->group_leader->thread_pid, ns);
}

static inline int task_pid_vnr(const struct task_struct *t)
{
	return pid_vnr(&t->thread_pid);
}

static inline int task_tgid_vnr(const struct task_struct *t)
{
	if (!current->thread_pid.level)
		return t->tgid;
	return task_tgid_nr_ns(t, task_active_pid_ns(current));
}

/* The parent's tgid: 0 (the boot task's) for pid 1 and kernel threads */
static inline int task_ppid_nr(const struct task_struct *t)
{
	return t->real_parent->tgid;
}

#endif /* _LINUX_PID_H */
