// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/fault.c - the page-fault handler.
 *
 * Every kernel mapping is made up front, so any page fault in the kernel
 * is a bug: report it in Linux 2.5's words and oops.  The faulting address
 * is in CR2; the error code says why (Intel SDM vol. 3, figure 6-11):
 * bit 0 - the page was present (a protection violation, not a missing
 * page), bit 1 - the access was a write, bit 2 - it came from user mode.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/oops.h"
#include "asm/ptrace.h"
#include "asm/system.h"

#define NULL_PAGE_LIMIT	PAGE_SIZE	/* faults below: NULL dereference */

void do_page_fault(struct pt_regs *regs, unsigned long error_code)
{
	unsigned long address = read_cr2();
	unsigned long pde = lookup_pde(address);

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
