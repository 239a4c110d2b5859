// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/pid.c - struct pid lookups (include/linux/pid.h).  Each task's
 * struct pid is inside the task: finding a pid is finding its task on
 * the task list, which changes only with interrupts off
 * (kernel/fork.c), so the walks here turn them off.
 *
 * A task has its global number (task->pid, numbers[0]) and, in a PID
 * namespace below the boot's (kernel/pid_namespace.c), one in that
 * namespace and in each between (numbers[1..level], attach_pid_ns()).
 * A caller sees tasks by its own namespace's numbers: the _vnr calls
 * translate, and cost a test of the caller's level when it is the
 * boot's.  Process groups and sessions are kept by their leaders'
 * global numbers and translated through the leader while it lives.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/pid.h"
#include "linux/pid_namespace.h"
#include "linux/slab.h"
#include "linux/sysctl.h"
#include "linux/sched/task.h"
#include "asm/system.h"

int pid_max = PID_MAX_DEFAULT;	/* /proc/sys/kernel/pid_max */

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
	{ .procname = "ns_last_pid", .data = &init_pid_ns.last_pid,
	  .proc_handler = last_pid_handler },
	{}
};

static int __init pid_sysctl_init(void)
{
	return register_sysctl("kernel", last_pid_table);
}
fs_initcall(pid_sysctl_init);

struct pid_namespace *task_active_pid_ns(const struct task_struct *t)
{
	const struct pid *pid = &t->thread_pid;

	return pid->level ? pid->numbers[pid->level].ns : &init_pid_ns;
}

/* pid's number in ns; 0 if it is not in ns */
int pid_nr_ns(const struct pid *pid, const struct pid_namespace *ns)
{
	if (!ns->level)
		return pid->nr;
	if (pid->level < ns->level || pid->numbers[ns->level].ns != ns)
		return 0;
	return pid->numbers[ns->level].nr;
}
EXPORT_SYMBOL_GPL(pid_nr_ns);

/* nr names a task in ns, or (the boot's) a process group or session
 * still in use */
static bool pid_in_use(int nr, const struct pid_namespace *ns)
{
	struct task_struct *p;

	list_for_each_entry(p, &task_list, tasks) {
		if (ns->level ? pid_nr_ns(&p->thread_pid, ns) == nr :
		    p->pid == nr || p->pgrp == nr || p->session == nr)
			return true;
	}
	return false;
}

/*
 * The next free pid in ns, as Linux hands them out: one more than the
 * last, and after pid_max - 1 back to RESERVED_PIDS (the low pids stay
 * for the daemons that start first), skipping those in use.  Under
 * tasklist_lock, for writing; 0 if none is free.
 */
static int alloc_pid_ns(struct pid_namespace *ns)
{
	int tries;

	for (tries = 0; tries < pid_max; tries++) {
		if (++ns->last_pid >= pid_max)
			ns->last_pid = RESERVED_PIDS;
		if (!pid_in_use(ns->last_pid, ns))
			return ns->last_pid;
	}
	return 0;
}

/* alloc_task()'s global number */
int alloc_pid(void)
{
	return alloc_pid_ns(&init_pid_ns);
}

/* Numbers in ns and its ancestors below the boot's into up[1..level]
 * (tasklist_lock held for writing): 0, or ENOMEM once ns's pid 1 has
 * exited (as Linux's alloc_pid()), EAGAIN when one is full */
static int number_task(struct upid *up, struct pid_namespace *ns)
{
	struct pid_namespace *n;

	if (ns->dead)
		return -ENOMEM;
	for (n = ns; n->level; n = n->parent) {
		up[n->level].ns = n;
		up[n->level].nr = alloc_pid_ns(n);
		if (!up[n->level].nr)
			return -EAGAIN;
	}
	return 0;
}

/*
 * fork(2): p, which has its global number, joins ns.  The first process
 * of a new namespace is its pid 1, its child reaper.  The task holds
 * ns until it is freed (detach_pid_ns()).
 */
int attach_pid_ns(struct task_struct *p, struct pid_namespace *ns)
{
	struct upid *up;
	unsigned long flags;
	int err;

	if (!ns->level)
		return 0;
	up = kmalloc_array(ns->level + 1, sizeof(*up), GFP_KERNEL);
	if (!up)
		return -ENOMEM;
	up[0].nr = p->pid;
	up[0].ns = &init_pid_ns;
	write_lock_irqsave(&tasklist_lock, flags);
	err = number_task(up, ns);
	if (!err) {
		p->thread_pid.numbers = up;
		p->thread_pid.level = ns->level;
		if (!ns->child_reaper)
			ns->child_reaper = p;
	}
	write_unlock_irqrestore(&tasklist_lock, flags);
	if (err) {
		kfree(up);
		return err;
	}
	get_pid_ns(ns);
	return 0;
}

/* A failed fork: a new namespace's pid 1 that never ran leaves it
 * dead, as Linux's does (no process can join it any more) */
void undo_pid_ns(struct task_struct *p)
{
	struct pid_namespace *ns = task_active_pid_ns(p);
	unsigned long flags;

	write_lock_irqsave(&tasklist_lock, flags);
	if (ns->child_reaper == p) {
		ns->child_reaper = NULL;
		ns->dead = true;
	}
	write_unlock_irqrestore(&tasklist_lock, flags);
}

/* The task is freed (__put_task_struct(), any context) */
void detach_pid_ns(struct task_struct *p)
{
	if (!p->thread_pid.level)
		return;
	put_pid_ns(task_active_pid_ns(p));
	kfree(p->thread_pid.numbers);
}

struct task_struct *find_task_by_pid_ns(int nr,
					const struct pid_namespace *ns)
{
	struct task_struct *p;

	if (nr <= 0)
		return NULL;
	list_for_each_entry(p, &task_list, tasks)
		if (ns->level ? pid_nr_ns(&p->thread_pid, ns) == nr :
				p->pid == nr)
			return p;
	return NULL;
}

/* The task of pid nr in the caller's namespace, tasklist_lock held */
struct task_struct *find_task_by_vpid_locked(int nr)
{
	return find_task_by_pid_ns(nr, task_active_pid_ns(current));
}

/* The caller's number of the task whose global number is nr (a process
 * group's, a session's, a signal's sender): 0 if outside its namespace */
int pid_nr_to_vnr(int nr)
{
	struct pid_namespace *ns = task_active_pid_ns(current);
	struct task_struct *p;
	unsigned long flags;
	int vnr;

	if (!ns->level || nr <= 0)
		return nr;
	read_lock_irqsave(&tasklist_lock, flags);
	p = find_task_by_pid_ns(nr, &init_pid_ns);
	vnr = p ? pid_nr_ns(&p->thread_pid, ns) : 0;
	read_unlock_irqrestore(&tasklist_lock, flags);
	return vnr;
}

/* The global number of the caller's vnr; -1 (no task has it) if none */
int pid_vnr_to_nr(int vnr)
{
	struct task_struct *p;
	unsigned long flags;
	int nr;

	if (!current->thread_pid.level)
		return vnr;
	read_lock_irqsave(&tasklist_lock, flags);
	p = find_task_by_vpid_locked(vnr);
	nr = p ? p->pid : -1;
	read_unlock_irqrestore(&tasklist_lock, flags);
	return nr;
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
