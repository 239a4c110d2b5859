// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/oops.c - the oops: what the kernel prints when it faults.
 *
 * The format is Linux 2.5.38's, as in Ingo Molnar's kksymoops sample:
 *
 *	------------[ cut here ]------------	(BUG() only)
 *	kernel BUG at time.c:100!		(BUG() only)
 *	invalid operand: 0000			die(): trap name, error code
 *	Modules linked in: hello		print_modules(), if any
 *	CPU:    0
 *	EIP:    0060:[<c011bc64>]    Not tainted
 *	EFLAGS: 00010246
 *	EIP is at sys_gettimeofday [kernel] 0x84
 *	eax: ...   ebx: ...   ecx: ...   edx: ...
 *	esi: ...   edi: ...   ebp: ...   esp: ...
 *	ds: 0068   es: 0068   ss: 0068
 *	Process NAME (pid: N, threadinfo=... task=...)
 *	Stack: 24 words from esp, 8 a line
 *	Call Trace: [<addr>] func [module] 0xoff, one a line
 *	Code: the 20 bytes at EIP
 *
 * docs/oops.md reads one line by line.
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/interrupt.h"
#include "linux/kallsyms.h"
#include "linux/module.h"
#include "linux/oops.h"
#include "linux/mm.h"
#include "asm/bug.h"
#include "asm/ptrace.h"
#include "asm/segment.h"
#include "asm/system.h"

#define STACK_WORDS	24	/* kstack_depth_to_print in 2.5 */
#define STACK_PER_LINE	8
#define CODE_BYTES	20

extern char ret_from_intr[];	/* kernel/entry.S */

unsigned long tainted;
int panic_on_oops;
bool oops_trace_scan;
static int die_nesting;

void add_taint(unsigned long flag)
{
	tainted |= flag;
}

/* "Not tainted", or "Tainted: " and one letter per reason, as 2.5. */
const char *print_tainted(void)
{
	static char buf[20];

	if (!tainted)
		return "Not tainted";
	snprintf(buf, sizeof(buf), "Tainted: %c%c%c",
		 tainted & TAINT_PROPRIETARY_MODULE ? 'P' : 'G',
		 tainted & TAINT_FORCED_MODULE ? 'F' : ' ',
		 tainted & TAINT_FORCED_RMMOD ? 'R' : ' ');
	return buf;
}

/* A BUG(): ud2, then the line (u16) and the file name's address (u32). */
bool report_bug(struct pt_regs *regs)
{
	unsigned long eip = (unsigned long)regs->eip;
	const char *file;
	u16 line;

	if (!kernel_addr_mapped(eip, 8) || *(u16 *)eip != BUG_UD2)
		return false;
	line = *(u16 *)(eip + 2);
	file = *(const char **)(eip + 4);
	if (!kernel_addr_mapped((unsigned long)file, 1))
		file = "(bad filename)";
	printk(KERN_EMERG "------------[ cut here ]------------\n");
	printk(KERN_EMERG "kernel BUG at %s:%u!\n", file, line);
	return true;
}

static bool on_stack(struct task_struct *tsk, unsigned long addr,
		     unsigned long len)
{
	unsigned long base = (unsigned long)tsk->stack;

	return addr >= base + sizeof(struct thread_info) &&
	       addr + len <= base + THREAD_SIZE && addr + len > addr;
}

static void print_trace_entry(unsigned long addr, bool *first)
{
	printk("%s[<%08lx>] ", *first ? " " : "", addr);
	*first = false;
	print_symbol("%s\n", addr);
}

/*
 * gcc sets up no frame in a function that needs no stack at all (a small
 * leaf such as oops_null()): when it faults, ebp is still its caller's
 * and the caller's return address is the word at esp.  Such a function
 * does not start with the prologue "push %ebp; mov %esp,%ebp" (55 89 e5).
 * Only with kallsyms is the function's start known.
 */
#define PROLOGUE_LEN	3

static bool eip_in_frameless_code(unsigned long eip)
{
	static const u8 prologue[PROLOGUE_LEN] = { 0x55, 0x89, 0xe5 };
	char name[KSYM_NAME_LEN];
	unsigned long size, offset;
	const char *modname;
	const u8 *start;

	if (!kallsyms_available() ||
	    !kallsyms_lookup(eip, &size, &offset, &modname, name))
		return false;
	start = (const u8 *)(eip - offset);
	if (!kernel_addr_mapped((unsigned long)start, PROLOGUE_LEN))
		return false;
	if (!memcmp(start, prologue, PROLOGUE_LEN))
		return offset == 0;	/* at its first byte: no push yet */
	return true;
}

/* The caller of the code at eip, if that code set up no frame. */
static void trace_frameless_caller(struct task_struct *tsk, unsigned long eip,
				   unsigned long esp, bool *first)
{
	if (eip_in_frameless_code(eip) && on_stack(tsk, esp, sizeof(long)) &&
	    kernel_text_address(*(unsigned long *)esp))
		print_trace_entry(*(unsigned long *)esp, first);
}

/*
 * A return into ret_from_intr (kernel/entry.S) means the frame is
 * do_interrupt(regs, vector)'s and what lies above was interrupted: the
 * interrupted instruction is in regs, not in any frame, so print it.
 */
static void trace_interrupted(struct task_struct *tsk, unsigned long ebp,
			      bool *first)
{
	struct pt_regs *regs = ((struct pt_regs **)ebp)[2];

	if (!on_stack(tsk, (unsigned long)regs, offsetof(struct pt_regs, esp)) ||
	    !kernel_text_address(regs->eip))
		return;
	print_trace_entry(regs->eip, first);
	trace_frameless_caller(tsk, regs->eip, (unsigned long)&regs->esp,
			       first);
}

/*
 * The frame-pointer walk: each frame is [saved ebp][return address], and
 * saved ebp points to the caller's frame, higher on the stack.  Every
 * frame is checked to lie inside tsk's stack before it is read, and must
 * lie above the last one, so a corrupted chain ends the walk instead of
 * faulting or looping.
 */
static void trace_frames(struct task_struct *tsk, unsigned long ebp,
			 bool *first)
{
	unsigned long prev = 0;

	while (ebp > prev && on_stack(tsk, ebp, 3 * sizeof(long))) {
		unsigned long ret = ((unsigned long *)ebp)[1];

		if (kernel_text_address(ret))
			print_trace_entry(ret, first);
		if (ret == (unsigned long)ret_from_intr)
			trace_interrupted(tsk, ebp, first);
		prev = ebp;
		ebp = ((unsigned long *)ebp)[0];
	}
}

/* 2.5's way: every word on the stack that looks like a text address,
 * stale return addresses of finished calls included. */
static void trace_scan(struct task_struct *tsk, unsigned long esp,
		       bool *first)
{
	unsigned long *p = (unsigned long *)esp;

	for (; on_stack(tsk, (unsigned long)p, sizeof(*p)); p++)
		if (kernel_text_address(*p))
			print_trace_entry(*p, first);
}

static void show_trace_from(struct task_struct *tsk, unsigned long eip,
			    unsigned long esp, unsigned long ebp)
{
	bool first = true;

	printk("Call Trace:");
	if (oops_trace_scan) {
		trace_scan(tsk, esp, &first);
	} else {
		trace_frameless_caller(tsk, eip, esp, &first);
		trace_frames(tsk, ebp, &first);
	}
	if (first)
		printk("\n");
}

static void show_stack_words(struct task_struct *tsk, unsigned long esp)
{
	unsigned long *p = (unsigned long *)esp;
	int i;

	printk("Stack:");
	for (i = 0; i < STACK_WORDS; i++, p++) {
		if (!on_stack(tsk, (unsigned long)p, sizeof(*p)))
			break;
		if (i && !(i % STACK_PER_LINE))
			printk("\n      ");
		printk(" %08lx", *p);
	}
	printk("\n");
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
}

void show_registers(struct pt_regs *regs, struct task_struct *tsk,
		    unsigned long esp)
{
	print_modules();
	printk("CPU:    0\nEIP:    %04x:[<%08lx>]    %s\nEFLAGS: %08lx\n",
	       regs->xcs & 0xffff, regs->eip, print_tainted(), regs->eflags);
	print_symbol("EIP is at %s\n", regs->eip);
	printk("eax: %08lx   ebx: %08lx   ecx: %08lx   edx: %08lx\n",
	       regs->eax, regs->ebx, regs->ecx, regs->edx);
	printk("esi: %08lx   edi: %08lx   ebp: %08lx   esp: %08lx\n",
	       regs->esi, regs->edi, regs->ebp, esp);
	printk("ds: %04x   es: %04x   ss: %04x\n", regs->xds & 0xffff,
	       regs->xes & 0xffff, __KERNEL_DS);
	printk("Process %s (pid: %d, threadinfo=%p task=%p)\n", tsk->comm,
	       tsk->pid, tsk->thread_info, tsk);
	show_stack_words(tsk, esp);
	show_trace_from(tsk, regs->eip, esp, regs->ebp);
	show_code(regs->eip);
}

/*
 * Print the oops, then kill the task.  A fault while printing an oops
 * must not print another forever: the second one only panics.
 */
void die(const char *str, struct pt_regs *regs, long err)
{
	local_irq_disable();
	if (die_nesting++)
		panic("Fatal exception while printing an oops");
	printk(KERN_EMERG "%s: %04lx\n", str, err & 0xffff);
	/* a trap in kernel mode pushed no esp/ss: the old stack pointer
	 * is where they would have been (Intel SDM vol. 3, 6.12.1) */
	show_registers(regs, current, (unsigned long)&regs->esp);
	die_nesting--;
	if (panic_on_oops)
		panic("Fatal exception");
	do_exit(SIGSEGV);
}
