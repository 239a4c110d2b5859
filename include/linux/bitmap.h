/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/bitmap.h - operations on whole bitmaps of nbits bits,
 * Linux's interface: an array of unsigned long, bit n in word
 * n / BITS_PER_LONG (linux/bitops.h has the single-bit operations and
 * the searches).  None is atomic.  Bits past nbits in the last word
 * are never read as part of the map; the operations that compute a
 * whole map (and, or, xor, complement, shifts) may set or clear them,
 * as Linux's may.  lib/bitmap.c.  (Only the compiler's builtins here:
 * the host tests include this beside the C library.)
 */
#ifndef _LINUX_BITMAP_H
#define _LINUX_BITMAP_H

#include "linux/types.h"
#include "linux/bitops.h"

/* The bits of a word from start up, and the bits of the last word of
 * an nbits map that belong to it */
#define BITMAP_FIRST_WORD_MASK(start)	(~0UL << ((start) % BITS_PER_LONG))
#define BITMAP_LAST_WORD_MASK(nbits)					\
	(~0UL >> (-(nbits) & (BITS_PER_LONG - 1)))

static inline void bitmap_zero(unsigned long *dst, unsigned int nbits)
{
	__builtin_memset(dst, 0, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

static inline void bitmap_fill(unsigned long *dst, unsigned int nbits)
{
	__builtin_memset(dst, 0xff, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

static inline void bitmap_copy(unsigned long *dst, const unsigned long *src,
			       unsigned int nbits)
{
	__builtin_memcpy(dst, src, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

/* and and andnot say whether any bit of the result is set */
bool bitmap_and(unsigned long *dst, const unsigned long *a,
		const unsigned long *b, unsigned int nbits);
bool bitmap_andnot(unsigned long *dst, const unsigned long *a,
		   const unsigned long *b, unsigned int nbits);
void bitmap_or(unsigned long *dst, const unsigned long *a,
	       const unsigned long *b, unsigned int nbits);
void bitmap_xor(unsigned long *dst, const unsigned long *a,
		const unsigned long *b, unsigned int nbits);
void bitmap_complement(unsigned long *dst, const unsigned long *src,
		       unsigned int nbits);
bool bitmap_equal(const unsigned long *a, const unsigned long *b,
		  unsigned int nbits);
bool bitmap_intersects(const unsigned long *a, const unsigned long *b,
		       unsigned int nbits);
bool bitmap_subset(const unsigned long *a, const unsigned long *b,
		   unsigned int nbits);
bool bitmap_empty(const unsigned long *src, unsigned int nbits);
bool bitmap_full(const unsigned long *src, unsigned int nbits);
unsigned int bitmap_weight(const unsigned long *src, unsigned int nbits);
void bitmap_set(unsigned long *map, unsigned int start, unsigned int nbits);
void bitmap_clear(unsigned long *map, unsigned int start,
		  unsigned int nbits);
/* dst = src >> shift or << shift, in an nbits map (dst may be src) */
void bitmap_shift_right(unsigned long *dst, const unsigned long *src,
			unsigned int shift, unsigned int nbits);
void bitmap_shift_left(unsigned long *dst, const unsigned long *src,
		       unsigned int shift, unsigned int nbits);
/* The first run of nr clear bits from start whose first bit is a
 * multiple of align_mask + 1; a value past size - nr if none */
unsigned long bitmap_find_next_zero_area(unsigned long *map,
					 unsigned long size,
					 unsigned long start, unsigned int nr,
					 unsigned long align_mask);
/* "0-3,8,10-11" or "0-N:1/4" (man 7 cpuset's list format, Linux's
 * groups): 0, or -EINVAL, -ERANGE (a bit past the map), -EOVERFLOW */
int bitmap_parselist(const char *buf, unsigned long *maskp, int nmaskbits);
/* "ff,0000ffff" (man 7 cpuset's mask format, 32 bits a chunk): 0, or
 * -EINVAL, -EOVERFLOW (a chunk or the mask too wide) */
int bitmap_parse(const char *buf, unsigned int buflen, unsigned long *maskp,
		 int nmaskbits);

#ifdef __KERNEL__	/* not in the host tests: no allocator there */
/* A map of nbits on the heap (mm/util.c), kfree()d by bitmap_free() */
unsigned long *bitmap_alloc(unsigned int nbits, gfp_t flags);
unsigned long *bitmap_zalloc(unsigned int nbits, gfp_t flags);
void bitmap_free(const unsigned long *bitmap);
#endif

#endif /* _LINUX_BITMAP_H */
