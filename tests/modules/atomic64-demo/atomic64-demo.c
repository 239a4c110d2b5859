// SPDX-License-Identifier: GPL-2.0
/*
 * atomic64-demo: a 64-bit counter a kernel thread per CPU and the
 * module's init add to at once (packet and byte counts, as a network
 * module's statistics keep them), then each atomic64_t operation once,
 * on values that cross the 32-bit halves.  Its lines are Linux 6.1's
 * (tests/kernel/test_atomic64.py).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/atomic.h>
#include <linux/completion.h>
#include <linux/kthread.h>

#define ROUNDS	20000
#define STEP	0x100000001LL	/* one in each half: a torn add shows */

static atomic64_t total = ATOMIC64_INIT(0);
static DECLARE_COMPLETION(done);

static int adder(void *unused)
{
	int i;

	for (i = 0; i < ROUNDS; i++)
		atomic64_add(STEP, &total);
	complete(&done);
	return 0;
}

/* each operation once, in order (a call's arguments have none) */
static void each_operation(void)
{
	atomic64_t v = ATOMIC64_INIT(0xffffffffLL);
	s64 a, b, c;

	pr_info("atomic64: inc_return %llx\n", atomic64_inc_return(&v));
	a = atomic64_dec_and_test(&v);
	pr_info("atomic64: dec_and_test %lld, read %llx\n", a,
		atomic64_read(&v));
	a = atomic64_fetch_sub(0x1ffffffffLL, &v);
	pr_info("atomic64: fetch_sub %llx, now %lld\n", a, atomic64_read(&v));
	a = atomic64_add_negative(-1, &v);
	b = atomic64_xchg(&v, 1LL << 40);
	pr_info("atomic64: add_negative %lld, xchg %lld\n", a, b);
	a = atomic64_cmpxchg(&v, 5, 6);
	b = atomic64_cmpxchg(&v, 1LL << 40, 7);
	c = atomic64_read(&v);
	pr_info("atomic64: cmpxchg miss %llx, hit %llx, now %llx\n", a, b, c);
	atomic64_set(&v, -2);
	a = atomic64_inc_and_test(&v);
	b = atomic64_sub_and_test(-1, &v);
	pr_info("atomic64: inc_and_test %lld, sub_and_test %lld\n", a, b);
}

static int __init atomic64_demo_init(void)
{
	struct task_struct *t = kthread_run(adder, NULL, "atomic64-adder");
	int i;

	if (IS_ERR(t))
		return PTR_ERR(t);
	for (i = 0; i < ROUNDS; i++)
		atomic64_add(STEP, &total);
	wait_for_completion(&done);
	pr_info("atomic64: total %llx (want %llx)\n", atomic64_read(&total),
		2 * ROUNDS * STEP);
	each_operation();
	return 0;
}

static void __exit atomic64_demo_exit(void)
{
}

module_init(atomic64_demo_init);
module_exit(atomic64_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("atomic64_t on i386: a shared 64-bit counter");
