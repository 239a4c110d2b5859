/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/resource.h - getrusage(2)'s struct rusage, the i386
 * layout (Linux's uapi linux/resource.h), and who it is about.  Times
 * are counted in ticks, one charged to whichever task a timer
 * interrupt finds running (account_process_tick(), kernel/sched.c).
 *
 * And getrlimit(2)'s limits, Linux's numbers (asm-generic/resource.h).
 * Only RLIMIT_NOFILE is a process's own (signal_struct.rlim_nofile,
 * setrlimit(2) changes it); the others are the system's.
 */
#ifndef _LINUX_RESOURCE_H
#define _LINUX_RESOURCE_H

#include "linux/time.h"

#define RUSAGE_SELF	0
#define RUSAGE_CHILDREN	(-1)
#define RUSAGE_BOTH	(-2)	/* the kernel's own: self and children */
#define RUSAGE_THREAD	1

struct rusage {
	struct old_timeval32 ru_utime, ru_stime;
	s32 ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt,
	    ru_nswap, ru_inblock, ru_oublock, ru_msgsnd, ru_msgrcv,
	    ru_nsignals, ru_nvcsw, ru_nivcsw;
};

#define RLIMIT_STACK	3
#define RLIMIT_NOFILE	7
#define RLIM_NLIMITS	16
#define RLIM_INFINITY	(~0UL)
#define RLIM64_INFINITY	(~0ULL)

/* Linux's default descriptor limits (include/uapi/linux/fs.h), and the
 * most a privileged process may raise the hard one to (fs.nr_open) */
#define INR_OPEN_CUR	1024
#define INR_OPEN_MAX	4096
#define NR_OPEN		(1024 * 1024)

struct rlimit {
	unsigned long rlim_cur, rlim_max;
};

struct task_struct;
void task_times(struct task_struct *p, int who, unsigned long *utime,
		unsigned long *stime);
void fill_rusage(struct task_struct *p, int who, struct rusage *r);

#endif /* _LINUX_RESOURCE_H */
