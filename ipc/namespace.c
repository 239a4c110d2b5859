// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/namespace.c - IPC namespaces (ipc_namespaces(7)): each has its
 * own System V semaphore sets, message queues and shared memory
 * segments (their ids and keys name objects of the caller's namespace
 * only), and /proc/sysvipc shows the reader's.  clone(2) or unshare(2)
 * with CLONE_NEWIPC makes a new, empty one; it lives while a task or an
 * open /proc/PID/ns/ipc file (fs/nsfs.c) uses it, and its objects go
 * with it: sets and queues at once (their sleepers, if any, wake to
 * EIDRM), a segment still attached at its last detach.  The limits
 * under /proc/sys/kernel (ipc/ipc_sysctl.c) are shared by all, where
 * Linux keeps them per namespace.  POSIX message queues (ipc/mqueue.c)
 * are not in it: one mqueue file system for all.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/init.h"
#include "linux/ipc_namespace.h"
#include "linux/nsproxy.h"
#include "linux/proc_ns.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"

struct ipc_namespace init_ipc_ns = { .ns.inum = PROC_IPC_INIT_INO };

static void (*const init_kind[IPC_IDS])(struct ipc_ids *ids) = {
	sem_init_ns, msg_init_ns, shm_init_ns,
};

static void (*const exit_kind[IPC_IDS])(struct ipc_ids *ids) = {
	sem_exit_ns, msg_exit_ns, shm_exit_ns,
};

struct ipc_ids *current_ipc_ids(int kind)
{
	return &current_nsproxy()->ipc_ns->ids[kind];
}

static void free_tables(struct ipc_namespace *ns)
{
	int i;

	for (i = 0; i < IPC_IDS; i++)
		vfree(ns->ids[i].entries);
}

/* ns's empty tables: 0 or -ENOMEM */
static int make_tables(struct ipc_namespace *ns)
{
	int i;

	for (i = 0; i < IPC_IDS; i++) {
		struct ipc_ids *ids = &ns->ids[i];

		init_kind[i](ids);
		ids->last_idx = -1;	/* the first is index 0 */
		ids->entries = vzalloc(ids->max * sizeof(*ids->entries));
		if (!ids->entries) {
			free_tables(ns);
			return -ENOMEM;
		}
	}
	return 0;
}

struct ipc_namespace *copy_ipcs(void)
{
	struct ipc_namespace *ns = kzalloc(sizeof(*ns), GFP_KERNEL);
	int err = ns ? make_tables(ns) : -ENOMEM;

	if (!err) {
		err = ns_common_init(&ns->ns, &ipcns_operations);
		if (err)
			free_tables(ns);
	}
	if (err) {
		kfree(ns);
		return ERR_PTR(err);
	}
	return ns;
}

void put_ipc_ns(struct ipc_namespace *ns)
{
	int i;

	if (!atomic_dec_and_test(&ns->ns.count))
		return;
	for (i = 0; i < IPC_IDS; i++)
		exit_kind[i](&ns->ids[i]);
	ns_common_free(&ns->ns);
	free_tables(ns);
	kfree(ns);
}

static struct ipc_namespace *to_ipc_ns(struct ns_common *ns)
{
	return container_of(ns, struct ipc_namespace, ns);
}

static struct ns_common *ipcns_get(struct nsproxy *nsp)
{
	return &nsp->ipc_ns->ns;
}

static void ipcns_put(struct ns_common *ns)
{
	put_ipc_ns(to_ipc_ns(ns));
}

/* setns(2): CAP_SYS_ADMIN (man 2 setns: EPERM) */
static int ipcns_install(struct nsset *nsset, struct ns_common *new)
{
	struct nsproxy *nsp = nsset->nsproxy;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	put_ipc_ns(nsp->ipc_ns);
	nsp->ipc_ns = get_ipc_ns(to_ipc_ns(new));
	return 0;
}

const struct proc_ns_operations ipcns_operations = {
	.name = "ipc", .real_ns_name = "ipc", .type = CLONE_NEWIPC,
	.get = ipcns_get, .put = ipcns_put, .install = ipcns_install,
};

static int __init ipc_ns_init(void)
{
	int err = make_tables(&init_ipc_ns);

	return err ? err : ns_common_init(&init_ipc_ns.ns, &ipcns_operations);
}
fs_initcall(ipc_ns_init);
