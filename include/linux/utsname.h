/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/utsname.h - the system's names that uname(2) reports,
 * as Linux keeps them: a struct new_utsname inside the one UTS
 * namespace, init_uts_ns (init/version.c).  utsname() is the current
 * task's, which here is always that one.
 */
#ifndef _LINUX_UTSNAME_H
#define _LINUX_UTSNAME_H

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
};

extern struct uts_namespace init_uts_ns;

static inline struct new_utsname *init_utsname(void)
{
	return &init_uts_ns.name;
}

static inline struct new_utsname *utsname(void)
{
	return &init_uts_ns.name;
}

#endif /* _LINUX_UTSNAME_H */
