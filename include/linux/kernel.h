/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

#include <stdarg.h>
#include "linux/types.h"
#include "linux/compiler.h"
#include "linux/limits.h"
#include "linux/string.h"
#include "linux/errno.h"
#include "linux/printk.h"
#include "linux/kconfig.h"
#include "linux/linkage.h"
#include "linux/minmax.h"
#include "linux/math.h"
#include "linux/log2.h"
#include "linux/kstrtox.h"
#include "linux/hex.h"
#include "linux/build_bug.h"
#include "linux/bug.h"
#include "linux/container_of.h"


#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define ALIGN(x, a)	(((x) + (a) - 1) & ~((a) - 1))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define max(a, b)	((a) > (b) ? (a) : (b))

void __noreturn panic(const char *fmt, ...) __printf(1, 2);

int vsnprintf(char *buf, size_t size, const char *fmt, va_list args);
int snprintf(char *buf, size_t size, const char *fmt, ...) __printf(3, 4);
int vsprintf(char *buf, const char *fmt, va_list args);
int sprintf(char *buf, const char *fmt, ...) __printf(2, 3);
int scnprintf(char *buf, size_t size, const char *fmt, ...) __printf(3, 4);
#ifdef __KERNEL__	/* mm/util.c: the text in a kmalloc()ed string */
char *kasprintf(gfp_t gfp, const char *fmt, ...) __printf(2, 3);
char *kvasprintf(gfp_t gfp, const char *fmt, va_list ap) __printf(2, 0);
#endif
unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);
/* lib/cmdline.c: ints out of "1,2,3" */
int get_option(char **str, int *pint);
char *get_options(const char *str, int nints, int *ints);
int sscanf(const char *buf, const char *fmt, ...) __attribute__((format(scanf, 2, 3)));
int vsscanf(const char *buf, const char *fmt, va_list args) __attribute__((format(scanf, 2, 0)));

/*
 * The mode of a sysfs file or module parameter, checked at build time
 * as Linux 6.1 checks it: octal permission bits only, read rights not
 * wider for group than for owner nor for others than for group, write
 * not wider for group than for owner, and never writable by others.
 */
#define VERIFY_OCTAL_PERMISSIONS(perms)					\
	(BUILD_BUG_ON_ZERO((perms) < 0) +				\
	 BUILD_BUG_ON_ZERO((perms) > 0777) +				\
	 BUILD_BUG_ON_ZERO((((perms) >> 6) & 4) < (((perms) >> 3) & 4)) +	\
	 BUILD_BUG_ON_ZERO((((perms) >> 3) & 4) < ((perms) & 4)) +	\
	 BUILD_BUG_ON_ZERO((((perms) >> 6) & 2) < (((perms) >> 3) & 2)) + \
	 BUILD_BUG_ON_ZERO((perms) & 2) + (perms))

extern int panic_on_oops;
extern unsigned long tainted;

#endif /* _LINUX_KERNEL_H */
