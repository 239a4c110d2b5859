// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/boot_namespaces.c - the kinds of namespace this kernel has
 * only the boot's one of: network, cgroup and time
 * (namespaces(7)).  Every task is in them, so /proc/PID/ns shows them
 * with Linux's numbers (cgroup:[4026531835], time:[4026531834] ...; the
 * network namespace's is the first one handed out, 4026531840, as on
 * Linux), and setns(2) to one of them changes nothing: it checks what
 * Linux checks (CAP_SYS_ADMIN: EPERM, man 2 setns) and returns 0.
 * Making a new one is EINVAL (kernel/nsproxy.c), Linux's answer built
 * without them.  PID and user namespaces: kernel/pid_namespace.c,
 * kernel/user_namespace.c.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/proc_ns.h"
#include "linux/user_namespace.h"

static struct ns_common init_net_common = { .inum = PROC_DYNAMIC_FIRST };
static struct ns_common init_cgroup_ns_common = {
	.inum = PROC_CGROUP_INIT_INO
};
static struct ns_common init_time_ns_common = { .inum = PROC_TIME_INIT_INO };

void boot_ns_put(struct ns_common *ns)
{
	atomic_dec(&ns->count);	/* never the last: the boot's keeps one */
}

static int boot_ns_install(struct nsset *nsset, struct ns_common *ns)
{
	(void)nsset;
	(void)ns;
	return capable(CAP_SYS_ADMIN) ? 0 : -EPERM;
}

#define BOOT_NS_GET(kind)						\
static struct ns_common *kind##_get(struct nsproxy *nsp)		\
{									\
	(void)nsp;							\
	return &init_##kind##_common;					\
}
BOOT_NS_GET(net)
BOOT_NS_GET(cgroup_ns)
BOOT_NS_GET(time_ns)

const struct proc_ns_operations netns_operations = {
	.name = "net", .real_ns_name = "net", .type = CLONE_NEWNET,
	.get = net_get, .put = boot_ns_put, .install = boot_ns_install,
};

const struct proc_ns_operations cgroupns_operations = {
	.name = "cgroup", .real_ns_name = "cgroup", .type = CLONE_NEWCGROUP,
	.get = cgroup_ns_get, .put = boot_ns_put, .install = boot_ns_install,
};

const struct proc_ns_operations timens_operations = {
	.name = "time", .real_ns_name = "time", .type = CLONE_NEWTIME,
	.get = time_ns_get, .put = boot_ns_put, .install = boot_ns_install,
};

const struct proc_ns_operations timens_for_children_operations = {
	.name = "time_for_children", .real_ns_name = "time",
	.type = CLONE_NEWTIME, .get = time_ns_get, .put = boot_ns_put,
	.install = boot_ns_install,
};

static int __init boot_namespaces_init(void)
{
	int err = ns_common_init(&init_net_common, &netns_operations);

	if (!err)
		err = ns_common_init(&init_cgroup_ns_common,
				     &cgroupns_operations);
	if (!err)
		err = ns_common_init(&init_time_ns_common, &timens_operations);
	return err;
}
fs_initcall(boot_namespaces_init);
