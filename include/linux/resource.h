/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/resource.h - getrusage(2)'s struct rusage, the i386
 * layout (Linux's uapi linux/resource.h), and who it is about.  Times
 * are counted in ticks, one charged to whichever task a timer
 * interrupt finds running (account_process_tick(), kernel/sched.c).
 *
 * And getrlimit(2)'s limits, Linux's numbers (asm-generic/resource.h).
 * Each is a process's own (signal_struct.rlim, setrlimit(2) changes
 * them: kernel/sys_resource.c).
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

#define RLIMIT_CPU	0	/* Linux's numbers (asm-generic/resource.h) */
#define RLIMIT_FSIZE	1
#define RLIMIT_DATA	2
#define RLIMIT_STACK	3
#define RLIMIT_CORE	4
#define RLIMIT_RSS	5
#define RLIMIT_NPROC	6
#define RLIMIT_NOFILE	7
#define RLIMIT_MEMLOCK	8
#define RLIMIT_AS	9
#define RLIMIT_LOCKS	10
#define RLIMIT_SIGPENDING 11
#define RLIMIT_MSGQUEUE	12
#define RLIMIT_NICE	13
#define RLIMIT_RTPRIO	14
#define RLIMIT_RTTIME	15
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

/* pid 0's limits, which every process inherits: Linux 6.1's
 * (asm-generic/resource.h INIT_RLIMITS); RLIMIT_NPROC and
 * RLIMIT_SIGPENDING are set at boot from memory (fork_init()) */
#define INIT_RLIMITS							\
{									\
	[RLIMIT_CPU]		= { RLIM_INFINITY, RLIM_INFINITY },	\
	[RLIMIT_FSIZE]		= { RLIM_INFINITY, RLIM_INFINITY },	\
	[RLIMIT_DATA]		= { RLIM_INFINITY, RLIM_INFINITY },	\
	[RLIMIT_STACK]		= { 8 * 1024 * 1024, RLIM_INFINITY },	\
	[RLIMIT_CORE]		= { 0, RLIM_INFINITY },			\
	[RLIMIT_RSS]		= { RLIM_INFINITY, RLIM_INFINITY },	\
	[RLIMIT_NOFILE]		= { INR_OPEN_CUR, INR_OPEN_MAX },	\
	[RLIMIT_MEMLOCK]	= { 8 * 1024 * 1024, 8 * 1024 * 1024 },	\
	[RLIMIT_AS]		= { RLIM_INFINITY, RLIM_INFINITY },	\
	[RLIMIT_LOCKS]		= { RLIM_INFINITY, RLIM_INFINITY },	\
	[RLIMIT_MSGQUEUE]	= { 819200, 819200 },			\
	[RLIMIT_RTTIME]		= { RLIM_INFINITY, RLIM_INFINITY },	\
}

/* the calling process's soft limit (Linux's rlimit()) */
unsigned long rlimit(unsigned int resource);
void fork_init(void);
extern int max_threads;		/* kernel/fork.c */

struct task_struct;
void task_times(struct task_struct *p, int who, unsigned long *utime,
		unsigned long *stime);
void task_times_locked(struct task_struct *p, int who,
		       unsigned long *utime, unsigned long *stime);
void fill_rusage(struct task_struct *p, int who, struct rusage *r);

#endif /* _LINUX_RESOURCE_H */
