/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What every host tool of the build (scripts/kallsyms.c,
 * scripts/modpost.c) needs: fail with a message naming the tool, and
 * memory that is never NULL.  Each tool defines HOSTTOOL_NAME first.
 */
#ifndef _SCRIPTS_HOSTTOOL_H
#define _SCRIPTS_HOSTTOOL_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noreturn, format(printf, 1, 2)))
die(const char *fmt, ...)
{
	va_list ap;

	fputs(HOSTTOOL_NAME ": ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory");
	return p;
}

#endif /* _SCRIPTS_HOSTTOOL_H */
