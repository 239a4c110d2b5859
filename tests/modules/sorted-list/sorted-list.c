// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/sorted-list/sorted-list.c - a linked list of kmalloc'd
 * nodes with random keys, sorted with list_sort(), printed, and freed.
 * Each node also remembers its insertion order, so the printout shows
 * that equal keys kept their order (list_sort() is stable).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/list_sort.h>
#include <linux/slab.h>
#include <linux/random.h>

struct node {
	struct list_head list;
	u32 key;
	int seq;
};

static LIST_HEAD(nodes);
static int count = 40;
module_param(count, int, 0444);

static int cmp(void *priv, const struct list_head *a,
	       const struct list_head *b)
{
	const struct node *x = list_entry(a, struct node, list);
	const struct node *y = list_entry(b, struct node, list);

	return x->key > y->key ? 1 : x->key < y->key ? -1 : 0;
}

static int __init sorted_init(void)
{
	struct node *n;
	int i;

	for (i = 0; i < count; i++) {
		n = kmalloc(sizeof(*n), GFP_KERNEL);
		if (!n)
			return -ENOMEM;
		n->key = get_random_u32() % 10;	/* many equal keys */
		n->seq = i;
		list_add_tail(&n->list, &nodes);
	}
	list_sort(NULL, &nodes, cmp);
	list_for_each_entry(n, &nodes, list)
		pr_info("sorted: key=%u seq=%d\n", n->key, n->seq);
	return 0;
}

static void __exit sorted_exit(void)
{
	struct node *n, *tmp;
	int freed = 0;

	list_for_each_entry_safe(n, tmp, &nodes, list) {
		list_del(&n->list);
		kfree(n);
		freed++;
	}
	pr_info("sorted: freed %d nodes\n", freed);
}

module_init(sorted_init);
module_exit(sorted_exit);
MODULE_LICENSE("GPL");
