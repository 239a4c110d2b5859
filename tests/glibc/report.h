/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tests/glibc/report.h - how credtest.c, permtest.c, permcheck.c and
 * rootonly.c print a call's result, one line each, the same on Linux and
 * oops386:
 * "CALL: VALUE", or "CALL: ENAME" (the errno's name) when it returned -1.
 */
#ifndef REPORT_H
#define REPORT_H

#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>

static inline void show(const char *what, long ret)
{
	if (ret == -1)
		printf("%s: %s\n", what, strerrorname_np(errno));
	else
		printf("%s: %ld\n", what, ret);
}

/* dir/name, in one of four buffers used in turn: a call may name two
 * (permtest.c, permcheck.c) */
static inline const char *path_in(const char *dir, const char *name)
{
	static char buf[4][256];
	static int i;

	i = (i + 1) % 4;
	snprintf(buf[i], sizeof(buf[i]), "%s/%s", dir, name);
	return buf[i];
}

/* Run call and report it under its own source text */
#define T(call)	show(#call, (long)(call))

#endif /* REPORT_H */
