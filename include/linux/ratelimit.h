/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ratelimit.h - at most `burst` events in each `interval`
 * jiffies, counted in a struct ratelimit_state of the caller's
 * (lib/ratelimit.c ___ratelimit()), as Linux's: a driver that would
 * flood the log asks __ratelimit(&state) before each message, and the
 * first allowed one of a new interval says how many were held back
 * ("FUNC: N callbacks suppressed").  printk_ratelimit() is one such
 * state for the whole kernel; pr_err_ratelimited() and friends keep one
 * per call site.
 */
#ifndef _LINUX_RATELIMIT_H
#define _LINUX_RATELIMIT_H

#include "linux/jiffies.h"
#include "linux/printk.h"
#include "asm/spinlock.h"

#define DEFAULT_RATELIMIT_INTERVAL	(5 * HZ)
#define DEFAULT_RATELIMIT_BURST		10

/* an arch_spinlock_t with interrupts off, as printk()'s own lock: a
 * message may be rate-limited anywhere, an interrupt handler too, and a
 * debugging spinlock's own report must not come back here */
struct ratelimit_state {
	arch_spinlock_t lock;
	int interval;
	int burst;
	int printed;
	int missed;
	unsigned long begin;
};

#define RATELIMIT_STATE_INIT(name, interval_init, burst_init) {		\
	.lock = __ARCH_SPIN_LOCK_UNLOCKED,				\
	.interval = interval_init,					\
	.burst = burst_init,						\
}

#define DEFINE_RATELIMIT_STATE(name, interval_init, burst_init)		\
	struct ratelimit_state name =					\
		RATELIMIT_STATE_INIT(name, interval_init, burst_init)

static inline void ratelimit_state_init(struct ratelimit_state *rs,
					int interval, int burst)
{
	*rs = (struct ratelimit_state)RATELIMIT_STATE_INIT(*rs, interval,
							   burst);
}

/* 1 if the event may happen now, 0 if it is one too many; func names
 * the caller in the "callbacks suppressed" line */
int ___ratelimit(struct ratelimit_state *rs, const char *func);
#define __ratelimit(state)	___ratelimit(state, __func__)

#define printk_ratelimited(fmt, ...) ({					\
	static DEFINE_RATELIMIT_STATE(_rs, DEFAULT_RATELIMIT_INTERVAL,	\
				      DEFAULT_RATELIMIT_BURST);		\
	if (__ratelimit(&_rs))						\
		printk(fmt, ##__VA_ARGS__);				\
})
#define pr_emerg_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_EMERG pr_fmt(fmt), ##__VA_ARGS__)
#define pr_alert_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_ALERT pr_fmt(fmt), ##__VA_ARGS__)
#define pr_crit_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_CRIT pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_ERR pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_WARNING pr_fmt(fmt), ##__VA_ARGS__)
#define pr_notice_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_NOTICE pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_INFO pr_fmt(fmt), ##__VA_ARGS__)
#ifdef DEBUG
#define pr_debug_ratelimited(fmt, ...)					\
	printk_ratelimited(KERN_DEBUG pr_fmt(fmt), ##__VA_ARGS__)
#else
#define pr_debug_ratelimited(fmt, ...)					\
	no_printk(KERN_DEBUG pr_fmt(fmt), ##__VA_ARGS__)
#endif

#endif /* _LINUX_RATELIMIT_H */
