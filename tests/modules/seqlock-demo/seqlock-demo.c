// SPDX-License-Identifier: GPL-2.0
/*
 * seqlock-demo - a clock of two halves that readers copy without a
 * lock (linux/seqlock.h).  A kernel thread ticks it: under
 * write_seqlock() it moves secs on and sets half = 2 * secs, the pair
 * readers must never see apart.  The loading task reads it the
 * lockless way (read_seqbegin()/read_seqretry()) while the thread
 * writes and counts the torn copies it kept (none may be), then reads
 * it once the locking way (read_seqbegin_or_lock()) and once under the
 * writers' lock.  A second lock, set up with seqlock_init(), is taken
 * with interrupts off (write_seqlock_irqsave()); a bare seqcount_t
 * counts too.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kthread.h>
#include <linux/seqlock.h>
#include <linux/delay.h>

#define TICKS 2000

static DEFINE_SEQLOCK(clock_lock);
static unsigned long secs, half;	/* half == 2 * secs, always */
static struct task_struct *ticker;

static int tick(void *unused)
{
	int i;

	for (i = 0; i < TICKS && !kthread_should_stop(); i++) {
		write_seqlock(&clock_lock);
		secs++;
		half = 2 * secs;
		write_sequnlock(&clock_lock);
		cond_resched();
	}
	while (!kthread_should_stop())
		msleep(1);
	return 0;
}

/* Copy the clock without the lock; true if the copy had to be redone */
static bool read_clock(unsigned long *s, unsigned long *h)
{
	unsigned int seq = read_seqbegin(&clock_lock);

	*s = secs;
	*h = half;
	return read_seqretry(&clock_lock, seq);
}

static void read_lockless(void)
{
	unsigned long s, h, torn = 0;

	do {
		if (!read_clock(&s, &h) && h != 2 * s)
			torn++;
		cond_resched();		/* on one CPU the ticker runs here */
	} while (s < TICKS);
	pr_info("lockless: final secs=%lu torn=%lu\n", s, torn);
}

static void read_locked(void)
{
	unsigned long s, h;
	int seq = 1;		/* odd: the first pass takes the lock */

	read_seqbegin_or_lock(&clock_lock, &seq);
	s = secs;
	h = half;
	pr_info("or_lock: need_retry=%d secs=%lu half=%lu\n",
		need_seqretry(&clock_lock, seq), s, h);
	done_seqretry(&clock_lock, seq);
	read_seqlock_excl(&clock_lock);
	pr_info("excl: secs=%lu\n", secs);
	read_sequnlock_excl(&clock_lock);
}

static void other_forms(void)
{
	seqlock_t lock;
	seqcount_t count = SEQCNT_ZERO(count);
	unsigned long flags;
	unsigned int before;

	seqlock_init(&lock);
	before = read_seqbegin(&lock);
	write_seqlock_irqsave(&lock, flags);
	write_sequnlock_irqrestore(&lock, flags);
	write_seqlock_bh(&lock);
	write_sequnlock_bh(&lock);
	write_seqcount_begin(&count);
	write_seqcount_end(&count);
	pr_info("irqsave+bh: retry=%u seq %u->%u; seqcount=%u retry=%d\n",
		read_seqretry(&lock, before), before, read_seqbegin(&lock),
		read_seqcount_begin(&count), read_seqcount_retry(&count, 0));
}

static int __init seqlock_demo_init(void)
{
	ticker = kthread_run(tick, NULL, "seqtick");
	if (IS_ERR(ticker))
		return PTR_ERR(ticker);
	read_lockless();
	read_locked();
	other_forms();
	return 0;
}

static void __exit seqlock_demo_exit(void)
{
	kthread_stop(ticker);
	pr_info("bye\n");
}

module_init(seqlock_demo_init);
module_exit(seqlock_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("seqlock_t and seqcount_t: lockless readers beside a writer thread");
