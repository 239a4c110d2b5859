// SPDX-License-Identifier: GPL-2.0
/*
 * lib/math/gcd.c - gcd() by Stein's binary algorithm (Knuth, TAOCP
 * vol. 2, 4.5.2, Algorithm B): shifts and subtractions only, no
 * division, which i386 does slowly.  gcd(a, 0) is a, as Linux's is.
 */
#include "linux/gcd.h"
#include "linux/export.h"

unsigned long gcd(unsigned long a, unsigned long b)
{
	unsigned int shift;

	if (!a || !b)
		return a | b;
	/* the power of two both share, then make a odd */
	shift = __builtin_ctzl(a | b);
	a >>= __builtin_ctzl(a);
	do {
		b >>= __builtin_ctzl(b);	/* b odd too */
		if (a > b) {
			unsigned long t = a;

			a = b;
			b = t;
		}
		b -= a;				/* even, or 0 */
	} while (b);
	return a << shift;
}
EXPORT_SYMBOL_GPL(gcd);
