/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pid_namespace.h - PID namespaces (pid_namespaces(7),
 * kernel/pid_namespace.c).  A namespace nests in its parent, up to
 * MAX_PID_NS_LEVEL deep; a task in one has a number in it and in each
 * ancestor (struct pid's numbers, kernel/pid.c), and sees the others by
 * their numbers in its own.  The boot's, init_pid_ns, is level 0: a task
 * there has only its global number, task->pid, and pays nothing more.
 */
#ifndef _LINUX_PID_NAMESPACE_H
#define _LINUX_PID_NAMESPACE_H

#include "linux/ns_common.h"
#include "linux/workqueue.h"

#define MAX_PID_NS_LEVEL	32	/* Linux's: ENOSPC past it */

struct task_struct;

struct pid_namespace {
	struct ns_common ns;		/* /proc/PID/ns/pid, fs/nsfs.c */
	struct pid_namespace *parent;	/* held; NULL for the boot's */
	unsigned int level;		/* the boot's 0 */
	/* its pid 1, which takes its orphans; NULL before the first
	 * process and once pid 1 has exited (not held: pid 1 clears it) */
	struct task_struct *child_reaper;
	int last_pid;			/* under tasklist_lock */
	bool dead;	/* its pid 1 has exited: no process joins (ENOMEM) */
	struct work_struct free_work;	/* the last put, in process context */
};

extern struct pid_namespace init_pid_ns;

static inline struct pid_namespace *get_pid_ns(struct pid_namespace *ns)
{
	atomic_inc(&ns->ns.count);
	return ns;
}

/* From any context: the namespace is freed by a work item */
void put_pid_ns(struct pid_namespace *ns);
/* clone(2), unshare(2): a child namespace of the caller's for children
 * (ERR_PTR: ENOSPC too deep, ENOMEM) */
struct pid_namespace *copy_pid_ns(struct pid_namespace *parent);
/* The namespace t is in (struct pid's innermost number's) */
struct pid_namespace *task_active_pid_ns(const struct task_struct *t);
/* do_exit() of the last thread of a namespace's pid 1: the others get
 * SIGKILL and pid 1 reaps its children before it goes (pid_namespaces(7)) */
void zap_pid_ns_processes(struct pid_namespace *ns);
/* ns is ancestor's or a descendant of it */
bool pid_ns_within(const struct pid_namespace *ns,
		   const struct pid_namespace *ancestor);

#endif /* _LINUX_PID_NAMESPACE_H */
