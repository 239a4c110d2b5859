/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/build_bug.h - compile-time checks.  BUILD_BUG_ON_ZERO(e)
 * is 0 when e is false and a compile error when it is true: a bit-field
 * of negative width is a constraint violation (C11 6.7.2.1p4), and the
 * expression stays usable inside a static initializer, where
 * _Static_assert is not.
 */
#ifndef _LINUX_BUILD_BUG_H
#define _LINUX_BUILD_BUG_H

#define BUILD_BUG_ON_ZERO(e)	((int)sizeof(struct { int : (-!!(e)); }))
#define BUILD_BUG_ON(e)		((void)BUILD_BUG_ON_ZERO(e))

#endif /* _LINUX_BUILD_BUG_H */
