/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_PTRACE_H
#define _ASM_PTRACE_H

/*
 * The registers of an interrupted context, in the order arch/i386/kernel/entry.S
 * pushes them (Linux i386's order).  The CPU pushed eip..eflags itself,
 * and esp/xss only when the interrupt changed privilege level (Intel SDM
 * vol. 3, 6.12.1): for a trap in kernel mode the old esp is &regs->esp.
 */
struct pt_regs {
	long ebx;
	long ecx;
	long edx;
	long esi;
	long edi;
	long ebp;
	long eax;
	int xds;
	int xes;
	long orig_eax;	/* error code, or ~irq for a hardware interrupt */
	union {
		long eip;
		long ip;	/* Linux 2.6.25+'s name, kprobe handlers' */
	};
	int xcs;
	long eflags;
	long esp;
	int xss;
};

#define user_mode(regs)	(3 & (regs)->xcs)

#endif /* _ASM_PTRACE_H */
