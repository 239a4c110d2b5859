/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/user_namespace.h - user namespaces (user_namespaces(7),
 * kernel/user_namespace.c).  A kuid_t is the boot namespace's number,
 * init_user_ns's, where every id maps to itself; a namespace below it
 * maps ranges of its own ids onto its parent's (/proc/PID/uid_map,
 * gid_map), kept here already turned into the boot's.  from_kuid()
 * gives the namespace's number of a kuid_t ((uid_t)-1 if it has none),
 * make_kuid() the kuid_t of a namespace's number (INVALID_UID if it has
 * none); the _munged form gives an id without one as the overflow id,
 * 65534.  A task's namespace is its cred's (current_user_ns()), which
 * also says what its capabilities are good for (ns_capable()).
 * Modules name init_user_ns to turn a task's ids into numbers (LKP's
 * current_affairs: from_kuid(&init_user_ns, current_uid())).
 */
#ifndef _LINUX_USER_NAMESPACE_H
#define _LINUX_USER_NAMESPACE_H

#include "linux/ns_common.h"
#include "linux/uidgid.h"
#include "linux/workqueue.h"

#define UID_GID_MAP_MAX_EXTENTS	5	/* lines a map may have here */
/* the deepest one: Linux 6.1 refuses a child of one past level 32
 * (ENOSPC), so 33 nest below the boot's */
#define MAX_USER_NS_LEVEL	33

/* ids first .. first + count - 1 of the namespace are the boot's
 * lower_first .. lower_first + count - 1 */
struct uid_gid_extent {
	u32 first;
	u32 lower_first;
	u32 count;
};

/* A map is written once (nr_extents 0 until then) and never changes */
struct uid_gid_map {
	u32 nr_extents;
	struct uid_gid_extent extent[UID_GID_MAP_MAX_EXTENTS];
};

struct user_namespace {
	struct ns_common ns;		/* /proc/PID/ns/user, fs/nsfs.c */
	struct uid_gid_map uid_map;
	struct uid_gid_map gid_map;
	struct user_namespace *parent;	/* held; NULL for the boot's */
	unsigned int level;		/* the boot's 0 */
	kuid_t owner;			/* its creator's euid and egid */
	kgid_t group;
	bool setgroups_allowed;		/* /proc/PID/setgroups: "allow" */
	struct work_struct free_work;	/* the last put, in process context */
};

extern struct user_namespace init_user_ns;

#define current_user_ns()	(current_cred()->user_ns)

u32 map_id_up(const struct uid_gid_map *map, u32 id);
u32 map_id_down(const struct uid_gid_map *map, u32 id);

static inline uid_t from_kuid(struct user_namespace *ns, kuid_t uid)
{
	if (ns == &init_user_ns)
		return __kuid_val(uid);
	return map_id_up(&ns->uid_map, __kuid_val(uid));
}

static inline gid_t from_kgid(struct user_namespace *ns, kgid_t gid)
{
	if (ns == &init_user_ns)
		return __kgid_val(gid);
	return map_id_up(&ns->gid_map, __kgid_val(gid));
}

static inline uid_t from_kuid_munged(struct user_namespace *ns, kuid_t uid)
{
	uid_t u = from_kuid(ns, uid);

	return u == (uid_t)-1 ? OVERFLOW_ID : u;
}

static inline gid_t from_kgid_munged(struct user_namespace *ns, kgid_t gid)
{
	gid_t g = from_kgid(ns, gid);

	return g == (gid_t)-1 ? OVERFLOW_ID : g;
}

static inline kuid_t make_kuid(struct user_namespace *ns, uid_t uid)
{
	if (ns == &init_user_ns)
		return KUIDT_INIT(uid);
	return KUIDT_INIT(map_id_down(&ns->uid_map, uid));
}

static inline kgid_t make_kgid(struct user_namespace *ns, gid_t gid)
{
	if (ns == &init_user_ns)
		return KGIDT_INIT(gid);
	return KGIDT_INIT(map_id_down(&ns->gid_map, gid));
}

static inline bool uid_valid(kuid_t uid)
{
	return !uid_eq(uid, INVALID_UID);
}

static inline bool gid_valid(kgid_t gid)
{
	return !gid_eq(gid, INVALID_GID);
}

static inline struct user_namespace *get_user_ns(struct user_namespace *ns)
{
	atomic_inc(&ns->ns.count);
	return ns;
}

/* From any context: the namespace is freed by a work item */
void put_user_ns(struct user_namespace *ns);

struct cred;
/* clone(2), unshare(2) CLONE_NEWUSER: new's namespace becomes a child of
 * its own, owned by its euid, with every capability in it (0, ENOSPC,
 * EPERM: an id without a mapping, ENOMEM) */
int create_user_ns(struct cred *new);
/* Has the caller (a task of credentials cred) cap over what ns owns?
 * (capabilities(7)) */
bool ns_capable(struct user_namespace *ns, int cap);
bool cred_capable(const struct cred *cred, struct user_namespace *ns,
		  int cap);
/* setgroups(2) is allowed in ns: its gid_map written, "allow" */
bool userns_may_setgroups(const struct user_namespace *ns);
/* /proc/PID/uid_map, gid_map (fs/proc/base.c): ns's map as the caller
 * sees it; a write of buf's lines (len bytes, or -errno); setgroups */
size_t user_ns_map_show(struct user_namespace *ns, char *buf, size_t size,
			bool gid);
long user_ns_map_write(struct user_namespace *ns, char *buf, bool gid);
long user_ns_setgroups_write(struct user_namespace *ns, const char *buf,
			     size_t len);

#endif /* _LINUX_USER_NAMESPACE_H */
