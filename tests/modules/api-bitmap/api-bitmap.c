// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-bitmap/api-bitmap.c - a module using linux/bitmap.h
 * as drivers do (a map of free slots, masks combined): two maps read
 * from lists given as parameters (bitmap_parselist(), the cpuset list
 * format "0-3,8"), every whole-map operation on them, and a heap map
 * from bitmap_zalloc() searched for a free aligned run.  It prints each
 * result as a list of its set bits, for the test to check against
 * Python's sets.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/bitmap.h>
#include <linux/bitops.h>
#include <linux/slab.h>

#define MAXBITS 256

static char *a = "0-3,8,10-11";
module_param(a, charp, 0444);
static char *b = "2-9";
module_param(b, charp, 0444);
static int nbits = 100;
module_param(nbits, int, 0444);
static int shift = 3;
module_param(shift, int, 0444);
MODULE_LICENSE("GPL");

/* "name: 0 1 2 (weight W)": every set bit, for_each_set_bit() */
static void show(const char *name, const unsigned long *map)
{
	static char line[MAXBITS * 4 + 1]; /* init alone calls this */
	unsigned int bit;
	int len = 0;

	line[0] = '\0';
	for_each_set_bit(bit, map, nbits)
		len += scnprintf(line + len, sizeof(line) - len, " %u", bit);
	pr_info("%s:%s (weight %u)\n", name, line, bitmap_weight(map, nbits));
}

/* The heap map: nbits / 2 set from bit 1, then the first free run of
 * 5 bits aligned to 8, taken */
static int free_run(void)
{
	unsigned long *slots = bitmap_zalloc(nbits, GFP_KERNEL);
	unsigned long at;

	if (!slots)
		return -ENOMEM;
	bitmap_set(slots, 1, nbits / 2);
	at = bitmap_find_next_zero_area(slots, nbits, 0, 5, 7);
	if (at < (unsigned long)nbits)
		bitmap_set(slots, at, 5);
	pr_info("free run of 5 at %lu, first zero now %lu\n", at,
		find_first_zero_bit(slots, nbits));
	bitmap_free(slots);
	return 0;
}

static int __init api_bitmap_init(void)
{
	DECLARE_BITMAP(ma, MAXBITS);
	DECLARE_BITMAP(mb, MAXBITS);
	DECLARE_BITMAP(r, MAXBITS);
	int err;

	if (nbits <= 0 || nbits > MAXBITS || shift < 0)
		return -EINVAL;
	err = bitmap_parselist(a, ma, nbits);
	if (!err)
		err = bitmap_parselist(b, mb, nbits);
	if (err) {
		pr_err("bad list: %d\n", err);
		return err;
	}
	show("a", ma);
	show("b", mb);
	pr_info("first %lu last %lu first zero %lu\n", find_first_bit(ma, nbits),
		find_last_bit(ma, nbits), find_first_zero_bit(ma, nbits));
	pr_info("equal %d intersects %d subset %d empty %d full %d\n",
		bitmap_equal(ma, mb, nbits), bitmap_intersects(ma, mb, nbits),
		bitmap_subset(ma, mb, nbits), bitmap_empty(ma, nbits),
		bitmap_full(ma, nbits));
	pr_info("and says %d\n", bitmap_and(r, ma, mb, nbits));
	show("and", r);
	bitmap_or(r, ma, mb, nbits);
	show("or", r);
	bitmap_xor(r, ma, mb, nbits);
	show("xor", r);
	pr_info("andnot says %d\n", bitmap_andnot(r, ma, mb, nbits));
	show("andnot", r);
	bitmap_complement(r, ma, nbits);
	show("complement", r);
	bitmap_shift_left(r, ma, shift, nbits);
	show("shl", r);
	bitmap_shift_right(r, ma, shift, nbits);
	show("shr", r);
	bitmap_fill(r, nbits);
	bitmap_clear(r, 1, nbits - 2);
	show("ends", r);
	return free_run();
}

static void __exit api_bitmap_exit(void)
{
	pr_info("done\n");
}

module_init(api_bitmap_init);
module_exit(api_bitmap_exit);
