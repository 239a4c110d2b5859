// SPDX-License-Identifier: GPL-2.0
/*
 * slab-freewalk: the classic list bug, kfree() inside the walk.
 *
 *	list_for_each_entry(n, &items, link)
 *		kfree(n);
 *
 * reads n->link.next after n is freed.  On Linux it goes unnoticed,
 * because its SLUB keeps a free object's link to the next free one in
 * the middle of the object (since 5.7), not over a list_head at its
 * start; oops386's mm/slab.c free_pointer() keeps it
 * in the same place, so the walk ends as it does there.  Boot with
 * slub_debug and every freed byte is poison (0x6b): the walk's next
 * step is kfree() of 6b6b6b6b, a warning, and the one after an oops at
 * 6b6b6b6b, which is the point of the option.
 * freewalk_safe=1 frees with list_for_each_entry_safe() instead.
 */
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/list.h>

struct item {
	struct list_head link;		/* first, as in most textbook nodes */
	int number;
	char name[8];
};

static LIST_HEAD(items);
static int nr_items = 5;
module_param(nr_items, int, 0444);
MODULE_PARM_DESC(nr_items, "how many nodes to put on the list");
static bool freewalk_safe;
module_param(freewalk_safe, bool, 0444);
MODULE_PARM_DESC(freewalk_safe, "free with list_for_each_entry_safe()");

/* The right way: the next node is read before this one is freed */
static int free_items_safely(void)
{
	struct item *it, *next;
	int freed = 0;

	list_for_each_entry_safe(it, next, &items, link) {
		kfree(it);
		freed++;
	}
	INIT_LIST_HEAD(&items);
	return freed;
}

static int __init freewalk_init(void)
{
	int i;

	for (i = 0; i < nr_items; i++) {
		struct item *it = kzalloc(sizeof(*it), GFP_KERNEL);

		if (!it) {
			/* no exit routine runs after a failed init */
			free_items_safely();
			return -ENOMEM;
		}
		it->number = i;
		snprintf(it->name, sizeof(it->name), "item%d", i);
		list_add_tail(&it->link, &items);
	}
	pr_info("freewalk: %d items of %zu bytes on the list\n", nr_items,
		sizeof(struct item));
	return 0;
}

static void __exit freewalk_exit(void)
{
	struct item *it;
	int freed = 0;

	if (freewalk_safe) {
		freed = free_items_safely();
	} else {
		/* the bug: it->link.next is read after kfree(it) */
		list_for_each_entry(it, &items, link) {
			kfree(it);
			freed++;
		}
	}
	pr_info("freewalk: freed %d items\n", freed);
}

module_init(freewalk_init);
module_exit(freewalk_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("kfree() inside list_for_each_entry(), and what shows it");
