// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/hrtimer.c - high-resolution timers (linux/hrtimer.h) in
 * Linux's low-resolution mode: without a one-shot clock event device,
 * Linux too expires them from the periodic tick, so a timer fires at the
 * first tick at or after its expiry (hrtimer_resolution is TICK_NSEC).
 *
 * Each hrtimer carries a timer_list (kernel/timer.c) set to the tick
 * that covers its expiry, rounded up.  When that tick comes the clock is
 * read again: a timer whose expiry is still ahead (the clock was set
 * back, or the rounding fell short) waits for a later tick instead of
 * firing early - an hrtimer never fires before its time.
 *
 * hrtimer_lock guards every timer's state, expiry and running flag, so
 * hrtimer_start() and hrtimer_cancel() on one CPU and the tick on
 * another agree on whether the callback is still to run.  The callback
 * itself runs without it: it may restart or forward its own timer.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/hrtimer.h"
#include "linux/math64.h"
#include "linux/minmax.h"
#include "linux/spinlock.h"
#include "linux/timekeeping.h"
#include "asm/processor.h"

static DEFINE_SPINLOCK(hrtimer_lock);

/* The clock the timer counts in.  Nothing suspends here, so BOOTTIME is
 * MONOTONIC; TAI is REALTIME, as Linux's until adjtimex(2) sets an
 * offset (oops386 keeps none). */
static ktime_t clock_now(clockid_t clockid)
{
	if (clockid == CLOCK_REALTIME || clockid == CLOCK_TAI)
		return ktime_get_real();
	return ktime_get();
}

ktime_t hrtimer_cb_get_time(struct hrtimer *timer)
{
	return clock_now(timer->clockid);
}
EXPORT_SYMBOL_GPL(hrtimer_cb_get_time);

/* Set the timer_list to the tick that covers the expiry; hrtimer_lock */
static void enqueue_hrtimer(struct hrtimer *timer)
{
	ktime_t left = ktime_sub(timer->expires, hrtimer_cb_get_time(timer));
	unsigned long ticks = 1;

	/* the tick n ticks on may come early, the current one being partly
	 * over: hrtimer_tick() then waits one more */
	if (left > 0)
		ticks = (unsigned long)min_t(u64,
			div64_u64((u64)left + TICK_NSEC - 1, TICK_NSEC),
			MAX_JIFFY_OFFSET);
	timer->state = HRTIMER_STATE_ENQUEUED;
	mod_timer(&timer->tick, jiffies + ticks);
}

/* The tick came: fire the timer if its time has come and it is still
 * set; a restart from its callback sets it again. */
static void hrtimer_tick(struct timer_list *t)
{
	struct hrtimer *timer = from_timer(timer, t, tick);
	enum hrtimer_restart ret;
	unsigned long flags;

	spin_lock_irqsave(&hrtimer_lock, flags);
	/* cancelled, or started again, after this tick was taken */
	if (timer->state != HRTIMER_STATE_ENQUEUED ||
	    timer_pending(&timer->tick))
		goto out;
	if (ktime_before(hrtimer_cb_get_time(timer), timer->expires)) {
		enqueue_hrtimer(timer);
		goto out;
	}
	timer->state = HRTIMER_STATE_INACTIVE;
	timer->running = true;
	spin_unlock_irqrestore(&hrtimer_lock, flags);
	ret = timer->function(timer);
	spin_lock_irqsave(&hrtimer_lock, flags);
	timer->running = false;
	/* a callback that restarted its timer itself has it set already */
	if (ret == HRTIMER_RESTART && timer->state == HRTIMER_STATE_INACTIVE)
		enqueue_hrtimer(timer);
out:
	spin_unlock_irqrestore(&hrtimer_lock, flags);
}

void hrtimer_init(struct hrtimer *timer, clockid_t clock_id,
		  enum hrtimer_mode mode)
{
	(void)mode;	/* the mode that counts is hrtimer_start()'s */
	memset(timer, 0, sizeof(*timer));
	timer->clockid = clock_id;
	timer_setup(&timer->tick, hrtimer_tick, 0);
}
EXPORT_SYMBOL_GPL(hrtimer_init);

/* range_ns, the slack a caller allows, is within the tick's rounding */
void hrtimer_start_range_ns(struct hrtimer *timer, ktime_t tim,
			    u64 range_ns, enum hrtimer_mode mode)
{
	unsigned long flags;

	(void)range_ns;
	spin_lock_irqsave(&hrtimer_lock, flags);
	if (mode & HRTIMER_MODE_REL)
		tim = ktime_add(hrtimer_cb_get_time(timer), tim);
	timer->expires = tim;
	enqueue_hrtimer(timer);
	spin_unlock_irqrestore(&hrtimer_lock, flags);
}
EXPORT_SYMBOL_GPL(hrtimer_start_range_ns);

/* 1: it was set and now is not; 0: it was not set; -1: its callback is
 * running and cannot be stopped (Linux's answers) */
int hrtimer_try_to_cancel(struct hrtimer *timer)
{
	unsigned long flags;
	int ret = 0;

	spin_lock_irqsave(&hrtimer_lock, flags);
	if (timer->running) {
		ret = -1;
	} else if (timer->state == HRTIMER_STATE_ENQUEUED) {
		timer->state = HRTIMER_STATE_INACTIVE;
		del_timer(&timer->tick);
		ret = 1;
	}
	spin_unlock_irqrestore(&hrtimer_lock, flags);
	return ret;
}
EXPORT_SYMBOL_GPL(hrtimer_try_to_cancel);

/* Not set and its callback not running when this returns: the timer may
 * be freed.  Called from its own callback, it would wait forever, as in
 * Linux. */
int hrtimer_cancel(struct hrtimer *timer)
{
	int ret;

	while ((ret = hrtimer_try_to_cancel(timer)) < 0)
		cpu_relax();
	del_timer_sync(&timer->tick);
	return ret;
}
EXPORT_SYMBOL_GPL(hrtimer_cancel);

bool hrtimer_active(const struct hrtimer *timer)
{
	return timer->state == HRTIMER_STATE_ENQUEUED || timer->running;
}
EXPORT_SYMBOL_GPL(hrtimer_active);

/*
 * Move the expiry on by whole intervals until it is after now; the
 * number of intervals moved is the overrun count (0: it was after now
 * already).  An interval below the resolution counts as one tick, as
 * Linux rounds it, so a periodic timer cannot ask for more than a
 * callback a tick.
 */
u64 hrtimer_forward(struct hrtimer *timer, ktime_t now, ktime_t interval)
{
	ktime_t delta = ktime_sub(now, timer->expires);
	u64 overruns;

	if (delta < 0)
		return 0;
	if (interval < hrtimer_resolution)
		interval = hrtimer_resolution;
	overruns = div64_u64((u64)delta, (u64)interval) + 1;
	timer->expires = ktime_add_ns(timer->expires,
				      overruns * (u64)interval);
	return overruns;
}
EXPORT_SYMBOL_GPL(hrtimer_forward);
