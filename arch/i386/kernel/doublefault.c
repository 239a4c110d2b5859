// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/doublefault.c - surviving a kernel stack overflow.
 *
 * When a task runs off the bottom of its stack it touches the unmapped
 * guard page below it (mm/vmalloc.c).  The CPU cannot push the page-fault
 * frame on that same stack, so it raises a double fault instead.  Vector
 * 8 is a task gate (Intel SDM vol. 3, 6.11.1 and 7.3): the CPU saves the
 * broken context into its TSS, init_tss[cpu], and switches to the TSS
 * that its own GDT's GDT_ENTRY_DOUBLEFAULT_TSS describes, which has its
 * own stack.  From there we print the oops as usual, then make the dead
 * task resume at doublefault_kill() on the intact top of its stack, and
 * return there with iret (NT set: a task switch back).
 *
 * Every CPU has a double-fault task of its own, as it has a TSS of its
 * own (traps.c): the gate is shared (one IDT) but the selector names an
 * entry of the GDT of the CPU that faults, so two CPUs overflowing at
 * once each switch to their own TSS and stack and need no lock.  One
 * task for all CPUs could not work even one at a time: CPU 1 would
 * read CPU 0's init_tss and kill CPU 0's task.
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/oops.h"
#include "linux/init.h"
#include "asm/desc.h"
#include "asm/ptrace.h"
#include "asm/segment.h"
#include "asm/system.h"

#define EFLAGS_RESERVED	0x00000002	/* bit 1 always reads 1 (SDM 2.3) */

/* cpu's double-fault task: its registers, touched only by that CPU */
static struct tss_struct doublefault_tss[NR_CPUS];
/*
 * The handler's stack is a kernel stack like any other: THREAD_SIZE
 * bytes aligned to THREAD_SIZE, its thread_info at the base, since
 * current_thread_info() finds that by masking esp.  An array at any
 * address put the "thread_info" wherever the mask fell - 1 KiB below
 * the top in one build - and the oops written over it made
 * smp_processor_id() garbage: panic_on_oops's panic then sent its stop
 * IPI to CPU 0 itself, through a local APIC a 1-CPU boot never maps,
 * and hung (test_oops; a bigger array only moved the spot).  The
 * handler's smp_processor_id() is its stack's thread_info->cpu.
 */
static union thread_union df_stack[NR_CPUS]
	__attribute__((aligned(THREAD_SIZE)));

static void doublefault_kill(void)
{
	do_exit(SIGSEGV);
}

/* The registers the CPU saved in its TSS at the double fault */
static void regs_from_tss(struct pt_regs *regs, const struct tss_struct *t)
{
	*regs = (struct pt_regs){
		.ebx = t->ebx, .ecx = t->ecx, .edx = t->edx, .esi = t->esi,
		.edi = t->edi, .ebp = t->ebp, .eax = t->eax, .xds = t->ds,
		.xes = t->es, .eip = t->eip, .xcs = t->cs,
		.eflags = t->eflags, .esp = t->esp, .xss = t->ss,
	};
}

/* Send the task to doublefault_kill() on the top of its own stack:
 * t is the TSS the iret switches back to. */
static void redirect_task(struct task_struct *tsk, struct tss_struct *t)
{
	unsigned long top = (unsigned long)tsk->stack + THREAD_SIZE;

	/* the overflow went through thread_info first: rebuild it */
	tsk->thread_info->task = tsk;
	tsk->thread_info->flags = 0;
	tsk->thread_info->preempt_count = 0;
	t->eip = (u32)doublefault_kill;
	t->esp = top - 4 * sizeof(long);
	t->ebp = 0;
	t->eflags = EFLAGS_RESERVED;	/* interrupts off */
	t->cs = __KERNEL_CS;
	t->ss = t->ds = t->es = __KERNEL_DS;
}

static void __attribute__((noreturn)) doublefault_fn(void)
{
	struct pt_regs regs;
	int cpu = smp_processor_id();	/* df_stack[cpu]'s thread_info */
	struct tss_struct *t = &init_tss[cpu];

	for (;;) {
		regs_from_tss(&regs, t);
		printk(KERN_EMERG "double fault: 0000\n");
		show_registers(&regs, cpu_curr[cpu], t->esp);
		/* as die() does: panic_on_oops covers this oops too */
		if (panic_on_oops)
			panic("Fatal exception");
		if (!cpu_curr[cpu]->pid)
			panic("Attempted to kill the idle task!");
		redirect_task(cpu_curr[cpu], t);
		/* back to init_tss; the next double fault resumes here */
		asm volatile("iret" ::: "memory");
	}
}

/*
 * This CPU's double-fault task, in its GDT: from trap_init() on CPU 0,
 * from cpu_init() on the others (arch/i386/kernel/smpboot.c), on the
 * CPU's idle task, before it can fault.
 */
void __init doublefault_init(int cpu)
{
	struct tss_struct *t = &doublefault_tss[cpu];
	union thread_union *stack = &df_stack[cpu];

	stack->thread_info.task = current;	/* the CPU's idle task */
	stack->thread_info.cpu = cpu;
	t->esp = (u32)&stack->stack[THREAD_SIZE / sizeof(long)];
	t->ss = __KERNEL_DS;
	t->ds = t->es = __KERNEL_DS;
	t->cs = __KERNEL_CS;
	t->eip = (u32)doublefault_fn;
	t->eflags = EFLAGS_RESERVED;
	t->cr3 = read_cr3();
	t->io_bitmap_base = sizeof(*t);
	set_tss_desc(GDT_ENTRY_DOUBLEFAULT_TSS, t);
}
