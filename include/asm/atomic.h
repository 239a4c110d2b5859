/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/atomic.h - atomic_t, Linux 2.6's i386 interface: each
 * read-modify-write is one instruction with the LOCK prefix (LOCK ADD,
 * LOCK XADD, LOCK DEC + SETE; Intel SDM vol. 3A, 9.1.2), so a count
 * shared between CPUs, or with an interrupt handler, needs no lock.  A
 * locked instruction is also a full barrier (SDM vol. 3A, 9.2.2), which
 * is what Linux promises for the operations that return a value.  The
 * plain read and set are single aligned 32-bit accesses, atomic by
 * themselves (SDM vol. 3A, 9.1.1), and order nothing, as in Linux.
 * xchg() and cmpxchg() are in asm/cmpxchg.h; atomic64_t, in
 * asm/atomic64_32.h.
 */
#ifndef _ASM_ATOMIC_H
#define _ASM_ATOMIC_H

#include "linux/types.h"
#include "asm/cmpxchg.h"
#include "asm/atomic64_32.h"

typedef struct {
	int counter;
} atomic_t;

typedef struct {
	long counter;
} atomic_long_t;

#define ATOMIC_INIT(i)		{ (i) }
#define ATOMIC_LONG_INIT(i)	{ (i) }

static inline int atomic_read(const atomic_t *v)
{
	return *(const volatile int *)&v->counter;
}

static inline void atomic_set(atomic_t *v, int i)
{
	*(volatile int *)&v->counter = i;
}

static inline void atomic_add(int i, atomic_t *v)
{
	asm volatile(LOCK_PREFIX "addl %1, %0"
		     : "+m"(v->counter) : "ir"(i) : "memory");
}

static inline void atomic_sub(int i, atomic_t *v)
{
	asm volatile(LOCK_PREFIX "subl %1, %0"
		     : "+m"(v->counter) : "ir"(i) : "memory");
}

static inline void atomic_inc(atomic_t *v)
{
	asm volatile(LOCK_PREFIX "incl %0" : "+m"(v->counter) : : "memory");
}

static inline void atomic_dec(atomic_t *v)
{
	asm volatile(LOCK_PREFIX "decl %0" : "+m"(v->counter) : : "memory");
}

/* Whether the count reached 0: the flags of the locked DEC itself. */
static inline bool atomic_dec_and_test(atomic_t *v)
{
	unsigned char zero;

	asm volatile(LOCK_PREFIX "decl %0; sete %1"
		     : "+m"(v->counter), "=qm"(zero) : : "memory");
	return zero;
}

/* XADD leaves the old value in its register: the add's value before. */
static inline int atomic_fetch_add(int i, atomic_t *v)
{
	asm volatile(LOCK_PREFIX "xaddl %0, %1"
		     : "+r"(i), "+m"(v->counter) : : "memory");
	return i;
}

static inline int atomic_add_return(int i, atomic_t *v)
{
	return atomic_fetch_add(i, v) + i;
}

static inline int atomic_xchg(atomic_t *v, int n)
{
	return xchg(&v->counter, n);
}

/* Linux's cmpxchg: returns the old value; stored n only if it was o. */
static inline int atomic_cmpxchg(atomic_t *v, int o, int n)
{
	return cmpxchg(&v->counter, o, n);
}

#define atomic_sub_return(i, v)		atomic_add_return(-(i), v)
#define atomic_inc_return(v)		atomic_add_return(1, v)
#define atomic_dec_return(v)		atomic_add_return(-1, v)
#define atomic_fetch_sub(i, v)		atomic_fetch_add(-(i), v)
#define atomic_fetch_inc(v)		atomic_fetch_add(1, v)
#define atomic_fetch_dec(v)		atomic_fetch_add(-1, v)
#define atomic_inc_and_test(v)		(atomic_inc_return(v) == 0)
#define atomic_sub_and_test(i, v)	(atomic_sub_return(i, v) == 0)
#define atomic_add_negative(i, v)	(atomic_add_return(i, v) < 0)

/* Add a to v unless v is u; returns whether it added (a CMPXCHG loop:
 * another CPU may change v between the read and the store). */
static inline bool atomic_add_unless(atomic_t *v, int a, int u)
{
	int c = atomic_read(v), old;

	while (c != u) {
		old = atomic_cmpxchg(v, c, c + a);
		if (old == c)
			return true;
		c = old;
	}
	return false;
}
#define atomic_inc_not_zero(v)		atomic_add_unless(v, 1, 0)

/* long is int-sized on i386: the same operations, on the long */
#define __atomic_long(v)	((atomic_t *)&(v)->counter)
#define atomic_long_read(v)	((long)atomic_read(__atomic_long(v)))
#define atomic_long_set(v, i)	atomic_set(__atomic_long(v), (int)(i))
#define atomic_long_add_return(i, v) \
	((long)atomic_add_return((int)(i), __atomic_long(v)))
#define atomic_long_inc(v)	atomic_inc(__atomic_long(v))
#define atomic_long_dec(v)	atomic_dec(__atomic_long(v))
#define atomic_long_add(i, v)	atomic_add((int)(i), __atomic_long(v))
#define atomic_long_sub(i, v)	atomic_sub((int)(i), __atomic_long(v))

#endif /* _ASM_ATOMIC_H */
