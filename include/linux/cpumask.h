/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/cpumask.h - which CPUs exist and which run: Linux's
 * loops over them and tests of one.  CPUs are numbered from 0 and the
 * online ones are 0 .. num_online_cpus() - 1 (linux/smp.h), as after a
 * boot that brought every CPU up in order; a per-CPU area exists for each
 * of the NR_CPUS possible ones (include/linux/percpu.h).
 *
 * The cross-CPU calls are declared here until linux/smp.h declares them;
 * on one CPU they are kernel/up.c's.
 */
#ifndef _LINUX_CPUMASK_H
#define _LINUX_CPUMASK_H

#include "linux/smp.h"

#ifndef NR_CPUS
#define NR_CPUS		8	/* the most CPUs this kernel drives */
#endif

#define cpu_possible(cpu)	((unsigned int)(cpu) < num_possible_cpus())
#define cpu_online(cpu)		((unsigned int)(cpu) < num_online_cpus())

#define for_each_possible_cpu(cpu)                                      \
	for ((cpu) = 0; cpu_possible(cpu); (cpu)++)
#define for_each_online_cpu(cpu)                                        \
	for ((cpu) = 0; cpu_online(cpu); (cpu)++)

typedef void (*smp_call_func_t)(void *info);

/* func(info) on each other online CPU / on cpu / on every online CPU
 * (this one too), with interrupts off there; wait: until all are done.
 * 0, or -ENXIO for a CPU that is not online. */
int smp_call_function(smp_call_func_t func, void *info, int wait);
int smp_call_function_single(int cpu, smp_call_func_t func, void *info,
			     int wait);
int on_each_cpu(smp_call_func_t func, void *info, int wait);

#endif /* _LINUX_CPUMASK_H */
