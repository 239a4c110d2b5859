/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/preempt.h - atomic context: where a task may not sleep.
 *
 * thread_info->preempt_count (include/asm/thread_info.h) counts, per
 * task, the reasons it must not be switched away: each held spinlock
 * adds 1 (preempt_disable()), a section without "bottom halves" (timer
 * callbacks, kernel/timer.c) adds SOFTIRQ_DISABLE_OFFSET and a running
 * softirq SOFTIRQ_OFFSET, Linux's layout.  The
 * timer tick preempts a task only at count 0 (preempt_schedule_irq() in
 * kernel/sched.c).  Interrupt handlers count in local_irq_count
 * (arch/i386/kernel/irq.c); Linux reports both as one number with
 * HARDIRQ_OFFSET, and so does "scheduling while atomic".
 */
#ifndef _LINUX_PREEMPT_H
#define _LINUX_PREEMPT_H

#include "linux/compiler.h"
#include "linux/interrupt.h"
#include "asm/thread_info.h"
#include "asm/system.h"

#define PREEMPT_MASK	0x000000ff
#define SOFTIRQ_OFFSET	0x00000100
#define SOFTIRQ_MASK	0x0000ff00
#define HARDIRQ_OFFSET	0x00010000
/* local_bh_disable()'s step, twice a running softirq's, so that the low
 * bit of the softirq count says one is being served (Linux's layout) */
#define SOFTIRQ_DISABLE_OFFSET	(2 * SOFTIRQ_OFFSET)

#define preempt_count()	(current_thread_info()->preempt_count)
#define softirq_count()	(preempt_count() & SOFTIRQ_MASK)
#define in_softirq()	(softirq_count() != 0)
#define in_irq()	in_interrupt()
#define in_hardirq()	in_interrupt()
/* a softirq, timer callback or RCU callback runs (not merely bottom
 * halves disabled) */
#define in_serving_softirq()	(softirq_count() & SOFTIRQ_OFFSET)
#define in_nmi()	0		/* no NMI handler runs C code here */
/* task context, even with bottom halves off, as Linux 6.1's */
#define in_task()	(!in_interrupt() && !in_serving_softirq())
#define in_atomic()	(preempt_count() != 0 || in_interrupt())
#define irqs_disabled()	(!(local_save_flags() & X86_EFLAGS_IF))
/* may the running code be switched out here (Linux's, with a count)? */
#define preemptible()	(preempt_count() == 0 && !irqs_disabled())

#define preempt_disable()                                               \
	do {                                                            \
		preempt_count()++;                                      \
		barrier();                                              \
	} while (0)
#define preempt_enable_no_resched()                                     \
	do {                                                            \
		barrier();                                              \
		preempt_count()--;                                      \
	} while (0)
#define preempt_enable()                                                \
	do {                                                            \
		preempt_enable_no_resched();                            \
		preempt_check_resched();                                \
	} while (0)

/* kernel/preempt.c */
void preempt_check_resched(void);
void local_bh_disable(void);
void local_bh_enable(void);
bool __might_sleep(const char *file, int line);
struct task_struct;
bool schedule_debug(struct task_struct *prev);

/*
 * Functions that may sleep say so first: in atomic context (a spinlock
 * held, interrupts off, an interrupt handler) this reports "BUG:
 * sleeping function called from invalid context at FILE:LINE", as
 * Linux's CONFIG_DEBUG_ATOMIC_SLEEP does.
 */
#define might_sleep()	((void)__might_sleep(__FILE__, __LINE__))

#endif /* _LINUX_PREEMPT_H */
