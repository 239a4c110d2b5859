/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mnt_namespace.h - a process's mount namespace
 * (mount_namespaces(7), fs/mnt_namespace.c), in its nsproxy: the boot's
 * is init_mnt_ns; CLONE_NEWNS gives a copy.
 */
#ifndef _LINUX_MNT_NAMESPACE_H
#define _LINUX_MNT_NAMESPACE_H

#include "linux/types.h"

struct mnt_namespace;

extern struct mnt_namespace init_mnt_ns;

/* one more user (an nsproxy, an open /proc/PID/ns/mnt) */
struct mnt_namespace *get_mnt_ns(struct mnt_namespace *ns);
/* a user goes; the last frees the copy */
void put_mnt_ns(struct mnt_namespace *ns);
/* clone(2), unshare(2) CLONE_NEWNS: a copy of old, or ERR_PTR */
struct mnt_namespace *copy_mnt_ns(struct mnt_namespace *old);
/* mount(2), umount(2): 0, or -EBUSY while copies live */
long mnt_ns_may_change(void);

#endif /* _LINUX_MNT_NAMESPACE_H */
