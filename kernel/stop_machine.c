// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/stop_machine.c - stop_machine(): fn runs on this CPU with its
 * interrupts off while every other online CPU spins, interrupts off
 * too, in stop_cpu().  Nothing else runs anywhere until fn returns:
 * what fn reads and changes is seen by no one half done, and no other
 * CPU is inside any section that keeps interrupts off (the others were
 * stopped by an interprocessor interrupt, which such a section holds
 * off until it ends).  That is the guarantee delete_module(2) needs for
 * its last check of a module's count (kernel/module/main.c): a
 * try_module_get() runs with interrupts off, so it has either counted
 * before fn looks, or will see the module GOING after.  Linux 2.6 did
 * the same with a thread per CPU, run at the highest priority, which
 * cannot run inside a section that keeps preemption off.
 *
 * On one CPU there is no other CPU to stop: interrupts off is all.  The
 * cpus mask is Linux's choice of where fn runs; here it always runs on
 * the calling CPU, and the mask is not read.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/atomic.h"
#include "linux/cpumask.h"
#include "linux/mutex.h"
#include "linux/stop_machine.h"
#include "asm/processor.h"
#include "asm/system.h"

struct stop_machine_data {
	atomic_t stopped;	/* other CPUs spinning in stop_cpu() */
	atomic_t released;	/* fn is done: they may go */
};

static DEFINE_MUTEX(stop_machine_mutex);	/* one stop at a time */

/* On each other CPU, as an interprocessor call: interrupts are off. */
static void stop_cpu(void *arg)
{
	struct stop_machine_data *smd = arg;

	atomic_inc(&smd->stopped);
	while (!atomic_read(&smd->released))
		cpu_relax();
	atomic_dec(&smd->stopped);	/* smd is the caller's: let it go */
}

int stop_machine(cpu_stop_fn_t fn, void *data, const struct cpumask *cpus)
{
	struct stop_machine_data smd = {
		.stopped = ATOMIC_INIT(0), .released = ATOMIC_INIT(0),
	};
	unsigned long flags;
	int others, ret;

	(void)cpus;
	mutex_lock(&stop_machine_mutex);
	preempt_disable();		/* we stay the CPU that runs fn */
	others = (int)num_online_cpus() - 1;
	smp_call_function(stop_cpu, &smd, 0);
	while (atomic_read(&smd.stopped) < others)
		cpu_relax();
	/* this CPU's interrupts: the others spin in stop_cpu() */
	local_irq_save(flags);
	ret = fn(data);
	local_irq_restore(flags);
	atomic_set(&smd.released, 1);
	while (atomic_read(&smd.stopped))
		cpu_relax();
	preempt_enable();
	mutex_unlock(&stop_machine_mutex);
	return ret;
}
EXPORT_SYMBOL(stop_machine);
