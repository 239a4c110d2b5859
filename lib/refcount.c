// SPDX-License-Identifier: GPL-2.0
/*
 * lib/refcount.c - refcount_t's checked operations
 * (include/linux/refcount.h): a count that would wrap or come back from
 * 0 is pinned at REFCOUNT_SATURATED and reported once, with Linux 6.1's
 * words.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/refcount.h"

void refcount_warn_saturate(refcount_t *r, enum refcount_saturation_type t)
{
	static const char *const why[] = {
		[REFCOUNT_ADD_NOT_ZERO_OVF] = "saturated; leaking memory",
		[REFCOUNT_ADD_OVF] = "saturated; leaking memory",
		[REFCOUNT_ADD_UAF] = "addition on 0; use-after-free",
		[REFCOUNT_SUB_UAF] = "underflow; use-after-free",
		[REFCOUNT_DEC_LEAK] = "decrement hit 0; leaking memory",
	};

	refcount_set(r, REFCOUNT_SATURATED);
	WARN_ONCE(1, "refcount_t: %s.\n", why[t]);
}
EXPORT_SYMBOL(refcount_warn_saturate);

bool refcount_add_not_zero(int i, refcount_t *r)
{
	int old = atomic_read(&r->refs), seen;

	for (;; old = seen) {
		if (!old)
			return false;
		seen = atomic_cmpxchg(&r->refs, old, old + i);
		if (seen == old)
			break;
	}
	if (old < 0 || old + i < 0)
		refcount_warn_saturate(r, REFCOUNT_ADD_NOT_ZERO_OVF);
	return true;
}
EXPORT_SYMBOL(refcount_add_not_zero);

void refcount_add(int i, refcount_t *r)
{
	int old = atomic_fetch_add(i, &r->refs);

	if (!old)
		refcount_warn_saturate(r, REFCOUNT_ADD_UAF);
	else if (old < 0 || old + i < 0)
		refcount_warn_saturate(r, REFCOUNT_ADD_OVF);
}
EXPORT_SYMBOL(refcount_add);

bool refcount_sub_and_test(int i, refcount_t *r)
{
	int old = atomic_fetch_sub(i, &r->refs);

	if (old == i)
		return true;
	if (old < 0 || old - i < 0)
		refcount_warn_saturate(r, REFCOUNT_SUB_UAF);
	return false;
}
EXPORT_SYMBOL(refcount_sub_and_test);
