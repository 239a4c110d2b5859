// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ntp.c - adjtimex(2) and clock_adjtime(2): the kernel clock's
 * NTP state.  Anyone may read it; changing it (modes other than 0 and
 * ADJ_OFFSET_SS_READ) needs CAP_SYS_TIME (EPERM).  The state is kept
 * and reported as Linux keeps it - the status bits (STA_RONLY ones
 * excepted), the frequency, the error bounds, the time constant, the
 * tick, TAI's offset, the PLL's offset and adjtime(3)'s pending
 * adjustment - and the call returns the clock's state: TIME_ERROR while
 * the clock is unsynchronized (STA_UNSYNC, as at boot), else the leap
 * second state: TIME_INS or TIME_DEL from the first second's end after
 * STA_INS or STA_DEL announced one, TIME_OK.  As on Linux the maximum
 * error grows by 500 us a second, and once past NTP_PHASE_LIMIT the
 * clock is unsynchronized again; Linux's second_overflow() does it at
 * each second's end, here each call first catches up with the
 * seconds since the last (ntp_catch_up()).  ADJ_SETOFFSET steps the
 * wall clock.
 *
 * What oops386 does not do: discipline the clock.  The frequency, the
 * tick and the offsets do not change how fast the clock runs, adjtime's
 * adjustment is not slewed in, and the announced leap second is not
 * inserted at midnight.
 *
 * Two layouts: struct timex with 32-bit fields (adjtimex, 124, and
 * clock_adjtime, 343) and the 64-bit __kernel_timex (clock_adjtime64,
 * 405, which glibc tries first), both as include/uapi/linux/timex.h
 * lays them out.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/spinlock.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/timekeeping.h"
#include "asm/param.h"
#include "asm/uaccess.h"

/* modes (timex.h) */
#define ADJ_OFFSET		0x0001
#define ADJ_FREQUENCY		0x0002
#define ADJ_MAXERROR		0x0004
#define ADJ_ESTERROR		0x0008
#define ADJ_STATUS		0x0010
#define ADJ_TIMECONST		0x0020
#define ADJ_TAI			0x0080
#define ADJ_SETOFFSET		0x0100
#define ADJ_MICRO		0x1000
#define ADJ_NANO		0x2000
#define ADJ_TICK		0x4000
#define ADJ_ADJTIME		0x8000	/* adjtime(3): with ADJ_OFFSET */
#define ADJ_OFFSET_READONLY	0x2000	/* with ADJ_ADJTIME: only read */

/* status */
#define STA_PLL			0x0001
#define STA_PPSFREQ		0x0002
#define STA_PPSTIME		0x0004
#define STA_INS			0x0010
#define STA_DEL			0x0020
#define STA_UNSYNC		0x0040
#define STA_PPSSIGNAL		0x0100
#define STA_PPSJITTER		0x0200
#define STA_PPSWANDER		0x0400
#define STA_PPSERROR		0x0800
#define STA_CLOCKERR		0x1000
#define STA_NANO		0x2000
#define STA_MODE		0x4000
#define STA_CLK			0x8000
/* what the kernel says and a caller cannot set */
#define STA_RONLY	(STA_PPSSIGNAL | STA_PPSJITTER | STA_PPSWANDER | \
			 STA_PPSERROR | STA_CLOCKERR | STA_NANO | STA_MODE | \
			 STA_CLK)

/* the call's value: the clock's state */
#define TIME_OK			0
#define TIME_INS		1
#define TIME_DEL		2
#define TIME_ERROR		5

#define NTP_PHASE_LIMIT		16000000	/* maxerror, esterror (us) */
#define MAXFREQ			32768000	/* 500 ppm, scaled by 2^16 */
#define MAXERROR_GROWTH		500		/* us a second: 500 ppm */
#define MAXPHASE		500000000	/* the PLL's offset, 0.5 s */
#define MAXTC			10		/* the time constant's */
#define USER_HZ			100		/* ADJ_TICK's bounds use it */

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

/* What a call asks and is told, whichever layout it came in */
struct ktimex {
	u32 modes;
	s64 offset, freq, maxerror, esterror, constant, tick;
	s32 status, tai;
	s64 time_sec, time_usec;	/* ADJ_SETOFFSET's step; the time */
};

/* The state, under ntp_lock; the offset in ns, adjust in us */
static DEFINE_SPINLOCK(ntp_lock);
static s64 time_offset, time_adjust, time_freq;
static s64 time_maxerror = NTP_PHASE_LIMIT, time_esterror = NTP_PHASE_LIMIT;
static s64 time_constant = 2, tick_usec = 1000000 / HZ;
static s32 time_status = STA_UNSYNC, time_tai;
static int time_state = TIME_OK;	/* the leap second's */
static time64_t last_second;		/* of the last ntp_catch_up() */

/* Linux's second_overflow() for each second since the last call (lock
 * held): the error bound grows, and a leap second announced is now
 * pending (or one no longer announced is not) */
static void ntp_catch_up(void)
{
	time64_t now = ktime_get_seconds(), n = now - last_second;

	if (n <= 0)
		return;
	last_second = now;
	time_maxerror += MAXERROR_GROWTH * n;
	if (time_maxerror > NTP_PHASE_LIMIT) {
		time_maxerror = NTP_PHASE_LIMIT;
		time_status |= STA_UNSYNC;
	}
	if (time_state == TIME_OK && (time_status & (STA_INS | STA_DEL)))
		time_state = time_status & STA_INS ? TIME_INS : TIME_DEL;
	else if ((time_state == TIME_INS && !(time_status & STA_INS)) ||
		 (time_state == TIME_DEL && !(time_status & STA_DEL)))
		time_state = TIME_OK;
}

/*
 * Linux's timekeeping_validate_timex(): adjtime(3)'s mode needs its
 * offset bit (EINVAL) and, unless it only reads, CAP_SYS_TIME; any
 * other mode does; the tick stays within 10 % of 1/USER_HZ; a step's
 * fraction of a second is below one second.
 */
static long validate(const struct ktimex *t)
{
	s64 frac_max = t->modes & ADJ_NANO ? NSEC_PER_SEC : USEC_PER_SEC;

	if (t->modes & ADJ_ADJTIME) {
		if (!(t->modes & ADJ_OFFSET))
			return -EINVAL;
		if (!(t->modes & ADJ_OFFSET_READONLY) &&
		    !capable(CAP_SYS_TIME))
			return -EPERM;
		return 0;
	}
	if (t->modes && !capable(CAP_SYS_TIME))
		return -EPERM;
	if ((t->modes & ADJ_TICK) && (t->tick < 900000 / USER_HZ ||
				      t->tick > 1100000 / USER_HZ))
		return -EINVAL;
	if ((t->modes & ADJ_SETOFFSET) &&
	    (t->time_usec < 0 || t->time_usec >= frac_max))
		return -EINVAL;
	return 0;
}

/* ADJ_SETOFFSET: the wall clock moves by the time field */
static void step_clock(const struct ktimex *t)
{
	s64 frac = t->modes & ADJ_NANO ? t->time_usec :
					 t->time_usec * NSEC_PER_USEC;
	struct timespec64 now;

	now = ns_to_timespec64(ktime_get_real() + t->time_sec * NSEC_PER_SEC +
			       frac);
	do_settimeofday64(&now);
}

/* ADJ_STATUS (ntp_lock held): turning the PLL off forgets the state,
 * and the read-only bits stay the kernel's */
static void set_status(s32 status)
{
	if ((time_status & STA_PLL) && !(status & STA_PLL)) {
		time_state = TIME_OK;
		time_status = STA_UNSYNC;
		time_offset = 0;
	}
	time_status = (time_status & STA_RONLY) | (status & ~STA_RONLY);
}

/* ADJ_OFFSET: taken only while the PLL is on, in us unless STA_NANO */
static void set_offset(s64 offset)
{
	if (!(time_status & STA_PLL))
		return;
	if (!(time_status & STA_NANO))
		offset *= NSEC_PER_USEC;
	time_offset = clamp_t(s64, offset, -MAXPHASE, MAXPHASE);
}

/* Linux's process_adjtimex_modes(), in its order (ntp_lock held) */
static void apply_modes(const struct ktimex *t)
{
	if (t->modes & ADJ_STATUS)
		set_status(t->status);
	if (t->modes & ADJ_NANO)
		time_status |= STA_NANO;
	if (t->modes & ADJ_MICRO)
		time_status &= ~STA_NANO;
	if (t->modes & ADJ_FREQUENCY)
		time_freq = clamp_t(s64, t->freq, -MAXFREQ, MAXFREQ);
	if (t->modes & ADJ_MAXERROR)
		time_maxerror = t->maxerror;
	if (t->modes & ADJ_ESTERROR)
		time_esterror = t->esterror;
	if (t->modes & ADJ_TIMECONST) {
		time_constant = clamp_t(s64, t->constant, 0, MAXTC);
		if (!(time_status & STA_NANO))
			time_constant = min_t(s64, time_constant + 4, MAXTC);
	}
	if ((t->modes & ADJ_TAI) && t->constant >= 0)
		time_tai = (s32)t->constant;
	if (t->modes & ADJ_OFFSET)
		set_offset(t->offset);
	if (t->modes & ADJ_TICK)
		tick_usec = t->tick;
}

/* Linux's is_error_status(): the clock cannot be trusted */
static bool status_error(s32 s)
{
	return (s & (STA_UNSYNC | STA_CLOCKERR)) ||
	       ((s & (STA_PPSFREQ | STA_PPSTIME)) && !(s & STA_PPSSIGNAL)) ||
	       ((s & (STA_PPSTIME | STA_PPSJITTER)) ==
		(STA_PPSTIME | STA_PPSJITTER)) ||
	       ((s & STA_PPSFREQ) && (s & (STA_PPSWANDER | STA_CLOCKERR)));
}

/* The state into t (ntp_lock held); the clock's state */
static long report(struct ktimex *t)
{
	struct timespec64 now;

	ktime_get_real_ts64(&now);
	if (!(t->modes & ADJ_ADJTIME))
		t->offset = time_status & STA_NANO ? time_offset :
						     time_offset / NSEC_PER_USEC;
	t->freq = time_freq;
	t->maxerror = time_maxerror;
	t->esterror = time_esterror;
	t->status = time_status;
	t->constant = time_constant;
	t->tick = tick_usec;
	t->tai = time_tai;
	t->time_sec = now.tv_sec;
	t->time_usec = time_status & STA_NANO ? now.tv_nsec :
						now.tv_nsec / NSEC_PER_USEC;
	return status_error(time_status) ? TIME_ERROR : time_state;
}

static long do_adjtimex(struct ktimex *t)
{
	long ret = validate(t);

	if (ret)
		return ret;
	if (t->modes & ADJ_SETOFFSET)
		step_clock(t);
	spin_lock(&ntp_lock);
	ntp_catch_up();
	if (t->modes & ADJ_ADJTIME) {
		s64 old = time_adjust;

		if (!(t->modes & ADJ_OFFSET_READONLY))
			time_adjust = t->offset;
		t->offset = old;
	} else {
		apply_modes(t);
	}
	ret = report(t);
	spin_unlock(&ntp_lock);
	return ret;
}

/* The fields a call may set, from either layout */
#define TIMEX_IN(k, u)							\
	do {								\
		(k).modes = (u).modes;					\
		(k).offset = (u).offset;				\
		(k).freq = (u).freq;					\
		(k).maxerror = (u).maxerror;				\
		(k).esterror = (u).esterror;				\
		(k).status = (u).status;				\
		(k).constant = (u).constant;				\
		(k).tick = (u).tick;					\
		(k).time_sec = (u).time_sec;				\
		(k).time_usec = (u).time_usec;				\
	} while (0)

/* What the kernel tells, into either layout (the PPS fields are 0:
 * there is no PPS source) */
#define TIMEX_OUT(u, k)							\
	do {								\
		memset(&(u), 0, sizeof(u));				\
		(u).modes = (k).modes;					\
		(u).offset = (k).offset;				\
		(u).freq = (k).freq;					\
		(u).maxerror = (k).maxerror;				\
		(u).esterror = (k).esterror;				\
		(u).status = (k).status;				\
		(u).constant = (k).constant;				\
		(u).precision = 1;					\
		(u).tolerance = MAXFREQ;				\
		(u).time_sec = (k).time_sec;				\
		(u).time_usec = (k).time_usec;				\
		(u).tick = (k).tick;					\
		(u).tai = (k).tai;					\
	} while (0)

/* One call in either layout (wide: __kernel_timex) */
static long adjtimex_user(void __user *utx, bool wide)
{
	union {
		struct timex32 t32;
		struct timex64 t64;
	} u;
	size_t size = wide ? sizeof(u.t64) : sizeof(u.t32);
	struct ktimex k;
	long ret;

	if (copy_from_user(&u, utx, size))
		return -EFAULT;
	if (wide)
		TIMEX_IN(k, u.t64);
	else
		TIMEX_IN(k, u.t32);
	ret = do_adjtimex(&k);
	if (ret < 0)
		return ret;
	if (wide)
		TIMEX_OUT(u.t64, k);
	else
		TIMEX_OUT(u.t32, k);
	return copy_to_user(utx, &u, size) ? -EFAULT : ret;
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
	return adjtimex_user(utx, false);
}

long sys_clock_adjtime(int clock, struct timex32 __user *utx)
{
	return adjustable(clock) ?: adjtimex_user(utx, false);
}

long sys_clock_adjtime64(int clock, struct timex64 __user *utx)
{
	return adjustable(clock) ?: adjtimex_user(utx, true);
}
