// SPDX-License-Identifier: GPL-2.0
/*
 * soft-irq - the driver tutorials' way to try an interrupt handler
 * with no device: share ISA IRQ 11, then raise its vector from the
 * module with "int $0x3B" (ISA_IRQ_VECTOR(11), linux/interrupt.h).  The
 * handler counts and hands the rest to a tasklet, which says whether it
 * ran in a softirq.  Writing to /proc/soft_irq raises it again.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/interrupt.h>
#include <linux/proc_fs.h>

#define SOFT_IRQ 11

static atomic_t hits = ATOMIC_INIT(0);
static int cookie;			/* dev_id: IRQF_SHARED needs one */

static void bottom(struct tasklet_struct *t)
{
	pr_info("tasklet: hit %d, in softirq %d\n", atomic_read(&hits),
		in_serving_softirq() ? 1 : 0);
}

static DECLARE_TASKLET(soft_tasklet, bottom);

static irqreturn_t top(int irq, void *dev_id)
{
	atomic_inc(&hits);
	tasklet_schedule(&soft_tasklet);
	return IRQ_HANDLED;
}

static void raise_irq(void)
{
	asm volatile("int $0x3B");
}

static ssize_t soft_write(struct file *f, const char __user *buf,
			  size_t len, loff_t *off)
{
	raise_irq();
	return len;
}

static const struct proc_ops soft_ops = {
	.proc_write = soft_write,
};

static int __init soft_irq_init(void)
{
	int err = request_irq(SOFT_IRQ, top, IRQF_SHARED, "soft-irq", &cookie);

	if (err)
		return err;
	if (!proc_create("soft_irq", 0200, NULL, &soft_ops)) {
		free_irq(SOFT_IRQ, &cookie);
		return -ENOMEM;
	}
	raise_irq();
	pr_info("raised: hits %d\n", atomic_read(&hits));
	return 0;
}

static void __exit soft_irq_exit(void)
{
	remove_proc_entry("soft_irq", NULL);
	free_irq(SOFT_IRQ, &cookie);
	tasklet_kill(&soft_tasklet);
	pr_info("bye: hits %d\n", atomic_read(&hits));
}

module_init(soft_irq_init);
module_exit(soft_irq_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("IRQ 11's handler raised by int $0x3B, a tasklet after it");
