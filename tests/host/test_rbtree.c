// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit test of lib/rbtree.c: random inserts (linked by hand as a
 * book's module does, with rb_add() and with rb_find_add()), erases and
 * replacements, with the five red-black rules, the key order and the
 * three walks checked after every one (tests/host/rbtree_check.h), on a
 * plain and on a leftmost-cached tree; the height bound on a long
 * ascending run; rb_find() and rb_for_each() among equal keys; freeing
 * every node in a post-order walk, under AddressSanitizer.
 */
#include <stdlib.h>
#include "ktap.h"
#include "rbtree_check.h"

#define STEPS	20000
#define LONG_RUN 4095	/* 2^12 - 1 nodes */

static unsigned long long rng = 88172645463325252ULL;

static unsigned int next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned int)(rng >> 11);
}

/* STEPS random changes; then every item erased, in random order */
static const char *random_run(bool cached)
{
	static struct rbworld w;
	const char *why = NULL;
	unsigned int i;

	w = (struct rbworld){ .tree = RB_ROOT_CACHED, .cached = cached };
	for (i = 0; i < STEPS && !why; i++)
		why = rbcheck_step(&w, next(), next());
	while (w.c.total && !why)
		why = rbcheck_step(&w, RB_ERASE, next());
	return why;
}

/* Ascending keys, each one going to the far right: the case that makes
 * a plain binary search tree a list */
static const char *sorted_run(void)
{
	static struct rbworld w;
	const char *why = NULL;
	int k;

	w = (struct rbworld){ .tree = RB_ROOT_CACHED };
	for (k = 0; k < RBCHECK_KEYS && !why; k++)
		why = rbcheck_step(&w, RB_LINK, k);
	for (k = RBCHECK_KEYS - 1; k >= 0 && !why; k--)
		why = rbcheck_step(&w, RB_ADD, k);
	for (k = 0; k < RBCHECK_POOL && !why; k++)
		why = rbcheck_step(&w, RB_ERASE, 0);
	return why;
}

static int height(const struct rb_node *n)
{
	int l, r;

	if (!n)
		return 0;
	l = height(n->rb_left);
	r = height(n->rb_right);
	return 1 + (l > r ? l : r);
}

static bool long_less(struct rb_node *a, const struct rb_node *b)
{
	return rb_entry(a, struct item, rb)->key <
	       rb_entry(b, struct item, rb)->key;
}

/* CLRS lemma 13.1: height <= 2 lg(n + 1), 24 for 4095 nodes */
static int long_run_height(void)
{
	static struct item items[LONG_RUN];
	struct rb_root root = RB_ROOT;
	int i;

	for (i = 0; i < LONG_RUN; i++) {
		items[i].key = i;
		rb_add(&items[i].rb, &root, long_less);
	}
	return height(root.rb_node);
}

static int key_cmp(const void *key, const struct rb_node *n)
{
	return *(const int *)key - rbcheck_key(n);
}

/* Keys 0..9, key k three times (items k, k + 10, k + 20, added in that
 * order); rb_for_each() must give the three of a key in that order */
static bool equal_keys(void)
{
	static struct item items[30];
	struct rb_root root = RB_ROOT;
	struct rb_node *n;
	int i, k = 4, absent = 10, seen = 0;

	for (i = 0; i < 30; i++) {
		items[i].key = i % 10;
		rb_add(&items[i].rb, &root, long_less);
	}
	rb_for_each(n, &k, &root, key_cmp)
		if (n != &items[k + 10 * seen++].rb)
			return false;
	n = rb_find(&k, &root, key_cmp);
	return seen == 3 && n && rbcheck_key(n) == k &&
	       !rb_find(&absent, &root, key_cmp) &&
	       !rb_find_first(&absent, &root, key_cmp) &&
	       rb_find_first(&k, &root, key_cmp) == &items[k].rb;
}

/* The way a module empties its tree: free each node as the post-order
 * walk reaches it (ASan: the walk must not touch a freed node) */
static int free_all(int n)
{
	struct rb_root root = RB_ROOT;
	struct item *it, *tmp;
	int i, freed = 0;

	for (i = 0; i < n; i++) {
		it = malloc(sizeof(*it));
		it->key = (i * 37) % n;
		rb_add(&it->rb, &root, long_less);
	}
	rbtree_postorder_for_each_entry_safe(it, tmp, &root, rb) {
		free(it);
		freed++;
	}
	return freed;
}

static bool empty_tree(void)
{
	struct rb_root root = RB_ROOT;
	struct rb_root_cached cached = RB_ROOT_CACHED;
	struct item it = { .key = 1 };

	RB_CLEAR_NODE(&it.rb);
	return RB_EMPTY_ROOT(&root) && !rb_first(&root) && !rb_last(&root) &&
	       !rb_first_postorder(&root) && !rb_next_postorder(NULL) &&
	       !rb_first_cached(&cached) && RB_EMPTY_NODE(&it.rb) &&
	       !rb_next(&it.rb) && !rb_prev(&it.rb);
}

int main(void)
{
	const char *why;

	KTAP_BEGIN(7);
	why = random_run(false);
	KTAP_CHECK(!why, "plain tree: %d random inserts, erases and replacements, all rules hold after each (%s)",
		   STEPS, why ? why : "ok");
	why = random_run(true);
	KTAP_CHECK(!why, "cached tree: the same with the _cached functions, rb_first_cached() right (%s)",
		   why ? why : "ok");
	why = sorted_run();
	KTAP_CHECK(!why, "ascending then descending keys, then erasing them all (%s)",
		   why ? why : "ok");
	KTAP_CHECK(long_run_height() <= 24, "%d ascending keys: height %d <= 2 lg(n + 1)",
		   LONG_RUN, long_run_height());
	KTAP_CHECK(equal_keys(), "rb_for_each() gives equal keys in the order added; rb_find(), rb_find_first()");
	KTAP_CHECK(free_all(1000) == 1000, "rbtree_postorder_for_each_entry_safe() frees every node");
	KTAP_CHECK(empty_tree(), "an empty tree and a cleared node walk nowhere");
	return KTAP_END();
}
