// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/doublefault.c - surviving a kernel stack overflow.
 *
 * When a task runs off the bottom of its stack it touches the unmapped
 * guard page below it (mm/vmalloc.c).  The CPU cannot push the page-fault
 * frame on that same stack, so it raises a double fault instead.  Vector
 * 8 is a task gate (Intel SDM vol. 3, 6.11.1 and 7.3): the CPU saves the
 * broken context into init_tss and switches to doublefault_tss, which
 * has its own stack.  From there we print the oops as usual, then make
 * the dead task resume at doublefault_kill() on the intact top of its
 * stack, and return there with iret (NT set: a task switch back).
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

struct tss_struct doublefault_tss;
/*
 * The handler's stack is a kernel stack like any other: THREAD_SIZE
 * bytes aligned to THREAD_SIZE, its thread_info at the base, since
 * current_thread_info() finds that by masking esp.  An array at any
 * address put the "thread_info" wherever the mask fell - 1 KiB below
 * the top in one build - and the oops written over it made
 * smp_processor_id() garbage: panic_on_oops's panic then sent its stop
 * IPI to CPU 0 itself, through a local APIC a 1-CPU boot never maps,
 * and hung (test_oops; a bigger array only moved the spot).  The
 * handler runs on CPU 0 alone (regs_from_tss()): cpu stays 0.
 */
static union thread_union df_stack __attribute__((aligned(THREAD_SIZE)));

static void doublefault_kill(void)
{
	do_exit(SIGSEGV);
}

/* The registers the CPU saved in its TSS at the double fault: the
 * double-fault task is set up for CPU 0 only (docs/smp.md). */
static void regs_from_tss(struct pt_regs *regs, const struct tss_struct *t)
{
	*regs = (struct pt_regs){
		.ebx = t->ebx, .ecx = t->ecx, .edx = t->edx, .esi = t->esi,
		.edi = t->edi, .ebp = t->ebp, .eax = t->eax, .xds = t->ds,
		.xes = t->es, .eip = t->eip, .xcs = t->cs,
		.eflags = t->eflags, .esp = t->esp, .xss = t->ss,
	};
}

/* Send the task to doublefault_kill() on the top of its own stack. */
static void redirect_task(struct task_struct *tsk)
{
	unsigned long top = (unsigned long)tsk->stack + THREAD_SIZE;

	/* the overflow went through thread_info first: rebuild it */
	tsk->thread_info->task = tsk;
	tsk->thread_info->flags = 0;
	tsk->thread_info->preempt_count = 0;
	init_tss[0].eip = (u32)doublefault_kill;
	init_tss[0].esp = top - 4 * sizeof(long);
	init_tss[0].ebp = 0;
	init_tss[0].eflags = EFLAGS_RESERVED;	/* interrupts off */
	init_tss[0].cs = __KERNEL_CS;
	init_tss[0].ss = init_tss[0].ds = init_tss[0].es = __KERNEL_DS;
}

static void __attribute__((noreturn)) doublefault_fn(void)
{
	struct pt_regs regs;

	for (;;) {
		regs_from_tss(&regs, &init_tss[0]);
		printk(KERN_EMERG "double fault: 0000\n");
		show_registers(&regs, cpu_curr[0], init_tss[0].esp);
		/* as die() does: panic_on_oops covers this oops too */
		if (panic_on_oops)
			panic("Fatal exception");
		if (!cpu_curr[0]->pid)
			panic("Attempted to kill the idle task!");
		redirect_task(cpu_curr[0]);
		/* back to init_tss; the next double fault resumes here */
		asm volatile("iret" ::: "memory");
	}
}

void __init doublefault_init(void)
{
	df_stack.thread_info.task = &init_task;	/* CPU 0's idle task */
	doublefault_tss.esp = (u32)&df_stack.stack[THREAD_SIZE / sizeof(long)];
	doublefault_tss.ss = __KERNEL_DS;
	doublefault_tss.ds = doublefault_tss.es = __KERNEL_DS;
	doublefault_tss.cs = __KERNEL_CS;
	doublefault_tss.eip = (u32)doublefault_fn;
	doublefault_tss.eflags = EFLAGS_RESERVED;
	doublefault_tss.cr3 = read_cr3();
	doublefault_tss.io_bitmap_base = sizeof(doublefault_tss);
	set_tss_desc(GDT_ENTRY_DOUBLEFAULT_TSS, &doublefault_tss);
}
