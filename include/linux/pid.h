/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pid.h - process ids as objects (kernel/pid.c), Linux's
 * calls for one pid namespace: find_vpid(nr) is the task's own struct
 * pid (include/linux/sched.h), pid_task() the task behind it while the
 * task exists (NULL once it is released).  A struct pid lives in its
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

struct pid *find_vpid(int nr);
struct task_struct *pid_task(struct pid *pid, enum pid_type type);
struct pid *get_pid(struct pid *pid);
void put_pid(struct pid *pid);
struct pid *find_get_pid(int nr);
struct task_struct *get_pid_task(struct pid *pid, enum pid_type type);
struct task_struct *find_task_by_vpid(int nr);
/* the same with tasklist_lock held by the caller */
struct task_struct *find_task_by_vpid_locked(int nr);

static inline int pid_nr(const struct pid *pid)
{
	return pid ? pid->nr : 0;
}

#define pid_vnr(pid)	pid_nr(pid)

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

#define task_pid_vnr(t)		task_pid_nr(t)
#define task_tgid_vnr(t)	task_tgid_nr(t)

/* The parent's tgid: 0 (the boot task's) for pid 1 and kernel threads */
static inline int task_ppid_nr(const struct task_struct *t)
{
	return t->real_parent->tgid;
}

#endif /* _LINUX_PID_H */
