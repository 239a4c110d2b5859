/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One-line error messages from pure lib/ code, which has no printf of
 * its own in the kernel and must not use the C library's on the host.
 */
#ifndef _LINUX_ERRMSG_H
#define _LINUX_ERRMSG_H

#include "linux/types.h"

/*
 * Format into err[errlen] (cut to fit, always terminated) and return
 * ret, so a failure reads "return errmsg(err, len, -EINVAL, ...)".
 * Conversions: %s (unprintable bytes shown as '?': the text may come
 * from a malformed file), %u, %x, %zu, %zx, %%.
 */
int errmsg(char *err, size_t errlen, int ret, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#endif /* _LINUX_ERRMSG_H */
