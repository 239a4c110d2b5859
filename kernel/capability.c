// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/capability.c - capable() (include/linux/capability.h): does the
 * current task's effective set hold cap?  And capget(2), capset(2), the
 * calls that read and change a task's three sets; a bad number is a bug
 * in the caller, reported as Linux reports it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

bool capable(int cap)
{
	if (!cap_valid(cap)) {
		printk(KERN_CRIT "capable() called with invalid cap=%d\n", cap);
		return false;
	}
	/* over everything: the boot's user namespace's (a task in another
	 * has none there, kernel/user_namespace.c) */
	return ns_capable(&init_user_ns, cap);
}
EXPORT_SYMBOL(capable);

/*
 * The version in the header says how many 32-bit words each set has in
 * the data array (capget(2)): 1 for version 1, 2 for versions 2 and 3.
 * An unknown version is answered with the preferred one, written back
 * into the header, and EINVAL.
 */
static int cap_words(struct __user_cap_header_struct __user *header)
{
	u32 version;

	if (get_user(version, &header->version))
		return -EFAULT;
	switch (version) {
	case _LINUX_CAPABILITY_VERSION_1:
		return 1;
	case _LINUX_CAPABILITY_VERSION_2:
	case _LINUX_CAPABILITY_VERSION_3:
		return 2;
	}
	if (put_user((u32)_LINUX_CAPABILITY_VERSION_3, &header->version))
		return -EFAULT;
	return -EINVAL;
}

/* The task the header's pid names: 0 is the caller */
static long cap_target(struct __user_cap_header_struct __user *header,
		       struct task_struct **t)
{
	int pid;

	if (get_user(pid, &header->pid))
		return -EFAULT;
	if (pid < 0)
		return -EINVAL;
	*t = pid && pid != current->pid ? find_task_by_pid(pid) : current;
	return *t ? 0 : -ESRCH;
}

/* capget(2): a NULL data pointer only asks which version is preferred */
long sys_capget(struct __user_cap_header_struct __user *header,
		struct __user_cap_data_struct __user *data)
{
	struct __user_cap_data_struct out[2];
	const struct cred *cred;
	struct task_struct *t;
	int words = cap_words(header), i;
	long ret;

	if (!data)
		return words == -EINVAL ? 0 : min(words, 0);
	if (words < 0)
		return words;
	ret = cap_target(header, &t);
	if (ret)
		return ret;
	cred = get_task_cred(t);
	for (i = 0; i < 2; i++) {
		out[i].effective = cred->cap_effective.val >> (32 * i);
		out[i].permitted = cred->cap_permitted.val >> (32 * i);
		out[i].inheritable = cred->cap_inheritable.val >> (32 * i);
	}
	put_cred(cred);
	return copy_to_user(data, out, words * sizeof(out[0])) ? -EFAULT : 0;
}

static u64 cap_join(const struct __user_cap_data_struct *in, int words,
		    size_t field)
{
	u64 v = 0;
	int i;

	for (i = 0; i < words; i++)
		v |= (u64)*(const u32 *)((const char *)&in[i] + field)
		     << (32 * i);
	return v & CAP_FULL_SET.val;
}

/*
 * capset(2) changes only the caller's sets (another pid: EPERM), under capabilities(7)'s
 * rules: the new permitted set is within the old one, the effective set
 * within the new permitted one, and the inheritable set within the old
 * inheritable and the bounding set and - without CAP_SETPCAP - the old
 * permitted set too.  Anything else is EPERM.
 */
long sys_capset(struct __user_cap_header_struct __user *header,
		const struct __user_cap_data_struct __user *data)
{
	struct __user_cap_data_struct in[2] = { 0 };
	const struct cred *old = current_cred();
	u64 eff, perm, inh, inh_max;
	struct cred *new;
	int words = cap_words(header), pid;

	if (words < 0)
		return words;
	if (get_user(pid, &header->pid))
		return -EFAULT;
	if (pid && pid != current->pid)
		return -EPERM;
	if (copy_from_user(in, data, words * sizeof(in[0])))
		return -EFAULT;
	eff = cap_join(in, words, offsetof(struct __user_cap_data_struct, effective));
	perm = cap_join(in, words, offsetof(struct __user_cap_data_struct, permitted));
	inh = cap_join(in, words, offsetof(struct __user_cap_data_struct, inheritable));
	inh_max = old->cap_inheritable.val | old->cap_permitted.val;
	if (capable(CAP_SETPCAP))
		inh_max = old->cap_inheritable.val | old->cap_bset.val;
	inh_max &= old->cap_inheritable.val | old->cap_bset.val;
	if ((perm & ~old->cap_permitted.val) || (eff & ~perm) ||
	    (inh & ~inh_max))
		return -EPERM;
	new = prepare_creds();
	if (!new)
		return -ENOMEM;
	new->cap_effective.val = eff;
	new->cap_permitted.val = perm;
	new->cap_inheritable.val = inh;
	return commit_creds(new);
}

/* prctl(2) PR_CAPBSET_DROP: cap leaves the bounding set for good
 * (capabilities(7): only with CAP_SETPCAP) */
long cap_bset_drop(unsigned long cap)
{
	struct cred *new;

	if (!cap_valid((long)cap))
		return -EINVAL;
	if (!capable(CAP_SETPCAP))
		return -EPERM;
	new = prepare_creds();
	if (!new)
		return -ENOMEM;
	new->cap_bset.val &= ~(1ULL << cap);
	return commit_creds(new);
}

/* prctl(2) PR_CAPBSET_READ: is cap in the bounding set? */
long cap_bset_read(unsigned long cap)
{
	if (!cap_valid((long)cap))
		return -EINVAL;
	return cap_raised(current_cred()->cap_bset, cap);
}
