// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/smp-printk/smp-printk.c - printk() from every CPU at
 * once, without the big kernel lock: one thread per online CPU lets go
 * of it (lib/kernel_lock.c) and prints `lines` lines, so that only
 * printk's own lock (logbuf_lock, kernel/printk.c) keeps the log and the
 * console whole.  Each line names its thread and number and ends in a
 * fixed text: a line torn or lost shows in the log
 * (tests/kernel/test_smp_printk.py).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/atomic.h>
#include <linux/jiffies.h>
#include <linux/smp.h>
#include <linux/smp_lock.h>
#include <linux/cpumask.h>

#define MAX_THREADS	8
#define TAIL	"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

static int lines = 200;
module_param(lines, int, 0);

static DECLARE_COMPLETION(finished);
static atomic_t ready = ATOMIC_INIT(0);
static unsigned long cpus_seen[MAX_THREADS];	/* each thread's CPUs */
static int nthreads;

/* The big kernel lock let go, as a call in sys_call_nobkl[] runs; a
 * preemption's schedule() takes it back, so this is asked again */
static void drop_bkl(void)
{
	if (kernel_locked())
		unlock_kernel();
}

static int printer(void *data)
{
	int id = (int)(long)data, i;
	unsigned long end = jiffies + HZ;

	drop_bkl();
	/* start together: a second at most, in case both share a CPU */
	atomic_inc(&ready);
	while (atomic_read(&ready) < nthreads && time_before(jiffies, end))
		cpu_relax();
	for (i = 0; i < lines; i++) {
		drop_bkl();
		cpus_seen[id] |= 1UL << smp_processor_id();
		printk(KERN_INFO "smpprintk: t%d line %04d " TAIL "\n", id, i);
	}
	lock_kernel();
	complete(&finished);
	return 0;
}

static int __init smp_printk_init(void)
{
	int i;

	nthreads = min((int)num_online_cpus(), MAX_THREADS);
	for (i = 0; i < nthreads; i++)
		kthread_run(printer, (void *)(long)i, "smpprintk%d", i);
	for (i = 0; i < nthreads; i++)
		wait_for_completion(&finished);
	for (i = 0; i < nthreads; i++)
		pr_info("smpprintk: t%d ran on CPUs %lx\n", i, cpus_seen[i]);
	return 0;
}

static void __exit smp_printk_exit(void)
{
	pr_info("smpprintk: exit\n");
}

module_init(smp_printk_init);
module_exit(smp_printk_exit);
MODULE_LICENSE("GPL");
