// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/traps.c - the interrupt descriptor table and the exceptions.
 *
 * Every vector enters through arch/i386/kernel/entry.S and reaches do_interrupt()
 * with a struct pt_regs.  Hardware interrupts go to do_IRQ(); the CPU's
 * exceptions (vectors 0-31, Intel SDM vol. 3, table 6-1) go to their
 * handler, which for a fault in kernel mode means an oops: die() prints
 * what happened and kills the current task.
 *
 * The oops format is Linux 2.5.38's, as in Ingo Molnar's kksymoops sample:
 *
 *	------------[ cut here ]------------	(BUG() only, lib/bug.c)
 *	kernel BUG at time.c:100!		(BUG() only)
 *	invalid operand: 0000			die(): trap name, error code
 *	Modules linked in: hello		print_modules(), if any
 *	CPU:    0				show_registers() from here
 *	EIP:    0060:[<c011bc64>]    Not tainted
 *	EFLAGS: 00010246
 *	EIP is at sys_gettimeofday [kernel] 0x84
 *	eax: ...   ebx: ...   ecx: ...   edx: ...
 *	esi: ...   edi: ...   ebp: ...   esp: ...
 *	ds: 0068   es: 0068   ss: 0068
 *	Process NAME (pid: N, threadinfo=... task=...)
 *	Stack: 24 words from esp, 8 a line	show_stack()
 *	Call Trace: [<addr>] func [module] 0xoff, one a line   show_trace()
 *	Code: the 20 bytes at EIP
 *
 * The boot option oops_lineinfo=1 (kernel/lineinfo.c) adds the source
 * line to "EIP is at" and each trace entry, " (kernel/time.c:120)", and
 * after Code: the instruction at EIP, "Code decoded: ud2".
 *
 * show_stack() and show_trace() are arch/i386/kernel/dumpstack.c;
 * docs/oops.md reads an oops line by line.
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/interrupt.h"
#include "linux/mm.h"
#include "linux/i386_insn.h"
#include "linux/kallsyms.h"
#include "linux/module.h"
#include "linux/nmi.h"
#include "linux/oops.h"
#include "linux/init.h"
#include "linux/smp_lock.h"
#include "asm/cmpxchg.h"
#include "asm/apic.h"
#include "asm/debugreg.h"
#include "asm/desc.h"
#include "asm/ptrace.h"
#include "asm/segment.h"
#include "asm/system.h"
#include "asm/uaccess.h"
#include "linux/kprobes.h"

#define NR_EXCEPTIONS	32
#define IDT_ENTRIES	256

/* Gate descriptor types, Intel SDM vol. 3, 6.11: present, DPL 0 */
#define GATE_INTERRUPT	0x8e	/* 32-bit interrupt gate: clears IF */
#define GATE_USER_INTR	0xee	/* the same, DPL 3: ring 3's int3 and into
				   may raise it (SDM vol. 3, 6.12.1.1);
				   from any other vector, `int $n` in ring
				   3 is a general-protection fault */
#define GATE_TASK	0x85	/* task gate: switches to a TSS */
#define GATE_SYSCALL	0xef	/* 32-bit trap gate, DPL 3: IF stays, and
				   ring 3 may use it with int $0x80 */
#define SYSCALL_VECTOR	0x80
/* TSS descriptor access byte, SDM vol. 3, 7.2.2: present, available */
#define DESC_TSS	0x89

#define VECTOR_DEBUG		1
#define VECTOR_NMI		2
#define VECTOR_BREAKPOINT	3
#define VECTOR_OVERFLOW		4
#define VECTOR_DOUBLE_FAULT	8
#define VECTOR_SEGMENT_NOT_PRESENT 11
#define VECTOR_GP		13
#define VECTOR_PAGE_FAULT	14
/* reserved, no CPU raises it (SDM vol. 3, table 6-1): entry.S's fixup
 * for a faulting iret to ring 3 replays the fault as this vector */
#define VECTOR_IRET_ERROR	31

struct idt_gate {
	u16 offset_low, selector;
	u8 zero, type;
	u16 offset_high;
} __attribute__((packed));

static struct idt_gate idt_table[IDT_ENTRIES] __attribute__((aligned(8)));
/* One TSS and one GDT per CPU: each CPU's TSS holds the stack it enters
 * the kernel on, and a TSS descriptor is marked busy once loaded (SDM
 * vol. 3, 7.2.2), so no two CPUs can share one.  The IDT is shared. */
struct tss_struct init_tss[NR_CPUS];
u64 *cpu_gdt_table[NR_CPUS] = { gdt_table };

extern char trap_0[], trap_1[], trap_2[], trap_3[], trap_4[], trap_5[],
	trap_6[], trap_7[], trap_8[], trap_9[], trap_10[], trap_11[],
	trap_12[], trap_13[], trap_14[], trap_15[], trap_16[], trap_17[],
	trap_18[], trap_19[], trap_20[], trap_21[], trap_22[], trap_23[],
	trap_24[], trap_25[], trap_26[], trap_27[], trap_28[], trap_29[],
	trap_30[], trap_31[];
extern char irq_0[], irq_1[], irq_2[], irq_3[], irq_4[], irq_5[], irq_6[],
	irq_7[], irq_8[], irq_9[], irq_10[], irq_11[], irq_12[], irq_13[],
	irq_14[], irq_15[];

static void *const trap_stubs[NR_EXCEPTIONS] = {
	trap_0, trap_1, trap_2, trap_3, trap_4, trap_5, trap_6, trap_7,
	trap_8, trap_9, trap_10, trap_11, trap_12, trap_13, trap_14, trap_15,
	trap_16, trap_17, trap_18, trap_19, trap_20, trap_21, trap_22, trap_23,
	trap_24, trap_25, trap_26, trap_27, trap_28, trap_29, trap_30, trap_31,
};

static void *const irq_stubs[NR_IRQS] = {
	irq_0, irq_1, irq_2, irq_3, irq_4, irq_5, irq_6, irq_7,
	irq_8, irq_9, irq_10, irq_11, irq_12, irq_13, irq_14, irq_15,
};

/* The local APIC's own interrupts (include/asm/apic.h), entry.S's stubs */
extern char apic_timer_interrupt[], call_function_interrupt[],
	reschedule_interrupt[], invalidate_interrupt[], error_interrupt[],
	spurious_interrupt[];
static const u8 apic_vectors[] = {
	LOCAL_TIMER_VECTOR, CALL_FUNCTION_VECTOR, RESCHEDULE_VECTOR,
	INVALIDATE_TLB_VECTOR, ERROR_APIC_VECTOR, SPURIOUS_APIC_VECTOR,
};
static void *const apic_stubs[] = {
	apic_timer_interrupt, call_function_interrupt, reschedule_interrupt,
	invalidate_interrupt, error_interrupt, spurious_interrupt,
};

/* The names Linux 2.5 prints for each exception ("divide error: 0000"). */
static const char *const trap_names[NR_EXCEPTIONS] = {
	[0] = "divide error",
	[1] = "debug",
	[2] = "nmi",
	[3] = "int3",
	[4] = "overflow",
	[5] = "bounds",
	[6] = "invalid operand",
	[7] = "device not available",
	[8] = "double fault",
	[9] = "coprocessor segment overrun",
	[10] = "invalid TSS",
	[11] = "segment not present",
	[12] = "stack segment",
	[13] = "general protection fault",
	[14] = "page fault",
	[15] = "spurious interrupt bug",
	[16] = "coprocessor error",
	[17] = "alignment check",
	[18] = "machine check",
	[19] = "simd floating point",
	[VECTOR_IRET_ERROR] = "iret exception",
};

static void set_gate(unsigned int n, u8 type, u16 selector, void *addr)
{
	unsigned long a = (unsigned long)addr;

	idt_table[n].offset_low = a & 0xffff;
	idt_table[n].offset_high = a >> 16;
	idt_table[n].selector = selector;
	idt_table[n].zero = 0;
	idt_table[n].type = type;
}

/* Fill this CPU's GDT entry `entry` with a system descriptor of access
 * byte type (a TSS, an LDT: SDM vol. 3, 3.5) for [base, base + limit] */
void set_system_desc(unsigned int entry, unsigned long base,
		     unsigned long limit, u8 type)
{
	cpu_gdt_table[smp_processor_id()][entry] =
		(limit & 0xffff) | (u64)(base & 0xffffff) << 16 |
		(u64)type << 40 | (u64)((limit >> 16) & 0xf) << 48 |
		(u64)(base >> 24) << 56;
}

/* Fill this CPU's GDT entry `entry` with a descriptor for the TSS at `tss`. */
void set_tss_desc(unsigned int entry, struct tss_struct *tss)
{
	set_system_desc(entry, (unsigned long)tss, sizeof(*tss) - 1, DESC_TSS);
}

#define CODE_BYTES	20

int panic_on_oops;
static int die_nesting;
/* The CPU printing an oops: a second CPU oopsing at the same time waits
 * for the first to finish, so that their lines do not interleave (the
 * big kernel lock does not cover the IPI handlers). */
static volatile int die_owner = -1;

static void die_lock(void)
{
	int cpu = smp_processor_id();

	if (die_owner == cpu)
		return;		/* an oops inside the oops: die_nesting */
	while (cmpxchg(&die_owner, -1, cpu) != -1)
		cpu_relax();
}

/*
 * With oops_lineinfo=1, the instruction the Code: bytes start with, as
 * objdump -d would write it (lib/i386_insn.c): "(bad)" when the decoder
 * does not know it.
 */
static void show_insn(unsigned long eip)
{
	char text[I386_INSN_TEXT];

	if (!oops_lineinfo)
		return;
	i386_insn_decode((const u8 *)eip, CODE_BYTES, eip, text);
	printk("Code decoded: %s\n", text);
}

static void show_code(unsigned long eip)
{
	int i;

	if (!kernel_addr_mapped(eip, CODE_BYTES)) {
		printk("Code: Bad EIP value.\n");
		return;
	}
	printk("Code:");
	for (i = 0; i < CODE_BYTES; i++)
		printk(" %02x", ((u8 *)eip)[i]);
	printk("\n");
	show_insn(eip);
}

void show_registers(struct pt_regs *regs, struct task_struct *tsk,
		    unsigned long esp)
{
	print_modules();
	printk("CPU:    %d\nEIP:    %04x:[<%08lx>]    %s\nEFLAGS: %08lx\n",
	       tsk->thread_info->cpu, regs->xcs & 0xffff, regs->eip,
	       print_tainted(), regs->eflags);
	print_oops_symbol("EIP is at %s\n", regs->eip, regs->eip);
	printk("eax: %08lx   ebx: %08lx   ecx: %08lx   edx: %08lx\n",
	       regs->eax, regs->ebx, regs->ecx, regs->edx);
	printk("esi: %08lx   edi: %08lx   ebp: %08lx   esp: %08lx\n",
	       regs->esi, regs->edi, regs->ebp, esp);
	printk("ds: %04x   es: %04x   ss: %04x\n", regs->xds & 0xffff,
	       regs->xes & 0xffff,
	       user_mode(regs) ? regs->xss & 0xffff : __KERNEL_DS);
	printk("Process %s (pid: %d, threadinfo=%p task=%p)\n", tsk->comm,
	       tsk->pid, tsk->thread_info, tsk);
	show_stack(tsk, esp);
	show_trace(tsk, regs->eip, esp, regs->ebp);
	show_code(regs->eip);
}

/*
 * Print the oops, then kill the task.  A fault while printing an oops
 * must not print another forever: the second one only panics.
 */
void die(const char *str, struct pt_regs *regs, long err)
{
	/* this CPU's interrupts: none comes in while it prints; the other
	 * CPUs are kept out by die_lock() */
	local_irq_disable();
	die_lock();
	if (die_nesting++)
		panic("Fatal exception while printing an oops");
	printk(KERN_EMERG "%s: %04lx\n", str, err & 0xffff);
	/* a trap in kernel mode pushed no esp/ss: the old stack pointer
	 * is where they would have been (Intel SDM vol. 3, 6.12.1) */
	show_registers(regs, current, (unsigned long)&regs->esp);
	die_nesting--;
	xchg(&die_owner, -1);	/* after every line: a locked store */
	if (panic_on_oops)
		panic("Fatal exception");
	do_exit(SIGSEGV);
}

/*
 * A fault in ring 3 raises its signal (SIGFPE, SIGILL, SIGTRAP or
 * SIGSEGV); with no handler to take it, the process is killed and
 * reported in later Linux's words.
 */
static void user_trap(struct pt_regs *regs, unsigned int vector)
{
	const char *name = trap_names[vector];
	int sig = SIGSEGV;

	if (vector == 0 || vector == 16 || vector == 19) {
		sig = SIGFPE;
	} else if (vector == 6) {
		sig = SIGILL;
		name = "invalid opcode";	/* later Linux's word for it */
	} else if (vector == VECTOR_IRET_ERROR) {
		sig = SIGILL;
	} else if (vector == 1 || vector == 3) {
		sig = SIGTRAP;
	}
	current->thread.trap_nr = vector;
	current->thread.error_code = regs->orig_eax;
	if (user_fault_signal(sig))
		return;
	printk(KERN_INFO "traps: %s[%d] %s%s ip:%lx sp:%lx error:%lx\n",
	       current->comm, current->pid, vector == 13 ? "" : "trap ",
	       name ? name : "unknown exception", regs->eip, regs->esp,
	       regs->orig_eax);
	local_irq_enable();
	do_exit(sig);
}

/*
 * A debug exception (Intel SDM vol. 3, 17.2.3): DR6 says what hit, and
 * is cleared, for the CPU never clears it.  In ring 3 a single step or
 * a tracer's breakpoint (arch/i386/kernel/ptrace.c): SIGTRAP, what hit
 * kept for PTRACE_PEEKUSER, and RF set so that an instruction breakpoint
 * does not hit again at once when the tracer resumes the task.  In ring
 * 0 only a user breakpoint can hit: a data breakpoint on user memory the
 * kernel touched, or one a `mov ss` held back until the first
 * instruction of the next exception's handler (CVE-2018-8897, LTP's
 * ptrace09): ignored, the kernel's TF cleared should it be set.
 */
static void do_debug(struct pt_regs *regs)
{
	unsigned long dr6;

	get_debugreg(dr6, 6);
	set_debugreg(0UL, 6);
	if (!user_mode(regs)) {
		regs->eflags &= ~X86_EFLAGS_TF;
		return;
	}
	current->thread.debugreg[6] = dr6 & (DR_TRAP_BITS | DR_STEP);
	if (dr6 & DR_TRAP_BITS)
		regs->eflags |= X86_EFLAGS_RF;
	user_trap(regs, VECTOR_DEBUG);
}

static void handle_exception(struct pt_regs *regs, unsigned int vector)
{
	const char *name = trap_names[vector];

	if (vector == VECTOR_DEBUG) {
		do_debug(regs);
		return;
	}
	if (vector != VECTOR_PAGE_FAULT && user_mode(regs)) {
		user_trap(regs, vector);
		return;
	}
	if (vector == VECTOR_PAGE_FAULT) {
		do_page_fault(regs, regs->orig_eax);
		return;
	}
	/* a segment load the kernel does for the user, of a selector the
	 * user chose (restore_all, switch_to_arch()): the fixup loads 0 */
	if ((vector >= VECTOR_SEGMENT_NOT_PRESENT && vector <= VECTOR_GP) &&
	    fixup_exception(regs))
		return;
	if (vector == 6 && report_bug(regs))
		name = "invalid operand";
	die(name ? name : "unknown exception", regs, regs->orig_eax);
}

extern char system_call[];	/* arch/i386/kernel/entry.S */
void smp_call_function_interrupt(void);	/* arch/i386/kernel/smp.c */
void smp_reschedule_interrupt(void);

/* The local APIC's vectors: IPIs and this CPU's timer, without the lock
 * but for what the timer gets with trylock_kernel() */
static void do_apic_interrupt(struct pt_regs *regs, unsigned int vector)
{
	switch (vector) {
	case LOCAL_TIMER_VECTOR:
		smp_apic_timer_interrupt(regs);
		break;
	case RESCHEDULE_VECTOR:
		smp_reschedule_interrupt();
		break;
	case ERROR_APIC_VECTOR:
		apic_write(APIC_ESR, 0);
		printk(KERN_ERR "APIC error on CPU%d: %02x\n",
		       smp_processor_id(), apic_read(APIC_ESR));
		ack_APIC_irq();
		break;
	default:
		printk(KERN_ERR "unexpected interrupt vector %u\n", vector);
	}
}

/*
 * The big kernel lock for an exception; true if taken now.  One that
 * came with interrupts on (from user mode, from most kernel code) waits
 * for it with them on again, as Linux's fault handlers turn them back
 * on: this CPU's tick must go on while another CPU holds the lock in a
 * busy wait for jiffies.  CR2 is kept across the wait: a page fault in
 * a nested handler would change it.
 */
static bool exception_lock_kernel(const struct pt_regs *regs)
{
	unsigned long cr2;
	bool took;

	if (!(regs->eflags & X86_EFLAGS_IF))
		return lock_kernel();
	cr2 = read_cr2();
	local_irq_enable();
	took = lock_kernel();
	local_irq_disable();
	write_cr2(cr2);
	return took;
}

/*
 * Every way into the kernel but the system call comes here, and takes
 * the big kernel lock (lib/kernel_lock.c) unless this CPU holds it.  A
 * CPU interrupted in user mode keeps it until exit_to_user_mode(); one
 * interrupted in its idle loop, without it, gives it back here.  Only
 * the TLB and function-call IPIs run without it: the CPU that sent them
 * holds it while it waits for them; the NMI, which another CPU sends
 * holding it (arch/i386/kernel/nmi.c); the reschedule IPI and the APIC
 * error, which only set a flag and print.  A line's handler takes it
 * in do_IRQ() (arch/i386/kernel/irq.c).  The timer ticks (this CPU's
 * APIC timer, the PIT's line) only try for it: jiffies, the clocks
 * and the run queues have locks of their own, and a CPU holding the big
 * kernel lock in a busy wait for jiffies must not stop the tick that
 * moves them; what needs the lock waits for a tick that got it
 * (docs/smp.md, "The tick without the big kernel lock").
 */
/*
 * A kprobe's int3, or the #DB that ends the step of its copy
 * (arch/i386/kernel/kprobes.c).  Its handlers run as Linux's do, in
 * atomic context, and without the big kernel lock: waiting for it here
 * with interrupts off could wait for a CPU that waits for this one.
 */
static bool __kprobes kprobe_trap(struct pt_regs *regs, unsigned int vector)
{
	unsigned long dr6;

	if (user_mode(regs))
		return false;
	if (vector == VECTOR_BREAKPOINT)
		return kprobe_int3_handler(regs);
	if (vector != VECTOR_DEBUG)
		return false;
	get_debugreg(dr6, 6);
	if (!(dr6 & DR_STEP) || !kprobe_debug_handler(regs))
		return false;
	set_debugreg(0UL, 6);	/* the CPU never clears it (SDM 17.2.3) */
	return true;
}

void __kprobes do_interrupt(struct pt_regs *regs, unsigned int vector)
{
	bool took;

	if (vector == VECTOR_NMI) {
		do_nmi(regs);
		return;
	}
	if (vector == CALL_FUNCTION_VECTOR || vector == INVALIDATE_TLB_VECTOR) {
		smp_call_function_interrupt();
		return;
	}
	if (vector == SPURIOUS_APIC_VECTOR)
		return;		/* no EOI for it (SDM vol. 3, 10.9) */
	if (kprobe_trap(regs, vector))
		return;
	if (vector >= FIRST_EXTERNAL_VECTOR &&
	    vector < FIRST_EXTERNAL_VECTOR + NR_IRQS) {
		took = do_IRQ(regs, vector - FIRST_EXTERNAL_VECTOR);
	} else if (vector < NR_EXCEPTIONS) {
		took = exception_lock_kernel(regs);
		handle_exception(regs, vector);
	} else {
		took = vector == LOCAL_TIMER_VECTOR && trylock_kernel();
		do_apic_interrupt(regs, vector);
	}
	if (took && !user_mode(regs))
		unlock_kernel();
}

static void load_idt(void)
{
	struct {
		u16 limit;
		u32 base;
	} __attribute__((packed)) idt_descr = { sizeof(idt_table) - 1,
						(u32)idt_table };

	asm volatile("lidt %0" : : "m"(idt_descr));
}

/* This CPU's TSS, in its GDT and in its task register */
static void tss_init(int cpu)
{
	struct tss_struct *tss = &init_tss[cpu];

	/* A TSS must be loaded before a task gate can switch away from it:
	 * the CPU saves the interrupted state there (SDM vol. 3, 7.3). */
	tss->ss0 = __KERNEL_DS;
	/* a task switch saves registers into the old TSS but never CR3
	 * (SDM vol. 3, 7.3): returning to this TSS reloads it from here */
	tss->cr3 = read_cr3();
	tss->io_bitmap_base = sizeof(*tss);	/* no I/O bitmap */
	set_tss_desc(GDT_ENTRY_TSS, tss);
	asm volatile("ltr %w0" : : "r"(__TSS));
}

/* CPUs 1 and up (arch/i386/kernel/smpboot.c): their own GDT, TSS and
 * double-fault task (doublefault.c), the shared IDT, and the FPU set up as the boot CPU's */
void __init cpu_init(int cpu)
{
	struct {
		u16 limit;
		u32 base;
	} __attribute__((packed)) gdt_descr = { GDT_ENTRIES * 8 - 1,
						(u32)cpu_gdt_table[cpu] };

	asm volatile("lgdt %0" : : "m"(gdt_descr));
	tss_init(cpu);
	doublefault_init(cpu);
	load_idt();
	fpu_init();
}

void __init trap_init(void)
{
	unsigned int i;

	for (i = 0; i < NR_EXCEPTIONS; i++)
		set_gate(i, GATE_INTERRUPT, __KERNEL_CS, trap_stubs[i]);
	for (i = 0; i < NR_IRQS; i++)
		set_gate(FIRST_EXTERNAL_VECTOR + i, GATE_INTERRUPT,
			 __KERNEL_CS, irq_stubs[i]);
	/* Linux 2.6.30-4.14 gave ISA IRQ n vector 0x30 + n, and driver
	 * tutorials raise their shared IRQ's handler from a module with
	 * "int $0x3B" (IRQ 11); no device sends these vectors here, so the
	 * gates serve that software interrupt: do_IRQ(n) as for the line */
	for (i = 0; i < NR_IRQS; i++)
		set_gate(ISA_IRQ_VECTOR(i), GATE_INTERRUPT, __KERNEL_CS,
			 irq_stubs[i]);
	for (i = 0; i < ARRAY_SIZE(apic_vectors); i++)
		set_gate(apic_vectors[i], GATE_INTERRUPT, __KERNEL_CS,
			 apic_stubs[i]);

	tss_init(0);
	set_gate(SYSCALL_VECTOR, GATE_SYSCALL, __KERNEL_CS, system_call);
	/* int3 (a debugger's breakpoint) and into are meant for ring 3, as
	 * Linux's gates for them are: SIGTRAP and SIGSEGV, not a #GP */
	set_gate(VECTOR_BREAKPOINT, GATE_USER_INTR, __KERNEL_CS, trap_3);
	set_gate(VECTOR_OVERFLOW, GATE_USER_INTR, __KERNEL_CS, trap_4);

	fpu_init();
	doublefault_init(0);
	set_gate(VECTOR_DOUBLE_FAULT, GATE_TASK, __DOUBLEFAULT_TSS, NULL);
	load_idt();
}
