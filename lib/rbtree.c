// SPDX-License-Identifier: GPL-2.0
/*
 * lib/rbtree.c - red-black trees (include/linux/rbtree.h), written from
 * the rules of Cormen, Leiserson, Rivest and Stein, Introduction to
 * Algorithms, 3rd ed., ch. 13 ("CLRS" below).  A binary search tree
 * is red-black when
 *   1. every node is red or black,
 *   2. the root is black,
 *   3. every leaf (NULL) is black,
 *   4. a red node's children are both black,
 *   5. every path from a node down to a leaf meets the same number of
 *      black nodes (the node's black height).
 * Then no path is more than twice as long as another.  Insertion adds a
 * red node, which can only break rule 2 or 4; erasure can take a black
 * node off some paths, which breaks rule 5.  Each is repaired bottom-up
 * by recolouring and at most two (insert) or three (erase) rotations.
 *
 * The cases come in mirror pairs (the parent is a left or a right
 * child); they are written once, with the side as a variable (LEFT,
 * RIGHT) and child() picking a link by side.  The colour is bit 0 of
 * __rb_parent_color: 0 red, 1 black, as in Linux, so that the parent
 * word rb_link_node() writes makes a red node.
 *
 * Pure C: tests/host/test_rbtree.c checks the five rules after every
 * step of random inserts and erases.
 */
#include "linux/rbtree.h"
#include "linux/export.h"

#define RB_RED		0UL
#define RB_BLACK	1UL

enum { LEFT, RIGHT };

static struct rb_node **child(struct rb_node *node, int side)
{
	return side == LEFT ? &node->rb_left : &node->rb_right;
}

/* Rule 3: a NULL leaf is black */
static bool is_red(const struct rb_node *node)
{
	return node && !(node->__rb_parent_color & RB_BLACK);
}

static unsigned long color_of(const struct rb_node *node)
{
	return node->__rb_parent_color & RB_BLACK;
}

static void set_parent_color(struct rb_node *node, struct rb_node *parent,
			     unsigned long color)
{
	node->__rb_parent_color = (unsigned long)parent | color;
}

static void set_parent(struct rb_node *node, struct rb_node *parent)
{
	set_parent_color(node, parent, color_of(node));
}

static void set_color(struct rb_node *node, unsigned long color)
{
	set_parent_color(node, rb_parent(node), color);
}

/* Which side of its parent node hangs on */
static int side_of(const struct rb_node *node, struct rb_node *parent)
{
	return parent->rb_left == node ? LEFT : RIGHT;
}

/* Make whatever pointed at old (its parent's link, or the root) point
 * at new instead */
static void change_child(struct rb_node *old, struct rb_node *new,
			 struct rb_node *parent, struct rb_root *root)
{
	if (!parent)
		root->rb_node = new;
	else
		*child(parent, side_of(old, parent)) = new;
}

/*
 * Rotate node down towards side (CLRS 13.2): its child on the other side
 * takes its place and adopts it, and that child's inner subtree moves
 * across to node.  The in-order sequence does not change; every node
 * keeps its colour.
 */
static void rotate(struct rb_node *node, int side, struct rb_root *root)
{
	struct rb_node *up = *child(node, !side);
	struct rb_node *inner = *child(up, side);
	struct rb_node *parent = rb_parent(node);

	*child(node, !side) = inner;
	if (inner)
		set_parent(inner, node);
	change_child(node, up, parent, root);
	set_parent(up, parent);
	*child(up, side) = node;
	set_parent(node, up);
}

/*
 * node was just hung red by rb_link_node() (CLRS RB-INSERT-FIXUP).  Only
 * rule 4 can be broken, between node and a red parent, or rule 2 if node
 * is the root; each round moves the red-red pair up or ends it.
 */
void rb_insert_color(struct rb_node *node, struct rb_root *root)
{
	struct rb_node *parent, *gparent, *uncle;
	int side;

	while (is_red(parent = rb_parent(node))) {
		/* a red node is not the root (rule 2): gparent exists */
		gparent = rb_parent(parent);
		side = side_of(parent, gparent);
		uncle = *child(gparent, !side);
		if (is_red(uncle)) {
			/* Case 1: push gparent's black down to both its
			 * children; black heights stay; gparent, now red,
			 * may clash with its own parent */
			set_color(parent, RB_BLACK);
			set_color(uncle, RB_BLACK);
			set_color(gparent, RB_RED);
			node = gparent;
			continue;
		}
		if (node == *child(parent, !side)) {
			/* Case 2: node is an inner grandchild; rotating
			 * parent makes the pair an outer one (case 3) */
			rotate(parent, side, root);
			parent = node;
		}
		/* Case 3: parent goes up in gparent's place, black, with
		 * node and gparent as its red children: the paths through
		 * it have as many blacks as before, and nothing is red-red */
		rotate(gparent, !side, root);
		set_color(parent, RB_BLACK);
		set_color(gparent, RB_RED);
		return;
	}
	if (!parent)
		set_color(node, RB_BLACK);	/* rule 2 */
}
EXPORT_SYMBOL(rb_insert_color);

/*
 * The paths through the link side of parent have one black node fewer
 * than the others (CLRS RB-DELETE-FIXUP, "x" being a NULL leaf or a
 * black node here: a red one is simply made black by the caller).
 * The sibling is not NULL: its side has a black node more.
 */
static void erase_fixup(struct rb_node *parent, int side, struct rb_root *root)
{
	struct rb_node *sibling, *near, *far;

	for (;;) {
		sibling = *child(parent, !side);
		if (is_red(sibling)) {
			/* Case 1: make the sibling black by rotating it up
			 * over parent, which turns red; the deficient side
			 * gets the sibling's black child as its new
			 * sibling, and cases 2-4 apply */
			rotate(parent, side, root);
			set_color(sibling, RB_BLACK);
			set_color(parent, RB_RED);
			sibling = *child(parent, !side);
		}
		near = *child(sibling, side);
		far = *child(sibling, !side);
		if (!is_red(near) && !is_red(far)) {
			/* Case 2: take a black off the sibling's side too
			 * (it turns red); now all of parent's paths are one
			 * short.  A red parent turned black pays it back;
			 * else the shortage moves up a level */
			set_color(sibling, RB_RED);
			if (is_red(parent) || !rb_parent(parent)) {
				set_color(parent, RB_BLACK);
				return;
			}
			side = side_of(parent, rb_parent(parent));
			parent = rb_parent(parent);
			continue;
		}
		if (!is_red(far)) {
			/* Case 3: only the near nephew is red: rotate it up
			 * over the sibling, so that the old sibling is the
			 * far nephew (case 4).  CLRS swaps their colours
			 * here; case 4 sets both anyway */
			rotate(sibling, !side, root);
			far = sibling;
			sibling = near;
		}
		/* Case 4: the sibling goes up in parent's place with
		 * parent's colour; parent, now black, adds the missing
		 * black to the deficient side, and the far nephew, made
		 * black, keeps the sibling's old side as it was */
		rotate(parent, side, root);
		set_color(sibling, color_of(parent));
		set_color(parent, RB_BLACK);
		set_color(far, RB_BLACK);
		return;
	}
}

/* The leftmost node under node (side LEFT), or the rightmost */
static struct rb_node *extreme(struct rb_node *node, int side)
{
	if (node)
		while (*child(node, side))
			node = *child(node, side);
	return node;
}

/*
 * Give node's place, colour and left subtree to its successor next, the
 * leftmost node of its right subtree (CLRS RB-DELETE, z with two
 * children).  The place next leaves is taken by its right child (it has
 * no left one).  Returns the parent of that place, for the fixup.
 */
static struct rb_node *transplant_successor(struct rb_node *node,
					    struct rb_node *next,
					    struct rb_root *root)
{
	struct rb_node *hole_parent = rb_parent(next);
	struct rb_node *right = next->rb_right;

	if (hole_parent == node) {
		hole_parent = next;	/* next keeps its right subtree */
	} else {
		hole_parent->rb_left = right;
		next->rb_right = node->rb_right;
		set_parent(next->rb_right, next);
	}
	next->rb_left = node->rb_left;
	set_parent(next->rb_left, next);
	change_child(node, next, rb_parent(node), root);
	set_parent_color(next, rb_parent(node), color_of(node));
	return hole_parent;
}

/*
 * Unlink node (CLRS RB-DELETE).  The node that really leaves its place
 * is node itself when it has at most one child, else its successor,
 * which then takes node's place and colour.  Either way the place left
 * is filled by a single child, or nothing.  If the node that left was
 * red, no rule breaks.  If it was black and a child fills the place,
 * that child is red (rule 5: a lone child of a black node is a red
 * leaf-parent) and turning it black restores the count.  Otherwise a
 * black node is missing from the paths there: erase_fixup().
 */
void rb_erase(struct rb_node *node, struct rb_root *root)
{
	struct rb_node *parent = rb_parent(node), *fill, *hole_parent;
	unsigned long gone_color;
	int side;

	if (node->rb_left && node->rb_right) {
		struct rb_node *next = extreme(node->rb_right, LEFT);

		fill = next->rb_right;
		gone_color = color_of(next);
		hole_parent = transplant_successor(node, next, root);
		side = hole_parent == next ? RIGHT : LEFT;
	} else {
		fill = node->rb_left ? node->rb_left : node->rb_right;
		gone_color = color_of(node);
		hole_parent = parent;
		side = parent ? side_of(node, parent) : LEFT;
		change_child(node, fill, parent, root);
	}
	if (fill) {
		set_parent_color(fill, hole_parent, RB_BLACK);
		return;
	}
	if (gone_color == RB_BLACK && hole_parent)
		erase_fixup(hole_parent, side, root);
}
EXPORT_SYMBOL(rb_erase);

/* new takes victim's place, colour and children: the caller promises
 * it sorts where victim did */
void rb_replace_node(struct rb_node *victim, struct rb_node *new,
		     struct rb_root *root)
{
	struct rb_node *parent = rb_parent(victim);

	*new = *victim;
	if (victim->rb_left)
		set_parent(victim->rb_left, new);
	if (victim->rb_right)
		set_parent(victim->rb_right, new);
	change_child(victim, new, parent, root);
}
EXPORT_SYMBOL(rb_replace_node);

struct rb_node *rb_first(const struct rb_root *root)
{
	return extreme(root->rb_node, LEFT);
}
EXPORT_SYMBOL(rb_first);

struct rb_node *rb_last(const struct rb_root *root)
{
	return extreme(root->rb_node, RIGHT);
}
EXPORT_SYMBOL(rb_last);

/*
 * The neighbour of node towards side in key order: the extreme node of
 * its subtree on that side if it has one, else the first ancestor that
 * node is on the far side of.  A node in no tree has none.
 */
static struct rb_node *step(const struct rb_node *node, int side)
{
	struct rb_node *parent;

	if (RB_EMPTY_NODE(node))
		return NULL;
	if (*child((struct rb_node *)node, side))
		return extreme(*child((struct rb_node *)node, side), !side);
	while ((parent = rb_parent(node)) &&
	       node == *child(parent, side))
		node = parent;
	return parent;
}

struct rb_node *rb_next(const struct rb_node *node)
{
	return step(node, RIGHT);
}
EXPORT_SYMBOL(rb_next);

struct rb_node *rb_prev(const struct rb_node *node)
{
	return step(node, LEFT);
}
EXPORT_SYMBOL(rb_prev);

/* The first node of node's subtree in post-order: down, left when it
 * can, right when it must, to a node without children */
static struct rb_node *deepest_left(struct rb_node *node)
{
	for (;;) {
		if (node->rb_left)
			node = node->rb_left;
		else if (node->rb_right)
			node = node->rb_right;
		else
			return node;
	}
}

struct rb_node *rb_first_postorder(const struct rb_root *root)
{
	return root->rb_node ? deepest_left(root->rb_node) : NULL;
}
EXPORT_SYMBOL(rb_first_postorder);

/* After a left child comes its sibling's subtree, if any; after a right
 * child (or a left one alone), the parent.  Only node's parent word and
 * its parent's links are read, so node may already be freed by the
 * caller's loop body once this returns */
struct rb_node *rb_next_postorder(const struct rb_node *node)
{
	struct rb_node *parent;

	if (!node)
		return NULL;
	parent = rb_parent(node);
	if (parent && node == parent->rb_left && parent->rb_right)
		return deepest_left(parent->rb_right);
	return parent;
}
EXPORT_SYMBOL(rb_next_postorder);
