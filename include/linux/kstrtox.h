/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kstrtox.h - strict string to integer conversion
 * (lib/kstrtox.c), as Linux defines it: the whole string must be one
 * number (a single trailing newline allowed, as echo writes it), else
 * -EINVAL; a value that does not fit the type is -ERANGE; *res is only
 * written on success.  base 0 reads a 0x prefix as hex and a leading 0
 * as octal; base 16 accepts the 0x prefix too.
 */
#ifndef _LINUX_KSTRTOX_H
#define _LINUX_KSTRTOX_H

#include "linux/types.h"
#include "asm/uaccess.h"

int kstrtoull(const char *s, unsigned int base, unsigned long long *res);
int kstrtoll(const char *s, unsigned int base, long long *res);
int kstrtoul(const char *s, unsigned int base, unsigned long *res);
int kstrtol(const char *s, unsigned int base, long *res);
int kstrtouint(const char *s, unsigned int base, unsigned int *res);
int kstrtoint(const char *s, unsigned int base, int *res);
int kstrtou16(const char *s, unsigned int base, u16 *res);
int kstrtos16(const char *s, unsigned int base, s16 *res);
int kstrtou8(const char *s, unsigned int base, u8 *res);
int kstrtos8(const char *s, unsigned int base, s8 *res);
int kstrtobool(const char *s, bool *res);

static inline int kstrtou64(const char *s, unsigned int base, u64 *res)
{
	return kstrtoull(s, base, res);
}

static inline int kstrtos64(const char *s, unsigned int base, s64 *res)
{
	return kstrtoll(s, base, res);
}

static inline int kstrtou32(const char *s, unsigned int base, u32 *res)
{
	return kstrtouint(s, base, res);
}

static inline int kstrtos32(const char *s, unsigned int base, s32 *res)
{
	return kstrtoint(s, base, res);
}

/* Linux's names for the int-sized ones of a user's bytes */
#define kstrtou32_from_user(s, count, base, res)			\
	kstrtouint_from_user(s, count, base, res)
#define kstrtos32_from_user(s, count, base, res)			\
	kstrtoint_from_user(s, count, base, res)

/* The same, of count bytes a user wrote (a /proc or device write) */
int kstrtoull_from_user(const char __user *s, size_t count, unsigned int base,
			unsigned long long *res);
int kstrtoll_from_user(const char __user *s, size_t count, unsigned int base,
		       long long *res);
int kstrtoul_from_user(const char __user *s, size_t count, unsigned int base,
		       unsigned long *res);
int kstrtol_from_user(const char __user *s, size_t count, unsigned int base,
		      long *res);
int kstrtouint_from_user(const char __user *s, size_t count, unsigned int base,
			 unsigned int *res);
int kstrtoint_from_user(const char __user *s, size_t count, unsigned int base,
			int *res);
int kstrtobool_from_user(const char __user *s, size_t count, bool *res);

#endif /* _LINUX_KSTRTOX_H */
