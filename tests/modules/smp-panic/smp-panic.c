// SPDX-License-Identifier: GPL-2.0
/*
 * smp-panic: panic() stops the other CPUs (kernel/panic.c,
 * smp_send_stop(), arch/i386/kernel/smp.c).  A thread bound to CPU 1
 * lets go of the big kernel lock and prints a numbered line every
 * millisecond; once it has printed a few, init, loaded on CPU 0
 * (taskset 1 insmod), panics.  The machine halts (panic_timeout 0), and
 * no line of the thread may come after "Kernel panic": its CPU was
 * stopped before the message (tests/kernel/test_smp.py).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/atomic.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/jiffies.h>
#include <linux/smp.h>
#include <linux/smp_lock.h>

static atomic_t printed = ATOMIC_INIT(0);

static int ticker(void *data)
{
	(void)data;
	for (;;) {
		/* a preemption's schedule() takes the lock back: let go again */
		if (kernel_locked())
			unlock_kernel();
		pr_info("smp_panic: CPU %d still running, line %d\n",
			smp_processor_id(), atomic_inc_return(&printed));
		mdelay(1);
	}
	return 0;
}

static int __init smp_panic_init(void)
{
	struct task_struct *t;
	unsigned long end = jiffies + 5 * HZ;

	if (num_online_cpus() < 2)
		return -ENODEV;
	t = kthread_create(ticker, NULL, "smp_panic");
	if (IS_ERR(t))
		return PTR_ERR(t);
	kthread_bind(t, 1);
	wake_up_process(t);
	while (atomic_read(&printed) < 5 && time_before(jiffies, end))
		msleep(1);
	panic("smp_panic on CPU %d", smp_processor_id());
	return 0;
}

/* never called: init does not return */
static void __exit smp_panic_exit(void)
{
}

module_init(smp_panic_init);
module_exit(smp_panic_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("panic() while another CPU prints: it must stop");
