/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mnt_namespace.h - a process's mount namespace
 * (mount_namespaces(7), fs/mnt_namespace.c): NULL in task_struct is
 * the first one, the boot's; unshare(2) CLONE_NEWNS gives a copy.
 */
#ifndef _LINUX_MNT_NAMESPACE_H
#define _LINUX_MNT_NAMESPACE_H

#include "linux/types.h"

struct mnt_namespace;
struct task_struct;

/* fork(2): the child's, the parent's with one more user */
struct mnt_namespace *get_mnt_ns(struct mnt_namespace *ns);
/* exit: the task's reference goes; the last frees the copy */
void put_mnt_ns(struct mnt_namespace *ns);
/* unshare(2) CLONE_NEWNS: current gets a copy of its namespace */
long unshare_mnt_ns(void);
/* mount(2), umount(2): 0, or -EBUSY while copies live */
long mnt_ns_may_change(void);

#endif /* _LINUX_MNT_NAMESPACE_H */
