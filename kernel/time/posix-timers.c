// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/posix-timers.c - a process's POSIX interval timers
 * (timer_create(2), timer_settime(2), timer_gettime(2),
 * timer_getoverrun(2), timer_delete(2)).
 *
 * Each timer is a kernel timer (kernel/timer.c) counting ticks: its
 * expiry is rounded up to whole ticks, as nanosleep's (kernel/time.c
 * timespec_timeout()), so it never fires early.  When it fires the
 * process (or, with SIGEV_THREAD_ID, one of its threads) gets the
 * signal sigevent(7) names, its siginfo_t saying SI_TIMER, the timer's
 * id and sigev_value; SIGEV_NONE sends nothing.  A periodic timer is
 * armed again for its interval; the periods it missed are its overrun.
 *
 * A timer on a CPU-time clock (kernel/time/posix-cpu-timers.c) runs
 * on the monotonic clock for as much time as the CPU time it was set
 * to (the difference from the clock's time now, for TIMER_ABSTIME),
 * then each tick until the clock has got there (timer_early()).
 * The alarm clocks and CLOCK_TAI are EINVAL (clock_gettime(2) has none
 * of them), the raw and coarse clocks EOPNOTSUPP, as Linux 6.1 answers.
 *
 * All timers are on one list under posix_timers_lock: the callback
 * runs in the timer interrupt, so a timer is looked for on the list
 * before it is touched there, and timer_delete(2) or the process's end
 * (exit_itimers()) takes it off first.
 */
#include "linux/kernel.h"
#include "linux/list.h"
#include "linux/posix-timers.h"
#include "linux/sched.h"
#include "linux/signal.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/time64.h"
#include "linux/timekeeping.h"
#include "linux/timer.h"
#include "asm/uaccess.h"

#define TIMER_ABSTIME		1
/* sigevent(7)'s sigev_notify */
#define SIGEV_SIGNAL		0
#define SIGEV_NONE		1
#define SIGEV_THREAD		2	/* glibc's: a signal to the kernel */
#define SIGEV_THREAD_ID		4
#define TIMER_MAX		1024	/* timers a process may have */

struct k_itimer {
	struct list_head list;		/* posix_timers */
	struct timer_list timer;
	const struct signal_struct *owner;
	int id, clock;
	struct sigevent ev;
	int tgid;
	unsigned long period;		/* ticks; 0: fires once */
	unsigned long expires;		/* jiffies, while armed */
	/* the same to the nanosecond, as timer_gettime(2) reports them:
	 * the interval asked for, the expiry on the monotonic clock */
	s64 period_ns, expires_ns;
	bool armed;
	int overrun;			/* of the last signal sent */
	int overrun_last;		/* of the one sent before it */
	u64 overrun_queued;		/* expiries not sent since */
	/* a CPU-time clock's: the clock (cpu_timer_clock()) and the CPU
	 * time it expires at; it fires at the first tick after that */
	int cpu_clock;
	s64 cpu_expires;
};

static LIST_HEAD(posix_timers);
static DEFINE_SPINLOCK(posix_timers_lock);

/* The caller's timer id, or NULL (posix_timers_lock held) */
static struct k_itimer *find_timer(int id)
{
	struct k_itimer *t;

	list_for_each_entry(t, &posix_timers, list)
		if (t->owner == current->signal && t->id == id)
			return t;
	return NULL;
}

/* Is t still a timer?  (posix_timers_lock held) */
static bool timer_listed(const struct k_itimer *t)
{
	const struct k_itimer *k;

	list_for_each_entry(k, &posix_timers, list)
		if (k == t)
			return true;
	return false;
}

/* The expiry's signal, SIGEV_NONE none: siginfo_t's si_timerid is
 * where a sender's pid is, si_value where SIGCHLD's status is */
static void timer_signal(const struct k_itimer *t)
{
	struct sig_origin from = { .code = SI_TIMER, .pid = t->id,
				   .status = t->ev.sigev_value };
	struct task_struct *p;

	if (t->ev.sigev_notify == SIGEV_NONE)
		return;
	if (!(t->ev.sigev_notify & SIGEV_THREAD_ID)) {
		kill_process_from(t->tgid, t->ev.sigev_signo, &from);
		return;
	}
	p = find_task_by_pid(t->ev.sigev_notify_thread_id);
	if (p && p->tgid == t->tgid)
		send_sig_from(t->ev.sigev_signo, p, &from);
}

/*
 * A periodic timer that fired: its next expiry, the first after now,
 * and the periods that passed since the one that fired
 * (Linux's hrtimer_forward()) - those a tick came too late for, and all of a
 * period shorter than a tick.  They are the overrun of the signal just
 * sent, with those of the expiries its signal was not sent for
 * (queued: the last one still waited); timer_getoverrun(2) says at
 * most INT_MAX.  Lock held.
 */
static void timer_forward(struct k_itimer *t, bool queued)
{
	s64 late = ktime_get() - t->expires_ns, ahead;
	u64 missed = late > 0 ? (u64)late / (u64)t->period_ns : 0;

	if (queued) {
		t->overrun_queued += missed + 1;
	} else {
		missed += t->overrun_queued;
		t->overrun = missed > INT_MAX ? INT_MAX : (int)missed;
		t->overrun_queued = 0;
	}
	t->expires_ns += (s64)(missed + 1) * t->period_ns;
	t->cpu_expires += (s64)(missed + 1) * t->period_ns;
	ahead = t->expires_ns - ktime_get();
	t->expires = jiffies + (ahead > NSEC_PER_TICK ?
				(unsigned long)((ahead + NSEC_PER_TICK - 1) /
						NSEC_PER_TICK) : 1);
}

/*
 * Never early: a tick may come early for the clocksource (QEMU catches
 * up ticks it was late with), and a CPU-time clock's timer runs on the
 * monotonic clock for the CPU time it is set to while the process may
 * have had less of the CPU.  Until both times are reached the timer
 * looks again each tick.  (A clock whose task is gone has nothing more
 * to wait for.)
 */
static bool timer_early(const struct k_itimer *t)
{
	s64 now;

	if (ktime_get() < t->expires_ns)
		return true;
	if (!t->cpu_clock)
		return false;
	now = cpu_timer_ns(t->cpu_clock);
	return now >= 0 && now < t->cpu_expires;
}

static void timer_fired(struct timer_list *tl)
{
	struct k_itimer *t = container_of(tl, struct k_itimer, timer);
	unsigned long flags;

	spin_lock_irqsave(&posix_timers_lock, flags);
	if (timer_listed(t) && t->armed && timer_early(t)) {
		mod_timer(&t->timer, jiffies + 1);	/* a tick more */
	} else if (timer_listed(t) && t->armed) {
		/* its last signal not yet taken: not sent again, as Linux's
		 * timer waits for the delivery to go on */
		bool queued = t->ev.sigev_notify != SIGEV_NONE &&
			timer_signal_pending(t->tgid, t->ev.sigev_signo, t->id);

		if (!queued) {
			t->overrun_last = t->overrun;
			timer_signal(t);
			t->overrun = 0;
		}
		if (!t->period) {
			t->armed = false;
		} else {
			timer_forward(t, queued);
			mod_timer(&t->timer, t->expires);
		}
	}
	spin_unlock_irqrestore(&posix_timers_lock, flags);
}

/* Clocks a timer may run on: EINVAL unknown, EOPNOTSUPP no timers */
static long timer_clock_ok(int clock)
{
	if (clock < CLOCK_REALTIME || clock > CLOCK_BOOTTIME)
		return -EINVAL;
	if (clock >= CLOCK_MONOTONIC_RAW && clock <= CLOCK_MONOTONIC_COARSE)
		return -EOPNOTSUPP;
	return 0;
}

/* sigevent(7) as Linux's good_sigevent() accepts it */
static bool sigevent_ok(const struct sigevent *ev)
{
	struct task_struct *p;

	switch (ev->sigev_notify) {
	case SIGEV_SIGNAL | SIGEV_THREAD_ID:
		p = find_task_by_pid(ev->sigev_notify_thread_id);
		if (!p || p->tgid != current->tgid)
			return false;
		/* fall through */
	case SIGEV_SIGNAL:
	case SIGEV_THREAD:
		return valid_signal(ev->sigev_signo);
	case SIGEV_NONE:
		return true;
	}
	return false;
}

/* The lowest id the caller has not used, or -EAGAIN (lock held) */
static int free_timer_id(void)
{
	int id;

	for (id = 0; id < TIMER_MAX; id++)
		if (!find_timer(id))
			return id;
	return -EAGAIN;
}

/* Put t, with a new id, on the list; the id or -EAGAIN */
static int add_timer_id(struct k_itimer *t)
{
	unsigned long flags;
	int id;

	spin_lock_irqsave(&posix_timers_lock, flags);
	id = free_timer_id();
	if (id >= 0) {
		t->id = id;
		list_add_tail(&t->list, &posix_timers);
	}
	spin_unlock_irqrestore(&posix_timers_lock, flags);
	return id;
}

/* Take the caller's timer id off the list (and its kernel timer) and
 * free it: 0, or -EINVAL if there is none */
long sys_timer_delete(int id)
{
	struct k_itimer *t;
	unsigned long flags;

	spin_lock_irqsave(&posix_timers_lock, flags);
	t = find_timer(id);
	if (t) {
		list_del(&t->list);
		del_timer(&t->timer);
	}
	spin_unlock_irqrestore(&posix_timers_lock, flags);
	if (t)	/* its callback may be running on CPU 0 (kernel/timer.c) */
		del_timer_sync(&t->timer);
	kfree(t);
	return t ? 0 : -EINVAL;
}

/*
 * timer_create(2): no sigevent is SIGEV_SIGNAL with SIGALRM and the
 * timer's id as sigev_value.  A bad created_id loses the timer (EFAULT).
 */
long sys_timer_create(int clock, const struct sigevent __user *uev,
		      int __user *created_id)
{
	struct sigevent ev = { .sigev_signo = SIGALRM,
				.sigev_notify = SIGEV_SIGNAL };
	struct k_itimer *t;
	long err = timer_clock_ok(clock);

	if (err)
		return err;
	if (uev && copy_from_user(&ev, uev, sizeof(ev)))
		return -EFAULT;
	if (!sigevent_ok(&ev))
		return -EINVAL;
	t = kzalloc(sizeof(*t), GFP_KERNEL);
	if (!t)
		return -ENOMEM;
	t->owner = current->signal;
	t->tgid = current->tgid;
	t->clock = clock;
	t->cpu_clock = is_cpu_clock(clock) ? cpu_timer_clock(clock) : 0;
	t->ev = ev;
	timer_setup(&t->timer, timer_fired, 0);
	err = add_timer_id(t);
	if (err < 0) {
		kfree(t);
		return err;
	}
	if (!uev)
		t->ev.sigev_value = t->id;
	if (put_user(t->id, created_id)) {
		sys_timer_delete(t->id);
		return -EFAULT;
	}
	return 0;
}

void ns_ts64(s64 ns, struct __kernel_timespec *ts)
{
	struct timespec64 t = ns_to_timespec64(ns);

	ts->tv_sec = t.tv_sec;
	ts->tv_nsec = t.tv_nsec;
}

s64 ts64_ns(const struct __kernel_timespec *ts)
{
	return ts->tv_sec * NSEC_PER_SEC + ts->tv_nsec;
}

/* What t has left, to the nanosecond, and its interval (lock held); a
 * timer due but not yet run (at the next tick) has 1 ns left, as
 * Linux's common_timer_get() reports it */
static void timer_get(const struct k_itimer *t, struct __kernel_itimerspec *cur)
{
	s64 left = t->expires_ns - ktime_get();

	memset(cur, 0, sizeof(*cur));
	ns_ts64(t->period_ns, &cur->it_interval);
	if (t->armed)
		ns_ts64(left > 0 ? left : 1, &cur->it_value);
}

/* The clock's time now (a CPU-time clock's: cpu_clock_read());
 * fs/timerfd.c's timers use it too */
s64 posix_clock_ns(int clock)
{
	struct __kernel_timespec ts;

	if (is_cpu_clock(clock))
		return cpu_clock_read(clock, &ts) ? 0 : ts64_ns(&ts);
	return clock == CLOCK_REALTIME ? ktime_get_real() : ktime_get();
}

/* The ticks of an interval: rounded up, no tick added */
static long interval_ticks(int clock, const struct __kernel_timespec *ts)
{
	long ticks = timespec_timeout(clock, false, ts);

	return ticks > 0 ? ticks - 1 : ticks;
}

static long timer_set(int id, int flags, const struct __kernel_itimerspec *new,
		      struct __kernel_itimerspec *old)
{
	static const struct __kernel_timespec zero;
	struct k_itimer *t;
	unsigned long irq;
	long ticks, incr;
	s64 cpu_now;
	int clock;

	spin_lock_irqsave(&posix_timers_lock, irq);
	t = find_timer(id);
	clock = t ? t->clock : 0;
	spin_unlock_irqrestore(&posix_timers_lock, irq);
	if (!t)
		return -EINVAL;
	/* both times well formed, the value a time on the clock */
	incr = interval_ticks(clock, &new->it_interval);
	ticks = timespec_timeout(clock, flags & TIMER_ABSTIME, &new->it_value);
	if (incr < 0 || ticks < 0)
		return -EINVAL;
	if (!memcmp(&new->it_value, &zero, sizeof(zero)))
		ticks = -1;	/* disarm */
	cpu_now = is_cpu_clock(clock) ? posix_clock_ns(clock) : 0;
	spin_lock_irqsave(&posix_timers_lock, irq);
	t = find_timer(id);
	if (t) {
		if (old)
			timer_get(t, old);
		del_timer(&t->timer);
		t->armed = ticks >= 0;
		t->period = incr;
		t->overrun = 0;
		/* a time already past: at the next tick */
		t->expires = jiffies + (ticks > 0 ? ticks : 0);
		t->period_ns = ts64_ns(&new->it_interval);
		t->expires_ns = ts64_ns(&new->it_value) + ktime_get() -
			(flags & TIMER_ABSTIME ? posix_clock_ns(clock) : 0);
		t->cpu_expires = ts64_ns(&new->it_value) +
			(flags & TIMER_ABSTIME ? 0 : cpu_now);
		if (t->armed)
			mod_timer(&t->timer, t->expires);
	}
	spin_unlock_irqrestore(&posix_timers_lock, irq);
	return t ? 0 : -EINVAL;
}

static long timer_get_id(int id, struct __kernel_itimerspec *cur)
{
	struct k_itimer *t;
	unsigned long flags;

	spin_lock_irqsave(&posix_timers_lock, flags);
	t = find_timer(id);
	if (t)
		timer_get(t, cur);
	spin_unlock_irqrestore(&posix_timers_lock, flags);
	return t ? 0 : -EINVAL;
}

static void its32_to_64(const struct old_itimerspec32 *a,
			struct __kernel_itimerspec *b)
{
	b->it_interval.tv_sec = a->it_interval.tv_sec;
	b->it_interval.tv_nsec = a->it_interval.tv_nsec;
	b->it_value.tv_sec = a->it_value.tv_sec;
	b->it_value.tv_nsec = a->it_value.tv_nsec;
}

static void its64_to_32(const struct __kernel_itimerspec *a,
			struct old_itimerspec32 *b)
{
	b->it_interval.tv_sec = (s32)a->it_interval.tv_sec;
	b->it_interval.tv_nsec = (s32)a->it_interval.tv_nsec;
	b->it_value.tv_sec = (s32)a->it_value.tv_sec;
	b->it_value.tv_nsec = (s32)a->it_value.tv_nsec;
}

/*
 * A user's itimerspec read in or written out, in the time64 layout
 * (struct __kernel_itimerspec) or the old 32-bit one: 0 or -EFAULT
 * (Linux's get_itimerspec64() and get_old_itimerspec32() in one, and
 * their put_ forms); the timerfd calls use them too (fs/timerfd.c)
 */
int get_itimerspec_user(struct __kernel_itimerspec *its,
			const void __user *u, bool time64)
{
	struct old_itimerspec32 its32;

	if (time64)
		return copy_from_user(its, u, sizeof(*its)) ? -EFAULT : 0;
	if (copy_from_user(&its32, u, sizeof(its32)))
		return -EFAULT;
	its32_to_64(&its32, its);
	return 0;
}

int put_itimerspec_user(const struct __kernel_itimerspec *its,
			void __user *u, bool time64)
{
	struct old_itimerspec32 its32;

	if (time64)
		return copy_to_user(u, its, sizeof(*its)) ? -EFAULT : 0;
	its64_to_32(its, &its32);
	return copy_to_user(u, &its32, sizeof(its32)) ? -EFAULT : 0;
}

/* timer_settime64 (time64 structures) and timer_settime: EINVAL for no
 * new value */
static long timer_settime_user(int id, int flags, const void __user *unew,
			       void __user *uold, bool time64)
{
	struct __kernel_itimerspec new, old;
	long err;

	if (!unew)
		return -EINVAL;
	if (get_itimerspec_user(&new, unew, time64))
		return -EFAULT;
	err = timer_set(id, flags, &new, uold ? &old : NULL);
	if (!err && uold)
		err = put_itimerspec_user(&old, uold, time64);
	return err;
}

long sys_timer_settime64(int id, int flags,
			 const struct __kernel_itimerspec __user *unew,
			 struct __kernel_itimerspec __user *uold)
{
	return timer_settime_user(id, flags, unew, uold, true);
}

long sys_timer_settime(int id, int flags,
		       const struct old_itimerspec32 __user *unew,
		       struct old_itimerspec32 __user *uold)
{
	return timer_settime_user(id, flags, unew, uold, false);
}

static long timer_gettime_user(int id, void __user *ucur, bool time64)
{
	struct __kernel_itimerspec cur;
	long err = timer_get_id(id, &cur);

	return err ? err : put_itimerspec_user(&cur, ucur, time64);
}

long sys_timer_gettime64(int id, struct __kernel_itimerspec __user *ucur)
{
	return timer_gettime_user(id, ucur, true);
}

long sys_timer_gettime(int id, struct old_itimerspec32 __user *ucur)
{
	return timer_gettime_user(id, ucur, false);
}

/*
 * The overrun of the timer's last signal delivered, as Linux's
 * it_overrun_last: if a newer one is already queued (the timer fired
 * again since, a tick on another CPU while the handler ran), it is the
 * one sent before that.
 */
static int delivered_overrun(const struct k_itimer *t)
{
	if (t->ev.sigev_notify != SIGEV_NONE &&
	    timer_signal_pending(t->tgid, t->ev.sigev_signo, t->id))
		return t->overrun_last;
	return t->overrun;
}

long sys_timer_getoverrun(int id)
{
	struct k_itimer *t;
	unsigned long flags;
	long n;

	spin_lock_irqsave(&posix_timers_lock, flags);
	t = find_timer(id);
	n = t ? delivered_overrun(t) : -EINVAL;
	spin_unlock_irqrestore(&posix_timers_lock, flags);
	return n;
}

/* The process sig belongs to is gone: its timers go too (kernel/fork.c
 * put_signal()) */
void exit_itimers(const struct signal_struct *sig)
{
	struct k_itimer *t, *n;
	unsigned long flags;
	LIST_HEAD(gone);

	spin_lock_irqsave(&posix_timers_lock, flags);
	list_for_each_entry_safe(t, n, &posix_timers, list)
		if (t->owner == sig) {
			del_timer(&t->timer);
			list_del(&t->list);
			list_add(&t->list, &gone);
		}
	spin_unlock_irqrestore(&posix_timers_lock, flags);
	list_for_each_entry_safe(t, n, &gone, list) {
		del_timer_sync(&t->timer);	/* a callback running */
		kfree(t);
	}
}
