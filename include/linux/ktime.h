/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ktime.h - ktime_t, a time or a duration in nanoseconds
 * (a signed 64-bit number, as since Linux 4.10), and its arithmetic.
 * Conversions that divide go through linux/math64.h, so a module using
 * them needs no libgcc.  The clocks are in linux/timekeeping.h.
 */
#ifndef _LINUX_KTIME_H
#define _LINUX_KTIME_H

#include "linux/time64.h"
#include "linux/jiffies.h"

typedef s64 ktime_t;

static inline ktime_t ktime_set(const s64 secs, const unsigned long nsecs)
{
	if (secs >= KTIME_SEC_MAX)
		return KTIME_MAX;
	return secs * NSEC_PER_SEC + (s64)nsecs;
}

#define ktime_sub(lhs, rhs)	((lhs) - (rhs))
#define ktime_add(lhs, rhs)	((lhs) + (rhs))
#define ktime_add_ns(kt, nsval)	((kt) + (nsval))
#define ktime_sub_ns(kt, nsval)	((kt) - (nsval))
#define ktime_add_us(kt, usec)	((kt) + (s64)(usec) * NSEC_PER_USEC)
#define ktime_add_ms(kt, msec)	((kt) + (s64)(msec) * NSEC_PER_MSEC)
#define ktime_sub_us(kt, usec)	((kt) - (s64)(usec) * NSEC_PER_USEC)
#define ktime_sub_ms(kt, msec)	((kt) - (s64)(msec) * NSEC_PER_MSEC)

static inline s64 ktime_to_ns(const ktime_t kt)
{
	return kt;
}

static inline ktime_t ns_to_ktime(u64 ns)
{
	return ns;
}

static inline ktime_t us_to_ktime(u64 us)
{
	return us * NSEC_PER_USEC;
}

static inline ktime_t ms_to_ktime(u64 ms)
{
	return ms * NSEC_PER_MSEC;
}

static inline ktime_t timespec64_to_ktime(struct timespec64 ts)
{
	return ktime_set(ts.tv_sec, ts.tv_nsec);
}

#define ktime_to_timespec64(kt)	ns_to_timespec64((kt))

/* kt / div, rounded toward zero, for a positive 32-bit div */
static inline s64 ktime_divns(const ktime_t kt, s64 div)
{
	return div_s64(kt, div);
}

static inline s64 ktime_to_us(const ktime_t kt)
{
	return ktime_divns(kt, NSEC_PER_USEC);
}

static inline s64 ktime_to_ms(const ktime_t kt)
{
	return ktime_divns(kt, NSEC_PER_MSEC);
}

static inline s64 ktime_us_delta(const ktime_t later, const ktime_t earlier)
{
	return ktime_to_us(ktime_sub(later, earlier));
}

static inline s64 ktime_ms_delta(const ktime_t later, const ktime_t earlier)
{
	return ktime_to_ms(ktime_sub(later, earlier));
}

static inline int ktime_compare(const ktime_t cmp1, const ktime_t cmp2)
{
	return cmp1 < cmp2 ? -1 : cmp1 > cmp2;
}

static inline bool ktime_after(const ktime_t cmp1, const ktime_t cmp2)
{
	return ktime_compare(cmp1, cmp2) > 0;
}

static inline bool ktime_before(const ktime_t cmp1, const ktime_t cmp2)
{
	return ktime_compare(cmp1, cmp2) < 0;
}

#include "linux/timekeeping.h"

#endif /* _LINUX_KTIME_H */
