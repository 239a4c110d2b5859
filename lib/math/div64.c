// SPDX-License-Identifier: GPL-2.0
/*
 * lib/math/div64.c - the exported 64-bit divisions of linux/math64.h.
 * Compiled into the kernel, C's / on 64-bit numbers is libgcc's
 * (linked into vmlinux); modules reach it only through these.
 */
#include "linux/math64.h"
#include "linux/export.h"

u64 div_u64_rem(u64 dividend, u32 divisor, u32 *remainder)
{
	*remainder = dividend % divisor;
	return dividend / divisor;
}
EXPORT_SYMBOL(div_u64_rem);

/* C rounds the quotient toward zero; the remainder has the dividend's sign */
s64 div_s64_rem(s64 dividend, s32 divisor, s32 *remainder)
{
	*remainder = dividend % divisor;
	return dividend / divisor;
}
EXPORT_SYMBOL(div_s64_rem);

u64 div64_u64_rem(u64 dividend, u64 divisor, u64 *remainder)
{
	*remainder = dividend % divisor;
	return dividend / divisor;
}
EXPORT_SYMBOL(div64_u64_rem);

u64 div64_u64(u64 dividend, u64 divisor)
{
	return dividend / divisor;
}
EXPORT_SYMBOL(div64_u64);

s64 div64_s64(s64 dividend, s64 divisor)
{
	return dividend / divisor;
}
EXPORT_SYMBOL(div64_s64);
