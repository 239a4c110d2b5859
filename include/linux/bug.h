/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/bug.h - BUG() and the WARN family, as Linux 6.1's
 * modules use them.  BUG() kills the task with an oops
 * (include/asm/bug.h); a WARN only reports and goes on:
 *
 *	------------[ cut here ]------------
 *	MESSAGE					(WARN(), WARN_ONCE() only)
 *	WARNING: CPU: 0 PID: 37 at FILE:LINE FUNC+0xOFF/0xSIZE [module]
 *	Modules linked in: ...
 *	CPU: 0 PID: 37 Comm: insmod Tainted: G        W
 *	Call Trace: ...
 *	---[ end trace 0000000000000000 ]---
 *
 * and taints the kernel 'W' (kernel/panic.c warn_slowpath_fmt()).  Each
 * is an expression worth its condition, so that
 * "if (WARN_ON(!p)) return -EINVAL;" works as in Linux; the _ONCE kinds
 * report the first time only, each at its own place in the code.
 */
#ifndef _LINUX_BUG_H
#define _LINUX_BUG_H

#include "asm/bug.h"

void warn_slowpath_null(const char *file, int line);
void warn_slowpath_fmt(const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#define WARN_ON(condition) ({						\
	int __ret_warn_on = !!(condition);				\
	if (__builtin_expect(__ret_warn_on, 0))				\
		warn_slowpath_null(__FILE__, __LINE__);			\
	__builtin_expect(__ret_warn_on, 0);				\
})

#define WARN(condition, format...) ({					\
	int __ret_warn_on = !!(condition);				\
	if (__builtin_expect(__ret_warn_on, 0))				\
		warn_slowpath_fmt(__FILE__, __LINE__, format);		\
	__builtin_expect(__ret_warn_on, 0);				\
})

/* the first time cond is true, WHAT (a WARN_ON or a WARN) reports it */
#define __WARN_ONCE(cond, what) ({					\
	static bool __warned;						\
	int __ret_warn_once = !!(cond);					\
	if (__builtin_expect(__ret_warn_once && !__warned, 0)) {	\
		__warned = true;					\
		what;							\
	}								\
	__builtin_expect(__ret_warn_once, 0);				\
})

#define WARN_ON_ONCE(condition)	__WARN_ONCE(condition, WARN_ON(1))
#define WARN_ONCE(condition, format...)					\
	__WARN_ONCE(condition, WARN(1, format))

#endif /* _LINUX_BUG_H */
