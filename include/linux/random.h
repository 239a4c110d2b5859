/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/random.h - pseudo-random numbers (lib/random32.c), under
 * both Linux's current names (get_random_u32(), get_random_bytes()) and
 * the older prandom_u32().  Not cryptographic: there is no entropy pool
 * here, only a generator seeded at boot from the time stamp counter.
 */
#ifndef _LINUX_RANDOM_H
#define _LINUX_RANDOM_H

#include "linux/types.h"

u32 get_random_u32(void);
void get_random_bytes(void *buf, size_t len);
void add_device_randomness(const void *buf, size_t len);
u32 get_random_u32_below(u32 ceil);

static inline u64 get_random_u64(void)
{
	return ((u64)get_random_u32() << 32) | get_random_u32();
}

#define get_random_int()	get_random_u32()
#define get_random_long()	((unsigned long)get_random_u32())
#define prandom_u32()		get_random_u32()
#define prandom_u32_max(ceil)	get_random_u32_below(ceil)
#define prandom_bytes(buf, len)	get_random_bytes(buf, len)

#endif /* _LINUX_RANDOM_H */
