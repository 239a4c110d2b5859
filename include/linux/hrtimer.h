/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/hrtimer.h - high-resolution timers, Linux 6.1's
 * interface: a timer that expires at a ktime_t of a clock
 * (CLOCK_MONOTONIC, CLOCK_REALTIME, CLOCK_BOOTTIME, CLOCK_TAI), whose
 * callback says whether it runs again (HRTIMER_RESTART after moving
 * its expiry with hrtimer_forward()).
 *
 * oops386 has no one-shot clock event device, so these timers run as
 * Linux's do when high resolution is off ("low-resolution mode",
 * hrtimer_resolution == TICK_NSEC): kernel/time/hrtimer.c brings each
 * one with a timer_list to the first tick at or after its expiry, never
 * before it.  The callback runs in the timer softirq's context
 * (in_interrupt(), no sleeping), as Linux's HRTIMER_MODE_SOFT timers.
 */
#ifndef _LINUX_HRTIMER_H
#define _LINUX_HRTIMER_H

#include "linux/ktime.h"
#include "linux/timer.h"
#include "linux/time.h"

enum hrtimer_mode {
	HRTIMER_MODE_ABS = 0x00,	/* expiry is a time of the clock */
	HRTIMER_MODE_REL = 0x01,	/* expiry is from now */
	HRTIMER_MODE_PINNED = 0x02,	/* Linux: stay on this CPU */
	HRTIMER_MODE_SOFT = 0x04,	/* Linux: callback in softirq */
	HRTIMER_MODE_HARD = 0x08,	/* Linux: callback in hardirq */
	HRTIMER_MODE_ABS_PINNED = 0x02,
	HRTIMER_MODE_REL_PINNED = 0x03,
	HRTIMER_MODE_ABS_SOFT = 0x04,
	HRTIMER_MODE_REL_SOFT = 0x05,
	HRTIMER_MODE_ABS_PINNED_SOFT = 0x06,
	HRTIMER_MODE_REL_PINNED_SOFT = 0x07,
	HRTIMER_MODE_ABS_HARD = 0x08,
	HRTIMER_MODE_REL_HARD = 0x09,
	HRTIMER_MODE_ABS_PINNED_HARD = 0x0a,
	HRTIMER_MODE_REL_PINNED_HARD = 0x0b,
};

enum hrtimer_restart {
	HRTIMER_NORESTART,
	HRTIMER_RESTART,
};

#define HRTIMER_STATE_INACTIVE	0x00
#define HRTIMER_STATE_ENQUEUED	0x01

struct hrtimer {
	struct timer_list tick;		/* brings it to its tick */
	ktime_t expires;
	enum hrtimer_restart (*function)(struct hrtimer *);
	clockid_t clockid;
	u8 state;			/* HRTIMER_STATE_* */
	bool running;			/* its callback is running now */
};

/* Linux's resolution when high resolution is off: one tick */
#define hrtimer_resolution	((unsigned int)TICK_NSEC)

void hrtimer_init(struct hrtimer *timer, clockid_t which_clock,
		  enum hrtimer_mode mode);
void hrtimer_start_range_ns(struct hrtimer *timer, ktime_t tim,
			    u64 range_ns, enum hrtimer_mode mode);
int hrtimer_try_to_cancel(struct hrtimer *timer);
int hrtimer_cancel(struct hrtimer *timer);
u64 hrtimer_forward(struct hrtimer *timer, ktime_t now, ktime_t interval);
ktime_t hrtimer_cb_get_time(struct hrtimer *timer);
bool hrtimer_active(const struct hrtimer *timer);

static inline void hrtimer_start(struct hrtimer *timer, ktime_t tim,
				 enum hrtimer_mode mode)
{
	hrtimer_start_range_ns(timer, tim, 0, mode);
}

static inline void hrtimer_set_expires(struct hrtimer *timer, ktime_t time)
{
	timer->expires = time;
}

static inline void hrtimer_add_expires_ns(struct hrtimer *timer, u64 ns)
{
	timer->expires = ktime_add_ns(timer->expires, ns);
}

static inline ktime_t hrtimer_get_expires(const struct hrtimer *timer)
{
	return timer->expires;
}

static inline s64 hrtimer_get_expires_ns(const struct hrtimer *timer)
{
	return ktime_to_ns(timer->expires);
}

static inline void hrtimer_start_expires(struct hrtimer *timer,
					 enum hrtimer_mode mode)
{
	hrtimer_start_range_ns(timer, timer->expires, 0,
			       mode & ~HRTIMER_MODE_REL);
}

static inline void hrtimer_restart(struct hrtimer *timer)
{
	hrtimer_start_expires(timer, HRTIMER_MODE_ABS);
}

static inline bool hrtimer_is_queued(const struct hrtimer *timer)
{
	return timer->state & HRTIMER_STATE_ENQUEUED;
}

static inline bool hrtimer_callback_running(const struct hrtimer *timer)
{
	return timer->running;
}

/* the time left to the expiry: negative once it has passed */
static inline ktime_t hrtimer_get_remaining(struct hrtimer *timer)
{
	return ktime_sub(timer->expires, hrtimer_cb_get_time(timer));
}

static inline u64 hrtimer_forward_now(struct hrtimer *timer,
				      ktime_t interval)
{
	return hrtimer_forward(timer, hrtimer_cb_get_time(timer), interval);
}

#endif /* _LINUX_HRTIMER_H */
