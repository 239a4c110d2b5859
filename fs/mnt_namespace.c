// SPDX-License-Identifier: GPL-2.0
/*
 * fs/mnt_namespace.c - mount namespaces (mount_namespaces(7)), the
 * smallest part of them that is still true to Linux.
 *
 * A process lives in a mount namespace, inherited by fork(2);
 * unshare(2) CLONE_NEWNS moves the caller into a new one, a copy of
 * the mount tree it had (CAP_SYS_ADMIN, else EPERM), counted by the
 * processes in it and freed by the last one's exit.  Linux's copy is a
 * tree of struct mount of its own, so that a mount in one namespace is
 * not seen in another.  Here the mounts are one tree shared by every
 * process (fs/namespace.c: a mount covers a directory's dentry), so
 * the copy can stay a true copy only if the tree does not change:
 * while any namespace besides the first is alive, mount(2) and
 * umount(2) are EBUSY, in every namespace.  What is missing, then:
 * mounts private to a namespace (and propagation, MS_SHARED and
 * MS_PRIVATE, /proc/PID/ns/mnt, setns(2), clone(2)'s CLONE_NEWNS,
 * still EINVAL); what a process sees of the tree is always right.
 */
#include "linux/kernel.h"
#include "linux/atomic.h"
#include "linux/capability.h"
#include "linux/mnt_namespace.h"
#include "linux/sched.h"
#include "linux/slab.h"

struct mnt_namespace {
	atomic_t count;		/* processes in it */
};

/* namespaces besides the first, alive now */
static atomic_t copies = ATOMIC_INIT(0);

struct mnt_namespace *get_mnt_ns(struct mnt_namespace *ns)
{
	if (ns)
		atomic_inc(&ns->count);
	return ns;
}

void put_mnt_ns(struct mnt_namespace *ns)
{
	if (!ns || !atomic_dec_and_test(&ns->count))
		return;
	kfree(ns);
	atomic_dec(&copies);
}

long unshare_mnt_ns(void)
{
	struct mnt_namespace *ns;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	ns = kzalloc(sizeof(*ns), GFP_KERNEL);
	if (!ns)
		return -ENOMEM;
	atomic_set(&ns->count, 1);
	atomic_inc(&copies);
	put_mnt_ns(current->mnt_ns);
	current->mnt_ns = ns;
	return 0;
}

long mnt_ns_may_change(void)
{
	return atomic_read(&copies) ? -EBUSY : 0;
}
