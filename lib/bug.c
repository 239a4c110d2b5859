// SPDX-License-Identifier: GPL-2.0
/*
 * lib/bug.c - recognising a BUG().
 *
 * BUG() (include/asm/bug.h) is the instruction ud2, which raises "invalid
 * operand", followed by the line number and the address of the file name.
 * The invalid-opcode handler (arch/i386/kernel/traps.c) asks report_bug()
 * whether the ud2 it hit is one of these, so the oops can open with
 * "kernel BUG at FILE:LINE!" as 2.5's did.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/oops.h"
#include "asm/bug.h"
#include "asm/ptrace.h"

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
