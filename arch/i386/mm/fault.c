// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/fault.c - the page-fault handler.
 *
 * Every mapping, kernel and user, is made up front, so a page fault is
 * never a page to bring in.  From ring 3 it is the program's bug: a
 * SIGSEGV handler gets it, or else the process is killed with later
 * Linux's one-line report.  In the kernel it
 * is a bug too, unless the faulting instruction is one of the user-memory
 * accessors listed in the exception table (arch/i386/mm/extable.c): then
 * it resumes at its fixup, and the system call returns -EFAULT.  Anything
 * else is reported in Linux 2.5's words, and oopses.  The faulting
 * address is in CR2; the error code says why (Intel SDM vol. 3, figure
 * 6-11): bit 0 - the page was present (a protection violation, not a
 * missing page), bit 1 - the access was a write, bit 2 - it came from
 * user mode.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "asm/ptrace.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define NULL_PAGE_LIMIT	PAGE_SIZE	/* faults below: NULL dereference */

void do_page_fault(struct pt_regs *regs, unsigned long error_code)
{
	unsigned long address = read_cr2();
	unsigned long pde;

	if (user_mode(regs)) {
		current->thread.trap_nr = 14;
		current->thread.error_code = error_code;
		current->thread.cr2 = address;
		if (user_fault_signal(SIGSEGV))	/* a handler takes it */
			return;
		printk(KERN_INFO "%s[%d]: segfault at %lx ip %08lx sp %08lx "
				 "error %lx\n", current->comm, current->pid,
		       address, regs->eip, regs->esp, error_code);
		local_irq_enable();
		do_exit(SIGSEGV);
	}
	if (fixup_exception(regs))
		return;
	pde = lookup_pde(address);
	if (address < NULL_PAGE_LIMIT)
		printk(KERN_ALERT "Unable to handle kernel NULL pointer "
				  "dereference");
	else
		printk(KERN_ALERT "Unable to handle kernel paging request");
	printk(" at virtual address %08lx\n", address);
	printk(" printing eip:\n%08lx\n", regs->eip);
	printk(KERN_ALERT "*pde = %08lx\n", pde);
	if (pde & _PAGE_PRESENT)
		printk(KERN_ALERT "*pte = %08lx\n", lookup_pte(address));
	die("Oops", regs, (long)error_code);
}
