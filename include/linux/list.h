/* SPDX-License-Identifier: GPL-2.0 */
/* Circular doubly linked lists with a head node, Linux's interface. */
#ifndef _LINUX_LIST_H
#define _LINUX_LIST_H

#include "linux/kernel.h"

struct list_head {
	struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)

static inline void INIT_LIST_HEAD(struct list_head *l)
{
	l->next = l->prev = l;
}

static inline void __list_add(struct list_head *n, struct list_head *prev,
			       struct list_head *next)
{
	next->prev = n;
	n->next = next;
	n->prev = prev;
	prev->next = n;
}

static inline void list_add(struct list_head *n, struct list_head *head)
{
	__list_add(n, head, head->next);
}

static inline void list_add_tail(struct list_head *n, struct list_head *head)
{
	__list_add(n, head->prev, head);
}

static inline void list_del(struct list_head *e)
{
	e->next->prev = e->prev;
	e->prev->next = e->next;
	INIT_LIST_HEAD(e);
}

/* Linux's name for the same: list_del() here always leaves e empty */
static inline void list_del_init(struct list_head *e)
{
	list_del(e);
}

static inline void list_move_tail(struct list_head *e, struct list_head *head)
{
	list_del(e);
	list_add_tail(e, head);
}

static inline void list_move(struct list_head *e, struct list_head *head)
{
	list_del(e);
	list_add(e, head);
}

/* n takes old's place in its list; old's pointers are left as they were */
static inline void list_replace(struct list_head *old, struct list_head *n)
{
	n->next = old->next;
	n->next->prev = n;
	n->prev = old->prev;
	n->prev->next = n;
}

static inline void list_replace_init(struct list_head *old,
				     struct list_head *n)
{
	list_replace(old, n);
	INIT_LIST_HEAD(old);
}

/* a and b change places, in one list or in two */
static inline void list_swap(struct list_head *a, struct list_head *b)
{
	struct list_head *before_b = b->prev;

	list_del(b);
	list_replace(a, b);
	list_add(a, before_b == a ? b : before_b);
}

static inline bool list_is_first(const struct list_head *e,
				 const struct list_head *head)
{
	return e->prev == head;
}

static inline bool list_is_last(const struct list_head *e,
				const struct list_head *head)
{
	return e->next == head;
}

static inline bool list_is_head(const struct list_head *e,
				const struct list_head *head)
{
	return e == head;
}

/* Linux's name for the check that no other CPU is mid-way through an
 * update; here a list is only changed under its user's lock */
#define list_empty_careful(head)	list_empty(head)

static inline bool list_empty(const struct list_head *head)
{
	return head->next == head;
}

static inline bool list_is_singular(const struct list_head *head)
{
	return !list_empty(head) && head->next == head->prev;
}

/* The first entry goes last: the list turns one step */
static inline void list_rotate_left(struct list_head *head)
{
	if (!list_empty(head))
		list_move_tail(head->next, head);
}

/* The entries of list go between prev and next; list is left as it was */
static inline void __list_splice(const struct list_head *list,
				 struct list_head *prev, struct list_head *next)
{
	if (list_empty(list))
		return;
	list->next->prev = prev;
	prev->next = list->next;
	list->prev->next = next;
	next->prev = list->prev;
}

/* list's entries at the front of head, list left empty */
static inline void list_splice_init(struct list_head *list,
				    struct list_head *head)
{
	__list_splice(list, head, head->next);
	INIT_LIST_HEAD(list);
}

/* ... or at its back */
static inline void list_splice_tail_init(struct list_head *list,
					 struct list_head *head)
{
	__list_splice(list, head->prev, head);
	INIT_LIST_HEAD(list);
}

/* list's entries at the front (list_splice) or back of head; list itself
 * is left pointing at them, as Linux's: only the _init ones empty it */
static inline void list_splice(const struct list_head *list,
			       struct list_head *head)
{
	__list_splice(list, head, head->next);
}

static inline void list_splice_tail(const struct list_head *list,
				    struct list_head *head)
{
	__list_splice(list, head->prev, head);
}

#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(head, type, member) \
	list_entry((head)->next, type, member)
#define list_last_entry(head, type, member) \
	list_entry((head)->prev, type, member)

#define list_first_entry_or_null(head, type, member)			\
	(list_empty(head) ? NULL : list_first_entry(head, type, member))
#define list_next_entry(pos, member)					\
	list_entry((pos)->member.next, __typeof__(*(pos)), member)
#define list_prev_entry(pos, member)					\
	list_entry((pos)->member.prev, __typeof__(*(pos)), member)
#define list_entry_is_head(pos, head, member)	(&(pos)->member == (head))

#define list_for_each_prev(pos, head) \
	for (pos = (head)->prev; pos != (head); pos = pos->prev)

#define list_for_each(pos, head) \
	for (pos = (head)->next; pos != (head); pos = pos->next)

/* n keeps the next one: pos may be taken off the list (and freed) */
#define list_for_each_safe(pos, n, head)                                \
	for (pos = (head)->next, n = pos->next; pos != (head);          \
	     pos = n, n = pos->next)

#define list_for_each_entry(pos, head, member)                          \
	for (pos = list_entry((head)->next, __typeof__(*pos), member);  \
	     &pos->member != (head);                                    \
	     pos = list_entry(pos->member.next, __typeof__(*pos), member))

/* Last to first */
#define list_for_each_entry_reverse(pos, head, member)                  \
	for (pos = list_entry((head)->prev, __typeof__(*pos), member);  \
	     &pos->member != (head);                                    \
	     pos = list_entry(pos->member.prev, __typeof__(*pos), member))

#define list_for_each_entry_safe(pos, n, head, member)                  \
	for (pos = list_entry((head)->next, __typeof__(*pos), member),  \
	     n = list_entry(pos->member.next, __typeof__(*pos), member); \
	     &pos->member != (head);                                    \
	     pos = n, n = list_entry(n->member.next, __typeof__(*n), member))

/* From the entry after pos (continue) or from pos itself (from) on */
#define list_for_each_entry_continue(pos, head, member)			\
	for (pos = list_next_entry(pos, member);			\
	     !list_entry_is_head(pos, head, member);			\
	     pos = list_next_entry(pos, member))
#define list_for_each_entry_from(pos, head, member)			\
	for (; !list_entry_is_head(pos, head, member);			\
	     pos = list_next_entry(pos, member))

#define list_for_each_entry_safe_reverse(pos, n, head, member)		\
	for (pos = list_last_entry(head, __typeof__(*pos), member),	\
	     n = list_prev_entry(pos, member);				\
	     !list_entry_is_head(pos, head, member);			\
	     pos = n, n = list_prev_entry(n, member))

/*
 * hlist: a list whose head is one pointer, for hash tables' buckets
 * (linux/hashtable.h).  An entry's pprev points at the pointer that
 * points at it (the head's first or the previous entry's next), so an
 * entry is taken off without knowing its head; NULL pprev: on no list.
 */
struct hlist_head {
	struct hlist_node *first;
};

struct hlist_node {
	struct hlist_node *next, **pprev;
};

#define HLIST_HEAD_INIT		{ .first = NULL }
#define HLIST_HEAD(name)	struct hlist_head name = HLIST_HEAD_INIT
#define INIT_HLIST_HEAD(ptr)	((ptr)->first = NULL)

static inline void INIT_HLIST_NODE(struct hlist_node *h)
{
	h->next = NULL;
	h->pprev = NULL;
}

static inline bool hlist_unhashed(const struct hlist_node *h)
{
	return !h->pprev;
}

static inline bool hlist_empty(const struct hlist_head *h)
{
	return !h->first;
}

static inline void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
	n->next = h->first;
	if (n->next)
		n->next->pprev = &n->next;
	h->first = n;
	n->pprev = &h->first;
}

/* Off its list, and marked as on none (Linux's hlist_del() poisons the
 * pointers instead; hlist_del_init() leaves them so) */
static inline void hlist_del_init(struct hlist_node *n)
{
	if (hlist_unhashed(n))
		return;
	*n->pprev = n->next;
	if (n->next)
		n->next->pprev = n->pprev;
	INIT_HLIST_NODE(n);
}

static inline void hlist_del(struct hlist_node *n)
{
	hlist_del_init(n);
}

#define hlist_entry(ptr, type, member) container_of(ptr, type, member)
#define hlist_entry_safe(ptr, type, member)				\
	({ __typeof__(ptr) ____ptr = (ptr);				\
	   ____ptr ? hlist_entry(____ptr, type, member) : NULL; })

#define hlist_for_each(pos, head) \
	for (pos = (head)->first; pos; pos = pos->next)

#define hlist_for_each_entry(pos, head, member)				\
	for (pos = hlist_entry_safe((head)->first, __typeof__(*pos), member); \
	     pos;							\
	     pos = hlist_entry_safe(pos->member.next, __typeof__(*pos), member))

/* n keeps the next node: pos may be taken off (and freed) */
#define hlist_for_each_entry_safe(pos, n, head, member)			\
	for (pos = hlist_entry_safe((head)->first, __typeof__(*pos), member); \
	     pos && ({ n = pos->member.next; 1; });			\
	     pos = hlist_entry_safe(n, __typeof__(*pos), member))

#endif /* _LINUX_LIST_H */
