/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/irq_work.h - a function to run in hard interrupt
 * context soon after it is queued, from any context, NMI and interrupt
 * handlers included (kernel/irq_work.c): where code that may not take a
 * lock or sleep leaves work for later.  Billimoria's Linux Kernel
 * Debugging uses it to get its bugs into interrupt context.
 *
 * A work is pending from irq_work_queue() until its run starts, busy
 * until its function returns; queueing a pending one does nothing and
 * says so (false), so the function runs once however often it was
 * queued, and may queue itself again.
 */
#ifndef _LINUX_IRQ_WORK_H
#define _LINUX_IRQ_WORK_H

#include "linux/types.h"
#include "linux/compiler_attributes.h"

/* The bits of flags (Linux 6.1's values) */
#define IRQ_WORK_PENDING	0x01	/* queued, not started */
#define IRQ_WORK_BUSY		0x02	/* queued or running */
#define IRQ_WORK_LAZY		0x04	/* Linux: wait for the tick; here all do */
#define IRQ_WORK_HARD_IRQ	0x08	/* Linux RT: not in a thread; here none is */
#define IRQ_WORK_CLAIMED	(IRQ_WORK_PENDING | IRQ_WORK_BUSY)

struct irq_work {
	struct irq_work *next;		/* on the queue, while pending */
	unsigned int flags;		/* IRQ_WORK_*, under the queue's lock */
	void (*func)(struct irq_work *);
};

#define __IRQ_WORK_INIT(_func, _flags)	{ .flags = (_flags), .func = (_func) }
#define IRQ_WORK_INIT(_func)		__IRQ_WORK_INIT(_func, 0)
#define IRQ_WORK_INIT_LAZY(_func)	__IRQ_WORK_INIT(_func, IRQ_WORK_LAZY)
#define IRQ_WORK_INIT_HARD(_func)	__IRQ_WORK_INIT(_func, IRQ_WORK_HARD_IRQ)
#define DEFINE_IRQ_WORK(name, _func)	struct irq_work name = IRQ_WORK_INIT(_func)

static inline void init_irq_work(struct irq_work *work,
				 void (*func)(struct irq_work *))
{
	*work = (struct irq_work)IRQ_WORK_INIT(func);
}

static inline bool irq_work_is_pending(struct irq_work *work)
{
	return *(volatile unsigned int *)&work->flags & IRQ_WORK_PENDING;
}

static inline bool irq_work_is_busy(struct irq_work *work)
{
	return *(volatile unsigned int *)&work->flags & IRQ_WORK_BUSY;
}

static inline bool irq_work_is_hard(struct irq_work *work)
{
	return work->flags & IRQ_WORK_HARD_IRQ;
}

/* What Linux 6.1 exports (not irq_work_queue_on()) */
bool irq_work_queue(struct irq_work *work);
void irq_work_sync(struct irq_work *work);
void irq_work_run(void);

#endif /* _LINUX_IRQ_WORK_H */
