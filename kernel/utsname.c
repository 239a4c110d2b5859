// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/utsname.c - UTS namespaces (uts_namespaces(7)): the host and
 * domain names a process sees and sets (uname(2), sethostname(2),
 * setdomainname(2), /proc/sys/kernel/hostname) are its UTS namespace's.
 * clone(2) or unshare(2) with CLONE_NEWUTS makes a new one, a copy of
 * the names of the old; it lives while a task or an open
 * /proc/PID/ns/uts file (fs/nsfs.c) uses it.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/init.h"
#include "linux/proc_ns.h"
#include "linux/slab.h"
#include "linux/utsname.h"

struct uts_namespace *copy_utsname(struct uts_namespace *old)
{
	struct uts_namespace *ns = kzalloc(sizeof(*ns), GFP_KERNEL);
	int err;

	if (!ns)
		return ERR_PTR(-ENOMEM);
	err = ns_common_init(&ns->ns, &utsns_operations);
	if (err) {
		kfree(ns);
		return ERR_PTR(err);
	}
	ns->name = old->name;
	return ns;
}

void put_uts_ns(struct uts_namespace *ns)
{
	if (!atomic_dec_and_test(&ns->ns.count))
		return;
	ns_common_free(&ns->ns);
	kfree(ns);
}

static struct uts_namespace *to_uts_ns(struct ns_common *ns)
{
	return container_of(ns, struct uts_namespace, ns);
}

static struct ns_common *utsns_get(struct nsproxy *nsp)
{
	return &nsp->uts_ns->ns;
}

static void utsns_put(struct ns_common *ns)
{
	put_uts_ns(to_uts_ns(ns));
}

/* setns(2): CAP_SYS_ADMIN (man 2 setns: EPERM) */
static int utsns_install(struct nsset *nsset, struct ns_common *new)
{
	struct nsproxy *nsp = nsset->nsproxy;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	put_uts_ns(nsp->uts_ns);
	nsp->uts_ns = get_uts_ns(to_uts_ns(new));
	return 0;
}

const struct proc_ns_operations utsns_operations = {
	.name = "uts", .real_ns_name = "uts", .type = CLONE_NEWUTS,
	.get = utsns_get, .put = utsns_put, .install = utsns_install,
};

static int __init uts_ns_init(void)
{
	return ns_common_init(&init_uts_ns.ns, &utsns_operations);
}
fs_initcall(uts_ns_init);
