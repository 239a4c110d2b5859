// SPDX-License-Identifier: GPL-2.0
/*
 * fs/mnt_namespace.c - mount namespaces (mount_namespaces(7)), the
 * smallest part of them that is still true to Linux.
 *
 * A process lives in a mount namespace (its nsproxy's, kernel/nsproxy.c),
 * inherited by fork(2); clone(2) or unshare(2) with CLONE_NEWNS makes a
 * new one, a copy of the mount tree it had (CAP_SYS_ADMIN, else EPERM),
 * and setns(2) joins one (CAP_SYS_ADMIN and CAP_SYS_CHROOT, EPERM; not
 * while the caller shares its struct fs_struct, EINVAL; its root and
 * working directory become the namespace's root, as in Linux).  It
 * lives while a task or an open /proc/PID/ns/mnt file uses it.
 *
 * Linux's copy is a tree of struct mount of its own, so that a mount in
 * one namespace is not seen in another.  Here the mounts are one tree
 * shared by every process (fs/namespace.c: a mount covers a directory's
 * dentry), so the copy can stay a true copy only if the tree does not
 * change: while any namespace besides the boot's is alive, mount(2) and
 * umount(2) are EBUSY, in every namespace.  What is missing, then:
 * mounts private to a namespace, and propagation (MS_SHARED,
 * MS_PRIVATE); what a process sees of the tree is always right.
 */
#include "linux/kernel.h"
#include "linux/atomic.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/fs_struct.h"
#include "linux/init.h"
#include "linux/mnt_namespace.h"
#include "linux/nsproxy.h"
#include "linux/proc_ns.h"
#include "linux/sched.h"
#include "linux/slab.h"

struct mnt_namespace {
	struct ns_common ns;
};

/* the boot's: the second number handed out on Linux, after the
 * network namespace's */
struct mnt_namespace init_mnt_ns = { .ns.inum = PROC_DYNAMIC_FIRST + 1 };

/* namespaces besides the boot's, alive now */
static atomic_t copies = ATOMIC_INIT(0);

struct mnt_namespace *get_mnt_ns(struct mnt_namespace *ns)
{
	atomic_inc(&ns->ns.count);
	return ns;
}

void put_mnt_ns(struct mnt_namespace *ns)
{
	if (!atomic_dec_and_test(&ns->ns.count))
		return;
	ns_common_free(&ns->ns);
	kfree(ns);
	atomic_dec(&copies);
}

struct mnt_namespace *copy_mnt_ns(struct mnt_namespace *old)
{
	struct mnt_namespace *ns = kzalloc(sizeof(*ns), GFP_KERNEL);
	int err;

	(void)old;	/* the one tree: see the top */
	if (!ns)
		return ERR_PTR(-ENOMEM);
	err = ns_common_init(&ns->ns, &mntns_operations);
	if (err) {
		kfree(ns);
		return ERR_PTR(err);
	}
	atomic_inc(&copies);
	return ns;
}

long mnt_ns_may_change(void)
{
	return atomic_read(&copies) ? -EBUSY : 0;
}

static struct mnt_namespace *to_mnt_ns(struct ns_common *ns)
{
	return container_of(ns, struct mnt_namespace, ns);
}

static struct ns_common *mntns_get(struct nsproxy *nsp)
{
	return &nsp->mnt_ns->ns;
}

static void mntns_put(struct ns_common *ns)
{
	put_mnt_ns(to_mnt_ns(ns));
}

static int mntns_install(struct nsset *nsset, struct ns_common *new)
{
	struct nsproxy *nsp = nsset->nsproxy;
	struct fs_struct *fs = current->fs;
	bool shared;

	if (!capable(CAP_SYS_ADMIN) || !capable(CAP_SYS_CHROOT))
		return -EPERM;
	spin_lock(&fs->lock);
	shared = fs->users > 1;
	spin_unlock(&fs->lock);
	if (shared)
		return -EINVAL;
	put_mnt_ns(nsp->mnt_ns);
	nsp->mnt_ns = get_mnt_ns(to_mnt_ns(new));
	return 0;
}

const struct proc_ns_operations mntns_operations = {
	.name = "mnt", .real_ns_name = "mnt", .type = CLONE_NEWNS,
	.get = mntns_get, .put = mntns_put, .install = mntns_install,
};

static int __init mnt_ns_init(void)
{
	return ns_common_init(&init_mnt_ns.ns, &mntns_operations);
}
fs_initcall(mnt_ns_init);
