// SPDX-License-Identifier: GPL-2.0
/*
 * lib/kernel_lock.c - the big kernel lock (BKL), Linux 2.0's SMP design.
 *
 * Every piece of kernel data in oops386 is protected the uniprocessor
 * way: by turning this CPU's interrupts off.  On several CPUs that is
 * not enough, so a CPU must hold this lock to run kernel code at all:
 * it takes it on every way in - system call (entry.S), exception and
 * interrupt (do_interrupt(), arch/i386/kernel/traps.c; the timer tick
 * only tries, docs/smp.md "The tick without the big kernel lock"), the idle loop
 * finding work (cpu_idle(), kernel/sched.c) - and gives it back on the
 * way out to user mode (exit_to_user_mode()) and before the idle loop
 * halts.  User code runs on every CPU at once; kernel code on one at a
 * time.  The lock belongs to a CPU, not to a task: schedule() switches
 * tasks with it held, and the task switched to carries on holding it.
 *
 * An interrupt handler spins for the lock with interrupts off, so an
 * IPI sent to its CPU would wait - and the CPU holding the lock may be
 * waiting for exactly that IPI to be handled (a TLB shootdown,
 * smp_call_function()).  So the spin loop does the requests itself
 * (smp_service_ipis()): those handlers never take the lock.
 *
 * The lock is a compare-and-swap of the holder's CPU number into
 * kernel_flag_cpu (cmpxchg(), asm/cmpxchg.h: LOCK CMPXCHG), not a ticket
 * lock as the data locks are (asm/spinlock.h).  A ticket hands the lock
 * to the next CPU in line even when that CPU is not running - and under
 * QEMU each CPU is a host thread the host may stop at any moment: with
 * the BKL a ticket lock, 4 CPUs on a busy 2-core host took 69 s to boot
 * to the shell instead of 8 s, every CPU waiting for one whose thread was
 * not running.  Whichever CPU is running takes a free lock here.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/smp.h"
#include "linux/smp_lock.h"
#include "linux/preempt.h"
#include "asm/processor.h"
#include "asm/cmpxchg.h"
#include "asm/system.h"
#include "asm/tlbflush.h"

#define NO_CPU	(-1)

static volatile int kernel_flag_cpu = NO_CPU;	/* who holds it */

void smp_service_ipis(void);	/* arch/i386/kernel/smp.c */

bool kernel_locked(void)
{
	return kernel_flag_cpu == smp_processor_id();
}
/* a module's thread may give it up to run code of data locks only, as
 * tests/modules/mm-locks does to put the allocators' locks to work */
EXPORT_SYMBOL(kernel_locked);

/*
 * Take the lock unless this CPU has it; true if it was taken now.  A
 * caller with interrupts on (a system call, the idle loop, the way out
 * to user mode) spins with them on, so that this CPU's timer tick, which
 * never waits for the lock (do_interrupt()), goes on counting jiffies
 * while another CPU holds the lock in a busy wait for them.  Preemption
 * is off meanwhile: an interrupt's way out must not switch tasks in the
 * middle of the spin, which would end on another CPU.
 */
bool lock_kernel(void)
{
	unsigned long flags;
	int cpu;

	preempt_disable();	/* before the test: a switch would come
				 * back holding it, on any CPU */
	if (kernel_locked()) {
		preempt_enable_no_resched();
		return false;
	}
	cpu = smp_processor_id();
	local_irq_save(flags);
	while (cmpxchg(&kernel_flag_cpu, NO_CPU, cpu) != NO_CPU) {
		smp_service_ipis();
		if (flags & X86_EFLAGS_IF) {
			/* wait with interrupts on while it is held: a
			 * window of one instruction after sti would be in
			 * its shadow (SDM vol. 2, STI), and QEMU looks for
			 * interrupts only between its blocks of code */
			local_irq_enable();
			while (kernel_flag_cpu != NO_CPU)
				cpu_relax();
			local_irq_disable();
		} else {
			cpu_relax();
		}
	}
	flush_tlb_stale_kernel();
	local_irq_restore(flags);
	preempt_enable_no_resched();
	return true;
}
EXPORT_SYMBOL(lock_kernel);

/*
 * The timer tick's try (interrupts off): true if it took the lock now.
 * A tick that finds it held elsewhere leaves the work that needs it
 * (timers, tasklets, RCU callbacks) to a later tick.  Either way this
 * CPU's stale kernel mappings go first (arch/i386/kernel/smp.c): the
 * tick's scheduler work writes other tasks' thread_info, on their
 * vmalloc()'d stacks, whose addresses a freed stack may have had.
 */
bool trylock_kernel(void)
{
	flush_tlb_stale_kernel();
	return cmpxchg(&kernel_flag_cpu, NO_CPU, smp_processor_id()) ==
	       NO_CPU;
}

/* A plain store lets go: x86 keeps it after every load and store made
 * under the lock (SDM vol. 3A, 9.2.2), and the compiler after them for
 * the barrier */
void unlock_kernel(void)
{
	barrier();
	kernel_flag_cpu = NO_CPU;
}
EXPORT_SYMBOL(unlock_kernel);
