// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/extable.c - the exception table: which kernel instructions
 * may fault on a user address, and where each one resumes.
 *
 * The entries are (instruction, fixup) address pairs that the assembler
 * collects into the __ex_table section from every _ASM_EXTABLE() use
 * (include/asm/uaccess.h); linker.ld brackets them with __start___ex_table
 * and __stop___ex_table.  Like kallsyms, it is a table of the kernel's own
 * addresses consulted while handling a fault: kallsyms to explain it,
 * this one to recover from it.  There are a handful of entries, so a
 * linear search serves.
 */
#include "linux/kernel.h"
#include "asm/ptrace.h"
#include "asm/uaccess.h"

extern const struct exception_table_entry __start___ex_table[],
	__stop___ex_table[];

const struct exception_table_entry *search_exception_tables(unsigned long a)
{
	const struct exception_table_entry *e;

	for (e = __start___ex_table; e < __stop___ex_table; e++)
		if (e->insn == a)
			return e;
	return NULL;
}

/*
 * A kernel instruction faulted (a page fault, or the general-protection
 * or segment-not-present fault of a segment load): resume at its fixup
 * if it has one.  Returns whether it had.
 */
bool fixup_exception(struct pt_regs *regs)
{
	const struct exception_table_entry *e =
		search_exception_tables(regs->eip);

	if (!e)
		return false;
	regs->eip = (long)e->fixup;
	return true;
}
