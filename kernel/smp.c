// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/smp.c - the CPU maps and the parts of SMP no architecture
 * changes: on_each_cpu() and the boot options that limit the CPUs.
 *
 * nosmp: only the boot CPU runs (the others are never started).
 * maxcpus=N: at most N CPUs, the boot CPU included; 0 is nosmp, as in
 * Linux's Documentation/admin-guide/kernel-parameters.txt.  A value that
 * is not a number is reported by parse_boot_params() and ignored.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/moduleparam.h"
#include "linux/smp.h"
#include "asm/system.h"

unsigned long cpu_online_map = 1;	/* the boot CPU */
unsigned long cpu_possible_map = 1;
EXPORT_SYMBOL(cpu_online_map);
EXPORT_SYMBOL(cpu_possible_map);

static bool nosmp;
unsigned int setup_max_cpus = NR_CPUS;
core_param(nosmp, nosmp, bool, 0444);
core_param(maxcpus, setup_max_cpus, uint, 0444);

/* How many CPUs the boot may start, the boot CPU included */
unsigned int smp_max_cpus(void)
{
	if (nosmp || !setup_max_cpus)
		return 1;
	return min(setup_max_cpus, (unsigned int)NR_CPUS);
}

/* func(info) here, interrupts off as in an IPI handler, and on the others */
void on_each_cpu(smp_call_func_t func, void *info, int wait)
{
	unsigned long flags;

	smp_call_function(func, info, wait);
	local_irq_save(flags);	/* this CPU's state, as the others' IPI */
	func(info);
	local_irq_restore(flags);
}
EXPORT_SYMBOL(on_each_cpu);
