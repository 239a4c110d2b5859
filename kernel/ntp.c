// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ntp.c - adjtimex(2) and clock_adjtime(2): the kernel clock's
 * NTP state, read by anyone.  oops386 keeps no NTP discipline: the
 * clock is never synchronized (STA_UNSYNC, the call returns
 * TIME_ERROR), its error bounds are the largest (NTP_PHASE_LIMIT), and
 * the tick is 1/HZ second.  Changing anything (modes other than 0 or
 * ADJ_OFFSET_SS_READ) needs CAP_SYS_TIME (EPERM, as Linux tells a
 * user); root is told EOPNOTSUPP, since there is no state to adjust.
 *
 * Two layouts: struct timex with 32-bit fields (adjtimex, 124, and
 * clock_adjtime, 343) and the 64-bit __kernel_timex (clock_adjtime64,
 * 405, which glibc tries first), both as include/uapi/linux/timex.h
 * lays them out.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/timekeeping.h"
#include "asm/param.h"
#include "asm/uaccess.h"

#define ADJ_OFFSET_SS_READ	0xa001	/* read-only adjtime(3) query */
#define STA_UNSYNC		0x0040
#define TIME_ERROR		5
#define NTP_PHASE_LIMIT		16000000	/* maxerror, esterror (us) */
#define NTP_TOLERANCE		32768000	/* 500 ppm, scaled by 2^16 */

struct timex32 {
	u32 modes;
	s32 offset, freq, maxerror, esterror, status;
	s32 constant, precision, tolerance;
	s32 time_sec, time_usec;
	s32 tick, ppsfreq, jitter, shift, stabil;
	s32 jitcnt, calcnt, errcnt, stbcnt, tai;
	s32 unused[11];
};

struct timex64 {
	u32 modes;
	s32 pad0;
	s64 offset, freq, maxerror, esterror;
	s32 status, pad1;
	s64 constant, precision, tolerance;
	s64 time_sec, time_usec;
	s64 tick, ppsfreq, jitter;
	s32 shift, pad2;
	s64 stabil, jitcnt, calcnt, errcnt, stbcnt;
	s32 tai;
	s32 unused[11];
};

/* The state both layouts show; -errno when modes may not be done */
#define FILL_TIMEX(t, now)						\
	do {								\
		memset(&(t), 0, sizeof(t));				\
		(t).maxerror = (t).esterror = NTP_PHASE_LIMIT;		\
		(t).status = STA_UNSYNC;				\
		(t).constant = 2;					\
		(t).precision = 1;					\
		(t).tolerance = NTP_TOLERANCE;				\
		(t).time_sec = (now).tv_sec;				\
		(t).time_usec = (now).tv_nsec / 1000;			\
		(t).tick = 1000000 / HZ;				\
	} while (0)

static long may_adjust(u32 modes)
{
	if (!modes || modes == ADJ_OFFSET_SS_READ)
		return 0;
	return capable(CAP_SYS_TIME) ? -EOPNOTSUPP : -EPERM;
}

/* Either layout: modes, their first field, is where both have it */
union timex_any {
	struct timex32 t32;
	struct timex64 t64;
};

static long do_adjtimex(void __user *utx, bool wide)
{
	union timex_any t;
	size_t size = wide ? sizeof(t.t64) : sizeof(t.t32);
	struct timespec64 now;
	long err;

	if (copy_from_user(&t, utx, size))
		return -EFAULT;
	err = may_adjust(t.t32.modes);
	if (err)
		return err;
	ktime_get_real_ts64(&now);
	if (wide)
		FILL_TIMEX(t.t64, now);
	else
		FILL_TIMEX(t.t32, now);
	return copy_to_user(utx, &t, size) ? -EFAULT : TIME_ERROR;
}

/* Only the wall clock has NTP state; the other clocks cannot be
 * adjusted (EOPNOTSUPP), an unknown one is EINVAL */
static long adjustable(int clock)
{
	if (clock == CLOCK_REALTIME)
		return 0;
	return clock >= 0 && clock <= 11 ? -EOPNOTSUPP : -EINVAL;
}

long sys_adjtimex(struct timex32 __user *utx)
{
	return do_adjtimex(utx, false);
}

long sys_clock_adjtime(int clock, struct timex32 __user *utx)
{
	return adjustable(clock) ?: do_adjtimex(utx, false);
}

long sys_clock_adjtime64(int clock, struct timex64 __user *utx)
{
	return adjustable(clock) ?: do_adjtimex(utx, true);
}
