/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_VERSION_H
#define _LINUX_VERSION_H

/*
 * One rule (docs/modules.md, "Fidelity notes"): the module API is Linux
 * 6.1's, the kernel itself - uname(2), /proc/version, vermagic - 2.5.38.
 */
#define LINUX_VERSION_CODE	KERNEL_VERSION(6, 1, 0)
#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + ((c) > 255 ? 255 : (c)))
#define LINUX_VERSION_MAJOR	6
#define LINUX_VERSION_PATCHLEVEL	1
#define LINUX_VERSION_SUBLEVEL	0

#define UTS_RELEASE	"2.5.38-oops386"
/* vermagic: a module built for another kernel is refused (kernel/module/main.c) */
#define VERMAGIC_STRING	UTS_RELEASE " i386 gcc-abi-1"

extern const char linux_banner[];

#endif /* _LINUX_VERSION_H */
