// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/nsproxy.c - the namespaces a task is in (struct nsproxy: UTS,
 * IPC and mount), and unshare(2) and setns(2).
 *
 * Tasks that are in the same namespaces share one nsproxy; fork(2)
 * shares the parent's, clone(2) with CLONE_NEWUTS, CLONE_NEWIPC or
 * CLONE_NEWNS gives the child a copy with new namespaces of those kinds
 * (kernel/utsname.c, ipc/namespace.c, fs/mnt_namespace.c).  Making one
 * takes CAP_SYS_ADMIN (EPERM).  The other kinds exist only as the
 * boot's (kernel/boot_namespaces.c): a new one is EINVAL for root,
 * Linux's answer built without them, and EPERM for a user;
 * CLONE_NEWUSER, which Linux (and Debian) may grant a user, is EINVAL
 * for everyone.
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
#include "linux/err.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs_struct.h"
#include "linux/ipc.h"
#include "linux/ipc_namespace.h"
#include "linux/mm.h"
#include "linux/mnt_namespace.h"
#include "linux/nsproxy.h"
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

struct nsproxy init_nsproxy = {
	.count = ATOMIC_INIT(1),	/* its own: never freed */
	.uts_ns = &init_uts_ns,
	.ipc_ns = &init_ipc_ns,
	.mnt_ns = &init_mnt_ns,
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
	return nsp;
}

void put_nsproxy(struct nsproxy *nsp)
{
	if (!atomic_dec_and_test(&nsp->count))
		return;
	put_uts_ns(nsp->uts_ns);
	put_ipc_ns(nsp->ipc_ns);
	put_mnt_ns(nsp->mnt_ns);
	kfree(nsp);
}

/* A new UTS, IPC or mount namespace in nsp for each flag: 0, or the
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
	return 0;
}

/* A copy of the caller's nsproxy with new namespaces for flags, or
 * ERR_PTR: EPERM without CAP_SYS_ADMIN, EINVAL for a kind there is
 * only the boot's of */
static struct nsproxy *nsproxy_new(unsigned long flags)
{
	struct nsproxy *nsp;
	int err;

	if (!capable(CAP_SYS_ADMIN))
		return ERR_PTR(-EPERM);
	if (flags & (CLONE_NAMESPACES | CLONE_NEWTIME) & ~CLONE_NSPROXY_FLAGS)
		return ERR_PTR(-EINVAL);
	nsp = nsproxy_dup(current_nsproxy());
	if (!nsp)
		return ERR_PTR(-ENOMEM);
	err = new_namespaces(flags, nsp);
	if (err) {
		put_nsproxy(nsp);
		return ERR_PTR(err);
	}
	return nsp;
}

int copy_namespaces(unsigned long flags, struct task_struct *p,
		    struct task_struct *parent)
{
	struct nsproxy *nsp = parent->nsproxy ?: &init_nsproxy;

	if (!(flags & CLONE_NAMESPACES)) {
		atomic_inc(&nsp->count);
		p->nsproxy = nsp;
		return 0;
	}
	nsp = nsproxy_new(flags);
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

struct ns_common *ns_get_of_task(struct task_struct *task,
				 const struct proc_ns_operations *ops)
{
	struct ns_common *ns = NULL;

	task_lock(task);
	if (task->nsproxy) {
		ns = ops->get(task->nsproxy);
		atomic_inc(&ns->count);
	}
	task_unlock(task);
	return ns;
}

struct dentry *ns_dentry_of_task(struct task_struct *task,
				 const struct proc_ns_operations *ops)
{
	struct dentry *d = NULL;

	task_lock(task);
	if (task->nsproxy)
		d = ops->get(task->nsproxy)->stashed;
	task_unlock(task);
	return d;
}

/* unshare(2)'s new nsproxy (NULL: no namespace asked for), or ERR_PTR */
static struct nsproxy *unshare_nsproxy(unsigned long flags)
{
	if (!(flags & (CLONE_NAMESPACES | CLONE_NEWTIME)))
		return NULL;
	if (flags & CLONE_NEWUSER)
		return ERR_PTR(-EINVAL);
	return nsproxy_new(flags);
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

long sys_unshare(unsigned long flags)
{
	struct nsproxy *nsp;
	long err;

	if (flags & ~UNSHARE_FLAGS)
		return -EINVAL;
	if (flags & (CLONE_THREAD | CLONE_SIGHAND | CLONE_VM)) {
		if (current->signal->live > 1 ||
		    (current->mm && atomic_read(&current->mm->mm_users) > 1))
			return -EINVAL;
	}
	/* the namespaces first: their refusals change nothing */
	nsp = unshare_nsproxy(flags);
	if (IS_ERR(nsp))
		return PTR_ERR(nsp);
	err = unshare_fs_files(flags);
	if (err) {
		if (nsp)
			put_nsproxy(nsp);
		return err;
	}
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
		put_nsproxy(nsset.nsproxy);
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
