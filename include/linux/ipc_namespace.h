/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ipc_namespace.h - an IPC namespace (ipc_namespaces(7)):
 * its own tables of System V objects, one per kind (ipc/namespace.c).
 */
#ifndef _LINUX_IPC_NAMESPACE_H
#define _LINUX_IPC_NAMESPACE_H

#include "linux/ipc.h"
#include "linux/ns_common.h"

struct ipc_namespace {
	struct ipc_ids ids[IPC_IDS];
	struct ns_common ns;
};

extern struct ipc_namespace init_ipc_ns;

static inline struct ipc_namespace *get_ipc_ns(struct ipc_namespace *ns)
{
	atomic_inc(&ns->ns.count);
	return ns;
}

/* clone(2)'s and unshare(2)'s CLONE_NEWIPC: a new, empty one, or
 * ERR_PTR; the last user's put frees it and every object in it */
struct ipc_namespace *copy_ipcs(void);
void put_ipc_ns(struct ipc_namespace *ns);

#endif /* _LINUX_IPC_NAMESPACE_H */
