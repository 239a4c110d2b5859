/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/openat2.h - openat2(2)'s argument, i386 Linux's layout
 * (man 2 openat2): open(2)'s flags and mode, 64-bit each, and how the
 * path may be resolved.  The struct grows by appending fields; this is
 * its first version (OPEN_HOW_SIZE_VER0 bytes).
 */
#ifndef _LINUX_OPENAT2_H
#define _LINUX_OPENAT2_H

#include "linux/types.h"

struct open_how {
	u64 flags;
	u64 mode;
	u64 resolve;
};

#define OPEN_HOW_SIZE_VER0	24

/* how->resolve (fs/namei.c applies them as LOOKUP_* flags) */
#define RESOLVE_NO_XDEV		0x01	/* no mount crossed: EXDEV */
#define RESOLVE_NO_MAGICLINKS	0x02	/* no /proc magic link: ELOOP */
#define RESOLVE_NO_SYMLINKS	0x04	/* no link at all: ELOOP */
#define RESOLVE_BENEATH		0x08	/* nothing outside dirfd: EXDEV */
#define RESOLVE_IN_ROOT		0x10	/* dirfd is the root */
#define RESOLVE_CACHED		0x20	/* no disk read: EAGAIN */

#endif /* _LINUX_OPENAT2_H */
