/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/math64.h - 64-bit division for 32-bit code.  i386 has
 * no instruction for a 64-bit quotient: C's / on u64 calls libgcc's
 * __udivdi3, which the kernel links but does not export, so a module
 * that divides a u64 fails to load ("Unknown symbol __udivdi3"), as on
 * Linux/i386.  These are the kernel's exported divisions
 * (lib/math/div64.c); do_div() is in asm/div64.h.
 */
#ifndef _LINUX_MATH64_H
#define _LINUX_MATH64_H

#include "linux/types.h"

u64 div_u64_rem(u64 dividend, u32 divisor, u32 *remainder);
s64 div_s64_rem(s64 dividend, s32 divisor, s32 *remainder);
u64 div64_u64(u64 dividend, u64 divisor);
s64 div64_s64(s64 dividend, s64 divisor);
u64 div64_u64_rem(u64 dividend, u64 divisor, u64 *remainder);

static inline u64 div_u64(u64 dividend, u32 divisor)
{
	u32 remainder;

	return div_u64_rem(dividend, divisor, &remainder);
}

static inline s64 div_s64(s64 dividend, s32 divisor)
{
	s32 remainder;

	return div_s64_rem(dividend, divisor, &remainder);
}

#define div64_ul(x, y)	div64_u64(x, y)
#define div64_long(x, y)	div64_s64(x, y)

/* One MUL: the 64-bit product of two 32-bit numbers */
static inline u64 mul_u32_u32(u32 a, u32 b)
{
	return (u64)a * b;
}

#endif /* _LINUX_MATH64_H */
