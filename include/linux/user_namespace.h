/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/user_namespace.h - user namespaces, of which this kernel
 * has one, init_user_ns (kernel/boot_namespaces.c): every kuid_t maps to
 * the same number in it, so from_kuid() and make_kuid() are the
 * identity, as on a Linux system where no program made another.
 * Modules name it to turn a task's ids into numbers (LKP's
 * current_affairs: from_kuid(&init_user_ns, current_uid())).
 */
#ifndef _LINUX_USER_NAMESPACE_H
#define _LINUX_USER_NAMESPACE_H

#include "linux/ns_common.h"
#include "linux/uidgid.h"

struct user_namespace {
	struct ns_common ns;		/* /proc/PID/ns/user, fs/nsfs.c */
};

extern struct user_namespace init_user_ns;
#define current_user_ns()	(&init_user_ns)

static inline uid_t from_kuid(struct user_namespace *ns, kuid_t uid)
{
	(void)ns;
	return __kuid_val(uid);
}

static inline gid_t from_kgid(struct user_namespace *ns, kgid_t gid)
{
	(void)ns;
	return __kgid_val(gid);
}

/* Linux gives an id with no mapping as the overflow id; all map here */
#define from_kuid_munged(ns, uid)	from_kuid(ns, uid)
#define from_kgid_munged(ns, gid)	from_kgid(ns, gid)

static inline kuid_t make_kuid(struct user_namespace *ns, uid_t uid)
{
	(void)ns;
	return KUIDT_INIT(uid);
}

static inline kgid_t make_kgid(struct user_namespace *ns, gid_t gid)
{
	(void)ns;
	return KGIDT_INIT(gid);
}

static inline bool uid_valid(kuid_t uid)
{
	return !uid_eq(uid, INVALID_UID);
}

static inline bool gid_valid(kgid_t gid)
{
	return !gid_eq(gid, INVALID_GID);
}

#endif /* _LINUX_USER_NAMESPACE_H */
