/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/hash.h - multiplicative hashing (Knuth, TAOCP vol. 3,
 * 6.4): multiply by a constant near 2^w / phi, the golden ratio, and
 * keep the top bits, which every input bit has reached.  The constants
 * are Linux's since 4.7; GOLDEN_RATIO_PRIME is the word-sized one, so
 * 32 bits on i386, as on every 32-bit Linux.
 */
#ifndef _LINUX_HASH_H
#define _LINUX_HASH_H

#include "linux/types.h"

#define GOLDEN_RATIO_32	0x61C88647
#define GOLDEN_RATIO_64	0x61C8864680B583EBull
#define GOLDEN_RATIO_PRIME	GOLDEN_RATIO_32	/* BITS_PER_LONG is 32 */

/* val spread over all 32 bits: the product, wrapping modulo 2^32 */
static inline u32 __hash_32(u32 val)
{
	return val * GOLDEN_RATIO_32;
}

/* A bucket in [0, 2^bits): the product's top bits (bits from 1 to 32) */
static inline u32 hash_32(u32 val, unsigned int bits)
{
	return __hash_32(val) >> (32 - bits);
}

/* A 32-bit CPU folds the high word in first, then hashes 32 bits */
static inline u32 hash_64(u64 val, unsigned int bits)
{
	return hash_32((u32)val ^ __hash_32(val >> 32), bits);
}

#define hash_long(val, bits)	hash_32(val, bits)

static inline u32 hash_ptr(const void *ptr, unsigned int bits)
{
	return hash_long((unsigned long)ptr, bits);
}

/* Two 32-bit values into one word, for a hash of a pair */
static inline u32 hash32_ptr(const void *ptr)
{
	return (unsigned long)ptr;
}

#endif /* _LINUX_HASH_H */
