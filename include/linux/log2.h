/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/log2.h - powers of two: is_power_of_2(), ilog2() (the
 * floor of the base-2 logarithm, from the highest set bit),
 * roundup_pow_of_two() and rounddown_pow_of_two(), for 32-bit values.
 */
#ifndef _LINUX_LOG2_H
#define _LINUX_LOG2_H

#include "linux/types.h"
#include "linux/bitops.h"

static inline bool is_power_of_2(unsigned long n)
{
	return n != 0 && (n & (n - 1)) == 0;
}

/* n must not be 0, as in Linux */
static inline int ilog2(u32 n)
{
	return fls(n) - 1;
}

static inline unsigned long roundup_pow_of_two(unsigned long n)
{
	return 1UL << fls(n - 1);
}

static inline unsigned long rounddown_pow_of_two(unsigned long n)
{
	return 1UL << (fls(n) - 1);
}

#endif /* _LINUX_LOG2_H */
