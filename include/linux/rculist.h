/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rculist.h - lists that readers walk under
 * rcu_read_lock() while an updater (holding its own lock) changes them:
 * an entry is linked with its own pointers set before it is published,
 * and an entry taken off keeps its next pointer, so a reader standing on
 * it still finds the rest of the list; it is freed after
 * synchronize_rcu() (include/linux/rcupdate.h).
 */
#ifndef _LINUX_RCULIST_H
#define _LINUX_RCULIST_H

#include "linux/list.h"
#include "linux/rcupdate.h"

static inline void __list_add_rcu(struct list_head *n, struct list_head *prev,
				  struct list_head *next)
{
	n->next = next;
	n->prev = prev;
	rcu_assign_pointer(prev->next, n);
	next->prev = n;
}

static inline void list_add_rcu(struct list_head *n, struct list_head *head)
{
	__list_add_rcu(n, head, head->next);
}

static inline void list_add_tail_rcu(struct list_head *n,
				     struct list_head *head)
{
	__list_add_rcu(n, head->prev, head);
}

/* e->next stays: a reader on e goes on to the rest of the list */
static inline void list_del_rcu(struct list_head *e)
{
	e->next->prev = e->prev;
	rcu_assign_pointer(e->prev->next, e->next);
}

static inline void list_replace_rcu(struct list_head *old,
				    struct list_head *n)
{
	n->next = old->next;
	n->prev = old->prev;
	rcu_assign_pointer(n->prev->next, n);
	n->next->prev = n;
}

#define list_entry_rcu(ptr, type, member)                               \
	container_of(rcu_dereference(ptr), type, member)

#define list_for_each_entry_rcu(pos, head, member, ...)                 \
	for (pos = list_entry_rcu((head)->next, __typeof__(*pos), member); \
	     &pos->member != (head);                                    \
	     pos = list_entry_rcu(pos->member.next, __typeof__(*pos), member))

/* hlist (linux/list.h): n is whole before the head points at it */
static inline void hlist_add_head_rcu(struct hlist_node *n,
				      struct hlist_head *h)
{
	n->next = h->first;
	n->pprev = &h->first;
	rcu_assign_pointer(h->first, n);
	if (n->next)
		n->next->pprev = &n->next;
}

/* n->next stays for a reader on n; n is marked as on no list (Linux's
 * poisons pprev instead, so its hlist_unhashed() stays false) */
static inline void hlist_del_init_rcu(struct hlist_node *n)
{
	if (hlist_unhashed(n))
		return;
	rcu_assign_pointer(*n->pprev, n->next);
	if (n->next)
		n->next->pprev = n->pprev;
	n->pprev = NULL;
}

static inline void hlist_del_rcu(struct hlist_node *n)
{
	hlist_del_init_rcu(n);
}

#define hlist_first_rcu(head)	rcu_dereference((head)->first)
#define hlist_next_rcu(node)	rcu_dereference((node)->next)

#define hlist_for_each_entry_rcu(pos, head, member, ...)		\
	for (pos = hlist_entry_safe(hlist_first_rcu(head),		\
				    __typeof__(*pos), member);		\
	     pos;							\
	     pos = hlist_entry_safe(hlist_next_rcu(&(pos)->member),	\
				    __typeof__(*pos), member))

#endif /* _LINUX_RCULIST_H */
