/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/atomic64_32.h - atomic64_t on i386.  No 64-bit add is one
 * instruction here, but LOCK CMPXCHG8B compares EDX:EAX with 8 bytes of
 * memory and, if equal, stores ECX:EBX there, all at once (Intel SDM
 * vol. 2A, CMPXCHG8B; vol. 3A 9.1.2.2), so every operation is a loop:
 * read the value, work out the new one, store it if nobody changed it
 * meanwhile.  A locked instruction is a full barrier (SDM vol. 3A
 * 9.2.2), as Linux promises for the operations that return a value.
 * Even the read uses it (with new = old): two 32-bit loads could see
 * halves of two different values.
 */
#ifndef _ASM_ATOMIC64_32_H
#define _ASM_ATOMIC64_32_H

#include "linux/types.h"

typedef struct {
	s64 counter __attribute__((aligned(8)));	/* CMPXCHG8B's */
} atomic64_t;

#define ATOMIC64_INIT(i)	{ (i) }

/* What *p held: new stored there if that was old */
static inline s64 arch_cmpxchg64(volatile s64 *p, s64 old, s64 new)
{
	s64 prev;

	asm volatile("lock; cmpxchg8b %1"
		     : "=A"(prev), "+m"(*p)
		     : "b"((u32)new), "c"((u32)((u64)new >> 32)), "0"(old)
		     : "memory");
	return prev;
}

static inline s64 atomic64_cmpxchg(atomic64_t *v, s64 old, s64 new)
{
	return arch_cmpxchg64(&v->counter, old, new);
}

static inline s64 atomic64_read(const atomic64_t *v)
{
	return arch_cmpxchg64((volatile s64 *)&v->counter, 0, 0);
}

/* v's value before it became new */
static inline s64 atomic64_xchg(atomic64_t *v, s64 new)
{
	s64 old = v->counter, seen;

	while ((seen = arch_cmpxchg64(&v->counter, old, new)) != old)
		old = seen;
	return old;
}

static inline void atomic64_set(atomic64_t *v, s64 i)
{
	atomic64_xchg(v, i);
}

/* v's value before i was added */
static inline s64 atomic64_fetch_add(s64 i, atomic64_t *v)
{
	s64 old = v->counter, seen;

	while ((seen = arch_cmpxchg64(&v->counter, old, old + i)) != old)
		old = seen;
	return old;
}

static inline s64 atomic64_add_return(s64 i, atomic64_t *v)
{
	return atomic64_fetch_add(i, v) + i;
}

#define atomic64_add(i, v)		((void)atomic64_fetch_add(i, v))
#define atomic64_sub(i, v)		((void)atomic64_fetch_add(-(i), v))
#define atomic64_inc(v)			atomic64_add(1, v)
#define atomic64_dec(v)			atomic64_sub(1, v)
#define atomic64_fetch_sub(i, v)	atomic64_fetch_add(-(i), v)
#define atomic64_fetch_inc(v)		atomic64_fetch_add(1, v)
#define atomic64_fetch_dec(v)		atomic64_fetch_add(-1, v)
#define atomic64_sub_return(i, v)	atomic64_add_return(-(i), v)
#define atomic64_inc_return(v)		atomic64_add_return(1, v)
#define atomic64_dec_return(v)		atomic64_add_return(-1, v)
#define atomic64_inc_and_test(v)	(atomic64_inc_return(v) == 0)
#define atomic64_dec_and_test(v)	(atomic64_dec_return(v) == 0)
#define atomic64_sub_and_test(i, v)	(atomic64_sub_return(i, v) == 0)
#define atomic64_add_negative(i, v)	(atomic64_add_return(i, v) < 0)

#endif /* _ASM_ATOMIC64_32_H */
