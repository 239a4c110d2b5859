/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/cred.h - who a task is (credentials(7)): its real,
 * effective, saved and file-system user and group ids, its supplementary
 * groups and its capabilities (capabilities(7)).
 *
 * As in Linux, a task's struct cred is never changed in place once
 * published: a change is made on a copy (prepare_creds()) and swapped in
 * (commit_creds()), so a cred may be shared - by fork(2)'s child, by a
 * reader such as /proc/PID/status - without locks.  kernel/cred.c.
 */
#ifndef _LINUX_CRED_H
#define _LINUX_CRED_H

#include "linux/atomic.h"
#include "linux/capability.h"
#include "linux/uidgid.h"
#include "linux/user_namespace.h"
#include "linux/sched.h"

/* setgroups(2)'s limit, Linux's (limits.h): more is EINVAL */
#define NGROUPS_MAX	65536

/* The supplementary groups, sorted (groups_search() bisects them) */
struct group_info {
	atomic_t usage;
	int ngroups;
	kgid_t gid[];
};

struct cred {
	atomic_t usage;
	kuid_t uid, euid, suid, fsuid;		/* real, effective, saved, fs */
	kgid_t gid, egid, sgid, fsgid;
	kernel_cap_t cap_inheritable;		/* kept across execve(2) */
	kernel_cap_t cap_permitted;		/* may be made effective */
	kernel_cap_t cap_effective;		/* what capable() checks */
	kernel_cap_t cap_bset;			/* the bounding set */
	struct group_info *group_info;
	/* whose ids and capabilities these are (held): kernel/user_namespace.c */
	struct user_namespace *user_ns;
};

extern struct cred init_cred;			/* root, every capability */
extern struct group_info init_groups;		/* no supplementary group */

struct task_struct;

struct cred *prepare_creds(void);
int commit_creds(struct cred *new);
void abort_creds(struct cred *new);
const struct cred *override_creds(const struct cred *new);
void revert_creds(const struct cred *old);
void __put_cred(struct cred *cred);
const struct cred *get_task_cred(struct task_struct *p);
/* fork(2): the parent's, or (CLONE_NEWUSER) a new one in a new user
 * namespace: 0 or -errno */
int copy_creds(struct task_struct *p, struct task_struct *parent,
	       unsigned long flags);
void exit_creds(struct task_struct *p);
void cred_exec(struct cred *new);
void cred_fix_setuid(struct cred *new, const struct cred *old);
void cred_fix_setfsuid(struct cred *new, const struct cred *old);

struct group_info *groups_alloc(int ngroups);
void groups_free(struct group_info *group_info);
void groups_sort(struct group_info *group_info);
bool in_group_p(kgid_t gid);
bool in_egroup_p(kgid_t gid);

static inline const struct cred *get_cred(const struct cred *cred)
{
	atomic_inc(&((struct cred *)cred)->usage);
	return cred;
}

static inline void put_cred(const struct cred *cred)
{
	if (atomic_dec_and_test(&((struct cred *)cred)->usage))
		__put_cred((struct cred *)cred);
}

static inline struct group_info *get_group_info(struct group_info *gi)
{
	atomic_inc(&gi->usage);
	return gi;
}

static inline void put_group_info(struct group_info *gi)
{
	if (atomic_dec_and_test(&gi->usage))
		groups_free(gi);
}

#define current_cred()		(current->cred)
#define current_uid()		(current_cred()->uid)
#define current_gid()		(current_cred()->gid)
#define current_euid()		(current_cred()->euid)
#define current_egid()		(current_cred()->egid)
#define current_fsuid()		(current_cred()->fsuid)
#define current_fsgid()		(current_cred()->fsgid)

#endif /* _LINUX_CRED_H */
