// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/groups.c - supplementary groups (credentials(7)): the list a
 * struct cred carries, getgroups(2) and setgroups(2) (the 32-bit calls;
 * kernel/uid16.c has the 16-bit ones), and in_group_p(), which the
 * permission checks ask.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/slab.h"
#include "linux/sort.h"
#include "linux/cred.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

struct group_info *groups_alloc(int ngroups)
{
	struct group_info *gi;

	gi = kvmalloc(sizeof(*gi) + ngroups * sizeof(kgid_t), GFP_KERNEL);
	if (!gi)
		return NULL;
	atomic_set(&gi->usage, 1);
	gi->ngroups = ngroups;
	return gi;
}
EXPORT_SYMBOL(groups_alloc);

void groups_free(struct group_info *group_info)
{
	kvfree(group_info);
}
EXPORT_SYMBOL(groups_free);

static int gid_cmp(const void *a, const void *b)
{
	gid_t x = __kgid_val(*(const kgid_t *)a);
	gid_t y = __kgid_val(*(const kgid_t *)b);

	return x < y ? -1 : x > y;
}

void groups_sort(struct group_info *group_info)
{
	sort(group_info->gid, group_info->ngroups, sizeof(kgid_t), gid_cmp,
	     NULL);
}
EXPORT_SYMBOL(groups_sort);

/* Is gid in the sorted list? */
static bool groups_search(const struct group_info *gi, kgid_t gid)
{
	int lo = 0, hi = gi->ngroups;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		gid_t v = __kgid_val(gi->gid[mid]);

		if (v == __kgid_val(gid))
			return true;
		if (v < __kgid_val(gid))
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

/* Is the current task in group gid, by its fs gid or its list?  (The
 * file permission checks: fs/namei.c) */
bool in_group_p(kgid_t gid)
{
	const struct cred *cred = current_cred();

	return gid_eq(gid, cred->fsgid) || groups_search(cred->group_info, gid);
}
EXPORT_SYMBOL(in_group_p);

/* The same by the effective gid (chown(2)'s group rule) */
bool in_egroup_p(kgid_t gid)
{
	const struct cred *cred = current_cred();

	return gid_eq(gid, cred->egid) || groups_search(cred->group_info, gid);
}
EXPORT_SYMBOL(in_egroup_p);

/*
 * getgroups(2): size 0 asks for the count; a smaller nonzero size than
 * the count is EINVAL.  width is the size of one gid in the caller's
 * array: 4, or 2 for the 16-bit call (a gid beyond 65535 is shown as
 * the overflow gid, 65534, as Linux's high2lowgid() shows it).
 */
long groups_to_user(void __user *list, int size, size_t width)
{
	const struct group_info *gi = current_cred()->group_info;
	int i;

	if (size < 0)
		return -EINVAL;
	if (!size)
		return gi->ngroups;
	if (size < gi->ngroups)
		return -EINVAL;
	for (i = 0; i < gi->ngroups; i++) {
		u32 g32 = from_kgid_munged(current_user_ns(), gi->gid[i]);
		u16 g16 = g32 > 0xffff ? OVERFLOW_ID : g32;
		const void *from = width == sizeof(u16) ? (void *)&g16 : &g32;

		if (copy_to_user((char __user *)list + i * width, from, width))
			return -EFAULT;
	}
	return gi->ngroups;
}

long sys_getgroups(int size, u32 __user *list)
{
	return groups_to_user(list, size, sizeof(u32));
}

/*
 * setgroups(2): CAP_SETGID, then at most NGROUPS_MAX groups (EINVAL).
 * A gid of -1, or one the caller's user namespace has no mapping of,
 * has no meaning in a list (Linux: EINVAL, as make_kgid() finds it
 * invalid).
 */
long groups_from_user(const void __user *list, int size, size_t width)
{
	struct group_info *gi;
	struct cred *new;
	long ret;
	int i;

	/* the caller's user namespace's, which must allow it
	 * (/proc/PID/setgroups, gid_map written: user_namespaces(7)) */
	if (!ns_capable(current_user_ns(), CAP_SETGID) ||
	    !userns_may_setgroups(current_user_ns()))
		return -EPERM;
	if ((unsigned int)size > NGROUPS_MAX)
		return -EINVAL;
	gi = groups_alloc(size);
	if (!gi)
		return -ENOMEM;
	for (i = 0; i < size; i++) {
		u32 g = 0;

		ret = -EFAULT;
		if (copy_from_user(&g, (const char __user *)list + i * width,
				   width))
			goto out;
		if (width == sizeof(u16) && g == 0xffff)
			g = -1;
		ret = -EINVAL;
		gi->gid[i] = make_kgid(current_user_ns(), g);
		if (!gid_valid(gi->gid[i]))
			goto out;
	}
	groups_sort(gi);
	ret = -ENOMEM;
	new = prepare_creds();
	if (!new)
		goto out;
	put_group_info(new->group_info);
	new->group_info = gi;
	return commit_creds(new);
out:
	put_group_info(gi);
	return ret;
}

long sys_setgroups(int size, const u32 __user *list)
{
	return groups_from_user(list, size, sizeof(u32));
}
