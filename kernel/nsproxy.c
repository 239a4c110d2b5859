// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/nsproxy.c - the namespaces a task is in (struct nsproxy: UTS,
 * IPC and mount, and its children's PID namespace), and unshare(2) and
 * setns(2).
 *
 * Tasks that are in the same namespaces share one nsproxy; fork(2)
 * shares the parent's, clone(2) with CLONE_NEWUTS, CLONE_NEWIPC,
 * CLONE_NEWNS or CLONE_NEWPID gives the child a copy with new
 * namespaces of those kinds (kernel/utsname.c, ipc/namespace.c,
 * fs/mnt_namespace.c, kernel/pid_namespace.c).  Making one takes
 * CAP_SYS_ADMIN in the user namespace of the task it is made for
 * (EPERM), which owns it; CLONE_NEWUSER, which anyone may ask for, is
 * made first (kernel/user_namespace.c).  The network, cgroup and time
 * namespaces exist only as the boot's (kernel/boot_namespaces.c): a new
 * one is EINVAL for root, Linux's answer built without them, and EPERM
 * for a user.
 *
 * unshare(2) gives the caller a private copy of what it shares: the
 * file table (CLONE_FILES), the working directory, root and umask
 * (CLONE_FS, fs/fs_struct.c; CLONE_NEWNS implies it, as in Linux), new
 * namespaces as clone(2) makes them, the System V semaphore
 * adjustments (CLONE_SYSVSEM, ipc/sem.c exit_sem()); the address
 * space, handlers and thread group can only be "unshared" when nothing
 * shares them (EINVAL otherwise, as Linux).
 *
 * setns(2) joins the namespace an open /proc/PID/ns file stands for
 * (fs/nsfs.c; nstype 0 or its CLONE_NEW* flag, else EINVAL), or those
 * of a process a pidfd names that nstype's flags ask for (at least
 * one, and only CLONE_NEW* flags: EINVAL; ESRCH once it has exited).
 * Each kind checks what man 2 setns says (install()); they are built
 * in a copy of the caller's nsproxy and go in all at once, or none.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs_struct.h"
#include "linux/ipc.h"
#include "linux/ipc_namespace.h"
#include "linux/mm.h"
#include "linux/mnt_namespace.h"
#include "linux/nsproxy.h"
#include "linux/pid_namespace.h"
#include "linux/proc_ns.h"
#include "linux/sched.h"
#include "linux/sched/task.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/utsname.h"

/* the flags unshare(2) knows (man 2 unshare) */
#define UNSHARE_FLAGS	(CLONE_FILES | CLONE_FS | CLONE_SYSVSEM | \
			 CLONE_VM | CLONE_SIGHAND | CLONE_THREAD | \
			 CLONE_NAMESPACES | CLONE_NEWTIME)
/* what a pidfd's setns(2) may ask for */
#define SETNS_FLAGS	(CLONE_NAMESPACES | CLONE_NEWTIME)
/* the kinds an nsproxy holds or refuses: all but the user namespace,
 * which is the cred's */
#define NSPROXY_ASKED	((CLONE_NAMESPACES | CLONE_NEWTIME) & ~CLONE_NEWUSER)

struct nsproxy init_nsproxy = {
	.count = ATOMIC_INIT(1),	/* its own: never freed */
	.uts_ns = &init_uts_ns,
	.ipc_ns = &init_ipc_ns,
	.mnt_ns = &init_mnt_ns,
	.pid_ns_for_children = &init_pid_ns,
};

/* A copy of old, holding each of its namespaces again */
static struct nsproxy *nsproxy_dup(const struct nsproxy *old)
{
	struct nsproxy *nsp = kmalloc(sizeof(*nsp), GFP_KERNEL);

	if (!nsp)
		return NULL;
	atomic_set(&nsp->count, 1);
	nsp->uts_ns = get_uts_ns(old->uts_ns);
	nsp->ipc_ns = get_ipc_ns(old->ipc_ns);
	nsp->mnt_ns = get_mnt_ns(old->mnt_ns);
	nsp->pid_ns_for_children = get_pid_ns(old->pid_ns_for_children);
	return nsp;
}

void put_nsproxy(struct nsproxy *nsp)
{
	if (!atomic_dec_and_test(&nsp->count))
		return;
	put_uts_ns(nsp->uts_ns);
	put_ipc_ns(nsp->ipc_ns);
	put_mnt_ns(nsp->mnt_ns);
	put_pid_ns(nsp->pid_ns_for_children);
	kfree(nsp);
}

/* CLONE_NEWPID: the children's namespace a child of the caller's own;
 * once unshare(2) has made one, EINVAL until the caller's is it again
 * (setns(2)), as Linux's copy_pid_ns() */
static int new_pid_ns_for_children(struct nsproxy *nsp)
{
	struct pid_namespace *active = task_active_pid_ns(current), *ns;

	if (nsp->pid_ns_for_children != active)
		return -EINVAL;
	ns = copy_pid_ns(active);
	if (IS_ERR(ns))
		return (int)PTR_ERR(ns);
	put_pid_ns(nsp->pid_ns_for_children);
	nsp->pid_ns_for_children = ns;
	return 0;
}

/* A new UTS, IPC, mount or PID namespace in nsp for each flag: 0, or the
 * error (nsp keeps those made so far; its put frees them) */
static int new_namespaces(unsigned long flags, struct nsproxy *nsp)
{
	if (flags & CLONE_NEWUTS) {
		struct uts_namespace *uts = copy_utsname(nsp->uts_ns);

		if (IS_ERR(uts))
			return (int)PTR_ERR(uts);
		put_uts_ns(nsp->uts_ns);
		nsp->uts_ns = uts;
	}
	if (flags & CLONE_NEWIPC) {
		struct ipc_namespace *ipc = copy_ipcs();

		if (IS_ERR(ipc))
			return (int)PTR_ERR(ipc);
		put_ipc_ns(nsp->ipc_ns);
		nsp->ipc_ns = ipc;
	}
	if (flags & CLONE_NEWNS) {
		struct mnt_namespace *mnt = copy_mnt_ns(nsp->mnt_ns);

		if (IS_ERR(mnt))
			return (int)PTR_ERR(mnt);
		put_mnt_ns(nsp->mnt_ns);
		nsp->mnt_ns = mnt;
	}
	return flags & CLONE_NEWPID ? new_pid_ns_for_children(nsp) : 0;
}

/* The new namespaces belong to the user namespace of the task they
 * are made for (a clone(2) child's may be a new one) */
static void own_namespaces(unsigned long flags, struct nsproxy *nsp,
			   struct user_namespace *owner)
{
	static const struct proc_ns_operations *const kinds[] = {
		&utsns_operations, &ipcns_operations, &mntns_operations,
		&pidns_for_children_operations,
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(kinds); i++)
		if (flags & kinds[i]->type)
			ns_set_owner(kinds[i]->get(nsp), owner);
}

/* A copy of the caller's nsproxy with new namespaces for flags, for a
 * task of credentials cred, or ERR_PTR: EPERM without CAP_SYS_ADMIN in
 * cred's user namespace, EINVAL for a kind there is only the boot's of */
static struct nsproxy *nsproxy_new(unsigned long flags,
				   const struct cred *cred)
{
	struct nsproxy *nsp;
	int err;

	if (!cred_capable(cred, cred->user_ns, CAP_SYS_ADMIN))
		return ERR_PTR(-EPERM);
	if (flags & NSPROXY_ASKED & ~CLONE_NSPROXY_FLAGS)
		return ERR_PTR(-EINVAL);
	nsp = nsproxy_dup(current_nsproxy());
	if (!nsp)
		return ERR_PTR(-ENOMEM);
	err = new_namespaces(flags, nsp);
	if (err) {
		put_nsproxy(nsp);
		return ERR_PTR(err);
	}
	own_namespaces(flags, nsp, cred->user_ns);
	return nsp;
}

int copy_namespaces(unsigned long flags, struct task_struct *p,
		    struct task_struct *parent)
{
	struct nsproxy *nsp = parent->nsproxy ?: &init_nsproxy;

	if (!(flags & NSPROXY_ASKED)) {
		atomic_inc(&nsp->count);
		p->nsproxy = nsp;
		return 0;
	}
	nsp = nsproxy_new(flags, p->cred);
	if (IS_ERR(nsp))
		return (int)PTR_ERR(nsp);
	p->nsproxy = nsp;
	return 0;
}

/* p's nsproxy becomes nsp (NULL at exit), under its task_lock() */
static void switch_task_namespaces(struct task_struct *p, struct nsproxy *nsp)
{
	struct nsproxy *old;

	task_lock(p);
	old = p->nsproxy;
	p->nsproxy = nsp;
	task_unlock(p);
	if (old)
		put_nsproxy(old);
}

void exit_task_namespaces(struct task_struct *p)
{
	switch_task_namespaces(p, NULL);
}

/* task's namespace of ops's kind, task_lock() held; NULL once it has
 * exited */
static struct ns_common *task_ns(struct task_struct *task,
				 const struct proc_ns_operations *ops)
{
	if (!task->nsproxy)
		return NULL;
	return ops->get_of_task ? ops->get_of_task(task) :
				  ops->get(task->nsproxy);
}

struct ns_common *ns_get_of_task(struct task_struct *task,
				 const struct proc_ns_operations *ops)
{
	struct ns_common *ns;

	task_lock(task);
	ns = task_ns(task, ops);
	if (ns)
		atomic_inc(&ns->count);
	task_unlock(task);
	return ns;
}

struct dentry *ns_dentry_of_task(struct task_struct *task,
				 const struct proc_ns_operations *ops)
{
	struct ns_common *ns;

	task_lock(task);
	ns = task_ns(task, ops);
	task_unlock(task);
	return ns ? ns->stashed : NULL;
}

/* unshare(2)'s new nsproxy (NULL: no namespace asked for), or ERR_PTR;
 * cred: the caller's, or its new one in a new user namespace */
static struct nsproxy *unshare_nsproxy(unsigned long flags,
				       const struct cred *cred)
{
	if (!(flags & NSPROXY_ASKED))
		return NULL;
	return nsproxy_new(flags, cred);
}

/* unshare(2)'s CLONE_NEWUSER: a new cred in a new user namespace
 * (NULL: not asked for), or ERR_PTR */
static struct cred *unshare_userns(unsigned long flags)
{
	struct cred *new;
	int err;

	if (!(flags & CLONE_NEWUSER))
		return NULL;
	new = prepare_creds();
	if (!new)
		return ERR_PTR(-ENOMEM);
	err = create_user_ns(new);
	if (err) {
		abort_creds(new);
		return ERR_PTR(err);
	}
	return new;
}

/* unshare(2)'s CLONE_FS (CLONE_NEWNS implies it: man 2 unshare) and
 * CLONE_FILES */
static long unshare_fs_files(unsigned long flags)
{
	struct files_struct *displaced;
	long err = 0;

	if (flags & (CLONE_FS | CLONE_NEWNS))
		err = unshare_fs_struct();
	if (!err && (flags & CLONE_FILES)) {
		err = unshare_files(&displaced);
		if (!err && displaced)
			put_files(displaced);
	}
	return err;
}

/* What unshare(2) made and has not committed goes */
static void unshare_undo(struct nsproxy *nsp, struct cred *cred)
{
	if (nsp && !IS_ERR(nsp))
		put_nsproxy(nsp);
	if (cred)
		abort_creds(cred);
}

long sys_unshare(unsigned long flags)
{
	struct nsproxy *nsp;
	struct cred *cred;
	long err;

	if (flags & ~UNSHARE_FLAGS)
		return -EINVAL;
	/* a user namespace is the whole process's, and its root's
	 * (man 2 unshare: CLONE_NEWUSER implies CLONE_THREAD and CLONE_FS) */
	if (flags & CLONE_NEWUSER)
		flags |= CLONE_THREAD | CLONE_FS;
	if (flags & (CLONE_THREAD | CLONE_SIGHAND | CLONE_VM)) {
		if (current->signal->live > 1 ||
		    (current->mm && atomic_read(&current->mm->mm_users) > 1))
			return -EINVAL;
	}
	/* the namespaces first: their refusals change nothing */
	cred = unshare_userns(flags);
	if (IS_ERR(cred))
		return PTR_ERR(cred);
	nsp = unshare_nsproxy(flags, cred ?: current_cred());
	err = IS_ERR(nsp) ? PTR_ERR(nsp) : unshare_fs_files(flags);
	if (err) {
		unshare_undo(nsp, cred);
		return err;
	}
	if (cred)
		commit_creds(cred);
	/* CLONE_SYSVSEM (CLONE_NEWIPC implies it): the adjustments are let
	 * go of, applied if the caller was the last to share them, in the
	 * namespace it leaves */
	if (flags & (CLONE_SYSVSEM | CLONE_NEWIPC))
		exit_sem(current);
	if (nsp)
		switch_task_namespaces(current, nsp);
	return 0;
}

/* The joined namespaces go in; a new mount namespace's root becomes
 * the caller's root and working directory (as Linux's mntns_install()) */
static void commit_nsset(struct nsset *nsset)
{
	if (nsset->cred)
		commit_creds(nsset->cred);
	if (nsset->flags & CLONE_NEWNS) {
		set_fs_root(current->fs, NULL);
		set_fs_pwd(current->fs, dget(root_mnt.mnt_root));
	}
	switch_task_namespaces(current, nsset->nsproxy);
}

/* Each namespace of p that flags asks for into nsset: 0 or -errno */
static int install_of_task(struct nsset *nsset, struct task_struct *p)
{
	static const struct proc_ns_operations *const kinds[] = {
		&mntns_operations, &utsns_operations, &ipcns_operations,
		&netns_operations, &pidns_operations, &cgroupns_operations,
		&timens_operations, &userns_operations,
	};
	size_t i;
	int err = 0;

	for (i = 0; !err && i < ARRAY_SIZE(kinds); i++) {
		struct ns_common *ns;

		if (!(nsset->flags & kinds[i]->type))
			continue;
		ns = ns_get_of_task(p, kinds[i]);
		if (!ns)
			return -ESRCH;
		err = kinds[i]->install(nsset, ns);
		kinds[i]->put(ns);
	}
	return err;
}

/* setns(2)'s work, once the descriptor is known: ns, or else p's */
static long setns_to(struct ns_common *ns, struct task_struct *p, int flags)
{
	struct nsset nsset = { .flags = (unsigned int)flags };
	long err;

	if (ns && flags && flags != ns->ops->type)
		return -EINVAL;
	if (!ns && (!flags || (flags & ~SETNS_FLAGS)))
		return -EINVAL;
	nsset.nsproxy = nsproxy_dup(current_nsproxy());
	if (!nsset.nsproxy)
		return -ENOMEM;
	if (ns) {
		nsset.flags = (unsigned int)ns->ops->type;
		err = ns->ops->install(&nsset, ns);
	} else {
		err = install_of_task(&nsset, p);
	}
	if (err) {
		unshare_undo(nsset.nsproxy, nsset.cred);
		return err;
	}
	commit_nsset(&nsset);
	return 0;
}

long sys_setns(int fd, int flags)
{
	struct fd f = fdget((unsigned int)fd);
	struct ns_common *ns;
	struct task_struct *p;
	unsigned int pflags;
	long err;

	if (!f.file)
		return -EBADF;
	ns = ns_of_file(f.file);
	if (ns) {
		err = setns_to(ns, NULL, flags);
		fdput(f);
		return err;
	}
	fdput(f);
	p = pidfd_get_task(fd, &pflags);
	if (IS_ERR(p))		/* "fd does not refer to a namespace" */
		return -EINVAL;
	err = setns_to(NULL, p, flags);
	put_task_struct(p);
	return err;
}
