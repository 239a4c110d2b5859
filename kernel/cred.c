// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/cred.c - a task's credentials (include/linux/cred.h): made on a
 * copy, swapped in whole, shared by reference count; and the two rules
 * of capabilities(7) that change capabilities behind a change of ids:
 * execve(2) ("Transformation of capabilities during execve()") and the
 * set*uid(2) calls ("Effect of user ID changes on capabilities").
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/mm.h"
#include "linux/proc_ns.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/cred.h"

struct group_info init_groups = { .usage = ATOMIC_INIT(2) };

/* The boot task's, and so every kernel thread's and init's: root */
struct cred init_cred = {
	.usage = ATOMIC_INIT(4),	/* never freed */
	.cap_inheritable = CAP_EMPTY_SET,
	.cap_permitted = CAP_FULL_SET,
	.cap_effective = CAP_FULL_SET,
	.cap_bset = CAP_FULL_SET,
	.group_info = &init_groups,
	.user_ns = &init_user_ns,
};

void __put_cred(struct cred *cred)
{
	put_group_info(cred->group_info);
	put_user_ns(cred->user_ns);
	kfree(cred);
}
EXPORT_SYMBOL(__put_cred);

/* A private copy of the current task's credentials to change */
struct cred *prepare_creds(void)
{
	struct cred *new = kmalloc(sizeof(*new), GFP_KERNEL);

	if (!new)
		return NULL;
	*new = *current_cred();
	atomic_set(&new->usage, 1);
	get_group_info(new->group_info);
	get_user_ns(new->user_ns);
	return new;
}
EXPORT_SYMBOL(prepare_creds);

/* Make new the current task's credentials; the caller's reference
 * passes to the task.  A process whose effective or fs ids change, or
 * that gains a permitted capability, stops being dumpable (prctl(2)
 * PR_SET_DUMPABLE: what it holds may be its new ids'). */
int commit_creds(struct cred *new)
{
	const struct cred *old = current->cred;

	if (current->mm &&
	    (!uid_eq(old->euid, new->euid) || !gid_eq(old->egid, new->egid) ||
	     !uid_eq(old->fsuid, new->fsuid) ||
	     !gid_eq(old->fsgid, new->fsgid) ||
	     (new->user_ns == old->user_ns &&
	      (new->cap_permitted.val & ~old->cap_permitted.val))))
		set_dumpable(current->mm, suid_dumpable);
	task_lock(current);	/* against get_task_cred() */
	current->cred = new;
	task_unlock(current);
	put_cred(old);
	return 0;
}
EXPORT_SYMBOL(commit_creds);

/* A prepared copy that is not wanted after all (an error) */
void abort_creds(struct cred *new)
{
	put_cred(new);
}
EXPORT_SYMBOL(abort_creds);

/*
 * The kernel acting for itself inside a task: names it makes on its own
 * behalf (/proc/PID when a user's process forks, sysfs and devtmpfs
 * entries a module adds) are not the task's to be refused.  As Linux's
 * override_creds(), until revert_creds(); the task's own stay held.
 * Here a task has one set of credentials, not Linux's separate
 * subjective ones, so what another task sees of it (kill(2)'s check)
 * is the override for that moment: the window holds no sleep.
 */
const struct cred *override_creds(const struct cred *new)
{
	const struct cred *old = current->cred;

	current->cred = get_cred(new);
	return old;
}

void revert_creds(const struct cred *old)
{
	const struct cred *override = current->cred;

	current->cred = old;
	put_cred(override);
}

/*
 * Another task's credentials, held until put_cred(): taken under the
 * task's alloc_lock, so that the task cannot swap them (commit_creds())
 * and drop the old ones between the read and the reference.
 */
const struct cred *get_task_cred(struct task_struct *p)
{
	const struct cred *cred;

	task_lock(p);
	cred = get_cred(p->cred);
	task_unlock(p);
	return cred;
}
EXPORT_SYMBOL(get_task_cred);

/* fork(2): the child shares its parent's credentials until it changes */
int copy_creds(struct task_struct *p, struct task_struct *parent,
	       unsigned long flags)
{
	const struct cred *old = p->cred;
	struct cred *new = NULL;
	int err;

	if (flags & CLONE_NEWUSER) {
		new = prepare_creds();
		if (!new)
			return -ENOMEM;
		err = create_user_ns(new);
		if (err) {
			abort_creds(new);
			return err;
		}
	}
	p->cred = new ?: get_cred(parent->cred);
	if (old)
		put_cred(old);
	return 0;
}

/* The task_struct is freed (__put_task_struct()) */
void exit_creds(struct task_struct *p)
{
	if (p->cred)
		put_cred(p->cred);
	p->cred = NULL;
}

/*
 * capabilities(7), "Transformation of capabilities during execve()", for
 * a file with no file capabilities: a program run with a real or
 * effective uid of 0 is treated as if its file held every capability
 * (permitted = bounding set | inheritable), and gets them effective if
 * its effective uid is 0; any other program gets none.  Ambient
 * capabilities, file capabilities and securebits are not modelled.
 * Uid 0 is that of the cred's user namespace (user_namespaces(7)).
 */
void cred_exec(struct cred *new)
{
	kuid_t root_uid = make_kuid(new->user_ns, 0);
	bool root = uid_eq(new->euid, root_uid) || uid_eq(new->uid, root_uid);

	new->cap_permitted = CAP_EMPTY_SET;
	if (root)
		new->cap_permitted.val = new->cap_bset.val |
					 new->cap_inheritable.val;
	new->cap_effective = CAP_EMPTY_SET;
	if (uid_eq(new->euid, root_uid))
		new->cap_effective = new->cap_permitted;
	/* execve(2): the saved ids become copies of the effective ones */
	new->suid = new->fsuid = new->euid;
	new->sgid = new->fsgid = new->egid;
}

static bool is_root(kuid_t uid)
{
	return uid_eq(uid, GLOBAL_ROOT_UID);
}

/*
 * capabilities(7), "Effect of user ID changes on capabilities", applied
 * after setuid(2), setreuid(2) or setresuid(2) turned old into new:
 * - if one of the real, effective and saved uids was 0 and none is now,
 *   the permitted and effective sets are emptied;
 * - an effective uid leaving 0 empties the effective set, one coming to
 *   0 makes it the permitted set.
 */
void cred_fix_setuid(struct cred *new, const struct cred *old)
{
	bool had_root = is_root(old->uid) || is_root(old->euid) ||
			is_root(old->suid);
	bool has_root = is_root(new->uid) || is_root(new->euid) ||
			is_root(new->suid);

	if (had_root && !has_root) {
		new->cap_permitted = CAP_EMPTY_SET;
		new->cap_effective = CAP_EMPTY_SET;
	}
	if (is_root(old->euid) && !is_root(new->euid))
		new->cap_effective = CAP_EMPTY_SET;
	if (!is_root(old->euid) && is_root(new->euid))
		new->cap_effective = new->cap_permitted;
}

/*
 * The same page, for setfsuid(2): a file-system uid leaving 0 drops the
 * file capabilities (CAP_FS_MASK) from the effective set, one coming to
 * 0 raises those of them that are permitted.
 */
void cred_fix_setfsuid(struct cred *new, const struct cred *old)
{
	if (is_root(old->fsuid) && !is_root(new->fsuid))
		new->cap_effective.val &= ~CAP_FS_MASK;
	if (!is_root(old->fsuid) && is_root(new->fsuid))
		new->cap_effective.val |= new->cap_permitted.val & CAP_FS_MASK;
}
