// SPDX-License-Identifier: GPL-2.0
/*
 * barrier-demo - a mailbox between a kernel thread and the loading
 * task, ordered by barriers alone (asm/barrier.h): the thread writes a
 * message's two words, then raises the flag with smp_store_release();
 * the loader sees the flag with smp_load_acquire(), reads both words
 * (they must agree) and lowers it with WRITE_ONCE().  The same again
 * with the older pair, wmb() before the flag and rmb() after it, and
 * mb()/smp_mb() around a last exchange.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kthread.h>
#include <linux/delay.h>
#include <asm/barrier.h>

#define MESSAGES 50

static unsigned int word1, word2;	/* word2 == ~word1 */
static int full;			/* 1: a message waits */
static struct task_struct *sender;

static void wait_empty(void)
{
	while (smp_load_acquire(&full))
		yield();	/* on one CPU the other side runs here */
}

static int send(void *unused)
{
	unsigned int i;

	for (i = 1; i <= 2 * MESSAGES; i++) {
		wait_empty();
		word1 = i;
		word2 = ~i;
		if (i <= MESSAGES) {
			smp_store_release(&full, 1);
		} else {
			wmb();
			WRITE_ONCE(full, 1);
		}
	}
	while (!kthread_should_stop())
		msleep(1);
	return 0;
}

static bool receive(unsigned int i, unsigned int *got)
{
	if (i <= MESSAGES) {
		while (!smp_load_acquire(&full))
			yield();	/* on one CPU the other side runs here */
	} else {
		while (!READ_ONCE(full))
			yield();	/* on one CPU the other side runs here */
		rmb();
	}
	*got = word1;
	return word2 == ~word1;
}

static int __init barrier_demo_init(void)
{
	unsigned int i, got = 0, whole = 0, in_order = 0;

	sender = kthread_run(send, NULL, "barrier-send");
	if (IS_ERR(sender))
		return PTR_ERR(sender);
	for (i = 1; i <= 2 * MESSAGES; i++) {
		whole += receive(i, &got);
		in_order += got == i;
		smp_mb();
		WRITE_ONCE(full, 0);
	}
	mb();
	pr_info("%u messages, %u whole, %u in order, last %u\n",
		2 * MESSAGES, whole, in_order, got);
	return 0;
}

static void __exit barrier_demo_exit(void)
{
	kthread_stop(sender);
	pr_info("bye\n");
}

module_init(barrier_demo_init);
module_exit(barrier_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("smp_store_release/smp_load_acquire, wmb/rmb, READ_ONCE/WRITE_ONCE");
