/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_ERRNAME_H
#define _LINUX_ERRNAME_H

/* lib/errname.c: "EINVAL" for 22 or -22, NULL for a number with no name */
const char *errname(int err);

#endif /* _LINUX_ERRNAME_H */
