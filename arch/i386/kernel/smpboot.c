// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/smpboot.c - starting the other CPUs.
 *
 * The boot CPU (the one the boot loader ran) finds the others in the
 * ACPI MADT (arch/i386/kernel/acpi/boot.c) and wakes each with the
 * "universal startup algorithm" of the MultiProcessor Specification 1.4
 * (B.4) and Intel SDM vol. 3, 8.4.4: an INIT IPI, 10 ms, then two
 * STARTUP IPIs whose vector is the page of arch/i386/kernel/
 * trampoline.S.  Before that it makes what the new CPU needs: an idle
 * task (pid 0, "swapper", as the boot CPU's; its stack is the CPU's
 * first), a GDT of its own (the TLS entries and the busy TSS differ per
 * CPU), a TSS of its own (init_tss[cpu], arch/i386/kernel/traps.c), and
 * for the moment an identity mapping of the first 4 MiB, which
 * head.S's startup_32_smp runs in while it turns paging on.
 *
 * The new CPU runs start_secondary(): its descriptor tables, its FPU,
 * its local APIC and timer, then says it is alive (cpu_callin_map),
 * takes the big kernel lock (lib/kernel_lock.c) and becomes its idle
 * loop.  One CPU that does not answer within a second is reported and
 * left out; the boot goes on.
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/delay.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/smp.h"
#include "linux/smp_lock.h"
#include "linux/vmalloc.h"
#include "asm/apic.h"
#include "asm/desc.h"
#include "asm/io_apic.h"
#include "asm/segment.h"
#include "asm/system.h"
#include "asm/tlbflush.h"

/* A free page below 1 MiB (the page allocator never hands those out,
 * LOW_RESERVED): the STARTUP IPI's vector is its page number */
#define TRAMPOLINE_PHYS	0x6000UL
#define CALLIN_TIMEOUT_MS 1000
#define PDE_KERNEL	(PAGE_OFFSET >> PGDIR_SHIFT)

extern char trampoline_data[], trampoline_end[];
extern u32 swapper_pg_dir[];
unsigned int smp_max_cpus(void);	/* kernel/smp.c */

unsigned long smp_boot_esp;		/* head.S: the new CPU's stack */
static volatile unsigned long cpu_callin_map;

/* The boot CPU's idle task copied for cpu: pid 0, its own stack */
static struct task_struct *__init fork_idle(int cpu)
{
	struct task_struct *idle = kmalloc(sizeof(*idle), GFP_KERNEL);
	void *stack = vmalloc_aligned(THREAD_SIZE, THREAD_SIZE);

	if (!idle || !stack) {
		vfree(stack);
		kfree(idle);
		return NULL;
	}
	*idle = init_task;
	INIT_LIST_HEAD(&idle->tasks);
	INIT_LIST_HEAD(&idle->run_list);
	spin_lock_init(&idle->pi_lock);
	spin_lock_init(&idle->alloc_lock);
	INIT_LIST_HEAD(&idle->children);
	INIT_LIST_HEAD(&idle->sibling);
	INIT_LIST_HEAD(&idle->thread_node);
	idle->stack = stack;
	idle->thread_info = stack;
	memset(idle->thread_info, 0, sizeof(*idle->thread_info));
	idle->thread_info->task = idle;
	idle->thread_info->cpu = cpu;
	idle->group_leader = idle;
	return idle;
}

/* The boot CPU's GDT, copied; NULL if out of memory */
static u64 *__init alloc_gdt(void)
{
	u64 *gdt = kmalloc(GDT_ENTRIES * sizeof(u64), GFP_KERNEL);

	if (gdt)
		memcpy(gdt, gdt_table, GDT_ENTRIES * sizeof(u64));
	return gdt;
}

/* INIT, then STARTUP twice (MP spec B.4); true once the CPU called in */
static bool __init wakeup_secondary_cpu(int apicid, int cpu)
{
	int i;

	apic_send_ipi(apicid, APIC_INT_LEVELTRIG | APIC_INT_ASSERT |
		      APIC_DM_INIT);
	mdelay(10);
	apic_send_ipi(apicid, APIC_INT_LEVELTRIG | APIC_DM_INIT);
	for (i = 0; i < 2; i++) {
		apic_send_ipi(apicid, APIC_DM_STARTUP |
			      (u32)(TRAMPOLINE_PHYS >> PAGE_SHIFT));
		udelay(300);
	}
	for (i = 0; i < CALLIN_TIMEOUT_MS; i++) {
		if (cpu_callin_map & (1UL << cpu))
			return true;
		mdelay(1);
	}
	return false;
}

static void __init do_boot_cpu(int apicid, int cpu)
{
	struct task_struct *idle = fork_idle(cpu);
	u64 *gdt = alloc_gdt();

	if (!idle || !gdt) {
		printk(KERN_ERR "smpboot: out of memory for CPU %d\n", cpu);
		goto fail;
	}
	x86_cpu_to_apicid[cpu] = apicid;
	cpu_gdt_table[cpu] = gdt;
	idle_tasks[cpu] = cpu_curr[cpu] = idle;
	smp_boot_esp = (unsigned long)idle->stack + THREAD_SIZE;
	printk(KERN_INFO "smpboot: Booting Node 0 Processor %d APIC 0x%x\n",
	       cpu, apicid);
	if (wakeup_secondary_cpu(apicid, cpu)) {
		cpu_possible_map |= 1UL << cpu;
		return;
	}
	printk(KERN_ERR "smpboot: do_boot_cpu failed(-1) to wakeup CPU#%d\n",
	       cpu);
	/* it may wake later and run on this memory: leave it allocated */
	return;
fail:
	kfree(gdt);
	if (idle)
		vfree(idle->stack);
	kfree(idle);
}

/*
 * CPUs 1 and up, from head.S's startup_32_smp, on their idle task's
 * stack with interrupts off.
 */
void __init start_secondary(void)
{
	int cpu = smp_processor_id();

	cpu_init(cpu);			/* GDT, TSS, IDT, FPU: traps.c */
	setup_local_APIC(false);
	setup_APIC_timer();
	set_bit(cpu, &cpu_callin_map);
	lock_kernel();
	/* the boot CPU removed the identity mapping before it let go of
	 * the lock: drop it from this CPU's TLB too */
	write_cr3(read_cr3());
	set_bit(cpu, &cpu_online_map);
	cpu_idle();
}

/*
 * The CPUs that called in come online as they get the big kernel lock
 * (start_secondary()), which this CPU holds: let go of it until each
 * has, as Linux's boot CPU waits for each to be cpu_online().  Counting them
 * any earlier told a boot line that /proc/cpuinfo, read a moment
 * later, could contradict.
 */
static void __init wait_for_online(void)
{
	int i;

	unlock_kernel();
	for (i = 0; i < CALLIN_TIMEOUT_MS; i++) {
		if ((cpu_online_map | cpu_callin_map) == cpu_online_map)
			break;
		mdelay(1);
	}
	lock_kernel();
}

/*
 * From kernel_init(), interrupts on, before the initcalls (as Linux's
 * smp_init()): start the CPUs the MADT listed, up to maxcpus=, then
 * route the devices' interrupts through the I/O APIC (io_apic.c).  With
 * one CPU (or nosmp, maxcpus=1, no MADT) the APIC stays unused and the
 * kernel runs as the uniprocessor it was, on the 8259 alone.
 */
void __init smp_init(void)
{
	unsigned int max = smp_max_cpus();
	int i, cpu = 1;

	if (!smp_found_config || nr_apic_cpus < 2 || max < 2) {
		printk(KERN_INFO "smp: Brought up 1 node, 1 CPU\n");
		return;
	}
	lapic_map();
	apic_in_use = true;
	setup_local_APIC(true);
	x86_cpu_to_apicid[0] = hard_smp_processor_id();
	calibrate_APIC_clock();
	memcpy(__va(TRAMPOLINE_PHYS), trampoline_data,
	       trampoline_end - trampoline_data);
	swapper_pg_dir[0] = swapper_pg_dir[PDE_KERNEL];
	printk(KERN_INFO "smp: Bringing up secondary CPUs ...\n");
	for (i = 0; i < nr_apic_cpus && (unsigned int)cpu < max; i++)
		if (madt_apicids[i] != x86_cpu_to_apicid[0])
			do_boot_cpu(madt_apicids[i], cpu++);
	swapper_pg_dir[0] = 0;
	write_cr3(read_cr3());
	wait_for_online();
	printk(KERN_INFO "smp: Brought up 1 node, %u CPUs\n",
	       num_online_cpus());
	setup_IO_APIC();	/* the devices' interrupts to every CPU */
}
