// SPDX-License-Identifier: GPL-2.0
/*
 * rbtree-demo: red-black trees (linux/rbtree.h) the way LDD3-for-5.x
 * (d0u9's eg_rbtree) and the kernel's own users write them: a struct
 * with an rb_node inside, an insert that walks down by hand and calls
 * rb_link_node() and rb_insert_color(), a search that walks down, the
 * in-order walk with rb_first()/rb_next(), rb_erase(),
 * rb_replace_node(), the helpers of 5.12 on (rb_add(), rb_find(),
 * rb_find_add()), a leftmost-cached tree, and freeing every node in a
 * post-order walk at unload.  The post-order lines show the tree's
 * shape, so they are the same as on Linux 6.1 only if every rotation
 * and recolouring is (tests/kernel/test_rbtree.py).
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/rbtree.h>
#include <linux/slab.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Red-black trees: insert, search, erase, walk");

struct number {
	int key;
	struct rb_node node;
};

static struct rb_root tree = RB_ROOT;
static struct rb_root_cached queue = RB_ROOT_CACHED;

static struct number *number_new(int key)
{
	struct number *n = kzalloc(sizeof(*n), GFP_KERNEL);

	if (n)
		n->key = key;
	return n;
}

/* The book's way: false if the key is in already */
static bool insert(struct rb_root *root, struct number *new)
{
	struct rb_node **link = &root->rb_node, *parent = NULL;

	while (*link) {
		struct number *this = rb_entry(*link, struct number, node);

		parent = *link;
		if (new->key < this->key)
			link = &parent->rb_left;
		else if (new->key > this->key)
			link = &parent->rb_right;
		else
			return false;
	}
	rb_link_node(&new->node, parent, link);
	rb_insert_color(&new->node, root);
	return true;
}

static struct number *search(struct rb_root *root, int key)
{
	struct rb_node *node = root->rb_node;

	while (node) {
		struct number *this = rb_entry(node, struct number, node);

		if (key < this->key)
			node = node->rb_left;
		else if (key > this->key)
			node = node->rb_right;
		else
			return this;
	}
	return NULL;
}

/* One line of keys: in order, backwards or children first */
enum walk { IN_ORDER, BACKWARDS, POST_ORDER };

static void show(const char *what, struct rb_root *root, enum walk how)
{
	char line[200];
	int len = 0;
	struct rb_node *node;
	struct number *n, *tmp;

	line[0] = '\0';
	if (how == POST_ORDER) {
		rbtree_postorder_for_each_entry_safe(n, tmp, root, node)
			len += scnprintf(line + len, sizeof(line) - len,
					 " %d", n->key);
	} else {
		for (node = how == IN_ORDER ? rb_first(root) : rb_last(root);
		     node;
		     node = how == IN_ORDER ? rb_next(node) : rb_prev(node))
			len += scnprintf(line + len, sizeof(line) - len, " %d",
					 rb_entry(node, struct number, node)->key);
	}
	pr_info("%s:%s\n", what, line);
}

static bool number_less(struct rb_node *a, const struct rb_node *b)
{
	return rb_entry(a, struct number, node)->key <
	       rb_entry(b, struct number, node)->key;
}

static int number_cmp(struct rb_node *a, const struct rb_node *b)
{
	return rb_entry(a, struct number, node)->key -
	       rb_entry(b, struct number, node)->key;
}

static int key_cmp(const void *key, const struct rb_node *b)
{
	return *(const int *)key - rb_entry(b, struct number, node)->key;
}

static int first_key(struct rb_node *node)
{
	return node ? rb_entry(node, struct number, node)->key : -1;
}

static const int keys[] = {
	50, 20, 80, 10, 30, 60, 90, 5, 15, 25, 35, 55, 65, 85, 95,
	1, 2, 3, 4, 6, 7, 8, 9, 70, 75, 72, 71,
};
static const int gone[] = { 50, 1, 80, 20, 7, 95, 30, 72 };

/* The book's insert and search, erase, replace */
static int __init by_hand(void)
{
	struct number *n, *old;
	int i, dup = 0;

	for (i = 0; i < ARRAY_SIZE(keys); i++) {
		n = number_new(keys[i]);
		if (!n)
			return -ENOMEM;
		if (!insert(&tree, n)) {
			kfree(n);
			dup++;
		}
	}
	show("in order", &tree, IN_ORDER);
	show("backwards", &tree, BACKWARDS);
	show("post-order", &tree, POST_ORDER);
	pr_info("root %d, search 65: %d, search 66: %s, duplicates %d\n",
		rb_entry(tree.rb_node, struct number, node)->key,
		search(&tree, 65)->key, search(&tree, 66) ? "found" : "NULL",
		dup);
	for (i = 0; i < ARRAY_SIZE(gone); i++) {
		n = search(&tree, gone[i]);
		rb_erase(&n->node, &tree);
		kfree(n);
	}
	show("after erasing 50 1 80 20 7 95 30 72", &tree, POST_ORDER);
	old = search(&tree, 60);
	n = number_new(60);
	if (!n)
		return -ENOMEM;
	rb_replace_node(&old->node, &n->node, &tree);
	kfree(old);
	pr_info("replaced 60: search finds the new one %d, root %d\n",
		search(&tree, 60) == n,
		rb_entry(tree.rb_node, struct number, node)->key);
	return 0;
}

/* 5.12's helpers, and a leftmost-cached tree used as a queue */
static int __init helpers(void)
{
	struct number *n = number_new(42), *dup = number_new(42);
	struct rb_node *found, *first;
	int i, key = 42, missing = 43;

	if (!n || !dup) {
		kfree(n);
		kfree(dup);
		return -ENOMEM;
	}
	rb_add(&n->node, &tree, number_less);
	found = rb_find_add(&dup->node, &tree, number_cmp);
	pr_info("rb_add 42, rb_find_add 42 again: finds the first %d\n",
		found == &n->node);
	kfree(dup);
	pr_info("rb_find 42: %d, rb_find 43: %s\n",
		first_key(rb_find(&key, &tree, key_cmp)),
		rb_find(&missing, &tree, key_cmp) ? "found" : "NULL");
	show("post-order", &tree, POST_ORDER);

	for (i = 0; i < ARRAY_SIZE(keys); i++) {
		n = number_new(keys[i] % 17);
		if (!n)
			return -ENOMEM;
		first = rb_add_cached(&n->node, &queue, number_less);
		if (first)
			pr_info("queue: %d is the new first\n", n->key);
	}
	show("queue in order", &queue.rb_root, IN_ORDER);
	for (i = 0; i < 5; i++) {
		n = rb_entry(rb_first_cached(&queue), struct number, node);
		first = rb_erase_cached(&n->node, &queue);
		pr_info("queue: took %d, next first %d\n", n->key,
			first_key(first));
		kfree(n);
	}
	show("queue post-order", &queue.rb_root, POST_ORDER);
	return 0;
}

/* The way d0u9's eg_rbtree and most drivers empty a tree: each node is
 * freed as the post-order walk reaches it, after its children */
static int free_all(struct rb_root *root)
{
	struct number *n, *tmp;
	int freed = 0;

	rbtree_postorder_for_each_entry_safe(n, tmp, root, node) {
		kfree(n);
		freed++;
	}
	*root = RB_ROOT;
	return freed;
}

static void rbtree_demo_free(void)
{
	int t = free_all(&tree);
	int q = free_all(&queue.rb_root);

	queue.rb_leftmost = NULL;
	pr_info("freed %d and %d nodes, tree empty %d\n", t, q,
		RB_EMPTY_ROOT(&tree));
}

static int __init rbtree_demo_init(void)
{
	int err = by_hand();

	if (!err)
		err = helpers();
	if (err)
		rbtree_demo_free();
	return err;
}

static void __exit rbtree_demo_exit(void)
{
	rbtree_demo_free();
	pr_info("gone\n");
}

module_init(rbtree_demo_init);
module_exit(rbtree_demo_exit);
