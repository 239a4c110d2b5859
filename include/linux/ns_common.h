/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ns_common.h - what every namespace has (namespaces(7)):
 * its inode number, the one /proc/PID/ns/NAME shows ("uts:[4026531838]")
 * and stat(2) of it reports, the operations of its kind, and its file
 * in nsfs (fs/nsfs.c), made with the namespace.
 */
#ifndef _LINUX_NS_COMMON_H
#define _LINUX_NS_COMMON_H

#include "linux/atomic.h"

struct dentry;
struct proc_ns_operations;
struct user_namespace;

struct ns_common {
	atomic_t count;		/* its users: nsproxies, open nsfs files */
	unsigned int inum;
	const struct proc_ns_operations *ops;
	struct dentry *stashed;	/* its nsfs file's name, held */
	/* the user namespace that owns it (held; a user namespace's is
	 * its parent, the boot's its own): NS_GET_USERNS, ns_capable() */
	struct user_namespace *user_ns;
};

#endif /* _LINUX_NS_COMMON_H */
