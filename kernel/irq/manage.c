// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/irq/manage.c - drivers' interrupt lines: request_irq() and
 * request_threaded_irq(), free_irq(), and a threaded line's thread.
 *
 * A handler runs in the interrupt (do_IRQ(), arch/i386/kernel/irq.c,
 * or a software chip's generic_handle_irq()).  If it answers
 * IRQ_WAKE_THREAD, the line's thread, "irq/N-name", made at the
 * request, runs thread_fn in process context, where it may sleep: the
 * split of LKMPG's bh_threaded example.  A line has one handler
 * (IRQF_SHARED lines are not shared here: EBUSY).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/irqdesc.h"
#include "linux/kthread.h"
#include "linux/sched.h"
#include "linux/spinlock.h"

static DEFINE_SPINLOCK(irq_request_lock);	/* the descs' handlers */

/* The line's descriptor, NULL for a line nobody allocated */
static struct irq_desc *irq_to_desc(unsigned int irq)
{
	if (irq >= NR_IRQ_DESCS || !irq_desc[irq].chip)
		return NULL;
	return &irq_desc[irq];
}

/* A thread with no handler of its own in front: wake it (Linux's) */
static irqreturn_t irq_default_primary_handler(int irq, void *dev)
{
	(void)irq, (void)dev;
	return IRQ_WAKE_THREAD;
}

irqreturn_t handle_irq_event(struct irq_desc *desc, unsigned int irq)
{
	irqreturn_t ret;

	if (!desc->handler)
		return IRQ_NONE;
	ret = desc->handler((int)irq, desc->dev);
	if ((ret & IRQ_WAKE_THREAD) && desc->thread) {
		set_bit(IRQTF_RUNTHREAD, &desc->thread_flags);
		wake_up_process(desc->thread);
	}
	return ret;
}

/* "irq/N-name": thread_fn once for each wake-up the handler asked for */
static int irq_thread(void *data)
{
	struct irq_desc *desc = data;
	unsigned int irq = (unsigned int)(desc - irq_desc);

	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop())
			break;
		if (!test_and_clear_bit(IRQTF_RUNTHREAD, &desc->thread_flags)) {
			schedule();
			continue;
		}
		__set_current_state(TASK_RUNNING);
		desc->thread_fn((int)irq, desc->dev);
	}
	__set_current_state(TASK_RUNNING);
	return 0;
}

/* The request's arguments, as Linux's __setup_irq() checks them */
static int irq_check_request(unsigned int irq, irq_handler_t handler,
			     unsigned long flags, const char *name)
{
	if (handler == irq_default_primary_handler &&
	    !(flags & IRQF_ONESHOT)) {
		printk(KERN_ERR "genirq: Threaded irq requested with "
		       "handler=NULL and !ONESHOT for %s (irq %u)\n", name, irq);
		return -EINVAL;
	}
	return 0;
}

/* Install on a free line: the handler is live from here on */
static int irq_install(struct irq_desc *desc, irq_handler_t handler,
		       unsigned long flags, const char *name, void *dev)
{
	unsigned long irqflags;
	int err = 0;

	spin_lock_irqsave(&irq_request_lock, irqflags);
	if (desc->handler) {
		err = -EBUSY;
	} else {
		desc->flags = flags;
		desc->name = name;
		desc->dev = dev;
		desc->handler = handler;
	}
	spin_unlock_irqrestore(&irq_request_lock, irqflags);
	return err;
}

/*
 * request_irq(9): handler for line irq, called with dev; thread_fn,
 * if any, in the line's own thread.  EINVAL for a line that does not
 * exist or neither function, EBUSY for a line already requested.
 */
int request_threaded_irq(unsigned int irq, irq_handler_t handler,
			 irq_handler_t thread_fn, unsigned long flags,
			 const char *name, void *dev)
{
	struct irq_desc *desc = irq_to_desc(irq);
	int err;

	if (!desc || (!handler && !thread_fn) ||
	    ((flags & IRQF_SHARED) && !dev))
		return -EINVAL;
	if (!handler)
		handler = irq_default_primary_handler;
	err = irq_check_request(irq, handler, flags, name);
	if (err)
		return err;
	if (desc->handler)
		return -EBUSY;
	desc->thread_fn = thread_fn;
	if (thread_fn) {
		desc->thread = kthread_run(irq_thread, desc, "irq/%u-%s", irq,
					   name);
		if (IS_ERR(desc->thread)) {
			err = PTR_ERR(desc->thread);
			goto err_thread;
		}
	}
	err = irq_install(desc, handler, flags, name, dev);
	if (err)
		goto err_install;
	desc->chip->enable(irq);
	return 0;

err_install:
	if (desc->thread)
		kthread_stop(desc->thread);
err_thread:
	desc->thread = NULL;
	desc->thread_fn = NULL;
	return err;
}
EXPORT_SYMBOL(request_threaded_irq);

/*
 * The line's handler goes, and its thread once it has finished; the
 * name it was requested with is returned, as Linux does.  A line not
 * requested with dev is a driver's bug: a warning (Linux 6.1's WARN),
 * and NULL.  A number that is no line at all - an error from
 * gpio_to_irq() passed on, say - is NULL without a word, as Linux's.
 */
const void *free_irq(unsigned int irq, void *dev)
{
	struct irq_desc *desc = irq_to_desc(irq);
	struct task_struct *thread;
	const char *name = NULL;
	unsigned long flags;

	if (!desc)
		return NULL;
	spin_lock_irqsave(&irq_request_lock, flags);
	if (desc->handler && desc->dev == dev) {
		name = desc->name;
		desc->handler = NULL;
	}
	spin_unlock_irqrestore(&irq_request_lock, flags);
	if (WARN(!name, "Trying to free already-free IRQ %d\n", (int)irq))
		return NULL;
	thread = desc->thread;
	desc->thread = NULL;
	if (thread)
		kthread_stop(thread);
	desc->thread_fn = NULL;
	desc->thread_flags = 0;
	return name;
}
EXPORT_SYMBOL(free_irq);

/* The edge or level the line was requested for (IRQF_TRIGGER_*) */
unsigned int irq_get_trigger_type(unsigned int irq)
{
	struct irq_desc *desc = irq_to_desc(irq);

	return desc && desc->handler ? desc->flags & IRQF_TRIGGER_MASK : 0;
}
EXPORT_SYMBOL_GPL(irq_get_trigger_type);
