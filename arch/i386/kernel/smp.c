// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/smp.c - inter-processor interrupts (IPIs): asking
 * another CPU to reschedule, to run a function, to drop TLB entries, or
 * to stop (panic).  An IPI is an interrupt one local APIC sends another
 * (Intel SDM vol. 3, 10.6); its handler ends with an EOI to its own
 * APIC.
 *
 * One sender at a time, under call_lock (code that runs without the big
 * kernel lock may send too): one slot holds
 * the function and its argument, and each target CPU's bit in
 * ipi_pending says it still has to take it.  The sender waits until
 * every target has cleared its bit, so the slot (and a TLB range on the
 * sender's stack) stays valid: with wait, a target clears it once the
 * function has run; without (stop_machine(), whose function spins until
 * the sender lets it go), once it has copied the slot, as Linux's
 * smp_call_function() waits for every CPU to have started.  The targets run the function in their
 * interrupt handler, or in their spin for the big kernel lock (which
 * they would otherwise wait for forever, deadlocked with the sender).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/export.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/spinlock.h"
#include "asm/apic.h"
#include "asm/processor.h"
#include "asm/system.h"
#include "asm/tlbflush.h"

#define IPI_CALL	0	/* run call_func(call_info) */
#define IPI_STOP	1	/* panic: stop for good */
#define FLUSH_ALL_PAGES	32	/* more than this: reload CR3 instead */

/* call_lock protects the slot (call_func, call_info, call_wait) from a
 * second sender until every target has taken it; taken by
 * call_function_mask() only, and spun for while doing the requests sent
 * to this CPU, as the big kernel lock is (a sender waits for every
 * target, so a target spinning with interrupts off would deadlock);
 * taken after any other lock the sender holds (zone.lock, runqueue...
 * are never held across a call) */
static DEFINE_SPINLOCK(call_lock);
static smp_call_func_t call_func;
static void *call_info;
static int call_wait;
static volatile unsigned long ipi_pending[NR_CPUS];
struct mm_struct *cpu_loaded_mm[NR_CPUS];
/* CPU bits: kernel mappings went since the CPU last entered kernel code
 * (flush_tlb_kernel_range()) */
static volatile unsigned long tlb_kernel_stale;

static void stop_this_cpu(void)
{
	clear_bit(smp_processor_id(), &cpu_online_map);
	for (;;)	/* this CPU stops for good: nothing shared, no lock */
		asm volatile("cli; hlt");
}

/*
 * This CPU is about to run kernel code (it took the big kernel lock, or
 * runs an IPI's function): first it drops the kernel translations that
 * were removed meanwhile.  A reload of CR3 drops every entry the kernel
 * maps: none is global (SDM vol. 3, 4.10.4.1).
 */
void flush_tlb_stale_kernel(void)
{
	unsigned long me = 1UL << smp_processor_id();

	if (tlb_kernel_stale & me) {
		clear_bit(smp_processor_id(), &tlb_kernel_stale);
		write_cr3(read_cr3());
	}
}

/* Do what other CPUs asked of this one (the IPI handler, the BKL spin) */
void smp_service_ipis(void)
{
	int cpu = smp_processor_id();

	if (ipi_pending[cpu] & (1UL << IPI_STOP))
		stop_this_cpu();
	if (ipi_pending[cpu] & (1UL << IPI_CALL)) {
		flush_tlb_stale_kernel();
		smp_call_func_t func = call_func;
		void *info = call_info;

		if (!call_wait)
			clear_bit(IPI_CALL, &ipi_pending[cpu]);
		func(info);
		if (call_wait)
			clear_bit(IPI_CALL, &ipi_pending[cpu]);
	}
}

/* CALL_FUNCTION_VECTOR and INVALIDATE_TLB_VECTOR, from do_interrupt() */
void smp_call_function_interrupt(void)
{
	ack_APIC_irq();
	smp_service_ipis();
}

/* RESCHEDULE_VECTOR: the way out of the interrupt reschedules */
void smp_reschedule_interrupt(void)
{
	ack_APIC_irq();
	set_tsk_need_resched(current);
}

void smp_send_reschedule(int cpu)
{
	if (cpu != smp_processor_id() && cpu_online(cpu))
		apic_send_ipi(x86_cpu_to_apicid[cpu], APIC_DM_FIXED |
			      RESCHEDULE_VECTOR);
}

/* Run func(info) on the CPUs of mask, not this one; wait until done,
 * or, without wait, until each has taken the request. */
static void call_function_mask(unsigned long mask, u32 vector,
			       smp_call_func_t func, void *info, int wait)
{
	int cpu;

	while (!spin_trylock(&call_lock)) {	/* and no move to another CPU */
		smp_service_ipis();
		cpu_relax();
	}
	mask &= cpu_online_map & ~(1UL << smp_processor_id());
	call_func = func;
	call_info = info;
	call_wait = wait;
	for_each_online_cpu(cpu) {
		if (!(mask & (1UL << cpu)))
			continue;
		set_bit(IPI_CALL, &ipi_pending[cpu]);
		apic_send_ipi(x86_cpu_to_apicid[cpu], APIC_DM_FIXED | vector);
	}
	for_each_online_cpu(cpu)
		while ((mask & (1UL << cpu)) &&
		       (ipi_pending[cpu] & (1UL << IPI_CALL)) &&
		       cpu_online(cpu))
			cpu_relax();
	spin_unlock(&call_lock);
}

/*
 * Linux's smp_call_function(): func(info) on every other online CPU,
 * in its interrupt handler; wait: until it has run everywhere, else
 * until every CPU has started it.
 */
int smp_call_function(smp_call_func_t func, void *info, int wait)
{
	call_function_mask(~0UL, CALL_FUNCTION_VECTOR, func, info, wait);
	return 0;
}
EXPORT_SYMBOL(smp_call_function);

int smp_call_function_single(int cpu, smp_call_func_t func, void *info,
			     int wait)
{
	unsigned long flags;

	if (cpu < 0 || cpu >= NR_CPUS || !cpu_online(cpu))
		return -ENXIO;
	if (cpu == smp_processor_id()) {
		/* as the IPI's handler would run it, on this CPU */
		local_irq_save(flags);
		func(info);
		local_irq_restore(flags);
		return 0;
	}
	call_function_mask(1UL << cpu, CALL_FUNCTION_VECTOR, func, info, wait);
	return 0;
}
EXPORT_SYMBOL(smp_call_function_single);

/* panic(): the other CPUs stop where they are, interrupts off */
void smp_send_stop(void)
{
	int cpu;

	for_each_online_cpu(cpu) {
		if (cpu == smp_processor_id())
			continue;
		set_bit(IPI_STOP, &ipi_pending[cpu]);
		apic_send_ipi(x86_cpu_to_apicid[cpu], APIC_DM_FIXED |
			      CALL_FUNCTION_VECTOR);
	}
}

struct flush_range {
	struct mm_struct *mm;		/* NULL: the kernel's range, any mm */
	unsigned long start, end;
};

static void do_flush_tlb(void *arg)
{
	const struct flush_range *r = arg;
	unsigned long addr;

	if (r->mm && r->mm != cpu_loaded_mm[smp_processor_id()])
		return;
	if (r->end - r->start > FLUSH_ALL_PAGES * PAGE_SIZE) {
		write_cr3(read_cr3());	/* every non-global entry */
		return;
	}
	for (addr = r->start & PAGE_MASK; addr < r->end; addr += PAGE_SIZE)
		invlpg(addr);
}

/* Here, and on each other CPU that has r's mm loaded (or every CPU) */
static void flush_tlb_others(struct flush_range *r)
{
	unsigned long mask = 0;
	int cpu;

	do_flush_tlb(r);
	for_each_online_cpu(cpu)
		if (!r->mm || cpu_loaded_mm[cpu] == r->mm)
			mask |= 1UL << cpu;
	call_function_mask(mask, INVALIDATE_TLB_VECTOR, do_flush_tlb, r, 1);
}

void flush_tlb_range(struct mm_struct *mm, unsigned long start,
		     unsigned long end)
{
	struct flush_range r = { mm, start, end };

	flush_tlb_others(&r);
}

void flush_tlb_page(struct mm_struct *mm, unsigned long addr)
{
	flush_tlb_range(mm, addr, addr + PAGE_SIZE);
}

void flush_tlb_mm(struct mm_struct *mm)
{
	flush_tlb_range(mm, 0, ~0UL);
}

/*
 * A kernel mapping went (vfree(): a kernel stack, a module): this CPU
 * drops it now, the others when they next enter kernel code
 * (flush_tlb_stale_kernel()), not by IPI.  They cannot use it before:
 * only the CPU holding the big kernel lock runs kernel code, besides the
 * IPI functions, which flush first; user code cannot reach a kernel page
 * (the U/S bit, SDM vol. 3, 4.6); and the idle loop's hlt, the spin for
 * the lock and the way into and out of the kernel touch only the
 * running task's stack, which is not being freed.  An IPI per freed
 * kernel stack would make every exit wait for every CPU, woken from hlt
 * if idle: Linux 2.6 batched the same flushes (lazy vunmap) for the
 * same reason.
 */
void flush_tlb_kernel_range(unsigned long start, unsigned long end)
{
	struct flush_range r = { NULL, start, end };
	int cpu;

	do_flush_tlb(&r);
	for_each_online_cpu(cpu)
		if (cpu != smp_processor_id())
			set_bit(cpu, &tlb_kernel_stale);
}

void flush_tlb_all(void)
{
	flush_tlb_range(NULL, 0, ~0UL);
}
