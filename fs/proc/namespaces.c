// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/namespaces.c - /proc/PID/ns (namespaces(7)): a link per kind
 * of namespace to the one the process is in, named as Linux names it:
 * "uts:[4026531838]", the kind and the namespace's inode number.
 * pid_for_children and time_for_children are those its children will
 * be in (here always its own).  A walk through a link does not follow
 * that text but jumps to the namespace's own file (fs/nsfs.c, as
 * Linux's nd_jump_link()), so open(2) of the link opens the namespace
 * and stat(2) shows its number; the file is what setns(2) takes.
 * Only who may look into the process (ptrace_may_access()) reads or
 * follows a link: EACCES otherwise, as Linux; a process that has
 * exited has none (ENOENT).  The directory is r-x--x--x, as Linux's.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/proc_ns.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/sched/task.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "internal.h"

/* Linux's order of the links */
static const struct proc_ns_operations *const ns_entries[] = {
	&netns_operations, &utsns_operations, &ipcns_operations,
	&pidns_operations, &pidns_for_children_operations,
	&userns_operations, &mntns_operations, &cgroupns_operations,
	&timens_operations, &timens_for_children_operations,
};

/* What a link stands for: a task's namespace of one kind */
struct ns_link {
	struct task_struct *task;
	const struct proc_ns_operations *ops;
};

/* The task's namespace, held, for who may look into it; ERR_PTR */
static struct ns_common *link_ns(const struct ns_link *l)
{
	struct task_struct *p = proc_pid_get(l->task);
	struct ns_common *ns = ERR_PTR(-ENOENT);

	if (p && !ptrace_may_access(p))
		ns = ERR_PTR(-EACCES);
	else if (p)
		ns = ns_get_of_task(p, l->ops) ?: ERR_PTR(-ENOENT);
	if (p)
		proc_pid_put();
	return ns;
}

static long ns_readlink(char *buf, size_t size, void *priv)
{
	const struct ns_link *l = priv;
	struct ns_common *ns = link_ns(l);
	size_t len;

	if (IS_ERR(ns))
		return PTR_ERR(ns);
	len = (size_t)snprintf(buf, size, "%s:[%u]", l->ops->real_ns_name,
			       ns->inum);
	ns->ops->put(ns);
	return len < size ? (long)len : -ENAMETOOLONG;
}

/*
 * The walk goes on at the namespace's file.  It runs inside
 * rcu_read_lock() (fs/namei.c), where a namespace's last put may not
 * be (it may fput() and vfree()): the name is taken without a
 * reference, as fs/proc/fd.c's fd_jump() takes a file's; the task's
 * nsproxy holds it while the walk's caller takes its own.
 */
static struct dentry *ns_jump(void *priv)
{
	const struct ns_link *l = priv;
	struct task_struct *p = proc_pid_get(l->task);
	struct dentry *d = ERR_PTR(-ENOENT);

	if (p && !ptrace_may_access(p))
		d = ERR_PTR(-EACCES);
	else if (p)
		d = ns_dentry_of_task(p, l->ops) ?: ERR_PTR(-ENOENT);
	if (p)
		proc_pid_put();
	return d;
}

static void ns_getattr(struct inode *inode)
{
	const struct ns_link *l = inode->priv;

	proc_pid_owner(inode, l->task);
}

static void ns_evict(struct inode *inode)
{
	struct ns_link *l = inode->priv;

	put_task_struct(l->task);
	kfree(l);
}

static void ns_link_entry(struct dentry *dir, struct task_struct *p,
			  const struct proc_ns_operations *ops)
{
	struct ns_link *l = kmalloc(sizeof(*l), GFP_KERNEL);
	struct dentry *d = l ? fs_create_at(dir, ops->name, false) : NULL;
	struct inode *inode;

	if (!d) {
		kfree(l);
		return;
	}
	l->task = get_task_struct(p);
	l->ops = ops;
	inode = d->d_inode;
	inode->priv = l;
	inode->evict = ns_evict;
	inode->getattr = ns_getattr;
	inode->readlink = ns_readlink;
	inode->jump = ns_jump;
	inode->i_mode = S_IFLNK | 0777;
}

void proc_ns_dir(struct dentry *dir, struct task_struct *p)
{
	struct dentry *ns = proc_pid_dir(dir, p, "ns");
	size_t i;

	if (!ns)
		return;
	ns->d_inode->i_mode = S_IFDIR | 0511;
	for (i = 0; i < ARRAY_SIZE(ns_entries); i++)
		ns_link_entry(ns, p, ns_entries[i]);
}
