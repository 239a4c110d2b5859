/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/umh.h - a program the kernel runs in user space (the
 * uevent helper, lib/kobject_uevent.c), as Linux 6.1's
 * call_usermodehelper() runs it: root, "/" its directory, no open
 * files, argv and envp copied before the call returns.
 */
#ifndef _LINUX_UMH_H
#define _LINUX_UMH_H

#include "linux/gfp.h"

#define UMH_NO_WAIT	0	/* return at once */
#define UMH_WAIT_EXEC	1	/* until execve() has succeeded or failed */
#define UMH_WAIT_PROC	2	/* until the program has exited */

/* The program's exit status (UMH_WAIT_PROC), 0, or a negative errno */
int call_usermodehelper(const char *path, char **argv, char **envp,
			int wait);

#endif /* _LINUX_UMH_H */
