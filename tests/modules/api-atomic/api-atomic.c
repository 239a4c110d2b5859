// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-atomic/api-atomic.c - atomic_t and the bit
 * operations: each line prints the results of one group of calls, for
 * the test to compare with the values C semantics give.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/atomic.h>
#include <linux/bitops.h>

static atomic_t a = ATOMIC_INIT(5);
static DECLARE_BITMAP(map, 100);

static int __init api_atomic_init(void)
{
	int r1, r2, r3, r4, r5, r6, r7;
	unsigned long bit, n = 0;

	atomic_inc(&a);			/* 6 */
	atomic_add(10, &a);		/* 16 */
	atomic_sub(3, &a);		/* 13 */
	r1 = atomic_inc_return(&a);	/* 14 */
	r2 = atomic_dec_return(&a);	/* 13 */
	r3 = atomic_cmpxchg(&a, 13, 7);	/* 13, a = 7 */
	r4 = atomic_cmpxchg(&a, 13, 9);	/* 7, a stays 7 */
	r5 = atomic_xchg(&a, 1);	/* 7, a = 1 */
	r6 = atomic_dec_and_test(&a);	/* 1: reached 0 */
	r7 = atomic_add_unless(&a, 1, 0); /* 0: a is 0 */
	pr_info("atomic: %d %d %d %d %d %d %d %d\n", r1, r2, r3, r4, r5, r6,
		r7, atomic_read(&a));

	set_bit(3, map);
	set_bit(64, map);
	__set_bit(99, map);
	change_bit(5, map);
	change_bit(5, map);
	r1 = test_bit(3, map);
	r2 = test_bit(5, map);
	r3 = test_and_set_bit(64, map);
	r4 = test_and_clear_bit(64, map);
	r5 = test_bit(64, map);
	r6 = test_and_change_bit(7, map);
	pr_info("bitops: %d %d %d %d %d %d %lx %lx\n", r1, r2, r3, r4, r5, r6,
		map[0], map[3]);
	for_each_set_bit(bit, map, 100)
		n = n * 1000 + bit;
	pr_info("find: %lu %lu %lu %lu\n", find_first_bit(map, 100),
		find_next_bit(map, 100, 8), find_first_zero_bit(map, 100), n);
	clear_bit(3, map);
	clear_bit(7, map);
	clear_bit(99, map);
	pr_info("empty: %lu\n", find_first_bit(map, 100));
	return 0;
}

static void __exit api_atomic_exit(void)
{
}

module_init(api_atomic_init);
module_exit(api_atomic_exit);
MODULE_LICENSE("GPL");
