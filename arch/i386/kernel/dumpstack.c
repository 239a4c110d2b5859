// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/dumpstack.c - the stack part of an oops: the words at
 * esp ("Stack:") and the return addresses in them ("Call Trace:").
 *
 * Two ways to find the calls (boot option oops_trace=fp|scan): walk the
 * chain of saved frame pointers, which finds exactly the live calls, or
 * 2.5's way, every word on the stack that points into kernel text.
 * arch/i386/kernel/traps.c prints the rest of the oops; docs/oops.md
 * reads one line by line.
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

extern char ret_from_intr[];	/* arch/i386/kernel/entry.S */

bool oops_trace_scan;

static bool on_stack(struct task_struct *tsk, unsigned long addr,
		     unsigned long len)
{
	unsigned long base = (unsigned long)tsk->stack;

	return addr >= base + sizeof(struct thread_info) &&
	       addr + len <= base + THREAD_SIZE && addr + len > addr;
}

/*
 * "? " marks an entry the kernel cannot vouch for, as later Linux does.
 * With oops_lineinfo=1 the entry ends in the source line of line_addr:
 * for a return address, the byte before it, in the call instruction, the
 * line gdb's backtrace names too.
 */
static void print_entry(unsigned long addr, unsigned long line_addr,
			bool uncertain, bool *first)
{
	printk("%s[<%08lx>] %s", *first ? " " : "", addr,
	       uncertain ? "? " : "");
	*first = false;
	print_oops_symbol("%s\n", addr, line_addr);
}

static void print_return(unsigned long ret, bool uncertain, bool *first)
{
	print_entry(ret, ret - 1, uncertain, first);
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

	if (!kallsyms_lookup(eip, &size, &offset, &modname, name))
		return false;
	start = (const u8 *)(eip - offset);
	if (!kernel_addr_mapped((unsigned long)start, PROLOGUE_LEN))
		return false;
	if (!memcmp(start, prologue, PROLOGUE_LEN))
		return offset == 0;	/* at its first byte: no push yet */
	return true;
}

/*
 * The caller of the code at eip, if that code set up no frame.  Without
 * kallsyms (KALLSYMS=n) the kernel cannot tell, so a text address at esp
 * is printed marked "? ": the host decoder knows the function's start
 * from System.map and its first bytes from vmlinux, and applies the rule
 * above (scripts/ksymoops, frameless()).
 */
static void trace_frameless_caller(struct task_struct *tsk, unsigned long eip,
				   unsigned long esp, bool *first)
{
	unsigned long ret;

	if (!on_stack(tsk, esp, sizeof(long)))
		return;
	ret = *(unsigned long *)esp;
	if (!kernel_text_address(ret))
		return;
	if (!kallsyms_available())
		print_return(ret, true, first);
	else if (eip_in_frameless_code(eip))
		print_return(ret, false, first);
}

/*
 * A return into ret_from_intr (arch/i386/kernel/entry.S) means the frame is
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
	/* not a return address: the interrupted instruction itself */
	print_entry(regs->eip, regs->eip, false, first);
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
			print_return(ret, false, first);
		if (ret == (unsigned long)ret_from_intr)
			trace_interrupted(tsk, ebp, first);
		prev = ebp;
		ebp = ((unsigned long *)ebp)[0];
	}
}

/* 2.5's way: every word on the stack that looks like a text address,
 * stale return addresses of finished calls included. */
static void trace_scan(struct task_struct *tsk, unsigned long esp,
		       bool uncertain, bool *first)
{
	unsigned long *p = (unsigned long *)esp;

	for (; on_stack(tsk, (unsigned long)p, sizeof(*p)); p++)
		if (kernel_text_address(*p))
			print_return(*p, uncertain, first);
}

void show_trace(struct task_struct *tsk, unsigned long eip,
			    unsigned long esp, unsigned long ebp)
{
	bool first = true;

	printk("Call Trace:");
	if (oops_trace_scan) {
		trace_scan(tsk, esp, false, &first);
	} else if (!on_stack(tsk, ebp, 2 * sizeof(long))) {
		/*
		 * No frame to start from: ebp was overwritten (a buffer on
		 * the stack filled past its end, LDD3's faulty_read).  What
		 * is left above esp is all there is, each entry a guess.
		 */
		trace_scan(tsk, esp, true, &first);
	} else {
		trace_frameless_caller(tsk, eip, esp, &first);
		trace_frames(tsk, ebp, &first);
	}
	if (first)
		printk("\n");
}

void show_stack(struct task_struct *tsk, unsigned long esp)
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

