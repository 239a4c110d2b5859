// SPDX-License-Identifier: GPL-2.0
/*
 * lib/find_bit.c - the next set (or clear) bit of a bitmap, from bit
 * offset on, and the last set one (include/linux/bitops.h numbers the bits).  A clear bit is
 * a set bit of the complemented word, so one walk serves both.
 */
#include "linux/export.h"
#include "linux/bitops.h"

static unsigned long find_next(const unsigned long *addr, unsigned long size,
			       unsigned long offset, unsigned long invert)
{
	unsigned long word;

	if (offset >= size)
		return size;
	/* the first word, without the bits below offset */
	word = (addr[BIT_WORD(offset)] ^ invert) &
	       (~0UL << (offset % BITS_PER_LONG));
	offset -= offset % BITS_PER_LONG;
	while (!word) {
		offset += BITS_PER_LONG;
		if (offset >= size)
			return size;
		word = addr[BIT_WORD(offset)] ^ invert;
	}
	offset += __ffs(word);
	return offset < size ? offset : size;
}

unsigned long find_next_bit(const unsigned long *addr, unsigned long size,
			    unsigned long offset)
{
	return find_next(addr, size, offset, 0);
}
EXPORT_SYMBOL(find_next_bit);

unsigned long find_next_zero_bit(const unsigned long *addr,
				 unsigned long size, unsigned long offset)
{
	return find_next(addr, size, offset, ~0UL);
}
EXPORT_SYMBOL(find_next_zero_bit);

unsigned long find_last_bit(const unsigned long *addr, unsigned long size)
{
	unsigned long k = BITS_TO_LONGS(size);
	unsigned long mask = size % BITS_PER_LONG ?
			     ~0UL >> (BITS_PER_LONG - size % BITS_PER_LONG) :
			     ~0UL;

	while (k--) {
		unsigned long word = addr[k] & mask;

		if (word)
			return k * BITS_PER_LONG + __fls(word);
		mask = ~0UL;
	}
	return size;
}
EXPORT_SYMBOL(find_last_bit);
