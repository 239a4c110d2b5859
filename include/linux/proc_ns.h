/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/proc_ns.h - the kinds of namespace as /proc/PID/ns
 * (fs/proc/namespaces.c), setns(2) (kernel/nsproxy.c) and the nsfs
 * ioctls (fs/nsfs.c) see them: one struct proc_ns_operations per kind.
 */
#ifndef _LINUX_PROC_NS_H
#define _LINUX_PROC_NS_H

#include "linux/ns_common.h"

struct nsproxy;
struct task_struct;

/* The boot's namespaces' inode numbers, fixed as in Linux; the others
 * are handed out from PROC_DYNAMIC_FIRST (fs/nsfs.c take_inum()) */
#define PROC_IPC_INIT_INO	0xEFFFFFFFU
#define PROC_UTS_INIT_INO	0xEFFFFFFEU
#define PROC_USER_INIT_INO	0xEFFFFFFDU
#define PROC_PID_INIT_INO	0xEFFFFFFCU
#define PROC_CGROUP_INIT_INO	0xEFFFFFFBU
#define PROC_TIME_INIT_INO	0xEFFFFFFAU
#define PROC_DYNAMIC_FIRST	0xF0000000U

#define CLONE_NEWTIME	0x00000080	/* clone3(2) and unshare(2) only */
#define CLONE_NEWCGROUP	0x02000000
#define CLONE_NEWUSER	0x10000000
#define CLONE_NEWPID	0x20000000
#define CLONE_NEWNET	0x40000000

/* What setns(2) builds before anything changes: the caller's new
 * namespaces, committed whole or not at all */
struct nsset {
	unsigned int flags;		/* the CLONE_NEW* asked for */
	struct nsproxy *nsproxy;	/* a copy of the caller's */
	struct cred *cred;	/* a user namespace's: a new cred, or NULL */
};

struct proc_ns_operations {
	const char *name;	/* its /proc/PID/ns name */
	const char *real_ns_name;	/* what its link says ("pid") */
	int type;		/* CLONE_NEW* */
	/* the namespace of this kind in nsp (not held) */
	struct ns_common *(*get)(struct nsproxy *nsp);
	/* or, for a kind that is not in the nsproxy (PID, user), the
	 * task's, under its task_lock() (not held) */
	struct ns_common *(*get_of_task)(struct task_struct *t);
	/* a user goes; the last frees it */
	void (*put)(struct ns_common *ns);
	/* setns(2): ns goes into nsset (0), or -errno */
	int (*install)(struct nsset *nsset, struct ns_common *ns);
	/* NS_GET_PARENT: the parent, held, or ERR_PTR; NULL: not a
	 * hierarchical kind (EINVAL) */
	struct ns_common *(*get_parent)(struct ns_common *ns);
};

extern const struct proc_ns_operations utsns_operations;
extern const struct proc_ns_operations ipcns_operations;
extern const struct proc_ns_operations mntns_operations;
extern const struct proc_ns_operations netns_operations;
extern const struct proc_ns_operations pidns_operations;
extern const struct proc_ns_operations pidns_for_children_operations;
extern const struct proc_ns_operations userns_operations;
extern const struct proc_ns_operations cgroupns_operations;
extern const struct proc_ns_operations timens_operations;
extern const struct proc_ns_operations timens_for_children_operations;

struct file;

/* fs/nsfs.c: a new namespace's number and nsfs file (0 or -ENOMEM),
 * count 1, owned by the caller's user namespace, and their end (its
 * last put); ns_set_owner(): another owner (clone(2)'s child's) */
int ns_common_init(struct ns_common *ns, const struct proc_ns_operations *ops);
void ns_common_free(struct ns_common *ns);
void ns_set_owner(struct ns_common *ns, struct user_namespace *owner);
/* kernel/user_namespace.c: NS_GET_USERNS, ns's owner, held, if the
 * caller's user namespace is it or an ancestor of it; ERR_PTR(-EPERM) */
struct ns_common *ns_get_owner(struct ns_common *ns);
/* the namespace an open nsfs file stands for, or NULL */
struct ns_common *ns_of_file(const struct file *f);
/* kernel/nsproxy.c: a task's namespace of ops's kind, held, or NULL
 * (an exited task) */
struct ns_common *ns_get_of_task(struct task_struct *task,
				 const struct proc_ns_operations *ops);
/* its nsfs file's name, not held (a path walk's jump), or NULL */
struct dentry *ns_dentry_of_task(struct task_struct *task,
				 const struct proc_ns_operations *ops);
/* kernel/boot_namespaces.c: the put() of a namespace that is never freed */
void boot_ns_put(struct ns_common *ns);

#endif /* _LINUX_PROC_NS_H */
