// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/pid.c - struct pid lookups (include/linux/pid.h).  One pid
 * namespace, and each task's struct pid inside the task: finding a pid
 * is finding its task on the task list, which changes only with
 * interrupts off (kernel/fork.c), so the walks here turn them off.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/pid.h"
#include "linux/sysctl.h"
#include "linux/sched/task.h"
#include "asm/system.h"

int pid_max = PID_MAX_DEFAULT;	/* /proc/sys/kernel/pid_max */
static int last_pid;

/*
 * /proc/sys/kernel/ns_last_pid (proc(5)): the last pid handed out, which
 * root may set so that the next process gets the one after it (CRIU,
 * LTP's pidfd_send_signal03).  0 to pid_max - 1, as in
 * Linux's pid_ns_ctl_handler(); a racing fork may take the pid first.
 */
static int last_pid_handler(int *val)
{
	return *val >= pid_max ? -EINVAL : 0;
}

static struct ctl_table last_pid_table[] = {
	{ .procname = "ns_last_pid", .data = &last_pid,
	  .proc_handler = last_pid_handler },
	{}
};

static int __init pid_sysctl_init(void)
{
	return register_sysctl("kernel", last_pid_table);
}
fs_initcall(pid_sysctl_init);

/* nr names a task, or a process group or session still in use */
static bool pid_in_use(int nr)
{
	struct task_struct *p;

	list_for_each_entry(p, &task_list, tasks)
		if (p->pid == nr || p->pgrp == nr || p->session == nr)
			return true;
	return false;
}

/*
 * The next free pid, as Linux hands them out: one more than the last,
 * and after pid_max - 1 back to RESERVED_PIDS (the low pids stay for
 * the daemons that start first), skipping those in use.  Under
 * tasklist_lock, for writing (alloc_task()); 0 if none is free.
 */
int alloc_pid(void)
{
	int tries;

	for (tries = 0; tries < pid_max; tries++) {
		if (++last_pid >= pid_max)
			last_pid = RESERVED_PIDS;
		if (!pid_in_use(last_pid))
			return last_pid;
	}
	return 0;
}

/* The task of pid nr, tasklist_lock held */
struct task_struct *find_task_by_vpid_locked(int nr)
{
	struct task_struct *p;

	list_for_each_entry(p, &task_list, tasks)
		if (p->pid == nr)
			return p;
	return NULL;
}

/* Any task not yet released (zombies too, as Linux's pid stays attached) */
struct task_struct *find_task_by_vpid(int nr)
{
	struct task_struct *found;
	unsigned long flags;

	read_lock_irqsave(&tasklist_lock, flags);
	found = find_task_by_vpid_locked(nr);
	read_unlock_irqrestore(&tasklist_lock, flags);
	return found;
}
EXPORT_SYMBOL_GPL(find_task_by_vpid);

struct pid *find_vpid(int nr)
{
	struct task_struct *p = find_task_by_vpid(nr);

	return p ? &p->thread_pid : NULL;
}
EXPORT_SYMBOL_GPL(find_vpid);

/* The first live task in the group whose id is nr (Linux keeps a list
 * per struct pid and type; here the task list is searched) */
static struct task_struct *first_in_group(int nr, enum pid_type type)
{
	struct task_struct *p, *found = NULL;

	unsigned long flags;

	read_lock_irqsave(&tasklist_lock, flags);	/* none leaves meanwhile */
	list_for_each_entry(p, &task_list, tasks)
		if ((type == PIDTYPE_PGID ? p->pgrp : p->session) == nr &&
		    p->state != TASK_ZOMBIE) {
			found = p;
			break;
		}
	read_unlock_irqrestore(&tasklist_lock, flags);
	return found;
}

/* The pid's task, or NULL once released (release_task() empties
 * tasks); for a process group or session, its first member */
struct task_struct *pid_task(struct pid *pid, enum pid_type type)
{
	struct task_struct *t;

	if (!pid)
		return NULL;
	if (type == PIDTYPE_PGID || type == PIDTYPE_SID)
		return first_in_group(pid->nr, type);
	t = container_of(pid, struct task_struct, thread_pid);
	return list_empty(&t->tasks) ? NULL : t;
}
EXPORT_SYMBOL(pid_task);

struct pid *get_pid(struct pid *pid)
{
	if (pid)
		get_task_struct(container_of(pid, struct task_struct,
					     thread_pid));
	return pid;
}
EXPORT_SYMBOL_GPL(get_pid);

void put_pid(struct pid *pid)
{
	if (pid)
		put_task_struct(container_of(pid, struct task_struct,
					     thread_pid));
}
EXPORT_SYMBOL_GPL(put_pid);

struct pid *find_get_pid(int nr)
{
	struct task_struct *p;
	unsigned long flags;
	struct pid *pid;

	/* found and held before release_task() can take it off the list */
	read_lock_irqsave(&tasklist_lock, flags);
	p = find_task_by_vpid_locked(nr);
	pid = get_pid(p ? &p->thread_pid : NULL);
	read_unlock_irqrestore(&tasklist_lock, flags);
	return pid;
}
EXPORT_SYMBOL_GPL(find_get_pid);

struct task_struct *get_pid_task(struct pid *pid, enum pid_type type)
{
	unsigned long flags;
	struct task_struct *t;

	read_lock_irqsave(&tasklist_lock, flags);	/* as find_get_pid() */
	t = pid_task(pid, type);
	if (t)
		get_task_struct(t);
	read_unlock_irqrestore(&tasklist_lock, flags);
	return t;
}
EXPORT_SYMBOL_GPL(get_pid_task);
