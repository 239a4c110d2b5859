/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The checks tests/host/test_rbtree.c and tests/host/fuzz_rbtree.c make
 * of lib/rbtree.c after every step: a tree of struct item keyed by key,
 * against a model that counts how many items of each key are in.
 * rbcheck_tree() returns NULL when the tree is a red-black tree (the
 * five rules of lib/rbtree.c's comment), a binary search tree of
 * exactly the model's items, with right parent links; else the rule
 * broken.  rbcheck_walks() checks the walks: rb_first/rb_next in key
 * order, rb_last/rb_prev backwards, the post-order one children first.
 */
#ifndef _TESTS_RBTREE_CHECK_H
#define _TESTS_RBTREE_CHECK_H

#include "linux/rbtree.h"

#define RBCHECK_KEYS	64	/* keys are 0..63 */

struct item {
	int key;
	unsigned int mark;	/* rbcheck_postorder() saw it */
	struct rb_node rb;
};

struct rbcheck {
	unsigned int count[RBCHECK_KEYS];	/* the model */
	unsigned int total;
	unsigned int gen;			/* of the marks */
	const char *why;			/* the first rule broken */
};

static bool rbcheck_red(const struct rb_node *n)
{
	return n && !(n->__rb_parent_color & 1);
}

static int rbcheck_key(const struct rb_node *n)
{
	return rb_entry(n, struct item, rb)->key;
}

static void rbcheck_fail(struct rbcheck *c, const char *why)
{
	if (!c->why)
		c->why = why;
}

/* The black height of n's subtree, checking rules 4 and 5, the order
 * (keys within [lo, hi]) and the parent links on the way; counts the
 * nodes in *nodes */
static int rbcheck_subtree(struct rbcheck *c, const struct rb_node *n,
			   int lo, int hi, unsigned int *nodes)
{
	int left, right;

	if (!n)
		return 1;	/* rule 3: the NULL leaf is black */
	++*nodes;
	if (rbcheck_key(n) < lo || rbcheck_key(n) > hi)
		rbcheck_fail(c, "out of key order");
	if (n->rb_left && rb_parent(n->rb_left) != n)
		rbcheck_fail(c, "a left child's parent link is wrong");
	if (n->rb_right && rb_parent(n->rb_right) != n)
		rbcheck_fail(c, "a right child's parent link is wrong");
	if (rbcheck_red(n) &&
	    (rbcheck_red(n->rb_left) || rbcheck_red(n->rb_right)))
		rbcheck_fail(c, "rule 4: a red node has a red child");
	if (n->__rb_parent_color & 2)
		rbcheck_fail(c, "bit 1 of the parent word is set");
	left = rbcheck_subtree(c, n->rb_left, lo, rbcheck_key(n), nodes);
	right = rbcheck_subtree(c, n->rb_right, rbcheck_key(n), hi, nodes);
	if (left != right)
		rbcheck_fail(c, "rule 5: black heights differ");
	return left + !rbcheck_red(n);
}

static const char *rbcheck_tree(struct rbcheck *c, const struct rb_root *root)
{
	unsigned int nodes = 0;

	c->why = NULL;
	if (root->rb_node && rb_parent(root->rb_node))
		rbcheck_fail(c, "the root has a parent");
	if (rbcheck_red(root->rb_node))
		rbcheck_fail(c, "rule 2: the root is red");
	rbcheck_subtree(c, root->rb_node, 0, RBCHECK_KEYS - 1, &nodes);
	if (nodes != c->total)
		rbcheck_fail(c, "not as many nodes as inserted");
	if (RB_EMPTY_ROOT(root) != !c->total)
		rbcheck_fail(c, "RB_EMPTY_ROOT is wrong");
	return c->why;
}

/* A walk from n with step (rb_next, or rb_prev when backwards) against
 * the model, sorted by construction */
static void rbcheck_sorted(struct rbcheck *c, const struct rb_node *n,
			  struct rb_node *(*step)(const struct rb_node *),
			  bool backwards)
{
	int j, k;
	unsigned int i;

	for (j = 0; j < RBCHECK_KEYS; j++) {
		k = backwards ? RBCHECK_KEYS - 1 - j : j;
		for (i = 0; i < c->count[k]; i++) {
			if (!n || rbcheck_key(n) != k)
				rbcheck_fail(c, "a walk is not in key order");
			n = n ? step(n) : NULL;
		}
	}
	if (n)
		rbcheck_fail(c, "a walk goes past the end");
}

static void rbcheck_in_order(struct rbcheck *c, const struct rb_root *root)
{
	rbcheck_sorted(c, rb_first(root), rb_next, false);
	rbcheck_sorted(c, rb_last(root), rb_prev, true);
}

/* Each node right after its last child (its right one, or its left one
 * if it has no right one), every node once, the root last */
static void rbcheck_postorder(struct rbcheck *c, const struct rb_root *root)
{
	const struct rb_node *n, *last_child, *prev = NULL;
	struct item *it;
	unsigned int seen = 0;

	c->gen++;
	for (n = rb_first_postorder(root); n; n = rb_next_postorder(n)) {
		last_child = n->rb_right ? n->rb_right : n->rb_left;
		if (last_child && prev != last_child)
			rbcheck_fail(c, "post-order: not right after a child");
		it = rb_entry(n, struct item, rb);
		if (it->mark == c->gen)
			rbcheck_fail(c, "post-order: a node seen twice");
		it->mark = c->gen;
		prev = n;
		if (++seen > c->total)
			break;
	}
	if (seen != c->total)
		rbcheck_fail(c, "post-order does not visit every node once");
	if (c->total && prev != root->rb_node)
		rbcheck_fail(c, "post-order does not end at the root");
}

static const char *rbcheck_walks(struct rbcheck *c, const struct rb_root *root)
{
	c->why = NULL;
	rbcheck_in_order(c, root);
	rbcheck_postorder(c, root);
	return c->why;
}

/*
 * A world to step through: a pool of items, some in a leftmost-cached
 * tree, the model in c.  cached: every change goes through the _cached
 * functions and rb_first_cached() is checked; else the plain ones on
 * tree.rb_root.  Keys repeat: equal keys go right of the ones in.
 */
#define RBCHECK_POOL	128

enum rbstep { RB_LINK, RB_ADD, RB_FIND_ADD, RB_ERASE, RB_REPLACE, RB_STEPS };

struct rbworld {
	struct rbcheck c;
	struct item pool[RBCHECK_POOL];
	bool in[RBCHECK_POOL];
	struct rb_root_cached tree;
	bool cached;
};

static bool rbcheck_less(struct rb_node *a, const struct rb_node *b)
{
	return rbcheck_key(a) < rbcheck_key(b);
}

static int rbcheck_cmp(struct rb_node *a, const struct rb_node *b)
{
	return rbcheck_key(a) - rbcheck_key(b);
}

/* The first slot at or after from (cyclically) that is in the tree or
 * not (want), or -1 */
static int rbcheck_slot(struct rbworld *w, unsigned int from, bool want)
{
	unsigned int i, s;

	for (i = 0; i < RBCHECK_POOL; i++) {
		s = (from + i) % RBCHECK_POOL;
		if (w->in[s] == want)
			return s;
	}
	return -1;
}

/* As a book's module does it: walk down, rb_link_node(), recolour */
static void rbcheck_link(struct rbworld *w, struct item *it)
{
	struct rb_node **link = &w->tree.rb_root.rb_node, *parent = NULL;
	bool leftmost = true;

	while (*link) {
		parent = *link;
		if (it->key < rbcheck_key(parent)) {
			link = &parent->rb_left;
		} else {
			link = &parent->rb_right;
			leftmost = false;
		}
	}
	rb_link_node(&it->rb, parent, link);
	if (w->cached)
		rb_insert_color_cached(&it->rb, &w->tree, leftmost);
	else
		rb_insert_color(&it->rb, &w->tree.rb_root);
}

/* Adds the item of slot s with key; false if rb_find_add() found one */
static bool rbcheck_insert(struct rbworld *w, int s, int key, int how)
{
	struct item *it = &w->pool[s];
	struct rb_node *first = rb_first(&w->tree.rb_root), *r;

	it->key = key;
	if (how == RB_LINK) {
		rbcheck_link(w, it);
	} else if (how == RB_FIND_ADD && !w->cached) {
		r = rb_find_add(&it->rb, &w->tree.rb_root, rbcheck_cmp);
		if (!r != !w->c.count[key] || (r && rbcheck_key(r) != key))
			rbcheck_fail(&w->c, "rb_find_add() answers wrong");
		if (r)
			return false;
	} else if (w->cached) {
		r = rb_add_cached(&it->rb, &w->tree, rbcheck_less);
		if (r != (!first || key < rbcheck_key(first) ? &it->rb : NULL))
			rbcheck_fail(&w->c, "rb_add_cached() answers wrong");
	} else {
		rb_add(&it->rb, &w->tree.rb_root, rbcheck_less);
	}
	w->in[s] = true;
	w->c.count[key]++;
	w->c.total++;
	return true;
}

static void rbcheck_erase(struct rbworld *w, int s)
{
	struct item *it = &w->pool[s];
	struct rb_node *next = rb_next(&it->rb), *r;
	bool was_first = !rb_prev(&it->rb);

	if (w->cached) {
		r = rb_erase_cached(&it->rb, &w->tree);
		if (r != (was_first ? next : NULL))
			rbcheck_fail(&w->c, "rb_erase_cached() answers wrong");
	} else {
		rb_erase(&it->rb, &w->tree.rb_root);
	}
	RB_CLEAR_NODE(&it->rb);
	w->in[s] = false;
	w->c.count[it->key]--;
	w->c.total--;
}

/* The item of slot s leaves, the free item of slot t takes its place */
static void rbcheck_replace(struct rbworld *w, int s, int t)
{
	w->pool[t].key = w->pool[s].key;
	if (w->cached)
		rb_replace_node_cached(&w->pool[s].rb, &w->pool[t].rb, &w->tree);
	else
		rb_replace_node(&w->pool[s].rb, &w->pool[t].rb,
				&w->tree.rb_root);
	RB_CLEAR_NODE(&w->pool[s].rb);
	w->in[s] = false;
	w->in[t] = true;
}

/* One change to the tree, chosen by step and arg, then every check;
 * the first rule broken, or NULL */
static const char *rbcheck_step(struct rbworld *w, unsigned int step,
				unsigned int arg)
{
	int used = rbcheck_slot(w, arg, true);
	int free = rbcheck_slot(w, arg / 2, false);

	step %= RB_STEPS;
	if (used < 0 || (free >= 0 && step < RB_ERASE))
		rbcheck_insert(w, free, arg % RBCHECK_KEYS, step);
	else if (free < 0 || step == RB_ERASE)
		rbcheck_erase(w, used);
	else
		rbcheck_replace(w, used, free);
	if (w->c.why || rbcheck_tree(&w->c, &w->tree.rb_root) ||
	    rbcheck_walks(&w->c, &w->tree.rb_root))
		return w->c.why;
	if (w->cached && rb_first_cached(&w->tree) !=
	    rb_first(&w->tree.rb_root))
		return "rb_first_cached() is not rb_first()";
	return NULL;
}

#endif /* _TESTS_RBTREE_CHECK_H */
