/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/xattr.h - extended attributes (xattr(7)): name-value
 * pairs beside a file's bytes, named "NAMESPACE.rest".  fs/xattr.c has
 * the system calls and the in-memory store every file of the RAM file
 * systems keeps its attributes in (inode->i_xattrs).
 */
#ifndef _LINUX_XATTR_H
#define _LINUX_XATTR_H

#include "linux/types.h"

/* setxattr(2)'s flags */
#define XATTR_CREATE	0x1	/* fail with EEXIST if it exists */
#define XATTR_REPLACE	0x2	/* fail with ENODATA if it does not */

/* Linux's limits, from its uapi limits.h */
#define XATTR_NAME_MAX	255	/* bytes of a name, its prefix included */
#define XATTR_SIZE_MAX	65536	/* bytes of a value */
#define XATTR_LIST_MAX	65536	/* bytes of listxattr(2)'s list */

struct simple_xattr;
struct inode;

/* iput() of the last reference: the inode's attributes go with it */
void simple_xattrs_free(struct inode *inode);

#endif /* _LINUX_XATTR_H */
