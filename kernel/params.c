// SPDX-License-Identifier: GPL-2.0
/*
 * Module and boot parameters: the setters and getters behind
 * module_param(), and parse_args(), which splits a command line into
 * name=value words and hands each to its parameter.
 *
 * Pure code: no allocation, no global state.  Numbers are read strictly
 * (decimal, or hex after "0x"; a sign only for signed types; nothing
 * after the digits), because a boot option the kernel silently misreads
 * is worse than one it refuses.
 */
#include "linux/errmsg.h"
#include "linux/moduleparam.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "linux/types.h"

#include "linux/limits.h"

#define HEX_PREFIX_LEN 2
/* Room for a 64-bit number in decimal, a sign and the NUL. */
#define NUM_BUF_LEN 22
#define ULONG_SIGN_BIT (~(ULONG_MAX >> 1))

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	       c == '\v' || c == '\f';
}

static char *skip_spaces(char *s)
{
	while (is_space(*s))
		s++;
	return s;
}

/* The value of c as a digit in base 10 or 16, or -1. */
static int digit_value(char c, unsigned int base)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (base == 16 && c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (base == 16 && c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Read s as an optional sign (only when is_signed) and an unsigned
 * magnitude no larger than max, or max + 1 when negative.  Leading
 * zeros are decimal, not octal: "010" is ten.  A malformed string is
 * -EINVAL even when its digits would also overflow.
 *
 * Numbers are unsigned long, the widest parameter type: wider ones
 * would need libgcc's 64-bit division on i386, which the kernel lacks.
 */
static int parse_number(const char *s, bool is_signed, unsigned long max,
			bool *neg, unsigned long *mag)
{
	unsigned int base = 10;
	bool overflow = false;
	int d;

	*neg = false;
	*mag = 0;
	if (is_signed && (*s == '-' || *s == '+'))
		*neg = *s++ == '-';
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += HEX_PREFIX_LEN;
	}
	if (!*s)
		return -EINVAL;
	for (; *s; s++) {
		d = digit_value(*s, base);
		if (d < 0)
			return -EINVAL;
		if (*mag > (ULONG_MAX - (unsigned long)d) / base)
			overflow = true;
		else
			*mag = *mag * base + (unsigned long)d;
	}
	if (overflow || (*mag > max && !(*neg && *mag - 1 == max)))
		return -ERANGE;
	return 0;
}

/*
 * Write s and a newline into buffer, a page as Linux's getters get
 * (sysfs's), cut to fit; the length written, without the NUL.
 */
static int put_str(char *buffer, const char *s)
{
	size_t len = strnlen(s, PARAM_GET_SIZE - 2);

	memcpy(buffer, s, len);
	buffer[len] = '\n';
	buffer[len + 1] = '\0';
	return (int)len + 1;
}

/*
 * Write an integer in decimal into buffer, as put_str().  bits is the
 * value converted to unsigned long: sign-extended if is_signed, so its
 * top bit is the sign, and 0 - bits is then the magnitude.
 */
static int put_number(char *buffer, bool is_signed, unsigned long bits)
{
	bool neg = is_signed && (bits & ULONG_SIGN_BIT);
	unsigned long mag = neg ? 0 - bits : bits;
	char tmp[NUM_BUF_LEN];
	char *p = tmp + sizeof(tmp);

	*--p = '\0';
	do {
		*--p = (char)('0' + mag % 10);
		mag /= 10;
	} while (mag);
	if (neg)
		*--p = '-';
	return put_str(buffer, p);
}

/*
 * One set/get/ops triple per integer type.  The setter range-checks the
 * sign and magnitude against the type before narrowing, so the final
 * conversion (0 - mag for a negative value) is exact: two's complement
 * wrap-around, as gcc and clang define it.
 */
#define PARAM_NUMBER(name, type, is_signed, max)			\
	int param_set_##name(const char *val,				\
			     const struct kernel_param *kp)		\
	{								\
		bool neg;						\
		unsigned long mag;					\
		int ret = parse_number(val, is_signed,			\
				       (unsigned long)(max), &neg, &mag); \
									\
		if (ret)						\
			return ret;					\
		*(type *)kp->arg = (type)(neg ? 0 - mag : mag);		\
		return 0;						\
	}								\
	int param_get_##name(char *buffer,				\
			     const struct kernel_param *kp)		\
	{								\
		return put_number(buffer, is_signed,			\
				  (unsigned long)*(const type *)kp->arg); \
	}								\
	const struct kernel_param_ops param_ops_##name = {		\
		.set = param_set_##name,				\
		.get = param_get_##name,				\
	}

PARAM_NUMBER(byte, unsigned char, false, UCHAR_MAX);
PARAM_NUMBER(short, short, true, SHRT_MAX);
PARAM_NUMBER(ushort, unsigned short, false, USHRT_MAX);
PARAM_NUMBER(int, int, true, INT_MAX);
PARAM_NUMBER(uint, unsigned int, false, UINT_MAX);
PARAM_NUMBER(long, long, true, LONG_MAX);
PARAM_NUMBER(ulong, unsigned long, false, ULONG_MAX);

/* A bare name (val NULL) means true; otherwise exactly one of 1yY0nN. */
static int parse_bool(const char *val, bool *res)
{
	if (!val) {
		*res = true;
		return 0;
	}
	if (!val[0] || val[1])
		return -EINVAL;
	if (strchr("1yY", val[0])) {
		*res = true;
		return 0;
	}
	if (strchr("0nN", val[0])) {
		*res = false;
		return 0;
	}
	return -EINVAL;
}

static int put_bool(char *buffer, bool v)
{
	return put_str(buffer, v ? "Y" : "N");
}

int param_set_bool(const char *val, const struct kernel_param *kp)
{
	return parse_bool(val, kp->arg);
}

int param_get_bool(char *buffer, const struct kernel_param *kp)
{
	return put_bool(buffer, *(const bool *)kp->arg);
}

const struct kernel_param_ops param_ops_bool = {
	.flags = KERNEL_PARAM_OPS_FL_NOARG,
	.set = param_set_bool,
	.get = param_get_bool,
};

/* invbool: the variable holds the opposite of what the user says. */
int param_set_invbool(const char *val, const struct kernel_param *kp)
{
	bool v;
	int ret = parse_bool(val, &v);

	if (ret)
		return ret;
	*(bool *)kp->arg = !v;
	return 0;
}

int param_get_invbool(char *buffer, const struct kernel_param *kp)
{
	return put_bool(buffer, !*(const bool *)kp->arg);
}

const struct kernel_param_ops param_ops_invbool = {
	.flags = KERNEL_PARAM_OPS_FL_NOARG,
	.set = param_set_invbool,
	.get = param_get_invbool,
};

/*
 * charp points into the caller's argument buffer instead of copying:
 * there is no allocator here, and parse_args() callers keep the buffer.
 * The variable is a plain char * as in Linux, hence the cast.
 */
int param_set_charp(const char *val, const struct kernel_param *kp)
{
	*(char **)kp->arg = (char *)val;
	return 0;
}

int param_get_charp(char *buffer, const struct kernel_param *kp)
{
	const char *s = *(char *const *)kp->arg;

	return put_str(buffer, s ? s : "(null)");
}

const struct kernel_param_ops param_ops_charp = {
	.set = param_set_charp,
	.get = param_get_charp,
};

int param_set_string(const char *val, const struct kernel_param *kp)
{
	const struct kparam_string *kps = kp->arg;
	size_t len = strlen(val);

	if (len >= kps->maxlen)
		return -ENOSPC;
	memcpy(kps->string, val, len + 1);
	return 0;
}

int param_get_string(char *buffer, const struct kernel_param *kp)
{
	const struct kparam_string *kps = kp->arg;

	return put_str(buffer, kps->string);
}

const struct kernel_param_ops param_ops_string = {
	.set = param_set_string,
	.get = param_get_string,
};

static char dash2underscore(char c)
{
	return c == '-' ? '_' : c;
}

bool parameq(const char *a, const char *b)
{
	for (; dash2underscore(*a) == dash2underscore(*b); a++, b++) {
		if (!*a)
			return true;
	}
	return false;
}

char *next_arg(char *args, char **param, char **val)
{
	bool in_quote = false;
	char *eq = NULL;
	char *in, *out;

	args = skip_spaces(args);
	*param = NULL;
	*val = NULL;
	if (!*args)
		return args;

	/* Copy the word onto itself, dropping the quotes as they go by. */
	for (in = out = args; *in; in++) {
		if (*in == '"') {
			in_quote = !in_quote;
			continue;
		}
		if (!in_quote && is_space(*in))
			break;
		if (*in == '=' && !eq)
			eq = out;
		*out++ = *in;
	}
	if (*in)
		in++;
	*out = '\0';

	*param = args;
	if (eq) {
		*eq = '\0';
		*val = eq + 1;
	}
	return skip_spaces(in);
}

/* The message for parse_one()'s error ret, into pp->err. */
static int param_error(struct param_parse *pp, int ret, const char *param,
		       const char *val)
{
	if (ret == -ENOENT)
		return errmsg(pp->err, sizeof(pp->err), ret,
			      "%s: Unknown parameter `%s'", pp->doing, param);
	if (ret == -ENOSPC)
		return errmsg(pp->err, sizeof(pp->err), ret,
			      "%s: string too long for parameter '%s'",
			      pp->doing, param);
	if (!val)
		return errmsg(pp->err, sizeof(pp->err), ret,
			      "%s: parameter '%s' needs a value", pp->doing,
			      param);
	if (ret == -ERANGE)
		return errmsg(pp->err, sizeof(pp->err), ret,
			      "%s: value '%s' out of range for parameter '%s'",
			      pp->doing, val, param);
	return errmsg(pp->err, sizeof(pp->err), ret,
		      "%s: bad value '%s' for parameter '%s'", pp->doing, val,
		      param);
}

static int set_param(struct param_parse *pp, char *param, char *val)
{
	const struct kernel_param *kp;

	for (kp = pp->params; kp < pp->params + pp->num; kp++) {
		if (!parameq(param, kp->name))
			continue;
		if (!val && !(kp->ops->flags & KERNEL_PARAM_OPS_FL_NOARG))
			return -EINVAL;
		return kp->ops->set(val, kp);
	}
	return pp->unknown ? pp->unknown(param, val, pp->ctx) : -ENOENT;
}

int parse_one(struct param_parse *pp, char *param, char *val)
{
	int ret = set_param(pp, param, val);

	return ret ? param_error(pp, ret, param, val) : 0;
}

int parse_args(struct param_parse *pp, char *args)
{
	char *param, *val;
	int ret;

	pp->err[0] = '\0';
	for (;;) {
		args = next_arg(args, &param, &val);
		if (!param)
			return 0;
		ret = parse_one(pp, param, val);
		if (ret)
			return ret;
	}
}
