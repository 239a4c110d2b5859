/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kmod.h - the kernel asking user space for a module
 * (kernel/kmod.c): request_module() runs the program named in
 * /proc/sys/kernel/modprobe, "/sbin/modprobe" at boot, as Linux 6.1
 * does.  Linux's kmod.h brings the user-mode helper's interface too.
 */
#ifndef _LINUX_KMOD_H
#define _LINUX_KMOD_H

#include "linux/umh.h"
#include "linux/compiler_attributes.h"

#define KMOD_PATH_LEN 256
extern char modprobe_path[KMOD_PATH_LEN];

/* modprobe's exit status (waited for), 0, or a negative errno */
__printf(2, 3) int __request_module(bool wait, const char *fmt, ...);
#define request_module(...)		__request_module(true, __VA_ARGS__)
#define request_module_nowait(...)	__request_module(false, __VA_ARGS__)

#endif /* _LINUX_KMOD_H */
