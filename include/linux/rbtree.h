/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rbtree.h - red-black trees (lib/rbtree.c), with Linux
 * 6.1's interface.  The tree does not know the order of its keys: the
 * user walks down from the root comparing keys, hangs the new node
 * where the walk fell off with rb_link_node(), then rb_insert_color()
 * recolours and rotates to keep the tree balanced.  rb_add() and
 * rb_find() do the walk with a comparison function given to them.
 * rb_erase() unlinks a node; nothing is allocated or freed here.
 *
 * Balanced means a path from the root to a leaf is at most twice as
 * long as any other (Cormen et al., Introduction to Algorithms, ch. 13):
 * insert, erase and lookup are O(log n).
 */
#ifndef _LINUX_RBTREE_H
#define _LINUX_RBTREE_H

#include "linux/types.h"
#include "linux/container_of.h"
#include "linux/rbtree_types.h"
#include "asm-generic/rwonce.h"

/* The parent, without the colour bit */
#define rb_parent(r)	((struct rb_node *)((r)->__rb_parent_color & ~3UL))

#define rb_entry(ptr, type, member)	container_of(ptr, type, member)

/* rb_entry(), or NULL for a NULL node (the end of a walk) */
#define rb_entry_safe(ptr, type, member)				\
	({								\
		__typeof__(ptr) ____ptr = (ptr);			\
		____ptr ? rb_entry(____ptr, type, member) : NULL;	\
	})

#define RB_EMPTY_ROOT(root)	(READ_ONCE((root)->rb_node) == NULL)

/* A node that is in no tree points at itself (RB_CLEAR_NODE): no node
 * in a tree can be its own parent */
#define RB_EMPTY_NODE(node)	\
	((node)->__rb_parent_color == (unsigned long)(node))
#define RB_CLEAR_NODE(node)	\
	((node)->__rb_parent_color = (unsigned long)(node))

void rb_insert_color(struct rb_node *node, struct rb_root *root);
void rb_erase(struct rb_node *node, struct rb_root *root);
void rb_replace_node(struct rb_node *victim, struct rb_node *new,
		     struct rb_root *root);

/* In key order; NULL past the end */
struct rb_node *rb_first(const struct rb_root *root);
struct rb_node *rb_last(const struct rb_root *root);
struct rb_node *rb_next(const struct rb_node *node);
struct rb_node *rb_prev(const struct rb_node *node);

/* Children before their parent: each node may be freed as it is visited */
struct rb_node *rb_first_postorder(const struct rb_root *root);
struct rb_node *rb_next_postorder(const struct rb_node *node);

/* Hang node, red and childless, at *link under parent; then
 * rb_insert_color() */
static inline void rb_link_node(struct rb_node *node, struct rb_node *parent,
				struct rb_node **link)
{
	node->__rb_parent_color = (unsigned long)parent;	/* red: bit 0 clear */
	node->rb_left = NULL;
	node->rb_right = NULL;
	*link = node;
}

/* Every entry, children first; pos may be freed in the body, because
 * n is found before it is */
#define rbtree_postorder_for_each_entry_safe(pos, n, root, field)	     \
	for (pos = rb_entry_safe(rb_first_postorder(root),		     \
				 __typeof__(*pos), field);		     \
	     pos && ({ n = rb_entry_safe(rb_next_postorder(&pos->field),    \
					 __typeof__(*pos), field); 1; });   \
	     pos = n)

/* The leftmost-cached tree: the same tree, and its first node kept up
 * to date by the three functions below */
#define rb_first_cached(root)	((root)->rb_leftmost)

/* leftmost: the walk that found node's place only ever went left */
static inline void rb_insert_color_cached(struct rb_node *node,
					  struct rb_root_cached *root,
					  bool leftmost)
{
	if (leftmost)
		root->rb_leftmost = node;
	rb_insert_color(node, &root->rb_root);
}

/* The new leftmost node if node was the leftmost, else NULL */
static inline struct rb_node *rb_erase_cached(struct rb_node *node,
					      struct rb_root_cached *root)
{
	struct rb_node *leftmost = NULL;

	if (root->rb_leftmost == node) {
		leftmost = rb_next(node);
		root->rb_leftmost = leftmost;
	}
	rb_erase(node, &root->rb_root);
	return leftmost;
}

static inline void rb_replace_node_cached(struct rb_node *victim,
					  struct rb_node *new,
					  struct rb_root_cached *root)
{
	if (root->rb_leftmost == victim)
		root->rb_leftmost = new;
	rb_replace_node(victim, new, &root->rb_root);
}

/*
 * Walks with the user's order.  less(a, b): a goes before b; equal
 * nodes go after the ones already in.  cmp(key, node): < 0 when key
 * goes before node, 0 when it matches it.
 */
typedef bool (*__rb_less_t)(struct rb_node *, const struct rb_node *);
typedef int (*__rb_cmp_node_t)(struct rb_node *, const struct rb_node *);
typedef int (*__rb_cmp_key_t)(const void *key, const struct rb_node *);

/* Where the order less puts node under *top: the link to hang it on, its parent
 * in *parent, and whether the walk only went left */
static __always_inline struct rb_node **__rb_add_link(struct rb_node *node,
	struct rb_node **top, __rb_less_t less, struct rb_node **parent,
	bool *leftmost)
{
	struct rb_node **link = top;

	*parent = NULL;
	*leftmost = true;
	while (*link) {
		*parent = *link;
		if (less(node, *parent)) {
			link = &(*parent)->rb_left;
		} else {
			link = &(*parent)->rb_right;
			*leftmost = false;
		}
	}
	return link;
}

/* Returns node when it is the tree's new first node, else NULL */
static __always_inline struct rb_node *rb_add_cached(struct rb_node *node,
	struct rb_root_cached *tree, __rb_less_t less)
{
	struct rb_node *parent, **link;
	bool leftmost;

	link = __rb_add_link(node, &tree->rb_root.rb_node, less, &parent,
			     &leftmost);
	rb_link_node(node, parent, link);
	rb_insert_color_cached(node, tree, leftmost);
	return leftmost ? node : NULL;
}

static __always_inline void rb_add(struct rb_node *node, struct rb_root *tree,
				   __rb_less_t less)
{
	struct rb_node *parent, **link;
	bool leftmost;

	link = __rb_add_link(node, &tree->rb_node, less, &parent, &leftmost);
	rb_link_node(node, parent, link);
	rb_insert_color(node, tree);
}

/* The node equal to node under cmp, left in place; or NULL, and node
 * is added */
static __always_inline struct rb_node *rb_find_add(struct rb_node *node,
	struct rb_root *tree, __rb_cmp_node_t cmp)
{
	struct rb_node **link = &tree->rb_node, *parent = NULL;
	int c;

	while (*link) {
		parent = *link;
		c = cmp(node, parent);
		if (!c)
			return parent;
		link = c < 0 ? &parent->rb_left : &parent->rb_right;
	}
	rb_link_node(node, parent, link);
	rb_insert_color(node, tree);
	return NULL;
}

/* A node matching key (any one of several equal ones), or NULL */
static __always_inline struct rb_node *rb_find(const void *key,
	const struct rb_root *tree, __rb_cmp_key_t cmp)
{
	struct rb_node *node = tree->rb_node;
	int c;

	while (node) {
		c = cmp(key, node);
		if (!c)
			return node;
		node = c < 0 ? node->rb_left : node->rb_right;
	}
	return NULL;
}

/* The first node, in order, matching key, or NULL: a match may have
 * equal ones on its left, so the walk goes on left past it */
static __always_inline struct rb_node *rb_find_first(const void *key,
	const struct rb_root *tree, __rb_cmp_key_t cmp)
{
	struct rb_node *node = tree->rb_node, *match = NULL;
	int c;

	while (node) {
		c = cmp(key, node);
		if (!c)
			match = node;
		node = c <= 0 ? node->rb_left : node->rb_right;
	}
	return match;
}

/* The node after node if it matches key too, else NULL */
static __always_inline struct rb_node *rb_next_match(const void *key,
	struct rb_node *node, __rb_cmp_key_t cmp)
{
	node = rb_next(node);
	return node && !cmp(key, node) ? node : NULL;
}

/* Every node matching key, in order */
#define rb_for_each(node, key, tree, cmp)				\
	for ((node) = rb_find_first((key), (tree), (cmp)); (node);	\
	     (node) = rb_next_match((key), (node), (cmp)))

#endif /* _LINUX_RBTREE_H */
