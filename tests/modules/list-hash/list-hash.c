// SPDX-License-Identifier: GPL-2.0
/*
 * list-hash: the list and hash table calls student modules make
 * (smalinux's list.c and hashtable.c, ritsz's kernel_linked_list.c):
 * a list of five numbers moved, swapped, turned and split, each step
 * printed; then a hash table of eight buckets (DEFINE_HASHTABLE) that
 * finds a key again by its bucket and prints which bucket each key
 * went to (the same on Linux: the same golden-ratio hash); a key added
 * and found the RCU way (hash_add_rcu, hash_for_each_possible_rcu).
 */
#include <linux/module.h>
#include <linux/list.h>
#include <linux/hashtable.h>

struct num {
	int v;
	struct list_head link;
	struct hlist_node node;
};

static struct num nums[7];
static LIST_HEAD(order);
static DEFINE_HASHTABLE(table, 3);

static void show(const char *what, struct list_head *head)
{
	char line[64];
	int len = 0;
	struct num *n;

	line[0] = '\0';
	list_for_each_entry(n, head, link)
		len += scnprintf(line + len, sizeof(line) - len, " %d", n->v);
	pr_info("list_hash: %s:%s\n", what, line);
}

static void list_steps(void)
{
	struct num *n, *tmp;
	struct list_head *pos;
	LIST_HEAD(other);
	int i, back = 0;

	for (i = 0; i < 5; i++) {
		nums[i].v = i + 1;
		list_add_tail(&nums[i].link, &order);
	}
	show("built", &order);
	list_move(&nums[3].link, &order);
	show("4 to the front", &order);
	list_rotate_left(&order);
	show("rotated", &order);
	list_swap(&nums[0].link, &nums[4].link);
	show("1 and 5 swapped", &order);
	nums[5].v = 6;
	list_replace(&nums[2].link, &nums[5].link);
	show("3 replaced by 6", &order);
	pr_info("list_hash: first %d last %d, 6 is first %d last %d\n",
		list_first_entry(&order, struct num, link)->v,
		list_last_entry(&order, struct num, link)->v,
		list_is_first(&nums[5].link, &order),
		list_is_last(&nums[5].link, &order));
	n = list_first_entry_or_null(&order, struct num, link);
	list_for_each_entry_continue(n, &order, link)
		if (n->v == 6)
			break;
	pr_info("list_hash: after the first, found %d; next %d\n", n->v,
		list_next_entry(n, link)->v);
	list_for_each_prev(pos, &order)
		back = back * 10 + list_entry(pos, struct num, link)->v;
	pr_info("list_hash: backwards %d\n", back);
	list_move_tail(&nums[1].link, &other);
	pr_info("list_hash: other singular %d, empty-or-null %d\n",
		list_is_singular(&other),
		list_first_entry_or_null(&order, struct num, link) == NULL);
	list_splice(&other, &order);
	show("2 spliced back at the front", &order);
	list_for_each_entry_safe_reverse(n, tmp, &order, link)
		list_del(&n->link);
	pr_info("list_hash: emptied %d\n", list_empty(&order));
}

static void hash_steps(void)
{
	struct hlist_node *tmp;
	struct num *n;
	int bkt, key, found = 0;

	pr_info("list_hash: %u buckets, empty %d\n", (unsigned int)HASH_SIZE(table),
		hash_empty(table));
	for (key = 0; key < 6; key++) {
		nums[key].v = key * 100;
		hash_add(table, &nums[key].node, nums[key].v);
	}
	hash_for_each(table, bkt, n, node)
		pr_info("list_hash: key %d in bucket %d\n", n->v, bkt);
	hash_for_each_possible(table, n, node, 300)
		if (n->v == 300)
			found = n->v;
	pr_info("list_hash: looked up 300: %d, hashed %d\n", found,
		hash_hashed(&nums[3].node));
	hash_del(&nums[3].node);
	found = 0;
	hash_for_each_possible(table, n, node, 300)
		if (n->v == 300)
			found = 1;
	pr_info("list_hash: after hash_del: found %d, hashed %d\n", found,
		hash_hashed(&nums[3].node));
	nums[6].v = 600;
	hash_add_rcu(table, &nums[6].node, 600);
	found = 0;
	rcu_read_lock();
	hash_for_each_possible_rcu(table, n, node, 600)
		if (n->v == 600)
			found = n->v;
	rcu_read_unlock();
	hash_del_rcu(&nums[6].node);
	synchronize_rcu();
	pr_info("list_hash: rcu: looked up 600: %d\n", found);
	hash_for_each_safe(table, bkt, tmp, n, node)
		hash_del(&n->node);
	pr_info("list_hash: emptied %d\n", hash_empty(table));
}

static int __init list_hash_init(void)
{
	list_steps();
	hash_steps();
	return 0;
}

static void __exit list_hash_exit(void)
{
	pr_info("list_hash: done\n");
}

module_init(list_hash_init);
module_exit(list_hash_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("list.h's moves and hlist, hashtable.h's DEFINE_HASHTABLE");
