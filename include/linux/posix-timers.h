/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/posix-timers.h - what timer_create(2) and
 * timer_settime(2) take, as i386 lays it out, and the end of a
 * process's timers (kernel/time/posix-timers.c).
 */
#ifndef _LINUX_POSIX_TIMERS_H
#define _LINUX_POSIX_TIMERS_H

#include "linux/time.h"

/* struct sigevent (sigevent(7)), 64 bytes */
struct sigevent {
	int sigev_value;		/* sigval_t: an int or a pointer */
	int sigev_signo;
	int sigev_notify;
	int sigev_notify_thread_id;	/* SIGEV_THREAD_ID's thread */
	int pad[12];
};

/* struct itimerspec with 64-bit times (timer_settime64) */
struct __kernel_itimerspec {
	struct __kernel_timespec it_interval, it_value;
};

/* and with 32-bit ones (timer_settime) */
struct old_itimerspec32 {
	struct old_timespec32 it_interval, it_value;
};

/* what fs/timerfd.c shares of kernel/time/posix-timers.c: a user's
 * itimerspec in either layout (time64: struct __kernel_itimerspec), a
 * time in nanoseconds, a clock's time now */
int get_itimerspec_user(struct __kernel_itimerspec *its,
			const void __user *u, bool time64);
int put_itimerspec_user(const struct __kernel_itimerspec *its,
			void __user *u, bool time64);
void ns_ts64(s64 ns, struct __kernel_timespec *ts);
s64 ts64_ns(const struct __kernel_timespec *ts);
s64 posix_clock_ns(int clock);

/* the CPU-time clocks (kernel/time/posix-cpu-timers.c) */
bool is_cpu_clock(int clock);
long cpu_clock_read(int clock, struct __kernel_timespec *ts);
int cpu_timer_clock(int clock);
s64 cpu_timer_ns(int clock);

struct signal_struct;
void exit_itimers(const struct signal_struct *sig);

#endif /* _LINUX_POSIX_TIMERS_H */
