// SPDX-License-Identifier: GPL-2.0
/*
 * fs/timerfd.c - timerfd_create(2), timerfd_settime(2),
 * timerfd_gettime(2): a timer that is a file.  Its expiries are counted,
 * not signalled: a read(2) of 8 bytes returns how many came since the
 * last read (a u64) and zeroes the count, waiting while it is 0 (EAGAIN
 * with TFD_NONBLOCK or O_NONBLOCK); poll(2) and select(2) see it readable
 * while it is not 0.
 *
 * The next expiry is kept to the nanosecond on the monotonic clock
 * (a CLOCK_REALTIME time is converted when it is set, as an absolute
 * timer_settime(2)'s is: kernel/time/posix-timers.c, whose itimerspec
 * conversions and clock reading this shares).  A kernel timer wakes the
 * file at the tick that follows it; the count itself is taken from the
 * clock, each whole interval that has passed one more expiry, so a
 * reader that comes late still sees every expiry (Linux counts the
 * same way, forwarding its hrtimer).
 *
 * CLOCK_BOOTTIME is the monotonic clock here (no suspend); the alarm
 * clocks are their plain clocks (nothing wakes a suspended machine),
 * allowed only with CAP_WAKE_ALARM as on Linux.  TFD_TIMER_CANCEL_ON_SET
 * is accepted, but no clock change cancels the timer (ECANCELED never
 * comes): clock_settime(2) tells no timer of the change here.
 *
 * Every timerfd is on one list under timerfds_lock, which also guards
 * each one's fields: the kernel timer's callback runs in the timer
 * interrupt, so it looks the timerfd up on the list before touching it,
 * and the last close takes it off first (as posix-timers.c does).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fdtable.h"
#include "linux/fs.h"
#include "linux/jiffies.h"
#include "linux/ktime.h"
#include "linux/list.h"
#include "linux/math64.h"
#include "linux/poll.h"
#include "linux/posix-timers.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/timekeeping.h"
#include "linux/timer.h"
#include "linux/timerfd.h"
#include "asm/uaccess.h"

#define TFD_TIMER_ABSTIME	1
#define TFD_TIMER_CANCEL_ON_SET	2
#define TFD_CLOEXEC		O_CLOEXEC
#define TFD_NONBLOCK		O_NONBLOCK
#define CLOCK_REALTIME		0
#define CLOCK_MONOTONIC		1
#define CLOCK_BOOTTIME		7
#define CLOCK_REALTIME_ALARM	8
#define CLOCK_BOOTTIME_ALARM	9

struct timerfd_ctx {
	struct list_head list;		/* timerfds */
	struct timer_list timer;	/* the tick after the next expiry */
	wait_queue_head_t wqh;		/* readers and pollers */
	int clock;			/* CLOCK_REALTIME or CLOCK_MONOTONIC */
	bool armed;
	s64 expires_ns;			/* the next expiry, monotonic clock */
	s64 period_ns;			/* 0: it expires once */
	u64 ticks;			/* expiries not yet read */
};

static LIST_HEAD(timerfds);
static DEFINE_SPINLOCK(timerfds_lock);

/* Is ctx still a timerfd?  (timerfds_lock held) */
static bool timerfd_listed(const struct timerfd_ctx *ctx)
{
	const struct timerfd_ctx *c;

	list_for_each_entry(c, &timerfds, list)
		if (c == ctx)
			return true;
	return false;
}

/* a + b, no further than KTIME_MAX (a time "never" reached) */
static s64 ktime_add_sat(s64 a, s64 b)
{
	return a > KTIME_MAX - b ? KTIME_MAX : a + b;
}

/* Count the expiries due by now (lock held): an interval timer's next
 * one moves on by as many whole intervals as have passed */
static void timerfd_expire(struct timerfd_ctx *ctx)
{
	s64 now = ktime_get();
	u64 n;

	if (!ctx->armed || now < ctx->expires_ns)
		return;
	if (!ctx->period_ns) {
		ctx->ticks++;
		ctx->armed = false;
		return;
	}
	n = div64_u64((u64)(now - ctx->expires_ns), (u64)ctx->period_ns) + 1;
	ctx->ticks += n;
	ctx->expires_ns = ktime_add_sat(ctx->expires_ns,
					(s64)min(n, (u64)KTIME_MAX /
						 (u64)ctx->period_ns) *
					ctx->period_ns);
}

/*
 * The kernel timer set for the tick after the next expiry (lock held):
 * the time left rounded up to whole ticks, plus one since the current
 * tick is partly over, so it never wakes a reader early (as
 * kernel/time.c timespec_timeout() rounds a sleep).
 */
static void timerfd_arm(struct timerfd_ctx *ctx)
{
	s64 left = ctx->expires_ns - ktime_get();
	u64 ticks = left > 0 ? div64_u64((u64)left + NSEC_PER_TICK - 1,
					 NSEC_PER_TICK) : 0;

	if (!ctx->armed) {
		del_timer(&ctx->timer);
		return;
	}
	mod_timer(&ctx->timer,
		  jiffies + (unsigned long)min(ticks + 1,
					       (u64)MAX_JIFFY_OFFSET));
}

static void timerfd_fired(struct timer_list *tl)
{
	struct timerfd_ctx *ctx = container_of(tl, struct timerfd_ctx, timer);
	unsigned long flags;

	spin_lock_irqsave(&timerfds_lock, flags);
	if (timerfd_listed(ctx)) {
		timerfd_expire(ctx);
		timerfd_arm(ctx);
		if (ctx->ticks)
			wake_up_poll(&ctx->wqh, POLLIN);
	}
	spin_unlock_irqrestore(&timerfds_lock, flags);
}

/* The expiries counted, or 0 (lock taken here) */
static u64 timerfd_take(struct timerfd_ctx *ctx, bool take)
{
	unsigned long flags;
	u64 ticks;

	spin_lock_irqsave(&timerfds_lock, flags);
	timerfd_expire(ctx);
	ticks = ctx->ticks;
	if (take)
		ctx->ticks = 0;
	spin_unlock_irqrestore(&timerfds_lock, flags);
	return ticks;
}

/* read(2): 8 bytes, the expiries since the last read (timerfd_create(2)
 * "read(2)"); EINVAL for a smaller buffer */
static ssize_t timerfd_read(struct file *f, char __user *buf, size_t count,
			    loff_t *pos)
{
	struct timerfd_ctx *ctx = f->private_data;
	u64 ticks;
	int err;

	(void)pos;
	if (count < sizeof(ticks))
		return -EINVAL;
	while (!(ticks = timerfd_take(ctx, true))) {
		if (f->f_flags & O_NONBLOCK)
			return -EAGAIN;
		err = wait_event_interruptible(ctx->wqh,
					       timerfd_take(ctx, false));
		if (err)
			return err;
	}
	return copy_to_user(buf, &ticks, sizeof(ticks)) ? -EFAULT :
							  (ssize_t)sizeof(ticks);
}

static unsigned int timerfd_poll(struct file *f, poll_table *pt)
{
	struct timerfd_ctx *ctx = f->private_data;

	poll_wait(f, &ctx->wqh, pt);
	return timerfd_take(ctx, false) ? POLLIN | POLLRDNORM : 0;
}

static int timerfd_release(struct inode *inode, struct file *f)
{
	struct timerfd_ctx *ctx = f->private_data;
	unsigned long flags;

	(void)inode;
	spin_lock_irqsave(&timerfds_lock, flags);
	list_del(&ctx->list);
	del_timer(&ctx->timer);
	spin_unlock_irqrestore(&timerfds_lock, flags);
	del_timer_sync(&ctx->timer);	/* its callback may be running */
	kfree(ctx);
	return 0;
}

const struct file_operations timerfd_fops = {
	.llseek = noop_llseek,
	.read = timerfd_read,
	.poll = timerfd_poll,
	.release = timerfd_release,
};

/* The clocks timerfd_create(2) takes, as the two it counts on */
static int timerfd_clock(int clockid)
{
	switch (clockid) {
	case CLOCK_REALTIME:
	case CLOCK_REALTIME_ALARM:
		return CLOCK_REALTIME;
	case CLOCK_MONOTONIC:
	case CLOCK_BOOTTIME:
	case CLOCK_BOOTTIME_ALARM:
		return CLOCK_MONOTONIC;
	}
	return -EINVAL;
}

long sys_timerfd_create(int clockid, int flags)
{
	int clock = timerfd_clock(clockid);
	struct timerfd_ctx *ctx;
	struct file *f;
	unsigned long irq;
	int fd;

	if (clock < 0 || (flags & ~(TFD_CLOEXEC | TFD_NONBLOCK)))
		return -EINVAL;
	if ((clockid == CLOCK_REALTIME_ALARM ||
	     clockid == CLOCK_BOOTTIME_ALARM) && !capable(CAP_WAKE_ALARM))
		return -EPERM;
	ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	init_waitqueue_head(&ctx->wqh);
	timer_setup(&ctx->timer, timerfd_fired, 0);
	ctx->clock = clock;
	f = alloc_file(NULL, &timerfd_fops,
		       O_RDWR | ((unsigned int)flags & TFD_NONBLOCK));
	if (!f) {
		kfree(ctx);
		return -ENOMEM;
	}
	f->private_data = ctx;
	spin_lock_irqsave(&timerfds_lock, irq);
	list_add(&ctx->list, &timerfds);
	spin_unlock_irqrestore(&timerfds_lock, irq);
	fd = fd_install(f, flags & TFD_CLOEXEC);
	if (fd < 0)
		fput(f);	/* frees ctx too (timerfd_release()) */
	return fd;
}

/* The time left and the interval (lock held); 0 0 disarmed */
static void timerfd_get(struct timerfd_ctx *ctx,
			struct __kernel_itimerspec *cur)
{
	s64 left;

	timerfd_expire(ctx);
	left = ctx->expires_ns - ktime_get();
	memset(cur, 0, sizeof(*cur));
	ns_ts64(ctx->period_ns, &cur->it_interval);
	if (ctx->armed && left > 0)
		ns_ts64(left, &cur->it_value);
}

/* fd's timerfd, held in *f: -EBADF no file, -EINVAL another file */
static struct timerfd_ctx *timerfd_fget(int fd, struct fd *f)
{
	*f = fdget((unsigned int)fd);
	if (!f->file)
		return ERR_PTR(-EBADF);
	if (f->file->f_op != &timerfd_fops) {
		fdput(*f);
		return ERR_PTR(-EINVAL);
	}
	return f->file->private_data;
}

static bool timespec_ok(const struct __kernel_timespec *ts)
{
	return ts->tv_sec >= 0 && ts->tv_nsec >= 0 &&
	       ts->tv_nsec < NSEC_PER_SEC;
}

/*
 * Linux's do_timerfd_settime(): the flags and both times checked
 * (EINVAL), then the file (EBADF, EINVAL); a value of 0 disarms, an
 * absolute one is a time on the timer's clock.  The count starts again.
 */
static long timerfd_set(int fd, int flags,
			const struct __kernel_itimerspec *new,
			struct __kernel_itimerspec *old)
{
	struct timerfd_ctx *ctx;
	unsigned long irq;
	struct fd f;
	s64 value = ktime_set(new->it_value.tv_sec,
			      (unsigned long)new->it_value.tv_nsec);

	if ((flags & ~(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET)) ||
	    !timespec_ok(&new->it_value) || !timespec_ok(&new->it_interval))
		return -EINVAL;
	ctx = timerfd_fget(fd, &f);
	if (IS_ERR(ctx))
		return PTR_ERR(ctx);
	spin_lock_irqsave(&timerfds_lock, irq);
	timerfd_get(ctx, old);
	ctx->ticks = 0;
	ctx->armed = value != 0;
	ctx->period_ns = ktime_set(new->it_interval.tv_sec,
				   (unsigned long)new->it_interval.tv_nsec);
	if (flags & TFD_TIMER_ABSTIME)
		value -= posix_clock_ns(ctx->clock) - ktime_get();
	else
		value = ktime_add_sat(value, ktime_get());
	ctx->expires_ns = value;
	timerfd_arm(ctx);
	spin_unlock_irqrestore(&timerfds_lock, irq);
	fdput(f);
	return 0;
}

static long timerfd_get_fd(int fd, struct __kernel_itimerspec *cur)
{
	struct timerfd_ctx *ctx;
	unsigned long irq;
	struct fd f;

	ctx = timerfd_fget(fd, &f);
	if (IS_ERR(ctx))
		return PTR_ERR(ctx);
	spin_lock_irqsave(&timerfds_lock, irq);
	timerfd_get(ctx, cur);
	spin_unlock_irqrestore(&timerfds_lock, irq);
	fdput(f);
	return 0;
}

/* timerfd_settime and its time64 form: the new value read first
 * (EFAULT), the old one written last, once the timer is set (EFAULT),
 * as Linux's */
static long timerfd_settime_user(int fd, int flags, const void __user *utmr,
				 void __user *otmr, bool time64)
{
	struct __kernel_itimerspec new, old;
	long err;

	if (get_itimerspec_user(&new, utmr, time64))
		return -EFAULT;
	err = timerfd_set(fd, flags, &new, &old);
	if (!err && otmr)
		err = put_itimerspec_user(&old, otmr, time64);
	return err;
}

long sys_timerfd_settime64(int fd, int flags,
			   const struct __kernel_itimerspec __user *utmr,
			   struct __kernel_itimerspec __user *otmr)
{
	return timerfd_settime_user(fd, flags, utmr, otmr, true);
}

long sys_timerfd_settime(int fd, int flags,
			 const struct old_itimerspec32 __user *utmr,
			 struct old_itimerspec32 __user *otmr)
{
	return timerfd_settime_user(fd, flags, utmr, otmr, false);
}

static long timerfd_gettime_user(int fd, void __user *otmr, bool time64)
{
	struct __kernel_itimerspec cur;
	long err = timerfd_get_fd(fd, &cur);

	return err ? err : put_itimerspec_user(&cur, otmr, time64);
}

long sys_timerfd_gettime64(int fd, struct __kernel_itimerspec __user *otmr)
{
	return timerfd_gettime_user(fd, otmr, true);
}

long sys_timerfd_gettime(int fd, struct old_itimerspec32 __user *otmr)
{
	return timerfd_gettime_user(fd, otmr, false);
}
