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
#define CPUCLOCK_SCHED			2
#define CPUCLOCK_MAX			3

bool is_cpu_clock(int clock)
{
	return clock < 0 || clock == CLOCK_PROCESS_CPUTIME_ID ||
	       clock == CLOCK_THREAD_CPUTIME_ID;
}

#define MAKE_CPUCLOCK(pid, thread, which)				\
	((int)(~(unsigned int)(pid) << 3 | ((thread) ? CPUCLOCK_PERTHREAD_MASK : 0) | \
	       (which)))

/* A clock id of either form as the negative one, pid 0 the caller's */
static int cpu_clock_id(int clock)
{
	if (clock == CLOCK_PROCESS_CPUTIME_ID)
		return MAKE_CPUCLOCK(0, false, CPUCLOCK_SCHED);
	if (clock == CLOCK_THREAD_CPUTIME_ID)
		return MAKE_CPUCLOCK(0, true, CPUCLOCK_SCHED);
	return clock;
}

/*
 * The task a clock names, tasklist_lock held, as
 * Linux's pid_for_clock() finds it for the caller: pid 0 is the caller; a
 * thread's clock only one of the caller's threads (mine), a process's
 * clock its leader.  NULL: none (EINVAL).
 */
static struct task_struct *clock_task(int clock, bool mine)
{
	bool thread = clock & CPUCLOCK_PERTHREAD_MASK;
	int pid = ~(clock >> 3);
	struct task_struct *p;

	if (!pid)
		return current;
	p = find_task_by_vpid_locked(pid);
	if (!p)
		return NULL;
	if (thread)
		return !mine || p->tgid == current->tgid ? p : NULL;
	return thread_group_leader(p) ? p : NULL;
}

/* The clock's time in ns (mine: as the caller may read it), or -EINVAL */
static s64 cpu_clock_ns(int clock, bool mine)
{
	unsigned long flags, utime = 0, stime = 0;
	struct task_struct *p;

	clock = cpu_clock_id(clock);
	if ((clock & CPUCLOCK_CLOCK_MASK) == CPUCLOCK_MAX)
		return -EINVAL;
	read_lock_irqsave(&tasklist_lock, flags);
	p = clock_task(clock, mine);
	if (p)
		task_times_locked(p, clock & CPUCLOCK_PERTHREAD_MASK ?
				  RUSAGE_THREAD : RUSAGE_SELF, &utime, &stime);
	read_unlock_irqrestore(&tasklist_lock, flags);
	if (!p)
		return -EINVAL;
	if ((clock & CPUCLOCK_CLOCK_MASK) != CPUCLOCK_VIRT)
		utime += stime;
	return (s64)utime * NSEC_PER_TICK;
}

/* The clock's time: 0, or -EINVAL for a clock that names nothing */
long cpu_clock_read(int clock, struct __kernel_timespec *ts)
{
	s64 ns = cpu_clock_ns(clock, true);

	if (ns < 0)
		return ns;
	ns_ts64(ns, ts);
	return 0;
}

/*
 * timer_create(2) on a CPU-time clock: the clock as the timer keeps it,
 * the caller's own named by its ids, so that it is the same clock
 * whoever runs when the timer is looked at (cpu_timer_ns())
 */
int cpu_timer_clock(int clock)
{
	int id = cpu_clock_id(clock);
	bool thread = id & CPUCLOCK_PERTHREAD_MASK;

	if (~(id >> 3))
		return id;
	return MAKE_CPUCLOCK(thread ? current->pid : current->tgid, thread,
			     id & CPUCLOCK_CLOCK_MASK);
}

/* Its time, from any context; -EINVAL once its task is gone */
s64 cpu_timer_ns(int clock)
{
	return cpu_clock_ns(clock, false);
}
