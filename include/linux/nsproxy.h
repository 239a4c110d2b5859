/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/nsproxy.h - the namespaces a task is in, as Linux
 * groups them: one struct nsproxy, shared by the tasks that share all
 * of them (kernel/nsproxy.c), and the PID namespace their children
 * will be in (a task's own is its struct pid's, linux/pid_namespace.h).
 * The network, cgroup and time namespaces are the boot's only
 * (kernel/boot_namespaces.c), so they are not in it; the user
 * namespace is the task's cred's (linux/cred.h).
 */
#ifndef _LINUX_NSPROXY_H
#define _LINUX_NSPROXY_H

#include "linux/atomic.h"
#include "linux/sched.h"

struct task_struct;
struct uts_namespace;
struct ipc_namespace;
struct mnt_namespace;
struct pid_namespace;

struct nsproxy {
	atomic_t count;		/* tasks and setns(2) copies using it */
	struct uts_namespace *uts_ns;
	struct ipc_namespace *ipc_ns;
	struct mnt_namespace *mnt_ns;
	struct pid_namespace *pid_ns_for_children;
};

extern struct nsproxy init_nsproxy;

/* CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWPID: what
 * clone(2) may make in an nsproxy */
#define CLONE_NSPROXY_FLAGS	0x2c020000

/* fork(2): the child's, the parent's or new ones for CLONE_NEW* */
int copy_namespaces(unsigned long flags, struct task_struct *p,
		    struct task_struct *parent);
/* exit, a failed clone: the task's reference goes */
void exit_task_namespaces(struct task_struct *p);
void put_nsproxy(struct nsproxy *ns);

/* The current task's: never NULL while it runs */
static inline struct nsproxy *current_nsproxy(void)
{
	return current->nsproxy ?: &init_nsproxy;
}

#endif /* _LINUX_NSPROXY_H */
