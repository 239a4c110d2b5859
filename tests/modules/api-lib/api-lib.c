// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-lib/api-lib.c - the library calls Linux's own
 * lib/test_*.c modules exercise, in their style (pr_fmt, __init test
 * functions, a pass count): sort() with and without a swap function,
 * list_sort() with a comparison of the pre-5.13 kind, the kstrto*()
 * family and sscanf() on strings given as a parameter, hex dumps, and 64-bit
 * division.  Everything it computes it prints, for the test to check
 * against Python's own arithmetic; /proc/apilib takes a number written
 * to it with kstrtoint_from_user().
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/list_sort.h>
#include <linux/list.h>
#include <linux/proc_fs.h>
#include <linux/math64.h>
#include <linux/string.h>

static int nums[16] = { 5, 3, 9, 1 };
static unsigned int nr_nums = 4;
module_param_array(nums, int, &nr_nums, 0444);

/* strings to convert, separated by ':' */
static char *words = "42";
module_param(words, charp, 0444);

static int group = 1;
module_param(group, int, 0444);

struct pair {
	int key;
	int seq;
};

static int __init cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

static int __init cmp_pair(const void *a, const void *b)
{
	return cmp_int(&((const struct pair *)a)->key,
		       &((const struct pair *)b)->key);
}

static int swaps __initdata;

static void __init swap_pair(void *a, void *b, int size)
{
	struct pair t = *(struct pair *)a;

	*(struct pair *)a = *(struct pair *)b;
	*(struct pair *)b = t;
	swaps++;
}

static void __init test_sort(void)
{
	int sorted[ARRAY_SIZE(nums)];
	struct pair pairs[ARRAY_SIZE(nums)];
	char line[16 * 13] = "";
	unsigned int i;

	memcpy(sorted, nums, sizeof(sorted));
	sort(sorted, nr_nums, sizeof(int), cmp_int, NULL);
	for (i = 0; i < nr_nums; i++) {
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
			 " %d", sorted[i]);
		pairs[i].key = -nums[i];
		pairs[i].seq = i;
	}
	pr_info("sort:%s\n", line);
	sort(pairs, nr_nums, sizeof(pairs[0]), cmp_pair, swap_pair);
	line[0] = '\0';
	for (i = 0; i < nr_nums; i++)
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
			 " %d", pairs[i].key);
	pr_info("sort by swap_pair:%s (%s)\n", line,
		swaps || nr_nums < 2 ? "swapped" : "never swapped");
}

struct item {
	struct list_head list;
	int value;
	int seq;
};

/* Before 5.13 the list heads came without const: it still builds */
static int __init cmp_item(void *priv, struct list_head *a,
			   struct list_head *b)
{
	return list_entry(a, struct item, list)->value % 10 -
	       list_entry(b, struct item, list)->value % 10;
}

static int __init test_list_sort(void)
{
	struct item *items, *it;
	LIST_HEAD(head);
	unsigned int i;

	items = kcalloc(nr_nums, sizeof(*items), GFP_KERNEL);
	if (!items)
		return -ENOMEM;
	for (i = 0; i < nr_nums; i++) {
		items[i].value = nums[i];
		items[i].seq = i;
		list_add_tail(&items[i].list, &head);
	}
	list_sort(NULL, &head, cmp_item);
	list_for_each_entry(it, &head, list)
		pr_info("list_sort: %d (#%d)\n", it->value, it->seq);
	kfree(items);
	return 0;
}

static void __init kstrtox_one(const char *s)
{
	long long ll = 0;
	int in = 0;
	unsigned int ui = 0;
	u8 u8v = 0;
	s8 s8v = 0;
	bool b = false;
	int e1 = kstrtoll(s, 0, &ll), e2 = kstrtoint(s, 10, &in);
	int e3 = kstrtouint(s, 16, &ui), e4 = kstrtou8(s, 0, &u8v);
	int e5 = kstrtos8(s, 0, &s8v), e6 = kstrtobool(s, &b);

	pr_info("kstrto '%s': ll0 %d %lld int10 %d %d uint16 %d %u u8 %d %u s8 %d %d bool %d %d\n",
		s, e1, ll, e2, in, e3, ui, e4, u8v, e5, s8v, e6, b);
}

/*
 * sscanf() as LKMPG's hello-sysfs reads a sysfs write: a width-limited
 * number of C's bases, a hex number, then a number of two digits and
 * the character after it.
 */
static void __init sscanf_one(const char *s)
{
	int i4 = 0, d2 = 0;
	unsigned int x4 = 0;
	char c = '?';
	int n1 = sscanf(s, "%4i", &i4), n2 = sscanf(s, "%4x", &x4);
	int n3 = sscanf(s, "%2d%c", &d2, &c);

	pr_info("sscanf '%s': i4 %d %d x4 %d %u d2c %d %d %c\n", s, n1, i4, n2,
		x4, n3, d2, c);
}

static void __init test_kstrtox(void)
{
	const char *p = words;
	char word[32];

	while (*p) {
		size_t n = strcspn(p, ":");

		strlcpy(word, p, min(n + 1, sizeof(word)));
		kstrtox_one(word);
		sscanf_one(word);
		p += n + (p[n] == ':');
	}
}

static void __init test_hexdump(void)
{
	u8 buf[40];
	char small[10];
	unsigned int i;
	int n;

	for (i = 0; i < sizeof(buf); i++)
		buf[i] = i * 37 + 11;
	print_hex_dump(KERN_INFO, "dump: ", DUMP_PREFIX_OFFSET, 16, group,
		       buf, sizeof(buf), true);
	n = hex_dump_to_buffer(buf, 16, 16, 4, small, sizeof(small), false);
	pr_info("hexdump: short buffer wants %d, holds '%s'\n", n, small);
}

static void __init test_div64(void)
{
	pr_info("limits: %u %d %d %llu %lld %zu\n", U16_MAX, S16_MIN, S8_MAX,
		U64_MAX, S64_MIN, SIZE_MAX);
	u64 big = 1000000000000007ULL, rest;
	u32 rem;
	u64 q = div_u64_rem(big, 1000003, &rem);

	pr_info("div64: %llu = %llu * 1000003 + %u\n", big, q, rem);
	q = div64_u64_rem(big, 98765432109ULL, &rest);
	pr_info("div64: %llu = %llu * 98765432109 + %llu\n", big, q, rest);
	pr_info("div64: %lld / 7 = %lld\n", -big, div_s64(-(s64)big, 7));
}

static int value;

static ssize_t apilib_write(struct file *file, const char __user *buf,
			    size_t count, loff_t *pos)
{
	int v, err = kstrtoint_from_user(buf, count, 0, &v);

	if (err) {
		pr_info("write refused: %d\n", err);
		return err;
	}
	value = v;
	pr_info("value is now %d\n", value);
	return count;
}

static const struct proc_ops apilib_ops = {
	.proc_write = apilib_write,
};

static int __init test_lib_init(void)
{
	int err;

	test_sort();
	err = test_list_sort();
	if (err)
		return err;
	test_kstrtox();
	test_hexdump();
	test_div64();
	if (!proc_create("apilib", 0222, NULL, &apilib_ops))
		return -ENOMEM;
	return 0;
}
module_init(test_lib_init);

static void __exit test_lib_exit(void)
{
	remove_proc_entry("apilib", NULL);
	pr_info("last value %d\n", value);
}
module_exit(test_lib_exit);

MODULE_LICENSE("GPL");
