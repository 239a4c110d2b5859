/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/atomic.h - atomic_t, Linux's interface.  Each operation
 * is one indivisible read-modify-write: gcc's and clang's __atomic
 * builtins compile to the i386 locked instructions (LOCK XADD, LOCK
 * CMPXCHG, XCHG; Intel SDM vol. 3A, 9.1.2), so a counter shared with an
 * interrupt handler needs no lock.  "Fully ordered" operations use
 * __ATOMIC_SEQ_CST, the plain read and set none, as in Linux.
 */
#ifndef _LINUX_ATOMIC_H
#define _LINUX_ATOMIC_H

#include "linux/types.h"

typedef struct {
	int counter;
} atomic_t;

typedef struct {
	long counter;
} atomic_long_t;

#define ATOMIC_INIT(i)		{ (i) }
#define ATOMIC_LONG_INIT(i)	{ (i) }

#define __AO	__ATOMIC_SEQ_CST

static inline int atomic_read(const atomic_t *v)
{
	return __atomic_load_n(&v->counter, __ATOMIC_RELAXED);
}

static inline void atomic_set(atomic_t *v, int i)
{
	__atomic_store_n(&v->counter, i, __ATOMIC_RELAXED);
}

static inline int atomic_add_return(int i, atomic_t *v)
{
	return __atomic_add_fetch(&v->counter, i, __AO);
}

static inline int atomic_fetch_add(int i, atomic_t *v)
{
	return __atomic_fetch_add(&v->counter, i, __AO);
}

static inline int atomic_xchg(atomic_t *v, int n)
{
	return __atomic_exchange_n(&v->counter, n, __AO);
}

/* Linux's cmpxchg: returns the old value; stored n only if it was o. */
static inline int atomic_cmpxchg(atomic_t *v, int o, int n)
{
	__atomic_compare_exchange_n(&v->counter, &o, n, false, __AO, __AO);
	return o;
}

#define atomic_sub_return(i, v)		atomic_add_return(-(i), v)
#define atomic_inc_return(v)		atomic_add_return(1, v)
#define atomic_dec_return(v)		atomic_add_return(-1, v)
#define atomic_fetch_sub(i, v)		atomic_fetch_add(-(i), v)
#define atomic_fetch_inc(v)		atomic_fetch_add(1, v)
#define atomic_fetch_dec(v)		atomic_fetch_add(-1, v)
#define atomic_add(i, v)		((void)atomic_add_return(i, v))
#define atomic_sub(i, v)		((void)atomic_sub_return(i, v))
#define atomic_inc(v)			((void)atomic_inc_return(v))
#define atomic_dec(v)			((void)atomic_dec_return(v))
#define atomic_inc_and_test(v)		(atomic_inc_return(v) == 0)
#define atomic_dec_and_test(v)		(atomic_dec_return(v) == 0)
#define atomic_sub_and_test(i, v)	(atomic_sub_return(i, v) == 0)
#define atomic_add_negative(i, v)	(atomic_add_return(i, v) < 0)

/* Add a to v unless v is u; returns whether it added. */
static inline bool atomic_add_unless(atomic_t *v, int a, int u)
{
	int c = atomic_read(v);

	while (c != u)
		if (__atomic_compare_exchange_n(&v->counter, &c, c + a, false,
						__AO, __AO))
			return true;
	return false;
}
#define atomic_inc_not_zero(v)		atomic_add_unless(v, 1, 0)

/* long is int-sized on i386: the same operations, on the long */
#define atomic_long_read(v)	__atomic_load_n(&(v)->counter, __ATOMIC_RELAXED)
#define atomic_long_set(v, i)	__atomic_store_n(&(v)->counter, i, __ATOMIC_RELAXED)
#define atomic_long_add_return(i, v) __atomic_add_fetch(&(v)->counter, i, __AO)
#define atomic_long_inc(v)	((void)atomic_long_add_return(1, v))
#define atomic_long_dec(v)	((void)atomic_long_add_return(-1, v))
#define atomic_long_add(i, v)	((void)atomic_long_add_return(i, v))
#define atomic_long_sub(i, v)	((void)atomic_long_add_return(-(i), v))

#endif /* _LINUX_ATOMIC_H */
