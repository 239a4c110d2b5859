// SPDX-License-Identifier: GPL-2.0
/*
 * lib/kernel_lock.c - the big kernel lock (BKL), Linux 2.0's SMP design.
 *
 * Every piece of kernel data in oops386 is protected the uniprocessor
 * way: by turning this CPU's interrupts off.  On several CPUs that is
 * not enough, so a CPU must hold this lock to run kernel code at all:
 * it takes it on every way in - system call (entry.S), exception and
 * interrupt (do_interrupt(), arch/i386/kernel/traps.c), the idle loop
 * finding work (cpu_idle(), kernel/sched.c) - and gives it back on the
 * way out to user mode (exit_to_user_mode()) and before the idle loop
 * halts.  User code runs on every CPU at once; kernel code on one at a
 * time.  The lock belongs to a CPU, not to a task: schedule() switches
 * tasks with it held, and the task switched to carries on holding it.
 *
 * A CPU spins for the lock with interrupts off, so an IPI sent to it
 * would wait - and the CPU holding the lock may be waiting for exactly
 * that IPI to be handled (a TLB shootdown, smp_call_function()).  So
 * the spin loop does the requests itself (smp_service_ipis()): those
 * handlers never take the lock.
 */
#include "linux/kernel.h"
#include "linux/smp.h"
#include "linux/smp_lock.h"
#include "asm/processor.h"
#include "asm/system.h"
#include "asm/tlbflush.h"

#define NO_CPU	(-1)

static volatile int kernel_flag_cpu = NO_CPU;	/* who holds it */

void smp_service_ipis(void);	/* arch/i386/kernel/smp.c */

bool kernel_locked(void)
{
	return kernel_flag_cpu == smp_processor_id();
}

/* Take the lock unless this CPU has it; true if it was taken now. */
bool lock_kernel(void)
{
	int cpu = smp_processor_id();
	unsigned long flags;

	if (kernel_flag_cpu == cpu)
		return false;
	local_irq_save(flags);
	while (__sync_val_compare_and_swap(&kernel_flag_cpu, NO_CPU, cpu) !=
	       NO_CPU) {
		smp_service_ipis();
		cpu_relax();
	}
	flush_tlb_stale_kernel();
	local_irq_restore(flags);
	return true;
}

void unlock_kernel(void)
{
	/* a release store: x86 keeps stores in order (SDM vol. 3, 8.2.2),
	 * so the next CPU to take the lock sees every store made under it */
	__atomic_store_n(&kernel_flag_cpu, NO_CPU, __ATOMIC_RELEASE);
}
