/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/bitops.h - bit operations on arrays of unsigned long,
 * Linux's interface: bit nr is bit (nr % BITS_PER_LONG) of word
 * (nr / BITS_PER_LONG).  set_bit() and the test_and_*() forms are
 * atomic (locked OR, AND, XOR through the __atomic builtins, Intel SDM
 * vol. 3A, 9.1.2); the __-prefixed ones are not, as in Linux.
 * find_first_bit() and friends are lib/find_bit.c.
 */
#ifndef _LINUX_BITOPS_H
#define _LINUX_BITOPS_H

#include "linux/types.h"

/* 32 on i386; the host tests (tests/host/test_bitmap.c) run the same
 * code with 64-bit words */
#define BITS_PER_LONG		(__SIZEOF_LONG__ * 8)
#define BITS_PER_BYTE		8
#define BIT(nr)			(1UL << (nr))
#define BIT_ULL(nr)		(1ULL << (nr))
#define BIT_MASK(nr)		(1UL << ((nr) % BITS_PER_LONG))
#define BIT_WORD(nr)		((nr) / BITS_PER_LONG)
#define BITS_TO_LONGS(nr)	(((nr) + BITS_PER_LONG - 1) / BITS_PER_LONG)
#define DECLARE_BITMAP(name, bits)	unsigned long name[BITS_TO_LONGS(bits)]
#define GENMASK(h, l)                                                   \
	(((~0UL) << (l)) & (~0UL >> (BITS_PER_LONG - 1 - (h))))

#define __BITOP(v, nr)	(((volatile unsigned long *)(v)) + BIT_WORD(nr))

static inline void set_bit(long nr, volatile unsigned long *addr)
{
	__atomic_fetch_or(__BITOP(addr, nr), BIT_MASK(nr), __ATOMIC_SEQ_CST);
}

static inline void clear_bit(long nr, volatile unsigned long *addr)
{
	__atomic_fetch_and(__BITOP(addr, nr), ~BIT_MASK(nr), __ATOMIC_SEQ_CST);
}

static inline void change_bit(long nr, volatile unsigned long *addr)
{
	__atomic_fetch_xor(__BITOP(addr, nr), BIT_MASK(nr), __ATOMIC_SEQ_CST);
}

static inline bool test_and_set_bit(long nr, volatile unsigned long *addr)
{
	return __atomic_fetch_or(__BITOP(addr, nr), BIT_MASK(nr),
				 __ATOMIC_SEQ_CST) & BIT_MASK(nr);
}

static inline bool test_and_clear_bit(long nr, volatile unsigned long *addr)
{
	return __atomic_fetch_and(__BITOP(addr, nr), ~BIT_MASK(nr),
				  __ATOMIC_SEQ_CST) & BIT_MASK(nr);
}

static inline bool test_and_change_bit(long nr, volatile unsigned long *addr)
{
	return __atomic_fetch_xor(__BITOP(addr, nr), BIT_MASK(nr),
				  __ATOMIC_SEQ_CST) & BIT_MASK(nr);
}

static inline bool test_bit(long nr, const volatile unsigned long *addr)
{
	return (addr[BIT_WORD(nr)] >> (nr % BITS_PER_LONG)) & 1;
}

static inline void __set_bit(long nr, volatile unsigned long *addr)
{
	*__BITOP(addr, nr) |= BIT_MASK(nr);
}

static inline void __clear_bit(long nr, volatile unsigned long *addr)
{
	*__BITOP(addr, nr) &= ~BIT_MASK(nr);
}

static inline void __change_bit(long nr, volatile unsigned long *addr)
{
	*__BITOP(addr, nr) ^= BIT_MASK(nr);
}

/* Bit numbers: ffs/fls count from 1 (0: none), __ffs/__fls from 0. */
static inline int ffs(int x)
{
	return __builtin_ffs(x);
}

static inline int fls(unsigned int x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}

static inline unsigned long __ffs(unsigned long word)
{
	return (unsigned long)__builtin_ctzl(word);
}

static inline unsigned long __fls(unsigned long word)
{
	return BITS_PER_LONG - 1 - (unsigned long)__builtin_clzl(word);
}

static inline unsigned int hweight32(u32 w)
{
	return (unsigned int)__builtin_popcount(w);
}
static inline unsigned int hweight64(u64 w)
{
	return (unsigned int)__builtin_popcountll(w);
}
#define hweight8(w)	hweight32((u8)(w))
#define hweight16(w)	hweight32((u16)(w))
#define hweight_long(w)	((unsigned int)__builtin_popcountl(w))

/* lib/find_bit.c: the index of the bit found, or size if none */
unsigned long find_next_bit(const unsigned long *addr, unsigned long size,
			    unsigned long offset);
unsigned long find_next_zero_bit(const unsigned long *addr,
				 unsigned long size, unsigned long offset);
/* the highest set bit below size, or size if none */
unsigned long find_last_bit(const unsigned long *addr, unsigned long size);
#define find_first_bit(addr, size)	find_next_bit(addr, size, 0)
#define find_first_zero_bit(addr, size)	find_next_zero_bit(addr, size, 0)

#define for_each_set_bit(bit, addr, size)                               \
	for ((bit) = find_first_bit(addr, size); (bit) < (size);        \
	     (bit) = find_next_bit(addr, size, (bit) + 1))
#define for_each_set_bit_from(bit, addr, size)                          \
	for ((bit) = find_next_bit(addr, size, bit); (bit) < (size);    \
	     (bit) = find_next_bit(addr, size, (bit) + 1))
#define for_each_clear_bit(bit, addr, size)                             \
	for ((bit) = find_first_zero_bit(addr, size); (bit) < (size);   \
	     (bit) = find_next_zero_bit(addr, size, (bit) + 1))

#endif /* _LINUX_BITOPS_H */
