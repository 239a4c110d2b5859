/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/minmax.h - the typed minimum, maximum and clamp of
 * Linux: min_t(type, a, b) converts both to type first, so comparing
 * a size_t with an int does what the writer meant.  Each argument is
 * evaluated once (GNU statement expressions).  min() and max() are in
 * linux/kernel.h.
 */
#ifndef _LINUX_MINMAX_H
#define _LINUX_MINMAX_H

#define min_t(type, x, y)	({ type __x = (x); type __y = (y);	\
				   __x < __y ? __x : __y; })
#define max_t(type, x, y)	({ type __x = (x); type __y = (y);	\
				   __x > __y ? __x : __y; })
#define clamp_t(type, val, lo, hi)	min_t(type, max_t(type, val, lo), hi)
#define clamp(val, lo, hi)	clamp_t(__typeof__(val), val, lo, hi)
#define clamp_val(val, lo, hi)	clamp_t(__typeof__(val), val, lo, hi)
#define min3(x, y, z)		min((__typeof__(x))min(x, y), z)
#define max3(x, y, z)		max((__typeof__(x))max(x, y), z)

/* Exchange two lvalues of the same type */
#define swap(a, b)							\
	do {								\
		__typeof__(a) __tmp = (a);				\
		(a) = (b);						\
		(b) = __tmp;						\
	} while (0)

#endif /* _LINUX_MINMAX_H */
