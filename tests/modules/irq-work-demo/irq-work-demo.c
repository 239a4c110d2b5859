// SPDX-License-Identifier: GPL-2.0
/*
 * irq-work-demo: functions run in hard interrupt context through
 * irq_work (linux/irq_work.h), the way Billimoria's Linux Kernel
 * Debugging gets its bugs there (ch5 kmembugs_test, ch7 oops_inirqv3):
 * a work queued twice with interrupts off runs once, in interrupt
 * context, allocating with GFP_ATOMIC; one that queues itself again runs
 * until it stops; and a DEFINE_IRQ_WORK one.  Then what kmembugs_test
 * does with user memory: vm_mmap() a page into insmod's address space,
 * copy through it with the __copy_*_user*() forms, vm_munmap() it.
 * Every line is what Linux 6.1 prints (tests/kernel/test_irq_work.py).
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/interrupt.h>
#include <linux/irq_work.h>
#include <linux/mm.h>
#include <uapi/linux/mman.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("irq_work: functions run in hard interrupt context");

static struct irq_work once;
static int once_runs, once_hardirq, once_irqs_off;
static void *once_buf;

static void run_once(struct irq_work *work)
{
	once_runs++;
	once_hardirq = !!in_hardirq();
	once_irqs_off = !!irqs_disabled();
	once_buf = kzalloc(129, GFP_ATOMIC);	/* no sleep in here */
}

#define AGAIN_TIMES 5
static struct irq_work again = IRQ_WORK_INIT(NULL);
static int again_runs;

static void run_again(struct irq_work *work)
{
	if (++again_runs < AGAIN_TIMES)
		irq_work_queue(work);
}

static int static_runs;
static void run_static(struct irq_work *work)
{
	static_runs++;
}
static DEFINE_IRQ_WORK(static_work, run_static);

static void demo_once(void)
{
	unsigned long flags;
	bool first, second, pending;

	init_irq_work(&once, run_once);
	local_irq_save(flags);		/* nothing runs it before we look */
	first = irq_work_queue(&once);
	second = irq_work_queue(&once);
	pending = irq_work_is_pending(&once);
	local_irq_restore(flags);
	irq_work_sync(&once);
	pr_info("queue %d, again %d, pending %d\n", first, second, pending);
	pr_info("ran %d time(s), in hardirq %d, irqs off %d, buffer %s\n",
		once_runs, once_hardirq, once_irqs_off,
		once_buf ? "allocated" : "none");
	pr_info("after sync: pending %d, busy %d\n",
		irq_work_is_pending(&once), irq_work_is_busy(&once));
}

static void demo_user_page(void)
{
	char out[8] = "kmembug", back[8] = "";
	unsigned long addr;
	char __user *u;
	unsigned long left_to, left_from;

	addr = vm_mmap(NULL, 0, PAGE_SIZE, PROT_READ | PROT_WRITE,
		       MAP_ANONYMOUS | MAP_PRIVATE, 0);
	if (IS_ERR_VALUE(addr)) {
		pr_info("vm_mmap: %ld\n", (long)addr);
		return;
	}
	u = (char __user *)addr;
	left_to = __copy_to_user_inatomic(u, out, sizeof(out));
	left_from = __copy_from_user(back, u, sizeof(back));
	pr_info("vm_mmap: page aligned %d, not copied %lu %lu, same %d\n",
		!(addr & ~PAGE_MASK), left_to, left_from,
		!memcmp(out, back, sizeof(out)));
	pr_info("vm_munmap: %d, unaligned vm_mmap: %ld\n",
		vm_munmap(addr, PAGE_SIZE),
		(long)vm_mmap(NULL, 0, PAGE_SIZE, PROT_READ,
			      MAP_ANONYMOUS | MAP_PRIVATE, 1));
}

static int __init irq_work_demo_init(void)
{
	demo_once();

	again.func = run_again;
	irq_work_queue(&again);
	irq_work_sync(&again);
	pr_info("requeued itself: ran %d times\n", again_runs);

	irq_work_queue(&static_work);
	irq_work_sync(&static_work);
	pr_info("DEFINE_IRQ_WORK: ran %d\n", static_runs);
	demo_user_page();
	return 0;
}

static void __exit irq_work_demo_exit(void)
{
	kfree(once_buf);
	pr_info("gone\n");
}

module_init(irq_work_demo_init);
module_exit(irq_work_demo_exit);
