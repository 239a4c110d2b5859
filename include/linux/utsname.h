/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/utsname.h - the system's names that uname(2) reports,
 * as Linux keeps them: a struct new_utsname inside a UTS namespace
 * (kernel/utsname.c), the boot's being init_uts_ns (init/version.c).
 * utsname() is the current task's.
 */
#ifndef _LINUX_UTSNAME_H
#define _LINUX_UTSNAME_H

#include "linux/ns_common.h"
#include "linux/nsproxy.h"

#define __NEW_UTS_LEN	64

struct new_utsname {
	char sysname[__NEW_UTS_LEN + 1];
	char nodename[__NEW_UTS_LEN + 1];
	char release[__NEW_UTS_LEN + 1];
	char version[__NEW_UTS_LEN + 1];
	char machine[__NEW_UTS_LEN + 1];
	char domainname[__NEW_UTS_LEN + 1];
};

struct uts_namespace {
	struct new_utsname name;
	struct ns_common ns;
};

extern struct uts_namespace init_uts_ns;

static inline struct new_utsname *init_utsname(void)
{
	return &init_uts_ns.name;
}

static inline struct new_utsname *utsname(void)
{
	return &current_nsproxy()->uts_ns->name;
}

static inline struct uts_namespace *get_uts_ns(struct uts_namespace *ns)
{
	atomic_inc(&ns->ns.count);
	return ns;
}

/* kernel/utsname.c: clone(2)'s and unshare(2)'s CLONE_NEWUTS, a copy
 * of old's names, or ERR_PTR; the last user's put frees it */
struct uts_namespace *copy_utsname(struct uts_namespace *old);
void put_uts_ns(struct uts_namespace *ns);

#endif /* _LINUX_UTSNAME_H */
