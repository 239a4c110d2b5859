// SPDX-License-Identifier: GPL-2.0
/*
 * lib/random32.c - a pseudo-random generator: xorshift128 (Marsaglia,
 * "Xorshift RNGs", J. Stat. Software 8(14), 2003), period 2^128 - 1.
 * Its state is seeded at boot by an initcall from the time stamp
 * counter, mixed through splitmix32 so that no state word is zero.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/random.h"
#include "linux/spinlock.h"
#include "asm/msr.h"

/* random_lock protects state: one step reads all four words and
 * writes them back, so two CPUs stepping at once would hand out the
 * same number and lose a step.  Taken by get_random_u32(), with
 * interrupts off (interrupt handlers ask for numbers: TCP's initial
 * sequence numbers); takes no other lock.  The seed is written once by
 * an initcall, before any code that runs without the big kernel lock
 * asks for a number. */
static DEFINE_SPINLOCK(random_lock);
static u32 state[4] = { 123456789, 362436069, 521288629, 88675123 };

u32 get_random_u32(void)
{
	unsigned long flags;
	u32 t, r;

	spin_lock_irqsave(&random_lock, flags);
	t = state[3];
	t ^= t << 11;
	t ^= t >> 8;
	state[3] = state[2];
	state[2] = state[1];
	state[1] = state[0];
	r = state[0] = t ^ state[0] ^ (state[0] >> 19);
	spin_unlock_irqrestore(&random_lock, flags);
	return r;
}
EXPORT_SYMBOL(get_random_u32);

/* Uniform in [0, ceil): Lemire's multiply-shift (biased by < 2^-32·ceil). */
u32 get_random_u32_below(u32 ceil)
{
	return (u32)(((u64)get_random_u32() * ceil) >> 32);
}
EXPORT_SYMBOL(get_random_u32_below);

/*
 * Bytes a user wrote to /dev/urandom (drivers/char/random.c): each word
 * is folded into the state, which is kept off all zeroes (xorshift's
 * one bad state).  They are credited nothing, as on Linux.
 */
void add_device_randomness(const void *buf, size_t len)
{
	const u8 *p = buf;
	unsigned long flags;
	size_t i;

	spin_lock_irqsave(&random_lock, flags);
	for (i = 0; i < len; i++)
		state[i / 4 % 4] ^= (u32)p[i] << (i % 4 * 8);
	if (!(state[0] | state[1] | state[2] | state[3]))
		state[0] = 1;
	spin_unlock_irqrestore(&random_lock, flags);
}
EXPORT_SYMBOL(add_device_randomness);

void get_random_bytes(void *buf, size_t len)
{
	u8 *p = buf;

	while (len) {
		u32 r = get_random_u32();
		size_t n = len < 4 ? len : 4;

		memcpy(p, &r, n);
		p += n;
		len -= n;
	}
}
EXPORT_SYMBOL(get_random_bytes);

static u32 splitmix32(u32 *x)
{
	u32 z = (*x += 0x9e3779b9);

	z = (z ^ (z >> 16)) * 0x85ebca6b;
	z = (z ^ (z >> 13)) * 0xc2b2ae35;
	return z ^ (z >> 16);
}

static int __init random32_init(void)
{
	u64 tsc = rdtsc();
	u32 seed = (u32)tsc ^ (u32)(tsc >> 32);
	int i;

	for (i = 0; i < 4; i++)
		do
			state[i] = splitmix32(&seed);
		while (!state[i]);
	return 0;
}
__define_initcall(random32_init);
