// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/ldd3-jit/ldd3-jit.c - the idea of LDD3's "jit" module
 * (chapter 7, "Time, Delays, and Deferred Work"), in its 2.6-5.x style:
 * /proc files whose reading waits, each in its own way, and prints the
 * jiffies before and after; one that prints the clocks; and one that
 * runs a timer five times and prints where each run found itself.
 * (The book's tasklet files belong to the tasklet API.)  Added to the
 * book's: /proc/jitclock, the clock read across short busy waits, to
 * show that ktime_get() is finer than a tick.
 */
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/init.h>
#include <linux/time.h>
#include <linux/timer.h>
#include <linux/ktime.h>
#include <linux/timex.h>
#include <linux/kernel.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/slab.h>
#include <linux/delay.h>
#include <linux/version.h>
#include <asm/hardirq.h>
#include <asm/div64.h>

static int delay = HZ / 10;	/* the delay, in jiffies */
module_param(delay, int, 0);
static int tdelay = 3;		/* the timer's period, in jiffies */
module_param(tdelay, int, 0);

enum jit_files { JIT_BUSY, JIT_SCHED, JIT_QUEUE, JIT_SCHEDTO };

/* One line, "j0 j1", after waiting delay jiffies the file's way */
static int jit_fn_show(struct seq_file *m, void *v)
{
	unsigned long j0, j1;
	wait_queue_head_t wait;
	long how = (long)m->private;

	init_waitqueue_head(&wait);
	j0 = jiffies;
	j1 = j0 + delay;
	switch (how) {
	case JIT_BUSY:
		while (time_before(jiffies, j1))
			cpu_relax();
		break;
	case JIT_SCHED:
		while (time_before(jiffies, j1))
			schedule();
		break;
	case JIT_QUEUE:
		wait_event_interruptible_timeout(wait, 0, delay);
		break;
	case JIT_SCHEDTO:
		set_current_state(TASK_INTERRUPTIBLE);
		schedule_timeout(delay);
		break;
	}
	j1 = jiffies;
	seq_printf(m, "%9li %9li\n", j0, j1);
	return 0;
}

static int jit_fn_open(struct inode *inode, struct file *file)
{
#if LINUX_VERSION_CODE < KERNEL_VERSION(5, 17, 0)
	return single_open(file, jit_fn_show, PDE_DATA(inode));
#else
	return single_open(file, jit_fn_show, pde_data(inode));
#endif
}

static const struct file_operations jit_fn_fops = {
	.open		= jit_fn_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

/* jiffies, jiffies_64, the wall clock and its coarse twin */
static int jit_currentime_show(struct seq_file *m, void *v)
{
	struct timespec64 tv1, tv2;
	unsigned long j1 = jiffies;
	u64 j2 = get_jiffies_64();

	ktime_get_real_ts64(&tv1);
	ktime_get_coarse_real_ts64(&tv2);
	seq_printf(m, "0x%08lx 0x%016Lx %10i.%09i\n%40i.%09i\n", j1, j2,
		   (int)tv1.tv_sec, (int)tv1.tv_nsec,
		   (int)tv2.tv_sec, (int)tv2.tv_nsec);
	return 0;
}

static int jit_currentime_open(struct inode *inode, struct file *file)
{
	return single_open(file, jit_currentime_show, NULL);
}

static const struct file_operations jit_currentime_fops = {
	.open		= jit_currentime_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

/* ktime_get() around busy waits of 1 ms, and what they measure */
static int jit_clock_show(struct seq_file *m, void *v)
{
	ktime_t t0 = ktime_get(), prev = t0, now;
	cycles_t c0 = get_cycles();
	u64 ns;
	u32 rem;
	int i;

	for (i = 0; i < 5; i++) {
		udelay(1000);
		now = ktime_get();
		seq_printf(m, "clock %lld ns, +%lld us\n", ktime_to_ns(now),
			   ktime_us_delta(now, prev));
		prev = now;
	}
	ns = ktime_to_ns(ktime_sub(prev, t0));
	rem = do_div(ns, NSEC_PER_MSEC);
	seq_printf(m, "total %llu.%06u ms, %llu cycles, %lld ms by ktime_to_ms\n",
		   ns, rem, get_cycles() - c0, ktime_to_ms(ktime_sub(prev, t0)));
	return 0;
}

static int jit_clock_open(struct inode *inode, struct file *file)
{
	return single_open(file, jit_clock_show, NULL);
}

static const struct file_operations jit_clock_fops = {
	.open		= jit_clock_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

struct jit_data {
	struct timer_list timer;
	struct seq_file *m;
	wait_queue_head_t wait;
	unsigned long prevjiffies;
	int loops;
};
#define JIT_ASYNC_LOOPS 5

static void jit_line(struct seq_file *m, unsigned long j, unsigned long prev)
{
	seq_printf(m, "%9li  %3li     %i    %6i   %i   %s\n", j, j - prev,
		   in_interrupt() ? 1 : 0, current->pid, smp_processor_id(),
		   current->comm);
}

static void jit_timer_fn(struct timer_list *t)
{
	struct jit_data *data = from_timer(data, t, timer);
	unsigned long j = jiffies;

	jit_line(data->m, j, data->prevjiffies);
	if (--data->loops) {
		data->timer.expires += tdelay;
		data->prevjiffies = j;
		add_timer(&data->timer);
	} else {
		wake_up_interruptible(&data->wait);
	}
}

static int jit_timer_show(struct seq_file *m, void *v)
{
	struct jit_data *data;
	unsigned long j = jiffies;

	data = kmalloc(sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	init_waitqueue_head(&data->wait);
	seq_puts(m, "   time   delta  inirq    pid   cpu command\n");
	jit_line(m, j, j);
	data->prevjiffies = j;
	data->m = m;
	data->loops = JIT_ASYNC_LOOPS;
	timer_setup(&data->timer, jit_timer_fn, 0);
	data->timer.expires = j + tdelay;
	add_timer(&data->timer);
	wait_event_interruptible(data->wait, !data->loops);
	if (signal_pending(current))
		return -ERESTARTSYS;
	kfree(data);
	return 0;
}

static int jit_timer_open(struct inode *inode, struct file *file)
{
	return single_open(file, jit_timer_show, NULL);
}

static const struct file_operations jit_timer_fops = {
	.open		= jit_timer_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

static int __init jit_init(void)
{
	proc_create_data("currentime", 0, NULL, &jit_currentime_fops, NULL);
	proc_create_data("jitclock", 0, NULL, &jit_clock_fops, NULL);
	proc_create_data("jitbusy", 0, NULL, &jit_fn_fops, (void *)JIT_BUSY);
	proc_create_data("jitsched", 0, NULL, &jit_fn_fops, (void *)JIT_SCHED);
	proc_create_data("jitqueue", 0, NULL, &jit_fn_fops, (void *)JIT_QUEUE);
	proc_create_data("jitschedto", 0, NULL, &jit_fn_fops,
			 (void *)JIT_SCHEDTO);
	proc_create_data("jitimer", 0, NULL, &jit_timer_fops, NULL);
	return 0;
}

static void __exit jit_cleanup(void)
{
	remove_proc_entry("currentime", NULL);
	remove_proc_entry("jitclock", NULL);
	remove_proc_entry("jitbusy", NULL);
	remove_proc_entry("jitsched", NULL);
	remove_proc_entry("jitqueue", NULL);
	remove_proc_entry("jitschedto", NULL);
	remove_proc_entry("jitimer", NULL);
}

module_init(jit_init);
module_exit(jit_cleanup);

MODULE_AUTHOR("oops386");
MODULE_LICENSE("Dual BSD/GPL");
