/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/smp.h - which CPU runs this code, which CPUs there are,
 * and how one CPU asks the others to run a function (Linux 2.6's names).
 *
 * A CPU number is the index the boot gave the CPU (0 is the one the
 * boot loader started, the others are numbered as arch/i386/kernel/
 * smpboot.c brings them up), not its local APIC ID.  The running task
 * knows its CPU (thread_info->cpu, set by schedule() whenever it is
 * switched in), so smp_processor_id() is one load from the stack's
 * bottom.  NR_CPUS is 8 and a set of CPUs is one unsigned long (Linux
 * 2.6.0's cpumask_t for NR_CPUS <= BITS_PER_LONG).
 *
 * smp_call_function() and friends are arch/i386/kernel/smp.c; the
 * function runs on the other CPU in its interrupt handler, without the
 * big kernel lock (lib/kernel_lock.c), so it must only touch what it
 * owns (a TLB, a flag).  docs/smp.md tells the whole story.
 */
#ifndef _LINUX_SMP_H
#define _LINUX_SMP_H

#include "linux/preempt.h"
#include "asm/thread_info.h"

#define NR_CPUS			8

typedef void (*smp_call_func_t)(void *info);

extern unsigned long cpu_online_map;	/* bit N: CPU N runs tasks */
extern unsigned long cpu_possible_map;	/* bit N: CPU N was found */

/* How many CPUs a set holds (Linux 2.6.0's cpus_weight()), without
 * __builtin_popcount, which is a libgcc call modules cannot link */
static inline unsigned int cpus_weight(unsigned long map)
{
	unsigned int n = 0;

	for (; map; map &= map - 1)
		n++;
	return n;
}

#define smp_processor_id()	(current_thread_info()->cpu)
#define raw_smp_processor_id()	smp_processor_id()
#define get_cpu()		({ preempt_disable(); smp_processor_id(); })
#define put_cpu()		preempt_enable()
#define cpu_online(cpu)		((cpu_online_map >> (cpu)) & 1UL)
#define cpu_possible(cpu)	((cpu_possible_map >> (cpu)) & 1UL)
#define num_online_cpus()	cpus_weight(cpu_online_map)
#define num_possible_cpus()	cpus_weight(cpu_possible_map)

#define for_each_online_cpu(cpu)					\
	for ((cpu) = 0; (cpu) < NR_CPUS; (cpu)++)			\
		if (!cpu_online(cpu)) {} else
#define for_each_possible_cpu(cpu)					\
	for ((cpu) = 0; (cpu) < NR_CPUS; (cpu)++)			\
		if (!cpu_possible(cpu)) {} else

int smp_call_function(smp_call_func_t func, void *info, int wait);
int smp_call_function_single(int cpu, smp_call_func_t func, void *info,
			     int wait);
void on_each_cpu(smp_call_func_t func, void *info, int wait);
void smp_send_reschedule(int cpu);
void smp_send_stop(void);
void smp_init(void);

#endif /* _LINUX_SMP_H */
