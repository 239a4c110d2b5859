/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/vermagic.h - VERMAGIC_STRING, for the files that write
 * a module's "vermagic" .modinfo tag: the loader and NAME.mod.c, which
 * define INCLUDE_VERMAGIC first, as Linux 6.1 demands (the cheat's
 * scull module does, and writes the tag itself).  Here the string lives in
 * linux/version.h, which scripts/modpost's NAME.mod.c includes.
 */
#ifndef _LINUX_VERMAGIC_H
#define _LINUX_VERMAGIC_H

#ifndef INCLUDE_VERMAGIC
#error "linux/vermagic.h: for the module loader and NAME.mod.c (define INCLUDE_VERMAGIC)"
#endif

#include "linux/version.h"

#endif /* _LINUX_VERMAGIC_H */
