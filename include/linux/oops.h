/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_OOPS_H
#define _LINUX_OOPS_H

#include "linux/types.h"

struct pt_regs;
struct task_struct;

void die(const char *str, struct pt_regs *regs, long err);
void show_registers(struct pt_regs *regs, struct task_struct *tsk,
		    unsigned long esp);
bool report_bug(struct pt_regs *regs);
const char *print_tainted(void);

/* Demos for the shell's `oops` command and the oops= boot option. */
int trigger_oops(const char *kind);
void oops_in_irq_check(void);
const char *oops_kind_name(size_t i);

/* How the call trace is found: the frame-pointer chain, or 2.5's scan */
extern bool oops_trace_scan;

#define TAINT_PROPRIETARY_MODULE	(1 << 0)	/* 'P' */
#define TAINT_FORCED_MODULE		(1 << 1)	/* 'F' */
#define TAINT_FORCED_RMMOD		(1 << 2)	/* 'R' */
void add_taint(unsigned long flag);

#endif /* _LINUX_OOPS_H */
