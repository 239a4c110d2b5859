// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/up.c - the cross-CPU calls (include/linux/cpumask.h) on a
 * kernel that runs on one CPU, as Linux's kernel/up.c: there is no other
 * CPU to call, and "this CPU" is called directly, with interrupts off as
 * an interprocessor interrupt's handler would run it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/errno.h"
#include "linux/cpumask.h"
#include "asm/system.h"

int smp_call_function(smp_call_func_t func, void *info, int wait)
{
	(void)func;
	(void)info;
	(void)wait;
	return 0;	/* no other CPU */
}
EXPORT_SYMBOL(smp_call_function);

int smp_call_function_single(int cpu, smp_call_func_t func, void *info,
			     int wait)
{
	unsigned long flags;

	(void)wait;
	if (!cpu_online(cpu))
		return -ENXIO;
	local_irq_save(flags);
	func(info);
	local_irq_restore(flags);
	return 0;
}
EXPORT_SYMBOL(smp_call_function_single);

int on_each_cpu(smp_call_func_t func, void *info, int wait)
{
	return smp_call_function_single(0, func, info, wait);
}
EXPORT_SYMBOL(on_each_cpu);
