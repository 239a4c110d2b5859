/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/uidgid.h - a user or group id as the kernel keeps it
 * (kuid_t, kgid_t: a struct, so that an id of a user namespace is never
 * mixed up with a plain number by mistake, as in Linux 3.5 on).  There
 * is one user namespace: a kuid_t's value is the uid user space sees.
 */
#ifndef _LINUX_UIDGID_H
#define _LINUX_UIDGID_H

#include "linux/types.h"

typedef struct {
	uid_t val;
} kuid_t;

typedef struct {
	gid_t val;
} kgid_t;

#define KUIDT_INIT(value)	((kuid_t){ value })
#define KGIDT_INIT(value)	((kgid_t){ value })
#define GLOBAL_ROOT_UID		KUIDT_INIT(0)
#define GLOBAL_ROOT_GID		KGIDT_INIT(0)
#define INVALID_UID		KUIDT_INIT(-1)
#define INVALID_GID		KGIDT_INIT(-1)

/* What a 16-bit call shows for an id that does not fit (Linux's
 * /proc/sys/kernel/overflowuid and overflowgid) */
#define OVERFLOW_ID		65534

static inline uid_t __kuid_val(kuid_t uid)
{
	return uid.val;
}

static inline gid_t __kgid_val(kgid_t gid)
{
	return gid.val;
}

static inline bool uid_eq(kuid_t a, kuid_t b)
{
	return a.val == b.val;
}

static inline bool gid_eq(kgid_t a, kgid_t b)
{
	return a.val == b.val;
}

#endif /* _LINUX_UIDGID_H */
