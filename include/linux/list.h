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

static inline void __list_link(struct list_head *n, struct list_head *prev,
			       struct list_head *next)
{
	next->prev = n;
	n->next = next;
	n->prev = prev;
	prev->next = n;
}

static inline void list_add(struct list_head *n, struct list_head *head)
{
	__list_link(n, head, head->next);
}

static inline void list_add_tail(struct list_head *n, struct list_head *head)
{
	__list_link(n, head->prev, head);
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

static inline bool list_empty(const struct list_head *head)
{
	return head->next == head;
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

#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(head, type, member) \
	list_entry((head)->next, type, member)
#define list_last_entry(head, type, member) \
	list_entry((head)->prev, type, member)

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

#endif /* _LINUX_LIST_H */
