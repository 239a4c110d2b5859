// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/irq_work.c - functions queued from any context to run in hard
 * interrupt context soon after (include/linux/irq_work.h).
 *
 * Linux raises a self-IPI (IRQ_WORK_VECTOR) on x86 and runs the work on
 * the CPU that queued it.  Here the work waits on one queue for all
 * CPUs and runs at the end of the next hard interrupt that holds the big
 * kernel lock (irq_exit(), arch/i386/kernel/irq.c) - at the latest the
 * queueing CPU's next tick, as Linux runs it from the tick on an
 * architecture without the IPI - with interrupts off and in_irq() true.
 * Any CPU may run it, so irq_work_sync() waiting with the big kernel
 * lock held still sees its own CPU's tick run the work.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/irq_work.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/spinlock.h"
#include "asm/processor.h"

static DEFINE_SPINLOCK(irq_work_lock);	/* irq-safe: NMIs aside, any context */
static struct irq_work *irq_work_head;	/* in queueing order */
static struct irq_work **irq_work_tail = &irq_work_head;

bool irq_work_queue(struct irq_work *work)
{
	unsigned long flags;
	bool queued = false;

	spin_lock_irqsave(&irq_work_lock, flags);
	if (!(work->flags & IRQ_WORK_PENDING)) {
		work->flags |= IRQ_WORK_CLAIMED;
		work->next = NULL;
		*irq_work_tail = work;
		irq_work_tail = &work->next;
		queued = true;
	}
	spin_unlock_irqrestore(&irq_work_lock, flags);
	return queued;
}
EXPORT_SYMBOL_GPL(irq_work_queue);

/* One work: no longer pending when its function starts (it may queue
 * itself again), no longer busy when it returns unless it did. */
static void irq_work_single(struct irq_work *work)
{
	unsigned int flags;

	spin_lock(&irq_work_lock);
	flags = work->flags & ~IRQ_WORK_PENDING;
	work->flags = flags;
	spin_unlock(&irq_work_lock);
	work->func(work);
	spin_lock(&irq_work_lock);
	if (work->flags == flags)
		work->flags = flags & ~IRQ_WORK_BUSY;
	spin_unlock(&irq_work_lock);
}

/* From irq_exit(), interrupts off: what was queued until now; what the
 * functions queue waits for the next interrupt, as on Linux */
void irq_work_run(void)
{
	struct irq_work *work, *next;

	spin_lock(&irq_work_lock);
	work = irq_work_head;
	irq_work_head = NULL;
	irq_work_tail = &irq_work_head;
	spin_unlock(&irq_work_lock);
	for (; work; work = next) {
		next = work->next;
		irq_work_single(work);
	}
}
EXPORT_SYMBOL_GPL(irq_work_run);

/* Wait until work's function has run and returned: before the module
 * that holds it goes.  Interrupts must be on, for the tick that runs it. */
void irq_work_sync(struct irq_work *work)
{
	might_sleep();
	WARN_ON_ONCE(irqs_disabled());
	while (irq_work_is_busy(work))
		cpu_relax();
}
EXPORT_SYMBOL_GPL(irq_work_sync);
