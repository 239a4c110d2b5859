// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/ioport.c - a process's access to I/O ports: iopl(2)
 * and ioperm(2).  Both take CAP_SYS_RAWIO to grant anything (EPERM);
 * dropping access is anyone's.
 *
 * iopl(2) is the processor's own: the I/O privilege level in EFLAGS
 * bits 12-13 (Intel SDM vol. 1, 3.4.3.3), which iret restores from the
 * registers saved at entry, so the level set there is the process's
 * from its next instruction and is inherited by fork(2).  At 3 the
 * process may use in/out, and cli/sti, as Linux 2.6 allowed.
 *
 * ioperm(2) would need a per-process I/O bitmap in the TSS (SDM vol. 1,
 * 18.5.2), which this kernel does not keep: a range is checked as Linux
 * checks it (EINVAL past port 0xffff), turning access off is done (none
 * was on), and turning it on is EPERM for root too - iopl(3) is the way.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/ptrace.h"

#define X86_EFLAGS_IOPL_SHIFT	12
#define X86_EFLAGS_IOPL		(3UL << X86_EFLAGS_IOPL_SHIFT)
#define IO_BITMAP_BITS		65536

long sys_iopl(unsigned int level)
{
	struct pt_regs *regs = task_pt_regs(current);
	unsigned int old = ((unsigned long)regs->eflags & X86_EFLAGS_IOPL) >>
			   X86_EFLAGS_IOPL_SHIFT;

	if (level > 3)
		return -EINVAL;
	if (level > old && !capable(CAP_SYS_RAWIO))
		return -EPERM;
	regs->eflags = (long)(((unsigned long)regs->eflags & ~X86_EFLAGS_IOPL) |
			      (level << X86_EFLAGS_IOPL_SHIFT));
	return 0;
}

long sys_ioperm(unsigned long from, unsigned long num, int turn_on)
{
	if (from + num <= from || from + num > IO_BITMAP_BITS)
		return -EINVAL;
	return turn_on ? -EPERM : 0;
}
