// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/time/posix-cpu-timers.c - the CPU-time clocks of
 * clock_gettime(2): CLOCK_PROCESS_CPUTIME_ID and CLOCK_THREAD_CPUTIME_ID,
 * the caller's, and the clock ids clock_getcpuclockid(3) and
 * pthread_getcpuclockid(3) make for another process or one of the
 * caller's threads.  Such an id is negative, Linux's encoding
 * (clock_getres(2) NOTES): the pid's complement shifted left by three,
 * bit 2 for a thread, the low two bits the kind - PROF (user and system
 * time), VIRT (user time) or SCHED (all the time run, here PROF's).
 * Time is counted in ticks (account_process_tick()), so these clocks
 * move a tick at a time.
 */
#include "linux/kernel.h"
#include "linux/pid.h"
#include "linux/posix-timers.h"
#include "linux/resource.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"

#define CLOCK_PROCESS_CPUTIME_ID	2
#define CLOCK_THREAD_CPUTIME_ID		3
#define CPUCLOCK_PERTHREAD_MASK		4
#define CPUCLOCK_CLOCK_MASK		3
#define CPUCLOCK_VIRT			1
#define CPUCLOCK_MAX			3

bool is_cpu_clock(int clock)
{
	return clock < 0 || clock == CLOCK_PROCESS_CPUTIME_ID ||
	       clock == CLOCK_THREAD_CPUTIME_ID;
}

/*
 * The task a negative clock names, tasklist_lock held, as
 * Linux's pid_for_clock() finds it: pid 0 is the caller; a thread's clock only
 * one of the caller's threads; a process's clock its leader.  NULL:
 * none (EINVAL).
 */
static struct task_struct *clock_task(int clock, bool thread)
{
	int pid = ~(clock >> 3);
	struct task_struct *p;

	if (!pid)
		return current;
	p = find_task_by_vpid_locked(pid);
	if (!p)
		return NULL;
	if (thread)
		return p->tgid == current->tgid ? p : NULL;
	return thread_group_leader(p) ? p : NULL;
}

/* The clock's time: 0, or -EINVAL for a clock that names nothing */
long cpu_clock_read(int clock, struct __kernel_timespec *ts)
{
	bool thread = clock == CLOCK_THREAD_CPUTIME_ID ||
		      (clock < 0 && (clock & CPUCLOCK_PERTHREAD_MASK));
	unsigned long flags, utime = 0, stime = 0;
	struct task_struct *p;

	if (clock < 0 && (clock & CPUCLOCK_CLOCK_MASK) == CPUCLOCK_MAX)
		return -EINVAL;
	read_lock_irqsave(&tasklist_lock, flags);
	p = clock < 0 ? clock_task(clock, thread) : current;
	if (p)
		task_times_locked(p, thread ? RUSAGE_THREAD : RUSAGE_SELF,
				  &utime, &stime);
	read_unlock_irqrestore(&tasklist_lock, flags);
	if (!p)
		return -EINVAL;
	if (clock >= 0 || (clock & CPUCLOCK_CLOCK_MASK) != CPUCLOCK_VIRT)
		utime += stime;
	ns_ts64((s64)utime * NSEC_PER_TICK, ts);
	return 0;
}
