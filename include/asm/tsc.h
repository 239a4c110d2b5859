/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/tsc.h - the time stamp counter as a clock
 * (arch/i386/kernel/tsc.c): its rate, measured against the PIT at boot.
 */
#ifndef _ASM_TSC_H
#define _ASM_TSC_H

void tsc_init(void);
/* the counter's rate in kHz; 0 when the CPU has none (or it was not
 * measured) */
unsigned long tsc_khz(void);

/* prctl(2)'s PR_SET_TSC and PR_GET_TSC (arch/i386/kernel/tsc_ctl.c) */
struct task_struct;
void tsc_switch(const struct task_struct *next);
long get_tsc_mode(unsigned long arg2);
long set_tsc_mode(unsigned long mode);

#endif /* _ASM_TSC_H */
