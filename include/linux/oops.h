/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_OOPS_H
#define _LINUX_OOPS_H

#include "linux/types.h"

struct pt_regs;
struct task_struct;

/* arch/i386/kernel/traps.c */
void die(const char *str, struct pt_regs *regs, long err);
void show_registers(struct pt_regs *regs, struct task_struct *tsk,
		    unsigned long esp);

/* arch/i386/kernel/dumpstack.c */
void show_stack(struct task_struct *tsk, unsigned long esp);
void show_trace(struct task_struct *tsk, unsigned long eip, unsigned long esp,
		unsigned long ebp);

/* lib/bug.c */
bool report_bug(struct pt_regs *regs);

/* Demos for the shell's `oops` command and the oops= boot option
 * (drivers/misc/lkdtm.c). */
int trigger_oops(const char *kind);
void oops_in_irq_check(void);
const char *oops_kind_name(size_t i);

/* How the call trace is found: the frame-pointer chain, or 2.5's scan */
extern bool oops_trace_scan;
/* kernel/lineinfo.c: file:line after each address (oops_lineinfo=1) */
extern bool oops_lineinfo;

/* kernel/panic.c */
const char *print_tainted(void);
#define TAINT_PROPRIETARY_MODULE	(1 << 0)	/* 'P' */
#define TAINT_FORCED_MODULE		(1 << 1)	/* 'F' */
#define TAINT_FORCED_RMMOD		(1 << 2)	/* 'R' */
#define TAINT_BAD_PAGE			(1 << 5)	/* 'B': slub_debug found damage */
#define TAINT_WARN			(1 << 9)	/* 'W': a WARN reported */
void add_taint(unsigned long flag);

#endif /* _LINUX_OOPS_H */
