/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _MULTIPART_H
#define _MULTIPART_H

#include <linux/module.h>

/*
 * "multipart: core.c: " in core.c: the module and the file, as the build
 * named them (-DKBUILD_MODNAME="multipart" -DKBUILD_BASENAME="core").
 */
#define MULTIPART_PREFIX KBUILD_MODNAME ": " KBUILD_BASENAME ".c: "

/* helper.c: the sum 1 + 2 + ... + n, for core.c to show */
int multipart_sum(int n);

#endif /* _MULTIPART_H */
