// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/user_namespace.c - user namespaces (user_namespaces(7)).
 *
 * clone(2) and unshare(2) with CLONE_NEWUSER put the task in a new user
 * namespace, a child of its own (at most MAX_USER_NS_LEVEL deep,
 * ENOSPC); no privilege is needed, but the creator's euid and egid must
 * have a mapping in its namespace (EPERM) and it must not be chrooted
 * (EPERM).  Its creator's euid owns it.  The task gets every capability
 * in it (create_user_ns()), good for what the namespace owns
 * (ns_capable()): namespaces made in it (struct ns_common's user_ns),
 * its maps; in the boot's namespace, where capable() asks, it has none.
 *
 * Its ids are nobody's until /proc/PID/uid_map and gid_map are written
 * (the overflow id, 65534, shows for each): once each, by a process in
 * the namespace or its parent with CAP_SYS_ADMIN over it, lines of
 * "first lower count" (lower: the parent's ids, kept as the boot's),
 * ranges that neither overlap nor wrap (EINVAL); any range for one
 * with CAP_SETUID (CAP_SETGID) in the parent, else only the writer's
 * own euid (egid, and then only after "deny" went to
 * /proc/PID/setgroups): EPERM.  setgroups holds "allow" until "deny"
 * is written, which is for good and only before gid_map is; setgroups(2)
 * then fails (EPERM) in the namespace and those made in it.
 *
 * setns(2) to a user namespace (not one's own: EINVAL; a single
 * thread not sharing its fs_struct: EINVAL; CAP_SYS_ADMIN in it: EPERM)
 * makes it the caller's, with every capability in it.  NS_GET_USERNS
 * and NS_GET_PARENT of one give its parent if the caller's namespace is
 * it or an ancestor of it, else EPERM (ioctl_ns(2)).
 *
 * A namespace is held by creds, by the namespaces it owns and by open
 * /proc/PID/ns files; a cred may be freed in an RCU callback, so the
 * last put frees it from a work item.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs_struct.h"
#include "linux/init.h"
#include "linux/mutex.h"
#include "linux/pid_namespace.h"
#include "linux/nsproxy.h"
#include "linux/proc_ns.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/user_namespace.h"

/* every id its own: one extent of all but (u32)-1 */
#define IDENTITY_MAP	{ .nr_extents = 1, .extent[0] = { 0, 0, 4294967295U } }

struct user_namespace init_user_ns = {
	.ns.inum = PROC_USER_INIT_INO,
	.uid_map = IDENTITY_MAP,
	.gid_map = IDENTITY_MAP,
	.owner = GLOBAL_ROOT_UID,
	.group = GLOBAL_ROOT_GID,
	.setgroups_allowed = true,
};
EXPORT_SYMBOL_GPL(init_user_ns);

/* one map written at a time, each once */
static DEFINE_MUTEX(userns_state_mutex);

/* The extent whose ids (lower ones if lower) hold [id, id + count) */
static const struct uid_gid_extent *find_extent(const struct uid_gid_map *map,
						u32 id, u32 count, bool lower)
{
	/* an acquire load: the extents were written before nr_extents
	 * (user_ns_map_write()) */
	u32 i, n = __atomic_load_n(&map->nr_extents, __ATOMIC_ACQUIRE);
	for (i = 0; i < n; i++) {
		const struct uid_gid_extent *e = &map->extent[i];
		u32 first = lower ? e->lower_first : e->first;

		if (id >= first && id - first < e->count &&
		    count - 1 <= e->count - 1 - (id - first))
			return e;
	}
	return NULL;
}

u32 map_id_up(const struct uid_gid_map *map, u32 id)
{
	const struct uid_gid_extent *e = find_extent(map, id, 1, true);

	return e ? e->first + (id - e->lower_first) : (u32)-1;
}
EXPORT_SYMBOL_GPL(map_id_up);

u32 map_id_down(const struct uid_gid_map *map, u32 id)
{
	const struct uid_gid_extent *e = find_extent(map, id, 1, false);

	return e ? e->lower_first + (id - e->first) : (u32)-1;
}
EXPORT_SYMBOL_GPL(map_id_down);

static struct user_namespace *to_user_ns(struct ns_common *ns)
{
	return container_of(ns, struct user_namespace, ns);
}

static void free_user_ns(struct work_struct *work)
{
	struct user_namespace *ns = container_of(work, struct user_namespace,
						 free_work);

	ns_common_free(&ns->ns);	/* puts its parent, its owner */
	kfree(ns);
}

void put_user_ns(struct user_namespace *ns)
{
	if (atomic_dec_and_test(&ns->ns.count))
		schedule_work(&ns->free_work);
}
EXPORT_SYMBOL_GPL(put_user_ns);

bool cred_capable(const struct cred *cred, struct user_namespace *ns, int cap)
{
	for (;;) {
		if (ns == cred->user_ns)
			return cap_raised(cred->cap_effective, cap);
		/* the owner of a namespace made in its own has them all */
		if (ns->level <= cred->user_ns->level)
			return false;
		if (ns->parent == cred->user_ns && uid_eq(ns->owner, cred->euid))
			return true;
		ns = ns->parent;
	}
}

bool ns_capable(struct user_namespace *ns, int cap)
{
	return cred_capable(current_cred(), ns, cap);
}
EXPORT_SYMBOL(ns_capable);

bool userns_may_setgroups(const struct user_namespace *ns)
{
	bool allowed;

	mutex_lock(&userns_state_mutex);
	allowed = ns->gid_map.nr_extents && ns->setgroups_allowed;
	mutex_unlock(&userns_state_mutex);
	return allowed;
}

int create_user_ns(struct cred *new)
{
	struct user_namespace *parent = new->user_ns, *ns;
	int err;

	if (parent->level >= MAX_USER_NS_LEVEL)
		return -ENOSPC;
	if ((current->fs && current->fs->root) ||
	    from_kuid(parent, new->euid) == (uid_t)-1 ||
	    from_kgid(parent, new->egid) == (gid_t)-1)
		return -EPERM;
	ns = kzalloc(sizeof(*ns), GFP_KERNEL);
	if (!ns)
		return -ENOMEM;
	err = ns_common_init(&ns->ns, &userns_operations);
	if (err) {
		kfree(ns);
		return err;
	}
	ns->parent = parent;	/* held by ns_common_init() as the owner */
	ns->level = parent->level + 1;
	ns->owner = new->euid;
	ns->group = new->egid;
	ns->setgroups_allowed = parent->setgroups_allowed;
	INIT_WORK(&ns->free_work, free_user_ns);
	put_user_ns(parent);	/* new's reference */
	new->user_ns = ns;
	new->cap_inheritable = CAP_EMPTY_SET;
	new->cap_permitted = CAP_FULL_SET;
	new->cap_effective = CAP_FULL_SET;
	new->cap_bset = CAP_FULL_SET;
	return 0;
}

static struct ns_common *userns_of_task(struct task_struct *t)
{
	return &t->cred->user_ns->ns;
}

static void userns_put(struct ns_common *ns)
{
	put_user_ns(to_user_ns(ns));
}

/* setns(2): the caller's cred gets the namespace, every capability in it */
static int userns_install(struct nsset *nsset, struct ns_common *ns)
{
	struct user_namespace *user_ns = to_user_ns(ns);

	if (user_ns == current_user_ns() || current->signal->live > 1 ||
	    (current->fs && current->fs->users > 1))
		return -EINVAL;
	if (!ns_capable(user_ns, CAP_SYS_ADMIN))
		return -EPERM;
	if (!nsset->cred) {
		nsset->cred = prepare_creds();
		if (!nsset->cred)
			return -ENOMEM;
	}
	put_user_ns(nsset->cred->user_ns);
	nsset->cred->user_ns = get_user_ns(user_ns);
	nsset->cred->cap_inheritable = CAP_EMPTY_SET;
	nsset->cred->cap_permitted = CAP_FULL_SET;
	nsset->cred->cap_effective = CAP_FULL_SET;
	nsset->cred->cap_bset = CAP_FULL_SET;
	return 0;
}

struct ns_common *ns_get_owner(struct ns_common *ns)
{
	struct user_namespace *owner = ns->ops->type == CLONE_NEWUSER ?
				       to_user_ns(ns)->parent : ns->user_ns;
	struct user_namespace *p;

	for (p = owner; p != current_user_ns(); p = p->parent)
		if (!p)
			return ERR_PTR(-EPERM);
	return &get_user_ns(owner)->ns;
}

/* NS_GET_PARENT of a user namespace: its owner, as NS_GET_USERNS */
static struct ns_common *userns_get_parent(struct ns_common *ns)
{
	return ns_get_owner(ns);
}

const struct proc_ns_operations userns_operations = {
	.name = "user", .real_ns_name = "user", .type = CLONE_NEWUSER,
	.get_of_task = userns_of_task, .put = userns_put,
	.install = userns_install, .get_parent = userns_get_parent,
};

/* "%10u %10u %10u\n" per extent; lower as the reader's namespace has
 * it, its parent's if it reads its own */
size_t user_ns_map_show(struct user_namespace *ns, char *buf, size_t size,
			bool gid)
{
	struct user_namespace *lower_ns = current_user_ns();
	const struct uid_gid_map *map;
	size_t n = 0;
	u32 i;

	if (lower_ns == ns && ns->parent)
		lower_ns = ns->parent;
	map = gid ? &ns->gid_map : &ns->uid_map;
	for (i = 0; i < __atomic_load_n(&map->nr_extents, __ATOMIC_ACQUIRE);
	     i++) {
		const struct uid_gid_extent *e = &map->extent[i];
		u32 lower = lower_ns == &init_user_ns ? e->lower_first :
			    map_id_up(gid ? &lower_ns->gid_map :
					    &lower_ns->uid_map, e->lower_first);

		n += snprintf(buf + n, size > n ? size - n : 0,
			      "%10u %10u %10u\n", e->first, lower, e->count);
	}
	return n;
}

static bool is_blank(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static const char *skip_blanks(const char *s)
{
	while (is_blank(*s))
		s++;
	return s;
}

/* One decimal field of a map's line, at *s: then a blank, or (last)
 * the line's end.  false: not so */
static bool parse_field(const char **s, u32 *val, bool last)
{
	const char *p = skip_blanks(*s);
	char *end;

	*val = (u32)simple_strtoul(p, &end, 10);
	*s = end;
	return is_blank(*end) || (last && !*end);
}

/* Do [a, a + an) and [b, b + bn) meet? */
static bool ranges_meet(u32 a, u32 an, u32 b, u32 bn)
{
	return a <= b + (bn - 1) && b <= a + (an - 1);
}

/* line (its newline gone) as one more extent of map: 0 or -EINVAL for
 * a bad line, a bad range, an overlap, too many (user_namespaces(7)) */
static int parse_extent(const char *line, struct uid_gid_map *map)
{
	struct uid_gid_extent e;
	u32 i;

	if (!parse_field(&line, &e.first, false) ||
	    !parse_field(&line, &e.lower_first, false) ||
	    !parse_field(&line, &e.count, true) || *skip_blanks(line))
		return -EINVAL;
	if (e.first == (u32)-1 || e.lower_first == (u32)-1 ||
	    e.first + e.count <= e.first ||
	    e.lower_first + e.count <= e.lower_first)
		return -EINVAL;
	for (i = 0; i < map->nr_extents; i++)
		if (ranges_meet(e.first, e.count, map->extent[i].first,
				map->extent[i].count) ||
		    ranges_meet(e.lower_first, e.count,
				map->extent[i].lower_first,
				map->extent[i].count))
			return -EINVAL;
	if (map->nr_extents == UID_GID_MAP_MAX_EXTENTS)
		return -EINVAL;
	map->extent[map->nr_extents++] = e;
	return 0;
}

/* buf's lines into map: 0 or -EINVAL (none at all too) */
static int parse_map(char *buf, struct uid_gid_map *map)
{
	char *line = buf, *next;
	int err;

	map->nr_extents = 0;
	for (; line; line = next) {
		next = strchr(line, '\n');
		if (next) {
			*next++ = '\0';
			if (!*next)
				next = NULL;
		}
		err = parse_extent(line, map);
		if (err)
			return err;
	}
	return map->nr_extents ? 0 : -EINVAL;
}

/*
 * May the writer set new as ns's map?  A single id, its own euid
 * (egid, once setgroups is denied) for the namespace's owner; anything
 * with CAP_SETUID (CAP_SETGID) over the parent, as Linux decides.
 */
static bool idmap_permitted(struct user_namespace *ns,
			    const struct uid_gid_map *new, bool gid)
{
	const struct cred *cred = current_cred();
	u32 id = new->extent[0].lower_first;

	if (new->nr_extents == 1 && new->extent[0].count == 1 &&
	    uid_eq(ns->owner, cred->euid)) {
		if (!gid && uid_eq(make_kuid(ns->parent, id), cred->euid))
			return true;
		if (gid && !ns->setgroups_allowed &&
		    gid_eq(make_kgid(ns->parent, id), cred->egid))
			return true;
	}
	return ns_capable(ns->parent, gid ? CAP_SETGID : CAP_SETUID);
}

/* The lower ids, the parent's, as the boot's: -EPERM for one it lacks */
static int map_to_kernel(struct user_namespace *ns, struct uid_gid_map *new,
			 bool gid)
{
	const struct uid_gid_map *pmap = gid ? &ns->parent->gid_map :
					       &ns->parent->uid_map;
	u32 i;

	for (i = 0; i < new->nr_extents; i++) {
		struct uid_gid_extent *e = &new->extent[i];
		const struct uid_gid_extent *p;

		if (ns->parent == &init_user_ns)
			continue;
		p = find_extent(pmap, e->lower_first, e->count, false);
		if (!p)
			return -EPERM;
		e->lower_first = p->lower_first + (e->lower_first - p->first);
	}
	return 0;
}

/* Linux's order of refusals (map_write()), ns's map written whole */
long user_ns_map_write(struct user_namespace *ns, char *buf, bool gid)
{
	struct uid_gid_map *map = gid ? &ns->gid_map : &ns->uid_map;
	struct uid_gid_map new;
	long err = -EPERM;

	if (current_user_ns() != ns && current_user_ns() != ns->parent)
		return -EPERM;
	mutex_lock(&userns_state_mutex);
	if (map->nr_extents || !ns_capable(ns, CAP_SYS_ADMIN))
		goto out;
	err = parse_map(buf, &new);
	if (err)
		goto out;
	err = -EPERM;
	if (!idmap_permitted(ns, &new, gid))
		goto out;
	err = map_to_kernel(ns, &new, gid);
	if (err)
		goto out;
	memcpy(map->extent, new.extent, sizeof(new.extent));
	/* a release store: find_extent() reads nr_extents first */
	__atomic_store_n(&map->nr_extents, new.nr_extents, __ATOMIC_RELEASE);
out:
	mutex_unlock(&userns_state_mutex);
	return err;
}

/* "allow" or "deny", blanks after: EINVAL else; allow after deny, deny
 * after gid_map: EPERM; CAP_SYS_ADMIN over it: EACCES (Linux's open) */
long user_ns_setgroups_write(struct user_namespace *ns, const char *buf,
			     size_t len)
{
	bool allow = !strncmp(buf, "allow", 5);
	long err = -EPERM;

	if (!ns_capable(ns, CAP_SYS_ADMIN))
		return -EACCES;
	if (len >= 8 || (!allow && strncmp(buf, "deny", 4)))	/* Linux's buffer */
		return -EINVAL;
	if (*skip_blanks(buf + (allow ? 5 : 4)))
		return -EINVAL;
	mutex_lock(&userns_state_mutex);
	if (allow && ns->setgroups_allowed)
		err = 0;
	if (!allow && !ns->gid_map.nr_extents) {
		ns->setgroups_allowed = false;
		err = 0;
	}
	mutex_unlock(&userns_state_mutex);
	return err;
}

static int __init user_namespaces_init(void)
{
	INIT_WORK(&init_user_ns.free_work, free_user_ns);
	return ns_common_init(&init_user_ns.ns, &userns_operations);
}
fs_initcall(user_namespaces_init);
