/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_VERSION_H
#define _LINUX_VERSION_H

/*
 * One rule (docs/module-api.md, "Fidelity notes"): the interface to user
 * space and to modules is Linux 6.1's, and so is the release uname(2)
 * reports, "6.1.0-oops386": programs (LTP's tests among them) decide
 * what to expect from it.  The Makefile's UTS_RELEASE sets it (`make
 * UTS_RELEASE=2.5.38-oops386` builds the historic flavour) and writes
 * it to generated/utsrelease.h in the build folder.
 */
#define LINUX_VERSION_CODE	KERNEL_VERSION(6, 1, 0)
#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + ((c) > 255 ? 255 : (c)))
#define LINUX_VERSION_MAJOR	6
#define LINUX_VERSION_PATCHLEVEL	1
#define LINUX_VERSION_SUBLEVEL	0

#include "generated/utsrelease.h"
/* vermagic: a module built for another kernel is refused (kernel/module/main.c) */
#define VERMAGIC_STRING	UTS_RELEASE " i386 gcc-abi-1"

extern const char linux_banner[];

#endif /* _LINUX_VERSION_H */
