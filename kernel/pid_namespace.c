// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/pid_namespace.c - PID namespaces (pid_namespaces(7)).
 *
 * clone(2) with CLONE_NEWPID puts the child in a new namespace, a child
 * of the caller's, as its pid 1; unshare(2) with it makes the namespace
 * the caller's children will be in (its nsproxy's pid_ns_for_children,
 * /proc/PID/ns/pid_for_children), the caller staying where it is.  A
 * namespace nests at most MAX_PID_NS_LEVEL deep (ENOSPC, as Linux 6.1).
 *
 * Pid 1 takes the namespace's orphans (kernel/exit.c new_reaper()); it
 * gets from inside the namespace only the signals it has handlers for,
 * from an ancestor's also SIGKILL and SIGSTOP (kernel/signal.c).  When
 * it exits, every other process of the namespace gets SIGKILL, and
 * pid 1 reaps its children before it goes; nothing can join the
 * namespace after (fork(2): ENOMEM).
 *
 * setns(2) to a PID namespace sets the caller's pid_for_children: only
 * its own namespace or one below it (EINVAL), with CAP_SYS_ADMIN (EPERM).
 * NS_GET_PARENT (fs/nsfs.c) gives the parent if the caller's namespace
 * is it or one of its ancestors, else EPERM (ioctl_ns(2)).
 *
 * A namespace is held by its tasks, by the nsproxies whose
 * pid_for_children it is, and by open /proc/PID/ns files; a task lets
 * go of it when its task_struct is freed, which may be in an RCU
 * callback: the last put frees it from a work item.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/nsproxy.h"
#include "linux/pid.h"
#include "linux/pid_namespace.h"
#include "linux/proc_ns.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/slab.h"

/* its count's first reference (ns_common_init()) is its own: never freed */
struct pid_namespace init_pid_ns = { .ns.inum = PROC_PID_INIT_INO };
EXPORT_SYMBOL_GPL(init_pid_ns);

static struct pid_namespace *to_pid_ns(struct ns_common *ns)
{
	return container_of(ns, struct pid_namespace, ns);
}

static void free_pid_ns(struct work_struct *work)
{
	struct pid_namespace *ns = container_of(work, struct pid_namespace,
						free_work);

	ns_common_free(&ns->ns);
	put_pid_ns(ns->parent);
	kfree(ns);
}

void put_pid_ns(struct pid_namespace *ns)
{
	if (atomic_dec_and_test(&ns->ns.count))
		schedule_work(&ns->free_work);
}
EXPORT_SYMBOL_GPL(put_pid_ns);

struct pid_namespace *copy_pid_ns(struct pid_namespace *parent)
{
	struct pid_namespace *ns;
	int err;

	if (parent->level >= MAX_PID_NS_LEVEL)
		return ERR_PTR(-ENOSPC);
	ns = kzalloc(sizeof(*ns), GFP_KERNEL);
	if (!ns)
		return ERR_PTR(-ENOMEM);
	err = ns_common_init(&ns->ns, &pidns_operations);
	if (err) {
		kfree(ns);
		return ERR_PTR(err);
	}
	ns->parent = get_pid_ns(parent);
	ns->level = parent->level + 1;
	INIT_WORK(&ns->free_work, free_pid_ns);
	return ns;
}

bool pid_ns_within(const struct pid_namespace *ns,
		   const struct pid_namespace *ancestor)
{
	while (ns && ns->level > ancestor->level)
		ns = ns->parent;
	return ns == ancestor;
}

void zap_pid_ns_processes(struct pid_namespace *ns)
{
	struct task_struct *p;
	unsigned long flags;

	write_lock_irqsave(&tasklist_lock, flags);
	ns->dead = true;	/* no fork joins it from now on */
	write_unlock_irqrestore(&tasklist_lock, flags);
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks)
		if (p->group_leader != current->group_leader && p->mm &&
		    pid_nr_ns(&p->thread_pid, ns))
			send_sig(SIGKILL, p, 1);
	rcu_read_unlock();
}

static struct ns_common *pidns_of_task(struct task_struct *t)
{
	return &task_active_pid_ns(t)->ns;
}

static struct ns_common *pidns_for_children_get(struct nsproxy *nsp)
{
	return &nsp->pid_ns_for_children->ns;
}

static void pidns_put(struct ns_common *ns)
{
	put_pid_ns(to_pid_ns(ns));
}

/* setns(2): the caller's namespace or one below it becomes that of its
 * children */
static int pidns_install(struct nsset *nsset, struct ns_common *ns)
{
	struct pid_namespace *new = to_pid_ns(ns);
	struct nsproxy *nsp = nsset->nsproxy;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	if (!pid_ns_within(new, task_active_pid_ns(current)))
		return -EINVAL;
	put_pid_ns(nsp->pid_ns_for_children);
	nsp->pid_ns_for_children = get_pid_ns(new);
	return 0;
}

/* NS_GET_PARENT: within the caller's reach, else EPERM */
static struct ns_common *pidns_get_parent(struct ns_common *ns)
{
	struct pid_namespace *parent = to_pid_ns(ns)->parent;

	if (!parent || !pid_ns_within(parent, task_active_pid_ns(current)))
		return ERR_PTR(-EPERM);
	return &get_pid_ns(parent)->ns;
}

const struct proc_ns_operations pidns_operations = {
	.name = "pid", .real_ns_name = "pid", .type = CLONE_NEWPID,
	.get_of_task = pidns_of_task, .put = pidns_put,
	.install = pidns_install, .get_parent = pidns_get_parent,
};

const struct proc_ns_operations pidns_for_children_operations = {
	.name = "pid_for_children", .real_ns_name = "pid",
	.type = CLONE_NEWPID, .get = pidns_for_children_get, .put = pidns_put,
	.install = pidns_install, .get_parent = pidns_get_parent,
};

static int __init pid_namespaces_init(void)
{
	INIT_WORK(&init_pid_ns.free_work, free_pid_ns);
	return ns_common_init(&init_pid_ns.ns, &pidns_operations);
}
fs_initcall(pid_namespaces_init);
