/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rbtree_types.h - the red-black tree's structures, as
 * Linux 6.1 lays them out (a module's struct that embeds an rb_node
 * has Linux's size and offsets).  A node keeps its parent's address
 * and its own colour in one word: nodes are at least 4-byte aligned,
 * so the parent's two low bits are free and bit 0 is the colour
 * (lib/rbtree.c).
 */
#ifndef _LINUX_RBTREE_TYPES_H
#define _LINUX_RBTREE_TYPES_H

struct rb_node {
	unsigned long __rb_parent_color;	/* parent | colour bit */
	struct rb_node *rb_right;
	struct rb_node *rb_left;
} __attribute__((aligned(sizeof(long))));

struct rb_root {
	struct rb_node *rb_node;
};

/* A tree that also remembers its smallest node: rb_first_cached() is
 * O(1), for users that mostly take the first one (a timer queue) */
struct rb_root_cached {
	struct rb_root rb_root;
	struct rb_node *rb_leftmost;
};

#define RB_ROOT		(struct rb_root) { NULL, }
#define RB_ROOT_CACHED	(struct rb_root_cached) { { NULL, }, NULL }

#endif /* _LINUX_RBTREE_TYPES_H */
