/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/refcount.h - refcount_t, a reference count that refuses
 * to wrap, as Linux 4.11 on: an increment from 0 (the object is already
 * being freed), a decrement below 0, or a count past INT_MAX is a bug of
 * the caller's.  Instead of wrapping - which would free an object still
 * in use - the count is pinned at REFCOUNT_SATURATED, where it stays
 * (the object leaks, nobody frees it under a user), and the kernel says
 * so once with a WARN (lib/refcount.c refcount_warn_saturate()):
 * "refcount_t: addition on 0; use-after-free." and the like.
 */
#ifndef _LINUX_REFCOUNT_H
#define _LINUX_REFCOUNT_H

#include "linux/atomic.h"
#include "linux/limits.h"
#include "linux/types.h"

typedef struct refcount_struct {
	atomic_t refs;
} refcount_t;

#define REFCOUNT_INIT(n)	{ .refs = ATOMIC_INIT(n) }
#define REFCOUNT_MAX		INT_MAX
#define REFCOUNT_SATURATED	(INT_MIN / 2)

enum refcount_saturation_type {
	REFCOUNT_ADD_NOT_ZERO_OVF,
	REFCOUNT_ADD_OVF,
	REFCOUNT_ADD_UAF,
	REFCOUNT_SUB_UAF,
	REFCOUNT_DEC_LEAK,
};

void refcount_warn_saturate(refcount_t *r, enum refcount_saturation_type t);

static inline void refcount_set(refcount_t *r, int n)
{
	atomic_set(&r->refs, n);
}

static inline unsigned int refcount_read(const refcount_t *r)
{
	return (unsigned int)atomic_read(&r->refs);
}

/* i more, unless the count is 0: whether it was not */
bool refcount_add_not_zero(int i, refcount_t *r);
void refcount_add(int i, refcount_t *r);
/* i fewer: whether that made it 0 (the caller frees the object) */
bool refcount_sub_and_test(int i, refcount_t *r);

static inline bool refcount_inc_not_zero(refcount_t *r)
{
	return refcount_add_not_zero(1, r);
}

static inline void refcount_inc(refcount_t *r)
{
	refcount_add(1, r);
}

static inline bool refcount_dec_and_test(refcount_t *r)
{
	return refcount_sub_and_test(1, r);
}

/* A decrement that must not reach 0 (someone else holds the last) */
static inline void refcount_dec(refcount_t *r)
{
	if (atomic_fetch_sub(1, &r->refs) <= 1)
		refcount_warn_saturate(r, REFCOUNT_DEC_LEAK);
}

#endif /* _LINUX_REFCOUNT_H */
