// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/preempt.c - atomic context, and the checks that a task does not
 * sleep in it.
 *
 * On one CPU a spinlock needs no spinning: holding it means "do not
 * switch away", which is preempt_disable() (include/linux/preempt.h).
 * Sleeping while holding one, or inside an interrupt handler, is the
 * classic bug; Linux's CONFIG_DEBUG_ATOMIC_SLEEP reports it with the
 * messages printed here, word for word.  For teaching, what cannot work
 * at all is also not done: a sleep requested inside an interrupt
 * handler is reported and skipped (the handler runs on the interrupted
 * task's stack, there is nothing to switch away from).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/preempt.h"

/* The end of a preempt_disable() section: switch now if the tick asked. */
void preempt_check_resched(void)
{
	if (!preempt_count() && !in_interrupt() && !irqs_disabled() &&
	    (current_thread_info()->flags & (1UL << TIF_NEED_RESCHED)))
		preempt_schedule();	/* kernel/sched.c */
}
EXPORT_SYMBOL(preempt_check_resched);

/* Keep timer callbacks from running (kernel/timer.c skips a tick). */
void local_bh_disable(void)
{
	preempt_count() += SOFTIRQ_DISABLE_OFFSET;
	barrier();
}
EXPORT_SYMBOL(local_bh_disable);

void local_bh_enable(void)
{
	barrier();
	preempt_count() -= SOFTIRQ_DISABLE_OFFSET;
	preempt_check_resched();
}
EXPORT_SYMBOL(local_bh_enable);

/* Linux's preempt count, with the interrupt nesting in its hardirq bits. */
static unsigned int full_preempt_count(void)
{
	return (unsigned int)preempt_count() +
	       (unsigned int)local_irq_count[smp_processor_id()] *
	       HARDIRQ_OFFSET;
}

/*
 * might_sleep(): false when the caller must not go on to sleep at all
 * (an interrupt handler).  Every report carries a stack dump, so the
 * reader sees who called.
 */
bool __might_sleep(const char *file, int line)
{
	if (!in_atomic() && !irqs_disabled())
		return true;
	printk(KERN_ERR "BUG: sleeping function called from invalid context "
	       "at %s:%d\n", file, line);
	printk(KERN_ERR "in_atomic(): %d, irqs_disabled(): %d, non_block: 0, "
	       "pid: %d, name: %s\n", in_atomic(), irqs_disabled(),
	       current->pid, current->comm);
	dump_stack();
	if (in_interrupt())
		printk(KERN_ERR "oops386: not sleeping in an interrupt "
		       "handler\n");
	return !in_interrupt();
}
EXPORT_SYMBOL(__might_sleep);

/*
 * Called by schedule() first (kernel/sched.c).  A task that holds a
 * spinlock may still be switched away here (its preempt count is its
 * own), so that case is only reported; switching from inside an
 * interrupt handler is refused, and the task stays runnable.
 */
bool schedule_debug(struct task_struct *prev)
{
	if (!in_atomic())
		return true;
	printk(KERN_ERR "BUG: scheduling while atomic: %s/%d/0x%08x\n",
	       prev->comm, prev->pid, full_preempt_count());
	dump_stack();
	if (!in_interrupt())
		return true;
	printk(KERN_ERR "oops386: not switching tasks inside an interrupt "
	       "handler\n");
	prev->state = TASK_RUNNING;
	prev->timeout = 0;
	return false;
}
