// SPDX-License-Identifier: GPL-2.0
/*
 * lib/kstrtox.c - kstrtoull() and its family (include/linux/kstrtox.h):
 * one parser for unsigned long long, and thin wrappers that check the
 * sign and the range of each type.  Unlike simple_strtoul() (which
 * stops at the first stray character and never reports overflow),
 * these refuse anything but a whole number that fits.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/kstrtox.h"
#include "linux/limits.h"

static int kstrto_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;			/* ASCII: lower case */
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	return 99;			/* no digit in any base */
}

/* base 0: 0x is hex, a leading 0 octal, else decimal (strtoul(3)) */
static const char *fixup_radix(const char *s, unsigned int *base)
{
	bool hex_prefix = s[0] == '0' && (s[1] | 0x20) == 'x';

	if (*base == 0) {
		if (hex_prefix && kstrto_digit(s[2]) < 16)
			*base = 16;
		else
			*base = s[0] == '0' ? 8 : 10;
	}
	if (*base == 16 && hex_prefix)
		s += 2;
	return s;
}

/* The digits alone, no sign: kstrtoll() takes "-5" but not "-+5" */
static int parse_ull(const char *s, unsigned int base, unsigned long long *res)
{
	unsigned long long v = 0;
	const char *start;
	int d;

	s = fixup_radix(s, &base);
	if (base < 2 || base > 36)
		return -EINVAL;
	for (start = s; (d = kstrto_digit(*s)) < (int)base; s++) {
		if (v > (ULLONG_MAX - d) / base)
			return -ERANGE;
		v = v * base + d;
	}
	if (s == start)
		return -EINVAL;
	if (*s == '\n')
		s++;
	if (*s)
		return -EINVAL;
	*res = v;
	return 0;
}

int kstrtoull(const char *s, unsigned int base, unsigned long long *res)
{
	return parse_ull(s[0] == '+' ? s + 1 : s, base, res);
}
EXPORT_SYMBOL(kstrtoull);

int kstrtoll(const char *s, unsigned int base, long long *res)
{
	unsigned long long v;
	int err;

	if (s[0] == '-') {
		err = parse_ull(s + 1, base, &v);
		if (err)
			return err;
		/* -(LLONG_MIN) is LLONG_MAX + 1 */
		if (v > (unsigned long long)LLONG_MAX + 1)
			return -ERANGE;
		*res = -(long long)(v - 1) - 1;
		return 0;
	}
	err = kstrtoull(s, base, &v);
	if (err)
		return err;
	if (v > LLONG_MAX)
		return -ERANGE;
	*res = v;
	return 0;
}
EXPORT_SYMBOL(kstrtoll);

/* The unsigned types: parse wide, then check the range */
#define KSTRTO_UNSIGNED(name, type, max)				\
int name(const char *s, unsigned int base, type *res)			\
{									\
	unsigned long long v;						\
	int err = kstrtoull(s, base, &v);				\
									\
	if (err)							\
		return err;						\
	if (v > (max))							\
		return -ERANGE;						\
	*res = v;							\
	return 0;							\
}									\
EXPORT_SYMBOL(name)

/* The signed types likewise */
#define KSTRTO_SIGNED(name, type, min, max)				\
int name(const char *s, unsigned int base, type *res)			\
{									\
	long long v;							\
	int err = kstrtoll(s, base, &v);				\
									\
	if (err)							\
		return err;						\
	if (v < (min) || v > (max))					\
		return -ERANGE;						\
	*res = v;							\
	return 0;							\
}									\
EXPORT_SYMBOL(name)

KSTRTO_UNSIGNED(kstrtoul, unsigned long, ULONG_MAX);
KSTRTO_UNSIGNED(kstrtouint, unsigned int, UINT_MAX);
KSTRTO_UNSIGNED(kstrtou16, u16, 0xffff);
KSTRTO_UNSIGNED(kstrtou8, u8, 0xff);
KSTRTO_SIGNED(kstrtol, long, LONG_MIN, LONG_MAX);
KSTRTO_SIGNED(kstrtoint, int, INT_MIN, INT_MAX);
KSTRTO_SIGNED(kstrtos16, s16, -0x8000, 0x7fff);
KSTRTO_SIGNED(kstrtos8, s8, -0x80, 0x7f);

/* y/Y/t/T/1/on and n/N/f/F/0/off, Linux 6.1's words; only the first
 * two characters count, as there */
int kstrtobool(const char *s, bool *res)
{
	if (!s)
		return -EINVAL;
	switch (s[0]) {
	case 'y': case 'Y': case 't': case 'T': case '1':
		*res = true;
		return 0;
	case 'n': case 'N': case 'f': case 'F': case '0':
		*res = false;
		return 0;
	case 'o': case 'O':
		if ((s[1] | 0x20) == 'n' || (s[1] | 0x20) == 'f') {
			*res = (s[1] | 0x20) == 'n';
			return 0;
		}
		break;
	}
	return -EINVAL;
}
EXPORT_SYMBOL(kstrtobool);

/*
 * The user's bytes, as a string: a number is short, so more than a
 * small buffer holds is refused as Linux refuses it (-EINVAL).
 */
static int user_string(char *buf, size_t size, const char __user *s,
		       size_t count)
{
	count = min(count, size - 1);
	if (copy_from_user(buf, s, count))
		return -EFAULT;
	buf[count] = '\0';
	return 0;
}

#define KSTRTO_FROM_USER(name, parse, type)				\
int name(const char __user *s, size_t count, unsigned int base,		\
	 type *res)							\
{									\
	char buf[24];	/* a 64-bit octal number, its prefix, \n, NUL */	\
	int err = user_string(buf, sizeof(buf), s, count);		\
									\
	return err ? err : parse(buf, base, res);			\
}									\
EXPORT_SYMBOL(name)

KSTRTO_FROM_USER(kstrtoull_from_user, kstrtoull, unsigned long long);
KSTRTO_FROM_USER(kstrtoll_from_user, kstrtoll, long long);
KSTRTO_FROM_USER(kstrtoul_from_user, kstrtoul, unsigned long);
KSTRTO_FROM_USER(kstrtol_from_user, kstrtol, long);
KSTRTO_FROM_USER(kstrtouint_from_user, kstrtouint, unsigned int);
KSTRTO_FROM_USER(kstrtoint_from_user, kstrtoint, int);

int kstrtobool_from_user(const char __user *s, size_t count, bool *res)
{
	char buf[4];	/* only the first two characters count */
	int err = user_string(buf, sizeof(buf), s, count);

	return err ? err : kstrtobool(buf, res);
}
EXPORT_SYMBOL(kstrtobool_from_user);
