/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_VERSION_H
#define _LINUX_VERSION_H

#define UTS_RELEASE	"2.5.38-oops386"
/* vermagic: a module built for another kernel is refused (kernel/module/main.c) */
#define VERMAGIC_STRING	UTS_RELEASE " i386 gcc-abi-1"

extern const char linux_banner[];

#endif /* _LINUX_VERSION_H */
