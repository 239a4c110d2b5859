/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/math.h - rounding to a multiple and integer division
 * rounded up, Linux's names.  round_up() and round_down() need a power
 * of two (a mask); roundup() and rounddown() take any y.
 */
#ifndef _LINUX_MATH_H
#define _LINUX_MATH_H

#define DIV_ROUND_UP(n, d)	(((n) + (d) - 1) / (d))
#define DIV_ROUND_CLOSEST(x, d)	(((x) + ((d) / 2)) / (d))
#define roundup(x, y)		((((x) + ((y) - 1)) / (y)) * (y))
#define rounddown(x, y)		({ __typeof__(x) __x = (x);		\
				   __x - (__x % (y)); })
#define round_up(x, y)		((((x) - 1) | ((__typeof__(x))((y) - 1))) + 1)
#define round_down(x, y)	((x) & ~((__typeof__(x))((y) - 1)))

#endif /* _LINUX_MATH_H */
