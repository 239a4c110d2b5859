// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/iio/industrialio-format.c - an IIO value as text and back
 * (docs/iio.md).  Reading a channel's file prints what read_raw()
 * returned in Linux 6.1's form for its IIO_VAL_* kind, then a newline;
 * writing one parses a decimal number into the integer and the
 * fraction write_raw() takes, the fraction in millionths or
 * billionths.  These are the ABI of Documentation/ABI/testing/
 * sysfs-bus-iio: user space (libiio, iio_info) parses exactly this.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/kstrtox.h"
#include "linux/math64.h"
#include "linux/string.h"
#include "linux/sysfs.h"
#include "linux/iio/iio.h"
#include "iio_core.h"

#define NANO	1000000000

/* |v| without overflow for INT_MIN */
static unsigned int iio_magnitude(int v)
{
	return v < 0 ? 0u - (unsigned int)v : (unsigned int)v;
}

/*
 * val + val2 / 10^digits.  A negative number between -1 and 0 has
 * nowhere to keep its sign but val2, so a negative val2 means the
 * whole number is negative: -0.5 is val 0, val2 -500000.
 */
static int iio_format_fixed(char *buf, int at, const int *vals, int digits)
{
	if (vals[1] < 0)
		return sysfs_emit_at(buf, at, "-%u.%0*u", iio_magnitude(vals[0]),
				     digits, iio_magnitude(vals[1]));
	return sysfs_emit_at(buf, at, "%d.%0*u", vals[0], digits, vals[1]);
}

static int iio_format_decibels(char *buf, int at, const int *vals)
{
	int len = iio_format_fixed(buf, at, vals, 6);

	return len + sysfs_emit_at(buf, at + len, " dB");
}

/* billionths, printed with nine decimals: -0.25 has a whole part of 0,
 * so its sign is printed on its own */
static int iio_format_billionths(char *buf, int at, s64 billionths)
{
	s32 frac;
	s64 whole = div_s64_rem(billionths, NANO, &frac);

	if (billionths < 0 && whole == 0)
		return sysfs_emit_at(buf, at, "-0.%09u", iio_magnitude(frac));
	return sysfs_emit_at(buf, at, "%d.%09u", (int)whole,
			     iio_magnitude(frac));
}

/* val / 2^val2, truncated toward zero as a division would */
static s64 iio_log2_billionths(const int *vals)
{
	s64 n = (s64)vals[0] * NANO;

	return n < 0 ? -((-n) >> vals[1]) : n >> vals[1];
}

static int iio_format_list_of_ints(char *buf, int at, int size,
				   const int *vals)
{
	int i, len = 0;

	for (i = 0; i < size; i++)
		len += sysfs_emit_at(buf, at + len, "%d ", vals[i]);
	return len;
}

/* One value at buf + at, no newline; an unknown kind prints nothing */
static int iio_format_one(char *buf, int at, unsigned int type, int size,
			  const int *vals)
{
	switch (type) {
	case IIO_VAL_INT:
		return sysfs_emit_at(buf, at, "%d", vals[0]);
	case IIO_VAL_INT_PLUS_MICRO:
		return iio_format_fixed(buf, at, vals, 6);
	case IIO_VAL_INT_PLUS_MICRO_DB:
		return iio_format_decibels(buf, at, vals);
	case IIO_VAL_INT_PLUS_NANO:
		return iio_format_fixed(buf, at, vals, 9);
	case IIO_VAL_FRACTIONAL:
		/* a zero denominator is the driver's bug: Linux divides
		 * by it; here the file reads as nothing */
		if (!vals[1])
			return 0;
		return iio_format_billionths(buf, at,
				div_s64((s64)vals[0] * NANO, vals[1]));
	case IIO_VAL_FRACTIONAL_LOG2:
		return iio_format_billionths(buf, at, iio_log2_billionths(vals));
	case IIO_VAL_INT_MULTIPLE:
		return iio_format_list_of_ints(buf, at, size, vals);
	case IIO_VAL_INT_64:
		return sysfs_emit_at(buf, at, "%lld",
				     (s64)(((u64)(u32)vals[1] << 32) | (u32)vals[0]));
	case IIO_VAL_CHAR:
		return sysfs_emit_at(buf, at, "%c", (char)vals[0]);
	default:
		return 0;
	}
}

/* What a channel's file reads as: the value and a newline */
ssize_t iio_format_value(char *buf, unsigned int type, int size, int *vals)
{
	int len = iio_format_one(buf, 0, type, size, vals);

	if (len >= (int)PAGE_SIZE - 1)
		return -EFBIG;
	return len + sysfs_emit_at(buf, len, "\n");
}
EXPORT_SYMBOL_GPL(iio_format_value);

/* How many ints one value of kind type takes in a read_avail() array */
static int iio_ints_per_value(int type)
{
	return type == IIO_VAL_INT ? 1 : 2;
}

/*
 * A NAME_available file: a list is each value, a space between them; a
 * range is "[min step max]"; both end with a newline.
 */
ssize_t iio_format_avail(char *buf, const int *vals, int type, int length,
			 int avail)
{
	int stride = iio_ints_per_value(type);
	int i, len = 0;

	if (avail == IIO_AVAIL_RANGE)
		len += sysfs_emit_at(buf, len, "[");
	for (i = 0; i + stride <= length; i += stride) {
		if (i)
			len += sysfs_emit_at(buf, len, " ");
		len += iio_format_one(buf, len, type, stride, vals + i);
	}
	if (avail == IIO_AVAIL_RANGE)
		len += sysfs_emit_at(buf, len, "]");
	return len + sysfs_emit_at(buf, len, "\n");
}

/* The length of a " dB" or "dB" at str, else 0 */
static int iio_db_suffix(const char *str)
{
	if (!strncmp(str, " dB", 3))
		return 3;
	return strncmp(str, "dB", 2) ? 0 : 2;
}

/*
 * A written decimal number, "[-+]digits[.digits]" and at most a final
 * newline (what echo adds), as integer and fraction in units of
 * fract_mult * 10 (100000: millionths, 100000000: billionths); with db,
 * a "dB" or " dB" in it is passed over, as Linux 6.1 does for
 * IIO_VAL_INT_PLUS_MICRO_DB.  The sign goes on the integer, or on the
 * fraction if the integer is 0 (iio_format_fixed()'s rule backwards).
 * Digits past the unit are dropped; an integer past INT_MAX wraps, as
 * Linux 6.1's does.
 */
int __iio_str_to_fixpoint(const char *str, int fract_mult, bool db,
			  int *integer, int *fract)
{
	bool negative = *str == '-', in_fraction = false;
	unsigned int i = 0;
	int f = 0;

	if (*str == '-' || *str == '+')
		str++;
	for (; *str; str++) {
		if (*str >= '0' && *str <= '9' && !in_fraction) {
			i = i * 10 + (*str - '0');
		} else if (*str >= '0' && *str <= '9') {
			f += fract_mult * (*str - '0');
			fract_mult /= 10;
		} else if (*str == '.' && !in_fraction) {
			in_fraction = true;
		} else if (db && iio_db_suffix(str)) {
			str += iio_db_suffix(str) - 1;
		} else if (*str != '\n' || str[1]) {
			return -EINVAL;
		}
	}
	if (negative && i)
		i = 0u - i;
	else if (negative)
		f = -f;
	*integer = (int)i;
	*fract = f;
	return 0;
}

int iio_str_to_fixpoint(const char *str, int fract_mult, int *integer,
			int *fract)
{
	return __iio_str_to_fixpoint(str, fract_mult, false, integer, fract);
}
EXPORT_SYMBOL_GPL(iio_str_to_fixpoint);
