/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/personality.h - the flags of personality(2) this kernel
 * acts on (kernel/exec_domain.c keeps the value with the task).  The
 * numbers are Linux's ABI (include/uapi/linux/personality.h).
 */
#ifndef _LINUX_PERSONALITY_H
#define _LINUX_PERSONALITY_H

/* select(2) leaves its timeout as it was given (select(2) NOTES) */
#define STICKY_TIMEOUTS		0x4000000
/* uname(2) reports a 2.6 release (kernel/sys.c uname26()) */
#define UNAME26			0x0020000

#endif /* _LINUX_PERSONALITY_H */
